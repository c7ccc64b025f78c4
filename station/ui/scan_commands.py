"""Every scan of the scan field goes through here: a scan command (station.domain.scan_commands) runs; a scan the
contents check takes (station.ui.verify_contents) is an item; anything else is an order (ShipmentActions.scan).
Also the Help menu's scan command sheet (PDF)."""

from __future__ import annotations

import logging

from PySide6.QtCore import QUrl
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import QMenu

from station import paths
from station.domain.enums import LabelFormat
from station.domain.scan_commands import ScanCommand, command_of
from station.files import write_atomically
from station.printers.scan_command_sheet import scan_command_sheet_pdf
from station.services.records import OrderState
from station.ui.order_queue import refocus_scan_field_soon
from station.ui.window_part import Window, WindowPart
from station.workers import run_blocking

log = logging.getLogger("station.ui.scan_commands")

SHEET_FILE = "Station scan commands.pdf"
SOURCE = "scan-command"  # the error panel's topic: the next command that works takes a refusal away


class ScanCommands(WindowPart):
    """Connected to `ScanField.scanned` instead of ShipmentActions.scan."""

    def __init__(self, window: Window) -> None:
        super().__init__(window)
        self.sheet_action = QAction(window)
        self.sheet_action.setObjectName("scanCommandSheet")
        self.sheet_action.triggered.connect(self.open_sheet)
        self.retranslate()
        help_menu = window.menuBar().findChild(QMenu, "menu_help")  # by name: its title is in the operator's language
        if isinstance(help_menu, QMenu):
            help_menu.addSeparator()
            help_menu.addAction(self.sheet_action)
        self.sheet_path = paths.labels_dir() / SHEET_FILE

    def scanned(self, code: str) -> None:
        command = command_of(code)
        if command is not None:
            self.run(command)
            refocus_scan_field_soon(self.w.scan_field)
            return
        if self.w.verification.takes(code):
            return
        self.w.shipment_actions.scan(code)

    # -- the commands ------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """The Help menu's entry in the language spoken now (the window calls this on a language change)."""
        self.sheet_action.setText(self.tr("Scan command sheet (PDF)"))

    def run(self, command: ScanCommand) -> None:
        log.info("scan command %s", command.value)
        self.w.scan_field.clear()
        if command in (ScanCommand.PRINT_A6, ScanCommand.PRINT_A4):
            label_format = LabelFormat.A6 if command is ScanCommand.PRINT_A6 else LabelFormat.A4
            self.w.format_row.format_box.select(label_format)
            self._done(self.tr("Labels print as %s now.") % label_format.value.upper())
        elif command is ScanCommand.NEW_SHEET:
            self.w.sheet.new_sheet()
            self._done(self.tr("New A4 sheet: all four slots are free."))
        elif command is ScanCommand.NEXT_ORDER:
            self._next_order()
        elif command is ScanCommand.STOP_BATCH:
            if self.w.batch.running:
                self.w.batch_actions.stop_batch()
                self._done(self.tr("Stopping the batch after the label being printed."))
            else:
                self._refuse(self.tr("No batch is running."), self.tr("Scan Stop batch while a batch prints."))
        elif command is ScanCommand.REPRINT:
            self._reprint()
        elif command is ScanCommand.CANCEL:
            self._cancel()
        elif command is ScanCommand.CONFIRM_CANCEL:
            self._confirm_cancel()

    def _next_order(self) -> None:
        """The next order below the one shown that still waits for its label (the queue as it is sorted now)."""
        model = self.w.queue.model
        current = self.w.shown_order.current_key()
        start = model.shown_row_of(current) if current else None
        first = 0 if start is None else start + 1
        for row in range(first, model.rowCount()):
            order = model.row_at(row)
            if order.state in (OrderState.QUEUED, OrderState.CREATED):
                self.w.queue.select_key(order.key)
                self._done(self.tr("Next order: %s.") % order.reference)
                return
        self._refuse(
            self.tr("No order below this one waits for a label."),
            self.tr("Scan an order, or sync or import new orders."),
        )

    def _reprint(self) -> None:
        order = self.w.queue.current_order()
        if order is None or order.shipment is None:
            self._refuse(self.tr("Reprint: no shipment is shown."), self.tr("Scan the order first, then Reprint."))
            return
        label_format = self.w.format_row.label_format()
        # The scan of Reprint is the operator's word: no question, as after Ctrl+P twice. A label never printed
        # prints as a first print.
        reprint = self.services.printing.is_printed(order.key)
        self.tasks.run(
            self.w.shipment_actions.print_order(
                order.key, label_format, self.w.sheet.positions_for(label_format), reprint=reprint
            ),
            name="print_order",
        )
        self.w.error_panel.resolved(SOURCE)

    def _cancel(self) -> None:
        order = self.w.queue.current_order()
        if order is None or order.shipment is None:
            self._refuse(self.tr("Cancel: no shipment is shown."), self.tr("Scan the order first, then Cancel."))
            return
        self.w.shipment_actions.cancel_shipment()
        if self.w.detail.question.topic == f"cancel:{order.key}":
            self._done(self.tr("Scan “Yes, cancel the shipment” to cancel it; Escape keeps it."))
            self.w.error_panel.resolved(SOURCE)

    def _confirm_cancel(self) -> None:
        current = self.w.shown_order.current_key()
        if current is None or self.w.detail.question.topic != f"cancel:{current}":
            self._refuse(
                self.tr("Nothing to confirm: no cancel was asked."),
                self.tr("Scan Cancel shipment first; this code only confirms it."),
            )
            return
        self.w.detail.question.confirm()
        self.w.error_panel.resolved(SOURCE)

    def _done(self, message: str) -> None:
        self.w.error_panel.resolved(SOURCE)
        self.w.status.showMessage(message, 8000)

    def _refuse(self, text: str, advice: str) -> None:
        self.w.error_panel.show_message(
            self.tr("Scan command not carried out"), text, advice, retryable=False, source=SOURCE
        )

    # -- the sheet ---------------------------------------------------------------------------------------------
    def words(self) -> dict[ScanCommand, tuple[str, str]]:
        return {
            ScanCommand.PRINT_A6: (self.tr("Print as A6"), self.tr("Labels go to the label printer from now on.")),
            ScanCommand.PRINT_A4: (self.tr("Print as A4"), self.tr("Labels go onto A4 sheets, four per page.")),
            ScanCommand.NEXT_ORDER: (self.tr("Next order"), self.tr("Shows the next order that waits for its label.")),
            ScanCommand.REPRINT: (self.tr("Reprint"), self.tr("Prints the label of the order shown once more.")),
            ScanCommand.NEW_SHEET: (self.tr("New sheet"), self.tr("A fresh A4 sheet is in the tray: all slots free.")),
            ScanCommand.STOP_BATCH: (self.tr("Stop batch"), self.tr("Stops the batch after the label being printed.")),
            ScanCommand.CANCEL: (
                self.tr("Cancel shipment"),
                self.tr("Asks to cancel the shipment of the order shown."),
            ),
            ScanCommand.CONFIRM_CANCEL: (
                self.tr("Yes, cancel the shipment"),
                self.tr("Confirms the cancel asked just before. Cannot be undone."),
            ),
        }

    def sheet_pdf(self) -> bytes:
        return scan_command_sheet_pdf(
            self.words(),
            self.tr("Station — scan commands"),
            self.tr("Scan a code instead of using the keyboard. Cancel needs its own confirmation scan."),
        )

    def open_sheet(self) -> None:
        self.tasks.run(self._write_and_open_sheet(), name="scan command sheet")

    async def _write_and_open_sheet(self) -> None:
        words = self.words()  # Qt's translations on the UI thread, the PDF off it
        heading = self.tr("Station — scan commands")
        intro = self.tr("Scan a code instead of using the keyboard. Cancel needs its own confirmation scan.")
        target = self.sheet_path
        await run_blocking(lambda: write_atomically(target, scan_command_sheet_pdf(words, heading, intro)))
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(target)))
        self.w.status.showMessage(self.tr("Scan command sheet: %s") % target, 10_000)
