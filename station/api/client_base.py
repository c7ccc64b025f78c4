"""What the shipping clients of both wire profiles share: one HTTP session, pre-validation with the domain's rules,
credentials grouped per shop, lookups by reference (no duplicates), and pages decoded off the event loop.

Each profile's client (station.api.shipping.ShippingClient, station.api.production.ProductionShippingClient)
inherits this and its call groups (labels, fulfilment) and brings its own wire format; both have the same methods
and hand out the same domain models.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Collection, Sequence
from datetime import datetime
from types import TracebackType
from typing import Self, TypeVar

import httpx

from station.api.client_rules import check_drafts, check_labels, resolve_created
from station.api.models import ShipmentPage
from station.api.session import HttpSession
from station.api.wire import LIST_SEPARATOR
from station.domain.enums import Carrier, LabelFormat, ShipmentStatus
from station.domain.models import Shipment, ShipmentDraft
from station.workers import run_blocking

T = TypeVar("T")

LabelItem = int | Shipment | ShipmentDraft
AuthChooser = Callable[[ShipmentDraft], httpx.Auth | None]


class ShippingClientBase:
    """The shipping API at {base_url}, whatever its wire format; use as `async with` or call `aclose()`.

    - `auth` is any httpx.Auth (an API key, OAuth client credentials, a bearer token). Every method also takes an
      `auth=` override for one call, so one client can act for several shops (spec §5).
    - `pre_validate=False` sends drafts unchecked, so tests can prove that the service rejects them too.
    """

    # Shipments per create request; a longer list is sent in chunks.
    create_batch_size = 100

    def __init__(
        self,
        session: HttpSession,
        auth: httpx.Auth | None,
        *,
        pre_validate: bool,
        active_carriers: Collection[Carrier] | None,
    ) -> None:
        self._auth = auth
        self._session = session
        self._pre_validate = pre_validate
        self._active_carriers = active_carriers

    async def __aenter__(self) -> Self:
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

    @property
    def base_url(self) -> str:
        return self._session.base_url

    # --- what each profile brings -----------------------------------------------------------------------------

    async def create_shipment(self, draft: ShipmentDraft, *, auth: httpx.Auth | None = None) -> Shipment:
        raise NotImplementedError

    async def _create_batch(self, drafts: Sequence[ShipmentDraft], auth: httpx.Auth | None) -> list[Shipment]:
        """At most `create_batch_size` drafts, created as one request, complete (ids, statuses, follow-ups)."""
        raise NotImplementedError

    async def get_shipment(self, shipment_id: int, *, auth: httpx.Auth | None = None) -> Shipment:
        raise NotImplementedError

    def shipment_pages(
        self,
        *,
        q: str | None = None,
        reference: str | None = None,
        status: Sequence[ShipmentStatus] = (),
        created_from: datetime | None = None,
        created_to: datetime | None = None,
        size: int = 30,
        auth: httpx.Auth | None = None,
        decode_in_thread: bool = False,
    ) -> AsyncIterator[ShipmentPage]:
        raise NotImplementedError

    async def find_all_by_reference(self, reference: str, *, auth: httpx.Auth | None = None) -> list[Shipment]:
        raise NotImplementedError

    # --- shared behaviour -------------------------------------------------------------------------------------

    async def create_shipments(
        self,
        drafts: Sequence[ShipmentDraft],
        *,
        auth: httpx.Auth | None = None,
        auth_for: AuthChooser | None = None,
    ) -> list[Shipment]:
        """Create many shipments, in input order, with the same no-duplicates guarantee as `create_shipment`.

        Sent in batches of at most `create_batch_size`. `auth_for(draft)` picks the credentials per draft (None:
        `auth`, or the client's), so one list can span several shops: drafts are grouped by the credentials they
        use. All drafts are pre-validated before anything is sent.
        """
        self._check_drafts(drafts)
        groups: dict[int, tuple[httpx.Auth | None, list[int]]] = {}
        for index, draft in enumerate(drafts):
            chosen = (auth_for(draft) if auth_for is not None else None) or auth
            groups.setdefault(id(chosen), (chosen, []))[1].append(index)
        created: dict[int, Shipment] = {}
        for group_auth, indexes in groups.values():
            for start in range(0, len(indexes), self.create_batch_size):
                chunk = indexes[start : start + self.create_batch_size]
                shipments = await self._create_batch([drafts[index] for index in chunk], group_auth)
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

    async def list_shipments(
        self,
        *,
        q: str | None = None,
        reference: str | None = None,
        status: Sequence[ShipmentStatus] = (),
        created_from: datetime | None = None,
        created_to: datetime | None = None,
        size: int = 30,
        auth: httpx.Auth | None = None,
    ) -> AsyncIterator[Shipment]:
        """Every matching shipment, newest first, each once even when new shipments shift the pages meanwhile."""
        seen: set[int] = set()
        async for page in self.shipment_pages(
            q=q,
            reference=reference,
            status=status,
            created_from=created_from,
            created_to=created_to,
            size=size,
            auth=auth,
        ):
            for shipment in page.shipments:
                if shipment.id not in seen:
                    seen.add(shipment.id)
                    yield shipment

    async def find_by_reference(self, reference: str, *, auth: httpx.Auth | None = None) -> Shipment | None:
        """The newest live shipment with this reference, or None."""
        found = await self.find_all_by_reference(reference, auth=auth)
        return found[0] if found else None

    async def _resolve_created(self, drafts: Sequence[ShipmentDraft], auth: httpx.Auth | None) -> dict[int, Shipment]:
        """Positions in `drafts` whose shipment exists, by looking every reference up."""
        return await resolve_created(drafts, lambda reference: self.find_all_by_reference(reference, auth=auth))

    async def _decoded_in_thread(self, decode: Callable[[httpx.Response], T], response: httpx.Response) -> T:
        """`decode(response)` on a worker thread (a page of 300 shipments takes tens of ms of CPU), so a background
        reader never holds up the event loop, which is the window's thread in the GUI."""
        return await run_blocking(decode, response)

    # --- pre-validation ---------------------------------------------------------------------------------------

    def _check_drafts(self, drafts: Sequence[ShipmentDraft]) -> None:
        """Raise what the service would answer for the first draft it would refuse (the service stays authoritative)."""
        if self._pre_validate:
            check_drafts(drafts, self._active_carriers)

    def _check_labels(self, label_format: LabelFormat | str, positions: Sequence[int] | None) -> None:
        if self._pre_validate:
            check_labels(label_format, positions)


def id_list(shipment_ids: Sequence[int]) -> str:
    """Shipment ids as a path segment (`1;2;3`), the same in both formats."""
    return LIST_SEPARATOR.join(str(int(shipment_id)) for shipment_id in shipment_ids)
