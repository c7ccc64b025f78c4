"""The live queue: on the shared store, what other packing tables change reaches this one's views within a moment.

The store listens (PostgreSQL's LISTEN/NOTIFY, no polling of the table) and hands over the keys of the orders other
stations changed; this service carries them onto the event loop as `ChangedAtAnotherTable`, so the queue re-reads
just those rows in place. When the store's link was lost and is back, what changed meanwhile was not heard: the
whole queue is read again (`QueueChanged`). On one table's own SQLite file there is nothing to hear.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from station.services.events import ChangedAtAnotherTable, EventBus, QueueChanged, SharedStoreChanged
from station.store.store import Store

log = logging.getLogger("station.services.live_queue")


class LiveQueue:
    def __init__(self, store: Store, events: EventBus) -> None:
        self._store = store
        self._events = events
        self._stop: Callable[[], None] | None = None

    def start(self) -> None:
        """Starts listening (call on the event loop the events are published on)."""
        if not self._store.shared or self._stop is not None:
            return
        loop = asyncio.get_running_loop()
        station = self._store.station
        assert station is not None

        def heard(order_keys: frozenset[str] | None) -> None:  # on the store's listener thread
            if not loop.is_closed():
                loop.call_soon_threadsafe(self._publish, order_keys)

        def link(reachable: bool, detail: str) -> None:  # on the store's listener thread
            if not loop.is_closed():
                loop.call_soon_threadsafe(
                    self._events.publish, SharedStoreChanged(reachable, self._store.db.location, detail)
                )

        self._stop = self._store.db.listen(heard, skip_station=station.id, on_link=link)

    def _publish(self, order_keys: frozenset[str] | None) -> None:
        if order_keys is None:
            self._events.publish(QueueChanged())
        else:
            self._events.publish(ChangedAtAnotherTable(tuple(sorted(order_keys))))

    def stop(self) -> None:
        if self._stop is not None:
            self._stop()
            self._stop = None
