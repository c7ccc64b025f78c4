"""Claims, not collisions: on the shared store a station claims an order before it creates or prints it.

A scan of an order another table is shipping says where ("in progress at Table 2 since 14:05") and does nothing;
two batches on two tables split their selection; a station's heartbeat renews its lease and its claims, and when a
station is gone (its lease ran out) another takes its unfinished journal over and settles it as after a crash.
On one table's own SQLite file there is nobody to collide with: every call here is then a no-op.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from station.domain.text import QT_TRANSLATE_NOOP
from station.services.background import cancel_and_wait
from station.services.errors import StationError, WorkQueued
from station.store.claims import Claim
from station.store.codec import time_text
from station.store.sql import SharedStoreUnreachable, StoreConflict, StoreUnavailable
from station.store.store import Store

log = logging.getLogger("station.services.claims")

DEFAULT_LEASE = timedelta(seconds=60)
# Other tables compare a lease's end, written with this computer's clock, with their own clocks: this table counts on
# its claims only up to this long before their end, for clocks that differ (NTP keeps a shop's well within it).
CLOCK_MARGIN = timedelta(seconds=10)
_CHUNK = 25  # orders a batch claims per transaction: two batches started together take turns
_CONFLICT_ATTEMPTS = 5


class InProgressElsewhere(StationError):
    title = QT_TRANSLATE_NOOP("StationError", "In progress at another table")
    advice = QT_TRANSLATE_NOOP(
        "StationError",
        "Leave it to that table; it is free again once that table is done with it (or stopped for good).",
    )

    def __init__(self, reference: str, claim: Claim) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP("Claims", "{reference} is {where}; nothing was done here.").format(
                reference=reference, where=where(claim)
            )
        )
        self.claim = claim


class ClaimUnreachable(SharedStoreUnreachable):
    """The shared store could not be asked for the claim: nothing of the work was asked of it yet."""


def where(claim: Claim) -> str:
    """'in progress at Table 2 since 14:05' (this computer's local time)."""
    return QT_TRANSLATE_NOOP("Claims", "in progress at {station} since {time}").format(
        station=claim.station_name, time=claim.claimed_at.astimezone().strftime("%H:%M")
    )


@dataclass(frozen=True)
class ClaimStanding:
    """What this table holds on the shared store as far as it knows without asking it (while it cannot be reached)."""

    held: int  # orders claimed here
    certain_until: datetime | None  # until when no other table can take them (None: no lease renewed yet)


class ClaimService:
    def __init__(self, store: Store, lease: timedelta = DEFAULT_LEASE) -> None:
        self._store = store
        self.lease = lease
        self._working: Counter[str] = Counter()  # orders a create, print or batch of this station is busy with
        self._held: set[str] = set()  # the orders this station's claims hold, as of its last word with the store
        self._waiting_here: set[str] = set()  # orders whose work waits in this table's own journal (`keep`)
        self._certain_until: float | None = None  # time.monotonic() up to which the claims are certainly its own
        self._heartbeat: asyncio.Task[None] | None = None
        self._closed = False
        self._registered = False
        self.on_takeover: Callable[[int], Awaitable[None]] | None = None
        # After each renewal that reached the store (the link back, a heartbeat): the requests journaled here while
        # it was away are handed to the shared journal (services/offline_requests.py).
        self.on_renewed: Callable[[], Awaitable[None]] | None = None

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
        sent = time.monotonic()
        await self._store.db.write(lambda: self._store.claims.register(station, self.lease))
        self._renewed(sent)
        self._registered = True

    async def _renew(self) -> None:
        """The lease and every claim of this station live `lease` longer (claims that ran out while the store could
        not be reached and that no other table took are this station's again)."""

        def renew() -> list[str]:
            self._store.claims.renew(self._me, self.lease)
            return self._store.claims.held_by(self._me)

        sent = time.monotonic()
        held = await self._store.db.write(renew)
        self._renewed(sent)
        self._held = set(held)

    def _renewed(self, sent: float) -> None:
        # Counted from before the statement was sent: the end the store keeps is later than this one, never earlier.
        margin = min(CLOCK_MARGIN, self.lease / 4)
        self._certain_until = sent + (self.lease - margin).total_seconds()

    def standing(self) -> ClaimStanding:
        """How many orders this table holds and until when they are certainly its own, without asking the store
        (docs/multi-station.md, when the database is unreachable)."""
        if self._certain_until is None:
            return ClaimStanding(len(self._held), None)
        left = self._certain_until - time.monotonic()
        return ClaimStanding(len(self._held), datetime.now(UTC) + timedelta(seconds=left))

    def certainly_holds(self, order_key: str) -> bool:
        """Whether this table holds the order's claim and no other table can take it yet, as far as it knows without
        asking the store (while it cannot be reached)."""
        return order_key in self._held and self._certain_until is not None and time.monotonic() < self._certain_until

    def held_now(self) -> frozenset[str]:
        """The orders this table's claims hold, as of its last word with the store."""
        return frozenset(self._held)

    def keep(self, order_keys: Collection[str]) -> None:
        """Work of these orders waits outside the shared journal (this table's own, while the store was away): their
        claims are not let go of, not even at a clean stop, until `kept_no_longer`."""
        self._waiting_here.update(order_keys)

    def kept_no_longer(self, order_keys: Collection[str]) -> None:
        self._waiting_here.difference_update(order_keys)

    async def renew(self) -> list[str]:
        """Renews the lease and every claim now; returns the orders this table holds (as the store says)."""
        if not self._registered:
            await self._register()
        await self._renew()
        return sorted(self._held)

    async def link_back(self) -> list[str]:
        """The shared store answers again: the lease is renewed at once (not at the next heartbeat), and the orders
        other tables took meanwhile (this station's claims ran out while it was away) are let go of here.
        Returns those orders."""
        if not self.active or not self._registered:
            return []
        before = set(self._held)
        await self._renew()
        taken = sorted(before - self._held)
        if taken:
            log.warning(
                "while the shared store was away, other tables took %d orders this table had claimed: %s",
                len(taken),
                ", ".join(taken),
            )
        await self.take_over_gone()
        await self._renewed_hook()
        return taken

    async def _renewed_hook(self) -> None:
        if self.on_renewed is not None:
            await self.on_renewed()

    async def _beat(self) -> None:
        while True:
            await asyncio.sleep(self.lease.total_seconds() / 3)
            try:
                await self._renew()
                await self._release_finished(self._held)  # as the renewal just read them
                await self.take_over_gone()
                await self._renewed_hook()
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
        self._working[order_key] += 1
        try:
            try:
                if not self._registered:
                    await self._register()
                holder = await self._store.db.write(lambda: self._store.claims.claim(order_key, self._me, self.lease))
            except StoreUnavailable as error:
                raise ClaimUnreachable(str(error), error_name=error.error_name) from error
            if holder is not None:
                order = self._store.orders.get(order_key)
                raise InProgressElsewhere(order.reference if order else order_key, holder)
            self._held.add(order_key)
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
        self._held.update(key for key in keys if key not in refused)
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
        free = [
            key for key in order_keys if key not in self._waiting_here and not self._store.outbox.has_unfinished(key)
        ]
        if free:
            await self._store.db.write(lambda: self._store.claims.release(free, self._me))
            self._held.difference_update(free)

    async def _release_finished(self, held_now: Collection[str] | None = None) -> None:
        """Lets go of the claims of orders this station is not working on (of `held_now`, else as the store says)."""
        held_by_me = held_now if held_now is not None else self._store.claims.held_by(self._me)
        held = [key for key in held_by_me if key not in self._working]
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
                if not self._store.outbox.pending_count() and not self._waiting_here:
                    await self._store.db.write(lambda: self._store.claims.leave(self._me))
            except Exception:  # noqa: BLE001 - the store gone: the lease runs out by itself
                log.warning("could not let go of this station's claims", exc_info=True)
