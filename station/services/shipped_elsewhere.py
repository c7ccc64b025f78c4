"""Shipped elsewhere: what the service knows of each queued order's shipments made at other stations.

The service is what every packing table of a shop shares, so before Station creates the first shipment of an order
it knows whether the shop has one there already (contract §3: `GET /shipments` by `reference`, or by `from`/`to`
in pages of up to 300; shops are separate). The knowledge is gathered in the background, never on the scan's path:

- A sweep reads each shop's shipments created since that shop's last sweep (the first one: the last `horizon`
  days), one page of 300 at a time, with the shop's own credentials (an account may hold several shops), and keeps
  them (the store's `knowledge`, per shop); the queued orders of that shop whose reference it finds take that
  shipment on, recorded with origin "elsewhere" (station.domain.ships_once decides which). Every order that had
  arrived when a complete sweep of its shop began is known from then on.
- Sweeps run at start-up, when orders are imported or fetched, and every `interval_s` while Station runs; they
  also re-read the cancellations among the shipments taken on, so one cancelled elsewhere is known as cancelled.
- An order still unknown when it is about to be shipped (imported a second ago, or the sweeps could not reach the
  service) is looked up by its reference first (`ensure_known`). If that fails, nothing is created: a failed
  lookup is not a "no" (ShippedElsewhereUnknown); the operator waits or ships anyway.

What it does not cover: a shipment made elsewhere after the last sweep of an order already known (two tables that
scan the same order within one sweep interval), and one made more than `horizon` days before the first sweep of
an order found only by the sweeps. docs/reliability.md says it for the operator.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

from station.api.errors import ServiceError
from station.domain.enums import ShipmentStatus
from station.domain.models import Shipment
from station.domain.ships_once import shipment_made_elsewhere, status_moves_forward
from station.domain.text import QT_TRANSLATE_NOOP
from station.services.background import cancel_and_wait
from station.services.errors import NotSignedIn, ShippedElsewhereUnknown, ShopNotInAccount, StationError
from station.services.shops import ShopReach
from station.store.records import (
    OrderState,
    OutboxState,
    ServiceShipment,
    ShipmentKind,
    ShipmentRecord,
    SweepCoverage,
)
from station.store.store import Store

if TYPE_CHECKING:
    from station.api.shipping_api import ShippingApi

log = logging.getLogger("station.services.shipped_elsewhere")

HORIZON = timedelta(days=90)
SWEEP_INTERVAL_S = 15.0
# Each sweep reads the last minutes again: the service's times have whole seconds and the clocks of this station
# and of the service may differ by this much without a shipment slipping between two sweeps.
OVERLAP = timedelta(minutes=2)
LOOKUP_CONCURRENCY = 2
PAGE_SIZE = 300  # contract §3: the most a page of GET /shipments holds
# More unknown orders than this at once (a batch of a new file): one sweep reads them all faster than a lookup each.
LOOKUPS_BEFORE_A_SWEEP = 3

KnowledgeObserver = Callable[[tuple[str, ...]], None]


@dataclass(frozen=True)
class SweepReport:
    """What one sweep did: shipments read, requests sent, and the orders whose shipment it changed."""

    read: int
    requests: int
    changed: tuple[str, ...]


def _seen(shipment: Shipment) -> ServiceShipment:
    """What the knowledge keeps of a shipment the service listed. Multi-collo follow-up parcels are left out (the
    callers do): they carry their main parcel's reference, and an order is never given one as its shipment."""
    return ServiceShipment(
        id=shipment.id,
        reference=shipment.reference,
        status=shipment.status,
        carrier=shipment.draft.carrier.slug,
        barcode=shipment.barcode,
        tracking_url=shipment.tracking_url,
        created=shipment.created,
    )


class ShippedElsewhereService:
    """Keeps what the service knows of the queue's orders; `ensure_known` before a first create."""

    def __init__(
        self,
        store: Store,
        shipping: Callable[..., ShippingApi],
        shop: Callable[..., str],
        *,
        shops: Callable[[], Sequence[ShopReach]] | None = None,
        horizon: timedelta = HORIZON,
        interval_s: float = SWEEP_INTERVAL_S,
        concurrency: int = LOOKUP_CONCURRENCY,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self._store = store
        self._shipping = shipping
        self._shop = shop
        # Every shop of the account, each once, with its client: what the sweeps read (the default shop alone when
        # not given).
        self._shops = shops or (lambda: [ShopReach("", self._shop(), self._shipping())])
        self._horizon = horizon
        self._interval_s = interval_s
        self._lookups = asyncio.Semaphore(max(1, concurrency))
        self._clock = clock
        self._sweeping: asyncio.Lock | None = None
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._observers: list[KnowledgeObserver] = []
        self.last_failure: BaseException | None = None  # why the last sweep could not finish, None once one did

    # -- observing -----------------------------------------------------------------------------------------------
    def add_observer(self, observer: KnowledgeObserver) -> Callable[[], None]:
        """Calls `observer(order_keys)` when orders took on a shipment made elsewhere or its status changed."""
        self._observers.append(observer)
        return lambda: self._observers.remove(observer) if observer in self._observers else None

    def _tell(self, changed: Sequence[str]) -> None:
        if not changed:
            return
        for observer in list(self._observers):
            try:
                observer(tuple(changed))
            except Exception:  # an observer's bug must not stop the gathering
                log.exception("shipped-elsewhere observer failed")

    # -- what is known -------------------------------------------------------------------------------------------
    def knows(self, order_key: str) -> bool:
        """True when the service was asked about the order (a sweep after it arrived, or a lookup)."""
        return not self._store.knowledge.unchecked(self._shop_of(order_key), [order_key])

    def _shop_of(self, order_key: str) -> str:
        """Names the shop the order belongs to as the knowledge does (each shop is swept with its own credentials,
        and what one shop's sweep found is never taken for another shop's order)."""
        return self._shop(order_key)

    def unknown(self, order_keys: Sequence[str] | None = None) -> list[str]:
        """The orders (of `order_keys`, or the whole queue) the service was never asked about (an order of a shop
        the account has no credentials for never is)."""
        keys = order_keys if order_keys is not None else [order.key for order in self._store.orders.all()]
        by_shop: dict[str, list[str]] = {}
        unknown: set[str] = set()
        for order_key in keys:
            try:
                by_shop.setdefault(self._shop_of(order_key), []).append(order_key)
            except ShopNotInAccount:
                unknown.add(order_key)
        for shop, shop_keys in by_shop.items():
            unknown.update(self._store.knowledge.unchecked(shop, shop_keys))
        return [key for key in keys if key in unknown]

    # -- gathering in the background -----------------------------------------------------------------------------
    def start(self) -> None:
        """Starts the background gatherer: a sweep now, then every `interval_s` and on `wake()` (idempotent)."""
        self._loop = asyncio.get_running_loop()
        if self._task is None or self._task.done():
            self._task = self._loop.create_task(self._gather_forever(), name="shipped-elsewhere")

    def wake(self) -> None:
        """Orders arrived (an import, a fetch) or the service may be back: sweep now instead of at the next turn.

        Safe from any thread (an import runs on a worker thread)."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is loop:
            self._wake.set()
        else:
            loop.call_soon_threadsafe(self._wake.set)

    async def aclose(self) -> None:
        await cancel_and_wait(self._task)
        self._task = None

    async def _gather_forever(self) -> None:
        failures = 0
        while True:
            self._wake.clear()
            try:
                await self.sweep()
                failures = 0
                delay = self._interval_s
            except NotSignedIn:
                delay = self._interval_s
            except (ServiceError, OSError) as error:
                failures += 1
                delay = min(self._interval_s * 4, random.uniform(0.5, 1.0) * 2 ** min(failures, 6))
                log.info("sweep of the shop's shipments failed (%s); next try in %.1f s", error, delay)
            except Exception:  # a bug must not end the gathering for the rest of the session
                log.exception("sweep of the shop's shipments failed")
                delay = self._interval_s
            # The next turn: woken early, or by a timer (no asyncio.wait_for: its inner task, cancelled at quit under
            # qasync, could be left pending and hold up the shutdown that waits for this task).
            timer = asyncio.get_running_loop().call_later(delay, self._wake.set)
            try:
                await self._wake.wait()
            finally:
                timer.cancel()

    async def sweep(self) -> SweepReport:
        """One sweep (see the module docstring); raises the client's ServiceError when the service cannot be read.

        One sweep at a time: a caller that finds one running waits for it and then runs its own, so the orders it
        cares about (arrived before it called) are covered either way.
        """
        if self._sweeping is None:
            self._sweeping = asyncio.Lock()
        async with self._sweeping:
            try:
                report = await self._sweep_once()
            except BaseException as error:
                self.last_failure = error
                raise
            self.last_failure = None
            return report

    async def _sweep_once(self) -> SweepReport:
        """Sweeps every shop of the account, each with its own client; one shop that cannot be read does not keep
        the others from being read (its failure is raised once they were)."""
        read = requests = 0
        changed: list[str] = []
        failure: BaseException | None = None
        for shop in self._shops():
            try:
                report = await self._sweep_shop(shop.identity, shop.client)
            except (ServiceError, OSError) as error:
                log.info("sweep of shop %r failed: %s", shop.name, error)
                failure = failure or error
                continue
            read, requests = read + report.read, requests + report.requests
            changed += report.changed
        if failure is not None:
            raise failure
        return SweepReport(read, requests, tuple(dict.fromkeys(changed)))

    async def _sweep_shop(self, shop: str, client: ShippingApi) -> SweepReport:
        began = self._clock()
        known = self._store.knowledge.coverage(shop)
        # No upper bound: pages are read one after the other, newest first, so a shipment created meanwhile only
        # pushes older ones onto the next page (read twice, kept once), never past it.
        covered_to = began
        covered_from = known.covered_from if known else covered_to - self._horizon
        read_from = known.covered_to - OVERLAP if known else covered_from
        seen: list[ServiceShipment] = []
        requests = 0
        async for page in client.shipment_pages(created_from=read_from, size=PAGE_SIZE, decode_in_thread=True):
            requests += 1
            seen.extend(_seen(shipment) for shipment in page.shipments if not shipment.is_follow_up)
        # Cancellations of the shipments taken on: their creation time is old, so the window above misses them.
        oldest = self._store.knowledge.oldest_live_elsewhere()
        if oldest is not None:
            async for page in client.shipment_pages(
                status=[ShipmentStatus.CANCELLED], created_from=oldest - OVERLAP, size=PAGE_SIZE, decode_in_thread=True
            ):
                requests += 1
                seen.extend(_seen(shipment) for shipment in page.shipments if not shipment.is_follow_up)
        coverage = SweepCoverage(covered_from, covered_to, began)

        def rows() -> list[str]:
            self._store.knowledge.record_seen(shop, seen)
            self._store.knowledge.set_coverage(shop, coverage)
            # Orders that arrived before the previous complete sweep began are known already.
            self._store.knowledge.mark_queue_checked(
                shop, arrived_by=began, at=began, arrived_after=known.swept_at if known else None
            )
            return self._take_on(shop)

        changed = await self._store.db.write(rows)
        log.info(
            "sweep: %d shipments of %s read in %d requests, %d orders changed", len(seen), shop, requests, len(changed)
        )
        self._tell(changed)
        return SweepReport(len(seen), requests, tuple(changed))

    async def _sweep_covering(self, order_keys: Sequence[str]) -> None:
        """A sweep that covers these orders: the one under way when it covers them once it ends (an import wakes
        the gatherer, and a batch started right after it found that sweep running: it swept a second time, a
        round trip per page of the shop's shipments), else one more."""
        if self._sweeping is not None and self._sweeping.locked():
            async with self._sweeping:
                pass  # the sweep under way has ended (had it failed, the check below sweeps again)
            if not self.unknown(order_keys):  # each order in its own shop's knowledge
                return
        await self.sweep()

    # -- before a create -----------------------------------------------------------------------------------------
    async def ensure_known(self, order_key: str) -> None:
        """Makes sure the service was asked about the order: a lookup by its reference when it never was.

        Raises ShippedElsewhereUnknown when the lookup fails (offline, 5xx, rate limited): nothing may be created
        then without the operator's word.
        """
        failures = await self.ensure_known_many([order_key])
        if failures:
            raise failures[order_key]

    async def ensure_known_many(self, order_keys: Sequence[str]) -> dict[str, StationError]:
        """`ensure_known` for many orders (a batch): one sweep when several are unknown, a lookup per order for the
        rest, `concurrency` at a time. Returns the orders that stay unknown, with the error to show."""
        failures: dict[str, StationError] = {}
        by_shop: dict[str, list[str]] = {}
        for order_key in order_keys:
            try:
                by_shop.setdefault(self._shop_of(order_key), []).append(order_key)
            except ShopNotInAccount as refused:
                failures[order_key] = refused
        unknown = [key for shop, keys in by_shop.items() for key in self._store.knowledge.unchecked(shop, keys)]
        if not unknown:
            return failures
        if len(unknown) > LOOKUPS_BEFORE_A_SWEEP:
            try:
                await self._sweep_covering(unknown)  # every shop's
            except (ServiceError, OSError) as error:
                return {**failures, **{key: self._unknown(key, error) for key in unknown}}
            still = {key for shop, keys in by_shop.items() for key in self._store.knowledge.unchecked(shop, keys)}
            unknown = [key for key in unknown if key in still]

        async def look_up(order_key: str) -> None:
            async with self._lookups:
                try:
                    await self._look_up(self._shop_of(order_key), order_key)
                except (ServiceError, OSError) as error:
                    failures[order_key] = self._unknown(order_key, error)

        await asyncio.gather(*(look_up(key) for key in unknown))
        return failures

    async def look_up(self, order_key: str) -> None:
        """Asks the service about the order now, known or not (a create that waited offline, before it is sent);
        raises ShippedElsewhereUnknown when it cannot."""
        try:
            await self._look_up(self._shop_of(order_key), order_key)
        except (ServiceError, OSError) as error:
            raise self._unknown(order_key, error) from error

    async def _look_up(self, shop: str, order_key: str) -> None:
        order = self._store.orders.get(order_key)
        if order is None:
            return
        asked_at = self._clock()
        found = [
            _seen(shipment)
            async for shipment in self._shipping(order_key).list_shipments(reference=order.reference, size=PAGE_SIZE)
            # The service matches exactly; a second reading costs nothing. A multi-collo follow-up parcel carries its
            # main's reference but is no order's shipment: it is known with its main.
            if shipment.reference == order.reference and not shipment.is_follow_up
        ]

        def rows() -> list[str]:
            self._store.knowledge.record_seen(shop, found)
            self._store.knowledge.mark_checked(shop, [order.reference], asked_at)
            return self._take_on(shop, [order_key])

        changed = await self._store.db.write(rows)
        log.info("lookup of %s: %d shipments at the service", order.reference, len(found))
        self._tell(changed)

    def _unknown(self, order_key: str, error: BaseException) -> ShippedElsewhereUnknown:
        order = self._store.orders.get(order_key)
        reference = order.reference if order else order_key
        reason = getattr(error, "message", None) or type(error).__name__
        return ShippedElsewhereUnknown(
            QT_TRANSLATE_NOOP(
                "StationError",
                "Could not ask the service whether another station shipped {reference} ({reason}); nothing was created.",
            ).format(reference=reference, reason=reason),
            order_key=order_key,
        )

    # -- taking shipments on (the caller holds the transaction) --------------------------------------------------
    def _take_on(self, shop: str, order_keys: Sequence[str] | None = None) -> list[str]:
        """Records what the service reported against the queue: newer statuses of recorded shipments, and the
        shipments made elsewhere that orders take on. Returns the orders that changed."""
        changed: list[str] = []
        for record, reported in self._store.knowledge.status_updates(shop):
            if record.kind is not ShipmentKind.OUTBOUND or not status_moves_forward(record.status, reported):
                continue
            self._store.shipments.set_status(record.id, reported)
            if reported is ShipmentStatus.CANCELLED:
                self._store.orders.set_state(record.order_key, OrderState.CANCELLED)
                self._store.log.add("shipment cancelled elsewhere", record.order_key, f"shipment {record.id}")
            changed.append(record.order_key)
        for match in self._store.knowledge.matches(shop, order_keys):
            if not self._order_of_shop(match.order_key, shop):
                continue  # two shops may use the same reference (contract §3): another shop's shipment is not its
            if self._create_under_way(match.order_key):
                continue  # the outbox resolves its own create by reference; what it finds is this station's
            current = self._store.shipments.current_for_order(match.order_key)
            chosen = shipment_made_elsewhere(
                match.found, has_live=current is not None and current.live, has_any=current is not None
            )
            if chosen is None:
                continue
            self._store.shipments.record(
                ShipmentRecord(
                    id=chosen.id,
                    order_key=match.order_key,
                    reference=match.reference,
                    status=chosen.status,
                    barcode=chosen.barcode,
                    tracking_url=chosen.tracking_url,
                    carrier=chosen.carrier,
                    created_at=chosen.created,
                    elsewhere=True,
                )
            )
            cancelled = chosen.status is ShipmentStatus.CANCELLED
            self._store.orders.set_state(match.order_key, OrderState.CANCELLED if cancelled else OrderState.CREATED)
            self._store.log.add(
                "cancelled elsewhere" if cancelled else "shipped elsewhere",
                match.order_key,
                describe_elsewhere(chosen.id, chosen.status, chosen.created),
            )
            changed.append(match.order_key)
        return list(dict.fromkeys(changed))

    def _order_of_shop(self, order_key: str, shop: str) -> bool:
        try:
            return self._shop_of(order_key) == shop
        except ShopNotInAccount:
            return False

    def _create_under_way(self, order_key: str) -> bool:
        """This station's own create of the order may have reached the service (sent, answer not yet recorded)."""
        entry = self._store.outbox.open_create(order_key)
        return entry is not None and (
            entry.state is OutboxState.IN_FLIGHT or (entry.attempts > 0 and not entry.create.unsent)
        )


def describe_elsewhere(shipment_id: int, status: ShipmentStatus, created: datetime | None) -> str:
    """ "Shipped 14:05, shipment 4711, printed": a shipment made at another station, in the operator's words."""
    if created is None:
        return QT_TRANSLATE_NOOP("ShipmentElsewhere", "Shipped, shipment {id}, {status}").format(
            id=shipment_id, status=status.display_name
        )
    when = f"{created.astimezone():%H:%M}"
    if created.astimezone().date() != datetime.now().astimezone().date():
        when = f"{created.astimezone():%d-%m %H:%M}"
    return QT_TRANSLATE_NOOP("ShipmentElsewhere", "Shipped {time}, shipment {id}, {status}").format(
        time=when, id=shipment_id, status=status.display_name
    )
