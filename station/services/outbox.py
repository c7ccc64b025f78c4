"""The outbox: every create and print is journaled before it is sent and marked done after; resumes and drains.

Guarantees (issue 7, "never lose an order, never create or print twice"):
- A create is journaled (committed) before the request leaves. Once any attempt may have reached the service,
  the next attempt first looks the shipment up by its reference, so a lost answer never becomes a second shipment.
  That holds across entries too: after a create that was sent and ended failed (an answer that could not be read),
  the next create of the order looks up first.
- A return is journaled the same way; before every sending the parent's returns are looked up on the service, so
  an order's shipment gets at most one live return through Station, whatever crashed or was lost.
- A print is journaled, then marked `sending` (committed) before the PDF goes to the printer, then `sent`. A print
  that was `sending` when Station stopped has an unknown outcome: it is never reprinted automatically but flagged
  `needs_confirmation` for the operator (`confirm_print`).
- When the service cannot be reached, work stays in the journal (`pending_count()`, observers) and a drainer retries
  with exponential backoff and jitter; quitting loses nothing, the next start resumes.
- A create asked for with its print ("create & print", scan to print) journals the print with the create, in one
  commit. Once the shipment exists the print runs through the same journal (once; A4 slots planned then), unless
  another print of the label came first or the shipment was cancelled: then it is dropped. Event observers
  (`add_event_observer`) hear when a print the drain sent came out, failed, or was dropped.
"""

from __future__ import annotations

import asyncio
import logging
import random
from datetime import timedelta
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from station.api.errors import ApiBackendError, MalformedResponse, OutcomeUnknown, RateLimited, ServiceError
from station.domain.enums import LabelFormat, ShipmentStatus
from station.domain.models import Shipment, ShipmentDraft
from station.domain.sheets import next_free_positions, place_labels
from station.printers.base import LabelPrinter, PrinterProfile, PrintJobState
from station.printers.workers import run_blocking
from station.services.events import JournalOutcome, JournalReported
from station.services.errors import (
    NoShipmentYet,
    PrinterNotConfigured,
    StationError,
    WorkQueued,
    is_unexpected,
    log_unexpected,
)
from station.store.codec import draft_from_dict, draft_to_dict
from station.store.records import (
    OrderState,
    OutboxEntry,
    OutboxKind,
    OutboxState,
    ParcelRecord,
    PrintJobItem,
    PrintJobRecord,
    PrintState,
    ShipmentKind,
    ShipmentRecord,
)
from station.store.shipments import DuplicateShipment
from station.store.store import Store

log = logging.getLogger("station.services.outbox")
T = TypeVar("T")


class ShippingGateway(Protocol):
    """What the outbox needs of station.api's ShippingClient."""

    async def create_shipment(self, draft: ShipmentDraft) -> Shipment: ...

    async def find_by_reference(self, reference: str) -> Shipment | None: ...

    async def label_pdf(
        self, shipment_ids: Sequence[int], label_format: LabelFormat, positions: Sequence[int] | None = None
    ) -> bytes: ...

    async def create_return(
        self, parent_id: int, *, send_email: bool = False, printerless: bool = False, reference: str | None = None,
    ) -> Shipment: ...

    async def find_returns(self, parent_id: int, reference: str) -> list[Shipment]: ...


class SheetSlotsTaken(StationError):
    """An A4 job's planned slots were used on the sheet in the tray by the time it was its turn: nothing printed."""

    title = "Sheet slots used already"
    advice = "Print it again: Station places it on the free slots of the sheet in the tray."


@dataclass(frozen=True)
class PrintRequest:
    """One print job to journal: these orders' labels, in one format, at these A4 positions (none for A6)."""

    order_keys: tuple[str, ...]
    label_format: LabelFormat
    positions: tuple[int, ...] = ()
    reprint: bool = False
    job_name: str | None = None
    # The positions are the first sheet's slots exactly (Station's plan, `next_free_positions`), see place_labels.
    exact_slots: bool = False
    # Run in the journal's transaction, so nothing journals a print of these labels between the check and this one
    # (PrintService's "printed already?"); raising refuses the job with nothing journaled.
    check: Callable[[], None] | None = field(default=None, compare=False)


# What the journal did by itself, for the operator (`message` is ready to show): the services' change event.
OutboxEventKind = JournalOutcome
OutboxEvent = JournalReported


PendingObserver = Callable[[int], None]
EventObserver = Callable[[OutboxEvent], None]
UnknownPrintResolver = Callable[[PrintJobRecord], Awaitable[bool | None]]


@dataclass(frozen=True)
class PrinterBinding:
    """The printer a label format goes to: its profile and the adapter that talks to it."""

    profile: PrinterProfile
    printer: LabelPrinter

    @property
    def printer_id(self) -> str:
        """Names the physical printer whose A4 tray the slots belong to."""
        return self.profile.printer_name or self.profile.name


@dataclass(frozen=True)
class RetryBackoff:
    """Exponential backoff with full jitter for draining (the clients have their own per-request retries)."""

    first_s: float = 1.0
    max_s: float = 60.0

    def delay(self, failures: int) -> float:
        ceiling = min(self.max_s, self.first_s * (2 ** max(0, failures - 1)))
        return random.uniform(ceiling / 2, ceiling)


def is_unreachable(error: BaseException) -> bool:
    """True when the service could not be reached or its answer was lost: the work waits, it is not refused.

    A backend failure that repeating cannot help (a 500, a 501) is not "unreachable": the entry fails instead of
    being retried for ever; a later create of the order still looks up first (`sent_before`).
    """
    if isinstance(error, (OutcomeUnknown, RateLimited)):
        return True
    if isinstance(error, ApiBackendError):
        return error.retryable
    return isinstance(error, (OSError, asyncio.TimeoutError))


def was_refused(error: BaseException) -> bool:
    """True when the service surely did not carry the write out: it refused it (4xx, 500 missing field).

    An unreadable answer (MalformedResponse) is no refusal: a 2xx whose body could not be read most likely means
    the write was done.
    """
    return isinstance(error, ServiceError) and not is_unreachable(error) and not isinstance(
        error, (MalformedResponse, ApiBackendError))


def shipment_record(
    order_key: str, shipment: Shipment, *, kind: ShipmentKind = ShipmentKind.OUTBOUND, elsewhere: bool = False,
) -> ShipmentRecord:
    return ShipmentRecord(
        id=shipment.id, order_key=order_key, reference=shipment.reference, status=shipment.status,
        barcode=shipment.barcode, tracking_url=shipment.tracking_url, carrier=shipment.draft.carrier.slug,
        kind=kind, parent_id=shipment.parent_id, qr_url=shipment.qr_url, elsewhere=elsewhere,
        created_at=shipment.created if elsewhere else None,
        follow_ups=tuple(
            ParcelRecord(parcel.id, number, parcel.status, parcel.barcode, parcel.tracking_url)
            for number, parcel in enumerate(shipment.follow_ups, start=2)
        ),
    )


# A shipment the service created this long before this station journaled its create cannot be that create's: it
# was made elsewhere (the margin covers clocks that differ).
_CLOCK_MARGIN = timedelta(minutes=2)


def reached(error: BaseException) -> bool:
    """False when the request surely never reached the service (no connection, refused by the rate limit)."""
    if isinstance(error, RateLimited):
        return False
    return not (isinstance(error, ApiBackendError) and not error.maybe_committed)


def made_before(shipment: Shipment, entry: OutboxEntry) -> bool:
    """True when the service created `shipment` before `entry` (this station's create) was journaled."""
    return bool(shipment.created and entry.created_at and shipment.created < entry.created_at - _CLOCK_MARGIN)


class OutboxService:
    """Runs journaled creates and prints; see the module docstring for the guarantees."""

    def __init__(
        self,
        store: Store,
        shipping: Callable[[], ShippingGateway],
        printers: Callable[[LabelFormat], PrinterBinding | None],
        *,
        backoff: RetryBackoff = RetryBackoff(),
    ) -> None:
        self._store = store
        self._shipping = shipping
        self._printers = printers
        self._backoff = backoff
        self._observers: list[PendingObserver] = []
        self._event_observers: list[EventObserver] = []
        self._wake = asyncio.Event()
        self._drainer: asyncio.Task[None] | None = None
        self._order_locks: dict[str, asyncio.Lock] = {}
        self._active: set[int] = set()  # entries a coroutine is running now: the drainer leaves them alone
        # Asked before the drain first sends a create that waited (journaled while offline): another station may
        # have shipped the order meanwhile (ShippedElsewhereService.look_up records it; raises when it cannot ask).
        self.look_up_before_sending: Callable[[str], Awaitable[None]] | None = None
        # The PDF a label job sends, from the label's (the packing slip joins it here: services/packing_slip.py).
        self.compose_print: Callable[[PrintJobRecord, bytes], Awaitable[bytes]] | None = None
        self._last_count = -1

    # -- observing -----------------------------------------------------------------------------------------
    def pending_count(self) -> int:
        """Creates and prints journaled but not yet done (waiting for the service, or being sent)."""
        return self._store.outbox.pending_count()

    def needing_confirmation(self) -> list[OutboxEntry]:
        """Prints whose outcome is unknown: the operator confirms each with `confirm_print`."""
        return self._store.outbox.in_state(OutboxState.NEEDS_CONFIRMATION)

    def add_observer(self, observer: PendingObserver) -> Callable[[], None]:
        """Calls `observer(pending_count)` whenever the count may have changed; returns a function to remove it."""
        self._observers.append(observer)
        observer(self.pending_count())
        return lambda: self._observers.remove(observer) if observer in self._observers else None

    def add_event_observer(self, observer: EventObserver) -> Callable[[], None]:
        """Calls `observer(event)` when the journal printed, failed or dropped work by itself (the drain, a resume),
        so the operator learns that a label asked for earlier came out; returns a function to remove it."""
        self._event_observers.append(observer)
        return lambda: self._event_observers.remove(observer) if observer in self._event_observers else None

    def _tell(self, event: OutboxEvent) -> None:
        log.info("outbox: %s", event.message)
        for observer in list(self._event_observers):
            try:
                observer(event)
            except Exception:  # an observer's bug must not stop the journal
                log.exception("outbox event observer failed")

    def _notify(self) -> None:
        count = self.pending_count()
        if count == self._last_count:
            return
        self._last_count = count
        for observer in list(self._observers):
            try:
                observer(count)
            except Exception:  # an observer's bug must not stop the journal
                log.exception("pending-count observer failed")

    def _lock_for(self, order_key: str) -> asyncio.Lock:
        return self._order_locks.setdefault(order_key, asyncio.Lock())

    # -- creating --------------------------------------------------------------------------------------------
    async def create_shipment(
        self, order_key: str, draft: ShipmentDraft, *, then_print: LabelFormat | None = None
    ) -> ShipmentRecord:
        """The order's shipment: the existing live one, or a new one created exactly once.

        With `then_print` the label's print is journaled with the create, in the same commit ("create & print"):
        when the create has to wait for the service, the label prints once the shipment exists (the drain, or the
        next start), in that format. When the create succeeds here, the caller prints the label as usual
        (`print_labels`), which takes the waiting print's place; the caller then calls `release_print_after_create`
        so a print it could not start is left to the drain. No print is journaled for an order whose shipment
        exists already.

        Raises WorkQueued when the service cannot be reached (the create stays journaled and drains later),
        or the client's ServiceError when the service refuses the draft (the journal entry is closed as failed,
        and a print journaled with it is dropped).
        """
        async with self._lock_for(order_key):
            existing = self._live_shipment(order_key)
            if existing is not None:
                return existing
            claimed: list[int] = []

            def rows() -> OutboxEntry:
                entry = self._store.outbox.journal(
                    OutboxKind.CREATE_SHIPMENT, order_key, {"draft": draft_to_dict(draft), "reference": draft.reference}
                )
                if then_print is not None and not self._store.outbox.waiting_prints_after_create(order_key):
                    intent = self._store.outbox.journal(OutboxKind.PRINT_LABEL, order_key, {
                        "order_keys": [order_key], "label_format": then_print.value, "positions": [],
                        "reprint": False, "job_name": None, "job_id": None, "print_after_create": True,
                    })
                    # This coroutine prints it right after a successful create: the drainer leaves it alone till then.
                    claimed.append(intent.id)
                    self._active.add(intent.id)
                return entry

            with self._store.db.transaction():
                entry = rows()
            self._notify()
            try:
                return await self._run_create(entry)
            except BaseException:
                self._active.difference_update(claimed)  # waits for the create in the journal, or was dropped
                raise

    def release_print_after_create(self, order_key: str) -> None:
        """The caller of `create_shipment(then_print=...)` is done: a print journaled with the create that its own
        print did not take over (that one could not start) is the drain's from now on."""
        waiting = self._store.outbox.waiting_prints_after_create(order_key)
        if waiting:
            self._active.difference_update(entry.id for entry in waiting)
            self._wake.set()

    def drop_prints_after_create(self, order_key: str, reason: str) -> int:
        """Drops the order's prints waiting for their create (the shipment was cancelled...); how many were.

        Joins the caller's transaction when there is one.
        """
        with self._store.db.transaction():
            dropped = self._drop_waiting_prints(order_key, reason)
        if dropped:
            self._notify()
            self._tell(OutboxEvent(OutboxEventKind.DROPPED, (order_key,), f"{self._reference(order_key)}: "
                                   f"the label waiting for its shipment will not be printed ({reason})"))
        return dropped

    def _drop_waiting_prints(self, order_key: str, reason: str, *, state: OutboxState = OutboxState.FAILED) -> int:
        """The rows of `drop_prints_after_create`; the caller holds the transaction."""
        waiting = self._store.outbox.waiting_prints_after_create(order_key)
        for entry in waiting:
            self._store.outbox.mark(entry.id, state, error=reason)
            self._store.log.add("queued print dropped", order_key, reason)
            self._active.discard(entry.id)
        return len(waiting)

    def _reference(self, order_key: str) -> str:
        order = self._store.orders.get(order_key)
        return order.reference if order is not None else order_key

    def journal_creates(self, items: Sequence[tuple[str, ShipmentDraft]]) -> list[OutboxEntry]:
        """Journals many creates at once (a batch), before any request leaves; already created orders are left out."""
        with self._store.db.transaction():
            entries = self._journal_creates(items)
        self._notify()
        return entries

    def _journal_creates(self, items: Sequence[tuple[str, ShipmentDraft]]) -> list[OutboxEntry]:
        """The journal rows of `journal_creates`; the caller holds the transaction."""
        entries: list[OutboxEntry] = []
        for order_key, draft in items:
            if self._live_shipment(order_key) is not None:
                continue
            entries.append(self._store.outbox.journal(
                OutboxKind.CREATE_SHIPMENT, order_key, {"draft": draft_to_dict(draft), "reference": draft.reference}
            ))
        return entries

    async def create_many(
        self, items: Sequence[tuple[str, ShipmentDraft]], *, chunk_size: int = 100, concurrency: int = 4
    ) -> dict[str, ShipmentRecord | BaseException]:
        """Creates shipments for many orders, each exactly once, through the client's batch create where it can.

        Every create is journaled first (one commit for all). The batch creates of `chunk_size` go out up to
        `concurrency` at a time. A batch the service refuses on validation (all-or-nothing, contract §3) is retried
        one by one to tell the bad drafts apart; a batch whose answer was lost is resolved one by one by reference.
        Returns per order key the shipment or the exception (WorkQueued, ServiceError, ...).

        The journal's commits run on the store's writer thread (`Database.write`): a chunk of 100 created shipments
        is recorded in one transaction there, not in 100 fsyncs on the event loop.
        """
        results: dict[str, ShipmentRecord | BaseException] = {}
        claimed: list[int] = []

        def journal_claimed() -> list[OutboxEntry]:
            # The orders created already are looked up here too: with the journal, in one go on the writer thread.
            for order_key, _draft in items:
                live = self._live_shipment(order_key)
                if live is not None:
                    results[order_key] = live
            journaled = self._journal_creates([item for item in items if item[0] not in results])
            # Claimed before the commit makes them visible: the drainer never sends a create this batch sends.
            claimed.extend(entry.id for entry in journaled)
            self._active.update(claimed)
            return journaled

        try:
            entries = await self._store.db.write(journal_claimed) if items else []
        except BaseException:
            self._active.difference_update(claimed)
            raise
        self._notify()
        try:
            client = self._shipping()
            batch_create = getattr(client, "create_shipments", None)
            semaphore = asyncio.Semaphore(max(1, concurrency))

            async def one_by_one(entry: OutboxEntry, known_unsent: bool) -> None:
                assert entry.order_key is not None
                async with semaphore, self._lock_for(entry.order_key):
                    current = self._store.outbox.get(entry.id) or entry
                    try:
                        results[entry.order_key] = await self._run_create_claimed(current, known_unsent=known_unsent)
                    except Exception as error:  # per-item: recorded, the batch goes on
                        results[entry.order_key] = error

            async def run_chunk(chunk: list[OutboxEntry]) -> None:
                # Entries resumed from an earlier run may have been created already: those go one by one.
                fresh = [entry for entry in chunk if entry.attempts == 0 and entry.state is OutboxState.PENDING]
                resumed = [entry for entry in chunk if entry not in fresh]
                known_unsent = False
                failure: ServiceError | None = None
                if batch_create is not None and len(fresh) > 1:
                    sending = fresh

                    def mark_in_flight() -> None:
                        for entry in sending:
                            self._store.outbox.mark(entry.id, OutboxState.IN_FLIGHT, count_attempt=True)

                    async with semaphore:
                        await self._store.db.write(mark_in_flight)
                        try:
                            created = await batch_create([draft_from_dict(entry.payload["draft"]) for entry in fresh])
                        except ServiceError as error:
                            failure = error
                    if failure is not None:
                        # Refused on validation: nothing was created. Lost, failed or unreadable: resolve each by
                        # reference (an unreadable 201 may well have created every one of them).
                        known_unsent = was_refused(failure)
                        log.info("batch create of %d failed (%s); continuing one by one", len(fresh), failure)

                        def mark_pending() -> list[OutboxEntry]:
                            for entry in sending:
                                self._store.outbox.mark(entry.id, OutboxState.PENDING, error=str(failure))
                            return [self._store.outbox.get(entry.id) or entry for entry in sending]

                        fresh = await self._store.db.write(mark_pending)
                        self._notify()
                    else:
                        pairs = list(zip(fresh, created, strict=True))
                        recorded = await self._store.db.write(
                            lambda: [self._record_created(entry, shipment) for entry, shipment in pairs])
                        for (entry, _shipment), record in zip(pairs, recorded, strict=True):
                            assert entry.order_key is not None
                            results[entry.order_key] = record
                        self._notify()
                        fresh = []
                await asyncio.gather(
                    *(one_by_one(entry, known_unsent) for entry in fresh),
                    *(one_by_one(entry, False) for entry in resumed),
                )

            await asyncio.gather(*(run_chunk(entries[start:start + chunk_size])
                                   for start in range(0, len(entries), chunk_size)))
        finally:
            self._active.difference_update(entry.id for entry in entries)
            self._notify()
        if self._store.outbox.waiting_prints_after_create():
            self._wake.set()  # a shipment created here may be one a create & print waited for: the drainer prints it
        return results

    def complete_create(self, entry: OutboxEntry, shipment: Shipment, *, elsewhere: bool = False) -> ShipmentRecord:
        """Records the created shipment (or, `elsewhere`, the one another station made) and closes its journal
        entry, atomically."""
        with self._store.db.transaction():
            record = self._record_created(entry, shipment, elsewhere=elsewhere)
        self._notify()
        assert entry.order_key is not None
        if self._store.outbox.waiting_prints_after_create(entry.order_key):
            self._wake.set()  # its print waited for this shipment: the drainer prints it (unless the caller does)
        return record

    def _record_created(self, entry: OutboxEntry, shipment: Shipment, *, elsewhere: bool = False) -> ShipmentRecord:
        """The rows of `complete_create`; the caller holds the transaction."""
        assert entry.order_key is not None
        try:
            record = self._store.shipments.record(shipment_record(entry.order_key, shipment, elsewhere=elsewhere))
        except DuplicateShipment:
            # Another path recorded the order's shipment meanwhile: keep that one, never a second.
            record = self._live_shipment(entry.order_key)  # type: ignore[assignment]
            log.error("order %s: service returned a second shipment %s; kept %s",
                      entry.order_key, shipment.id, record.id if record else None)
        self._store.outbox.mark(entry.id, OutboxState.DONE)
        self._store.orders.set_state(entry.order_key, OrderState.CREATED)
        self._store.log.add("shipped elsewhere" if record.elsewhere else "shipment created", entry.order_key,
                            f"shipment {record.id} barcode {record.barcode}")
        assert record is not None
        return record

    async def _run_create(self, entry: OutboxEntry, *, known_unsent: bool = False) -> ShipmentRecord:
        self._active.add(entry.id)
        try:
            return await self._run_create_claimed(entry, known_unsent=known_unsent)
        finally:
            self._active.discard(entry.id)

    async def _run_create_claimed(self, entry: OutboxEntry, *, known_unsent: bool) -> ShipmentRecord:
        assert entry.order_key is not None
        draft = draft_from_dict(entry.payload["draft"])
        client = self._shipping()
        if not known_unsent and (
            entry.attempts > 0 or entry.state is OutboxState.IN_FLIGHT
            or self._store.outbox.sent_before(OutboxKind.CREATE_SHIPMENT, entry.order_key, other_than=entry.id)
        ):
            # An earlier attempt may have created it: look it up by reference before sending again.
            try:
                found = await client.find_by_reference(draft.reference)
            except ServiceError as error:
                return self._create_failed(entry, error)
            if found is not None and found.status is not ShipmentStatus.CANCELLED:
                log.info("order %s: resumed create found shipment %s by reference", entry.order_key, found.id)
                # Older than this create, or found while no attempt of it ever reached the service: another
                # station's (ships once: its label is not printed here again).
                elsewhere = made_before(found, entry) or (
                    bool(entry.payload.get("unsent")) and entry.state is not OutboxState.IN_FLIGHT)
                return self.complete_create(entry, found, elsewhere=elsewhere)
        self._store.outbox.mark(entry.id, OutboxState.IN_FLIGHT, count_attempt=True)
        try:
            shipment = await client.create_shipment(draft)
        except MalformedResponse as error:
            # Answered, but unreadably: it was most likely created. One look by reference settles it now.
            found = await self._look_up_quietly(lambda: client.find_by_reference(draft.reference))
            if found is not None and found.status is not ShipmentStatus.CANCELLED:
                return self.complete_create(entry, found)
            return self._create_failed(self._store.outbox.get(entry.id) or entry, error)
        except ServiceError as error:
            return self._create_failed(self._store.outbox.get(entry.id) or entry, error)
        except asyncio.CancelledError:
            # Cancelled mid-request: the service may have it. Leave it pending; the next attempt looks it up first.
            self._store.outbox.mark(entry.id, OutboxState.PENDING)
            raise
        return self.complete_create(entry, shipment)

    def _create_failed(self, entry: OutboxEntry, error: ServiceError) -> ShipmentRecord:
        if is_unreachable(error):
            # Whether every attempt so far surely never reached the service (no connection, rate limited): then a
            # shipment found later by the reference is not this create's but another station's (ships once).
            unsent = not reached(error) and (entry.attempts <= 1 or bool(entry.payload.get("unsent")))
            if unsent != bool(entry.payload.get("unsent")):
                self._store.outbox.update_payload(entry.id, {**entry.payload, "unsent": unsent})
            self._store.outbox.mark(entry.id, OutboxState.PENDING, error=str(error))
            self._notify()
            self._wake.set()
            raise WorkQueued(f"Shipment {entry.payload.get('reference')} is queued: {error.message}") from error
        with self._store.db.transaction():
            self._store.outbox.mark(entry.id, OutboxState.FAILED, error=str(error))
            self._store.log.add("shipment refused", entry.order_key, str(error))
        assert entry.order_key is not None
        if self._live_shipment(entry.order_key) is None:
            self.drop_prints_after_create(entry.order_key, "the shipment was not created")
        self._notify()
        raise error

    # -- returns ---------------------------------------------------------------------------------------------
    async def create_return(
        self, order_key: str, parent: ShipmentRecord, *, send_email: bool, printerless: bool
    ) -> ShipmentRecord:
        """The return of the order's shipment `parent`: the existing live one, or a new one created exactly once.

        Journaled first; before each sending the parent's returns are looked up on the service, so a return whose
        answer was lost, or that was sent just before a crash, is found instead of created again. A second call
        while one is unfinished joins it. Raises WorkQueued when the service cannot be reached (the return stays
        journaled and is created when it is back), or the client's ServiceError when the service refuses it.
        """
        async with self._lock_for(order_key):
            existing = self._store.shipments.live_return_of(parent.id)
            if existing is not None:
                return existing
            entry = self._store.outbox.journal(OutboxKind.CREATE_RETURN, order_key, {
                "parent_id": parent.id, "reference": parent.reference, "send_email": send_email,
                "printerless": printerless,
            })
            self._notify()
            return await self._run_return(entry)

    async def _run_return(self, entry: OutboxEntry) -> ShipmentRecord:
        self._active.add(entry.id)
        try:
            return await self._run_return_claimed(entry)
        finally:
            self._active.discard(entry.id)

    async def _run_return_claimed(self, entry: OutboxEntry) -> ShipmentRecord:
        payload = entry.payload
        parent_id, reference = int(payload["parent_id"]), str(payload["reference"])
        recorded = self._store.shipments.live_return_of(parent_id)
        if recorded is not None:  # recorded by another path meanwhile
            self._store.outbox.mark(entry.id, OutboxState.DONE)
            self._notify()
            return recorded
        client = self._shipping()
        # Looked up before every sending, the first included: one live return per shipment, even one made elsewhere.
        try:
            found = await client.find_returns(parent_id, reference)
        except ServiceError as error:
            return self._return_failed(entry, error)
        if found:
            log.info("order %s: return %s of %s found on the service", entry.order_key, found[-1].id, parent_id)
            return self.complete_return(entry, found[-1])
        self._store.outbox.mark(entry.id, OutboxState.IN_FLIGHT, count_attempt=True)
        try:
            # With the reference, the client resolves a lost answer by looking again instead of sending twice.
            created = await client.create_return(parent_id, send_email=bool(payload.get("send_email")),
                                                 printerless=bool(payload.get("printerless")), reference=reference)
        except MalformedResponse as error:
            returns = await self._look_up_quietly(lambda: client.find_returns(parent_id, reference))
            if returns:
                return self.complete_return(entry, returns[-1])
            return self._return_failed(self._store.outbox.get(entry.id) or entry, error)
        except ServiceError as error:
            return self._return_failed(self._store.outbox.get(entry.id) or entry, error)
        except asyncio.CancelledError:
            self._store.outbox.mark(entry.id, OutboxState.PENDING)
            raise
        return self.complete_return(entry, created)

    def complete_return(self, entry: OutboxEntry, shipment: Shipment) -> ShipmentRecord:
        """Records the return and closes its journal entry, atomically."""
        assert entry.order_key is not None
        with self._store.db.transaction():
            record = self._store.shipments.record(shipment_record(entry.order_key, shipment, kind=ShipmentKind.RETURN))
            self._store.outbox.mark(entry.id, OutboxState.DONE)
            self._store.log.add("return created", entry.order_key,
                                f"return {record.id} for {entry.payload.get('parent_id')}"
                                + (", e-mail sent" if entry.payload.get("send_email") else ""))
        self._notify()
        return record

    def _return_failed(self, entry: OutboxEntry, error: ServiceError) -> ShipmentRecord:
        if is_unreachable(error):
            self._store.outbox.mark(entry.id, OutboxState.PENDING, error=str(error))
            self._notify()
            self._wake.set()
            raise WorkQueued(f"The return for {entry.payload.get('reference')} is queued: {error.message}") from error
        # Refused, or answered unreadably: closed. A new request looks the parent's returns up before sending.
        self._store.outbox.mark(entry.id, OutboxState.FAILED, error=str(error))
        self._store.log.add("return refused", entry.order_key, str(error))
        self._notify()
        raise error

    # -- printing --------------------------------------------------------------------------------------------
    async def print_labels(
        self,
        order_keys: Sequence[str],
        label_format: LabelFormat,
        positions: Sequence[int] | None = None,
        *,
        reprint: bool = False,
        job_name: str | None = None,
        check: Callable[[], None] | None = None,
        exact_slots: bool = False,
    ) -> PrintJobRecord:
        """Journals one print job for these orders' labels and sends it; returns the job as recorded.

        Every parcel of a multi-collo shipment gets its label, in parcel order; on A4 they take consecutive slots
        and run on to the next sheet when the first is full.

        `check` runs in the journal's transaction (see PrintRequest.check). Raises WorkQueued when the label cannot
        be fetched because the service is unreachable (the job stays journaled and prints when the service is
        back), PrinterNotConfigured, NoShipmentYet, SheetSlotsTaken, or what `check` raises.
        """
        request = PrintRequest(tuple(order_keys), label_format, tuple(positions or ()), reprint, job_name,
                               exact_slots, check)
        entry, job, binding = await self._journal_print(request)
        try:
            pdf = await self._fetch_label(entry, job, binding)
            return await self._hand_to_printer(entry, job, binding, pdf)
        finally:
            self._active.discard(entry.id)

    async def print_in_order(
        self,
        requests: Sequence[PrintRequest],
        *,
        concurrency: int = 4,
        cancel: asyncio.Event | None = None,
        on_result: Callable[[int, PrintJobRecord | BaseException], None] | None = None,
    ) -> list[PrintJobRecord | BaseException | None]:
        """Prints many jobs (a batch's A4 sheets): labels fetched `concurrency` at a time, printed in the given order.

        Each job is journaled (entry and job, committed) just before its label is asked for, in the given order, so
        after a crash the drain prints what is left in that order too. A job is handed to the printer only after
        every job before it was settled, so the sheets come out in order and the A4 slots are taken as planned;
        one whose slots turn out used (an earlier sheet did not print) is refused with SheetSlotsTaken, printing
        nothing. `cancel` stops journaling further jobs; the ones journaled already finish. Returns per request the
        job, the exception (WorkQueued, SheetSlotsTaken, ServiceError, ...), or None when cancelled before it
        started; `on_result(index, result)` is called as each settles, in order.
        """
        results: list[PrintJobRecord | BaseException | None] = [None] * len(requests)
        fetching = asyncio.Semaphore(max(1, concurrency))
        # Journaled but not yet at the printer: bounds what a crash leaves to the drain and what a cancel still prints.
        ahead = asyncio.Semaphore(2 * max(1, concurrency))
        settled: asyncio.Queue[tuple[int, asyncio.Future[Any]] | None] = asyncio.Queue()
        tasks: list[asyncio.Task[Any]] = []

        async def fetch(entry: OutboxEntry, job: PrintJobRecord, binding: PrinterBinding) -> tuple[Any, ...]:
            try:
                return entry, job, binding, await self._fetch_label(entry, job, binding)
            except BaseException:
                self._active.discard(entry.id)
                raise
            finally:
                fetching.release()

        async def journal_in_order() -> None:
            loop = asyncio.get_running_loop()
            try:
                for index, request in enumerate(requests):
                    await ahead.acquire()
                    await fetching.acquire()
                    if cancel is not None and cancel.is_set():
                        fetching.release()
                        ahead.release()
                        break
                    try:
                        entry, job, binding = await self._journal_print(request)
                    except Exception as error:  # per job: recorded, the rest go on
                        fetching.release()
                        failed: asyncio.Future[Any] = loop.create_future()
                        failed.set_exception(error)
                        await settled.put((index, failed))
                        continue
                    task = loop.create_task(fetch(entry, job, binding), name=f"label-{entry.id}")
                    tasks.append(task)
                    await settled.put((index, task))
            finally:
                await settled.put(None)

        async def print_in_turn() -> None:
            while (item := await settled.get()) is not None:
                index, fetched = item
                result: PrintJobRecord | BaseException
                try:
                    entry, job, binding, pdf = await fetched
                except Exception as error:  # the label could not be had: queued or refused, nothing printed
                    result = error
                else:
                    try:
                        result = await self._hand_to_printer(entry, job, binding, pdf)
                    except Exception as error:
                        result = error
                    finally:
                        self._active.discard(entry.id)
                finally:
                    ahead.release()
                results[index] = result
                if on_result is not None:
                    on_result(index, result)

        try:
            await asyncio.gather(journal_in_order(), print_in_turn())
        finally:
            for task in tasks:
                task.cancel()  # only when cancelled from outside: the entries stay journaled for the drain
        return results

    async def _journal_print(self, request: PrintRequest) -> tuple[OutboxEntry, PrintJobRecord, PrinterBinding]:
        """Journals the print and its job in one commit; the entry is this coroutine's (`_active`) from the start."""
        binding = self._printers(request.label_format)
        if binding is None:
            raise PrinterNotConfigured(f"No printer is set up for {request.label_format.value} labels.")
        payload: dict[str, Any] = {
            "order_keys": list(request.order_keys), "label_format": request.label_format.value,
            "positions": list(request.positions), "reprint": request.reprint, "job_name": request.job_name,
            "job_id": None, "exact_slots": request.exact_slots,
        }

        claimed: list[int] = []

        def rows() -> tuple[OutboxEntry, PrintJobRecord | None]:
            if request.check is not None:
                request.check()
            for order_key in request.order_keys:
                # This print takes the place of one asked for with the create: the label prints once, this time.
                self._drop_waiting_prints(order_key, "printed directly", state=OutboxState.DONE)
            entry = self._store.outbox.journal(
                OutboxKind.PRINT_LABEL, request.order_keys[0] if request.order_keys else None, payload)
            # Claimed before the commit makes it visible: the drainer never sends an entry a coroutine is sending.
            claimed.append(entry.id)
            self._active.add(entry.id)
            return entry, self._job_rows(entry, payload, binding)

        try:
            entry, job = await self._store.db.write(rows)
        except BaseException:
            self._active.difference_update(claimed)  # rolled back, or committed and then cancelled: the drain's
            raise
        self._notify()
        if job is None:
            self._active.discard(entry.id)
            raise NoShipmentYet(f"Order {payload.get('missing')} has no shipment to print.")
        return entry, job, binding

    def _waits_for_create(self, entry: OutboxEntry) -> bool:
        """A print asked for with its create whose shipment is not there yet, while the create is still open."""
        payload = entry.payload
        if not payload.get("print_after_create") or payload.get("job_id") or entry.order_key is None:
            return False
        return self._live_shipment(entry.order_key) is None and (
            self._store.outbox.open_create(entry.order_key) is not None)

    async def _run_queued_print(self, entry: OutboxEntry) -> PrintJobRecord | None:
        """`_run_print` for the drain, telling the event observers how it ended."""
        after_create = bool(entry.payload.get("print_after_create"))
        name = self._reference(entry.order_key) if entry.order_key else f"print {entry.id}"
        keys = tuple(entry.payload.get("order_keys") or ())
        try:
            job = await self._run_print(entry)
        except WorkQueued:
            raise
        except Exception as error:
            self._tell(OutboxEvent(OutboxEventKind.FAILED, keys, f"{name}: the queued label was not printed: {error}"))
            raise
        if job is None:
            return None
        if job.state is PrintState.SENT:
            what = "label asked for with the shipment" if after_create else "queued label"
            self._tell(OutboxEvent(OutboxEventKind.PRINTED, keys,
                                   f"{name}: {what} printed ({job.label_format.value} on {job.printer_profile})", job))
        else:
            self._tell(OutboxEvent(OutboxEventKind.FAILED, keys,
                                   f"{name}: the queued label was not printed: {job.detail}", job))
        return job

    async def _run_print(self, entry: OutboxEntry) -> PrintJobRecord | None:
        """Sends a journaled print (the drain, after a restart or once the service is back); None when it was a
        print asked for with its create that gave way (printed otherwise, cancelled, never created)."""
        self._active.add(entry.id)
        try:
            payload = dict(entry.payload)
            label_format = LabelFormat(payload["label_format"])
            binding = self._printers(label_format)
            if binding is None:
                raise PrinterNotConfigured(f"No printer is set up for {label_format.value} labels.")
            job = self._store.print_jobs.get(payload["job_id"]) if payload.get("job_id") else None
            if job is None:
                if payload.get("print_after_create"):
                    dropped: list[str] = []
                    job = await self._store.db.write(lambda: self._job_rows_after_create(entry, payload, binding, dropped))
                    self._notify()
                    if job is None:
                        if dropped and entry.order_key is not None:
                            self._tell(OutboxEvent(OutboxEventKind.DROPPED, (entry.order_key,),
                                                   f"{self._reference(entry.order_key)}: the label waiting for its "
                                                   f"shipment was not printed ({dropped[0]})"))
                        return None
                    entry = self._store.outbox.get(entry.id) or entry  # its positions are planned now
                else:
                    job = await self._store.db.write(lambda: self._job_rows(entry, payload, binding))
                    self._notify()
                    if job is None:
                        raise NoShipmentYet(f"Order {payload.get('missing')} has no shipment to print.")
            pdf = await self._fetch_label(entry, job, binding)
            return await self._hand_to_printer(entry, job, binding, pdf)
        finally:
            self._active.discard(entry.id)

    def _job_rows_after_create(
        self, entry: OutboxEntry, payload: dict[str, Any], binding: PrinterBinding, dropped: list[str]
    ) -> PrintJobRecord | None:
        """The job of a print asked for with its create, decided in the journal's transaction: None, with the entry
        closed and the reason in `dropped`, when the label must not print (again); A4 slots planned from the tray."""
        current = self._store.outbox.get(entry.id)
        if current is None or current.state not in (OutboxState.PENDING, OutboxState.IN_FLIGHT):
            return None  # dropped meanwhile: another print of the label took its place
        order_key = entry.order_key
        assert order_key is not None
        shipment = self._live_shipment(order_key)
        reason = ""
        if shipment is None:
            if self._store.outbox.open_create(order_key) is not None:
                return None  # still waiting for its create: the next drain
            order = self._store.orders.get(order_key)
            cancelled = order is not None and order.shipment is not None
            reason = "the shipment was cancelled" if cancelled else "the shipment was not created"
        elif shipment.elsewhere:
            # Another station shipped the order while this create waited: its label is theirs (ships once).
            reason = "it was shipped at another station"
        elif self._store.outbox.open_print_for(order_key, other_than=entry.id) is not None or any(
                job.state is not PrintState.FAILED and any(item.shipment_id == shipment.id for item in job.items)
                for job in self._store.print_jobs.for_order(order_key)):
            reason = "it was printed meanwhile"
        if reason:
            self._store.outbox.mark(entry.id, OutboxState.FAILED if shipment is None else OutboxState.DONE,
                                    error=reason)
            self._store.log.add("queued print dropped", order_key, reason)
            dropped.append(reason)
            return None
        if LabelFormat(payload["label_format"]) is LabelFormat.A4:
            # Planned now, from the sheet in the tray as it is when the label finally prints: one slot per parcel.
            payload["positions"] = next_free_positions(self._store.slots.used(binding.printer_id),
                                                       shipment.parcel_count)
            payload["exact_slots"] = True
        return self._job_rows(current, payload, binding)

    async def _fetch_label(self, entry: OutboxEntry, job: PrintJobRecord, binding: PrinterBinding) -> bytes:
        """The job's label PDF from the service; unreachable: the entry waits (WorkQueued); refused: the job failed."""
        shipment_ids = [item.shipment_id for item in job.items]
        positions = entry.payload.get("positions") or None
        sheets = _sheet_items(job) if job.label_format is LabelFormat.A4 else []
        try:
            if len(sheets) <= 1:
                return await self._shipping().label_pdf(shipment_ids, job.label_format, positions)
            # A job running on to further sheets (a multi-collo order's parcels): each sheet asked for with its own
            # slots, so what prints is exactly what was planned and recorded (a single position means "N to 4" to
            # the service, which a first sheet with one free slot left cannot use).
            parts = [
                await self._shipping().label_pdf([item.shipment_id for item in sheet], LabelFormat.A4,
                                                 [item.slot for item in sheet if item.slot is not None])
                for sheet in sheets
            ]
            return await run_blocking(join_pdfs, parts)
        except ServiceError as error:
            if is_unreachable(error):
                await self._store.db.write(lambda: self._store.outbox.mark(
                    entry.id, OutboxState.PENDING, error=str(error), count_attempt=True))
                self._notify()
                self._wake.set()
                raise WorkQueued(f"Label {job.job_name} is queued: {error.message}") from error
            await self._finish_print(entry, job, binding, PrintState.FAILED, f"label not available: {error}")
            raise

    async def _hand_to_printer(
        self, entry: OutboxEntry, job: PrintJobRecord, binding: PrinterBinding, pdf: bytes
    ) -> PrintJobRecord:
        sheets = _sheets_of(job) if job.label_format is LabelFormat.A4 else []
        if self.compose_print is not None:
            pdf = await self.compose_print(job, pdf)

        def mark_sending() -> list[int]:
            if sheets:
                # The job's first sheet is the one in the tray: a slot used meanwhile would be printed over.
                taken = sorted(set(sheets[0]) & self._store.slots.used(binding.printer_id))
                if taken:
                    return taken
                self._store.slots.occupy(binding.printer_id, job.id, sheets)
            self._store.outbox.mark(entry.id, OutboxState.IN_FLIGHT, count_attempt=True)
            self._store.print_jobs.set_state(job.id, PrintState.SENDING)
            return []

        # Committed before the printer sees anything: a crash from here on is an unknown outcome, never a reprint.
        taken = await self._store.db.write(mark_sending)
        if taken:
            detail = f"not printed: slot {', '.join(map(str, taken))} of the sheet in the tray is used already"
            await self._finish_print(entry, job, binding, PrintState.FAILED, detail)
            raise SheetSlotsTaken(f"Label {job.job_name} was not printed: {detail[len('not printed: '):]}.")
        try:
            outcome = await binding.printer.print_pdf(pdf, binding.profile, job.job_name)
        except asyncio.CancelledError:
            self._mark_unknown(entry, job)
            raise
        except Exception as error:  # an adapter bug or a dead device: the outcome is not known
            log.exception("printer adapter failed on %s", job.job_name)
            self._mark_unknown(entry, job, detail=f"printer failed: {type(error).__name__}")
            raise
        state = PrintState.SENT if outcome.state in (PrintJobState.SENT, PrintJobState.QUEUED) else PrintState.FAILED
        return await self._finish_print(entry, job, binding, state, outcome.detail)

    def _job_rows(self, entry: OutboxEntry, payload: dict[str, Any], binding: PrinterBinding) -> PrintJobRecord | None:
        """Records the job of a journaled print (the caller holds the transaction); None, with the entry failed and
        `payload["missing"]` set, when an order has no shipment to print."""
        label_format = LabelFormat(payload["label_format"])
        order_keys: list[str] = payload["order_keys"]
        shipments: list[ShipmentRecord] = []
        for order_key in order_keys:
            shipment = self._live_shipment(order_key)
            if shipment is None:
                self._store.outbox.mark(entry.id, OutboxState.FAILED, error="no shipment")
                payload["missing"] = order_key
                return None
            shipments.append(shipment)
        # One label per parcel: a multi-collo shipment's main parcel, then its follow-ups.
        labels = [(shipment.order_key, parcel_id) for shipment in shipments for parcel_id in shipment.parcel_ids]
        items: list[PrintJobItem] = []
        if label_format is LabelFormat.A4:
            placed = place_labels(len(labels), payload.get("positions") or [], exact=bool(payload.get("exact_slots")))
            for sheet_number, sheet in enumerate(placed):
                for index, slot in sheet:
                    items.append(PrintJobItem(labels[index][0], labels[index][1], sheet_number, int(slot)))
        else:
            items = [PrintJobItem(order_key, parcel_id) for order_key, parcel_id in labels]
        job_name = payload.get("job_name") or "-".join(shipment.reference for shipment in shipments[:4])
        if payload.get("reprint"):
            job_name += f"-reprint-{entry.id}"
        job = self._store.print_jobs.create(
            job_name=job_name, label_format=label_format, printer_profile=binding.profile.name,
            printer=binding.printer_id, items=items, reprint=bool(payload.get("reprint")),
        )
        payload["job_id"] = job.id
        self._store.outbox.update_payload(entry.id, payload)
        return job

    async def _finish_print(
        self, entry: OutboxEntry, job: PrintJobRecord, binding: PrinterBinding, state: PrintState, detail: str
    ) -> PrintJobRecord:
        def rows() -> PrintJobRecord | None:
            self._store.print_jobs.set_state(job.id, state, detail)
            if state is PrintState.SENT:
                self._store.outbox.mark(entry.id, OutboxState.DONE)
                # spec §3: a shipment whose label was generated is printed; the service says so on the next refresh,
                # the station already knows it.
                self._store.shipments.mark_printed({item.shipment_id for item in job.items})
                for order_key in {item.order_key for item in job.items}:
                    self._store.orders.set_state(order_key, OrderState.PRINTED)
                    self._store.log.add("label reprinted" if job.reprint else "label printed", order_key,
                                        f"{job.label_format.value} on {job.printer_profile}: {detail}")
            else:
                self._store.outbox.mark(entry.id, OutboxState.FAILED, error=detail)
                if job.label_format is LabelFormat.A4:
                    self._store.slots.release(binding.printer_id, job.id)
                for order_key in {item.order_key for item in job.items}:
                    self._store.log.add("print failed", order_key, detail)
            return self._store.print_jobs.get(job.id)

        result = await self._store.db.write(rows)
        self._notify()
        assert result is not None
        return result

    def _mark_unknown(self, entry: OutboxEntry, job: PrintJobRecord, detail: str = "outcome unknown") -> None:
        with self._store.db.transaction():
            self._store.print_jobs.set_state(job.id, PrintState.UNKNOWN, detail)
            self._store.outbox.mark(entry.id, OutboxState.NEEDS_CONFIRMATION, error=detail)
        self._notify()

    def confirm_print(self, entry_id: int, *, printed: bool) -> PrintJobRecord | None:
        """The operator's answer for a print with an unknown outcome: it came out (sent) or not (failed, may print).

        A print confirmed as not printed frees its A4 slots; printing it again is then an ordinary print.
        """
        entry = self._store.outbox.get(entry_id)
        if entry is None or entry.state is not OutboxState.NEEDS_CONFIRMATION:
            return None
        job = self._store.print_jobs.get(entry.payload.get("job_id") or 0)
        if job is None:
            self._store.outbox.mark(entry.id, OutboxState.FAILED, error="no job recorded")
            return None
        with self._store.db.transaction():
            if printed:
                self._store.print_jobs.set_state(job.id, PrintState.SENT, "confirmed printed by the operator")
                self._store.outbox.mark(entry.id, OutboxState.DONE)
                for order_key in {item.order_key for item in job.items}:
                    self._store.orders.set_state(order_key, OrderState.PRINTED)
                    self._store.log.add("print confirmed", order_key, job.job_name)
            else:
                self._store.print_jobs.set_state(job.id, PrintState.FAILED, "confirmed not printed by the operator")
                self._store.outbox.mark(entry.id, OutboxState.FAILED, error="not printed")
                self._store.slots.release(job.printer, job.id)
                for order_key in {item.order_key for item in job.items}:
                    self._store.log.add("print confirmed missing", order_key, job.job_name)
        self._notify()
        return self._store.print_jobs.get(job.id)

    # -- resuming and draining -------------------------------------------------------------------------------
    async def resume(self, resolve_unknown_print: UnknownPrintResolver | None = None) -> None:
        """At start: prints that were being sent become `needs_confirmation` (or are settled by
        `resolve_unknown_print`, which answers True printed / False not printed / None ask the operator);
        then everything still pending is drained once (creates resolve by reference first)."""
        for entry in self._store.outbox.unfinished(OutboxKind.PRINT_LABEL):
            if entry.state is OutboxState.IN_FLIGHT:
                job = self._store.print_jobs.get(entry.payload.get("job_id") or 0)
                if job is None:  # never got as far as the printer
                    self._store.outbox.mark(entry.id, OutboxState.PENDING)
                    continue
                self._mark_unknown(entry, job, "Station stopped while this label was being printed")
        if resolve_unknown_print is not None:
            for entry in self.needing_confirmation():
                job = self._store.print_jobs.get(entry.payload.get("job_id") or 0)
                if job is None:
                    continue
                answer = await resolve_unknown_print(job)
                if answer is not None:
                    self.confirm_print(entry.id, printed=answer)
        await self.drain_once()

    async def drain_once(self) -> bool:
        """Sends every unfinished entry once, oldest first; True when nothing is left waiting for the service."""
        waiting = False
        for entry in self._store.outbox.unfinished():
            if entry.id in self._active:
                continue  # being sent by the coroutine that journaled it
            try:
                if entry.kind is OutboxKind.CREATE_SHIPMENT:
                    assert entry.order_key is not None
                    async with self._lock_for(entry.order_key):
                        current = self._store.outbox.get(entry.id)
                        if current is None or current.state not in (OutboxState.PENDING, OutboxState.IN_FLIGHT):
                            continue
                        if current.attempts == 0 and self.look_up_before_sending is not None:
                            try:
                                await self.look_up_before_sending(entry.order_key)
                            except StationError as error:  # the service could not be asked: the create waits
                                raise WorkQueued(str(error)) from error
                        if self._live_shipment(entry.order_key) is not None:
                            self._store.outbox.mark(entry.id, OutboxState.DONE)
                            continue
                        await self._run_create(current)
                elif entry.kind is OutboxKind.CREATE_RETURN:
                    assert entry.order_key is not None
                    async with self._lock_for(entry.order_key):
                        current = self._store.outbox.get(entry.id)
                        if current is None or current.state not in (OutboxState.PENDING, OutboxState.IN_FLIGHT):
                            continue
                        await self._run_return(current)
                else:
                    # Read again: since the snapshot above another path may have sent it (and closed it) already.
                    current = self._store.outbox.get(entry.id)
                    if current is None or current.id in self._active or current.state not in (
                            OutboxState.PENDING, OutboxState.IN_FLIGHT):
                        continue
                    if current.state is OutboxState.IN_FLIGHT:
                        # Sending was interrupted (an adapter raised mid-job): the outcome is unknown, ask the operator.
                        job = self._store.print_jobs.get(current.payload.get("job_id") or 0)
                        if job is None:
                            self._store.outbox.mark(current.id, OutboxState.PENDING)
                        else:
                            self._mark_unknown(current, job, "printing was interrupted")
                    elif self._waits_for_create(current):
                        continue  # its shipment is still being created (or waits for the service itself)
                    else:
                        await self._run_queued_print(current)
            except WorkQueued:
                waiting = True
                break  # the service is away; the rest would fail the same way
            except Exception as error:  # refused for good: recorded on the entry, the drain goes on
                if is_unexpected(error):
                    log_unexpected(error, f"outbox entry {entry.id} ({entry.kind.value})")
                else:
                    log.warning("outbox entry %s (%s) failed: %s", entry.id, entry.kind.value, error)
        self._notify()
        return not waiting

    def start_drainer(self) -> None:
        """Starts the background task that drains with backoff while work is waiting (idempotent)."""
        if self._drainer is None or self._drainer.done():
            self._drainer = asyncio.get_running_loop().create_task(self._drain_forever(), name="outbox-drainer")

    def wake(self) -> None:
        """New work or the service may be back: drain now instead of after the backoff."""
        self._wake.set()

    async def _drain_forever(self) -> None:
        failures = 0
        while True:
            self._wake.clear()
            if self.pending_count() and not await self.drain_once():
                failures += 1
                delay = self._backoff.delay(failures)
                log.info("service unreachable; %d waiting, next try in %.1f s", self.pending_count(), delay)
            else:
                failures = 0
                delay = None
            try:
                if delay is None:
                    await self._wake.wait()
                else:
                    await asyncio.wait_for(self._wake.wait(), delay)
            except asyncio.TimeoutError:
                pass

    async def aclose(self) -> None:
        """Stops the drainer; journaled work stays in the store for the next start."""
        if self._drainer is not None:
            self._drainer.cancel()
            try:
                await self._drainer
            except asyncio.CancelledError:
                pass
            self._drainer = None

    # -- helpers ---------------------------------------------------------------------------------------------
    @staticmethod
    async def _look_up_quietly(look_up: Callable[[], Awaitable[T]]) -> T | None:
        """The lookup's answer, or None when it fails too (the caller then reports the first failure)."""
        try:
            return await look_up()
        except ServiceError as error:
            log.info("lookup after an unreadable answer failed as well: %s", error)
            return None

    def _live_shipment(self, order_key: str) -> ShipmentRecord | None:
        shipment = self._store.shipments.current_for_order(order_key)
        if shipment is None or shipment.status is ShipmentStatus.CANCELLED:
            return None
        return shipment


def _sheet_items(job: PrintJobRecord) -> list[list[PrintJobItem]]:
    """The job's A4 items sheet by sheet, in slot order."""
    sheets: dict[int, list[PrintJobItem]] = {}
    for item in job.items:
        sheets.setdefault(item.sheet, []).append(item)
    return [sorted(sheets[number], key=lambda item: item.slot or 0) for number in sorted(sheets)]


def join_pdfs(parts: Sequence[bytes]) -> bytes:
    """The pages of several PDFs, in order, as one PDF (one print job)."""
    from io import BytesIO

    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter()
    for part in parts:
        for page in PdfReader(BytesIO(part)).pages:
            writer.add_page(page)
    out = BytesIO()
    writer.write(out)
    return out.getvalue()


def _sheets_of(job: PrintJobRecord) -> list[list[int]]:
    sheets: dict[int, list[int]] = {}
    for item in job.items:
        if item.slot is not None:
            sheets.setdefault(item.sheet, []).append(item.slot)
    return [sheets[number] for number in sorted(sheets)]
