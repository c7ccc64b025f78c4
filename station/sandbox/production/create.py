"""`POST /shipments` on the production front: shipments (or returns, by media type) in the `data` envelope.

The answer is 200 `{"data": {"ids": [{"id", "reference_identifier"}]}}`, one entry per main shipment in
request order, unless the `Accept` asks for more: `application/json;version=1.2` the full shipments,
`application/vnd.shipment_label+json` the ids and a label link (the label is generated: concept →
registered), `…+print;printer-group-id=<id>` direct printing (answered in the two shapes sources show).
A refused batch creates nothing.
"""

from __future__ import annotations

import uuid
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.sandbox import shipment_store
from station.sandbox.accounts import ShopAccount
from station.sandbox.auth import sandbox_state
from station.sandbox.printing_store import PrintingStore
from station.sandbox.production import lookup, returns, store
from station.sandbox.production import names as n
from station.sandbox.production.auth import authenticate
from station.sandbox.production.bodies import data, envelope_items
from station.sandbox.production.decode import Decoded, decode_shipment
from station.sandbox.production.encode import encode_shipment
from station.sandbox.production.errors import ProductionError, validation_error
from station.sandbox.production.labels import format_and_positions, link_url, mark_registered, require_paid
from station.sandbox.production.media import MediaType, accepts, content_type
from station.sandbox.production.readings import readings_of
from station.sandbox.production.validation import activation_problems, shipment_problems
from station.sandbox.state import SandboxState

_CREATE_TYPES = (n.SHIPMENT_TYPE, n.RETURN_TYPE, n.UNRELATED_RETURN_TYPE, n.JSON_TYPE)


def _custom_sender(request: Request) -> bool:
    return request.headers.get(n.CUSTOM_SENDER_HEADER, "").strip().lower() in ("true", "1")


def _answer_kind(request: Request) -> tuple[str, MediaType | None]:
    for media in accepts(request):
        if media.essence == n.SHIPMENT_LABEL_PRINT_TYPE:
            return "print", media
        if media.essence == n.SHIPMENT_LABEL_TYPE:
            return "label", media
        if media.essence == n.JSON_TYPE and media.parameters.get(n.VERSION_PARAMETER) == n.FULL_CREATE_ANSWER_VERSION:
            return "full", media
    return "ids", None


def _printer_group(request: Request, media: MediaType) -> str:
    state = sandbox_state(request)
    group_id = media.parameters.get(n.PRINTER_GROUP_PARAMETER, "")
    printing = PrintingStore(state.db, state.now_epoch(), state.config.printing_delay_s)
    if not group_id or printing.group(group_id) is None:
        raise ProductionError(
            422,
            n.CODE_MISSING_PARAMETER,
            f"Direct printing needs an existing printer group: printer-group-id={group_id!r}.",
        )
    return group_id


def store_created(state: SandboxState, account: ShopAccount, decoded: list[Decoded]) -> list[int]:
    """Every shipment with its follow-up parcels and production-only fields, in one transaction."""
    main_ids: list[int] = []
    with state.db:
        for item in decoded:
            main_id = shipment_store.insert_with_collo(state, account.shop_id, item.draft)
            store.save_extras(state, main_id, item.extras)
            parcels = [i for i in shipment_store.collo_group(state, main_id) if i != main_id]
            for parcel_id, reference in zip(parcels, item.follow_up_references, strict=True):
                store.save_extras(state, parcel_id, {**item.extras, "reference_identifier": reference})
            main_ids.append(main_id)
    return main_ids


async def post_shipments(request: Request) -> Response:
    account = authenticate(request)
    media = content_type(request, _CREATE_TYPES)
    if media.essence == n.RETURN_TYPE:
        return await returns.create_related_returns(request, account)
    if media.essence == n.UNRELATED_RETURN_TYPE:
        raise ProductionError(
            415,
            n.CODE_CONTENT_TYPE,
            "Unrelated returns are not offered by the sandbox; create a return of a shipment "
            "with application/vnd.return_shipment+json.",
        )
    state = sandbox_state(request)
    items = await envelope_items(request, n.SHIPMENTS)
    prefixes = [f"data.shipments[{index}]." for index in range(len(items))]
    decoded = [
        decode_shipment(item, prefix, custom_sender=_custom_sender(request))
        for item, prefix in zip(items, prefixes, strict=True)
    ]
    problems = [
        problem
        for item, prefix in zip(decoded, prefixes, strict=True)
        for problem in shipment_problems(item, account, prefix)
    ]
    problems += activation_problems(
        account, lookup.count_main_shipments(state, account.shop_id), [item.draft for item in decoded], prefixes
    )
    if problems:
        raise validation_error(problems)
    kind, accept = _answer_kind(request)
    group_id = _printer_group(request, accept) if kind == "print" and accept else None
    label_format, positions = format_and_positions(request)
    if kind in ("print", "label") and account.prepaid:
        # A pre-paid account's label needs paying first: refused as a whole, nothing is created.
        raise ProductionError(
            402, 3001, "This account pays in advance: create the shipments, pay, then fetch the labels."
        )
    main_ids = store_created(state, account, decoded)
    ids = [
        {"id": main_id, "reference_identifier": item.extras["reference_identifier"]}
        for main_id, item in zip(main_ids, decoded, strict=True)
    ]
    if kind == "full":
        created = lookup.owned(state, account.shop_id, main_ids)
        return JSONResponse(
            data({n.SHIPMENTS: [encode_shipment(state, stored) for stored in created]}), media_type=n.ANSWER_JSON_TYPE
        )
    if kind in ("label", "print"):
        label_ids = lookup.with_collo(state, lookup.owned(state, account.shop_id, main_ids))
        require_paid(state, account, label_ids)
        mark_registered(state, label_ids)
        if kind == "print":
            return JSONResponse(_print_answer(request, ids, main_ids, group_id), media_type=n.ANSWER_JSON_TYPE)
        url = link_url(request, account.shop_id, label_ids, label_format, positions, path_only=True)
        return JSONResponse(data({n.IDS: ids, n.LINK_PDF: {n.LINK_URL: url}}), media_type=n.ANSWER_JSON_TYPE)
    return JSONResponse(data({n.IDS: ids}), media_type=n.SHIPMENT_IDS_TYPE)


def _print_answer(
    request: Request, ids: list[dict[str, Any]], main_ids: list[int], group_id: str | None
) -> dict[str, Any]:
    # Sources disagree: the create answer's ids, or a print job (queued on the printer group).
    if readings_of(request).next("direct_print") == 0:
        return data({n.IDS: ids})
    job = f"pj-{uuid.uuid4().hex[:12]}"
    return data(
        {n.PRINT_JOB_ID: job, n.PRINT_SHIPMENT_IDS: main_ids, n.PRINT_STATUS: "queued", "printer_group_id": group_id}
    )


def routes() -> list[BaseRoute]:
    return [Route(n.PATH_SHIPMENTS, post_shipments, methods=["POST"])]
