"""Prints through the journal: journaled (entry and job in one commit), marked `sending` before the printer sees the
PDF, then `sent` or `failed`; a print whose outcome is unknown is never reprinted by itself (the operator confirms).

"Already printed" is defined once, in already_printed.py: the print service, create-and-print and the drain's
prints that waited for their create all ask it.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace

from station.api.errors import ServiceError
from station.domain.enums import LabelFormat
from station.domain.sheets import next_free_positions, place_labels
from station.domain.text import message_of
from station.printers.base import PrintJobState
from station.services.errors import (
    NoShipmentYet,
    PrinterNotConfigured,
    ShopNotInAccount,
    WorkQueued,
)
from station.services.label_names import label_job_name
from station.services.outbox import texts as say
from station.services.outbox.already_printed import second_print_refusal
from station.services.outbox.journal import PRINTED_ACTIONS, Journal, OutboxEvent, OutboxEventKind
from station.services.outbox.label_fetch import job_label_pdf
from station.services.outbox.print_records import (
    EarlyLabel,
    MissingShipment,
    PlannedPrint,
    PrintedLabel,
    PrinterBinding,
    PrintRequest,
    SheetSlotsTaken,
)
from station.services.outbox.retry import is_unreachable
from station.services.outbox.sending import ShippingFor
from station.services.outbox.texts import NO_PRINTER, NO_SHIPMENT_TO_PRINT, NOT_AVAILABLE, NOT_PRINTED
from station.store.records import (
    OrderState,
    OutboxEntry,
    OutboxState,
    PrintJobItem,
    PrintJobRecord,
    PrintPayload,
    PrintState,
    ShipmentRecord,
)

log = logging.getLogger("station.services.outbox")

# The labels printed last (one order's each), kept for the preview: a label does not change once created, so the
# preview shows the PDF that went to the printer instead of asking the service for it again.
PRINTED_LABELS_KEPT = 16


class Prints:
    """Journaled prints: asked for now, a batch's in order, the drain's, and the ones that waited for a create."""

    def __init__(
        self,
        journal: Journal,
        shipping: ShippingFor,
        printers: Callable[[LabelFormat], PrinterBinding | None],
    ) -> None:
        self.journal = journal
        self._journal = journal
        self._store = journal.store
        self._shipping = shipping
        self._printers = printers
        self._printed: OrderedDict[tuple[str, int, LabelFormat], bytes] = OrderedDict()
        # The PDF a label job sends, from the label's (the packing slip joins it here: services/packing_slip.py).
        self.compose_print: Callable[[PrintJobRecord, bytes], Awaitable[bytes]] | None = None

    def printed_label(self, order_key: str, shipment_id: int, label_format: LabelFormat) -> bytes | None:
        """The PDF of the order's label as this station last printed it in this format, while it is kept."""
        return self._printed.get((order_key, shipment_id, label_format))

    def _binding(self, label_format: LabelFormat) -> PrinterBinding:
        binding = self._printers(label_format)
        if binding is None:
            raise PrinterNotConfigured(NO_PRINTER.format(format=label_format.value))
        return binding

    # -- asked for now -----------------------------------------------------------------------------------------
    async def print_request(self, request: PrintRequest) -> PrintedLabel:
        """Journals the job and sends it (see OutboxService.print_labels)."""
        entry, job, binding = await self.journal_print(request)
        try:
            pdf = await self.fetch_label(entry, job, binding)
            return PrintedLabel(await self.hand_to_printer(entry, job, binding, pdf), pdf)
        finally:
            self._journal.active.discard(entry.id)

    async def journal_print(self, request: PrintRequest) -> tuple[OutboxEntry, PrintJobRecord, PrinterBinding]:
        """Journals the print and its job in one commit; the entry is this coroutine's (`active`) from the start."""
        binding = self._binding(request.label_format)
        payload = PrintPayload(
            request.order_keys,
            request.label_format,
            request.positions,
            request.reprint,
            request.job_name,
            exact_slots=request.exact_slots,
            return_id=request.return_id,
        )
        claimed: list[int] = []

        def rows() -> tuple[OutboxEntry, PrintJobRecord | MissingShipment]:
            if request.check is not None:
                request.check()
            for order_key in request.order_keys if request.return_id is None else ():
                # This print takes the place of one asked for with the create: the label prints once, this time.
                self.drop_waiting_rows(order_key, "printed directly", state=OutboxState.DONE)
            entry = self._store.outbox.journal(request.order_keys[0] if request.order_keys else None, payload)
            # Claimed before the commit makes it visible: the drainer never sends an entry a coroutine is sending.
            claimed.append(entry.id)
            self._journal.active.add(entry.id)
            return entry, self.job_rows(entry, payload, binding)

        try:
            entry, job = await self._store.db.write(rows)
        except BaseException:
            self._journal.active.difference_update(claimed)  # rolled back, or committed then cancelled: the drain's
            raise
        self._journal.notify()
        if isinstance(job, MissingShipment):
            self._journal.active.discard(entry.id)
            raise NoShipmentYet(NO_SHIPMENT_TO_PRINT.format(order=job.order_key))
        return self._store.outbox.get(entry.id) or entry, job, binding

    def plan_after_create(self, intent: OutboxEntry, positions: Sequence[int]) -> PlannedPrint:
        """The print journaled with a create, to be planned in the commit that records the shipment (`plan_rows`)."""
        return PlannedPrint(intent, tuple(positions), self._printers(intent.print_request.label_format))

    def plan_rows(self, plan: PlannedPrint, shipment: ShipmentRecord) -> None:
        """Records the job of `plan` in the caller's transaction, the one that records its shipment: one commit for
        both. A failure here must not undo the shipment: it is rolled back alone and `print_after_create` plans the
        job in a transaction of its own."""
        if plan.binding is None or shipment.elsewhere:
            return
        self._store.db.execute("SAVEPOINT planned_print")
        try:
            plan.job = self.job_rows_after_create(plan.intent, plan.binding, plan.dropped, plan.positions)
        except Exception:
            log.exception("planning the print of %s with its shipment failed", shipment.reference)
            self._store.db.execute("ROLLBACK TO planned_print")
            plan.dropped.clear()
        else:
            plan.planned = True
        finally:
            self._store.db.execute("RELEASE planned_print")

    async def print_after_create(self, plan: PlannedPrint, early: EarlyLabel | None = None) -> PrintedLabel | str:
        """Prints the label journaled with its create ("create & print") now that the shipment exists: the waiting
        entry becomes the print, no second one is journaled. Returns why it gave way instead (printed meanwhile,
        cancelled, ...); a print that cannot start here (no printer set up) stays waiting and is the drain's from
        then on. `early`: the label's download, begun when the service answered the create."""
        intent, binding = plan.intent, plan.binding
        if binding is None:
            self._journal.hand_to_drain([intent.id])
            label_format = intent.print_request.label_format
            raise PrinterNotConfigured(NO_PRINTER.format(format=label_format.value))
        job = plan.job
        if not plan.planned:
            try:
                job = await self._store.db.write(
                    lambda: self.job_rows_after_create(intent, binding, plan.dropped, plan.positions)
                )
            except BaseException:
                self._journal.hand_to_drain([intent.id])
                raise
            self._journal.notify()
        if job is None:
            self._journal.hand_to_drain([intent.id])
            return plan.dropped[0] if plan.dropped else "it was printed meanwhile"
        entry = self._store.outbox.get(intent.id) or intent  # its positions are planned now
        try:
            pdf = await self.fetch_label(entry, job, binding, early)
            return PrintedLabel(await self.hand_to_printer(entry, job, binding, pdf), pdf)
        finally:
            self._journal.active.discard(entry.id)

    # -- the drain's -------------------------------------------------------------------------------------------
    def waits_for_create(self, entry: OutboxEntry) -> bool:
        """A print asked for with its create whose shipment is not there yet, while the create is still open."""
        payload = entry.print_request
        if not payload.print_after_create or payload.job_id or entry.order_key is None:
            return False
        return self._journal.live_shipment(entry.order_key) is None and (
            self._store.outbox.open_create(entry.order_key) is not None
        )

    async def run_queued(self, entry: OutboxEntry) -> PrintJobRecord | None:
        """Sends a journaled print for the drain, telling the event observers how it ended."""
        after_create = entry.print_request.print_after_create
        name = self._journal.reference(entry.order_key) if entry.order_key else say.PRINT_NUMBER.format(id=entry.id)
        keys = entry.print_request.order_keys
        try:
            job = await self._run_print(entry)
        except WorkQueued:
            raise
        except Exception as error:
            self._journal.tell(
                OutboxEvent(OutboxEventKind.FAILED, keys, NOT_PRINTED.format(name=name, reason=message_of(error)))
            )
            raise
        if job is None:
            return None
        if job.state is PrintState.SENT:
            printed = say.PRINTED_WITH_SHIPMENT if after_create else say.PRINTED_QUEUED
            self._journal.tell(
                OutboxEvent(
                    OutboxEventKind.PRINTED,
                    keys,
                    printed.format(name=name, format=job.label_format.value, printer=job.printer_profile),
                    job,
                )
            )
        else:
            self._journal.tell(
                OutboxEvent(OutboxEventKind.FAILED, keys, NOT_PRINTED.format(name=name, reason=job.detail), job)
            )
        return job

    async def _run_print(self, entry: OutboxEntry) -> PrintJobRecord | None:
        """Sends a journaled print (after a restart or once the service is back); None when it was a print asked for
        with its create that gave way (printed otherwise, cancelled, never created)."""
        self._journal.active.add(entry.id)
        try:
            payload = entry.print_request
            binding = self._binding(payload.label_format)
            job = self._store.print_jobs.get(payload.job_id) if payload.job_id else None
            if job is None:
                if payload.print_after_create:
                    dropped: list[str] = []
                    job = await self._store.db.write(lambda: self.job_rows_after_create(entry, binding, dropped, ()))
                    self._journal.notify()
                    if job is None:
                        if dropped and entry.order_key is not None:
                            self._journal.tell(
                                OutboxEvent(
                                    OutboxEventKind.DROPPED,
                                    (entry.order_key,),
                                    say.WAITING_NOT_PRINTED.format(
                                        name=self._journal.reference(entry.order_key), reason=dropped[0]
                                    ),
                                )
                            )
                        return None
                else:
                    recorded = await self._store.db.write(lambda: self.job_rows(entry, payload, binding))
                    self._journal.notify()
                    if isinstance(recorded, MissingShipment):
                        raise NoShipmentYet(NO_SHIPMENT_TO_PRINT.format(order=recorded.order_key))
                    job = recorded
                entry = self._store.outbox.get(entry.id) or entry  # its positions are planned now
            pdf = await self.fetch_label(entry, job, binding)
            return await self.hand_to_printer(entry, job, binding, pdf)
        finally:
            self._journal.active.discard(entry.id)

    # -- the journal's rows ------------------------------------------------------------------------------------
    def job_rows_after_create(
        self,
        entry: OutboxEntry,
        binding: PrinterBinding,
        dropped: list[str],
        positions: Sequence[int],
    ) -> PrintJobRecord | None:
        """The job of a print asked for with its create, decided in the journal's transaction: None, with the entry
        closed and the reason in `dropped`, when the label must not print (again)."""
        current = self._journal.is_open(entry.id)
        if current is None:
            return None  # dropped meanwhile: another print of the label took its place
        order_key = entry.order_key
        assert order_key is not None
        shipment = self._journal.live_shipment(order_key)
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
        elif second_print_refusal(self._store, order_key, shipment, other_than=entry.id) is not None:
            reason = "it was printed meanwhile"
        if reason:
            self._store.outbox.mark(
                entry.id, OutboxState.FAILED if shipment is None else OutboxState.DONE, error=reason
            )
            self._store.log.add("queued print dropped", order_key, reason)
            dropped.append(reason)
            return None
        # A4: the slots chosen, else planned now from the sheet in the tray as it is when the label finally prints.
        job = self.job_rows(
            current, replace(current.print_request, positions=tuple(positions), exact_slots=True), binding
        )
        return None if isinstance(job, MissingShipment) else job

    def job_rows(
        self, entry: OutboxEntry, payload: PrintPayload, binding: PrinterBinding
    ) -> PrintJobRecord | MissingShipment:
        """Records the job of a journaled print and its id in the entry's payload (the caller holds the
        transaction); the entry fails instead when an order has no shipment to print."""
        label_format = payload.label_format
        shipments: list[ShipmentRecord] = []
        for order_key in payload.order_keys:
            shipment = self._journal.shipment_to_print(order_key, payload.return_id)
            if shipment is None:
                self._store.outbox.mark(entry.id, OutboxState.FAILED, error="no shipment")
                return MissingShipment(order_key)
            shipments.append(shipment)
        # One label per parcel: a multi-collo shipment's main parcel, then its follow-ups.
        labels = [(shipment.order_key, parcel_id) for shipment in shipments for parcel_id in shipment.parcel_ids]
        items: list[PrintJobItem] = []
        if label_format is LabelFormat.A4:
            if not payload.positions:
                # The sheet in the tray's free slots, one per label, planned in the transaction that records the job.
                planned = next_free_positions(self._store.slots.used(binding.printer_id), len(labels))
                payload = replace(payload, positions=tuple(planned), exact_slots=True)
            placed = place_labels(len(labels), payload.positions, exact=payload.exact_slots)
            for sheet_number, sheet in enumerate(placed):
                for index, slot in sheet:
                    items.append(PrintJobItem(labels[index][0], labels[index][1], sheet_number, int(slot)))
        else:
            items = [PrintJobItem(order_key, parcel_id) for order_key, parcel_id in labels]
        job_name = payload.job_name or "-".join(
            label_job_name(self._store, shipment.order_key, shipment.reference) for shipment in shipments[:4]
        )
        if payload.reprint:
            job_name += f"-reprint-{entry.id}"
        job = self._store.print_jobs.create(
            job_name=job_name,
            label_format=label_format,
            printer_profile=binding.profile.name,
            printer=binding.printer_id,
            items=items,
            reprint=payload.reprint,
        )
        self._store.outbox.update_payload(entry.id, replace(payload, job_id=job.id))
        return job

    def drop_waiting_rows(self, order_key: str, reason: str, *, state: OutboxState = OutboxState.FAILED) -> int:
        """Closes the order's prints waiting for their create; the caller holds the transaction."""
        waiting = self._store.outbox.waiting_prints_after_create(order_key)
        for entry in waiting:
            self._store.outbox.mark(entry.id, state, error=reason)
            self._store.log.add("queued print dropped", order_key, reason)
            self._journal.active.discard(entry.id)
        return len(waiting)

    def drop_prints_after_create(self, order_key: str, reason: str) -> int:
        """See OutboxService.drop_prints_after_create."""
        with self._store.db.transaction():
            dropped = self.drop_waiting_rows(order_key, reason)
        if dropped:
            self._journal.notify()
            self._journal.tell(
                OutboxEvent(
                    OutboxEventKind.DROPPED,
                    (order_key,),
                    say.WAITING_DROPPED.format(name=self._journal.reference(order_key), reason=reason),
                )
            )
        return dropped

    # -- to the printer ----------------------------------------------------------------------------------------
    async def fetch_label(
        self, entry: OutboxEntry, job: PrintJobRecord, binding: PrinterBinding, early: EarlyLabel | None = None
    ) -> bytes:
        """The job's label PDF from the service; unreachable: the entry waits (WorkQueued); refused: the job failed.
        `early`: a download of it already under way (used when it is exactly this job's label)."""
        positions = list(entry.print_request.positions) or None
        if early is not None and not early.serves(job, positions):
            early.drop()
            early = None
        try:
            if early is not None:
                return bytes(await early.download)
            return await job_label_pdf(self._shipping, self._store, job, positions)
        except ShopNotInAccount as refused:
            await self._finish(entry, job, binding, PrintState.FAILED, NOT_AVAILABLE.format(reason=message_of(refused)))
            raise
        except ServiceError as error:
            if is_unreachable(error):
                reason = str(error)
                await self._store.db.write(
                    lambda: self._store.outbox.mark(entry.id, OutboxState.PENDING, error=reason, count_attempt=True)
                )
                self._journal.notify()
                self._journal.wake.set()
                raise WorkQueued(say.LABEL_QUEUED.format(job=job.job_name, reason=error.message)) from error
            await self._finish(entry, job, binding, PrintState.FAILED, NOT_AVAILABLE.format(reason=message_of(error)))
            raise

    async def hand_to_printer(
        self, entry: OutboxEntry, job: PrintJobRecord, binding: PrinterBinding, pdf: bytes
    ) -> PrintJobRecord:
        sheets = _sheets_of(job) if job.label_format is LabelFormat.A4 else []
        label = pdf
        if self.compose_print is not None and entry.print_request.return_id is None:  # no slip with a return's label
            pdf = await self.compose_print(job, pdf)

        def mark_sending() -> list[int]:
            # spec §3: a shipment whose label was generated is printed at the service, whatever the printer does
            # with it next; the station knows it without asking (the next refresh says the same).
            self._store.shipments.mark_printed({item.shipment_id for item in job.items})
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
            slots = ", ".join(map(str, taken))
            detail = say.SLOTS_TAKEN_DETAIL.format(slots=slots)
            await self._finish(entry, job, binding, PrintState.FAILED, detail)
            raise SheetSlotsTaken(say.SLOTS_TAKEN.format(job=job.job_name, slots=slots))
        try:
            outcome = await binding.printer.print_pdf(pdf, binding.profile, job.job_name)
        except asyncio.CancelledError:
            self.mark_unknown(entry, job)
            raise
        except Exception as error:  # an adapter bug or a dead device: the outcome is not known
            log.exception("printer adapter failed on %s", job.job_name)
            self.mark_unknown(
                entry,
                job,
                detail=say.PRINTER_FAILED.format(error=type(error).__name__),
            )
            raise
        state = PrintState.SENT if outcome.state in (PrintJobState.SENT, PrintJobState.QUEUED) else PrintState.FAILED
        if state is PrintState.SENT:
            self._keep_printed(job, label)  # the label itself: the preview adds what printed with it
        return await self._finish(entry, job, binding, state, outcome.detail)

    def _keep_printed(self, job: PrintJobRecord, pdf: bytes) -> None:
        orders = {item.order_key for item in job.items}
        if len(orders) != 1:
            return  # a sheet of several orders is no one order's label
        key = (job.items[0].order_key, job.items[0].shipment_id, job.label_format)
        self._printed[key] = pdf
        self._printed.move_to_end(key)
        while len(self._printed) > PRINTED_LABELS_KEPT:
            self._printed.popitem(last=False)

    async def _finish(
        self, entry: OutboxEntry, job: PrintJobRecord, binding: PrinterBinding, state: PrintState, detail: str
    ) -> PrintJobRecord:
        def rows() -> PrintJobRecord | None:
            self._store.print_jobs.set_state(job.id, state, detail)
            if state is PrintState.SENT:
                self._store.outbox.mark(entry.id, OutboxState.DONE)
                returned = entry.print_request.return_id is not None  # the order's own label's state stays
                for order_key in {item.order_key for item in job.items}:
                    if not returned:
                        self._store.orders.set_state(order_key, OrderState.PRINTED)
                    self._store.log.add(
                        PRINTED_ACTIONS[returned, job.reprint],
                        order_key,
                        say.PRINTED_ON.format(
                            format=job.label_format.value, printer=job.printer_profile, detail=detail
                        ),
                    )
            else:
                self._store.outbox.mark(entry.id, OutboxState.FAILED, error=detail)
                if job.label_format is LabelFormat.A4:
                    self._store.slots.release(binding.printer_id, job.id)
                for order_key in {item.order_key for item in job.items}:
                    self._store.log.add("print failed", order_key, detail)
            return self._store.print_jobs.get(job.id)

        result = await self._store.db.write(rows)
        self._journal.notify()
        assert result is not None
        return result

    # -- unknown outcomes --------------------------------------------------------------------------------------
    def mark_unknown(self, entry: OutboxEntry, job: PrintJobRecord, detail: str = "outcome unknown") -> None:
        with self._store.db.transaction():
            self._store.print_jobs.set_state(job.id, PrintState.UNKNOWN, detail)
            self._store.outbox.mark(entry.id, OutboxState.NEEDS_CONFIRMATION, error=detail)
        self._journal.notify()

    def confirm_print(self, entry_id: int, *, printed: bool) -> PrintJobRecord | None:
        """See OutboxService.confirm_print."""
        entry = self._store.outbox.get(entry_id)
        if entry is None or entry.state is not OutboxState.NEEDS_CONFIRMATION:
            return None
        job = self._store.print_jobs.get(entry.print_request.job_id or 0)
        if job is None:
            self._store.outbox.mark(entry.id, OutboxState.FAILED, error="no job recorded")
            return None
        with self._store.db.transaction():
            if printed:
                self._store.print_jobs.set_state(job.id, PrintState.SENT, "confirmed printed by the operator")
                self._store.outbox.mark(entry.id, OutboxState.DONE)
                for order_key in {item.order_key for item in job.items}:
                    if entry.print_request.return_id is None:  # a return's label leaves the order's state
                        self._store.orders.set_state(order_key, OrderState.PRINTED)
                    self._store.log.add("print confirmed", order_key, job.job_name)
            else:
                self._store.print_jobs.set_state(job.id, PrintState.FAILED, "confirmed not printed by the operator")
                self._store.outbox.mark(entry.id, OutboxState.FAILED, error="not printed")
                self._store.slots.release(job.printer, job.id)
                for order_key in {item.order_key for item in job.items}:
                    self._store.log.add("print confirmed missing", order_key, job.job_name)
        self._journal.notify()
        return self._store.print_jobs.get(job.id)


def _sheets_of(job: PrintJobRecord) -> list[list[int]]:
    sheets: dict[int, list[int]] = {}
    for item in job.items:
        if item.slot is not None:
            sheets.setdefault(item.sheet, []).append(item.slot)
    return [sheets[number] for number in sorted(sheets)]
