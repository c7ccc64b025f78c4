"""ProductionShippingClient: the shipping API in the production service's format, with ShippingClient's methods
and the same domain models in and out, so services and UI never see which profile they talk to.

What the format changes (production-wire §1, §4): every write in a `data` envelope with the call's vendor media
type; a create answers ids only, so the shipments are read back; labels at most 25 per request (merged locally);
returns go through POST /shipments; tracking at /tracktraces; statuses 1–19 mapped onto the domain's six; only
concepts can be deleted; no OAuth.
"""

from __future__ import annotations

import asyncio
import io
from dataclasses import replace
import logging
from collections.abc import AsyncIterator, Callable, Collection, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from types import TracebackType

import httpx
from pypdf import PdfReader, PdfWriter

from station.api.client_rules import check_drafts, check_labels, resolve_created
from station.api.decoding import Reader, json_body
from station.api.errors import (
    ApiBackendError,
    Conflict,
    MalformedResponse,
    NoConsignmentFound,
    OutcomeUnknown,
    ServiceError,
    ValidationFailed,
)
from station.api.models import CancelOutcome, LabelLink, ShipmentPage, TrackTrace, WebhookHook, WebhookSubscription
from station.api.production.codec import (
    decode_created,
    decode_label_link,
    decode_shipment_page,
    decode_shipments,
    decode_track_traces,
    encode_draft,
    encode_return,
    unwrap,
    wrap,
)
from station.api.production.errors import CannotCancelAfterLabel, production_error
from station.api.production.names import (
    DESCENDING,
    MAX_IDS_PER_READ,
    MAX_LABELS_PER_REQUEST,
    MAX_PAGE_SIZE,
    MIN_PAGE_SIZE,
    STATUS_FILTER,
    Envelope,
    Header,
    LabelKey,
    ListQuery,
    MediaType,
    Path,
    ReturnKey,
    TrackKey,
)
from station.api.production.order_codec import (
    ORDER_STATUS_FILTER,
    decode_note,
    decode_orders,
    decode_webhook_created,
    decode_webhooks,
    encode_note,
    encode_order,
    encode_webhook,
)
from station.api.session import Call, ClientSettings, HttpSession, QueryValue, gather_cancelling
from station.api.shipment_codec import encode_timestamp
from station.api.wire import LIST_SEPARATOR, PDF_MAGIC, TIMEZONE
from station.domain.enums import Carrier, LabelFormat, ShipmentStatus
from station.domain.models import Order, OrderNote, OrderStatus, Shipment, ShipmentDraft
from station.domain.sheets import SLOTS_PER_SHEET, first_sheet_slots

log = logging.getLogger(__name__)

DEFAULT_PAGE_SIZE = MIN_PAGE_SIZE
# (ext) as the contract: at most 100 shipments per create request; the service names no maximum.
MAX_BATCH_SIZE = 100
# A label link answers 404 until its PDF is ready (3 s to 3 min): polled this long, backing off.
LABEL_LINK_DEADLINE_S = 180.0
_POLL_FIRST_S, _POLL_MAX_S = 0.5, 5.0
_PDF_END = b"%%EOF"
_NOTE_AUTHOR = "webshop"  # the service knows two authors, the customer and the shop

# One plain thread decodes pages read in the background (never qasync's default executor, whose QThreads would
# outlive a quit).
_PAGE_DECODER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="station-production-page-decoder")

LabelItem = int | Shipment | ShipmentDraft
AuthChooser = Callable[[ShipmentDraft], httpx.Auth | None]


class NotInThisProfile(ServiceError):
    """The production service has no such call (OAuth tokens): the profile's capabilities say so beforehand."""


class ProductionShippingClient:
    """The shipping API at {base_url} in the production format. Same methods and guarantees as ShippingClient."""

    def __init__(
        self,
        base_url: str,
        auth: httpx.Auth | None,
        settings: ClientSettings | None = None,
        *,
        pre_validate: bool = True,
        active_carriers: Collection[Carrier] | None = None,
    ) -> None:
        self._auth = auth
        self._session = HttpSession(base_url, auth, settings or ClientSettings(), map_error=production_error,
                                    default_accept=MediaType.JSON)
        self._pre_validate = pre_validate
        self._active_carriers = active_carriers

    async def __aenter__(self) -> ProductionShippingClient:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._session.aclose()

    @property
    def user_agent(self) -> str:
        return self._session.user_agent

    @property
    def http(self) -> httpx.AsyncClient:
        return self._session.http

    @property
    def base_url(self) -> str:
        return self._session.base_url

    def _qr_url(self, shipment_id: int) -> str:
        return self._session.base_url + Path.PRINTERLESS_RETURN_LABEL.format(id=shipment_id)

    def _json(self, response: httpx.Response, what: str) -> Reader:
        return json_body(response, what=what)

    # --- creating shipments -----------------------------------------------------------------------------------

    async def create_shipment(self, draft: ShipmentDraft, *, auth: httpx.Auth | None = None) -> Shipment:
        """POST /shipments with one shipment, then the read-back that brings its status (and, after the label,
        its barcode). No duplicates: an unknown outcome is looked up by reference before anything is sent again."""
        self._check_drafts([draft])
        return (await self._create_chunk([draft], auth))[0]

    async def create_shipments(
        self, drafts: Sequence[ShipmentDraft], *, auth: httpx.Auth | None = None,
        auth_for: AuthChooser | None = None,
    ) -> list[Shipment]:
        """Many shipments, in input order, grouped by the credentials `auth_for` picks (one request per key)."""
        self._check_drafts(drafts)
        groups: dict[int, tuple[httpx.Auth | None, list[int]]] = {}
        for index, draft in enumerate(drafts):
            chosen = (auth_for(draft) if auth_for is not None else None) or auth
            groups.setdefault(id(chosen), (chosen, []))[1].append(index)
        created: dict[int, Shipment] = {}
        for group_auth, indexes in groups.values():
            for start in range(0, len(indexes), MAX_BATCH_SIZE):
                chunk = indexes[start:start + MAX_BATCH_SIZE]
                shipments = await self._create_chunk([drafts[index] for index in chunk], group_auth)
                created.update(zip(chunk, shipments))
        return [created[index] for index in range(len(drafts))]

    async def ensure_shipment(self, draft: ShipmentDraft, *, auth: httpx.Auth | None = None) -> Shipment:
        if not draft.reference:
            raise ValueError("ensure_shipment needs a draft with a reference")
        existing = await self.find_by_reference(draft.reference, auth=auth)
        return existing if existing is not None else await self.create_shipment(draft, auth=auth)

    async def _create_chunk(self, drafts: Sequence[ShipmentDraft], auth: httpx.Auth | None) -> list[Shipment]:
        pending = list(range(len(drafts)))  # drafts not yet known to exist
        ids: dict[int, int] = {}
        known: dict[int, Shipment] = {}
        what = f"POST {Path.SHIPMENTS} ({len(drafts)} shipment{'s' if len(drafts) != 1 else ''})"

        async def attempt() -> bool:
            # Only the POST is repeated; the read-back below is a separate, harmless call.
            body = wrap(Envelope.SHIPMENTS, [encode_draft(drafts[index]) for index in pending])
            headers = {Header.CONTENT_TYPE: MediaType.SHIPMENT}
            if any(drafts[index].sender is not None for index in pending):
                headers[Header.CUSTOM_SENDER] = "true"
            response = await self._session.send_once(
                Call("POST", Path.SHIPMENTS, json=body, headers=headers, idempotent=False, auth=auth)
            )
            answer = decode_created(self._json(response, what))
            if len(answer.ids) != len(pending):
                raise MalformedResponse(f"{what}: {len(answer.ids)} ids answered for {len(pending)} sent",
                                        status=response.status_code)
            ids.update(zip(pending, answer.ids))
            known.update(zip(pending, answer.shipments))
            pending.clear()
            return True

        async def resolve() -> bool | None:
            found = await resolve_created([drafts[index] for index in pending],
                                          lambda reference: self.find_all_by_reference(reference, auth=auth))
            resolved = {pending[position]: shipment for position, shipment in found.items()}
            known.update(resolved)
            pending[:] = [index for index in pending if index not in resolved]
            return True if not pending else None

        await self._session.retrying(attempt, what=what, idempotent=False, resolve=resolve)
        unread = [ids[index] for index in range(len(drafts)) if index not in known]
        if unread:
            read = await self._read_many(unread, auth)
            for index in range(len(drafts)):
                if index not in known:
                    if ids[index] not in read:
                        raise MalformedResponse(f"{what}: created shipment {ids[index]} cannot be read back")
                    known[index] = read[ids[index]]
        return [known[index] for index in range(len(drafts))]

    # --- reading shipments ------------------------------------------------------------------------------------

    async def _read_many(self, shipment_ids: Sequence[int], auth: httpx.Auth | None) -> dict[int, Shipment]:
        """GET /shipments/{id;id}, at most 100 ids per request; by id, follow-up parcels included."""
        chunks = [shipment_ids[start:start + MAX_IDS_PER_READ]
                  for start in range(0, len(shipment_ids), MAX_IDS_PER_READ)]

        async def read(chunk: Sequence[int]) -> list[Shipment]:
            call = Call("GET", Path.SHIPMENTS_BY_ID.format(ids=_id_list(chunk)),
                        params={ListQuery.LINK_CONSUMER_PORTAL: 1}, auth=auth)
            return await self._session.send_with(
                call, lambda r: decode_shipments(self._json(r, call.what), qr_url_for=self._qr_url))

        found: dict[int, Shipment] = {}
        for shipments in await gather_cancelling([read(chunk) for chunk in chunks]):
            found.update((shipment.id, shipment) for shipment in shipments)
        return found

    async def get_shipment(self, shipment_id: int, *, auth: httpx.Auth | None = None) -> Shipment:
        """GET /shipments/{id}; NoConsignmentFound when unknown (or deleted: a deleted concept is gone)."""
        found = await self._read_many([shipment_id], auth)
        if shipment_id not in found:
            raise NoConsignmentFound(f"Shipment {shipment_id} does not exist", status=404)
        return found[shipment_id]

    async def shipment_pages(
        self, *, q: str | None = None, reference: str | None = None, status: Sequence[ShipmentStatus] = (),
        created_from: datetime | None = None, created_to: datetime | None = None, size: int = DEFAULT_PAGE_SIZE,
        auth: httpx.Auth | None = None, decode_in_thread: bool = False,
    ) -> AsyncIterator[ShipmentPage]:
        """GET /shipments page by page, newest first, until the last page. `size` is brought into the service's
        30–200; the answer's own page size counts (the service may answer more). `decode_in_thread`: each page is
        decoded on a worker thread, so a background reader never holds up the event loop (the window's thread)."""
        if not 1 <= size <= 300:
            raise ValueError(f"page size must be 1 to 300, not {size}")
        sent_size = min(max(size, MIN_PAGE_SIZE), MAX_PAGE_SIZE)
        params: dict[str, QueryValue] = {ListQuery.SIZE: sent_size, ListQuery.ORDER: DESCENDING}
        if q:
            params[ListQuery.Q] = q
        if reference is not None:
            params[ListQuery.REFERENCE] = reference
        if status:
            params[ListQuery.STATUS] = LIST_SEPARATOR.join(
                str(code) for member in status for code in STATUS_FILTER[member])
        if created_from is not None:
            params[ListQuery.FROM] = encode_timestamp(created_from)
        if created_to is not None:
            params[ListQuery.TO] = encode_timestamp(created_to)
        page_number = 1
        while True:
            call = Call("GET", Path.SHIPMENTS, params={**params, ListQuery.PAGE: page_number}, auth=auth)

            def decode(response: httpx.Response, call: Call = call, number: int = page_number) -> ShipmentPage:
                return decode_shipment_page(self._json(response, call.what), page=number, requested_size=sent_size,
                                            qr_url_for=self._qr_url)

            if decode_in_thread:
                response = await self._session.send(call)
                page = await asyncio.get_running_loop().run_in_executor(_PAGE_DECODER, decode, response)
            else:
                page = await self._session.send_with(call, decode)
            # Filtered here too: the OpenAPI description names `created` rather than from/to.
            kept = tuple(
                shipment for shipment in page.shipments
                if (created_from is None or shipment.created is None or shipment.created >= _aware(created_from))
                and (created_to is None or shipment.created is None or shipment.created <= _aware(created_to))
            )
            yield ShipmentPage(tuple(sorted(kept, key=lambda s: s.id, reverse=True)), page.page, page.size,
                               page.total)
            if page.is_last:
                return
            page_number += 1

    async def list_shipments(
        self, *, q: str | None = None, reference: str | None = None, status: Sequence[ShipmentStatus] = (),
        created_from: datetime | None = None, created_to: datetime | None = None, size: int = DEFAULT_PAGE_SIZE,
        auth: httpx.Auth | None = None,
    ) -> AsyncIterator[Shipment]:
        """Every matching shipment, each once."""
        seen: set[int] = set()
        async for page in self.shipment_pages(q=q, reference=reference, status=status, created_from=created_from,
                                              created_to=created_to, size=size, auth=auth):
            for shipment in page.shipments:
                if shipment.id not in seen:
                    seen.add(shipment.id)
                    yield shipment

    async def find_all_by_reference(self, reference: str, *, auth: httpx.Auth | None = None) -> list[Shipment]:
        """Live (not cancelled) shipments whose reference is exactly `reference`, newest first."""
        found = [
            shipment async for shipment in self.list_shipments(reference=reference, size=MAX_PAGE_SIZE, auth=auth)
            if shipment.reference == reference and shipment.status is not ShipmentStatus.CANCELLED
        ]
        return sorted(found, key=lambda shipment: shipment.id, reverse=True)

    async def find_by_reference(self, reference: str, *, auth: httpx.Auth | None = None) -> Shipment | None:
        found = await self.find_all_by_reference(reference, auth=auth)
        return found[0] if found else None

    async def refresh(self, shipments: Sequence[Shipment | int], *, auth: httpx.Auth | None = None) -> list[Shipment]:
        ids = [item.id if isinstance(item, Shipment) else item for item in shipments]
        found = await self._read_many(list(dict.fromkeys(ids)), auth)
        missing = [shipment_id for shipment_id in ids if shipment_id not in found]
        if missing:
            raise NoConsignmentFound(f"Shipment {missing[0]} does not exist", status=404)
        return [found[shipment_id] for shipment_id in ids]

    async def cancel(self, shipment_id: int, *, auth: httpx.Auth | None = None) -> CancelOutcome:
        """DELETE /shipments/{id}: only a concept (no label yet) can be deleted; it is then gone. After the label,
        CannotCancelAfterLabel (a Conflict, 3723): nothing cancels a registered shipment, and an unused label is not
        charged.

        A DELETE whose answer was lost is sent again. The service refuses an unknown (or deleted) id with 422 much
        as a labelled one with 3723, so a refusal is settled by reading the shipment: gone after a lost answer
        means our DELETE worked (`CancelOutcome.CANCELLED`); gone otherwise, NoConsignmentFound.
        """
        call = Call("DELETE", Path.SHIPMENTS_BY_ID.format(ids=shipment_id), auth=auth)
        answer_lost = False

        async def attempt() -> CancelOutcome:
            nonlocal answer_lost
            try:
                await self._session.send_once(call)
            except ApiBackendError as error:
                answer_lost = answer_lost or error.maybe_committed
                raise
            except (Conflict, ValidationFailed) as refusal:
                return await self._settle_refused_delete(shipment_id, refusal, answer_lost, auth)
            return CancelOutcome.CANCELLED

        return await self._session.retrying(attempt, what=call.what, idempotent=True)

    async def _settle_refused_delete(
        self, shipment_id: int, refusal: ServiceError, answer_lost: bool, auth: httpx.Auth | None
    ) -> CancelOutcome:
        try:
            shipment = await self.get_shipment(shipment_id, auth=auth)
        except NoConsignmentFound:
            if answer_lost:
                log.info("DELETE shipment %s: the answer was lost; the shipment is gone, so that DELETE worked",
                         shipment_id)
                return CancelOutcome.CANCELLED
            raise NoConsignmentFound(f"Shipment {shipment_id} does not exist", status=refusal.status,
                                     code=refusal.code, request_id=refusal.request_id) from refusal
        except ServiceError as error:
            raise OutcomeUnknown(
                f"Shipment {shipment_id}: the service refused the cancel and its state could not be read to tell "
                f"why ({error.message}); look at the shipment before trying again",
                status=error.status, request_id=error.request_id,
            ) from error
        if shipment.status is ShipmentStatus.CANCELLED:
            return CancelOutcome.CANCELLED if answer_lost else CancelOutcome.ALREADY_CANCELLED
        if isinstance(refusal, Conflict):
            raise CannotCancelAfterLabel(
                f"Shipment {shipment_id} has its label already and can no longer be cancelled",
                status=refusal.status, code=refusal.code, request_id=refusal.request_id, details=refusal.details,
            ) from refusal
        raise refusal

    # --- returns ----------------------------------------------------------------------------------------------

    async def create_return(
        self, parent_id: int, *, send_email: bool = False, printerless: bool = False,
        reference: str | None = None, known_returns: Collection[int] = (), auth: httpx.Auth | None = None,
    ) -> Shipment:
        """A related return: POST /shipments with the return media type (never /return_shipments, which is the
        unrelated-return page), then read back. It carries the parent's reference, as the contract's returns do, and
        a lost answer is resolved by a live return of the parent that is not in `known_returns`."""
        parent = await self.get_shipment(parent_id, auth=auth)
        parent_reference = reference if reference is not None else parent.reference
        return_reference = parent_reference
        body = wrap(Envelope.RETURN_SHIPMENTS, [encode_return(parent, return_reference, printerless=printerless)])
        call = Call("POST", Path.SHIPMENTS, params={ReturnKey.SEND_RETURN_MAIL: int(send_email)}, json=body,
                    headers={Header.CONTENT_TYPE: MediaType.RETURN_SHIPMENT}, idempotent=False, auth=auth)
        known = frozenset(known_returns)

        async def resolve() -> int | None:
            if reference is None:
                return None
            try:
                found = await self.find_returns(parent_id, parent_reference, auth=auth)
            except ServiceError as error:
                raise OutcomeUnknown(
                    f"Could not look up whether the return of {parent_id} was created ({error.message})",
                    references=[return_reference], status=error.status, request_id=error.request_id,
                ) from error
            new = [shipment for shipment in found if shipment.id not in known]
            return new[-1].id if new else None

        def created_id(response: httpx.Response) -> int:
            answer = decode_created(self._json(response, call.what))
            if len(answer.ids) != 1:
                raise MalformedResponse(f"{call.what}: {len(answer.ids)} ids answered for one return")
            return answer.ids[0]

        if reference is None:
            return_id = await self._session.send_with(call, created_id)
        else:
            return_id = await self._session.send_with(call, created_id, resolve=resolve)
        created = await self.get_shipment(return_id, auth=auth)
        if printerless and created.qr_url is None:
            # Asked for and accepted: its QR image is there even where the read does not repeat the option.
            created = replace(created, qr_url=self._qr_url(created.id))
        return created

    async def find_returns(self, parent_id: int, reference: str, *, auth: httpx.Auth | None = None) -> list[Shipment]:
        """Live return shipments of `parent_id`, newest first: listed by the parent's reference, told apart by
        `parent_id`."""
        return [
            shipment
            async for shipment in self.list_shipments(reference=reference, size=MAX_PAGE_SIZE, auth=auth)
            if shipment.parent_id == parent_id and shipment.status is not ShipmentStatus.CANCELLED
        ]

    async def return_qr(self, shipment_id: int, qr_url: str | None = None) -> bytes:
        """The printerless return's QR code: a PNG behind the API key (GET /printerless_return_label/{id})."""
        call = Call("GET", Path.PRINTERLESS_RETURN_LABEL.format(id=shipment_id), accept=MediaType.PNG)
        response = await self._session.send(call)
        return response.content

    # --- labels -----------------------------------------------------------------------------------------------

    async def label_pdf(
        self, shipment_ids: Sequence[int], label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (), *, auth: httpx.Auth | None = None,
    ) -> bytes:
        """GET /shipment_labels/{ids}: one PDF. More than 25 labels are asked in parts (each part's A4 positions
        so that the sheets come out as one request would make them) and merged in order."""
        if not shipment_ids:
            raise ValueError("at least one shipment id is needed")
        chosen = self._labels_format(label_format, positions)
        parts = _label_parts(list(shipment_ids), chosen, positions)

        async def fetch(ids: Sequence[int], part_positions: Sequence[int]) -> bytes:
            call = self._label_call(ids, chosen, part_positions, MediaType.PDF, auth)
            return await self._session.send_with(call, lambda r: _pdf(r, call.what))

        pdfs = await gather_cancelling([fetch(ids, part_positions) for ids, part_positions in parts])
        return pdfs[0] if len(pdfs) == 1 else _merge(pdfs)

    async def label_link(
        self, shipment_ids: Sequence[int], label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (), *, auth: httpx.Auth | None = None,
    ) -> LabelLink:
        """A link to the labels' PDF (no expiry is told; fetch it at once). Above 25 labels, the bulk form."""
        if not shipment_ids:
            raise ValueError("at least one shipment id is needed")
        chosen = self._labels_format(label_format, positions)
        sheet = _full_positions(chosen, positions)
        call = self._label_call(shipment_ids, chosen, sheet, MediaType.LABEL_LINK, auth,
                                bulk=len(shipment_ids) > MAX_LABELS_PER_REQUEST)
        return await self._session.send_with(
            call, lambda r: decode_label_link(self._json(r, call.what), self._session.base_url))

    async def fetch_label_link(self, link: LabelLink) -> bytes:
        """The PDF behind a label link, without credentials. The link answers 404 until the PDF is made: polled,
        backing off, for at most three minutes."""
        call = Call("GET", link.url, accept=MediaType.PDF, authenticate=False)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + LABEL_LINK_DEADLINE_S
        wait = _POLL_FIRST_S
        while True:
            try:
                return await self._session.send_with(call, lambda r: _pdf(r, "GET label link"))
            except NoConsignmentFound:
                if loop.time() + wait > deadline:
                    raise
            await asyncio.sleep(wait)
            wait = min(wait * 2, _POLL_MAX_S)

    async def print_labels(
        self, items: Sequence[LabelItem], label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (), *, auth: httpx.Auth | None = None,
    ) -> bytes:
        """One PDF for shipments and drafts: the drafts are created first (no duplicates), then all are labelled."""
        return await self.label_pdf(await self._label_ids(items, label_format, positions, auth), label_format,
                                    positions, auth=auth)

    async def print_labels_link(
        self, items: Sequence[LabelItem], label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (), *, auth: httpx.Auth | None = None,
    ) -> LabelLink:
        return await self.label_link(await self._label_ids(items, label_format, positions, auth), label_format,
                                     positions, auth=auth)

    async def _label_ids(
        self, items: Sequence[LabelItem], label_format: LabelFormat | str, positions: Sequence[int] | None,
        auth: httpx.Auth | None,
    ) -> list[int]:
        if not items:
            raise ValueError("at least one shipment or draft is needed")
        drafts = [item for item in items if isinstance(item, ShipmentDraft)]
        self._check_drafts(drafts)
        self._labels_format(label_format, positions)
        created = iter(await self.create_shipments(drafts, auth=auth) if drafts else [])
        return [next(created).id if isinstance(item, ShipmentDraft) else (item.id if isinstance(item, Shipment)
                                                                         else int(item)) for item in items]

    def _labels_format(self, label_format: LabelFormat | str, positions: Sequence[int] | None) -> LabelFormat | str:
        """The format to send: checked by the domain's rules, or, unchecked, as given (for the service to refuse)."""
        if self._pre_validate:
            return check_labels(label_format, positions)
        if isinstance(label_format, LabelFormat):
            return label_format
        try:
            return LabelFormat(label_format.strip().upper())
        except ValueError:
            return label_format

    def _label_call(
        self, shipment_ids: Sequence[int], label_format: LabelFormat | str, positions: Sequence[int], accept: str,
        auth: httpx.Auth | None, *, bulk: bool = False,
    ) -> Call:
        name = label_format.value if isinstance(label_format, LabelFormat) else label_format
        params: dict[str, QueryValue] = {LabelKey.FORMAT: name}
        if label_format is LabelFormat.A4:
            # The service reads positions literally (never "from N on"): always the full list.
            params[LabelKey.POSITIONS] = LIST_SEPARATOR.join(str(position) for position in positions)
        path = Path.SHIPMENT_LABELS.format(ids=_id_list(shipment_ids))
        return Call("GET", "/v2" + path if bulk else path, params=params, accept=accept, auth=auth)

    # --- tracking ---------------------------------------------------------------------------------------------

    async def track(self, shipment_ids: Sequence[int], *, auth: httpx.Auth | None = None) -> list[TrackTrace]:
        """GET /tracktraces/{ids}: status (mapped onto the domain's) and history, newest first."""
        if not shipment_ids:
            return []
        call = Call("GET", Path.TRACK_TRACES.format(ids=_id_list(shipment_ids)),
                    params={TrackKey.EXTRA_INFO: TrackKey.DELIVERY_MOMENT},
                    headers={Header.ACCEPT_LANGUAGE: "en_GB"}, auth=auth)
        return await self._session.send_with(call, lambda r: decode_track_traces(self._json(r, call.what)))

    # --- fulfilment orders ------------------------------------------------------------------------------------

    async def create_order(self, order: Order, *, auth: httpx.Auth | None = None) -> Order:
        call = Call("POST", Path.ORDERS, json=wrap(Envelope.ORDERS, [encode_order(order)]),
                    headers={Header.CONTENT_TYPE: MediaType.JSON}, idempotent=False, auth=auth)
        return await self._session.send_with(call, lambda r: _first(decode_orders(self._json(r, call.what)),
                                                                    call.what))

    async def get_order(self, uuid: str, *, auth: httpx.Auth | None = None) -> Order:
        call = Call("GET", Path.ORDER.format(uuid=uuid), auth=auth)
        return await self._session.send_with(call, lambda r: _first(decode_orders(self._json(r, call.what)),
                                                                    call.what))

    async def list_orders(
        self, *, status: OrderStatus | None = OrderStatus.OPEN, size: int = DEFAULT_PAGE_SIZE,
        auth: httpx.Auth | None = None,
    ) -> AsyncIterator[Order]:
        """GET /fulfilment/orders page by page (`per_page`); each order once."""
        if not 1 <= size <= 300:
            raise ValueError(f"page size must be 1 to 300, not {size}")
        params: dict[str, QueryValue] = {ListQuery.PER_PAGE: size}
        if status is not None:
            params[ListQuery.STATUS] = ORDER_STATUS_FILTER[status]
        seen: set[str] = set()
        page_number = 1
        while True:
            call = Call("GET", Path.ORDERS, params={**params, ListQuery.PAGE: page_number}, auth=auth)
            body = self._json(await self._session.send(call), call.what)
            orders = decode_orders(body)
            for order in orders:
                if status is not None and order.status is not status:
                    continue  # "partially processed" is open to the domain, but asked as "open" only
                if order.uuid not in seen:
                    seen.add(order.uuid or "")
                    yield order
            data = unwrap(body)
            total = data.opt_integer(ListQuery.RESULTS) or 0
            answered_size = data.opt_integer(ListQuery.SIZE) or size
            if not orders or page_number * answered_size >= total:
                return
            page_number += 1

    async def add_order_note(
        self, order_uuid: str, note: str, author: str, *, auth: httpx.Auth | None = None
    ) -> OrderNote:
        """A note on the order. The service knows the shop and the customer as authors, so the operator's name goes
        in front of the text."""
        text = f"{author}: {note}" if author and author != _NOTE_AUTHOR else note
        call = Call("POST", Path.ORDER_NOTES.format(uuid=order_uuid),
                    json=wrap(Envelope.ORDER_NOTES, [encode_note(text, _NOTE_AUTHOR)]),
                    headers={Header.CONTENT_TYPE: MediaType.JSON}, idempotent=False, auth=auth)
        return await self._session.send_with(call, lambda r: decode_note(self._json(r, call.what), order_uuid))

    # --- webhooks ---------------------------------------------------------------------------------------------

    async def webhooks(self, *, auth: httpx.Auth | None = None) -> list[WebhookSubscription]:
        call = Call("GET", Path.WEBHOOKS, auth=auth)
        return await self._session.send_with(call, lambda r: decode_webhooks(self._json(r, call.what)))

    async def create_webhook(
        self, hook: WebhookHook | str, url: str, *, auth: httpx.Auth | None = None
    ) -> WebhookSubscription:
        """One subscription per hook and shop: a second one for the same hook replaces the first."""
        name = hook.value if isinstance(hook, WebhookHook) else hook
        call = Call("POST", Path.WEBHOOKS, json=wrap(Envelope.WEBHOOK_SUBSCRIPTIONS, [encode_webhook(name, url)]),
                    headers={Header.CONTENT_TYPE: MediaType.JSON}, idempotent=False, auth=auth)
        return await self._session.send_with(call, lambda r: decode_webhook_created(self._json(r, call.what),
                                                                                    name, url))

    async def delete_webhook(self, webhook_id: str | int, *, auth: httpx.Auth | None = None) -> None:
        await self._session.send(Call("DELETE", Path.WEBHOOK.format(id=webhook_id), idempotent=False, auth=auth))

    # --- tokens: none in this profile -------------------------------------------------------------------------

    async def obtain_token(self, *args: object, **kwargs: object) -> None:
        raise NotInThisProfile("The production service takes an API key; it has no OAuth token calls")

    refresh_token = obtain_token
    revoke_token = obtain_token

    async def sign_out(self) -> None:
        """Nothing to revoke with an API key: the key is removed from the keyring by the account."""

    # --- pre-validation ---------------------------------------------------------------------------------------

    def _check_drafts(self, drafts: Sequence[ShipmentDraft]) -> None:
        if self._pre_validate:
            check_drafts(drafts, self._active_carriers)


def _full_positions(label_format: LabelFormat | str, positions: Sequence[int] | None) -> list[int]:
    if label_format is not LabelFormat.A4:
        return []
    try:
        return [int(slot) for slot in first_sheet_slots(list(positions or ()))]
    except ValueError:
        return [int(position) for position in positions or ()]  # unchecked: as given, for the service to refuse


def _label_parts(
    shipment_ids: list[int], label_format: LabelFormat | str, positions: Sequence[int] | None
) -> list[tuple[list[int], list[int]]]:
    """(ids, positions) per request, at most 25 ids each. On A4 the first part fills the first sheet's slots and
    whole sheets after it, the later parts whole sheets from slot 1, so the merged sheets are laid out as one
    request would lay them out."""
    first = _full_positions(label_format, positions)
    if label_format is not LabelFormat.A4:
        return [(shipment_ids[start:start + MAX_LABELS_PER_REQUEST], [])
                for start in range(0, len(shipment_ids), MAX_LABELS_PER_REQUEST)]
    whole = list(range(1, SLOTS_PER_SHEET + 1))
    per_part = MAX_LABELS_PER_REQUEST - MAX_LABELS_PER_REQUEST % SLOTS_PER_SHEET  # 24: six whole sheets
    first_size = len(first) + (MAX_LABELS_PER_REQUEST - len(first)) // SLOTS_PER_SHEET * SLOTS_PER_SHEET
    parts = [(shipment_ids[:first_size], first)]
    for start in range(first_size, len(shipment_ids), per_part):
        parts.append((shipment_ids[start:start + per_part], whole))
    return parts


def _merge(pdfs: Sequence[bytes]) -> bytes:
    writer = PdfWriter()
    for pdf in pdfs:
        writer.append(PdfReader(io.BytesIO(pdf)))
    output = io.BytesIO()
    writer.write(output)
    return output.getvalue()


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=TIMEZONE)


def _first(items: list[Order], what: str) -> Order:
    if not items:
        raise MalformedResponse(f"{what}: the answer holds no order")
    return items[0]


def _id_list(shipment_ids: Sequence[int]) -> str:
    return LIST_SEPARATOR.join(str(int(shipment_id)) for shipment_id in shipment_ids)


def _pdf(response: httpx.Response, what: str) -> bytes:
    content = response.content
    if not content.lstrip()[: len(PDF_MAGIC)] == PDF_MAGIC:
        kind = response.headers.get("Content-Type", "unknown content type")
        raise MalformedResponse(f"{what}: the label is not a PDF ({kind}, {len(content)} bytes)",
                                status=response.status_code)
    if _PDF_END not in content[-2048:]:
        raise MalformedResponse(f"{what}: the label PDF is cut short ({len(content)} bytes)",
                                status=response.status_code)
    return content
