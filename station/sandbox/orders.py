"""Fulfilment orders and their notes (contract §6): create, note, list with status filter and paging, fetch."""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.domain.selection import SelectionError, parse_delivery_selection
from station.sandbox import wire
from station.sandbox.auth import authenticate, sandbox_state
from station.sandbox.bodies import field_error, problems_error, query_int, read_json_object
from station.sandbox.errors import ApiError
from station.sandbox.state import SandboxState


def _missing(field: str) -> ApiError:
    # contract §2: a required field that is empty answers 500 code 3212 (never retried).
    return ApiError(500, wire.CODE_MISTYPED_FIELD, f"{field} is empty; fill it in.", [field])


def _strings(payload: Any, field: str, names: tuple[str, ...], problems: wire.FieldProblems) -> dict[str, str]:
    if payload is None:
        payload = {}
    if not isinstance(payload, Mapping):
        problems.add(field, f"{field} must be an object.")
        return dict.fromkeys(names, "")
    values: dict[str, str] = {}
    for name in names:
        value = payload.get(name)
        if value is not None and not isinstance(value, str):
            path = f"{field}.{name}" if field else name
            problems.add(path, f"{path} must be a string.")
            value = None
        values[name] = value or ""
    return values


def decode_order(body: Mapping[str, Any]) -> dict[str, Any]:
    """The order's request fields, normalized; 422 for mistyped fields, 500 for an empty required one."""
    problems = wire.FieldProblems()
    external = body.get(wire.ORDER_EXTERNAL_IDENTIFIER)
    if external is not None and not isinstance(external, str):
        problems.add(wire.ORDER_EXTERNAL_IDENTIFIER, "external_identifier must be a string.")
        external = ""
    recipient = _strings(body.get(wire.ORDER_RECIPIENT), wire.ORDER_RECIPIENT, wire.ORDER_RECIPIENT_FIELDS, problems)
    lines: list[dict[str, Any]] = []
    raw_lines = body.get(wire.ORDER_LINES)
    if not isinstance(raw_lines, list):
        problems.add(wire.ORDER_LINES, "order_lines must be a list of {quantity, product}.")
        raw_lines = []
    for index, line in enumerate(raw_lines):
        path = f"{wire.ORDER_LINES}[{index}]"
        if not isinstance(line, Mapping):
            problems.add(path, f"{path} must be an object.")
            continue
        quantity = line.get(wire.ORDER_LINE_QUANTITY)
        if isinstance(quantity, bool) or not isinstance(quantity, int) or quantity < 1:
            problems.add(f"{path}.{wire.ORDER_LINE_QUANTITY}", f"{path}.quantity must be a whole number of at least 1.")
        product = _strings(
            line.get(wire.ORDER_LINE_PRODUCT), f"{path}.{wire.ORDER_LINE_PRODUCT}", wire.PRODUCT_FIELDS, problems
        )
        lines.append({wire.ORDER_LINE_QUANTITY: quantity, wire.ORDER_LINE_PRODUCT: product})
    selection = body.get(wire.ORDER_DELIVERY_SELECTION)
    if selection is not None:
        try:
            # spec §6: the widget's selection is validated again server-side.
            parse_delivery_selection(selection)
        except SelectionError as error:
            problems.add(wire.ORDER_DELIVERY_SELECTION, f"The delivery selection is not usable: {error}.")
    if problems.found:
        raise problems_error(problems)
    if not external:
        raise _missing(wire.ORDER_EXTERNAL_IDENTIFIER)
    if not recipient["cc"]:
        raise _missing(f"{wire.ORDER_RECIPIENT}.cc")
    return {
        wire.ORDER_EXTERNAL_IDENTIFIER: external,
        wire.ORDER_RECIPIENT: recipient,
        wire.ORDER_LINES: lines,
        wire.ORDER_DELIVERY_SELECTION: selection,
    }


def _time(epoch: float) -> str:
    return wire.format_timestamp(datetime.fromtimestamp(epoch, wire.TIMEZONE))


def _notes(state: SandboxState, order_uuid: str) -> list[dict[str, Any]]:
    rows = state.db.execute(
        "SELECT * FROM order_notes WHERE order_uuid = ? ORDER BY created, rowid", (order_uuid,)
    ).fetchall()
    return [
        {
            wire.NOTE_UUID: row["uuid"],
            wire.NOTE_ORDER_UUID: row["order_uuid"],
            wire.NOTE_TEXT: row["note"],
            wire.NOTE_AUTHOR: row["author"],
            wire.NOTE_CREATED: _time(row["created"]),
        }
        for row in rows
    ]


def _encode(state: SandboxState, row: Any) -> dict[str, Any]:
    return {
        wire.ORDER_UUID: row["uuid"],
        wire.ORDER_STATUS: row["status"],
        wire.ORDER_CREATED: _time(row["created"]),
        **json.loads(row["body"]),
        wire.ORDER_NOTES: _notes(state, row["uuid"]),
    }


def _load_row(state: SandboxState, shop_id: str, order_uuid: str) -> Any:
    row = state.db.execute("SELECT * FROM orders WHERE uuid = ? AND shop_id = ?", (order_uuid, shop_id)).fetchone()
    if row is None:
        raise ApiError(404, wire.CODE_NOT_FOUND, f"Order {order_uuid} does not exist.")
    return row


async def create_order(request: Request) -> Response:
    principal = await authenticate(request, wire.SCOPE_ORDERS_WRITE)
    state = sandbox_state(request)
    order = decode_order(await read_json_object(request))
    order_uuid = str(uuid.uuid4())
    with state.db:
        sequence = state.db.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM orders").fetchone()[0]
        state.db.execute(
            "INSERT INTO orders (uuid, shop_id, body, status, created, seq) VALUES (?, ?, ?, 'open', ?, ?)",
            (order_uuid, principal.shop_id, json.dumps(order), state.now_epoch(), sequence),
        )
    return JSONResponse(_encode(state, _load_row(state, principal.shop_id, order_uuid)), status_code=201)


async def create_note(request: Request) -> Response:
    principal = await authenticate(request, wire.SCOPE_ORDERS_WRITE)
    state = sandbox_state(request)
    order = _load_row(state, principal.shop_id, request.path_params["order_uuid"])
    body = await read_json_object(request)
    problems = wire.FieldProblems()
    values = _strings(body, "", (wire.NOTE_TEXT, wire.NOTE_AUTHOR), problems)
    if problems.found:
        raise problems_error(problems)
    if not values[wire.NOTE_TEXT].strip():
        raise _missing(wire.NOTE_TEXT)
    note_uuid = str(uuid.uuid4())
    with state.db:
        state.db.execute(
            "INSERT INTO order_notes (uuid, order_uuid, note, author, created) VALUES (?, ?, ?, ?, ?)",
            (note_uuid, order["uuid"], values[wire.NOTE_TEXT], values[wire.NOTE_AUTHOR], state.now_epoch()),
        )
    note = next(n for n in _notes(state, order["uuid"]) if n[wire.NOTE_UUID] == note_uuid)
    return JSONResponse(note, status_code=201)


async def list_orders(request: Request) -> Response:
    principal = await authenticate(request, wire.SCOPE_ORDERS_READ)
    state = sandbox_state(request)
    status = request.query_params.get(wire.Q_ORDER_STATUS) or None
    if status is not None and status not in wire.ORDER_STATUSES:
        raise field_error(wire.Q_ORDER_STATUS, f"status must be one of {', '.join(wire.ORDER_STATUSES)}.")
    page = query_int(request, wire.Q_PAGE, 1, 1)
    size = query_int(request, wire.Q_SIZE, wire.DEFAULT_PAGE_SIZE, 1, wire.MAX_PAGE_SIZE)
    where, parameters = "shop_id = ?", [principal.shop_id]
    if status is not None:
        where += " AND status = ?"
        parameters.append(status)
    total = state.db.execute(f"SELECT COUNT(*) FROM orders WHERE {where}", parameters).fetchone()[0]
    rows = state.db.execute(
        f"SELECT * FROM orders WHERE {where} ORDER BY created DESC, seq DESC LIMIT ? OFFSET ?",
        [*parameters, size, (page - 1) * size],
    ).fetchall()
    return JSONResponse(
        {
            wire.LIST_ORDERS: [_encode(state, row) for row in rows],
            wire.LIST_PAGE: page,
            wire.LIST_SIZE: size,
            wire.LIST_TOTAL: total,
        }
    )


async def get_order(request: Request) -> Response:
    principal = await authenticate(request, wire.SCOPE_ORDERS_READ)
    state = sandbox_state(request)
    return JSONResponse(_encode(state, _load_row(state, principal.shop_id, request.path_params["order_uuid"])))


def routes() -> list[BaseRoute]:
    return [
        Route(wire.PATH_ORDERS, create_order, methods=["POST"]),
        Route(wire.PATH_ORDERS, list_orders, methods=["GET"]),
        Route(wire.PATH_ORDER, get_order, methods=["GET"]),
        Route(wire.PATH_ORDER_NOTES, create_note, methods=["POST"]),
    ]
