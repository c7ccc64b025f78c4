"""The shipment actions of the window: scan, create & print, print, reprint, save as PDF, cancel, return, refresh,
note, ship again or anyway (each asked inline first where it cannot be undone), and prints of unknown outcome."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog

from station.domain.enums import LabelFormat
from station.domain.selection import selection_to_options
from station.domain.shippable import ShipVerdict
from station.domain.text import QT_TRANSLATE_NOOP
from station.files import write_atomically
from station.services.errors import DraftInvalid, ShipAgainNeedsConfirmation
from station.services.events import JournalOutcome, JournalReported
from station.services.records import PrintJobRecord, PrintState
from station.services.scan import ScanResult
from station.services.shipment_rules import cancel_blocked_reason, live_follow_ups, return_blocked_reason
from station.services.shipped_elsewhere import describe_elsewhere
from station.ui.async_tasks import tracked_slot
from station.ui.inline_question import Choice
from station.ui.label_dialogs import answered_yes_again, ask_to_print_again, open_save_pdf_dialog
from station.ui.language import translated
from station.ui.order_queue import refocus_scan_field_soon
from station.ui.window_part import Window, WindowPart
from station.workers import run_blocking

log = logging.getLogger("station.ui.window")


class ShipmentActions(WindowPart):
    """What the operator does to the order shown: create & print, print and reprint, save as PDF, cancel, return,
    refresh, note; scanning; and the prints whose outcome is unknown. The panels follow the services' events."""

    def __init__(self, window: Window) -> None:
        super().__init__(window)
        self._save_dialog: QFileDialog | None = None

    @tracked_slot(str)
    async def scan(self, code: str) -> None:
        """A scanned reference or barcode selects its order; with scan to print it is shipped and printed."""
        to_print = self.w.scan_to_print.isChecked()
        label_format = self.w.format_row.label_format()
        self.w.status.showMessage(self.tr("Scanned {code}…").format(code=code))
        await self.w.shown_order.edits_kept()
        try:
            # A reference several shops' orders have means the order of the shop chosen in the queue's filter.
            result = await self.services.scan.scan(
                code, scan_to_print=to_print, label_format=label_format, shop=self.w.queue.shop_filter.shop
            )
        except ShipAgainNeedsConfirmation as question:
            # A scan never ships a cancelled order again by itself: the operator answers the question first.
            self.w.error_panel.resolved("scan")
            self.w.queue.select_key(question.order_key)
            self.ask_ship_again(question.order_key)
            refocus_scan_field_soon(self.w.scan_field)
            return
        except Exception as error:  # noqa: BLE001 - shown as this scan's error; the next good scan takes it away
            log.info("scan of %r failed: %s", code, type(error).__name__)
            if isinstance(error, DraftInvalid):
                self._show_scanned(code)  # its rule violations are shown inline, on the order that was scanned
            self.w.report_error(error, retry=lambda: self.scan(code), source="scan")
            return
        self.w.error_panel.resolved("scan")
        self.w.queue.update_order(result.order)
        self.w.queue.select_key(result.order.key)
        if to_print:
            self._show_create_and_print(result)
        refocus_scan_field_soon(self.w.scan_field)

    def _show_scanned(self, code: str) -> None:
        order = self.services.orders.find_by_scan(code, shop=self.w.queue.shop_filter.shop)
        if order is not None and order.key != self.w.shown_order.current_key():
            self.w.queue.select_key(order.key)

    def _show_create_and_print(self, result: ScanResult) -> None:
        """What a create-and-print (scan to print, or the detail's button) did: printed, printed before, or shipped
        at another station (nothing new printed)."""
        if result.shipped_elsewhere and result.shipment is not None:
            shipment = result.shipment
            words = describe_elsewhere(shipment.id, shipment.status, shipment.created_at)
            self.w.error_panel.show_message(
                QT_TRANSLATE_NOOP("ShipmentActions", "Shipped at another station"),
                QT_TRANSLATE_NOOP("ShipmentActions", "{reference}: {shipment}. Nothing new was printed.").format(
                    reference=result.order.reference, shipment=words
                ),
                QT_TRANSLATE_NOOP(
                    "ShipmentActions", "Print label (Ctrl+P) reprints that shipment's label if it is lost or damaged."
                ),
                retryable=False,
            )
            if self.w.shown_order.current_key() == result.order.key:
                self.w.shown_order.show(result.order)
        elif result.already_printed:
            self.w.error_panel.show_message(
                QT_TRANSLATE_NOOP("ShipmentActions", "Label already printed"),
                QT_TRANSLATE_NOOP("ShipmentActions", "The label of {reference} came out before.").format(
                    reference=result.order.reference
                ),
                QT_TRANSLATE_NOOP(
                    "ShipmentActions", "Use Print label (Ctrl+P) to print it again if it is lost or damaged."
                ),
                retryable=False,
            )
        elif result.job is not None:
            self.show_job_outcome(
                result.job, self.tr("{reference}: label printed").format(reference=result.order.reference)
            )

    @tracked_slot()
    async def create_and_print(self) -> None:
        order = self.w.queue.current_order()
        if order is None or self.w.detail.order is None:
            return
        if self.w.detail.question.topic == f"ship-again:{order.key}":
            self.w.detail.question.confirm()  # Ctrl+Enter twice: the operator means it
            return
        await self._create_and_print(order.key, ship_again=False)

    @tracked_slot(str)
    async def ship_again(self, order_key: str) -> None:
        """The operator confirmed shipping the cancelled order again."""
        if order_key == self.w.shown_order.current_key():
            await self._create_and_print(order_key, ship_again=True)

    def ask_ship_again(self, order_key: str) -> None:
        """Ask, inline, before a cancelled order gets a new shipment (never a side effect of a scan or a batch)."""
        order = self.services.orders.get(order_key)
        if order is None or order.shipment is None:
            return
        shipment = order.shipment
        what = (
            self.tr("<b>{reference} was shipped at another station and cancelled there</b> ({shipment}).").format(
                reference=order.reference,
                shipment=translated(describe_elsewhere(shipment.id, shipment.status, shipment.created_at)),
            )
            if shipment.elsewhere
            else self.tr("<b>The shipment #{id} of {reference} was cancelled.</b>").format(
                id=shipment.id, reference=order.reference
            )
        )
        self.w.detail.question.ask(
            f"ship-again:{order_key}",
            what + " " + self.tr("Ship it again? A new shipment is created with the carrier and its label printed."),
            self.tr("Ship &again"),
            self.tr("Keep cancelled"),
            lambda _choices: self.ship_again(order_key),
            confirm_tip=self.tr("Create a new shipment and print its label (Ctrl+Enter again, or Alt+A)"),
        )

    async def _create_and_print(self, order_key: str, *, ship_again: bool, ship_anyway: bool = False) -> None:
        if self.w.detail.revalidate():
            # Violations are shown inline next to their fields; nothing is sent.
            self.w.detail.tabs.setCurrentIndex(0)
            return
        if not ship_again and self.services.shipments.decision_for(order_key).verdict is ShipVerdict.CONFIRM_AGAIN:
            self.ask_ship_again(order_key)
            return
        await self.w.shown_order.edits_kept()
        label_format = self.w.format_row.label_format()
        positions = self.w.sheet.positions_for(label_format)
        # One call journals the print with the create: offline, the label prints by itself once the shipment exists.
        # The draft is the order's as kept: what the detail shows, the same one every other path reads.
        result = await self.services.shipments.create_and_print(
            order_key, label_format, positions, ship_again=ship_again, ship_anyway=ship_anyway
        )
        self._show_create_and_print(result)
        refocus_scan_field_soon(self.w.scan_field)

    @tracked_slot()
    async def print_current(self) -> None:
        """Print the current order's label; a label printed already is printed again only once the operator says so."""
        order = self.w.queue.current_order()
        if order is None:
            return
        if answered_yes_again(self.w.detail.question, f"reprint:{order.key}"):
            return  # Ctrl+P twice: the operator means it
        label_format = self.w.format_row.label_format()
        await self.print_order(order.key, label_format, self.w.sheet.positions_for(label_format))

    @tracked_slot(str, object, object)
    async def _reprint(self, order_key: str, label_format: LabelFormat, positions: list[int] | None) -> None:
        """The operator confirmed the reprint question (about the order still shown)."""
        if order_key == self.w.shown_order.current_key():
            await self.print_order(order_key, label_format, positions, reprint=True)

    async def print_order(
        self, order_key: str, label_format: LabelFormat, positions: list[int] | None, *, reprint: bool = False
    ) -> None:
        # A second print of a printed label is a reprint, and only after the operator confirmed it (inline, non-modal).
        if not reprint and self.services.printing.is_printed(order_key):
            order = self.services.orders.get(order_key)
            times = max(order.printed_count, 1)
            shipment = order.shipment
            if shipment is not None and shipment.elsewhere and not order.printed_count:
                words = describe_elsewhere(shipment.id, shipment.status, shipment.created_at)
                text = self.tr(
                    "<b>{reference} was shipped at another station</b> ({shipment}). Print that shipment's label here?"
                ).format(reference=order.reference, shipment=translated(words))
            else:
                text = self.tr(
                    "<b>The label of {reference} was printed already</b> (%n times). Print it again?", "", times
                ).format(reference=order.reference)
            ask_to_print_again(
                self.w.detail.question,
                f"reprint:{order_key}",
                text,
                lambda: self._reprint(order_key, label_format, positions),
                self.tr("Print this label once more (Ctrl+P again, or Alt+Y)"),
            )
            return
        job = await self.services.printing.print_label(order_key, label_format, positions, reprint=reprint)
        self.show_job_outcome(job, self.tr("Reprinted") if reprint else self.tr("Printed"))

    def show_job_outcome(self, job: PrintJobRecord, done: str) -> None:
        """Tell the operator where a print job went, or — when the printer refused it — what to do."""
        keys = list(dict.fromkeys(item.order_key for item in job.items))
        if job.state is PrintState.FAILED:
            self.w.error_panel.show_message(
                QT_TRANSLATE_NOOP("ShipmentActions", "Label not printed"),
                QT_TRANSLATE_NOOP("ShipmentActions", "The printer did not take {job}: {reason}.").format(
                    job=job.job_name, reason=job.detail or QT_TRANSLATE_NOOP("ShipmentActions", "no reason given")
                ),
                QT_TRANSLATE_NOOP(
                    "ShipmentActions",
                    "Check the printer (paper, cable, queue name in the printer profile), then print the label again "
                    "(Ctrl+P).",
                ),
                retryable=True,
                source=f"print:{keys[0]}" if keys else None,
            )
            return
        for key in keys:
            self.w.error_panel.resolved(f"print:{key}")  # it printed now: the earlier failure no longer applies
        if job.state is PrintState.QUEUED:
            self.w.status.showMessage(
                self.tr("{job}: queued — it prints when the service answers again.").format(job=job.job_name), 8000
            )
        else:
            self.w.status.showMessage(
                self.tr("{done}: {detail}").format(done=done, detail=translated(job.detail) or job.job_name), 8000
            )

    def journal_reported(self, event: JournalReported) -> None:
        """A label asked for earlier (with its create, or while offline) printed, failed or was dropped by itself: the
        operator is told (the rows, the order shown and the sheet follow the change events published with it)."""
        if event.kind is JournalOutcome.PRINTED:
            self.w.status.showMessage(event.message, 8000)
        else:
            self.w.error_panel.show_message(
                QT_TRANSLATE_NOOP("ShipmentActions", "Label not printed")
                if event.kind is JournalOutcome.FAILED
                else QT_TRANSLATE_NOOP("ShipmentActions", "Waiting label dropped"),
                event.message,
                event.advice
                or QT_TRANSLATE_NOOP("ShipmentActions", "Print the label by hand (Ctrl+P) if it is still needed."),
                retryable=False,
            )

    def choose_pdf_file(self) -> None:
        """Ask where to save the current label as PDF (non-modal dialog: the loop keeps running)."""
        order = self.w.queue.current_order()
        if order is None or order.shipment is None:
            return
        self._save_dialog = open_save_pdf_dialog(
            self.w,
            self.tr("Save the label as PDF"),
            f"{order.reference}-label.pdf",
            "savePdfDialog",
            self.save_label_pdf,
        )

    @tracked_slot(str)
    async def save_label_pdf(self, path: str) -> None:
        """Save the current order's label (in the chosen format and slots) as a PDF file; nothing is printed."""
        order = self.w.queue.current_order()
        if order is None:
            return
        label_format = self.w.format_row.label_format()
        pdf = await self.services.printing.label_pdf(order.key, label_format, self.w.sheet.positions_for(label_format))
        await run_blocking(write_atomically, Path(path), pdf)
        log.info("label of %s saved as %s", order.reference, path)
        self.w.status.showMessage(
            self.tr("{reference}: label saved as {path}").format(reference=order.reference, path=path), 8000
        )

    def check_unknown_prints(self) -> None:
        """Ask, without blocking, about every print Station was sending when it stopped (never reprinted unasked)."""
        pairs = []
        for entry, job in self.services.printing.prints_to_confirm():
            references = []
            for key in dict.fromkeys(item.order_key for item in job.items):
                order = self.services.orders.get(key)
                references.append(order.reference if order else key)
            pairs.append((entry.id, job, references))
        self.w.unknown_prints.set_questions(pairs)

    @tracked_slot(int, bool)
    async def answer_unknown_print(self, entry_id: int, printed: bool) -> None:
        """The operator's answer; "not printed" prints the label(s) once now."""
        job = self.services.printing.confirm_print(entry_id, printed=printed)
        self.check_unknown_prints()
        if job is None:
            return
        keys = list(dict.fromkeys(item.order_key for item in job.items))
        if not printed:
            if len(keys) == 1:
                printed_job = await self.services.printing.print_label(keys[0], job.label_format)
            else:
                printed_job = await self.services.printing.print_sheet(keys)
            self.show_job_outcome(printed_job, self.tr("Printed again"))
        elif self.w.shown_order.current_key() in keys:
            self.w.shown_order.show_print_jobs(self.w.shown_order.current_key())  # type: ignore[arg-type]

    def cancel_shipment(self) -> None:
        """Ask, inline, before cancelling the current order's shipment; the same shortcut again confirms."""
        order = self.w.queue.current_order()
        if order is None:
            return
        reason = cancel_blocked_reason(order.shipment, self.services.capabilities)
        if reason is not None:
            self.w.status.showMessage(reason, 8000)
            return
        topic = f"cancel:{order.key}"
        if self.w.detail.question.topic == topic:
            self.w.detail.question.confirm()
            return
        shipment = order.shipment
        assert shipment is not None
        if not shipment.live:  # a multi-collo shipment some of whose follow-up parcels the service did not cancel
            question = self.tr(
                "<b>Cancel the parcels of {reference} still live?</b> Shipment #{id} is cancelled; parcels {numbers} "
                "of {count} are not yet."
            ).format(
                reference=order.reference,
                id=shipment.id,
                numbers=", ".join(str(parcel.number) for parcel in live_follow_ups(shipment)),
                count=shipment.parcel_count,
            )
        elif shipment.parcel_count > 1:
            question = self.tr(
                "<b>Cancel shipment #{id} of {reference}, all {count} parcels?</b> The carrier will not collect "
                "them and their labels become invalid. This cannot be undone."
            ).format(id=shipment.id, reference=order.reference, count=shipment.parcel_count)
        else:
            question = self.tr(
                "<b>Cancel shipment #{id} of {reference}?</b> The carrier will not collect it and its label "
                "becomes invalid. This cannot be undone."
            ).format(id=shipment.id, reference=order.reference)
        self.w.detail.question.ask(
            topic,
            question,
            self.tr("&Yes, cancel the shipment"),
            self.tr("No, keep it"),
            lambda _choices: self._cancel_confirmed(order.key),
            confirm_tip=self.tr("Cancel it at the service now (Ctrl+Shift+Delete again, or Alt+Y)"),
        )

    @tracked_slot(str)
    async def _cancel_confirmed(self, order_key: str) -> None:
        order = self.services.orders.get(order_key)
        record = await self.services.shipments.cancel(order_key)
        done = (
            self.tr("{reference}: shipment #{id} cancelled, all {count} parcels.").format(
                reference=order.reference, id=record.id, count=record.parcel_count
            )
            if record.parcel_count > 1
            else self.tr("{reference}: shipment #{id} cancelled.").format(reference=order.reference, id=record.id)
        )
        self.w.status.showMessage(done, 8000)
        if self.w.shown_order.current_key() == order_key:
            self.w.shown_order.show(self.services.orders.get(order_key))

    def create_return(self, send_email: bool, printerless: bool) -> None:
        """Ask, inline, before creating a return: the e-mail and printerless choices are part of the question."""
        order = self.w.queue.current_order()
        if order is None:
            return
        reason = return_blocked_reason(order.shipment)
        if reason is not None:
            self.w.status.showMessage(reason, 8000)
            return
        topic = f"return:{order.key}"
        if self.w.detail.question.topic == topic:
            self.w.detail.question.confirm()  # Ctrl+R twice
            return
        printerless_possible = self.w.detail.printerless_available()
        self.w.detail.question.ask(
            topic,
            self.tr("<b>Create a return for {reference}?</b> The service creates the return shipment at once.").format(
                reference=order.reference
            ),
            self.tr("&Yes, create the return"),
            self.tr("No"),
            lambda choices: self._create_return_confirmed(order.key, choices["email"], choices["printerless"]),
            choices=(
                Choice(
                    "email",
                    self.tr("Send the return &e-mail to the customer"),
                    send_email,
                    tip=self.tr("The standard return e-mail with the label link or the QR code (Alt+E)"),
                ),
                Choice(
                    "printerless",
                    self.tr("Printerless: the customer gets a &QR code, not a label"),
                    printerless and printerless_possible,
                    enabled=printerless_possible,
                    tip="Alt+Q"
                    if printerless_possible
                    else self.tr("This carrier does not offer printerless returns."),
                ),
            ),
            confirm_tip=self.tr("Create the return now (Ctrl+R again, or Alt+Y)"),
        )

    @tracked_slot(str, bool, bool)
    async def _create_return_confirmed(self, order_key: str, send_email: bool, printerless: bool) -> None:
        order = self.services.orders.get(order_key)
        self.w.detail.return_email_box.setChecked(send_email)  # the Return tab shows what was chosen
        self.w.detail.printerless_box.setChecked(printerless)
        record = await self.services.shipments.create_return(order_key, send_email=send_email, printerless=printerless)
        self.w.shown_order.returns.created(order_key, record)  # listed and shown with its label or QR code
        self.w.status.showMessage(
            (
                self.tr("{reference}: return #{id} created, e-mail sent to the customer.")
                if send_email
                else self.tr("{reference}: return #{id} created.")
            ).format(reference=order.reference, id=record.id),
            8000,
        )
        if self.w.shown_order.current_key() == order_key:
            self.w.shown_order.show_history(order_key)

    @tracked_slot(exclusive=True)
    async def refresh_shipment(self) -> None:
        order = self.w.queue.current_order()
        if order is None or order.shipment is None:
            return
        await self.services.shipments.refresh(order.key)
        if self.w.shown_order.current_key() == order.key:
            self.w.detail.show_order(self.services.orders.get(order.key))
            self.w.shown_order.load_tracking(order.key)

    @tracked_slot(str)
    async def add_note(self, text: str) -> None:
        order = self.w.queue.current_order()
        if order is None:
            return
        await self.services.shipments.add_note(order.key, text)
        self.w.detail.note_added()
        self.w.shown_order.show_history(order.key)

    def copy_tracking_url(self) -> None:
        if self.w.detail.copy_tracking_url():
            self.w.status.showMessage(self.tr("Tracking URL copied: paste it into the message to the customer."), 6000)

    def open_delivery_options(self) -> None:
        order = self.w.queue.current_order()
        if order is not None:
            self.w.delivery_options_requested.emit(order)

    def apply_delivery_selection(self, payload: dict[str, Any]) -> None:
        """The delivery widget's choice for the current order, mapped onto the options (station.domain)."""
        from station.domain.selection import parse_delivery_selection

        try:
            carrier, options, pickup = selection_to_options(parse_delivery_selection(payload))
        except ValueError as error:  # SelectionError lists every problem in operator words
            self.w.report_error(error)
            return
        self.w.detail.set_delivery_choice(carrier, options, pickup)

    def ask_ship_anyway(self, order_key: str) -> None:
        """Asks, inline, whether to ship the order without the service's answer about other stations; only a
        confirmation creates anything."""
        order = self.services.orders.get(order_key)
        self.w.queue.select_key(order_key)
        self.w.detail.question.ask(
            f"ship-anyway:{order_key}",
            self.tr(
                "<b>Ship {reference} anyway?</b> Station could not ask the service whether another station "
                "shipped it. If one did, the parcel gets a second shipment and a second label."
            ).format(reference=order.reference),
            self.tr("&Ship anyway"),
            self.tr("Don't ship"),
            lambda _choices: self.ship_anyway(order_key),
            confirm_tip=self.tr("Create the shipment and print its label without the service's answer (Alt+S)"),
        )

    @tracked_slot(str)
    async def ship_anyway(self, order_key: str) -> None:
        """The operator confirmed shipping the order although the service could not be asked about it."""
        if order_key == self.w.shown_order.current_key():
            await self._create_and_print(order_key, ship_again=False, ship_anyway=True)

    def return_with_current_choices(self) -> None:
        self.create_return(self.w.detail.return_email_box.isChecked(), self.w.detail.printerless_box.isChecked())
