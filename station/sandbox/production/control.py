"""Sandbox-only control for the production front (no credentials, never faulted, like the contract's):

`POST /__sandbox__/production/advance {"shipment_id", "status": <2–19>}` moves a shipment to any production
status its carrier could reach from where it is (the shared domain status follows, as `statuses.py` maps it), and
`GET|POST /__sandbox__/production/pay/{id}` pays a pre-paid account's payment instructions (its `payment_url`).
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.domain.enums import ShipmentStatus
from station.sandbox import control, shipment_store
from station.sandbox.auth import sandbox_state
from station.sandbox.bodies import field_error, read_json
from station.sandbox.errors import ApiError
from station.sandbox.production import names as n
from station.sandbox.production import statuses, store
from station.sandbox.shipments import not_found

S = ShipmentStatus
# Where each domain status may be reached from; a finer status of the same domain status is always allowed.
_REACHABLE_FROM: dict[ShipmentStatus, frozenset[ShipmentStatus]] = {
    **control.ALLOWED_MOVES,
    S.PRINTED: frozenset({S.PENDING}),
    S.CANCELLED: frozenset({S.PENDING, S.PRINTED}),
}


async def advance(request: Request) -> Response:
    state = sandbox_state(request)
    body = await read_json(request)
    if not isinstance(body, dict):
        raise field_error("body", 'Send {"shipment_id": <id>, "status": <production status 2-19>}.')
    shipment_id, code = body.get("shipment_id"), body.get("status")
    if isinstance(shipment_id, bool) or not isinstance(shipment_id, int):
        raise field_error("shipment_id", "shipment_id must be a shipment id (an integer).")
    if isinstance(code, bool) or not isinstance(code, int) or code not in statuses.STATUSES or code == 1:
        raise field_error("status", f"status must be a production status from 2 to 19, not {code!r}.")
    stored = shipment_store.load_any(state, shipment_id)
    if stored is None:
        raise not_found(f"Shipment {shipment_id}")
    target = statuses.STATUSES[code]
    if target.domain is not stored.status and stored.status not in _REACHABLE_FROM[target.domain]:
        raise ApiError(
            409,
            3723,
            f"Shipment {shipment_id} is {stored.status.label}; it cannot move to status "
            f"{code} ({target.english.lower()}).",
            ["status"],
        )
    with state.db:
        if target.domain is not stored.status:
            shipment_store.move(state, shipment_id, target.domain)
        if code != int(target.domain):
            store.set_fine_status(state, shipment_id, code)
    return JSONResponse({"shipment_id": shipment_id, "status": code})


async def pay(request: Request) -> Response:
    payment = store.pay(sandbox_state(request), request.path_params["instruction_id"])
    if payment is None:
        raise ApiError(404, 3004, "No such payment instruction.")
    return JSONResponse({"id": payment.id, "paid": True, "shipment_ids": list(payment.shipment_ids)})


def routes() -> list[BaseRoute]:
    return [
        Route(n.PATH_CONTROL_ADVANCE, advance, methods=["POST"]),
        Route(n.PATH_CONTROL_PAY, pay, methods=["GET", "POST"]),
    ]
