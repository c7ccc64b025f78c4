"""ShippingClient: every endpoint of the main API as a typed method returning domain models (spec §4, contract §1–§6)."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from collections.abc import AsyncIterator, Callable, Collection, Sequence
import logging
from dataclasses import replace
from datetime import datetime
from types import TracebackType
from typing import TypeVar

import httpx

from station.api.auth import OAuthClientCredentials, revoke_access_token
from station.api.decoding import json_body
from station.api.errors import (
    ApiBackendError,
    Conflict,
    MalformedResponse,
    OutcomeUnknown,
    ServiceError,
    error_for_violations,
)
from station.api.models import CancelOutcome, LabelLink, ShipmentPage, TrackTrace, WebhookHook, WebhookSubscription
from station.api.order_codec import (
    decode_note,
    decode_order,
    decode_orders,
    decode_webhook,
    decode_webhooks,
    encode_note,
    encode_order,
    encode_webhook,
    order_status_name,
)
from station.api.session import Call, ClientSettings, HttpSession, QueryValue, gather_cancelling
from station.api.shipment_codec import (
    decode_label_link,
    decode_shipment,
    decode_shipment_list,
    decode_shipment_page,
    decode_track_traces,
    encode_draft,
    encode_timestamp,
)
from station.api.tokens import TokenPair, read_token_pair
from station.api.wire import (
    FIRST_PAGE,
    LABEL_FORMAT_NAMES,
    LIST_SEPARATOR,
    MAX_BATCH_SIZE,
    MAX_PAGE_SIZE,
    PDF_MAGIC,
    SCOPE_SEPARATOR,
    STATUS_NAMES,
    Header,
    LabelKey,
    ListQuery,
    MediaType,
    OAuthKey,
    Path,
    ReturnKey,
    Scope,
    ShipmentKey,
)
from station.domain.enums import Carrier, LabelFormat, ShipmentStatus
from station.domain.models import Order, OrderNote, OrderStatus, Shipment, ShipmentDraft
from station.domain.sheets import label_format_violations, validate_positions
from station.domain.validation import decisive_violations, validate_shipment

log = logging.getLogger(__name__)

T = TypeVar("T")

DEFAULT_PAGE_SIZE = 30
# A PDF ends with this marker; a body without it near the end was cut short.
_PDF_END = b"%%EOF"
_PDF_TAIL_BYTES = 2048

LabelItem = int | Shipment | ShipmentDraft
AuthChooser = Callable[[ShipmentDraft], httpx.Auth | None]


# Pages decoded off the event loop go to a plain Python thread: qasync's default executor (what asyncio.to_thread
# would use in the window) starts QThreads that are never joined ("QThread: Destroyed while thread is running").
_PAGE_DECODER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="station-page-decoder")


class ShippingClient:
    """The shipping API at {base_url}: shipments, returns, labels, tracking, fulfilment orders, webhooks, tokens.

    - `auth` is any httpx.Auth: OAuthClientCredentials, ApiKeyAuth or BearerToken. Every method also takes an
      `auth=` override for one call, so one client can act for several shops (spec §5).
    - Creating shipments never duplicates: see `create_shipment`.
    - `pre_validate=False` sends drafts unchecked, so tests can prove that the service rejects them too.
    - One connection pool; use as `async with ShippingClient(...) as client:` or call `aclose()`.
    """

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
        self._session = HttpSession(base_url, auth, settings or ClientSettings())
        self._pre_validate = pre_validate
        self._active_carriers = active_carriers

    async def __aenter__(self) -> ShippingClient:
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
        """The one httpx client (connection pool) behind this client, e.g. for `OAuthClientCredentials.revoke`."""
        return self._session.http

    # --- creating shipments -----------------------------------------------------------------------------------

    async def create_shipment(self, draft: ShipmentDraft, *, auth: httpx.Auth | None = None) -> Shipment:
        """POST /shipments with one shipment; the created shipment with its id, barcode and label_url.

        No duplicates: when the outcome is unknown (timeout, dropped connection, 5xx after sending), the reference
        is looked up before any retry and only sent again when absent. A draft without a reference cannot be
        looked up, so then OutcomeUnknown is raised instead of a retry.
        """
        self._check_drafts([draft])
        call = Call("POST", Path.SHIPMENTS, json=encode_draft(draft), idempotent=False, auth=auth)

        async def resolve() -> Shipment | None:
            found = await self._resolve_created([draft], auth)
            return found.get(0)

        created = await self._session.send_with(
            call, lambda response: decode_shipment(json_body(response, what=call.what)), resolve=resolve
        )
        return await self._with_follow_ups(created, auth)

    async def create_shipments(
        self,
        drafts: Sequence[ShipmentDraft],
        *,
        auth: httpx.Auth | None = None,
        auth_for: AuthChooser | None = None,
    ) -> list[Shipment]:
        """Create many shipments, in input order, with the same no-duplicates guarantee as `create_shipment`.

        Sent as (ext) batches of at most 100; a bigger list is chunked. `auth_for(draft)` picks the credentials per
        draft (None: `auth`, or the client's), so one list can span several shops: drafts are grouped by the
        credentials they use. All drafts are pre-validated before anything is sent.
        """
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
                shipments = await gather_cancelling(
                    [self._with_follow_ups(shipment, group_auth) for shipment in shipments])
                created.update(zip(chunk, shipments, strict=True))
        return [created[index] for index in range(len(drafts))]

    async def ensure_shipment(self, draft: ShipmentDraft, *, auth: httpx.Auth | None = None) -> Shipment:
        """The live shipment with the draft's reference, created only if none exists.

        For resuming after a crash or a cancelled create: whatever happened before, the result exists once.
        """
        if not draft.reference:
            raise ValueError("ensure_shipment needs a draft with a reference")
        existing = await self.find_by_reference(draft.reference, auth=auth)
        return existing if existing is not None else await self.create_shipment(draft, auth=auth)

    async def _create_chunk(self, drafts: Sequence[ShipmentDraft], auth: httpx.Auth | None) -> list[Shipment]:
        pending = list(range(len(drafts)))  # drafts not yet known to exist
        created: dict[int, Shipment] = {}
        what = f"POST {Path.SHIPMENTS} (batch of {len(drafts)})"

        async def attempt() -> bool:
            # The body is rebuilt each time: after a lookup, only the drafts still missing are sent again.
            body = {ShipmentKey.SHIPMENTS: [encode_draft(drafts[index]) for index in pending]}
            response = await self._session.send_once(
                Call("POST", Path.SHIPMENTS, json=body, idempotent=False, auth=auth)
            )
            shipments = decode_shipment_list(json_body(response, what=what))
            if len(shipments) != len(pending):
                raise MalformedResponse(f"{what}: {len(shipments)} shipments answered for {len(pending)} sent",
                                        status=response.status_code)
            created.update(zip(pending, shipments, strict=True))
            pending.clear()
            return True

        async def resolve() -> bool | None:
            found = await self._resolve_created([drafts[index] for index in pending], auth)
            resolved = {pending[position]: shipment for position, shipment in found.items()}
            created.update(resolved)
            pending[:] = [index for index in pending if index not in resolved]
            return True if not pending else None

        await self._session.retrying(attempt, what=what, idempotent=False, resolve=resolve)
        return [created[index] for index in range(len(drafts))]

    async def _resolve_created(
        self, drafts: Sequence[ShipmentDraft], auth: httpx.Auth | None
    ) -> dict[int, Shipment]:
        """Positions in `drafts` whose shipment exists, by looking every reference up (GET /shipments?reference=).

        A reference given k times in `drafts` matches at most k live shipments. Raises OutcomeUnknown when a draft
        has no reference or a lookup fails: then nobody can tell whether it was created.
        """
        references = [draft.reference for draft in drafts]
        if not all(references):
            raise OutcomeUnknown("A shipment without a reference may or may not have been created; check the list",
                                 references=[reference for reference in references if reference])
        unique = list(dict.fromkeys(references))
        try:
            matches = await gather_cancelling([self.find_all_by_reference(ref, auth=auth) for ref in unique])
        except ServiceError as error:
            raise OutcomeUnknown(
                f"Could not look up whether the shipments were created ({error.message})", references=unique,
                status=error.status, request_id=error.request_id,
            ) from error
        available = {reference: list(reversed(found)) for reference, found in zip(unique, matches, strict=True)}  # oldest first
        resolved: dict[int, Shipment] = {}
        for position, reference in enumerate(references):
            if available[reference]:
                resolved[position] = available[reference].pop(0)
        return resolved

    # --- reading shipments ------------------------------------------------------------------------------------

    async def get_shipment(self, shipment_id: int, *, auth: httpx.Auth | None = None) -> Shipment:
        """GET /shipments/{id}; NoConsignmentFound when unknown."""
        call = Call("GET", Path.SHIPMENT.format(id=shipment_id), auth=auth)
        return await self._session.send_with(call, lambda r: decode_shipment(json_body(r, what=call.what)))

    async def shipment_pages(
        self,
        *,
        q: str | None = None,
        reference: str | None = None,
        status: Sequence[ShipmentStatus] = (),
        created_from: datetime | None = None,
        created_to: datetime | None = None,
        size: int = DEFAULT_PAGE_SIZE,
        auth: httpx.Auth | None = None,
        decode_in_thread: bool = False,
    ) -> AsyncIterator[ShipmentPage]:
        """GET /shipments page by page, newest first (contract §3), until the last page.

        `decode_in_thread`: each page is decoded on a worker thread (a page of 300 shipments takes tens of ms of
        CPU), so a background reader never holds up the event loop, which is the window's thread in the GUI.
        """
        if not 1 <= size <= MAX_PAGE_SIZE:
            raise ValueError(f"page size must be 1 to {MAX_PAGE_SIZE}, not {size}")
        params: dict[str, QueryValue] = {ListQuery.SIZE: size}
        if q:
            params[ListQuery.Q] = q
        if reference is not None:
            params[ListQuery.REFERENCE] = reference
        if status:
            params[ListQuery.STATUS] = LIST_SEPARATOR.join(STATUS_NAMES[member] for member in status)
        if created_from is not None:
            params[ListQuery.FROM] = encode_timestamp(created_from)
        if created_to is not None:
            params[ListQuery.TO] = encode_timestamp(created_to)
        page_number = FIRST_PAGE
        while True:
            call = Call("GET", Path.SHIPMENTS, params={**params, ListQuery.PAGE: page_number}, auth=auth)

            def decode(response: httpx.Response, call: Call = call) -> ShipmentPage:
                return decode_shipment_page(json_body(response, what=call.what), requested_size=size)

            if decode_in_thread:
                response = await self._session.send(call)
                page = await asyncio.get_running_loop().run_in_executor(_PAGE_DECODER, decode, response)
            else:
                page = await self._session.send_with(call, decode)
            yield page
            if page.is_last:
                return
            page_number += 1

    async def list_shipments(
        self,
        *,
        q: str | None = None,
        reference: str | None = None,
        status: Sequence[ShipmentStatus] = (),
        created_from: datetime | None = None,
        created_to: datetime | None = None,
        size: int = DEFAULT_PAGE_SIZE,
        auth: httpx.Auth | None = None,
    ) -> AsyncIterator[Shipment]:
        """Every matching shipment, newest first, each once even when new shipments shift the pages meanwhile."""
        seen: set[int] = set()
        async for page in self.shipment_pages(
            q=q, reference=reference, status=status, created_from=created_from, created_to=created_to, size=size,
            auth=auth,
        ):
            for shipment in page.shipments:
                if shipment.id not in seen:
                    seen.add(shipment.id)
                    yield shipment

    async def find_all_by_reference(self, reference: str, *, auth: httpx.Auth | None = None) -> list[Shipment]:
        """Live (not cancelled) shipments whose reference is exactly `reference`, newest first (spec §4 rule 4).

        Multi-collo follow-up parcels carry their main parcel's reference: they are not shipments of their own here
        but the main's `follow_ups`.
        """
        listed = [shipment async for shipment in self.list_shipments(reference=reference, size=MAX_PAGE_SIZE, auth=auth)]
        return [
            _attach_follow_ups(shipment, listed)
            for shipment in listed
            if shipment.reference == reference and shipment.status is not ShipmentStatus.CANCELLED
            and not shipment.is_follow_up
        ]

    async def _with_follow_ups(self, main: Shipment, auth: httpx.Auth | None) -> Shipment:
        """The main parcel with its follow-up parcels (contract §3: created with it, each carrying
        `multi_collo_main_id`; the create answer is the main only), found by listing its reference.

        The shipments exist once the create was answered: a lookup that fails or comes up short raises
        OutcomeUnknown, so the caller resolves the create by reference (`find_by_reference`) before anything else.
        """
        if main.draft.secondary_shipments <= 0 or len(main.follow_ups) >= main.draft.secondary_shipments:
            return main
        try:
            listed = [
                shipment async for shipment in self.list_shipments(
                    reference=main.reference or None, created_from=None if main.reference else main.created,
                    size=MAX_PAGE_SIZE, auth=auth)
            ]
        except ServiceError as error:
            raise OutcomeUnknown(
                f"Shipment {main.id} was created, but its follow-up parcels could not be read ({error.message})",
                references=[main.reference] if main.reference else [], status=error.status,
                request_id=error.request_id,
            ) from error
        complete = _attach_follow_ups(main, listed)
        if len(complete.follow_ups) < main.draft.secondary_shipments:
            raise OutcomeUnknown(
                f"Shipment {main.id} has {main.draft.secondary_shipments} follow-up parcels; the service lists "
                f"{len(complete.follow_ups)}", references=[main.reference] if main.reference else [],
            )
        return complete

    async def find_by_reference(self, reference: str, *, auth: httpx.Auth | None = None) -> Shipment | None:
        """The newest live shipment with this reference, or None."""
        found = await self.find_all_by_reference(reference, auth=auth)
        return found[0] if found else None

    async def refresh(self, shipments: Sequence[Shipment | int], *, auth: httpx.Auth | None = None) -> list[Shipment]:
        """The current state (status, barcode, ids) of each shipment, in order (spec §4 rule 4)."""
        ids = [item.id if isinstance(item, Shipment) else item for item in shipments]
        return await gather_cancelling([self.get_shipment(shipment_id, auth=auth) for shipment_id in ids])

    async def cancel(self, shipment_id: int, *, auth: httpx.Auth | None = None) -> CancelOutcome:
        """DELETE /shipments/{id}: pending or printed becomes cancelled; Conflict from handed_over on (spec §3).

        A DELETE whose answer was lost (timeout, dropped connection, 502) is sent again. The service refuses a
        repeated DELETE with the same 409 it gives a handed-over parcel (contract §3), so a 409 is never taken at its
        word: the shipment is read, and `cancelled` means the cancel is done — by our lost DELETE
        (`CancelOutcome.CANCELLED`) or, when no answer was lost, by someone before us
        (`CancelOutcome.ALREADY_CANCELLED`). Any other status raises the Conflict (create a return instead).
        OutcomeUnknown when the shipment cannot be read to settle it.
        """
        call = Call("DELETE", Path.SHIPMENT.format(id=shipment_id), auth=auth)
        answer_lost = False

        async def attempt() -> CancelOutcome:
            nonlocal answer_lost
            try:
                await self._session.send_once(call)
            except ApiBackendError as error:
                answer_lost = answer_lost or error.maybe_committed
                raise
            except Conflict as conflict:
                return await self._settle_cancel_conflict(shipment_id, conflict, answer_lost, auth)
            return CancelOutcome.CANCELLED

        return await self._session.retrying(attempt, what=call.what, idempotent=True)

    async def _settle_cancel_conflict(
        self, shipment_id: int, conflict: Conflict, answer_lost: bool, auth: httpx.Auth | None
    ) -> CancelOutcome:
        try:
            shipment = await self.get_shipment(shipment_id, auth=auth)
        except ServiceError as error:
            raise OutcomeUnknown(
                f"Shipment {shipment_id}: the service refused the cancel and its state could not be read to tell "
                f"why ({error.message}); look at the shipment before trying again",
                status=error.status, request_id=error.request_id,
            ) from error
        if shipment.status is not ShipmentStatus.CANCELLED:
            raise conflict
        if answer_lost:
            log.info("DELETE shipment %s: the answer was lost; the shipment is cancelled, so that DELETE worked",
                     shipment_id)
            return CancelOutcome.CANCELLED
        return CancelOutcome.ALREADY_CANCELLED

    async def create_return(
        self, parent_id: int, *, send_email: bool = False, printerless: bool = False,
        reference: str | None = None, known_returns: Collection[int] = (), auth: httpx.Auth | None = None,
    ) -> Shipment:
        """POST /return_shipments: a return for a shipment that is no longer pending (spec §4 rule 3).

        `printerless` gives the customer a QR code (`qr_url`) instead of a label, on carriers that allow it.
        No duplicates when `reference` (the parent's) is given: an unknown outcome is resolved by looking for a live
        return of the parent that is not in `known_returns` (the ids of its returns from before this call), and the
        request is only sent again when there is none. Without `reference`, an unknown outcome raises OutcomeUnknown.
        """
        body = {ReturnKey.PARENT_ID: parent_id, ReturnKey.SEND_EMAIL: send_email, ReturnKey.PRINTERLESS: printerless}
        call = Call("POST", Path.RETURN_SHIPMENTS, json=body, idempotent=False, auth=auth)
        resolve = None
        if reference is not None:
            known = frozenset(known_returns)

            async def resolve() -> Shipment | None:
                try:
                    found = await self.find_returns(parent_id, reference, auth=auth)
                except ServiceError as error:
                    raise OutcomeUnknown(
                        f"Could not look up whether the return of {parent_id} was created ({error.message})",
                        references=[reference], status=error.status, request_id=error.request_id,
                    ) from error
                new = [shipment for shipment in found if shipment.id not in known]
                return new[-1] if new else None  # the oldest new one: the first attempt's

        return await self._session.send_with(call, lambda r: decode_shipment(json_body(r, what=call.what)),
                                             resolve=resolve)

    async def find_returns(self, parent_id: int, reference: str, *, auth: httpx.Auth | None = None) -> list[Shipment]:
        """Live return shipments of `parent_id`, newest first.

        A return carries its parent's fields, the reference among them (the sandbox does so; the contract's return
        request has no reference of its own), so they are listed by the parent's reference and told apart by
        `parent_id`.
        """
        return [
            shipment
            async for shipment in self.list_shipments(reference=reference, size=MAX_PAGE_SIZE, auth=auth)
            if shipment.parent_id == parent_id and shipment.status is not ShipmentStatus.CANCELLED
        ]

    # --- labels -----------------------------------------------------------------------------------------------

    async def label_pdf(
        self, shipment_ids: Sequence[int], label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (), *, auth: httpx.Auth | None = None,
    ) -> bytes:
        """GET /shipment_labels/{ids}: the PDF (A6 one label per page; A4 four slots from `positions` on)."""
        call = self._label_call(shipment_ids, label_format, positions, MediaType.PDF, auth)
        return await self._session.send_with(call, lambda r: _pdf(r, call.what))

    async def label_link(
        self, shipment_ids: Sequence[int], label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (), *, auth: httpx.Auth | None = None,
    ) -> LabelLink:
        """The same labels as a signed link that needs no credentials and lives ten minutes (contract §4)."""
        call = self._label_call(shipment_ids, label_format, positions, MediaType.JSON, auth)
        return await self._session.send_with(call, lambda r: decode_label_link(json_body(r, what=call.what)))

    async def fetch_label_link(self, link: LabelLink) -> bytes:
        """The PDF behind a label link, fetched without credentials; NoConsignmentFound once it has expired."""
        call = Call("GET", link.url, accept=MediaType.PDF, authenticate=False)
        return await self._session.send_with(call, lambda r: _pdf(r, "GET label link"))

    async def print_labels(
        self, items: Sequence[LabelItem], label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (), *, auth: httpx.Auth | None = None,
    ) -> bytes:
        """POST /labels/print: one PDF for many shipments; a ShipmentDraft item is created first (spec §4 rule 1).

        No duplicates: if the outcome is unknown, the drafts' references are looked up, the ones found are sent
        by id, and only the rest are sent as drafts again. Find the created shipments with `find_by_reference`.
        """
        return await self._print_labels(items, label_format, positions, MediaType.PDF, _pdf, auth)

    async def print_labels_link(
        self, items: Sequence[LabelItem], label_format: LabelFormat | str = LabelFormat.A6,
        positions: Sequence[int] | None = (), *, auth: httpx.Auth | None = None,
    ) -> LabelLink:
        """As `print_labels`, answered with a signed link instead of the PDF (contract §4: the same output)."""
        return await self._print_labels(
            items, label_format, positions, MediaType.JSON,
            lambda response, what: decode_label_link(json_body(response, what=what)), auth,
        )

    async def _print_labels(
        self, items: Sequence[LabelItem], label_format: LabelFormat | str, positions: Sequence[int] | None,
        accept: str, decode: Callable[[httpx.Response, str], T], auth: httpx.Auth | None,
    ) -> T:
        drafts = [item for item in items if isinstance(item, ShipmentDraft)]
        if not items:
            raise ValueError("at least one shipment or draft is needed")
        self._check_drafts(drafts)
        self._check_labels(label_format, positions)
        entries: list[LabelItem] = [item.id if isinstance(item, Shipment) else item for item in items]
        what = f"POST {Path.LABELS_PRINT}"

        async def attempt() -> T:
            body: dict[str, object] = {
                LabelKey.SHIPMENT_IDS: [
                    encode_draft(entry) if isinstance(entry, ShipmentDraft) else entry for entry in entries
                ],
                LabelKey.FORMAT: _format_name(label_format),
            }
            if _format_name(label_format) == LABEL_FORMAT_NAMES[LabelFormat.A4] and positions:
                body[LabelKey.POSITIONS] = list(positions)
            response = await self._session.send_once(
                Call("POST", Path.LABELS_PRINT, json=body, accept=accept, idempotent=not drafts, auth=auth)
            )
            return decode(response, what)

        async def resolve() -> T | None:
            waiting = [position for position, entry in enumerate(entries) if isinstance(entry, ShipmentDraft)]
            waiting_drafts = [entry for entry in entries if isinstance(entry, ShipmentDraft)]
            found = await self._resolve_created(waiting_drafts, auth)
            for offset, shipment in found.items():
                entries[waiting[offset]] = shipment.id
            return None  # the labels are still wanted: send again, now by id where the shipment exists

        return await self._session.retrying(attempt, what=what, idempotent=not drafts, resolve=resolve)

    def _label_call(
        self, shipment_ids: Sequence[int], label_format: LabelFormat | str, positions: Sequence[int] | None,
        accept: str, auth: httpx.Auth | None,
    ) -> Call:
        if not shipment_ids:
            raise ValueError("at least one shipment id is needed")
        self._check_labels(label_format, positions)
        name = _format_name(label_format)
        params: dict[str, QueryValue] = {LabelKey.FORMAT: name}
        # contract §4: positions only for A4; spec §8: ignored on A6.
        if name == LABEL_FORMAT_NAMES[LabelFormat.A4] and positions:
            params[LabelKey.POSITIONS] = LIST_SEPARATOR.join(str(position) for position in positions)
        path = Path.SHIPMENT_LABELS.format(ids=_id_list(shipment_ids))
        return Call("GET", path, params=params, accept=accept, auth=auth)

    # --- tracking ---------------------------------------------------------------------------------------------

    async def track(self, shipment_ids: Sequence[int], *, auth: httpx.Auth | None = None) -> list[TrackTrace]:
        """GET /track_traces/{ids}: status and history (newest first) per shipment."""
        if not shipment_ids:
            return []
        call = Call("GET", Path.TRACK_TRACES.format(ids=_id_list(shipment_ids)), auth=auth)
        return await self._session.send_with(call, lambda r: decode_track_traces(json_body(r, what=call.what)))

    # --- fulfilment orders ------------------------------------------------------------------------------------

    async def create_order(self, order: Order, *, auth: httpx.Auth | None = None) -> Order:
        """POST /fulfilment/orders → the order with its uuid and status `open`. An unknown outcome raises
        OutcomeUnknown (look for its external identifier in `list_orders` before sending it again)."""
        call = Call("POST", Path.ORDERS, json=encode_order(order), idempotent=False, auth=auth)
        return await self._session.send_with(call, lambda r: decode_order(json_body(r, what=call.what)))

    async def get_order(self, uuid: str, *, auth: httpx.Auth | None = None) -> Order:
        call = Call("GET", Path.ORDER.format(uuid=uuid), auth=auth)
        return await self._session.send_with(call, lambda r: decode_order(json_body(r, what=call.what)))

    async def list_orders(
        self, *, status: OrderStatus | None = OrderStatus.OPEN, size: int = DEFAULT_PAGE_SIZE,
        auth: httpx.Auth | None = None,
    ) -> AsyncIterator[Order]:
        """(ext) GET /fulfilment/orders page by page; each order once."""
        if not 1 <= size <= MAX_PAGE_SIZE:
            raise ValueError(f"page size must be 1 to {MAX_PAGE_SIZE}, not {size}")
        params: dict[str, QueryValue] = {ListQuery.SIZE: size}
        if status is not None:
            params[ListQuery.STATUS] = order_status_name(status)
        seen: set[str] = set()
        page_number = FIRST_PAGE
        while True:
            call = Call("GET", Path.ORDERS, params={**params, ListQuery.PAGE: page_number}, auth=auth)
            body = json_body(await self._session.send(call), what=call.what)
            orders = decode_orders(body)
            for order in orders:
                if order.uuid not in seen:
                    seen.add(order.uuid or "")
                    yield order
            total = body.opt_integer(ListQuery.TOTAL) or 0
            answered_size = body.opt_integer(ListQuery.SIZE) or size
            if not orders or page_number * answered_size >= total:
                return
            page_number += 1

    async def add_order_note(
        self, order_uuid: str, note: str, author: str, *, auth: httpx.Auth | None = None
    ) -> OrderNote:
        """POST /fulfilment/orders/{uuid}/notes; NoConsignmentFound for an unknown order."""
        call = Call("POST", Path.ORDER_NOTES.format(uuid=order_uuid), json=encode_note(note, author),
                    idempotent=False, auth=auth)
        return await self._session.send_with(call, lambda r: decode_note(json_body(r, what=call.what)))

    # --- webhooks ---------------------------------------------------------------------------------------------

    async def webhooks(self, *, auth: httpx.Auth | None = None) -> list[WebhookSubscription]:
        call = Call("GET", Path.WEBHOOKS, auth=auth)
        return await self._session.send_with(call, lambda r: decode_webhooks(json_body(r, what=call.what)))

    async def create_webhook(
        self, hook: WebhookHook | str, url: str, *, auth: httpx.Auth | None = None
    ) -> WebhookSubscription:
        """(ext) POST /webhook_subscriptions: one subscription per hook, https URLs only (contract §6)."""
        name = hook.value if isinstance(hook, WebhookHook) else hook
        call = Call("POST", Path.WEBHOOKS, json=encode_webhook(name, url), idempotent=False, auth=auth)

        async def resolve() -> WebhookSubscription | None:
            # A lost answer is settled by the list: the hook has at most one subscription (contract §6).
            found = [s for s in await self._settling_list(call.what, auth) if s.hook == name and s.url == url]
            return found[0] if found else None

        return await self._session.send_with(call, lambda r: decode_webhook(json_body(r, what=call.what)),
                                             resolve=resolve)

    async def delete_webhook(self, webhook_id: str | int, *, auth: httpx.Auth | None = None) -> None:
        """DELETE /webhook_subscriptions/{id}. A DELETE whose answer was lost is settled by the list (gone: done)
        before it is sent again, since a repeat would answer 404 for the subscription it removed."""
        call = Call("DELETE", Path.WEBHOOK.format(id=webhook_id), idempotent=False, auth=auth)

        async def resolve() -> bool | None:
            remaining = await self._settling_list(call.what, auth)
            return True if all(s.id != str(webhook_id) for s in remaining) else None

        await self._session.send_with(call, lambda _response: True, resolve=resolve)

    async def _settling_list(self, what: str, auth: httpx.Auth | None) -> list[WebhookSubscription]:
        try:
            return await self.webhooks(auth=auth)
        except ServiceError as error:
            raise OutcomeUnknown(f"{what}: the answer was lost and the subscriptions could not be read to settle it "
                                 f"({error.message}); look at them before trying again",
                                 status=error.status, request_id=error.request_id) from error

    # --- tokens (contract §1) ---------------------------------------------------------------------------------

    async def obtain_token(
        self, client_id: str, client_secret: str, scopes: Sequence[Scope | str] = tuple(Scope)
    ) -> TokenPair:
        """POST /oauth/token with client credentials. Usually OAuthClientCredentials does this by itself."""
        body = {
            OAuthKey.GRANT_TYPE: OAuthKey.CLIENT_CREDENTIALS,
            OAuthKey.CLIENT_ID: client_id,
            OAuthKey.CLIENT_SECRET: client_secret,
            OAuthKey.SCOPE: SCOPE_SEPARATOR.join(s.value if isinstance(s, Scope) else s for s in scopes),
        }
        call = Call("POST", Path.TOKEN, json=body, authenticate=False)
        return await self._session.send_with(call, lambda r: read_token_pair(r, what=call.what))

    async def refresh_token(self, refresh_token: str) -> TokenPair:
        """POST /oauth/token/refresh: a new pair; the old refresh token stops working (rotation).

        Not repeated when the answer is lost, as the old refresh token may already be spent: OutcomeUnknown.
        """
        call = Call("POST", Path.TOKEN_REFRESH, json={OAuthKey.REFRESH_TOKEN: refresh_token},
                    idempotent=False, authenticate=False)
        return await self._session.send_with(call, lambda r: read_token_pair(r, what=call.what))

    async def revoke_token(self, access_token: str) -> None:
        """DELETE /oauth/token for this access token: afterwards it and its refresh token are dead.

        A revoke whose answer was lost is sent again, and the 401 that answers the repeat is checked, not believed
        (`revoke_access_token`)."""
        await revoke_access_token(self._session.http, self._session.base_url, access_token,
                                  policy=self._session.settings.retry)

    async def sign_out(self) -> None:
        """Revoke the client's OAuth token and refuse further requests with it (no-op for an API key)."""
        if isinstance(self._auth, OAuthClientCredentials):
            await self._auth.revoke(self._session.http, policy=self._session.settings.retry)

    # --- pre-validation ---------------------------------------------------------------------------------------

    def _check_drafts(self, drafts: Sequence[ShipmentDraft]) -> None:
        """Raise what the service would answer for the first draft it would refuse (the service stays authoritative)."""
        if not self._pre_validate:
            return
        for draft in drafts:
            decisive = decisive_violations(validate_shipment(draft, active_carriers=self._active_carriers))
            if decisive:
                raise error_for_violations(decisive, subject=f"Shipment {draft.reference or '(no reference)'}")

    def _check_labels(self, label_format: LabelFormat | str, positions: Sequence[int] | None) -> None:
        if not self._pre_validate:
            return
        if not isinstance(label_format, LabelFormat):
            violations = label_format_violations(label_format)
            if violations:
                raise error_for_violations(violations, subject="Labels")
            label_format = LabelFormat(label_format.strip().upper())
        # contract §4: no positions on A4 means the whole first sheet, so only given positions are checked.
        violations = validate_positions(label_format, positions) if positions else []
        if violations:
            raise error_for_violations(violations, subject="Labels")


def _attach_follow_ups(main: Shipment, listed: Sequence[Shipment]) -> Shipment:
    """`main` with the follow-up parcels among `listed` (those naming it as their main), in parcel order."""
    follow_ups = sorted(
        (shipment for shipment in listed if shipment.multi_collo_main_id == main.id and shipment.id != main.id),
        key=lambda shipment: shipment.id,
    )
    return replace(main, follow_ups=tuple(follow_ups)) if follow_ups else main


def _format_name(label_format: LabelFormat | str) -> str:
    return LABEL_FORMAT_NAMES[label_format] if isinstance(label_format, LabelFormat) else label_format


def _id_list(shipment_ids: Sequence[int]) -> str:
    return LIST_SEPARATOR.join(str(int(shipment_id)) for shipment_id in shipment_ids)


def _pdf(response: httpx.Response, what: str) -> bytes:
    """The body when it is a whole PDF; MalformedResponse for anything else (an HTML page, a cut-off file)."""
    content = response.content
    if not content.lstrip()[: len(PDF_MAGIC)] == PDF_MAGIC:
        kind = response.headers.get(Header.CONTENT_TYPE, "unknown content type")
        raise MalformedResponse(f"{what}: the label is not a PDF ({kind}, {len(content)} bytes)",
                                status=response.status_code)
    if _PDF_END not in content[-_PDF_TAIL_BYTES:]:
        raise MalformedResponse(f"{what}: the label PDF is cut short ({len(content)} bytes)",
                                status=response.status_code)
    return content
