"""`GET /tracktraces/{ids}` and `GET /tracktraces?barcode=…&postal_code=…&country_code=…` in production's shape.

`status` is `{current: <1–19>, main, final}`; `history` holds every event with its integer status, `main` set
only on the latest event of each category; `location` an object or null. Descriptions are Dutch unless
`Accept-Language` asks for English; `extra_info=delivery_moment` adds the delivery moment.

Where sources disagree the readings are served in turn: the carrier as `carrier` or `carrier_id`; location keys
in snake_case or camelCase; the history oldest first (`order` ASC by default) or newest first (`sort` desc by
default) unless `order=ASC|DESC` is given.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.domain.field_rules import normalize_postal_code
from station.sandbox import shipment_store, wire
from station.sandbox.accounts import SHOPS, shop_address
from station.sandbox.auth import sandbox_state
from station.sandbox.production import lookup, statuses, store
from station.sandbox.production import names as n
from station.sandbox.production.auth import authenticate
from station.sandbox.production.bodies import bad_request, data, path_ids
from station.sandbox.production.encode import consumer_portal_link, encode_address, encode_options, encode_pickup
from station.sandbox.production.errors import not_found
from station.sandbox.production.readings import Readings, readings_of
from station.sandbox.shipment_store import StoredShipment
from station.sandbox.state import SandboxState

_SORTING_CENTRE = {
    "name": "Sorteercentrum Nieuwegein",
    "cc": "NL",
    "city": "Nieuwegein",
    "postal_code": "3439 ME",
    "street": "Rijnkade",
    "number": "1",
    "number_suffix": None,
    "latitude": 52.0249,
    "longitude": 5.0918,
}
_CAMEL_CASE = {"cc": "countryCode", "postal_code": "postalCode", "number_suffix": "numberSuffix"}


def _location(status: statuses.ProductionStatus, camel_case: bool) -> dict[str, Any] | None:
    if status.main not in ("sorting", "distribution"):
        return None
    if camel_case:
        return {_CAMEL_CASE.get(key, key): value for key, value in _SORTING_CENTRE.items()}
    return dict(_SORTING_CENTRE)


def _events(state: SandboxState, stored: StoredShipment) -> list[tuple[statuses.ProductionStatus, datetime]]:
    """The shared history (domain statuses) merged with the finer production events, oldest first."""
    events = [(statuses.of_domain(event.status), event.time) for event in shipment_store.history(state, stored.id)]
    events += [
        (statuses.STATUSES[code], datetime.fromtimestamp(epoch, wire.TIMEZONE))
        for code, epoch in store.fine_events(state, stored.id)
        if code in statuses.STATUSES
    ]
    return sorted(events, key=lambda event: event[1])


def encode_track_trace(request: Request, state: SandboxState, stored: StoredShipment) -> dict[str, Any]:
    language = request.headers.get(n.ACCEPT_LANGUAGE)
    readings = readings_of(request)
    camel_case = readings.next("tracking_location") == 1
    carrier_key = "carrier_id" if readings.next("tracking_carrier") == 1 else "carrier"
    extras = store.extras_of(state, stored.id)
    current = statuses.effective(stored.status, extras.fine_status)
    events = _events(state, stored)
    latest_of_main = {status.main: index for index, (status, _) in enumerate(events)}
    history = [
        {
            "code": status.event_code,
            "status": status.code,
            "main": status.main if latest_of_main[status.main] == index else None,
            "description": statuses.description(status, language),
            "time": wire.format_timestamp(moment),
            "delayed": False,
            "location": _location(status, camel_case),
        }
        for index, (status, moment) in enumerate(events)
    ]
    if _newest_first(request, readings):
        history.reverse()
    draft = stored.shipment.draft
    last_time = events[-1][1] if events else stored.shipment.created
    recipient = draft.recipient
    encoded: dict[str, Any] = {
        "shipment_id": stored.id,
        carrier_key: int(draft.carrier),
        "code": current.event_code,
        "description": statuses.description(current, language),
        "time": wire.format_timestamp(last_time) if last_time else None,
        "link_consumer_portal": consumer_portal_link(state, stored),
        "link_tracktrace": consumer_portal_link(state, stored),
        "partner_tracktraces": [],
        "recipient": encode_address(recipient, extras.fields.get("recipient")),
        "sender": encode_address(
            draft.sender or shop_address(SHOPS[stored.shop_id]), extras.fields.get("sender") if draft.sender else None
        ),
        "options": encode_options(stored, extras.fields.get("options", {}), False),
        "pickup": encode_pickup(draft.pickup_location, extras.fields.get("pickup")),
        "delayed": False,
        "location": _location(current, camel_case),
        "status": {"current": current.code, "main": current.main, "final": current.final},
        "history": history,
        "returnable": current.code in (7, 8, 9, 19),
    }
    if request.query_params.get(n.Q_EXTRA_INFO) == n.EXTRA_DELIVERY_MOMENT:
        encoded["delivery_moment_type"] = "estimated"
        encoded["delivery_moment"] = _delivery_moment(stored)
    return encoded


def _newest_first(request: Request, readings: Readings) -> bool:
    order = (request.query_params.get("order") or request.query_params.get("sort") or "").strip().upper()
    if order in ("ASC", "DESC"):
        return order == "DESC"
    return readings.next("tracking_history_order") == 1


def _delivery_moment(stored: StoredShipment) -> dict[str, Any]:
    created = stored.shipment.created or datetime.now(wire.TIMEZONE)
    day = (created + timedelta(days=1)).replace(hour=12, minute=0, second=0, microsecond=0)

    def part(moment: datetime) -> dict[str, Any]:
        return {"date": moment.strftime("%Y-%m-%d %H:%M:%S.%f"), "timezone_type": 3, "timezone": "Europe/Amsterdam"}

    return {"start": part(day), "end": part(day + timedelta(hours=2, minutes=30))}


def _answer(request: Request, state: SandboxState, found: list[StoredShipment]) -> Response:
    return JSONResponse(
        data({"tracktraces": [encode_track_trace(request, state, stored) for stored in found]}),
        media_type=n.ANSWER_JSON_TYPE,
    )


async def by_ids(request: Request) -> Response:
    account = authenticate(request)
    state = sandbox_state(request)
    shipment_ids = path_ids(request.path_params["shipment_ids"])
    if shipment_ids is None:
        raise not_found(f"Shipment {request.path_params['shipment_ids']!r}")
    return _answer(request, state, lookup.owned(state, account.shop_id, shipment_ids))


async def by_barcode(request: Request) -> Response:
    """By barcode, postal code and country: the three must match one of the shop's shipments."""
    account = authenticate(request)
    state = sandbox_state(request)
    params = request.query_params
    missing = [name for name in ("barcode", "postal_code", "country_code") if not params.get(name)]
    if missing:
        raise bad_request(f"{', '.join(missing)} is required", short=True)
    stored = shipment_store.load_by_barcode(state, params["barcode"].strip())
    recipient = stored.shipment.draft.recipient if stored else None
    if (
        stored is None
        or recipient is None
        or stored.shop_id != account.shop_id
        or normalize_postal_code(recipient.postal_code) != normalize_postal_code(params["postal_code"])
        or recipient.country.upper() != params["country_code"].strip().upper()
    ):
        return _answer(request, state, [])
    return _answer(request, state, [stored])


def routes() -> list[BaseRoute]:
    return [
        Route(n.PATH_TRACKTRACES, by_barcode, methods=["GET"]),
        Route(n.PATH_TRACKTRACES_BY_ID, by_ids, methods=["GET"]),
    ]
