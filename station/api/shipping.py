"""ShippingClient: every endpoint of the main API in the contract's format, as typed methods returning domain models
(spec §4, contract §1–§6). Shipments, returns and tokens are here; labels in station.api.shipping_labels, tracking,
orders and webhooks in station.api.shipping_fulfilment, what both wire profiles share in station.api.client_base."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Collection, Sequence
from dataclasses import replace
from datetime import datetime

import httpx

from station.api.auth import OAuthClientCredentials, revoke_access_token
from station.api.client_base import ShippingClientBase
from station.api.decoding import json_body
from station.api.errors import ApiBackendError, Conflict, MalformedResponse, OutcomeUnknown, ServiceError
from station.api.models import CancelOutcome, ShipmentPage
from station.api.session import Call, ClientSettings, HttpSession, QueryValue, gather_cancelling
from station.api.shipment_codec import (
    decode_shipment,
    decode_shipment_list,
    decode_shipment_page,
    encode_draft,
    encode_timestamp,
)
from station.api.shipping_fulfilment import DEFAULT_PAGE_SIZE, FulfilmentCalls
from station.api.shipping_labels import LabelCalls
from station.api.tokens import TokenPair, read_token_pair
from station.api.wire import (
    FIRST_PAGE,
    LIST_SEPARATOR,
    MAX_BATCH_SIZE,
    MAX_PAGE_SIZE,
    SCOPE_SEPARATOR,
    STATUS_NAMES,
    ListQuery,
    OAuthKey,
    Path,
    ReturnKey,
    Scope,
    ShipmentKey,
)
from station.domain.enums import Carrier, ShipmentStatus
from station.domain.models import Shipment, ShipmentDraft

log = logging.getLogger(__name__)


class ShippingClient(LabelCalls, FulfilmentCalls, ShippingClientBase):
    """The shipping API at {base_url}: shipments, returns, labels, tracking, fulfilment orders, webhooks, tokens.

    - `auth` is any httpx.Auth: OAuthClientCredentials, ApiKeyAuth or BearerToken (see ShippingClientBase).
    - Creating shipments never duplicates: see `create_shipment`.
    - One connection pool; use as `async with ShippingClient(...) as client:` or call `aclose()`.
    """

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
        super().__init__(
            HttpSession(base_url, auth, settings or ClientSettings()),
            auth,
            pre_validate=pre_validate,
            active_carriers=active_carriers,
        )

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

    async def _create_batch(self, drafts: Sequence[ShipmentDraft], auth: httpx.Auth | None) -> list[Shipment]:
        """One (ext) batch request (contract §3), then each multi-collo main with its follow-up parcels."""
        shipments = await self._create_chunk(drafts, auth)
        return await gather_cancelling([self._with_follow_ups(shipment, auth) for shipment in shipments])

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
                raise MalformedResponse(
                    f"{what}: {len(shipments)} shipments answered for {len(pending)} sent", status=response.status_code
                )
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
                page = await self._decoded_in_thread(decode, response)
            else:
                page = await self._session.send_with(call, decode)
            yield page
            if page.is_last:
                return
            page_number += 1

    async def find_all_by_reference(self, reference: str, *, auth: httpx.Auth | None = None) -> list[Shipment]:
        """Live (not cancelled) shipments whose reference is exactly `reference`, newest first (spec §4 rule 4).

        Multi-collo follow-up parcels carry their main parcel's reference: they are not shipments of their own here
        but the main's `follow_ups`.
        """
        listed = [
            shipment async for shipment in self.list_shipments(reference=reference, size=MAX_PAGE_SIZE, auth=auth)
        ]
        return [
            _attach_follow_ups(shipment, listed)
            for shipment in listed
            if shipment.reference == reference
            and shipment.status is not ShipmentStatus.CANCELLED
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
                shipment
                async for shipment in self.list_shipments(
                    reference=main.reference or None,
                    created_from=None if main.reference else main.created,
                    size=MAX_PAGE_SIZE,
                    auth=auth,
                )
            ]
        except ServiceError as error:
            raise OutcomeUnknown(
                f"Shipment {main.id} was created, but its follow-up parcels could not be read ({error.message})",
                references=[main.reference] if main.reference else [],
                status=error.status,
                request_id=error.request_id,
            ) from error
        complete = _attach_follow_ups(main, listed)
        if len(complete.follow_ups) < main.draft.secondary_shipments:
            raise OutcomeUnknown(
                f"Shipment {main.id} has {main.draft.secondary_shipments} follow-up parcels; the service lists "
                f"{len(complete.follow_ups)}",
                references=[main.reference] if main.reference else [],
            )
        return complete

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
                status=error.status,
                request_id=error.request_id,
            ) from error
        if shipment.status is not ShipmentStatus.CANCELLED:
            raise conflict
        if answer_lost:
            log.info(
                "DELETE shipment %s: the answer was lost; the shipment is cancelled, so that DELETE worked", shipment_id
            )
            return CancelOutcome.CANCELLED
        return CancelOutcome.ALREADY_CANCELLED

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
                        references=[reference],
                        status=error.status,
                        request_id=error.request_id,
                    ) from error
                new = [shipment for shipment in found if shipment.id not in known]
                return new[-1] if new else None  # the oldest new one: the first attempt's

        return await self._session.send_with(
            call, lambda r: decode_shipment(json_body(r, what=call.what)), resolve=resolve
        )

    async def find_returns(
        self, parent_id: int, reference: str, *, cancelled: bool = False, auth: httpx.Auth | None = None
    ) -> list[Shipment]:
        """Return shipments of `parent_id`, newest first: the live ones, with `cancelled` the cancelled ones too.

        A return carries its parent's fields, the reference among them (the sandbox does so; the contract's return
        request has no reference of its own), so they are listed by the parent's reference and told apart by
        `parent_id`.
        """
        return [
            shipment
            async for shipment in self.list_shipments(reference=reference, size=MAX_PAGE_SIZE, auth=auth)
            if shipment.parent_id == parent_id and (cancelled or shipment.status is not ShipmentStatus.CANCELLED)
        ]

    async def return_qr(self, shipment_id: int, qr_url: str | None = None) -> bytes:
        """The printerless return's QR code image behind its public, signed `qr_url` (fetched without credentials)."""
        if not qr_url:
            raise ValueError(f"shipment {shipment_id} has no QR link")
        call = Call("GET", qr_url, accept="image/*", authenticate=False)
        return (await self._session.send(call)).content

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
        call = Call(
            "POST",
            Path.TOKEN_REFRESH,
            json={OAuthKey.REFRESH_TOKEN: refresh_token},
            idempotent=False,
            authenticate=False,
        )
        return await self._session.send_with(call, lambda r: read_token_pair(r, what=call.what))

    async def revoke_token(self, access_token: str) -> None:
        """DELETE /oauth/token for this access token: afterwards it and its refresh token are dead.

        A revoke whose answer was lost is sent again, and the 401 that answers the repeat is checked, not believed
        (`revoke_access_token`)."""
        await revoke_access_token(
            self._session.http, self._session.base_url, access_token, policy=self._session.settings.retry
        )

    async def sign_out(self) -> None:
        """Revoke the client's OAuth token and refuse further requests with it (no-op for an API key)."""
        if isinstance(self._auth, OAuthClientCredentials):
            await self._auth.revoke(self._session.http, policy=self._session.settings.retry)


def _attach_follow_ups(main: Shipment, listed: Sequence[Shipment]) -> Shipment:
    """`main` with the follow-up parcels among `listed` (those naming it as their main), in parcel order."""
    follow_ups = sorted(
        (shipment for shipment in listed if shipment.multi_collo_main_id == main.id and shipment.id != main.id),
        key=lambda shipment: shipment.id,
    )
    return replace(main, follow_ups=tuple(follow_ups)) if follow_ups else main
