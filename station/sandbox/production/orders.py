"""Fulfilment orders and notes on the production front, in the `data` envelope.

`POST /fulfilment/orders {"data": {"orders": [...]}}` → 200 `data.orders` (uuid, status `open`, the order as
sent with a uuid per line, `order_shipments`, `created_at`, `updated_at`); `GET /fulfilment/orders[/{uuid;uuid}]`
→ `data.orders` with `page`, `size`, `results` (`per_page` default 10); `DELETE /fulfilment/orders/{uuid}`
(open orders only; unknown → 422); `POST …/{uuid}/notes {"data": {"order_notes": [{author, note}]}}`.
Orders live in the shared table, so the contract front sees them too (`processed` is its `shipped`).
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.sandbox import wire
from station.sandbox.auth import sandbox_state
from station.sandbox.production import names as n
from station.sandbox.production.auth import authenticate
from station.sandbox.production.bodies import bad_request, data, envelope_items, query_int
from station.sandbox.production.errors import ProductionError
from station.sandbox.production.media import content_type
from station.sandbox.state import SandboxState

# The contract's order statuses in production's words.
_STATUS_NAMES = {"open": "open", "shipped": "processed", "cancelled": "cancelled"}
_STATUSES = ("open", "partially_processed", "processed", "cancelled")
NOTE_AUTHORS = ("customer", "webshop")
MAX_NOTE_LENGTH = 2500


def _time(epoch: float) -> str:
    return wire.format_timestamp(datetime.fromtimestamp(epoch, wire.TIMEZONE))


def _checked_order(item: Any, index: int) -> dict[str, Any]:
    path = f"data.orders[{index}]"
    if not isinstance(item, Mapping):
        raise bad_request(f"{path} must be an order object.")
    for key in ("price", "vat", "price_after_vat"):
        if item.get(key) is not None and (isinstance(item[key], bool) or not isinstance(item[key], int)):
            raise bad_request(f"{path}.{key} must be an integer.")
    shipment = item.get("shipment")
    recipient = shipment.get("recipient") if isinstance(shipment, Mapping) else None
    if not isinstance(recipient, Mapping) or not recipient.get("cc"):
        raise bad_request(f"{path}.shipment.recipient.cc is required.")
    lines = item.get("order_lines")
    if not isinstance(lines, list) or not lines:
        raise bad_request(f"{path}.order_lines must be a non-empty array.")
    for line_index, line in enumerate(lines):
        line_path = f"{path}.order_lines[{line_index}]"
        quantity = line.get("quantity") if isinstance(line, Mapping) else None
        if isinstance(quantity, bool) or not isinstance(quantity, int) or quantity < 1:
            raise bad_request(f"{line_path}.quantity must be a whole number of at least 1.")
        if not isinstance(line.get("product"), Mapping):
            raise bad_request(f"{line_path}.product must be an object.")
    return {**item, "order_lines": [{"uuid": str(uuid.uuid4()), **line} for line in lines]}


def _contract_body(order: Mapping[str, Any]) -> dict[str, Any]:
    """The same order in the contract front's terms (shared `orders` table)."""
    recipient = order["shipment"]["recipient"]
    return {
        "external_identifier": str(order.get("external_identifier") or ""),
        "recipient": {name: str(recipient.get(name) or "") for name in wire.ORDER_RECIPIENT_FIELDS},
        "order_lines": [
            {
                "quantity": line["quantity"],
                "product": {name: str(line["product"].get(name) or "") for name in wire.PRODUCT_FIELDS},
            }
            for line in order["order_lines"]
        ],
        "delivery_selection": None,
    }


def _encode(state: SandboxState, row: Any) -> dict[str, Any]:
    stored = state.db.execute("SELECT body FROM production_orders WHERE uuid = ?", (row["uuid"],)).fetchone()
    if stored is not None:
        order: dict[str, Any] = json.loads(stored["body"])
    else:  # created on the contract front
        contract = json.loads(row["body"])
        order = {
            "external_identifier": contract["external_identifier"],
            "shipment": {"recipient": contract["recipient"]},
            "order_lines": [{"uuid": None, **line} for line in contract["order_lines"]],
        }
    return {
        "uuid": row["uuid"],
        **order,
        "status": _STATUS_NAMES.get(row["status"], row["status"]),
        "order_shipments": [],
        "created_at": _time(row["created"]),
        "updated_at": _time(row["created"]),
    }


async def create_orders(request: Request) -> Response:
    account = authenticate(request)
    content_type(request, (n.JSON_TYPE,))
    state = sandbox_state(request)
    orders = [_checked_order(item, index) for index, item in enumerate(await envelope_items(request, n.ORDERS))]
    created: list[str] = []
    with state.db:
        for order in orders:
            order_uuid = str(uuid.uuid4())
            sequence = state.db.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM orders").fetchone()[0]
            state.db.execute(
                "INSERT INTO orders (uuid, shop_id, body, status, created, seq) VALUES (?, ?, ?, 'open', ?, ?)",
                (order_uuid, account.shop_id, json.dumps(_contract_body(order)), state.now_epoch(), sequence),
            )
            state.db.execute(
                "INSERT INTO production_orders (uuid, body) VALUES (?, ?)", (order_uuid, json.dumps(order))
            )
            created.append(order_uuid)
    rows = [_row(state, account.shop_id, order_uuid) for order_uuid in created]
    return JSONResponse(
        data({n.ORDERS: [_encode(state, row) for row in rows if row is not None]}), media_type=n.ANSWER_JSON_TYPE
    )


def _row(state: SandboxState, shop_id: str, order_uuid: str) -> Any:
    return state.db.execute("SELECT * FROM orders WHERE uuid = ? AND shop_id = ?", (order_uuid, shop_id)).fetchone()


async def list_orders(request: Request) -> Response:
    account = authenticate(request)
    state = sandbox_state(request)
    page = query_int(request, n.PAGE, 1, 1, 1000)
    size = query_int(request, "per_page", 10, 1, n.MAX_PAGE_SIZE)
    status = request.query_params.get("status")
    if status and status not in _STATUSES:
        raise bad_request(f"status must be one of {', '.join(_STATUSES)}, not {status!r}.", short=True)
    rows = state.db.execute("SELECT * FROM orders WHERE shop_id = ? ORDER BY created, seq", (account.shop_id,))
    encoded = [_encode(state, row) for row in rows]
    if "order_uuids" in request.path_params:
        wanted = [part for part in request.path_params["order_uuids"].split(n.ID_SEPARATOR) if part]
        encoded = [order for order in encoded if order["uuid"] in wanted]
        if not encoded:
            raise ProductionError(404, 3004, f"Order {request.path_params['order_uuids']} not found.")
    if status:
        encoded = [order for order in encoded if order["status"] == status]
    text = (request.query_params.get("q") or "").strip().lower()
    if text:
        encoded = [order for order in encoded if text in json.dumps(order).lower()]
    return JSONResponse(
        data({n.ORDERS: encoded[(page - 1) * size : page * size], n.PAGE: page, n.SIZE: size, n.RESULTS: len(encoded)}),
        media_type=n.ANSWER_JSON_TYPE,
    )


async def delete_order(request: Request) -> Response:
    account = authenticate(request)
    state = sandbox_state(request)
    order_uuid = request.path_params["order_uuids"]
    row = _row(state, account.shop_id, order_uuid)
    if row is None:
        raise ProductionError(422, n.CODE_MISSING_PARAMETER, f"Order {order_uuid} does not exist.")
    if row["status"] != "open":
        raise ProductionError(
            422, n.CODE_MISSING_PARAMETER, f"Order {order_uuid} is {row['status']}; only open orders can be deleted."
        )
    with state.db:
        for table in ("orders", "production_orders"):
            state.db.execute(f"DELETE FROM {table} WHERE uuid = ?", (order_uuid,))
        state.db.execute("DELETE FROM order_notes WHERE order_uuid = ?", (order_uuid,))
    return Response(status_code=204)


async def add_notes(request: Request) -> Response:
    account = authenticate(request)
    content_type(request, (n.JSON_TYPE,))
    state = sandbox_state(request)
    order_uuid = request.path_params["order_uuid"]
    if _row(state, account.shop_id, order_uuid) is None:
        raise ProductionError(404, 3004, f"Order {order_uuid} not found.")
    notes = await envelope_items(request, n.ORDER_NOTES)
    for index, note in enumerate(notes):
        path = f"data.order_notes[{index}]"
        if not isinstance(note, Mapping) or note.get("author") not in NOTE_AUTHORS:
            raise bad_request(f"{path}.author must be customer or webshop.")
        text = note.get("note")
        if not isinstance(text, str) or not text.strip() or len(text) > MAX_NOTE_LENGTH:
            raise bad_request(f"{path}.note must be a text of 1 to {MAX_NOTE_LENGTH} characters.")
    answered: list[dict[str, Any]] = []
    now = state.now_epoch()
    with state.db:
        for note in notes:
            note_uuid = str(uuid.uuid4())
            state.db.execute(
                "INSERT INTO order_notes (uuid, order_uuid, note, author, created) VALUES (?, ?, ?, ?, ?)",
                (note_uuid, order_uuid, note["note"], note["author"], now),
            )
            answered.append(
                {
                    "uuid": note_uuid,
                    "author": note["author"],
                    "note": note["note"],
                    "created": _time(now),
                    "updated": _time(now),
                }
            )
    return JSONResponse(data({n.ORDER_NOTES: answered}), media_type=n.ANSWER_JSON_TYPE)


def routes() -> list[BaseRoute]:
    return [
        Route(n.PATH_ORDERS, create_orders, methods=["POST"]),
        Route(n.PATH_ORDERS, list_orders, methods=["GET"]),
        Route(n.PATH_ORDER_NOTES, add_notes, methods=["POST"]),
        Route(n.PATH_ORDERS_BY_ID, list_orders, methods=["GET"]),
        Route(n.PATH_ORDERS_BY_ID, delete_order, methods=["DELETE"]),
    ]
