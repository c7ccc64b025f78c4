"""What changed, said once by the service that changed it: typed change events and the bus they travel on.

A service publishes an event after its change is in the store (`events.publish(OrdersChanged((key,)))`); every view
that shows that thing subscribes and refreshes itself (`events.subscribe(OrdersChanged, handler)`). Nobody refreshes
a panel by hand after an action. Plain Python, no Qt: the UI's bridge (station/ui/event_bridge.py) carries events
published on another thread onto the UI thread.

The events (each a frozen dataclass; what a subscriber re-reads is named in its fields):
- `OrdersChanged`: these orders' rows changed (a shipment created, cancelled, refreshed, a draft kept, a label
  printed, a shipment made at another station learnt).
- `ShippedElsewhereLearnt`: the service told of shipments of these orders made at other stations (or their
  cancellation): their whole picture changed from outside.
- `QueueChanged`: the queue as a whole changed (an import, a sync): read it again.
- `ChangedAtAnotherTable`: on the shared store, other packing tables changed these orders (shipped, printed,
  claimed): their rows, and the order shown if it is one of them, are read again.
- `PrintJobChanged`: a print job of these orders ended (printed, queued, failed), on any path.
- `JournalReported`: the outbox did something by itself (a label asked for earlier printed, failed, was dropped);
  `message` is ready to show.
- `SheetChanged`: the A4 sheet's used slots changed (printed into, or a new sheet put in).
- `PendingWorkChanged`: how much journaled work waits for the service.
- `ConnectionChanged`: the service answered (online) or could not be reached (offline).
- `SharedStoreChanged`: the shop's shared store (PostgreSQL) can be reached or not.
- `WaitingHereChanged`: how many requests wait in this table's own journal for the shared store to answer again.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from typing import TYPE_CHECKING, TypeVar

from station.domain.enums import LabelFormat

if TYPE_CHECKING:
    from station.store.records import PrintJobRecord

log = logging.getLogger("station.services.events")


@dataclass(frozen=True)
class OrdersChanged:
    order_keys: tuple[str, ...]


@dataclass(frozen=True)
class ChangedAtAnotherTable:
    order_keys: tuple[str, ...]


@dataclass(frozen=True)
class SharedStoreChanged:
    reachable: bool
    where: str
    detail: str = ""
    # While it cannot be reached: since when, how many orders this table claimed, until when those are certainly
    # its own, and whether that time has passed (other tables may take them now).
    since: datetime | None = None
    held: int = 0
    held_until: datetime | None = None
    claims_ran_out: bool = False


@dataclass(frozen=True)
class WaitingHereChanged:
    count: int


@dataclass(frozen=True)
class ShippedElsewhereLearnt:
    order_keys: tuple[str, ...]


@dataclass(frozen=True)
class QueueChanged:
    pass


@dataclass(frozen=True)
class PrintJobChanged:
    job: PrintJobRecord
    order_keys: tuple[str, ...]
    label_format: LabelFormat


class JournalOutcome(str, Enum):
    PRINTED = "printed"  # a print the drain sent (queued while offline, or asked for with its create) came out
    FAILED = "failed"  # such a print was refused or could not print; the operator prints it again by hand
    DROPPED = "dropped"  # a print waiting for its create was dropped: printed otherwise, cancelled, never created


@dataclass(frozen=True)
class JournalReported:
    kind: JournalOutcome
    order_keys: tuple[str, ...]
    message: str
    job: PrintJobRecord | None = None
    advice: str = ""  # what the operator can do, when it is not the usual (print the label by hand)


@dataclass(frozen=True)
class SheetChanged:
    label_format: LabelFormat


@dataclass(frozen=True)
class PendingWorkChanged:
    count: int


@dataclass(frozen=True)
class ConnectionChanged:
    online: bool
    detail: str = ""  # offline: why, in operator words


ChangeEvent = (
    OrdersChanged
    | ChangedAtAnotherTable
    | ShippedElsewhereLearnt
    | QueueChanged
    | PrintJobChanged
    | JournalReported
    | SheetChanged
    | PendingWorkChanged
    | ConnectionChanged
    | SharedStoreChanged
    | WaitingHereChanged
)
E = TypeVar("E", bound=ChangeEvent)

# A state rather than a happening: a new subscriber is told the latest one at once (the count, the link as it is).
STATE_EVENTS: tuple[type, ...] = (PendingWorkChanged, ConnectionChanged, SharedStoreChanged, WaitingHereChanged)


class EventBus:
    """A small observer: `subscribe(kind, handler)` returns the function that unsubscribes; `publish(event)` calls
    the kind's handlers in the publisher's thread, in the order they subscribed. A handler's failure is logged and
    never reaches the publisher (a view's bug must not stop a service). A state event (`STATE_EVENTS`) is also
    handed to a new subscriber at once, the latest one published."""

    def __init__(self) -> None:
        self._handlers: dict[type, list[Callable[[object], None]]] = {}
        self._latest: dict[type, ChangeEvent] = {}
        self._lock = threading.Lock()  # workers publish too (an import runs on a worker thread)

    def subscribe(self, kind: type[E], handler: Callable[[E], None]) -> Callable[[], None]:
        with self._lock:
            self._handlers.setdefault(kind, []).append(handler)  # type: ignore[arg-type]
            latest = self._latest.get(kind)
        if latest is not None:
            self._call(handler, latest)  # type: ignore[arg-type]

        def unsubscribe() -> None:
            with self._lock:
                handlers = self._handlers.get(kind, [])
                if handler in handlers:
                    handlers.remove(handler)

        return unsubscribe

    def publish(self, event: ChangeEvent) -> None:
        with self._lock:
            handlers = list(self._handlers.get(type(event), ()))
            if isinstance(event, STATE_EVENTS):
                self._latest[type(event)] = event
        for handler in handlers:
            self._call(handler, event)

    @staticmethod
    def _call(handler: Callable[[object], None], event: ChangeEvent) -> None:
        try:
            handler(event)
        except Exception:
            log.exception("a %s handler failed", type(event).__name__)
