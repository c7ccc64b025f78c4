"""Label printing: a printer per label format, preview PDFs, print once (reprint on purpose), A4 sheet slots per printer."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from io import BytesIO
from typing import TYPE_CHECKING

from station.api.errors import ServiceError
from station.domain.enums import LabelFormat, ShipmentStatus
from station.domain.service_capabilities import ServiceCapabilities
from station.domain.sheets import (
    SLOTS_PER_SHEET,
    next_free_positions,
    place_labels,
    plan_label_jobs,
    plan_sheets,
    slots_to_print,
    validate_positions,
)
from station.domain.text import QT_TRANSLATE_NOOP
from station.printers.base import LabelPrinter, PrinterProfile
from station.printers.health import PrinterHealth, PrinterState
from station.services.errors import (
    DraftInvalid,
    NoShipmentYet,
    PrinterCannotPrint,
    PrinterNotConfigured,
    order_not_found,
)
from station.services.events import ConnectionChanged, EventBus, OrdersChanged, PrintJobChanged, SheetChanged
from station.services.label_names import label_job_name
from station.services.offline_requests import OfflineRequests, printed_as_last_read
from station.services.outbox import OutboxService, PrinterBinding, PrintRequest, shipment_record
from station.services.outbox.texts import NO_PRINTER, NO_SHIPMENT_TO_PRINT
from station.store.records import OutboxEntry, PrintJobRecord, PrintState, ShipmentKind, ShipmentRecord
from station.store.sql import StoreUnavailable
from station.store.store import Store
from station.workers import run_blocking

if TYPE_CHECKING:
    from station.api.shipping_api import ShippingApi

log = logging.getLogger("station.services.printing")


# A local CUPS answers in milliseconds; one that hangs must not hold up the packing table.
HEALTH_CHECK_TIMEOUT_S = 3.0


PrinterRef = str | LabelFormat


@dataclass(frozen=True)
class LabelPreviewPdf:
    """What the Label tab shows: the label PDF and what each page is, so nothing claims a page that is not there."""

    pdf: bytes
    # "label", "return label" (travels with the parcel, spec §2 option return), "packing slip"; "parcel N" (multi-collo)
    pages: tuple[str, ...]


# On worker threads: pypdf (with the cryptography and Pillow it imports, ~20 MiB) is loaded with the first label
# shown, not at start.
def _pdf_page_count(pdf: bytes) -> int:
    from pypdf import PdfReader

    return len(PdfReader(BytesIO(pdf)).pages)


def _append_pdf(first: bytes, second: bytes) -> bytes:
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter()
    writer.append(PdfReader(BytesIO(first)))
    writer.append(PdfReader(BytesIO(second)))
    out = BytesIO()
    writer.write(out)
    return out.getvalue()


class PrintService:
    """Prints each order's label once; a second print is an explicit reprint. Tracks A4 slots per printer."""

    def __init__(
        self,
        store: Store,
        outbox: OutboxService,
        shipping: Callable[..., ShippingApi],
        bindings: dict[LabelFormat, PrinterBinding] | None = None,
        events: EventBus | None = None,
        *,
        capabilities: Callable[[], ServiceCapabilities] | None = None,
    ) -> None:
        self._store = store
        self._events = events if events is not None else EventBus()
        self._outbox = outbox
        self._shipping = shipping
        self._bindings: dict[LabelFormat, PrinterBinding] = dict(bindings or {})
        # The order's packing slip as it prints with a label of the format, for the preview (services/packing_slip.py).
        self.slip_preview: Callable[[str, LabelFormat], Awaitable[bytes | None]] | None = None
        # What the service offers where the wire formats differ: whether a barcode comes with the label.
        self._capabilities = capabilities
        # On the shared store: a print of an order this table holds is kept here while the store cannot be reached.
        self.offline: OfflineRequests | None = None

    # -- printers ----------------------------------------------------------------------------------------------
    def set_printer(self, label_format: LabelFormat, profile: PrinterProfile, printer: LabelPrinter) -> None:
        """Labels of `label_format` go to `printer` with `profile` from now on."""
        self._bindings[label_format] = PrinterBinding(profile, printer)

    def binding(self, label_format: LabelFormat) -> PrinterBinding | None:
        """The (profile, printer) for a label format, None when none is set up."""
        return self._bindings.get(label_format)

    async def printer_health(self, label_format: LabelFormat) -> PrinterHealth | None:
        """Whether the printer of `label_format` can print now; None when none is set up. A printer that cannot
        be asked in time counts as unknown (never refused for that: the print itself says whether it worked)."""
        binding = self._bindings.get(label_format)
        if binding is None:
            return None
        probe = getattr(binding.printer, "health", None)
        if probe is None:
            return PrinterHealth(PrinterState.UNKNOWN)
        try:
            return await asyncio.wait_for(probe(binding.profile), timeout=HEALTH_CHECK_TIMEOUT_S)
        except TimeoutError:
            log.warning("printer %s did not say in time whether it can print", binding.profile.destination)
            return PrinterHealth(
                PrinterState.UNKNOWN,
                QT_TRANSLATE_NOOP("PrinterHealth", "{printer} did not answer in time").format(
                    printer=binding.profile.destination
                ),
            )

    async def ensure_can_print(self, label_format: LabelFormat) -> None:
        """Raises PrinterCannotPrint (with the reason and what to do) when the printer of `label_format` is paused,
        offline, out of paper, jammed, ...: asked before anything is created or journaled."""
        health = await self.printer_health(label_format)
        if health is not None and not health.can_print:
            self._store.log.add(
                "print refused",
                None,
                QT_TRANSLATE_NOOP("OperatorLog", "{format}: {reason}").format(
                    format=label_format.value, reason=health.reason
                ),
            )
            raise PrinterCannotPrint(
                QT_TRANSLATE_NOOP(
                    "PrinterHealth",
                    "The {format} label printer cannot print: {reason}. Nothing was created or printed.",
                ).format(format=label_format.value, reason=health.reason),
                health.advice,
            )

    def _printer_id(self, printer: PrinterRef) -> str:
        if isinstance(printer, LabelFormat):
            binding = self._bindings.get(printer)
            if binding is None:
                raise PrinterNotConfigured(NO_PRINTER.format(format=printer.value))
            return binding.printer_id
        return printer

    # -- labels ------------------------------------------------------------------------------------------------
    def _shipment(self, order_key: str) -> ShipmentRecord:
        order = self._store.orders.get(order_key)
        if order is None:
            raise order_not_found(order_key)
        if order.shipment is None or order.shipment.status is ShipmentStatus.CANCELLED:
            raise NoShipmentYet(NO_SHIPMENT_TO_PRINT.format(order=order.reference))
        return order.shipment

    async def label_pdf(
        self, order_key: str, label_format: LabelFormat, positions: Sequence[int] | None = None
    ) -> bytes:
        """The label PDF for a preview (nothing is printed or recorded; the service marks a pending shipment printed).

        A label this station printed in this format (in the slot it went to, on A4) is the PDF that went to the
        printer, kept by the outbox: a label does not change once created, so it is not asked for again.
        """
        shipment = self._shipment(order_key)
        self._check_positions(label_format, positions)
        printed = self._outbox.printed_label(order_key, shipment.id, label_format)
        if printed is not None and (
            label_format is LabelFormat.A6 or positions is None or list(positions) == [self.printed_slot(order_key)]
        ):
            return printed
        # Every parcel's label (multi-collo), in parcel order.
        pdf = bytes(
            await self._shipping(order_key).label_pdf(
                list(shipment.parcel_ids), label_format, list(positions) if positions else None
            )
        )
        self._events.publish(ConnectionChanged(True))
        return pdf

    async def preview(
        self, order_key: str, label_format: LabelFormat, positions: Sequence[int] | None = None
    ) -> LabelPreviewPdf:
        """The order's label as the Label tab shows it (a return's own label is the Return tab's: services.returns).
        pypdf work runs on a worker thread."""
        pdf = await self.label_pdf(order_key, label_format, positions)
        if label_format is not LabelFormat.A6:
            return LabelPreviewPdf(pdf, ())  # the sheet picker's preview; the slip follows on a page of its own
        count = await run_blocking(_pdf_page_count, pdf)
        shipment = self._shipment(order_key)
        if shipment.parcel_count > 1:  # multi-collo: one page per parcel, in parcel order
            pages = [f"parcel {number}" for number in range(1, shipment.parcel_count + 1)][:count]
        else:
            pages = ["label", "return label"][:count]
        slip = await self.slip_preview(order_key, label_format) if self.slip_preview is not None else None
        if slip is not None:
            pdf = await run_blocking(_append_pdf, pdf, slip)
            pages.extend(["packing slip"] * await run_blocking(_pdf_page_count, slip))
        return LabelPreviewPdf(pdf, tuple(pages))

    def is_printed(self, order_key: str) -> bool:
        """True when the order's current label reached a printer (or may have: outcome not yet confirmed)."""
        try:
            order = self._store.orders.get(order_key)
        except StoreUnavailable:  # the shared store away: as this table last read the order
            order = self.offline.known(order_key) if self.offline is not None else None
            if order is None:
                raise
            return printed_as_last_read(order)
        if order is None or order.shipment is None:
            return False
        if order.shipment.elsewhere and order.shipment.live:
            return True  # its label is the other station's: a print here is a reprint
        return self._store.print_jobs.printed_shipment(order.shipment.id)

    def printed_here(self, order_key: str) -> bool:
        """True when this station printed the order's current label (or may have: outcome not yet confirmed)."""
        order = self._store.orders.get(order_key)
        return (
            order is not None
            and order.shipment is not None
            and self._store.print_jobs.printed_shipment(order.shipment.id)
        )

    def jobs_for(self, order_key: str) -> list[PrintJobRecord]:
        """The order's print jobs of its own label (queued, sending, sent, failed, unknown), newest first, for the
        operator to see; its returns' labels are the Return tab's (services.returns)."""
        returns = {s.id for s in self._store.shipments.for_order(order_key) if s.kind is ShipmentKind.RETURN}
        jobs = [
            job
            for job in self._store.print_jobs.for_order(order_key)
            if not returns or any(item.shipment_id not in returns for item in job.items)
        ]
        return sorted(jobs, key=lambda job: job.id, reverse=True)

    async def print_label(
        self,
        order_key: str,
        label_format: LabelFormat,
        positions: Sequence[int] | None = None,
        *,
        reprint: bool = False,
    ) -> PrintJobRecord:
        """Prints the order's label once and records the job; A4 takes the next free slot unless positions are given.

        Raises AlreadyPrinted (unless `reprint`), PrintNeedsConfirmation when an earlier print of it has an unknown
        outcome (unless `reprint`), NoShipmentYet, PrinterNotConfigured, WorkQueued (service unreachable: the job
        is journaled and prints when it is back).
        """
        try:
            shipment = self._shipment(order_key)
        except StoreUnavailable:  # the shared store away: an order this table holds is kept here (no reprint)
            if self.offline is None or not self.offline.active or reprint:
                raise
            await self.offline.keep_print(order_key, label_format, self.ensure_can_print)
        if not reprint:
            self._refuse_second_print(order_key, shipment)
        await self.ensure_can_print(label_format)
        # One slot per parcel (multi-collo); more parcels than free slots run on to the next sheet.
        positions = self.checked_positions(label_format, positions, shipment.parcel_count)
        job = await self._outbox.print_labels(
            [order_key],
            label_format,
            positions,
            reprint=reprint,
            job_name=label_job_name(self._store, order_key, shipment.reference),
            # Asked again in the journal's transaction: a second print started meanwhile is refused, not journaled.
            check=None if reprint else lambda: self._refuse_second_print(order_key, shipment),
            # The positions are the first sheet's slots, each one used: a label per parcel, the rest on next sheets.
            exact_slots=True,
        )
        await self.read_barcodes([order_key])
        self.publish_printed(job, [order_key], label_format)
        return job

    async def print_sheet(self, order_keys: Sequence[str], positions: Sequence[int] | None = None) -> PrintJobRecord:
        """Prints these labels on the A4 sheet in the tray as one job, at `positions` or the proposed free slots.

        At most as many orders as free slots (see `propose_positions`); a batch prints sheet by sheet. The positions
        are the slots themselves (one each); a multi-collo order's parcels take one slot each, and labels beyond the
        slots run on to the next sheet. Orders already printed are refused as in `print_label`.
        """
        for order_key in order_keys:
            self._refuse_second_print(order_key, self._shipment(order_key))
        await self.ensure_can_print(LabelFormat.A4)
        labels = sum(self._shipment(order_key).parcel_count for order_key in order_keys)
        chosen = list(positions) if positions else self.propose_positions(LabelFormat.A4, labels)
        if len(order_keys) > len(chosen):
            # One job per sheet: a job never runs onto a second sheet, so the slots recorded are the slots printed.
            raise ValueError(f"{len(order_keys)} labels do not fit the {len(chosen)} free slots of the sheet")
        self._check_positions(LabelFormat.A4, chosen)
        names = [self._shipment(key).reference for key in order_keys]
        job_name = f"sheet-{names[0]}" + (f"-{names[-1]}" if len(names) > 1 else "")
        job = await self._outbox.print_labels(
            order_keys,
            LabelFormat.A4,
            chosen,
            job_name=job_name,
            check=self._second_print_check(order_keys),
            exact_slots=True,
        )
        await self.read_barcodes(order_keys)
        self.publish_printed(job, order_keys, LabelFormat.A4)
        return job

    def publish_printed(self, job: PrintJobRecord, order_keys: Sequence[str], label_format: LabelFormat) -> None:
        """Tells the views: the service answered, these orders printed (or their job was queued or failed), and
        an A4 sheet lost the slots it printed on."""
        keys = tuple(dict.fromkeys(order_keys))
        self._events.publish(ConnectionChanged(True))
        self._events.publish(OrdersChanged(keys))
        self._events.publish(PrintJobChanged(job, keys, label_format))
        if label_format is LabelFormat.A4:
            self._events.publish(SheetChanged(LabelFormat.A4))

    async def print_sheets(
        self,
        sheets: Sequence[tuple[Sequence[str], Sequence[int]]],
        *,
        concurrency: int = 4,
        cancel: asyncio.Event | None = None,
        on_result: Callable[[int, PrintJobRecord | BaseException], None] | None = None,
    ) -> list[PrintJobRecord | BaseException | None]:
        """Prints many A4 sheets, each (orders, positions) one job as in `print_sheet`, in the order given.

        The positions come from `plan_sheets`. Labels are fetched `concurrency` at a time and the sheets handed to
        the printer in order (see OutboxService.print_in_order). Per sheet the job or the exception (AlreadyPrinted,
        WorkQueued, SheetSlotsTaken, ...), None when `cancel` stopped it before it started; `on_result` as each
        settles: sheets refused before journaling (already printed, ...) at once, the others in order.
        """
        requests: list[PrintRequest] = []
        refused: dict[int, BaseException] = {}
        for number, (order_keys, positions) in enumerate(sheets):
            try:
                for order_key in order_keys:
                    self._refuse_second_print(order_key, self._shipment(order_key))
                if len(order_keys) > len(positions):
                    raise ValueError(f"{len(order_keys)} labels do not fit the {len(positions)} slots planned")
                self._check_positions(LabelFormat.A4, positions)
            except Exception as error:  # per sheet, as print_sheet would raise it; the other sheets go on
                refused[number] = error
                continue
            names = [self._shipment(key).reference for key in order_keys]
            job_name = f"sheet-{names[0]}" + (f"-{names[-1]}" if len(names) > 1 else "")
            requests.append(
                PrintRequest(
                    tuple(order_keys),
                    LabelFormat.A4,
                    tuple(positions),
                    job_name=job_name,
                    exact_slots=True,
                    check=self._second_print_check(order_keys),
                )
            )
        return await self._print_in_order(requests, refused, len(sheets), concurrency, cancel, on_result)

    async def print_labels_in_order(
        self,
        order_keys: Sequence[str],
        *,
        concurrency: int = 4,
        cancel: asyncio.Event | None = None,
        on_result: Callable[[int, PrintJobRecord | BaseException], None] | None = None,
    ) -> list[PrintJobRecord | BaseException | None]:
        """Prints many orders' A6 labels, one job each, handed to the printer in the order given (a batch's labels
        come out in queue order, to be stuck on the parcels in that order); labels are fetched `concurrency` at a
        time (OutboxService.print_in_order). Results and `on_result` as in `print_sheets`."""
        requests: list[PrintRequest] = []
        refused: dict[int, BaseException] = {}
        for number, order_key in enumerate(order_keys):
            try:
                shipment = self._shipment(order_key)
                self._refuse_second_print(order_key, shipment)
            except Exception as error:  # per label, as print_label would raise it; the others go on
                refused[number] = error
                continue
            requests.append(
                PrintRequest(
                    (order_key,),
                    LabelFormat.A6,
                    (),
                    job_name=label_job_name(self._store, order_key, shipment.reference),
                    check=self._second_print_check([order_key]),
                )
            )
        return await self._print_in_order(requests, refused, len(order_keys), concurrency, cancel, on_result)

    async def _print_in_order(
        self,
        requests: list[PrintRequest],
        refused: dict[int, BaseException],
        count: int,
        concurrency: int,
        cancel: asyncio.Event | None,
        on_result: Callable[[int, PrintJobRecord | BaseException], None] | None,
    ) -> list[PrintJobRecord | BaseException | None]:
        """Hands `requests` to the outbox in order; `refused` (numbered among all `count` items) were refused before
        anything was journaled and are reported at once. Results come back numbered among all items."""
        results: list[PrintJobRecord | BaseException | None] = [None] * count
        for number, error in refused.items():
            results[number] = error
            if on_result is not None:
                on_result(number, error)
        sent = [number for number in range(count) if number not in refused]

        def settled(index: int, result: PrintJobRecord | BaseException) -> None:
            results[sent[index]] = result
            if on_result is not None:
                on_result(sent[index], result)

        await self._outbox.print_in_order(requests, concurrency=concurrency, cancel=cancel, on_result=settled)
        await self.read_barcodes([key for request in requests for key in request.order_keys])
        return results

    async def read_barcodes(self, order_keys: Sequence[str]) -> None:
        """`read_barcodes_of` the orders' current shipments."""
        shipments: list[tuple[str, ShipmentRecord]] = []
        for order_key in dict.fromkeys(order_keys):
            order = self._store.orders.get(order_key)
            if order is not None and order.shipment is not None:
                shipments.append((order_key, order.shipment))
        await self.read_barcodes_of(shipments)

    async def read_barcodes_of(self, shipments: Sequence[tuple[str, ShipmentRecord]]) -> None:
        """Where the service gives a shipment its barcode only with its label (production), read these shipments
        (an order's own or its return, each with its order) that still have none, so the queue and the Return tab
        show and find them by barcode. A failure is logged, not raised: the label is printed, and the next refresh
        brings the barcode."""
        if self._capabilities is None or not self._capabilities().barcode_after_label:
            return
        # Each shop's shipments are read with its own credentials (one call each: most batches are one shop's).
        by_shop: dict[str, list[tuple[str, ShipmentRecord]]] = {}
        for order_key, shipment in shipments:
            if not shipment.barcode:
                order = self._store.orders.get(order_key)
                by_shop.setdefault(order.shop if order is not None else "", []).append((order_key, shipment))
        read: list[ShipmentRecord] = []
        for waiting in by_shop.values():
            try:
                fresh = await self._shipping(waiting[0][0]).refresh([shipment.id for _key, shipment in waiting])
            except ServiceError as error:
                log.warning("barcodes of %d shipments not read after their labels: %s", len(waiting), error)
                continue
            read += [
                shipment_record(order_key, current, kind=shipment.kind, elsewhere=shipment.elsewhere)
                for (order_key, shipment), current in zip(waiting, fresh, strict=True)
            ]

        def record_all() -> None:
            for record in read:
                self._store.shipments.record(record)

        if read:
            await self._store.db.write(record_all)

    def _second_print_check(self, order_keys: Sequence[str]) -> Callable[[], None]:
        """`_refuse_second_print` for every order, run again in the journal's transaction (PrintRequest.check)."""

        def check() -> None:
            for order_key in order_keys:
                self._refuse_second_print(order_key, self._shipment(order_key))

        return check

    def _refuse_second_print(self, order_key: str, shipment: ShipmentRecord) -> None:
        """Raises why printing the label now would print it twice (the outbox's one rule), if it would."""
        refusal = self._outbox.second_print_refusal(order_key, shipment)
        if refusal is not None:
            raise refusal

    def checked_positions(
        self, label_format: LabelFormat, chosen: Sequence[int] | None, labels: int
    ) -> Sequence[int] | None:
        """On A4 the slots a job of `labels` labels takes: the ones chosen, else the sheet's next free ones (the
        rule every label on the sheet follows), checked (DraftInvalid); other formats take `chosen` as it is."""
        if label_format is not LabelFormat.A4:
            return chosen
        positions = list(chosen) if chosen else self.propose_positions(label_format, labels)
        self._check_positions(label_format, positions)
        return positions

    @staticmethod
    def _check_positions(label_format: LabelFormat, positions: Sequence[int] | None) -> None:
        if label_format is LabelFormat.A4:
            violations = validate_positions(label_format, list(positions or []))
            if violations:
                raise DraftInvalid(QT_TRANSLATE_NOOP("StationError", "The label positions are not valid."), violations)

    # -- A4 sheets ---------------------------------------------------------------------------------------------
    def used_slots(self, printer: PrinterRef) -> frozenset[int]:
        """Slots (1 top-left … 4 bottom-right) of the sheet in this printer's tray that are used already."""
        return self._store.slots.used(self._printer_id(printer))

    def propose_positions(self, printer: PrinterRef, count: int) -> list[int]:
        """Where the next `count` labels go on the sheet in the tray: its free slots, top-left first.

        Returns at most the free slots of this sheet; labels beyond them go to fresh sheets (1..4). A single
        position from the service's point of view means "from N to 4", so when only a non-final slot is free the
        proposal is for one label only (the caller prints the rest as the next job).
        """
        return next_free_positions(self.used_slots(printer), count)

    def slots_to_print(self, printer: PrinterRef, chosen: Sequence[int], count: int) -> list[int]:
        """Where the next `count` labels go on the sheet in the tray: the chosen free slots, else the proposal
        (station.domain.sheets.slots_to_print); at most one sheet's worth."""
        return slots_to_print(self.used_slots(printer), chosen, count)

    def printed_slot(self, order_key: str) -> int | None:
        """The A4 slot the order's current label was last printed in (for the preview), None when not on A4."""
        order = self._store.orders.get(order_key)
        if order is None or order.shipment is None:
            return None
        for job in self.jobs_for(order_key):  # newest first
            if job.label_format is not LabelFormat.A4 or job.state not in (PrintState.SENT, PrintState.SENDING):
                continue
            for item in job.items:
                if item.order_key == order_key and item.shipment_id == order.shipment.id and item.slot is not None:
                    return item.slot
        return None

    def plan_jobs(self, printer: PrinterRef, order_keys: Sequence[str]) -> list[tuple[list[str], list[int]]]:
        """The A4 jobs that print these orders' labels in order from the sheet in the tray: per job its orders and
        its first sheet's slots (`plan_label_jobs`); a multi-collo order takes a slot per parcel and may run on to
        the next sheet, the job after it starting where it ended."""
        counts = [self._parcel_count(order_key) for order_key in order_keys]
        jobs: list[tuple[list[str], list[int]]] = []
        index = 0
        for orders, positions in plan_label_jobs(self.used_slots(printer), counts):
            jobs.append((list(order_keys[index : index + orders]), positions))
            index += orders
        return jobs

    def _parcel_count(self, order_key: str) -> int:
        shipment = self._store.shipments.current_for_order(order_key)
        return shipment.parcel_count if shipment is not None else 1

    def ends_a_sheet(self, order_keys: Sequence[str], positions: Sequence[int]) -> bool:
        """True when these orders' labels, placed from `positions` on, fill their last sheet up to slot 4."""
        labels = sum(self._parcel_count(order_key) for order_key in order_keys)
        placed = place_labels(labels, positions, exact=True)
        return bool(placed) and int(placed[-1][-1][1]) == SLOTS_PER_SHEET

    def plan_sheets(self, printer: PrinterRef, count: int) -> list[list[int]]:
        """The positions of every sheet `count` labels take, from the sheet in the tray on: `propose_positions` for
        the first, then for each next sheet as the tray will be once the sheets before it are printed.

        Each sheet takes as many labels as it has positions, so the sheets add up to `count`.
        """
        return plan_sheets(self.used_slots(printer), count)

    def reset_sheet(self, printer: PrinterRef) -> None:
        """A fresh A4 sheet is in the tray: every slot is free."""
        printer_id = self._printer_id(printer)
        self._store.slots.reset(printer_id)
        self._store.log.add("sheet reset", None, printer_id)
        self._events.publish(SheetChanged(LabelFormat.A4))  # sheets are A4

    def mark_slots_used(self, printer: PrinterRef, slots: Sequence[int]) -> None:
        """The operator says these slots of the sheet in the tray are gone."""
        self._store.slots.mark_used(self._printer_id(printer), slots)

    # -- unknown outcomes --------------------------------------------------------------------------------------
    def prints_to_confirm(self) -> list[tuple[OutboxEntry, PrintJobRecord]]:
        """Prints whose outcome is unknown (Station stopped while sending), with their jobs, for the operator."""
        pairs: list[tuple[OutboxEntry, PrintJobRecord]] = []
        for entry in self._outbox.needing_confirmation():
            job = self._store.print_jobs.get(entry.print_request.job_id or 0)
            if job is not None:
                pairs.append((entry, job))
        return pairs

    def confirm_print(self, entry_id: int, *, printed: bool) -> PrintJobRecord | None:
        """The operator's answer: the label came out (`printed`) or not (then it may be printed normally)."""
        job = self._outbox.confirm_print(entry_id, printed=printed)
        if job is not None:
            self._events.publish(OrdersChanged(tuple(dict.fromkeys(item.order_key for item in job.items))))
        return job
