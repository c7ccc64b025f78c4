"""Label endpoints (contract §4): labels of created shipments as PDF or signed link, and batch printing."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.domain.enums import LabelFormat, ShipmentOption
from station.domain.sheets import label_format_violations, parse_label_format, validate_positions
from station.domain.violations import Violation
from station.sandbox import links, shipment_store, wire
from station.sandbox.accounts import SHOPS, shop_address
from station.sandbox.auth import Principal, authenticate, sandbox_state
from station.sandbox.bodies import field_error, path_ids, read_json_object
from station.sandbox.errors import ApiError
from station.sandbox.intake import validated_drafts
from station.sandbox.labels import LabelData, compose_a4, label_data_for, render_a6
from station.sandbox.offload import render_off_loop
from station.sandbox.shipment_store import StoredShipment
from station.sandbox.shipments import create_validated, not_found
from station.sandbox.state import SandboxState
from station.sandbox.wire import JSON_MEDIA_TYPE, LABEL_FORMAT, LABEL_IDS, LABEL_POSITIONS, PDF_MEDIA_TYPE


def _wants_link(request: Request) -> bool:
    # contract §4: `Accept: application/json` asks for the link; the PDF is the default.
    accept = request.headers.get("accept", "").lower()
    return JSON_MEDIA_TYPE in accept and PDF_MEDIA_TYPE not in accept


def _checked_format_and_positions(
    format_text: str | None, positions: Sequence[int] | None
) -> tuple[LabelFormat, tuple[int, ...]]:
    """contract §4: default A6; other formats 422 3709; positions only on A4, outside 1–4 → 422 3708."""
    violations: list[Violation] = label_format_violations(format_text) if format_text else []
    if violations:
        raise ApiError.from_violations(violations)
    label_format = parse_label_format(format_text) if format_text else LabelFormat.A6
    if label_format is LabelFormat.A6:
        return label_format, ()  # spec §8: positions are ignored on A6
    given = tuple(positions or ())
    violations = validate_positions(label_format, given)
    if violations:
        raise ApiError.from_violations(violations)
    return label_format, given


def _query_positions(request: Request) -> list[int] | None:
    text = request.query_params.get(LABEL_POSITIONS)
    if text is None or not text.strip():
        return None
    parts = [part.strip() for part in text.split(wire.ID_SEPARATOR) if part.strip()]
    if not all(part.lstrip("-").isdigit() for part in parts):
        raise ApiError(
            422, wire.CODE_LABEL_POSITION, f"positions must be numbers 1 to 4, not {text!r}.", [LABEL_POSITIONS]
        )
    return [int(part) for part in parts]


def _owned(state: SandboxState, shop_id: str, shipment_ids: Sequence[int]) -> list[StoredShipment]:
    found: list[StoredShipment] = []
    missing: list[int] = []
    for shipment_id in shipment_ids:
        stored = shipment_store.load(state, shop_id, shipment_id)
        if stored is None:
            missing.append(shipment_id)
        else:
            found.append(stored)
    if missing:
        raise not_found(f"Shipment {', '.join(map(str, missing))}")
    return found


def _label_data(state: SandboxState, stored: StoredShipment) -> LabelData:
    shipment = stored.shipment
    collo: tuple[int, int] | None = None
    if shipment.multi_collo_main_id is not None:
        group = shipment_store.collo_group(state, shipment.multi_collo_main_id)
        collo = (group.index(shipment.id) + 1, len(group))
    return_barcode: str | None = None
    if shipment.draft.options.has(ShipmentOption.RETURN):
        return_barcode = shipment_store.return_label_barcode_for(shipment.id)
    if shipment.draft.sender is None:
        # A shipment that names no sender ships from the shop's own address: the label says where it comes from
        # (never "FROM —"), and a return label goes back there.
        draft = replace(shipment.draft, sender=shop_address(SHOPS[stored.shop_id]))
        shipment = replace(shipment, draft=draft)
    return label_data_for(shipment, return_barcode=return_barcode, collo=collo)


def _render(labels: list[LabelData], label_format: LabelFormat, positions: tuple[int, ...]) -> bytes:
    a6_pdf = render_a6(labels)
    return compose_a4(a6_pdf, positions) if label_format is LabelFormat.A4 else a6_pdf


async def label_pdf(
    state: SandboxState,
    shop_id: str,
    shipment_ids: Sequence[int],
    label_format: LabelFormat,
    positions: tuple[int, ...],
) -> Response:
    """The PDF; serving it moves pending shipments to printed (contract §4)."""
    stored = _owned(state, shop_id, shipment_ids)
    labels = [_label_data(state, item) for item in stored]  # database reads stay on the event loop's thread
    pdf = await render_off_loop(_render, labels, label_format, positions)
    shipment_store.mark_printed(state, [item.id for item in stored])
    return Response(pdf, media_type=PDF_MEDIA_TYPE)


async def _answer(
    request: Request,
    principal: Principal,
    shipment_ids: Sequence[int],
    label_format: LabelFormat,
    positions: tuple[int, ...],
) -> Response:
    state = sandbox_state(request)
    if _wants_link(request):
        _owned(state, principal.shop_id, shipment_ids)
        url, expires_at = links.label_link(state, principal.shop_id, shipment_ids, label_format, positions)
        expires = datetime.fromtimestamp(expires_at, wire.TIMEZONE)
        return JSONResponse({wire.LINK_URL: url, wire.LINK_EXPIRES_AT: wire.format_timestamp(expires)})
    return await label_pdf(state, principal.shop_id, shipment_ids, label_format, positions)


async def shipment_labels(request: Request) -> Response:
    """contract §4 GET /shipment_labels/{id;id}?format=A6|A4&positions=1;2;3;4."""
    principal = await authenticate(request, wire.SCOPE_SHIPMENTS_READ)
    shipment_ids = path_ids(request.path_params["shipment_ids"])
    if shipment_ids is None:
        raise not_found(f"Shipment {request.path_params['shipment_ids']!r}")
    label_format, positions = _checked_format_and_positions(
        request.query_params.get(LABEL_FORMAT), _query_positions(request)
    )
    return await _answer(request, principal, shipment_ids, label_format, positions)


def _body_positions(value: Any) -> list[int] | None:
    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return [value]
    if isinstance(value, list) and all(isinstance(p, int) and not isinstance(p, bool) for p in value):
        return list(value)
    raise ApiError(422, wire.CODE_LABEL_POSITION, "positions must be a list of numbers 1 to 4.", [LABEL_POSITIONS])


async def print_labels(request: Request) -> Response:
    """contract §4 POST /labels/print: like GET /shipment_labels for many shipments; an entry may be a shipment
    object not created yet, which is created first (spec §4 rule 1). Nothing is created when anything is wrong."""
    principal = await authenticate(request, wire.SCOPE_SHIPMENTS_WRITE)
    state = sandbox_state(request)
    body = await read_json_object(request)
    entries = body.get(LABEL_IDS)
    if not isinstance(entries, list) or not entries:
        raise field_error(LABEL_IDS, "shipment_ids must be a non-empty list of ids or shipment objects.")
    existing: list[int] = []
    new_payloads: list[Mapping[str, Any]] = []
    new_prefixes: list[str] = []
    for index, entry in enumerate(entries):
        if isinstance(entry, int) and not isinstance(entry, bool):
            existing.append(entry)
        elif isinstance(entry, Mapping):
            new_payloads.append(entry)
            new_prefixes.append(f"{LABEL_IDS}[{index}].")
        else:
            raise field_error(f"{LABEL_IDS}[{index}]", "Each entry is a shipment id or a shipment object.")
    _owned(state, principal.shop_id, existing)
    drafts = validated_drafts(new_payloads, principal.account, new_prefixes)
    format_value = body.get(LABEL_FORMAT)
    if format_value is not None and not isinstance(format_value, str):
        raise ApiError(422, wire.CODE_PAPER_FORMAT, "format must be A4 or A6.", [LABEL_FORMAT])
    label_format, positions = _checked_format_and_positions(format_value, _body_positions(body.get(LABEL_POSITIONS)))
    created = iter(create_validated(state, principal.account, drafts))
    # Keep the request's order: each object's place is taken by the id it was created with.
    shipment_ids = [entry if isinstance(entry, int) else next(created) for entry in entries]
    return await _answer(request, principal, shipment_ids, label_format, positions)


async def label_link(request: Request) -> Response:
    """contract §4: the signed link needs no credentials and answers 404 once expired."""
    state = sandbox_state(request)
    link = links.verify(state, request.path_params["token"], links.KIND_LABEL)
    if link is None:
        raise ApiError(404, wire.CODE_NOT_FOUND, "This label link is unknown or has expired; request a new one.")
    try:
        return await label_pdf(state, link.shop_id, link.shipment_ids, link.label_format, link.positions)
    except ApiError as error:
        if error.status == 404:
            raise ApiError(404, wire.CODE_NOT_FOUND, "The shipments of this label link no longer exist.") from None
        raise


def routes() -> list[BaseRoute]:
    return [
        Route(wire.PATH_SHIPMENT_LABELS, shipment_labels, methods=["GET"]),
        Route(wire.PATH_LABELS_PRINT, print_labels, methods=["POST"]),
        Route(wire.PATH_LABEL_LINK, label_link, methods=["GET"]),
    ]
