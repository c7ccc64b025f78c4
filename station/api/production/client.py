"""ProductionShippingClient: the shipping API in the production service's format, with ShippingClient's methods
and the same domain models in and out, so services and UI never see which profile they talk to.

What the format changes (production-wire §1, §4): every write in a `data` envelope with the call's vendor media
type; a create answers ids only, so a shipment is read back where the answer leaves something unknown (else after
its label, as the service's libraries do); labels at most 25 per request (merged locally);
returns go through POST /shipments; tracking at /tracktraces; statuses 1–19 mapped onto the domain's six; only
concepts can be deleted; no OAuth. Shipments and returns are here; labels in station.api.production.labels,
tracking, orders and webhooks in station.api.production.fulfilment.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Collection, Sequence
from dataclasses import replace
from datetime import datetime

import httpx

from station.api.client_base import ShippingClientBase, id_list
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
from station.api.models import CancelOutcome, ShipmentPage
from station.api.production.codec import (
    decode_created,
    decode_shipment_page,
    decode_shipments,
    encode_draft,
    encode_return,
    wrap,
)
from station.api.production.errors import CannotCancelAfterLabel, production_error
from station.api.production.fulfilment import DEFAULT_PAGE_SIZE, ProductionFulfilmentCalls
from station.api.production.labels import ProductionLabelCalls
from station.api.production.names import (
    DESCENDING,
    MAX_IDS_PER_READ,
    MAX_PAGE_SIZE,
    MIN_PAGE_SIZE,
    STATUS_FILTER,
    Envelope,
    Header,
    ListQuery,
    MediaType,
    Path,
    ReturnKey,
)
from station.api.session import Call, ClientSettings, HttpSession, QueryValue, gather_cancelling
from station.api.shipment_codec import encode_timestamp
from station.api.wire import LIST_SEPARATOR, TIMEZONE
from station.domain.enums import Carrier, ShipmentStatus
from station.domain.models import Shipment, ShipmentDraft

log = logging.getLogger(__name__)

# (ext) as the contract: at most 100 shipments per create request; the service names no maximum.
MAX_BATCH_SIZE = 100


class NotInThisProfile(ServiceError):
    """The production service has no such call (OAuth tokens): the profile's capabilities say so beforehand."""


class ProductionShippingClient(ProductionLabelCalls, ProductionFulfilmentCalls, ShippingClientBase):
    """The shipping API at {base_url} in the production format. Same methods and guarantees as ShippingClient."""

    create_batch_size = MAX_BATCH_SIZE

    def __init__(
        self,
        base_url: str,
        auth: httpx.Auth | None,
        settings: ClientSettings | None = None,
        *,
        pre_validate: bool = True,
        active_carriers: Collection[Carrier] | None = None,
    ) -> None:
        session = HttpSession(
            base_url, auth, settings or ClientSettings(), map_error=production_error, default_accept=MediaType.JSON
        )
        super().__init__(session, auth, pre_validate=pre_validate, active_carriers=active_carriers)

    def _qr_url(self, shipment_id: int) -> str:
        return self._session.base_url + Path.PRINTERLESS_RETURN_LABEL.format(id=shipment_id)

    def _json(self, response: httpx.Response, what: str) -> Reader:
        return json_body(response, what=what)

    # --- creating shipments -----------------------------------------------------------------------------------

    async def create_shipment(self, draft: ShipmentDraft, *, auth: httpx.Auth | None = None) -> Shipment:
        """POST /shipments with one shipment: a concept, read back when needed (`_create_batch`); its barcode comes
        with the label. No duplicates: an unknown outcome is looked up by reference before anything is sent again."""
        self._check_drafts([draft])
        return (await self._create_batch([draft], auth))[0]

    async def _create_batch(self, drafts: Sequence[ShipmentDraft], auth: httpx.Auth | None) -> list[Shipment]:
        """One POST of the drafts (no duplicates), then one read-back of those with follow-up parcels (the service
        names them in a read only). Any other is the concept that was sent (`_concept`), as the service's own
        libraries take it: create, label, then read (row 14). That read after the label brings the service's view:
        the barcode, and which sender it kept for a draft with its own (sent with `x-dmp-set-custom-sender`)."""
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
                raise MalformedResponse(
                    f"{what}: {len(answer.ids)} ids answered for {len(pending)} sent", status=response.status_code
                )
            ids.update(zip(pending, answer.ids, strict=True))
            known.update(zip(pending, answer.shipments, strict=False))  # the shipments only where the answer has them
            pending.clear()
            return True

        async def resolve() -> bool | None:
            found = await self._resolve_created([drafts[index] for index in pending], auth)
            resolved = {pending[position]: shipment for position, shipment in found.items()}
            known.update(resolved)
            pending[:] = [index for index in pending if index not in resolved]
            return True if not pending else None

        await self._session.retrying(attempt, what=what, idempotent=False, resolve=resolve)
        for index in range(len(drafts)):
            if index not in known and _known_from_what_was_sent(drafts[index]):
                known[index] = _concept(ids[index], drafts[index])
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
        chunks = [
            shipment_ids[start : start + MAX_IDS_PER_READ] for start in range(0, len(shipment_ids), MAX_IDS_PER_READ)
        ]

        async def read(chunk: Sequence[int]) -> list[Shipment]:
            call = Call(
                "GET",
                Path.SHIPMENTS_BY_ID.format(ids=id_list(chunk)),
                params={ListQuery.LINK_CONSUMER_PORTAL: 1},
                auth=auth,
            )
            return await self._session.send_with(
                call,
                lambda r: decode_shipments(self._json(r, call.what), qr_url_for=self._qr_url, skip_unreadable=False),
            )

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
                str(code) for member in status for code in STATUS_FILTER[member]
            )
        if created_from is not None:
            params[ListQuery.FROM] = encode_timestamp(created_from)
        if created_to is not None:
            params[ListQuery.TO] = encode_timestamp(created_to)
        page_number = 1
        while True:
            call = Call("GET", Path.SHIPMENTS, params={**params, ListQuery.PAGE: page_number}, auth=auth)

            def decode(response: httpx.Response, call: Call = call, number: int = page_number) -> ShipmentPage:
                return decode_shipment_page(
                    self._json(response, call.what), page=number, requested_size=sent_size, qr_url_for=self._qr_url
                )

            if decode_in_thread:
                response = await self._session.send(call)
                page = await self._decoded_in_thread(decode, response)
            else:
                page = await self._session.send_with(call, decode)
            # Filtered here too: the OpenAPI description names `created` rather than from/to.
            kept = tuple(
                shipment
                for shipment in page.shipments
                if (created_from is None or shipment.created is None or shipment.created >= _aware(created_from))
                and (created_to is None or shipment.created is None or shipment.created <= _aware(created_to))
            )
            yield ShipmentPage(tuple(sorted(kept, key=lambda s: s.id, reverse=True)), page.page, page.size, page.total)
            if page.is_last:
                return
            page_number += 1

    async def find_all_by_reference(self, reference: str, *, auth: httpx.Auth | None = None) -> list[Shipment]:
        """Live (not cancelled) shipments whose reference is exactly `reference`, newest first."""
        found = [
            shipment
            async for shipment in self.list_shipments(reference=reference, size=MAX_PAGE_SIZE, auth=auth)
            if shipment.reference == reference and shipment.status is not ShipmentStatus.CANCELLED
        ]
        return sorted(found, key=lambda shipment: shipment.id, reverse=True)

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
                log.info(
                    "DELETE shipment %s: the answer was lost; the shipment is gone, so that DELETE worked", shipment_id
                )
                return CancelOutcome.CANCELLED
            raise NoConsignmentFound(
                f"Shipment {shipment_id} does not exist",
                status=refusal.status,
                code=refusal.code,
                request_id=refusal.request_id,
            ) from refusal
        except ServiceError as error:
            raise OutcomeUnknown(
                f"Shipment {shipment_id}: the service refused the cancel and its state could not be read to tell "
                f"why ({error.message}); look at the shipment before trying again",
                status=error.status,
                request_id=error.request_id,
            ) from error
        if shipment.status is ShipmentStatus.CANCELLED:
            return CancelOutcome.CANCELLED if answer_lost else CancelOutcome.ALREADY_CANCELLED
        if isinstance(refusal, Conflict):
            raise CannotCancelAfterLabel(
                f"Shipment {shipment_id} has its label already and can no longer be cancelled",
                status=refusal.status,
                code=refusal.code,
                request_id=refusal.request_id,
                details=refusal.details,
            ) from refusal
        raise refusal

    # --- returns ----------------------------------------------------------------------------------------------

    async def create_return(
        self,
        parent_id: int,
        *,
        send_email: bool = False,
        printerless: bool = False,
        reference: str | None = None,
        known_returns: Collection[int] = (),
        auth: httpx.Auth | None = None,
    ) -> Shipment:
        """A related return: POST /shipments with the return media type (never /return_shipments, which is the
        unrelated-return page), then read back. It carries the parent's reference, as the contract's returns do, and
        a lost answer is resolved by a live return of the parent that is not in `known_returns`."""
        parent = await self.get_shipment(parent_id, auth=auth)
        parent_reference = reference if reference is not None else parent.reference
        return_reference = parent_reference
        body = wrap(Envelope.RETURN_SHIPMENTS, [encode_return(parent, return_reference, printerless=printerless)])
        call = Call(
            "POST",
            Path.SHIPMENTS,
            params={ReturnKey.SEND_RETURN_MAIL: int(send_email)},
            json=body,
            headers={Header.CONTENT_TYPE: MediaType.RETURN_SHIPMENT},
            idempotent=False,
            auth=auth,
        )
        known = frozenset(known_returns)

        async def resolve() -> int | None:
            if reference is None:
                return None
            try:
                found = await self.find_returns(parent_id, parent_reference, auth=auth)
            except ServiceError as error:
                raise OutcomeUnknown(
                    f"Could not look up whether the return of {parent_id} was created ({error.message})",
                    references=[return_reference],
                    status=error.status,
                    request_id=error.request_id,
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

    async def find_returns(
        self, parent_id: int, reference: str, *, cancelled: bool = False, auth: httpx.Auth | None = None
    ) -> list[Shipment]:
        """Return shipments of `parent_id`, newest first: the live ones, with `cancelled` the cancelled ones too (this
        service deletes rather than cancels); listed by the parent's reference, told apart by `parent_id`."""
        return [
            shipment
            async for shipment in self.list_shipments(reference=reference, size=MAX_PAGE_SIZE, auth=auth)
            if shipment.parent_id == parent_id and (cancelled or shipment.status is not ShipmentStatus.CANCELLED)
        ]

    async def return_qr(self, shipment_id: int, qr_url: str | None = None) -> bytes:
        """The printerless return's QR code: a PNG behind the API key (GET /printerless_return_label/{id})."""
        call = Call("GET", Path.PRINTERLESS_RETURN_LABEL.format(id=shipment_id), accept=MediaType.PNG)
        response = await self._session.send(call)
        return response.content

    # --- tokens: none in this profile -------------------------------------------------------------------------

    async def obtain_token(self, *args: object, **kwargs: object) -> None:
        raise NotInThisProfile("The production service takes an API key; it has no OAuth token calls")

    refresh_token = obtain_token
    revoke_token = obtain_token

    async def sign_out(self) -> None:
        """Nothing to revoke with an API key: the key is removed from the keyring by the account."""


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=TIMEZONE)


def _known_from_what_was_sent(draft: ShipmentDraft) -> bool:
    """True when the create's answer (its id) and the draft tell what Station needs before the label: a shipment
    without follow-up parcels, which the service names in a read only."""
    return draft.secondary_shipments == 0


def _concept(shipment_id: int, draft: ShipmentDraft) -> Shipment:
    """A shipment just created from `draft`: a concept (status 1), with no barcode or tracking link until its label
    is made (production-wire row 14)."""
    return Shipment(
        id=shipment_id, draft=draft, status=ShipmentStatus.PENDING, barcode="", tracking_url="", label_url=""
    )
