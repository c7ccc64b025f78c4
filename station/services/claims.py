"""Claims, not collisions: on the shared store a station claims an order before it creates or prints it.

A scan of an order another table is shipping says where ("in progress at Table 2 since 14:05") and does nothing;
two batches on two tables split their selection; a station's heartbeat renews its lease and its claims, and when a
station is gone (its lease ran out) another takes its unfinished journal over and settles it as after a crash.
On one table's own SQLite file there is nobody to collide with: every call here is then a no-op.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta

from station.services.background import cancel_and_wait
from station.services.errors import StationError, WorkQueued
from station.store.claims import Claim
from station.store.codec import time_text
from station.store.sql import StoreConflict
from station.store.store import Store

log = logging.getLogger("station.services.claims")

DEFAULT_LEASE = timedelta(seconds=60)
_CHUNK = 25  # orders a batch claims per transaction: two batches started together take turns
_CONFLICT_ATTEMPTS = 5


class InProgressElsewhere(StationError):
    title = "In progress at another table"
    advice = "Leave it to that table; it is free again once that table is done with it (or stopped for good)."

    def __init__(self, reference: str, claim: Claim) -> None:
        super().__init__(f"{reference} is {where(claim)}; nothing was done here.")
        self.claim = claim


def where(claim: Claim) -> str:
    """'in progress at Table 2 since 14:05' (this computer's local time)."""
    return f"in progress at {claim.station_name} since {claim.claimed_at.astimezone().strftime('%H:%M')}"


class ClaimService:
    def __init__(self, store: Store, lease: timedelta = DEFAULT_LEASE) -> None:
        self._store = store
        self.lease = lease
        self._working: Counter[str] = Counter()  # orders a create, print or batch of this station is busy with
        self._heartbeat: asyncio.Task[None] | None = None
        self._closed = False
        self._registered = False
        self.on_takeover: Callable[[int], Awaitable[None]] | None = None

    @property
    def active(self) -> bool:
        return self._store.shared

    @property
    def _me(self) -> str:
        assert self._store.station is not None
        return self._store.station.id

    async def start(self) -> None:
        """Registers this station, takes over the journal of stations that are gone, and starts the heartbeat."""
        if not self.active:
            return
        await self._register()
        await self.take_over_gone()
        self._heartbeat = asyncio.ensure_future(self._beat())

    async def _register(self) -> None:
        station = self._store.station
        assert station is not None
        await self._store.db.write(lambda: self._store.claims.register(station, self.lease))
        self._registered = True

    async def _beat(self) -> None:
        while True:
            await asyncio.sleep(self.lease.total_seconds() / 3)
            try:
                await self._store.db.write(lambda: self._store.claims.renew(self._me, self.lease))
                await self._release_finished()
                await self.take_over_gone()
            except Exception:  # noqa: BLE001 - the store unreachable a moment: the next beat tries again
                log.warning("heartbeat of the shared store failed", exc_info=True)

    async def take_over_gone(self) -> int:
        """The unfinished journal entries of stations whose lease ran out become this station's; `on_takeover`
        (the outbox's resume) then settles them. Returns how many entries were taken."""
        gone = self._store.claims.stations_gone(self._me)
        if not gone:
            return 0

        def take() -> int:
            taken = self._store.outbox.take_over(gone, time_text(datetime.now(UTC)))
            if taken:  # their orders are this station's to settle now: the others leave them alone
                self._store.claims.claim_many(self._store.outbox.unfinished_order_keys(), self._me, self.lease)
            return taken

        taken = await self._store.db.write(take)
        if taken:
            log.info("took over %d unfinished journal entries of stations gone: %s", taken, ", ".join(gone))
            if self.on_takeover is not None:
                await self.on_takeover(taken)
        return taken

    # -- claiming ------------------------------------------------------------------------------------------
    @asynccontextmanager
    async def working_on(self, order_key: str) -> AsyncIterator[None]:
        """Claims the order for the work inside (InProgressElsewhere when another table holds it) and lets it go
        after, unless work of it waits in this station's journal (then the heartbeat lets it go once done)."""
        if not self.active:
            yield
            return
        if not self._registered:
            await self._register()
        self._working[order_key] += 1
        try:
            holder = await self._store.db.write(lambda: self._store.claims.claim(order_key, self._me, self.lease))
            if holder is not None:
                order = self._store.orders.get(order_key)
                raise InProgressElsewhere(order.reference if order else order_key, holder)
            try:
                yield
            except WorkQueued:
                raise  # journaled here: the claim stays until the journal settled it
            except BaseException:
                await self.release([order_key])
                raise
            await self.release([order_key])
        finally:
            self._working[order_key] -= 1
            if self._working[order_key] <= 0:
                del self._working[order_key]

    async def take_many(self, order_keys: Sequence[str]) -> dict[str, Claim]:
        """Claims these orders for a batch, a few at a time; returns the ones another table holds. The batch
        hands the rest back with `release` when it ends."""
        if not self.active:
            return {}
        if not self._registered:
            await self._register()
        refused: dict[str, Claim] = {}
        keys = list(order_keys)
        self._working.update(keys)
        for start in range(0, len(keys), _CHUNK):
            chunk = keys[start : start + _CHUNK]
            refused.update(await self._claim_chunk(chunk))
        for key in refused:
            self._working[key] -= 1
        return refused

    async def _claim_chunk(self, chunk: list[str]) -> dict[str, Claim]:
        for attempt in range(1, _CONFLICT_ATTEMPTS + 1):
            try:
                return await self._store.db.write(
                    lambda: self._store.claims.claim_many(chunk, self._me, self.lease), transaction=False
                )
            except StoreConflict:
                if attempt == _CONFLICT_ATTEMPTS:
                    raise
                log.info("claims of %d orders met another table's; again (%d)", len(chunk), attempt)
        raise AssertionError("unreachable")

    def done_with(self, order_keys: Sequence[str]) -> None:
        """A batch no longer works on these orders (call before `release`)."""
        for key in order_keys:
            if self._working[key] > 0:
                self._working[key] -= 1
            if self._working[key] <= 0:
                del self._working[key]

    async def release(self, order_keys: Sequence[str]) -> None:
        """Lets go of the orders this station is done with: not those whose work still waits in its journal."""
        if not self.active:
            return
        free = [key for key in order_keys if not self._store.outbox.has_unfinished(key)]
        if free:
            await self._store.db.write(lambda: self._store.claims.release(free, self._me))

    async def _release_finished(self) -> None:
        held = [key for key in self._store.claims.held_by(self._me) if key not in self._working]
        await self.release(held)

    def holder(self, order_key: str) -> Claim | None:
        """Another table's live claim on the order, if any."""
        if not self.active:
            return None
        claim = self._store.claims.holder(order_key)
        return claim if claim is not None and claim.station_id != self._me else None

    async def aclose(self) -> None:
        """Stops the heartbeat; a clean stop lets go of every claim with nothing left in the journal."""
        await cancel_and_wait(self._heartbeat)
        self._heartbeat = None
        if self.active and not self._closed:
            self._closed = True
            try:
                self._working.clear()
                await self._release_finished()
                if not self._store.outbox.pending_count():
                    await self._store.db.write(lambda: self._store.claims.leave(self._me))
            except Exception:  # noqa: BLE001 - the store gone: the lease runs out by itself
                log.warning("could not let go of this station's claims", exc_info=True)
