"""Labels on the production front: PDF or link by `Accept`, the `/v2/` bulk link, `/pdfs/<token>`, and 402.

`Accept: application/pdf` (the default) answers the PDF; `application/json` the link `data.pdfs.url`, absolute
or only a path (both seen; answered in turn); `/v2/shipment_labels/…` answers `data.pdf` as an object or a
one-item list (both seen). The PDF and the plain link take at most 25 ids. Generating a label moves a
concept (1) to registered (2). A pre-paid account gets 402 with payment instructions until it has paid.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.domain.enums import LabelFormat
from station.sandbox import label_routes, links, shipment_store
from station.sandbox.accounts import ShopAccount
from station.sandbox.auth import sandbox_state
from station.sandbox.production import lookup, store
from station.sandbox.production import names as n
from station.sandbox.production.auth import authenticate
from station.sandbox.production.bodies import bad_request, data, path_ids
from station.sandbox.production.encode import PRICE_CENTS
from station.sandbox.production.errors import ProductionError, not_found
from station.sandbox.production.media import accepts
from station.sandbox.production.readings import readings_of
from station.sandbox.state import SandboxState

ALL_POSITIONS = (1, 2, 3, 4)


def format_and_positions(request: Request) -> tuple[LabelFormat, tuple[int, ...]]:
    """`format` A4/A6 in either case (default A6); `positions` the literal list of the first sheet's slots."""
    text = (request.query_params.get(n.Q_FORMAT) or "A6").strip().upper()
    if text not in (LabelFormat.A4.value, LabelFormat.A6.value):
        raise bad_request(f"format must be A4 or A6, not {text!r}.", 3709)
    label_format = LabelFormat(text)
    raw = request.query_params.get(n.Q_POSITIONS, "")
    parts = [part.strip() for part in raw.split(n.ID_SEPARATOR) if part.strip()]
    if not all(part.isdigit() and int(part) in ALL_POSITIONS for part in parts) or len(set(parts)) != len(parts):
        raise bad_request(f"positions must be distinct numbers from 1 to 4 separated by ';', not {raw!r}.", 3708)
    if label_format is LabelFormat.A6:
        return label_format, ()
    return label_format, tuple(int(part) for part in parts) or ALL_POSITIONS


def link_url(
    request: Request,
    shop_id: str,
    shipment_ids: Sequence[int],
    label_format: LabelFormat,
    positions: Sequence[int],
    *,
    path_only: bool,
) -> str:
    """A signed `/pdfs/<token>` link below this front, absolute or as a path only."""
    state = sandbox_state(request)
    absolute, _ = links.label_link(state, shop_id, shipment_ids, label_format, positions)
    token = absolute.rsplit("/", 1)[1]
    path = n.PATH_PDF.format(token=token)
    return path if path_only else front_base_url(state) + path


def front_base_url(state: SandboxState) -> str:
    return state.public_base_url + n.MOUNT


def require_paid(state: SandboxState, account: ShopAccount, shipment_ids: Sequence[int]) -> None:
    """402 with payment instructions when a pre-paid account has not paid these labels."""
    if not account.prepaid:
        return
    unpaid = store.unpaid(state, shipment_ids)
    if not unpaid:
        return
    payment = store.open_payment(state, account.shop_id, unpaid, PRICE_CENTS * len(unpaid))
    instruction = {
        "id": payment.id,
        "shipment_ids": list(unpaid),
        "payment_url": state.public_base_url + n.PATH_CONTROL_PAY.format(instruction_id=payment.id),
        "paid": False,
        "price": {"amount": payment.price, "currency": "EUR"},
    }
    body = data({n.PAYMENT_INSTRUCTIONS: [instruction]})
    raise PaymentRequired(body)


class PaymentRequired(Exception):
    """402 answers with a `data` body (payment instructions), not an error body."""

    def __init__(self, body: dict[str, Any]) -> None:
        super().__init__("payment required")
        self.body = body


def _label_ids(request: Request, account: ShopAccount, *, limit: int | None) -> list[int]:
    state = sandbox_state(request)
    shipment_ids = path_ids(request.path_params["shipment_ids"])
    if shipment_ids is None:
        raise not_found(f"Shipment {request.path_params['shipment_ids']!r}")
    if limit is not None and len(shipment_ids) > limit:
        raise bad_request(
            f"{len(shipment_ids)} labels in one request; at most {limit} here. "
            "Use /v2/shipment_labels/… or several requests."
        )
    label_ids = lookup.with_collo(state, lookup.owned(state, account.shop_id, shipment_ids))
    require_paid(state, account, label_ids)
    return label_ids


def mark_registered(state: SandboxState, shipment_ids: Sequence[int]) -> None:
    """Generating a label registers a concept (1 → 2); the shared store calls it printed."""
    shipment_store.mark_printed(state, shipment_ids)


async def shipment_labels(request: Request) -> Response:
    account = authenticate(request)
    wanted = [media.essence for media in accepts(request)]
    if n.LABEL_LINK_TYPE in wanted:
        return await _link_answer(request, account, bulk=False, limit=None)
    if n.JSON_TYPE in wanted and n.PDF_TYPE not in wanted:
        return await _link_answer(request, account, bulk=False, limit=n.MAX_LABELS_PER_REQUEST)
    if wanted and not any(kind in (n.PDF_TYPE, "*/*", "application/*") for kind in wanted):
        raise ProductionError(
            406,
            n.CODE_ACCEPT,
            f"Accept {request.headers.get('accept')!r}: labels come as application/pdf or a link (application/json).",
        )
    label_ids = _label_ids(request, account, limit=n.MAX_LABELS_PER_REQUEST)
    label_format, positions = format_and_positions(request)
    state = sandbox_state(request)
    answer = await label_routes.label_pdf(state, account.shop_id, label_ids, label_format, positions)
    answer.headers["content-disposition"] = f'attachment; filename="labels-{label_ids[0]}.pdf"'
    return answer


async def _link_answer(request: Request, account: ShopAccount, *, bulk: bool, limit: int | None) -> Response:
    label_ids = _label_ids(request, account, limit=limit)
    label_format, positions = format_and_positions(request)
    state = sandbox_state(request)
    readings = readings_of(request)
    url = link_url(
        request, account.shop_id, label_ids, label_format, positions, path_only=bulk or readings.next("label_link") == 1
    )
    mark_registered(state, label_ids)
    if not bulk:
        return JSONResponse(data({n.LINK_PDFS: {n.LINK_URL: url}}), media_type=n.ANSWER_JSON_TYPE)
    # The PHP SDK reads `data.pdf.url`, the plug-in kit `data.pdf[0].url`.
    link: Any = {n.LINK_URL: url} if readings.next("bulk_link") == 0 else [{n.LINK_URL: url}]
    return JSONResponse(data({n.LINK_PDF: link}), media_type=n.ANSWER_JSON_TYPE)


async def bulk_labels(request: Request) -> Response:
    """`/v2/shipment_labels/{ids}`: always a link, any number of ids."""
    account = authenticate(request)
    return await _link_answer(request, account, bulk=True, limit=None)


async def pdf(request: Request) -> Response:
    """`/pdfs/<token>`: the link opens without credentials (a browser opens it), while it lives."""
    state = sandbox_state(request)
    link = links.verify(state, request.path_params["token"], links.KIND_LABEL)
    if link is None:
        raise ProductionError(404, 3746, "Cannot download expired shipment label.")
    handed_out = link.expires_at - links.LABEL_LINK_LIFETIME_S
    if state.now_epoch() < handed_out + state.config.label_ready_delay_s:
        raise ProductionError(404, 3004, "The label is being generated; try this link again in a few seconds.")
    answer = await label_routes.label_pdf(state, link.shop_id, link.shipment_ids, link.label_format, link.positions)
    answer.headers["content-disposition"] = f'attachment; filename="labels-{link.shipment_ids[0]}.pdf"'
    return answer


def routes() -> list[BaseRoute]:
    return [
        Route(n.PATH_LABELS, shipment_labels, methods=["GET"]),
        Route(n.PATH_LABELS_BULK, bulk_labels, methods=["GET"]),
        Route(n.PATH_PDF, pdf, methods=["GET"]),
    ]
