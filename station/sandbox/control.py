"""Sandbox-only control endpoints (contract §9): reset all state, and move a shipment along its journey."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.domain.enums import ShipmentStatus
from station.sandbox import shipment_store, wire
from station.sandbox.auth import sandbox_state
from station.sandbox.bodies import field_error, read_json
from station.sandbox.errors import ApiError
from station.sandbox.lifecycle import reset_all
from station.sandbox.shipments import not_found
from station.sandbox.tracking import encode_track_trace

S = ShipmentStatus
# The carrier's side of a shipment's life: which status each move may start from.
ALLOWED_MOVES: dict[ShipmentStatus, frozenset[ShipmentStatus]] = {
    S.HANDED_OVER: frozenset({S.PENDING, S.PRINTED}),
    S.DELIVERED: frozenset({S.HANDED_OVER}),
    S.RETURNED: frozenset({S.HANDED_OVER}),
}


async def reset(request: Request) -> Response:
    """contract §9: empties shipments, orders, webhooks and the printing state; the fixed accounts stay."""
    reset_all(sandbox_state(request))
    return Response(status_code=204)


async def advance(request: Request) -> Response:
    """contract §9: `{"shipment_id", "status"}` moves a shipment to handed_over, delivered or returned.

    Answers the shipment's tracking (contract §5 shape). Unknown shipment 404; a status that is not one of the
    three 422; a move the carrier could not make (e.g. delivered before handed over) 409.
    """
    state = sandbox_state(request)
    body = await read_json(request)
    if not isinstance(body, dict):
        raise field_error("body", 'Send {"shipment_id": <id>, "status": "handed_over|delivered|returned"}.')
    shipment_id = body.get(wire.ADVANCE_SHIPMENT_ID)
    if isinstance(shipment_id, bool) or not isinstance(shipment_id, int):
        raise field_error(wire.ADVANCE_SHIPMENT_ID, "shipment_id must be a shipment id (an integer).")
    status_value = body.get(wire.ADVANCE_STATUS)
    try:
        target = S.parse(status_value)  # type: ignore[arg-type]
    except (ValueError, TypeError):
        target = None
    if target not in ALLOWED_MOVES:
        raise field_error(
            wire.ADVANCE_STATUS, f"status must be handed_over, delivered or returned, not {status_value!r}."
        )
    assert target is not None
    stored = shipment_store.load_any(state, shipment_id)
    if stored is None:
        raise not_found(f"Shipment {shipment_id}")
    if stored.status not in ALLOWED_MOVES[target]:
        starts = ", ".join(sorted(status.label for status in ALLOWED_MOVES[target]))
        raise ApiError(
            409,
            wire.CODE_CANCEL_AFTER_HANDOVER,
            f"Shipment {shipment_id} is {stored.status.label}; it can move to {target.label} only from {starts}.",
            [wire.ADVANCE_STATUS],
        )
    with state.db:
        shipment_store.move(state, shipment_id, target)
    moved = shipment_store.load_any(state, shipment_id)
    assert moved is not None
    return JSONResponse(encode_track_trace(state, moved))


async def requests_seen(request: Request) -> Response:
    """The newest authenticated requests, and the widget back end's (contract §8, no credentials: shop_id empty),
    oldest first: method, path, query and the shop whose credentials they carried (`?shop_id=` keeps one shop's).
    Emptied by reset."""
    state = sandbox_state(request)
    shop_id = request.query_params.get("shop_id")
    return JSONResponse(
        {
            "requests": [
                {"method": seen.method, "path": seen.path, "query": seen.query, "shop_id": seen.shop_id}
                for seen in list(state.requests_seen)
                if shop_id is None or seen.shop_id == shop_id
            ]
        }
    )


def routes() -> list[BaseRoute]:
    return [
        Route(wire.PATH_CONTROL_REQUESTS, requests_seen, methods=["GET"]),
        Route(wire.PATH_CONTROL_RESET, reset, methods=["POST"]),
        Route(wire.PATH_CONTROL_ADVANCE, advance, methods=["POST"]),
    ]
