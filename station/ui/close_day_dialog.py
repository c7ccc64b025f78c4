"""Close the day: what to resolve first, each carrier's handover list (print, PDF, CSV), and the day's summary."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QDateEdit,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from station.domain.day_close import DayClose
from station.domain.enums import LabelFormat
from station.files import write_atomically
from station.printers.base import PrintJobState
from station.services.day_close import DayCloseService
from station.services.errors import PrinterNotConfigured
from station.services.handover_list import handover_csv, handover_pdf
from station.services.printing import PrintService
from station.ui.async_tasks import TaskRegistry, tracked_slot
from station.workers import run_blocking


def _weight(grams: int | None) -> str:
    return f"{grams / 1000:.2f} kg" if grams else "—"


class CloseDayDialog(QDialog):
    """Non-modal (`open()`); every file and printer step runs off the UI thread through the window's tasks."""

    def __init__(self, day_close: DayCloseService, printing: PrintService, tasks: TaskRegistry,
                 shop: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("closeDayDialog")
        self.setWindowTitle("Close the day")
        self._day_close = day_close
        self._printing = printing
        self.tasks = tasks
        self._shop = shop
        self.closed: DayClose | None = None

        self.day_edit = QDateEdit(QDate.currentDate())
        self.day_edit.setObjectName("closeDayDate")
        self.day_edit.setCalendarPopup(True)
        self.day_edit.setDisplayFormat("ddd d MMM yyyy")
        self.day_edit.setMaximumDate(QDate.currentDate())
        self.day_edit.dateChanged.connect(lambda _day: self.refresh())
        day_row = QHBoxLayout()
        day_row.addWidget(QLabel("&Day"))
        day_row.itemAt(0).widget().setBuddy(self.day_edit)  # type: ignore[union-attr]
        day_row.addWidget(self.day_edit)
        day_row.addStretch(1)

        self.issues_title = QLabel()
        self.issues = QTreeWidget()
        self.issues.setObjectName("closeDayIssues")
        self.issues.setHeaderLabels(["To resolve", "Reference", "What"])
        self.issues.setRootIsDecorated(False)
        self.issues.setMaximumHeight(150)

        self.handovers = QTreeWidget()
        self.handovers.setObjectName("closeDayHandovers")
        self.handovers.setHeaderLabels(["Carrier / barcode", "Reference", "Postal code", "Weight"])
        for tree in (self.issues, self.handovers):
            tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            tree.header().setStretchLastSection(True)

        self.summary = QLabel()
        self.summary.setObjectName("closeDaySummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.status = QLabel()
        self.status.setObjectName("closeDayStatus")
        self.status.setWordWrap(True)

        self.print_button = QPushButton("&Print handover lists")
        self.print_button.setToolTip("Print every carrier's list on the A4 printer, for the drivers to sign")
        self.pdf_button = QPushButton("Save &PDF…")
        self.csv_button = QPushButton("Export &CSV…")
        self.close_day_button = QPushButton("Close the &day")
        self.close_day_button.setObjectName("closeDayButton")
        self.close_day_button.setToolTip("Keep the day's summary in the operator log")
        self.done_button = QPushButton("Done")
        self.print_button.clicked.connect(self.print_lists)
        self.pdf_button.clicked.connect(self.choose_pdf_file)
        self.csv_button.clicked.connect(self.choose_csv_file)
        self.close_day_button.clicked.connect(self.close_the_day)
        self.done_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        for button in (self.print_button, self.pdf_button, self.csv_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_day_button)
        buttons.addWidget(self.done_button)

        layout = QVBoxLayout(self)
        layout.addLayout(day_row)
        layout.addWidget(self.issues_title)
        layout.addWidget(self.issues)
        layout.addWidget(QLabel("<b>Waiting for pickup</b> — a list per carrier for the driver to sign"))
        layout.addWidget(self.handovers, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.resize(900, 640)
        self.refresh()

    @property
    def day(self) -> date:
        chosen: date = self.day_edit.date().toPython()  # type: ignore[assignment]  # PySide6 types it as object
        return chosen

    def refresh(self) -> None:
        """The chosen day as it is now, and its summary as kept when it was closed (an earlier day)."""
        closed = self._day_close.collect(self.day)
        self.closed = closed
        self.issues.clear()
        for issue in closed.issues:
            QTreeWidgetItem(self.issues, [issue.kind.value, issue.reference, issue.detail])
        self.issues_title.setText(
            f"<b>To resolve first: {len(closed.issues)}</b> — created but not printed, failed or stuck prints, "
            "returns of the day" if closed.issues else "<b>Nothing to resolve.</b>")
        self.issues.setVisible(bool(closed.issues))
        self.handovers.clear()
        for handover in closed.handovers:
            carrier = QTreeWidgetItem(self.handovers, [
                f"{handover.carrier} — {handover.count} parcel{'s' if handover.count != 1 else ''}", "", "",
                _weight(handover.weight_grams)])
            font = carrier.font(0)
            font.setBold(True)
            carrier.setFont(0, font)
            for parcel in handover.parcels:
                QTreeWidgetItem(carrier, [parcel.barcode, parcel.reference, parcel.postal_code,
                                          _weight(parcel.weight_grams)])
            carrier.setExpanded(True)
        kept = self._day_close.closed_summary(self.day)
        lines = closed.summary.lines
        text = "<b>The day so far</b><br>" + "<br>".join(lines)
        if kept is not None:
            summary, operator, at = kept
            text = (f"<b>Closed by {operator} at {at.astimezone():%H:%M on %d %b}</b><br>" + "<br>".join(summary.lines)
                    + ("<br><i>Changed since it was closed:</i> " + "; ".join(lines) if summary.lines != lines else ""))
        self.summary.setText(text)
        has_parcels = bool(closed.handovers)
        for button in (self.print_button, self.pdf_button, self.csv_button):
            button.setEnabled(has_parcels)

    async def _pdf(self) -> bytes:
        assert self.closed is not None
        return await run_blocking(handover_pdf, self.closed, self._shop)

    def choose_pdf_file(self) -> None:
        name = f"handover-{self.day.isoformat()}.pdf"
        path, _ = QFileDialog.getSaveFileName(self, "Save the handover lists", str(Path.home() / name), "PDF (*.pdf)")
        if path:
            self.save_pdf(path)

    @tracked_slot(str)
    async def save_pdf(self, path: str) -> None:
        pdf = await self._pdf()
        await run_blocking(write_atomically, Path(path), pdf)
        self.status.setText(f"Handover lists saved as {path}")

    def choose_csv_file(self) -> None:
        name = f"handover-{self.day.isoformat()}.csv"
        path, _ = QFileDialog.getSaveFileName(self, "Export the handover lists", str(Path.home() / name), "CSV (*.csv)")
        if path:
            self.export_csv(path)

    @tracked_slot(str)
    async def export_csv(self, path: str) -> None:
        assert self.closed is not None
        text = handover_csv(self.closed)
        await run_blocking(write_atomically, Path(path), text.encode("utf-8"))
        self.status.setText(f"Handover lists exported to {path}")

    @tracked_slot()
    async def print_lists(self) -> None:
        binding = self._printing.binding(LabelFormat.A4)
        if binding is None:
            raise PrinterNotConfigured("No A4 printer is set up for the handover lists.")
        await self._printing.ensure_can_print(LabelFormat.A4)
        pdf = await self._pdf()
        outcome = await binding.printer.print_pdf(pdf, binding.profile, f"handover-{self.day.isoformat()}")
        if outcome.state is PrintJobState.FAILED:
            self.status.setText(f"The handover lists did not print: {outcome.detail}")
        else:
            self.status.setText(f"Handover lists sent to {binding.profile.destination}.")

    def close_the_day(self) -> None:
        closed = self._day_close.close(self.day)
        self.refresh()
        self.status.setText(f"Day {closed.day.isoformat()} closed: its summary is in the operator log.")
