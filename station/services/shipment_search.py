"""Find any shipment: the service's search (contract §3 `GET /shipments`: `q`, `status`, `from`, `to`, pages) for
shipments the queue does not hold (last week's parcel a customer calls about), and opening one as an order of the
queue so the detail panel shows it with tracking, its label (reprint) and returns.

Pages are the service's: a page is asked for when it is first shown, kept while the search stands (going back costs
nothing), and a new search drops the old one's.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, replace
from datetime import date, datetime, time

from station.api.models import ShipmentPage
from station.api.shipping_api import ShippingApi
from station.domain.enums import ShipmentStatus
from station.domain.models import Shipment
from station.domain.text import QT_TRANSLATE_NOOP
from station.services.errors import StationError
from station.services.events import ConnectionChanged, EventBus, OrdersChanged
from station.services.outbox.sending import shipment_record
from station.store.records import OrderSource, OrderState, QueuedOrder, ShipmentKind
from station.store.shipments import DuplicateShipment
from station.store.store import Store

log = logging.getLogger("station.services.shipment_search")

PAGE_SIZE = 25
SEARCH_ORIGIN = "found by search"


@dataclass(frozen=True)
class SearchQuery:
    """What the operator searches for: free text (reference, barcode, name, postal code), statuses, the days the
    shipments were created (both ends included), and the shop searched ("" the account's default)."""

    text: str = ""
    statuses: tuple[ShipmentStatus, ...] = ()
    created_from: date | None = None
    created_to: date | None = None
    shop: str = ""


@dataclass(frozen=True)
class FoundShipment:
    """A shipment the search found, with the shop it belongs to and the queue's order that holds it (if any)."""

    shipment: Shipment
    shop: str
    order_key: str | None = None


@dataclass(frozen=True)
class SearchPage:
    query: SearchQuery
    number: int  # from 1
    size: int
    total: int  # matching shipments at the service
    found: tuple[FoundShipment, ...]

    @property
    def page_count(self) -> int:
        return max(1, math.ceil(self.total / self.size)) if self.size else 1


class SearchInvalid(StationError):
    """The search cannot be asked as given (e.g. the first day after the last)."""

    title = QT_TRANSLATE_NOOP("StationError", "Search not possible")
    advice = QT_TRANSLATE_NOOP("StationError", "Correct the search and try again.")


class ShipmentSearch:
    """One search at a time, its pages kept; `open` makes a found shipment an order of the queue."""

    def __init__(
        self,
        store: Store,
        shop_client: Callable[[str], ShippingApi],
        events: EventBus | None = None,
        *,
        page_size: int = PAGE_SIZE,
    ) -> None:
        self._store = store
        self._shop_client = shop_client
        self._events = events if events is not None else EventBus()
        self._page_size = page_size
        self._query: SearchQuery | None = None
        self._pages: list[ShipmentPage] = []  # the service's pages read so far, page 1 first
        self._reader: AsyncIterator[ShipmentPage] | None = None
        self._reading: asyncio.Lock | None = None  # one page read at a time: a new search waits for the last read

    def _lock(self) -> asyncio.Lock:
        if self._reading is None:
            self._reading = asyncio.Lock()
        return self._reading

    @property
    def query(self) -> SearchQuery | None:
        return self._query

    async def search(self, query: SearchQuery) -> SearchPage:
        """The first page of a new search (the previous search's pages are dropped)."""
        if query.created_from and query.created_to and query.created_from > query.created_to:
            raise SearchInvalid(
                QT_TRANSLATE_NOOP("StationError", "The first day ({first}) is after the last ({last}).").format(
                    first=query.created_from, last=query.created_to
                )
            )
        async with self._lock():
            await self._drop()
            client = self._shop_client(query.shop)
            self._query = query
            self._reader = client.shipment_pages(
                q=query.text.strip() or None,
                status=list(query.statuses),
                created_from=_start_of(query.created_from),
                created_to=_end_of(query.created_to),
                size=self._page_size,
                decode_in_thread=True,
            )
        log.info(
            "search %r (statuses %s, %s to %s, shop %r)",
            query.text,
            [s.display_name for s in query.statuses],
            query.created_from,
            query.created_to,
            query.shop or "(default)",
        )
        return await self.page(1)

    async def page(self, number: int) -> SearchPage:
        """Page `number` of the current search: asked of the service the first time, then kept."""
        async with self._lock():
            return await self._page(number)

    async def _page(self, number: int) -> SearchPage:
        if self._query is None:
            raise SearchInvalid(QT_TRANSLATE_NOOP("StationError", "Search first."))
        if number < 1:
            raise SearchInvalid(QT_TRANSLATE_NOOP("StationError", "There is no page {number}.").format(number=number))
        while len(self._pages) < number:
            if self._reader is None or (self._pages and self._pages[-1].is_last):
                raise SearchInvalid(
                    QT_TRANSLATE_NOOP("StationError", "There is no page {number}: the search has {pages}.").format(
                        number=number, pages=len(self._pages)
                    )
                )
            try:
                self._pages.append(await anext(self._reader))
            except StopAsyncIteration:
                self._reader = None
                raise SearchInvalid(
                    QT_TRANSLATE_NOOP("StationError", "There is no page {number}.").format(number=number)
                ) from None
            self._events.publish(ConnectionChanged(True))
        raw = self._pages[number - 1]
        query = self._query
        found = tuple(FoundShipment(shipment, query.shop, self._order_key_of(shipment)) for shipment in raw.shipments)
        return SearchPage(query, number, raw.size, raw.total, found)

    def _order_key_of(self, shipment: Shipment) -> str | None:
        recorded = self._store.shipments.get(shipment.id)
        if recorded is not None:
            return recorded.order_key
        return None

    async def _drop(self) -> None:
        reader, self._reader = self._reader, None
        self._pages = []
        self._query = None
        if reader is not None:
            aclose = getattr(reader, "aclose", None)
            if aclose is not None:
                await aclose()

    async def aclose(self) -> None:
        await self._drop()

    # -- opening a found shipment ------------------------------------------------------------------------------
    async def open(self, found: FoundShipment) -> str:
        """The queue's order that shows the found shipment, taking it into the queue when it holds none: a
        return or a follow-up parcel opens the shipment it belongs to. The order belongs to the shop searched, so
        its tracking, label and returns are asked for with that shop's credentials."""
        client = self._shop_client(found.shop)
        shipment = found.shipment
        main_id = shipment.multi_collo_main_id if shipment.is_follow_up else shipment.parent_id
        if main_id:
            shipment = await client.get_shipment(main_id)
        if shipment.draft.secondary_shipments > 0 and len(shipment.follow_ups) < shipment.draft.secondary_shipments:
            listed = (
                [s async for s in client.list_shipments(reference=shipment.reference or None, size=300)]
                if shipment.reference
                else []
            )
            parcels = sorted(
                (s for s in listed if s.multi_collo_main_id == shipment.id and s.id != shipment.id),
                key=lambda parcel: parcel.id,
            )
            shipment = replace(shipment, follow_ups=tuple(parcels))
        self._events.publish(ConnectionChanged(True))
        key = await self._store.db.write(lambda: self._take_on(shipment, found.shop))
        self._events.publish(OrdersChanged((key,)))
        return key

    def _take_on(self, shipment: Shipment, shop: str) -> str:
        recorded = self._store.shipments.get(shipment.id)
        if recorded is not None:
            return recorded.order_key
        reference = shipment.reference or f"#{shipment.id}"
        with self._store.db.transaction():
            order = self._store.orders.by_reference(reference, shop=shop)
            if order is not None:
                key = order.key
                if order.shipment is not None:
                    return key  # the order shows its own shipment; the found one is listed on the service
            else:
                key = f"shipment:{shipment.id}"
                draft = shipment.draft
                self._store.orders.add(
                    QueuedOrder(
                        key=key,
                        source=OrderSource.SERVICE,
                        reference=reference,
                        recipient=draft.recipient,
                        carrier=draft.carrier,
                        options=draft.options,
                        weight_grams=draft.weight_grams,
                        label_description=draft.label_description or "",
                        shop=shop,
                        origin=SEARCH_ORIGIN,
                        parcels=1 + len(shipment.follow_ups),
                    )
                )
            try:
                # Made elsewhere (another station, the back office, or this one before the queue was cleared): a
                # label of it is only ever an explicit reprint here.
                self._store.shipments.record(
                    replace(shipment_record(key, shipment, elsewhere=True), kind=ShipmentKind.OUTBOUND)
                )
            except DuplicateShipment:
                return key
            cancelled = shipment.status is ShipmentStatus.CANCELLED
            self._store.orders.set_state(key, OrderState.CANCELLED if cancelled else OrderState.CREATED)
            self._store.log.add(
                "found by search", key, f"shipment {shipment.id} ({shipment.status.value}), shop {shop or '(default)'}"
            )
        return key


def _start_of(day: date | None) -> datetime | None:
    return datetime.combine(day, time.min).astimezone() if day is not None else None


def _end_of(day: date | None) -> datetime | None:
    return datetime.combine(day, time.max).astimezone() if day is not None else None
