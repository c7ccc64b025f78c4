"""Shipment endpoints (contract §3): create one or a batch, list, fetch, cancel, and returns."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.domain.capabilities import capabilities_of
from station.domain.enums import ShipmentOption, ShipmentStatus
from station.domain.models import ShipmentDraft, ShipmentOptions
from station.sandbox import outbox, shipment_store, wire
from station.sandbox.accounts import ShopAccount, shop_address
from station.sandbox.auth import authenticate, sandbox_state
from station.sandbox.bodies import field_error, path_ids, query_int, read_json
from station.sandbox.errors import ApiError
from station.sandbox.intake import validated_drafts
from station.sandbox.shipment_store import ShipmentQuery, StoredShipment
from station.sandbox.state import SandboxState


def not_found(what: str) -> ApiError:
    return ApiError(404, wire.CODE_NOT_FOUND, f"{what} does not exist.")


def create_validated(state: SandboxState, account: ShopAccount, drafts: list[ShipmentDraft]) -> list[int]:
    """Creates every draft (with its multi-collo parcels) in one transaction; returns the main ids in order."""
    with state.db:
        return [shipment_store.insert_with_collo(state, account.shop_id, draft) for draft in drafts]


def batch_payloads(body: Any) -> tuple[list[Any], list[str]] | None:
    """contract §3 (ext): `{"shipments": [...]}` up to 100 → (payloads, field prefixes); None for one shipment."""
    if not (isinstance(body, Mapping) and wire.BATCH_SHIPMENTS in body):
        return None
    items = body[wire.BATCH_SHIPMENTS]
    if not isinstance(items, list) or not items:
        raise field_error(wire.BATCH_SHIPMENTS, "shipments must be a non-empty list of shipment objects.")
    if len(items) > wire.MAX_BATCH:
        raise field_error(wire.BATCH_SHIPMENTS, f"A batch holds at most {wire.MAX_BATCH} shipments, not {len(items)}.")
    return items, [f"{wire.BATCH_SHIPMENTS}[{index}]." for index in range(len(items))]


async def create_shipments(request: Request) -> Response:
    principal = await authenticate(request, wire.SCOPE_SHIPMENTS_WRITE)
    state = sandbox_state(request)
    body = await read_json(request)
    batch = batch_payloads(body)
    payloads, prefixes = batch if batch is not None else ([body], [""])
    drafts = validated_drafts(payloads, principal.account, prefixes)
    ids = create_validated(state, principal.account, drafts)
    created = [_load(state, principal.shop_id, shipment_id) for shipment_id in ids]
    if batch is None:
        return JSONResponse(wire.encode_shipment(created[0].shipment), status_code=201)
    return JSONResponse(
        {wire.BATCH_SHIPMENTS: [wire.encode_shipment(stored.shipment) for stored in created]}, status_code=201
    )


def _load(state: SandboxState, shop_id: str, shipment_id: int) -> StoredShipment:
    stored = shipment_store.load(state, shop_id, shipment_id)
    if stored is None:
        raise not_found(f"Shipment {shipment_id}")
    return stored


def _shipment_id(request: Request) -> int:
    ids = path_ids(request.path_params["shipment_id"])
    if ids is None or len(ids) != 1:
        raise not_found(f"Shipment {request.path_params['shipment_id']!r}")
    return ids[0]


def parse_statuses(text: str) -> tuple[ShipmentStatus, ...]:
    """contract §3: status names or codes, `;`-separated."""
    statuses: list[ShipmentStatus] = []
    for part in filter(None, (piece.strip() for piece in text.split(wire.ID_SEPARATOR))):
        try:
            statuses.append(ShipmentStatus.parse(part))
        except ValueError:
            raise field_error(wire.Q_STATUS, f"Unknown shipment status {part!r}.") from None
    return tuple(statuses)


def _query_time(request: Request, name: str) -> float | None:
    text = request.query_params.get(name)
    if not text:
        return None
    try:
        return wire.parse_timestamp(text).timestamp()
    except ValueError:
        raise field_error(name, f"{name} must be a time as YYYY-MM-DD HH:MM:SS, not {text!r}.") from None


async def list_shipments(request: Request) -> Response:
    principal = await authenticate(request, wire.SCOPE_SHIPMENTS_READ)
    params = request.query_params
    query = ShipmentQuery(
        text=params.get(wire.Q_FREE_TEXT) or None,
        reference=params.get(wire.Q_REFERENCE) or None,
        statuses=parse_statuses(params.get(wire.Q_STATUS, "")),
        created_from=_query_time(request, wire.Q_FROM),
        created_to=_query_time(request, wire.Q_TO),
        page=query_int(request, wire.Q_PAGE, 1, 1),
        size=query_int(request, wire.Q_SIZE, wire.DEFAULT_PAGE_SIZE, 1, wire.MAX_PAGE_SIZE),
    )
    found, total = shipment_store.search(sandbox_state(request), principal.shop_id, query)
    return JSONResponse(
        {
            wire.LIST_SHIPMENTS: [wire.encode_shipment(stored.shipment) for stored in found],
            wire.LIST_PAGE: query.page,
            wire.LIST_SIZE: query.size,
            wire.LIST_TOTAL: total,
        }
    )


async def get_shipment(request: Request) -> Response:
    principal = await authenticate(request, wire.SCOPE_SHIPMENTS_READ)
    stored = _load(sandbox_state(request), principal.shop_id, _shipment_id(request))
    return JSONResponse(wire.encode_shipment(stored.shipment))


async def cancel_shipment(request: Request) -> Response:
    """contract §3 (amended): 204 from pending or printed (→ cancelled); 409 3723 from handed_over or later and from
    cancelled; 404 unknown.

    A repeated DELETE is refused, not answered 204 again: a client whose first DELETE lost its answer (contract §9
    --drop-rate) has to read the shipment to learn that it worked, as it would against the real service.
    """
    principal = await authenticate(request, wire.SCOPE_SHIPMENTS_WRITE)
    state = sandbox_state(request)
    stored = _load(state, principal.shop_id, _shipment_id(request))
    if stored.status is ShipmentStatus.CANCELLED:
        raise ApiError(409, wire.CODE_CANCEL_AFTER_HANDOVER, f"Shipment {stored.id} is already cancelled.")
    if not stored.status.cancellable:
        raise ApiError(
            409,
            wire.CODE_CANCEL_AFTER_HANDOVER,
            f"Shipment {stored.id} is {stored.status.label.replace('_', ' ')}: it can no longer be cancelled; issue a return instead.",
        )
    with state.db:
        shipment_store.move(state, stored.id, ShipmentStatus.CANCELLED)
    return Response(status_code=204)


def _flag(body: Mapping[str, Any], key: str) -> bool:
    value = body.get(key, False)
    if value is None:
        return False
    if not isinstance(value, bool):
        raise field_error(key, f"{key} must be true or false.")
    return value


async def create_return(request: Request) -> Response:
    """contract §3 POST /return_shipments: a return of a shipment that is no longer pending.

    Refusals: a pending or cancelled parent → 412 code 3705 (the parent is in no state to be returned; a
    pending one is cancelled instead); printerless on a carrier without `printerless_return` → 412 code 3705.
    `send_email` puts the standard return e-mail (spec §4 rule 3) in the sandbox's outbox log (`outbox.py`).
    """
    principal = await authenticate(request, wire.SCOPE_SHIPMENTS_WRITE)
    state = sandbox_state(request)
    body = await read_json(request)
    if not isinstance(body, Mapping):
        raise field_error("body", "The body must be a JSON object with parent_id.")
    parent_id = body.get(wire.S_PARENT_ID)
    if parent_id is None:
        raise ApiError(
            500, wire.CODE_MISTYPED_FIELD, "parent_id is empty; name the shipment to return.", [wire.S_PARENT_ID]
        )
    if isinstance(parent_id, bool) or not isinstance(parent_id, int):
        raise field_error(wire.S_PARENT_ID, "parent_id must be a shipment id (an integer).")
    send_email = _flag(body, wire.S_SEND_EMAIL)
    printerless = _flag(body, wire.S_PRINTERLESS)
    parent = _load(state, principal.shop_id, parent_id)
    if parent.status in (ShipmentStatus.PENDING, ShipmentStatus.CANCELLED):
        raise ApiError(
            412,
            wire.CODE_INVALID_COMBINATION,
            f"Shipment {parent.id} is {parent.status.label.replace('_', ' ')}: only a printed or handed-over shipment can be "
            "returned; cancel a pending one instead.",
            [wire.S_PARENT_ID],
        )
    carrier = parent.shipment.draft.carrier
    if printerless and ShipmentOption.PRINTERLESS_RETURN not in capabilities_of(carrier).options:
        raise ApiError(
            412,
            wire.CODE_INVALID_COMBINATION,
            f"{carrier.display_name} has no printerless returns; create a return with a printed label.",
            [wire.S_PRINTERLESS],
        )
    parent_draft = parent.shipment.draft
    # The return travels back: the parent's recipient sends it to the parent's sender (or the shop).
    return_draft = ShipmentDraft(
        carrier=carrier,
        reference=parent_draft.reference,
        recipient=parent_draft.sender or shop_address(principal.account),
        sender=parent_draft.recipient,
        options=ShipmentOptions(),
    )
    with state.db:
        return_id = shipment_store.insert(
            state,
            principal.shop_id,
            return_draft,
            parent_id=parent.id,
            printerless=printerless,
            send_email=send_email,
        )
    returned = _load(state, principal.shop_id, return_id)
    if send_email:
        outbox.send_return_email(parent, returned)
    return JSONResponse(wire.encode_shipment(returned.shipment), status_code=201)


def routes() -> list[BaseRoute]:
    return [
        Route(wire.PATH_SHIPMENTS, create_shipments, methods=["POST"]),
        Route(wire.PATH_SHIPMENTS, list_shipments, methods=["GET"]),
        Route(wire.PATH_SHIPMENT, get_shipment, methods=["GET"]),
        Route(wire.PATH_SHIPMENT, cancel_shipment, methods=["DELETE"]),
        Route(wire.PATH_RETURN_SHIPMENTS, create_return, methods=["POST"]),
    ]
