"""What the outbox's parts share: the store's journal, which entries a coroutine is sending now, one lock per order,
and the observers told when the pending count changes or the journal did something by itself."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

from station.api.errors import ServiceError
from station.domain.enums import ShipmentStatus
from station.services.events import JournalOutcome, JournalReported
from station.store.records import OutboxEntry, OutboxState, ShipmentRecord
from station.store.store import Store

log = logging.getLogger("station.services.outbox")
T = TypeVar("T")

# The states of an entry that is still to be sent (or resolved): the drain's work.
OPEN_STATES = (OutboxState.PENDING, OutboxState.IN_FLIGHT)


# What the journal did by itself, for the operator (`message` is ready to show): the services' change event.
OutboxEventKind = JournalOutcome
OutboxEvent = JournalReported


PendingObserver = Callable[[int], None]
EventObserver = Callable[[OutboxEvent], None]


# The operator log's action for a label that came out: (a return's own label, a reprint) → action.
PRINTED_ACTIONS = {
    (False, False): "label printed",
    (False, True): "label reprinted",
    (True, False): "return label printed",
    (True, True): "return label reprinted",
}


class Journal:
    """The bookkeeping every part of the outbox works through (creates, returns, prints, the drain)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        # Entries a coroutine is sending now: the drain leaves them alone. An entry is added before the commit that
        # makes it visible, so the drain never sends what a coroutine sends.
        self.active: set[int] = set()
        self.wake = asyncio.Event()
        self._order_locks: dict[str, asyncio.Lock] = {}
        self._observers: list[PendingObserver] = []
        self._event_observers: list[EventObserver] = []
        self._last_count = -1

    # -- observing -------------------------------------------------------------------------------------------
    def pending_count(self) -> int:
        return self.store.outbox.pending_count()

    def add_observer(self, observer: PendingObserver) -> Callable[[], None]:
        self._observers.append(observer)
        observer(self.pending_count())
        return lambda: self._observers.remove(observer) if observer in self._observers else None

    def add_event_observer(self, observer: EventObserver) -> Callable[[], None]:
        self._event_observers.append(observer)
        return lambda: self._event_observers.remove(observer) if observer in self._event_observers else None

    def tell(self, event: OutboxEvent) -> None:
        log.info("outbox: %s", event.message)
        for observer in list(self._event_observers):
            try:
                observer(event)
            except Exception:  # an observer's bug must not stop the journal
                log.exception("outbox event observer failed")

    def notify(self) -> None:
        """Tells the pending-count observers, when the count changed."""
        count = self.pending_count()
        if count == self._last_count:
            return
        self._last_count = count
        for observer in list(self._observers):
            try:
                observer(count)
            except Exception:  # an observer's bug must not stop the journal
                log.exception("pending-count observer failed")

    # -- shared rules ----------------------------------------------------------------------------------------
    def lock_for(self, order_key: str) -> asyncio.Lock:
        """Creates of one order run one at a time (the caller's, the drain's, a batch's)."""
        return self._order_locks.setdefault(order_key, asyncio.Lock())

    def hand_to_drain(self, entry_ids: list[int] | set[int]) -> None:
        """The coroutine that journaled these entries leaves them: the drain sends what is still open."""
        if entry_ids:
            self.active.difference_update(entry_ids)
            self.wake.set()

    def is_open(self, entry_id: int) -> OutboxEntry | None:
        """The entry as stored now, when it is still to be sent; None once it was closed (or never was)."""
        current = self.store.outbox.get(entry_id)
        return current if current is not None and current.state in OPEN_STATES else None

    def live_shipment(self, order_key: str) -> ShipmentRecord | None:
        shipment = self.store.shipments.current_for_order(order_key)
        if shipment is None or shipment.status is ShipmentStatus.CANCELLED:
            return None
        return shipment

    def shipment_to_print(self, order_key: str, return_id: int | None) -> ShipmentRecord | None:
        """The live shipment whose label a print of the order is: the order's own, or its return's (`return_id`)."""
        if return_id is None:
            return self.live_shipment(order_key)
        returned = self.store.shipments.get(return_id)
        return returned if returned is not None and returned.live and returned.order_key == order_key else None

    def reference(self, order_key: str) -> str:
        order = self.store.orders.get(order_key)
        return order.reference if order is not None else order_key


async def look_up_quietly(look_up: Callable[[], Awaitable[T]]) -> T | None:
    """The lookup's answer, or None when it fails too (the caller then reports the first failure)."""
    try:
        return await look_up()
    except ServiceError as error:
        log.info("lookup after an unreadable answer failed as well: %s", error)
        return None
