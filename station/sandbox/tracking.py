"""Tracking (contract §5): track-and-trace data per shipment, and the public tracking page without credentials."""

from __future__ import annotations

import html
from typing import Any

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.domain.field_rules import normalize_postal_code
from station.sandbox import shipment_store, wire
from station.sandbox.auth import authenticate, sandbox_state
from station.sandbox.bodies import path_ids
from station.sandbox.shipment_store import StoredShipment
from station.sandbox.shipments import not_found
from station.sandbox.state import SandboxState


def encode_track_trace(state: SandboxState, stored: StoredShipment) -> dict[str, Any]:
    shipment = stored.shipment
    return {
        wire.T_SHIPMENT_ID: shipment.id,
        wire.T_BARCODE: shipment.barcode,
        wire.T_TRACKING_URL: shipment.tracking_url,
        wire.T_STATUS: {
            wire.T_CURRENT: shipment.status.label,
            wire.T_CODE: int(shipment.status),
            wire.T_FINAL: shipment.status.final,
        },
        wire.T_HISTORY: [
            {
                wire.T_EVENT_CODE: int(event.status),
                wire.T_EVENT_STATUS: event.status.label,
                wire.T_EVENT_DESCRIPTION: event.description,
                wire.T_EVENT_TIME: wire.format_timestamp(event.time),
                wire.T_EVENT_LOCATION: event.location,
            }
            for event in shipment_store.history(state, shipment.id)
        ],
    }


async def track_traces(request: Request) -> Response:
    """contract §5 GET /track_traces/{id;id}: every id must be the shop's shipment, else 404."""
    principal = await authenticate(request, wire.SCOPE_SHIPMENTS_READ)
    state = sandbox_state(request)
    shipment_ids = path_ids(request.path_params["shipment_ids"])
    if shipment_ids is None:
        raise not_found(f"Shipment {request.path_params['shipment_ids']!r}")
    found: list[StoredShipment] = []
    for shipment_id in shipment_ids:
        stored = shipment_store.load(state, principal.shop_id, shipment_id)
        if stored is None:
            raise not_found(f"Shipment {shipment_id}")
        found.append(stored)
    return JSONResponse({wire.T_TRACK_TRACES: [encode_track_trace(state, stored) for stored in found]})


_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Track your parcel {barcode}</title></head>
<body><main>
<h1>Parcel {barcode}</h1>
<p>Status: <strong class="status" data-status="{status}">{status_text}</strong></p>
<ol class="history">
{events}
</ol>
</main></body></html>
"""


async def public_tracking_page(request: Request) -> Response:
    """contract §5 (ext) `tracking_url`: public, so it shows status only when barcode, postal code and country
    all match (spec §4 rule 5: safe to give to the end customer)."""
    state = sandbox_state(request)
    params = request.path_params
    stored = shipment_store.load_by_barcode(state, params["barcode"])
    recipient = stored.shipment.draft.recipient if stored else None
    if (
        stored is None
        or recipient is None
        or normalize_postal_code(recipient.postal_code) != normalize_postal_code(params["postal_code"])
        or recipient.country.strip().upper() != params["country"].strip().upper()
    ):
        return HTMLResponse(
            "<!doctype html><title>Not found</title><p>No parcel matches this barcode, postal code and country.</p>",
            status_code=404,
        )
    shipment = stored.shipment
    events = "\n".join(
        f"<li><time>{html.escape(wire.format_timestamp(event.time))}</time> "
        f"{html.escape(event.description)} {html.escape(event.location)}</li>"
        for event in shipment_store.history(state, shipment.id)
    )
    page = _PAGE.format(
        barcode=html.escape(shipment.barcode),
        status=html.escape(shipment.status.label),
        status_text=html.escape(shipment.status.display_name),
        events=events,
    )
    return HTMLResponse(page)


def routes() -> list[BaseRoute]:
    return [
        Route(wire.PATH_TRACK_TRACES, track_traces, methods=["GET"]),
        Route(wire.PATH_PUBLIC_TRACKING, public_tracking_page, methods=["GET"]),
    ]
