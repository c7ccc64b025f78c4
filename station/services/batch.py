"""Batches: create shipments for many orders (batch create where possible) and print them; errors stay per item."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from station.domain.enums import LabelFormat, ShipmentStatus
from station.domain.models import ShipmentDraft
from station.domain.text import QT_TRANSLATE_NOOP, joined, message_of
from station.services.claims import ClaimService, where
from station.services.errors import (
    BREAKS_A_RULE,
    AlreadyPrinted,
    DraftInvalid,
    PrintNeedsConfirmation,
    StationError,
    WorkQueued,
    describe,
)
from station.services.outbox import OutboxService, RetryBackoff, SheetSlotsTaken
from station.services.printing import PrintService
from station.services.shipped_elsewhere import ShippedElsewhereService
from station.services.shipping import ShipmentService
from station.store.records import OutboxState, PrintJobRecord, PrintState
from station.store.store import Store

log = logging.getLogger("station.services.batch")

CREATE_CHUNK = 100  # contract §3: a batch create takes up to 100 shipments
# Shipments are created a wave at a time, the next wave while this one prints: four labels per print slot keeps the
# printer busy while bounding what a Stop leaves created but unprinted (docs/station.md, Batch).
LABELS_PER_WAVE_PER_SLOT = 4
_SHIPMENT = QT_TRANSLATE_NOOP("Batch", "shipment {id}")
UNKNOWN_EARLIER_PRINT = QT_TRANSLATE_NOOP(
    "Batch", "An earlier print of this label has an unknown outcome; confirm it first."
)


def _wave_size(concurrency: int) -> int:
    return LABELS_PER_WAVE_PER_SLOT * max(1, concurrency)


# Loops over every order of a batch (building drafts, reading print states) hand the event loop back this often, so
# the window repaints and ticks on between them; a batch of 500 ran them as one callback of ~0.1 s.
_YIELD_EVERY = 20
# An A4 batch plans its sheets again when the tray changed under the plan; more rounds than this means someone
# keeps using the sheet meanwhile, and the rest is reported instead of chased.
_SHEET_PLAN_ROUNDS = 3
# How a batch retries work queued while the service was unreachable, until `settle_timeout_s`.
_SETTLE_BACKOFF = RetryBackoff(first_s=0.5, max_s=10.0)


@dataclass(frozen=True)
class BatchFailure:
    order_key: str
    reference: str
    stage: str  # "create" or "print"
    reason: str  # operator words


@dataclass(frozen=True)
class BatchSkip:
    """An order the batch left alone on purpose (station.domain.shippable): cancelled, or with the carrier."""

    order_key: str
    reference: str
    reason: str  # operator words: "cancelled", "handed over to the carrier", ...
    at_another_table: bool = False  # on the shared store: another packing table is working on it


@dataclass(frozen=True)
class BatchUnprinted:
    """An order of the batch whose shipment was created but whose label did not come out."""

    order_key: str
    reference: str
    shipment_id: int


@dataclass(frozen=True)
class BatchProgress:
    done: int
    total: int
    order_key: str
    stage: str
    message: str


@dataclass
class BatchSummary:
    """What a batch did. `created`/`printed` count this run's work; `already_*` what earlier runs had done."""

    total: int = 0
    created: int = 0
    already_created: int = 0
    printed: int = 0
    labels: int = 0  # labels this run printed: one per parcel, so more than `printed` with multi-collo orders
    already_printed: int = 0
    queued: int = 0  # waiting for the service when the batch ended (journaled, drains later)
    failed: list[BatchFailure] = field(default_factory=list)
    skipped: list[BatchSkip] = field(default_factory=list)  # cancelled or with the carrier: not shipped again
    unprinted: list[BatchUnprinted] = field(default_factory=list)  # created at the carrier, label not printed
    cancelled: bool = False

    @property
    def complete(self) -> bool:
        """Every order has a shipment and a printed label."""
        return not self.failed and not self.queued and not self.cancelled


ProgressCallback = Callable[[BatchProgress], None]


class BatchService:
    """Runs a batch over the same services the GUI uses; safe to run again after a crash (it continues)."""

    def __init__(
        self,
        store: Store,
        outbox: OutboxService,
        shipments: ShipmentService,
        printing: PrintService,
        elsewhere: ShippedElsewhereService | None = None,
    ) -> None:
        self._store = store
        self._outbox = outbox
        self._shipments = shipments
        self._printing = printing
        self._elsewhere = elsewhere
        # On the shared store: the batch claims each wave of orders before it creates or prints them; orders another
        # table holds are skipped (several tables running batches over one selection split it between them).
        self.claims: ClaimService | None = None

    async def run(
        self,
        order_keys: Sequence[str],
        label_format: LabelFormat = LabelFormat.A6,
        *,
        concurrency: int = 4,
        on_progress: ProgressCallback | None = None,
        cancel_event: asyncio.Event | None = None,
        settle_timeout_s: float = 120.0,
        backoff: RetryBackoff = _SETTLE_BACKOFF,
    ) -> BatchSummary:
        """Creates the missing shipments and prints every label not yet printed, in `label_format`.

        Per-order errors are collected in the summary, never raised. `cancel_event` stops the batch between items
        (journaled work stays journaled for the next run). Work queued because the service was unreachable is
        retried with backoff for up to `settle_timeout_s`; what is still queued then is counted in `queued` and
        drains later (the outbox keeps it across restarts). A printer that cannot print (paused, offline, out of
        paper) refuses the whole batch before anything is created: PrinterCannotPrint.
        """
        await self._printing.ensure_can_print(label_format)
        run = _Run(self._store, list(dict.fromkeys(order_keys)), on_progress)
        if self.claims is not None and self.claims.active:
            run.claimed = set()
        try:
            return await self._run(
                run, label_format, concurrency, cancel_event or asyncio.Event(), settle_timeout_s, backoff
            )
        finally:
            if self.claims is not None and run.claimed:
                mine = sorted(run.claimed)
                self.claims.done_with(mine)
                await self.claims.release(mine)

    async def _claim(self, run: _Run, order_keys: list[str]) -> list[str]:
        """The orders of these this run may work on: all of them, or on the shared store the ones it could claim
        (another table's are skipped, saying which table)."""
        if run.claimed is None or self.claims is None or not order_keys:
            return order_keys
        refused = await self.claims.take_many(order_keys)
        for key, claim in refused.items():
            await run.skip_soon(
                key,
                QT_TRANSLATE_NOOP("Batch", "{where}: left to that table").format(where=where(claim)),
                at_another_table=True,
            )
        won = [key for key in order_keys if key not in refused]
        run.claimed.update(won)
        return won

    async def _run(
        self,
        run: _Run,
        label_format: LabelFormat,
        concurrency: int,
        cancel: asyncio.Event,
        settle_timeout_s: float,
        backoff: RetryBackoff,
    ) -> BatchSummary:
        to_create = await self._prepare(run)
        run.not_created_yet = {order_key for order_key, _draft in to_create}
        await self._create_and_print_in_waves(run, to_create, label_format, concurrency, cancel)
        deadline = time.monotonic() + settle_timeout_s
        failures = 0
        while run.waiting and not cancel.is_set() and time.monotonic() < deadline:
            failures += 1
            try:
                # Waits on the cancel condition with the backoff as deadline: quits at once when cancelled.
                await asyncio.wait_for(
                    cancel.wait(), min(backoff.delay(failures), max(0.0, deadline - time.monotonic()))
                )
            except TimeoutError:
                pass
            await self._outbox.drain_once()
            self._collect_settled(run)
            await self._print_ready(run, label_format, concurrency, cancel)
        run.summary.queued = len(run.waiting)
        run.summary.cancelled = cancel.is_set()
        run.summary.unprinted = self._created_not_printed(run)
        summary = run.summary
        self._store.log.add(
            "batch",
            None,
            (
                f"{summary.total} orders: {summary.created} created, {summary.printed} printed "
                f"({summary.labels} labels), "
                f"{len(summary.failed)} failed, {summary.queued} queued, {len(summary.skipped)} skipped"
                + (", cancelled" if summary.cancelled else "")
            ),
        )
        return summary

    # -- creating ----------------------------------------------------------------------------------------------
    async def _prepare(self, run: _Run) -> list[tuple[str, ShipmentDraft]]:
        """Decides per order (skip, print only, create) and checks every draft before anything is sent; returns
        the orders to create, in the batch's order."""
        unknown: dict[str, BaseException] = {}
        if self._elsewhere is not None:
            # Ships once, whichever station sends it: the service is asked about every order before its first create
            # (one sweep for many); an order it could not be asked about is not created (a failed lookup is no "no").
            without_shipment = [
                key for key in run.keys if key not in run.finished and self._live_shipment_id(key) is None
            ]
            unknown = dict(await self._elsewhere.ensure_known_many(without_shipment))
        to_create = []
        print_only: list[str] = []
        for number, order_key in enumerate(run.keys):
            if number % _YIELD_EVERY == _YIELD_EVERY - 1:
                await asyncio.sleep(0)  # hundreds of drafts to build and check: let the loop breathe between them
            if order_key in run.finished:  # left to the table that claimed it
                continue
            if order_key in unknown:
                await run.fail_soon(order_key, "create", unknown[order_key])
                continue
            decision = self._shipments.decision_for(order_key)
            if decision.skipped_by_batch:
                # A cancelled order stays cancelled (shipping it again is the operator's confirmed choice, one by
                # one); one with the carrier has nothing to ship.
                await run.skip_soon(order_key, decision.reason)
                continue
            if self._live_shipment_id(order_key) is not None:
                print_only.append(order_key)
                continue
            try:
                draft = self._shipments.draft_for(order_key)
                violations = self._shipments.validate(draft)
                if violations:
                    raise DraftInvalid(BREAKS_A_RULE.format(order=draft.reference), violations)
            except StationError as error:
                await run.fail_soon(order_key, "create", error)
                continue
            to_create.append((order_key, draft))
        run.summary.already_created += len(await self._claim(run, print_only))
        return to_create

    async def _create_and_print_in_waves(
        self,
        run: _Run,
        to_create: list[tuple[str, ShipmentDraft]],
        label_format: LabelFormat,
        concurrency: int,
        cancel: asyncio.Event,
    ) -> None:
        """Creates the shipments a wave at a time, each wave's create going out while the wave before it prints, so
        the carrier never holds many more shipments than came out of the printer: after Stop no further create is
        sent, and what was created but not printed is at most about two waves (listed in the summary)."""
        size = _wave_size(concurrency)
        waves = [to_create[start : start + size] for start in range(0, len(to_create), size)]
        ahead: asyncio.Task[None] | None = None
        try:
            if not waves and not cancel.is_set():
                await self._print_ready(run, label_format, concurrency, cancel)  # nothing to create: print the rest
            for number, wave in enumerate(waves):
                if ahead is not None:
                    await ahead
                    ahead = None
                elif not cancel.is_set():
                    await self._create_wave(run, wave, concurrency, cancel)
                if cancel.is_set():
                    return
                if number + 1 < len(waves):
                    ahead = asyncio.ensure_future(self._create_wave(run, waves[number + 1], concurrency, cancel))
                await self._print_ready(run, label_format, concurrency, cancel, last=number + 1 == len(waves))
        finally:
            if ahead is not None:
                # Stopped or failed meanwhile: a create already on the wire finishes and is recorded (its shipment
                # exists at the carrier); one not yet sent is not sent (`_create_wave` checks `cancel` first).
                await asyncio.gather(ahead, return_exceptions=True)

    async def _create_wave(
        self, run: _Run, wave: list[tuple[str, ShipmentDraft]], concurrency: int, cancel: asyncio.Event
    ) -> None:
        # The batch creates of a wave go out `concurrency` at a time (each is one request of up to 100).
        chunk_slots = asyncio.Semaphore(max(1, concurrency))
        if cancel.is_set():
            return
        won = set(await self._claim(run, [order_key for order_key, _draft in wave]))
        run.not_created_yet.difference_update(order_key for order_key, _draft in wave if order_key not in won)
        wave = [(order_key, draft) for order_key, draft in wave if order_key in won]

        async def create_chunk(chunk: list[tuple[str, ShipmentDraft]]) -> None:
            async with chunk_slots:
                if cancel.is_set():
                    return
                try:
                    results = await self._outbox.create_many(chunk, concurrency=concurrency)
                finally:
                    # Sent (or refused, or journaled for later): from now on its shipment is looked for.
                    run.not_created_yet.difference_update(order_key for order_key, _draft in chunk)
            for order_key, _draft in chunk:
                result = results.get(order_key)
                if isinstance(result, WorkQueued):
                    run.waiting.add(order_key)
                    run.create_waiting.add(order_key)
                    await run.progress_soon(order_key, "queued", message_of(result))
                elif isinstance(result, BaseException):
                    await run.fail_soon(order_key, "create", result)
                elif result is not None:
                    run.summary.created += 1
                    await run.progress_soon(order_key, "created", _SHIPMENT.format(id=result.id))

        await asyncio.gather(
            *(create_chunk(wave[start : start + CREATE_CHUNK]) for start in range(0, len(wave), CREATE_CHUNK))
        )

    def _collect_settled(self, run: _Run) -> None:
        """After a drain: count what the outbox finished for the orders that were waiting."""
        for order_key in list(run.waiting):
            if self._store.outbox.open_create(order_key) is not None:
                continue
            shipment_id = self._live_shipment_id(order_key)
            if shipment_id is None:
                run.waiting.discard(order_key)
                run.fail(order_key, "create", StationError(self._last_create_error(order_key)))
                continue
            if order_key in run.create_waiting:
                run.create_waiting.discard(order_key)
                run.summary.created += 1
                run.progress(order_key, "created", _SHIPMENT.format(id=shipment_id))
            if self._store.outbox.open_print_for(order_key) is not None:
                continue
            state = self._print_state(order_key, shipment_id)
            if state is PrintState.SENT:
                run.waiting.discard(order_key)
                run.summary.printed += 1
                shipment = self._store.shipments.current_for_order(order_key)
                run.summary.labels += shipment.parcel_count if shipment is not None else 1
                run.progress(order_key, "printed", "")
            elif state is None:
                run.waiting.discard(order_key)  # created now, or its queued print failed: printed next
            else:
                run.waiting.discard(order_key)
                run.fail(
                    order_key,
                    "print",
                    StationError(QT_TRANSLATE_NOOP("Batch", "The label's print outcome is unknown; confirm it.")),
                )

    # -- printing ----------------------------------------------------------------------------------------------
    async def _print_ready(
        self, run: _Run, label_format: LabelFormat, concurrency: int, cancel: asyncio.Event, *, last: bool = True
    ) -> None:
        """Prints every order of the run that has a shipment, no label yet and nothing waiting in the outbox.

        Not `last` (more shipments are being created): an A4 sheet that would leave slots empty waits for them."""
        ready: list[str] = []
        looked_at = 0
        for order_key in run.keys:
            if order_key in run.finished or order_key in run.waiting or order_key in run.not_created_yet:
                continue
            looked_at += 1
            if looked_at % _YIELD_EVERY == 0:
                await asyncio.sleep(0)  # a few queries per order, hundreds of orders: not in one loop callback
            if run.claimed is not None and order_key not in run.claimed:
                continue  # not reached yet, or another table's: its label is that table's to print
            shipment_id = self._live_shipment_id(order_key)
            if shipment_id is None:
                continue
            if self._store.outbox.open_print_for(order_key) is not None:
                entry = self._store.outbox.open_print_for(order_key)
                if entry is not None and entry.state is OutboxState.NEEDS_CONFIRMATION:
                    await run.fail_soon(
                        order_key,
                        "print",
                        PrintNeedsConfirmation(UNKNOWN_EARLIER_PRINT),
                    )
                else:
                    run.waiting.add(order_key)
                continue
            state = self._print_state(order_key, shipment_id)
            if state in (PrintState.SENT, PrintState.SENDING):
                run.summary.already_printed += 1
                await run.progress_soon(order_key, "already printed", "")
            elif state is PrintState.UNKNOWN:
                await run.fail_soon(
                    order_key,
                    "print",
                    PrintNeedsConfirmation(UNKNOWN_EARLIER_PRINT),
                )
            else:
                ready.append(order_key)
        if label_format is LabelFormat.A4:
            await self._print_sheets(run, ready, concurrency, cancel, last=last)
            return

        def settled(number: int, result: PrintJobRecord | BaseException) -> None:
            order_key = ready[number]
            if isinstance(result, AlreadyPrinted):
                run.summary.already_printed += 1
                run.progress(order_key, "already printed", "")
            elif isinstance(result, WorkQueued):
                run.waiting.add(order_key)
                run.progress(order_key, "queued", message_of(result))
            elif isinstance(result, BaseException):  # per item: recorded, the batch goes on
                run.fail(order_key, "print", result)
            else:
                run.job_done(order_key, result)

        # Fetched `concurrency` at a time, handed to the printer in queue order: the labels come out in the order
        # the operator sees the orders (issue 13 point 10), as an A4 batch's sheets do.
        await self._printing.print_labels_in_order(ready, concurrency=concurrency, cancel=cancel, on_result=settled)

    async def _print_sheets(
        self, run: _Run, ready: list[str], concurrency: int, cancel: asyncio.Event, *, last: bool = True
    ) -> None:
        """Prints the orders on A4 sheets: every sheet's slots planned first, labels fetched `concurrency` at a time,
        sheets handed to the printer in order (OutboxService.print_in_order). A sheet refused because its planned
        slots were used by then (an earlier sheet was queued or failed) is planned again from the tray as it is."""
        for _round in range(_SHEET_PLAN_ROUNDS):
            if not ready or cancel.is_set():
                return
            # One slot per label: a multi-collo order's parcels take several and may run on to the next sheet.
            jobs = self._printing.plan_jobs(LabelFormat.A4, ready)
            if not last and jobs and not self._printing.ends_a_sheet(*jobs[-1]):
                # A sheet the next wave's labels will complete: printed with them, as one job, not in two halves.
                held = len(jobs.pop()[0])
                ready = ready[: len(ready) - held]
            sheets = [orders for orders, _positions in jobs]
            plan = [positions for _orders, positions in jobs]
            replan: list[str] = []

            def settled(
                number: int,
                result: PrintJobRecord | BaseException,
                sheets: list[list[str]] = sheets,
                replan: list[str] = replan,
            ) -> None:
                sheet = sheets[number]
                if isinstance(result, SheetSlotsTaken):
                    replan.extend(sheet)
                elif isinstance(result, WorkQueued):
                    for order_key in sheet:
                        run.waiting.add(order_key)
                        run.progress(order_key, "queued", message_of(result))
                elif isinstance(result, BaseException):  # per sheet: every order on it failed, the batch goes on
                    for order_key in sheet:
                        run.fail(order_key, "print", result)
                else:
                    for order_key in sheet:
                        run.job_done(order_key, result)

            await self._printing.print_sheets(
                list(zip(sheets, plan, strict=True)), concurrency=concurrency, cancel=cancel, on_result=settled
            )
            ready = replan
        for order_key in ready:
            run.fail(
                order_key,
                "print",
                SheetSlotsTaken(
                    QT_TRANSLATE_NOOP(
                        "Batch",
                        "The sheet in the tray kept changing while the batch printed; print these labels again.",
                    )
                ),
            )

    # -- state ---------------------------------------------------------------------------------------------------
    def _created_not_printed(self, run: _Run) -> list[BatchUnprinted]:
        """The run's orders whose shipment exists at the carrier but whose label did not come out (a Stop, a print
        that failed, ...), nothing of them waiting in the journal: for the operator to print or cancel."""
        skipped = {skip.order_key for skip in run.summary.skipped}
        left: list[BatchUnprinted] = []
        for order_key in run.keys:
            if order_key in skipped or order_key in run.waiting:
                continue
            shipment_id = self._live_shipment_id(order_key)
            if shipment_id is None or self._store.outbox.open_print_for(order_key) is not None:
                continue
            if self._print_state(order_key, shipment_id) is None:
                order = self._store.orders.get(order_key)
                left.append(BatchUnprinted(order_key, order.reference if order else order_key, shipment_id))
        return left

    def _live_shipment_id(self, order_key: str) -> int | None:
        shipment = self._store.shipments.current_for_order(order_key)
        if shipment is None or shipment.status is ShipmentStatus.CANCELLED:
            return None
        return shipment.id

    def _print_state(self, order_key: str, shipment_id: int) -> PrintState | None:
        """What decides whether to print: sent, sending or unknown block a print; failed or none allow it."""
        states = {
            job.state
            for job in self._store.print_jobs.for_order(order_key)
            if any(item.shipment_id == shipment_id for item in job.items)
        }
        for state in (PrintState.SENT, PrintState.SENDING, PrintState.UNKNOWN):
            if state in states:
                return state
        return None

    def _last_create_error(self, order_key: str) -> str:
        return self._store.outbox.last_create_error(order_key) or QT_TRANSLATE_NOOP(
            "Batch", "The shipment could not be created."
        )


class _Run:
    """The bookkeeping of one batch run."""

    def __init__(self, store: Store, keys: list[str], on_progress: ProgressCallback | None) -> None:
        self.store = store
        self.keys = keys
        self.summary = BatchSummary(total=len(keys))
        self.on_progress = on_progress
        self.waiting: set[str] = set()  # something of the order is journaled and waits for the service
        self.create_waiting: set[str] = set()  # of those, the create
        self.finished: set[str] = set()  # printed, or failed for good in this run
        # Orders whose create this run has still to send: no label to look for yet. Each wave's print looks only
        # at the others (every order of the batch, three store reads each, once per wave was O(orders²) reads).
        self.not_created_yet: set[str] = set()
        self.claimed: set[str] | None = None  # on the shared store: the orders this run claimed

    def progress(self, order_key: str, stage: str, message: str) -> None:
        if stage in ("printed", "failed", "already printed", "skipped"):
            self.finished.add(order_key)
        if self.on_progress is not None:
            self.on_progress(BatchProgress(len(self.finished), len(self.keys), order_key, stage, message))

    async def progress_soon(self, order_key: str, stage: str, message: str) -> None:
        """`progress`, then the event loop's turn: a hundred results arriving at once are not shown in one callback."""
        self.progress(order_key, stage, message)
        await asyncio.sleep(0)

    async def skip_soon(self, order_key: str, reason: str, *, at_another_table: bool = False) -> None:
        order = self.store.orders.get(order_key)
        self.summary.skipped.append(
            BatchSkip(order_key, order.reference if order else order_key, reason, at_another_table)
        )
        self.progress(order_key, "skipped", reason)
        await asyncio.sleep(0)

    async def fail_soon(self, order_key: str, stage: str, error: BaseException) -> None:
        self.fail(order_key, stage, error)
        await asyncio.sleep(0)

    def fail(self, order_key: str, stage: str, error: BaseException) -> None:
        order = self.store.orders.get(order_key)
        message = describe(error)
        self.summary.failed.append(
            BatchFailure(
                order_key,
                order.reference if order else order_key,
                stage,
                joined([message.text, message.advice]) if message.advice else message.text,
            )
        )
        self.progress(order_key, "failed", message.text)

    def job_done(self, order_key: str, job: PrintJobRecord) -> None:
        if job.state is PrintState.SENT:
            self.summary.printed += 1
            self.summary.labels += sum(1 for item in job.items if item.order_key == order_key)
            self.progress(order_key, "printed", job.detail)
        else:
            self.fail(
                order_key,
                "print",
                StationError(job.detail or QT_TRANSLATE_NOOP("Batch", "The printer did not take the label.")),
            )
