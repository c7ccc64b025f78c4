"""The outbox: every create and print is journaled before it is sent and marked done after; resumes and drains.

Guarantees (never lose an order, never create or print twice):
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
  with exponential backoff and jitter (retry.py); quitting loses nothing, the next start resumes.
- Create-and-print (`create_and_print`, the scan and the detail's button) is one operation: the print is journaled
  with the create, in one commit; once the shipment exists that same entry becomes the print job and the label goes
  to the printer; the PDF printed is handed back (the preview shows it). When the create has to wait, the drain
  prints the label once the shipment exists (once; A4 slots planned then), unless another print of the label came
  first or the shipment was cancelled: then it is dropped. Event observers (`add_event_observer`) hear when a print
  the drain sent came out, failed, or was dropped.

The parts: journal.py (what they share), sending.py (creates and returns), prints.py (prints), retry.py.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace

from station.domain.enums import LabelFormat
from station.domain.models import Shipment, ShipmentDraft
from station.domain.text import QT_TRANSLATE_NOOP
from station.services.background import cancel_and_wait
from station.services.errors import (
    AlreadyPrinted,
    NoShipmentYet,
    ShopNotInAccount,
    StationError,
    WorkQueued,
    is_unexpected,
    log_unexpected,
)
from station.services.label_names import label_job_name
from station.services.outbox.already_printed import second_print_refusal
from station.services.outbox.in_order import print_in_order
from station.services.outbox.journal import EventObserver, Journal, PendingObserver
from station.services.outbox.print_records import EarlyLabel, PlannedPrint, PrintedLabel, PrinterBinding, PrintRequest
from station.services.outbox.prints import Prints
from station.services.outbox.retry import RetryBackoff
from station.services.outbox.sending import Creates, ShippingFor
from station.services.outbox.texts import NO_SHIPMENT_TO_PRINT
from station.store.records import (
    CreatePayload,
    OutboxEntry,
    OutboxKind,
    OutboxState,
    PrintJobRecord,
    PrintPayload,
    ShipmentRecord,
)
from station.store.sql import StoreUnavailable
from station.store.store import Store

log = logging.getLogger("station.services.outbox")

UnknownPrintResolver = Callable[[PrintJobRecord], Awaitable[bool | None]]


@dataclass(frozen=True)
class CreatedAndPrinted:
    """What one create-and-print did: `created` (a new shipment) and `job` with the `pdf` it printed, or why it
    printed nothing: `already_printed` (a reprint is a separate, explicit action) or `shipped_elsewhere` (another
    station shipped the order: `shipment` is theirs)."""

    shipment: ShipmentRecord
    created: bool = False
    job: PrintJobRecord | None = None
    pdf: bytes | None = None
    already_printed: bool = False
    shipped_elsewhere: bool = False


class OutboxService:
    """Runs journaled creates and prints; see the module docstring for the guarantees."""

    def __init__(
        self,
        store: Store,
        shipping: ShippingFor,
        printers: Callable[[LabelFormat], PrinterBinding | None],
        *,
        backoff: RetryBackoff = RetryBackoff(),
    ) -> None:
        self._store = store
        self._shipping = shipping
        self._journal = Journal(store)
        self._prints = Prints(self._journal, shipping, printers)
        self._creates = Creates(self._journal, shipping, self._prints.drop_prints_after_create)
        self._backoff = backoff
        self._drainer: asyncio.Task[None] | None = None
        # Asked before the drain first sends a create that waited (journaled while offline): another station may
        # have shipped the order meanwhile (ShippedElsewhereService.look_up records it; raises when it cannot ask).
        self.look_up_before_sending: Callable[[str], Awaitable[None]] | None = None

    @property
    def compose_print(self) -> Callable[[PrintJobRecord, bytes], Awaitable[bytes]] | None:
        """The PDF a label job sends, from the label's (the packing slip joins it here: services/packing_slip.py)."""
        return self._prints.compose_print

    @compose_print.setter
    def compose_print(self, compose: Callable[[PrintJobRecord, bytes], Awaitable[bytes]] | None) -> None:
        self._prints.compose_print = compose

    # -- observing -----------------------------------------------------------------------------------------
    def pending_count(self) -> int:
        """Creates and prints journaled but not yet done (waiting for the service, or being sent)."""
        return self._journal.pending_count()

    def needing_confirmation(self) -> list[OutboxEntry]:
        """Prints whose outcome is unknown: the operator confirms each with `confirm_print`."""
        return self._store.outbox.in_state(OutboxState.NEEDS_CONFIRMATION)

    def add_observer(self, observer: PendingObserver) -> Callable[[], None]:
        """Calls `observer(pending_count)` whenever the count may have changed; returns a function to remove it."""
        return self._journal.add_observer(observer)

    def add_event_observer(self, observer: EventObserver) -> Callable[[], None]:
        """Calls `observer(event)` when the journal printed, failed or dropped work by itself (the drain, a resume),
        so the operator learns that a label asked for earlier came out; returns a function to remove it."""
        return self._journal.add_event_observer(observer)

    def printed_label(self, order_key: str, shipment_id: int, label_format: LabelFormat) -> bytes | None:
        """The PDF of the order's label as this station last printed it in this format (kept for a while): what the
        preview shows instead of asking the service again."""
        return self._prints.printed_label(order_key, shipment_id, label_format)

    def second_print_refusal(self, order_key: str, shipment: ShipmentRecord) -> StationError | None:
        """Why printing the order's label now would print it a second time (already printed, queued, unknown outcome,
        shipped elsewhere), or None."""
        return second_print_refusal(self._store, order_key, shipment)

    # -- create and print: one operation -------------------------------------------------------------------
    async def create_and_print(
        self,
        order_key: str,
        draft: ShipmentDraft | None,
        label_format: LabelFormat,
        positions: Sequence[int] = (),
    ) -> CreatedAndPrinted:
        """Creates the order's shipment (from `draft`) unless it has a live one, journals the print with the create
        in one commit, and prints the label once the shipment exists, handing back the PDF printed.

        A label printed already is not printed again (`already_printed`); an order another station shipped prints
        nothing (`shipped_elsewhere`). `positions`: the A4 slots chosen, else the free ones of the sheet in the tray.
        Raises WorkQueued when the service cannot be reached (the create stays journaled and the label prints by
        itself once it exists), the client's ServiceError when the draft is refused (the print is dropped),
        PrinterNotConfigured (the print waits for the drain), PrintQueued or PrintNeedsConfirmation.
        """
        intent: OutboxEntry | None = None
        plan: PlannedPrint | None = None
        created = False
        early: EarlyLabel | None = None

        async def download_early(answered: Shipment) -> None:
            # The label's one download goes out as soon as the service answered, while the commit that records the
            # shipment runs (an A4 label waits for its slots, a multi-collo one for its parcels' order).
            nonlocal early
            if plan is None or plan.binding is None or label_format is LabelFormat.A4 or answered.follow_ups:
                return
            client = self._shipping(order_key)
            early = EarlyLabel(
                answered.id,
                label_format,
                asyncio.ensure_future(client.label_pdf([answered.id], label_format, None)),
            )
            await asyncio.sleep(0)  # its request is on the wire before the commit holds the loop

        async with self._journal.lock_for(order_key):
            shipment = self._journal.live_shipment(order_key)
            if shipment is None:
                if draft is None:
                    raise NoShipmentYet(NO_SHIPMENT_TO_PRINT.format(order=order_key))
                entry, intent, marked_in_flight = self._journal_create_and_print(order_key, draft, label_format)
                if intent is not None:
                    plan = self._prints.plan_after_create(intent, positions)
                try:
                    # The print's job is planned in the commit that records the shipment: one commit, not two.
                    shipment = await self._creates.run(
                        entry,
                        and_then=None if plan is None else (lambda record: self._prints.plan_rows(plan, record)),
                        marked_in_flight=marked_in_flight,
                        on_sent=download_early,
                    )
                except BaseException:
                    if early is not None:
                        early.drop()
                    self._journal.hand_to_drain([intent.id] if intent else [])
                    raise
                created = not shipment.elsewhere
        if shipment.elsewhere:
            # Another station shipped it: its label exists. A new one is only ever an explicit reprint.
            if early is not None:
                early.drop()
            self._journal.hand_to_drain([intent.id] if intent else [])  # the drain closes it, saying why
            return CreatedAndPrinted(shipment, shipped_elsewhere=True)
        if plan is not None:
            try:
                printed = await self._prints.print_after_create(plan, early)
            finally:
                if early is not None:
                    early.drop()  # used by then, or not needed (the print gave way)
            if isinstance(printed, str):
                if self._journal.live_shipment(order_key) is None:
                    raise NoShipmentYet(
                        QT_TRANSLATE_NOOP("Outbox", "{reference}: the label was not printed ({reason}).").format(
                            reference=shipment.reference, reason=printed
                        )
                    )
                return CreatedAndPrinted(shipment, created, already_printed=True)
        else:
            try:
                printed = await self._prints.print_request(
                    PrintRequest(
                        (order_key,),
                        label_format,
                        tuple(positions),
                        job_name=label_job_name(self._store, order_key, shipment.reference),
                        exact_slots=True,
                        check=lambda: self._refuse_second_print(order_key, shipment),
                    )
                )
            except AlreadyPrinted:
                return CreatedAndPrinted(shipment, created, already_printed=True)
        return CreatedAndPrinted(shipment, created, printed.job, printed.pdf)

    def _refuse_second_print(self, order_key: str, shipment: ShipmentRecord) -> None:
        refusal = second_print_refusal(self._store, order_key, shipment)
        if refusal is not None:
            raise refusal

    def _journal_create_and_print(
        self, order_key: str, draft: ShipmentDraft, label_format: LabelFormat
    ) -> tuple[OutboxEntry, OutboxEntry | None, bool]:
        """The create and the print asked for with it, in one commit; the print is this coroutine's until the
        shipment exists (or the drain's, when the create has to wait). The caller holds the order's lock.
        The third value: the create was marked in flight in that commit (it is sent next, with no lookup first)."""
        claimed: list[int] = []
        marked_in_flight = False
        try:
            with self._store.db.transaction():
                entry = self._store.outbox.journal(order_key, CreatePayload(draft, draft.reference))
                if (
                    entry.attempts == 0
                    and entry.state is OutboxState.PENDING
                    and not self._store.outbox.sent_before(OutboxKind.CREATE_SHIPMENT, order_key, other_than=entry.id)
                ):
                    # Sent right after this commit, without a lookup first: marked in flight in it (one commit
                    # before the request, not two). A crash before the request leaves a lookup that finds nothing.
                    self._store.outbox.mark(entry.id, OutboxState.IN_FLIGHT, count_attempt=True)
                    entry = replace(entry, state=OutboxState.IN_FLIGHT, attempts=1)
                    marked_in_flight = True
                waiting = self._store.outbox.waiting_prints_after_create(order_key)
                if waiting:  # asked for before (offline): that one prints, this is the same label
                    intent = waiting[0] if waiting[0].id not in self._journal.active else None
                else:
                    intent = self._store.outbox.journal(
                        order_key, PrintPayload((order_key,), label_format, print_after_create=True)
                    )
                if intent is not None:
                    claimed.append(intent.id)
                    self._journal.active.add(intent.id)
        except BaseException:
            self._journal.active.difference_update(claimed)
            raise
        self._journal.notify()
        return entry, intent, marked_in_flight

    # -- creating --------------------------------------------------------------------------------------------
    async def create_shipment(self, order_key: str, draft: ShipmentDraft) -> ShipmentRecord:
        """The order's shipment: the existing live one, or a new one created exactly once.

        Raises WorkQueued when the service cannot be reached (the create stays journaled and drains later),
        or the client's ServiceError when the service refuses the draft (the journal entry is closed as failed).
        """
        async with self._journal.lock_for(order_key):
            existing = self._journal.live_shipment(order_key)
            if existing is not None:
                return existing
            entry = self.journal_creates([(order_key, draft)])[0]
            return await self._creates.run(entry)

    def journal_creates(self, items: Sequence[tuple[str, ShipmentDraft]]) -> list[OutboxEntry]:
        """Journals many creates at once (a batch), before any request leaves; already created orders are left out."""
        with self._store.db.transaction():
            entries = self._creates.journal_rows(items)
        self._journal.notify()
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
        return await self._creates.create_many(items, chunk_size=chunk_size, concurrency=concurrency)

    def drop_prints_after_create(self, order_key: str, reason: str) -> int:
        """Drops the order's prints waiting for their create (the shipment was cancelled...); how many were.

        Joins the caller's transaction when there is one.
        """
        return self._prints.drop_prints_after_create(order_key, reason)

    async def create_return(
        self, order_key: str, parent: ShipmentRecord, *, send_email: bool, printerless: bool
    ) -> ShipmentRecord:
        """The return of the order's shipment `parent`: the existing live one, or a new one created exactly once.

        Journaled first; before each sending the parent's returns are looked up on the service, so a return whose
        answer was lost, or that was sent just before a crash, is found instead of created again. A second call
        while one is unfinished joins it. Raises WorkQueued when the service cannot be reached (the return stays
        journaled and is created when it is back), or the client's ServiceError when the service refuses it.
        """
        return await self._creates.create_return(order_key, parent, send_email=send_email, printerless=printerless)

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
        return_id: int | None = None,
    ) -> PrintJobRecord:
        """Journals one print job for these orders' labels (with `return_id`: that return's own label, of the one order
        given) and sends it; returns the job as recorded.

        Every parcel of a multi-collo shipment gets its label, in parcel order; on A4 they take consecutive slots
        and run on to the next sheet when the first is full.

        `check` runs in the journal's transaction (see PrintRequest.check). Raises WorkQueued when the label cannot
        be fetched because the service is unreachable (the job stays journaled and prints when the service is
        back), PrinterNotConfigured, NoShipmentYet, SheetSlotsTaken, or what `check` raises.
        """
        request = PrintRequest(
            tuple(order_keys), label_format, tuple(positions or ()), reprint, job_name, exact_slots, return_id, check
        )
        return (await self._prints.print_request(request)).job

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
        return await print_in_order(self._prints, requests, concurrency=concurrency, cancel=cancel, on_result=on_result)

    def confirm_print(self, entry_id: int, *, printed: bool) -> PrintJobRecord | None:
        """The operator's answer for a print with an unknown outcome: it came out (sent) or not (failed, may print).

        A print confirmed as not printed frees its A4 slots; printing it again is then an ordinary print.
        """
        return self._prints.confirm_print(entry_id, printed=printed)

    # -- resuming and draining -------------------------------------------------------------------------------
    async def resume(self, resolve_unknown_print: UnknownPrintResolver | None = None) -> None:
        """At start: prints that were being sent become `needs_confirmation` (or are settled by
        `resolve_unknown_print`, which answers True printed / False not printed / None ask the operator);
        then everything still pending is drained once (creates resolve by reference first)."""
        for entry in self._store.outbox.unfinished(OutboxKind.PRINT_LABEL):
            if entry.state is OutboxState.IN_FLIGHT:
                job = self._store.print_jobs.get(entry.print_request.job_id or 0)
                if job is None:  # never got as far as the printer
                    self._store.outbox.mark(entry.id, OutboxState.PENDING)
                    continue
                self._prints.mark_unknown(entry, job, "Station stopped while this label was being printed")
        if resolve_unknown_print is not None:
            for entry in self.needing_confirmation():
                job = self._store.print_jobs.get(entry.print_request.job_id or 0)
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
            if entry.id in self._journal.active:
                continue  # being sent by the coroutine that journaled it
            try:
                await self._drain_entry(entry)
            except WorkQueued:
                waiting = True
                break  # the service is away; the rest would fail the same way
            except Exception as error:  # refused for good: recorded on the entry, the drain goes on
                if is_unexpected(error):
                    log_unexpected(error, f"outbox entry {entry.id} ({entry.kind.value})")
                else:
                    log.warning("outbox entry %s (%s) failed: %s", entry.id, entry.kind.value, error)
        self._journal.notify()
        return not waiting

    async def _drain_entry(self, entry: OutboxEntry) -> None:
        if entry.kind is OutboxKind.PRINT_LABEL:
            # Read again: since the snapshot another path may have sent it (and closed it) already.
            current = self._journal.is_open(entry.id)
            if current is None or current.id in self._journal.active:
                return
            if current.state is OutboxState.IN_FLIGHT:
                # Sending was interrupted (an adapter raised mid-job): the outcome is unknown, ask the operator.
                job = self._store.print_jobs.get(current.print_request.job_id or 0)
                if job is None:
                    self._store.outbox.mark(current.id, OutboxState.PENDING)
                else:
                    self._prints.mark_unknown(current, job, "printing was interrupted")
            elif not self._prints.waits_for_create(current):  # else its shipment is still being created
                await self._prints.run_queued(current)
            return
        assert entry.order_key is not None
        async with self._journal.lock_for(entry.order_key):
            current = self._journal.is_open(entry.id)
            if current is None:
                return
            if entry.kind is OutboxKind.CREATE_RETURN:
                await self._creates.run_return(current)
                return
            if current.attempts == 0 and self.look_up_before_sending is not None:
                try:
                    await self.look_up_before_sending(entry.order_key)
                except ShopNotInAccount:
                    raise  # waits, refused, until the shop's key is in the account; the rest of the drain goes on
                except StationError as error:  # the service could not be asked: the create waits
                    raise WorkQueued(str(error)) from error
            if self._journal.live_shipment(entry.order_key) is not None:
                self._store.outbox.mark(entry.id, OutboxState.DONE)
                return
            await self._creates.run(current)

    def start_drainer(self) -> None:
        """Starts the background task that drains with backoff while work is waiting (idempotent)."""
        if self._drainer is None or self._drainer.done():
            self._drainer = asyncio.get_running_loop().create_task(self._drain_forever(), name="outbox-drainer")

    def wake(self) -> None:
        """New work or the service may be back: drain now instead of after the backoff."""
        self._journal.wake.set()

    async def _drain_forever(self) -> None:
        failures = 0
        wake = self._journal.wake
        while True:
            wake.clear()
            try:
                if self.pending_count() and not await self.drain_once():
                    failures += 1
                    delay = self._backoff.delay(failures)
                    log.info("service unreachable; %d waiting, next try in %.1f s", self.pending_count(), delay)
                else:
                    failures = 0
                    delay = None
            except StoreUnavailable as error:  # the shared store away: its journal waits there, and so does the drain
                failures += 1
                delay = self._backoff.delay(failures)
                log.info("the journal cannot be read (%s); next try in %.1f s", error, delay)
            try:
                # asyncio.timeout, not wait_for: Python 3.11's wait_for returns normally when it is cancelled just as
                # the wake-up comes (a station closing as the service or the shared store came back), and the
                # drainer then waited forever with its cancellation lost.
                async with asyncio.timeout(delay):
                    await wake.wait()
            except TimeoutError:
                pass

    async def aclose(self) -> None:
        """Stops the drainer; journaled work stays in the store for the next start."""
        await cancel_and_wait(self._drainer)
        self._drainer = None


__all__ = ["CreatedAndPrinted", "OutboxService", "PrintedLabel", "UnknownPrintResolver"]
