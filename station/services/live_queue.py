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
from datetime import UTC, datetime

from station.services.claims import ClaimService
from station.services.events import ChangedAtAnotherTable, EventBus, QueueChanged, SharedStoreChanged
from station.store.store import Store

log = logging.getLogger("station.services.live_queue")


class LiveQueue:
    def __init__(
        self,
        store: Store,
        events: EventBus,
        claims: ClaimService | None = None,
        wake: Callable[[], None] | None = None,
    ) -> None:
        self._store = store
        self._events = events
        self._claims = claims
        self._wake = wake  # the journal's drain: what waited for the store goes out once it is back
        self._stop: Callable[[], None] | None = None
        self._ran_out: asyncio.TimerHandle | None = None
        self._returning: asyncio.Task[None] | None = None

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
                loop.call_soon_threadsafe(self._link_changed, reachable, detail)

        self._stop = self._store.db.listen(heard, skip_station=station.id, on_link=link)

    def _link_changed(self, reachable: bool, detail: str) -> None:
        if self._ran_out is not None:
            self._ran_out.cancel()
            self._ran_out = None
        where = self._store.db.location
        if reachable:
            self._returning = asyncio.ensure_future(self._back())
            self._events.publish(SharedStoreChanged(True, where))
            return
        since = datetime.now(UTC)
        standing = self._claims.standing() if self._claims is not None else None
        held = standing.held if standing is not None else 0
        until = standing.certain_until if standing is not None else None
        lost = SharedStoreChanged(False, where, detail, since, held, until)
        self._events.publish(lost)
        if until is not None:
            # Once the claims may have run out, say so: another table may take this table's orders from then on.
            left = max(0.0, (until - datetime.now(UTC)).total_seconds())
            ran_out = SharedStoreChanged(False, where, detail, since, held, until, claims_ran_out=True)
            self._ran_out = asyncio.get_running_loop().call_later(left, self._events.publish, ran_out)

    async def _back(self) -> None:
        try:
            if self._claims is not None:
                await self._claims.link_back()
        except Exception:  # noqa: BLE001 - gone again at once: the next link change or heartbeat tries again
            log.warning("the lease could not be renewed when the shared store came back", exc_info=True)
        if self._wake is not None:
            self._wake()

    def _publish(self, order_keys: frozenset[str] | None) -> None:
        if order_keys is None:
            self._events.publish(QueueChanged())
        else:
            self._events.publish(ChangedAtAnotherTable(tuple(sorted(order_keys))))

    def stop(self) -> None:
        if self._stop is not None:
            self._stop()
            self._stop = None
        if self._ran_out is not None:
            self._ran_out.cancel()
            self._ran_out = None
        if self._returning is not None:
            self._returning.cancel()
            self._returning = None
