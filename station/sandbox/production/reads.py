"""Reading and deleting shipments on the production front: `GET /shipments[/{ids}]`, `DELETE /shipments/{ids}`.

Answers come in the two shapes sources show, in turn: `data.shipments` with `results` (and page/size), or
the same wrapped in `data.search_results`. Searches are ascending by default and leave multi-collo
follow-ups out unless `include_secondary_shipments=1`. Only concepts (status 1) can be deleted; a deleted
concept is gone (on both fronts).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.domain.enums import ShipmentStatus
from station.sandbox import shipment_store, wire
from station.sandbox.auth import sandbox_state
from station.sandbox.production import lookup, statuses, store
from station.sandbox.production import names as n
from station.sandbox.production.auth import authenticate
from station.sandbox.production.bodies import bad_request, data, path_ids, query_flag, query_int, query_ints
from station.sandbox.production.encode import encode_shipment
from station.sandbox.production.errors import ProductionError, not_found
from station.sandbox.production.readings import readings_of
from station.sandbox.shipment_store import StoredShipment
from station.sandbox.state import SandboxState

MAX_IDS_PER_READ = 100


def _list_answer(request: Request, encoded: list[dict[str, Any]], page: int, size: int, total: int) -> Response:
    listing = {n.SHIPMENTS: encoded, n.PAGE: page, n.SIZE: size, n.RESULTS: total}
    if readings_of(request).next("search") == 1:
        return JSONResponse(data({n.SEARCH_RESULTS: listing}), media_type=n.ANSWER_JSON_TYPE)
    return JSONResponse(data(listing), media_type=n.ANSWER_JSON_TYPE)


def _encoder(request: Request, state: SandboxState) -> Callable[[StoredShipment], dict[str, Any]]:
    # Some production answers carry true/false instead of 0/1 for flags, and `carrier` instead of
    # `carrier_id`; both are served in turn.
    readings = readings_of(request)
    as_booleans = readings.next("flags") == 1
    carrier_key = "carrier" if readings.next("read_carrier") == 1 else "carrier_id"
    return lambda stored: encode_shipment(state, stored, as_booleans=as_booleans, carrier_key=carrier_key)


async def get_by_ids(request: Request) -> Response:
    account = authenticate(request)
    state = sandbox_state(request)
    shipment_ids = path_ids(request.path_params["shipment_ids"])
    if shipment_ids is None:
        raise not_found(f"Shipment {request.path_params['shipment_ids']!r}")
    if len(shipment_ids) > MAX_IDS_PER_READ:
        raise bad_request(f"At most {MAX_IDS_PER_READ} ids per read, not {len(shipment_ids)}.")
    found = [
        stored
        for shipment_id in dict.fromkeys(shipment_ids)
        if (stored := shipment_store.load(state, account.shop_id, shipment_id)) is not None
    ]
    if not found:
        raise not_found(f"Shipment {request.path_params['shipment_ids']}")
    encode = _encoder(request, state)
    return _list_answer(request, [encode(stored) for stored in found], 1, len(found), len(found))


def _time_bound(request: Request, name: str) -> float | None:
    text = (request.query_params.get(name) or "").strip()
    if not text:
        return None
    for pattern in ("%Y-%m-%d %H:%M:%S", "%Y-%m-%d"):
        try:
            moment = datetime.strptime(text, pattern).replace(tzinfo=wire.TIMEZONE)
        except ValueError:
            continue
        if pattern == "%Y-%m-%d" and name == "to":
            return moment.timestamp() + 24 * 3600 - 0.001  # a date as upper bound includes that whole day
        return moment.timestamp()
    raise bad_request(f"{name} must be YYYY-MM-DD or YYYY-MM-DD HH:MM:SS, not {text!r}.", short=True)


def _matches(request: Request, encoded: dict[str, Any], stored: StoredShipment) -> bool:
    params = request.query_params
    text = (params.get("q") or "").strip().lower()
    if text:
        recipient = stored.shipment.draft.recipient
        haystack = " ".join(
            str(value or "")
            for value in (
                encoded["reference_identifier"],
                encoded["barcode"],
                recipient.name,
                recipient.postal_code,
                "".join(recipient.postal_code.split()),
                recipient.city,
                recipient.street,
            )
        ).lower()
        if text not in haystack:
            return False
    references = [part for part in (params.get("reference_identifier") or "").split(n.ID_SEPARATOR) if part]
    if references and encoded["reference_identifier"] not in references:
        return False
    if params.get("barcode") and encoded["barcode"] != params["barcode"].strip():
        return False
    for key, value in (
        ("status", encoded["status"]),
        ("carrier_id", int(stored.shipment.draft.carrier)),
        ("package_type", encoded["options"]["package_type"]),
        ("shipment_type", encoded["shipment_type"]),
    ):
        wanted = query_ints(request, key)
        if wanted and value not in wanted:
            return False
    created = stored.shipment.created.timestamp() if stored.shipment.created else 0.0
    lower = _time_bound(request, "from") or _time_bound(request, "created")
    upper = _time_bound(request, "to")
    return not ((lower is not None and created < lower) or (upper is not None and created > upper))


async def search(request: Request) -> Response:
    account = authenticate(request)
    state = sandbox_state(request)
    page = query_int(request, n.PAGE, 1, 1, 1000)
    size = query_int(request, n.SIZE, n.DEFAULT_PAGE_SIZE, n.MIN_PAGE_SIZE, n.MAX_PAGE_SIZE)
    include_follow_ups = query_flag(request, n.Q_INCLUDE_SECONDARY)
    encode = _encoder(request, state)
    matched: list[dict[str, Any]] = []
    for shipment_id in lookup.shop_shipment_ids(state, account.shop_id):
        stored = shipment_store.load(state, account.shop_id, shipment_id)
        if stored is None:
            continue
        main_id = stored.shipment.multi_collo_main_id
        if main_id is not None and main_id != stored.id and not include_follow_ups:
            continue
        encoded = encode(stored)
        if _matches(request, encoded, stored):
            matched.append(encoded)
    if (request.query_params.get("order") or "ASC").strip().upper() == "DESC":
        matched.reverse()
    return _list_answer(request, matched[(page - 1) * size : page * size], page, size, len(matched))


async def delete(request: Request) -> Response:
    """Only concepts; every id is checked before any is deleted. Unknown ids are refused with 422."""
    account = authenticate(request)
    state = sandbox_state(request)
    shipment_ids = path_ids(request.path_params["shipment_ids"]) or []
    if not shipment_ids:
        raise ProductionError(
            422, n.CODE_CANNOT_DELETE, f"Cannot delete shipment {request.path_params['shipment_ids']!r}."
        )
    doomed: list[int] = []
    for shipment_id in shipment_ids:
        stored = shipment_store.load(state, account.shop_id, shipment_id)
        if stored is None:
            raise ProductionError(
                422, n.CODE_CANNOT_DELETE, f"Cannot delete shipment {shipment_id}: it does not exist."
            )
        status = statuses.effective(stored.status, store.extras_of(state, stored.id).fine_status)
        if stored.status is not ShipmentStatus.PENDING:
            raise ProductionError(
                409,
                n.CODE_CANNOT_DELETE,
                f"Cannot delete shipment {shipment_id}: its status is {status.code} ({status.english.lower()}); "
                "only concepts can be deleted.",
            )
        doomed += lookup.with_collo(state, [stored])
    with state.db:
        store.delete_shipments(state, dict.fromkeys(doomed))
    return Response(status_code=204)


def routes() -> list[BaseRoute]:
    return [
        Route(n.PATH_SHIPMENTS, search, methods=["GET"]),
        Route(n.PATH_SHIPMENTS_BY_ID, get_by_ids, methods=["GET"]),
        Route(n.PATH_SHIPMENTS_BY_ID, delete, methods=["DELETE"]),
    ]
