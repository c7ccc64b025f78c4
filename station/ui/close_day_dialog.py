"""Close the day: what to resolve first, each carrier's handover list (print, PDF, CSV), and the day's summary."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QDate, QEvent, QLocale, Qt
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
from station.domain.text import QT_TRANSLATE_NOOP
from station.files import write_atomically
from station.printers.base import PrintJobState
from station.services.day_close import DayCloseService
from station.services.errors import PrinterNotConfigured
from station.services.handover_list import handover_csv, handover_pdf
from station.services.printing import PrintService
from station.ui.async_tasks import TaskRegistry, tracked_slot
from station.ui.language import format_datetime, translated
from station.workers import run_blocking


def _weight(grams: int | None) -> str:
    return f"{QLocale().toString(grams / 1000, 'f', 2)} kg" if grams else "—"


class CloseDayDialog(QDialog):
    """Non-modal (`open()`); every file and printer step runs off the UI thread through the window's tasks."""

    def __init__(
        self,
        day_close: DayCloseService,
        printing: PrintService,
        tasks: TaskRegistry,
        shop: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("closeDayDialog")
        self._day_close = day_close
        self._printing = printing
        self.tasks = tasks
        self._shop = shop
        self.closed: DayClose | None = None

        self.day_edit = QDateEdit(QDate.currentDate())
        self.day_edit.setObjectName("closeDayDate")
        self.day_edit.setCalendarPopup(True)
        self.day_edit.setMaximumDate(QDate.currentDate())
        self.day_edit.dateChanged.connect(lambda _day: self.refresh())
        day_row = QHBoxLayout()
        self._day_label = QLabel()
        self._day_label.setBuddy(self.day_edit)
        day_row.addWidget(self._day_label)
        day_row.addWidget(self.day_edit)
        day_row.addStretch(1)

        self.issues_title = QLabel()
        self.issues = QTreeWidget()
        self.issues.setObjectName("closeDayIssues")
        self.issues.setColumnCount(3)
        self.issues.setRootIsDecorated(False)
        self.issues.setMaximumHeight(150)

        self.handovers = QTreeWidget()
        self.handovers.setObjectName("closeDayHandovers")
        self.handovers.setColumnCount(4)
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

        self.print_button = QPushButton()
        self.pdf_button = QPushButton()
        self.csv_button = QPushButton()
        self.close_day_button = QPushButton()
        self.close_day_button.setObjectName("closeDayButton")
        self.done_button = QPushButton()
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
        self._waiting_title = QLabel()
        layout.addWidget(self._waiting_title)
        layout.addWidget(self.handovers, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.resize(900, 640)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Close the day"))
        self.day_edit.setDisplayFormat(QLocale().dateFormat(QLocale.FormatType.LongFormat))
        self._day_label.setText(self.tr("&Day"))
        self.issues.setHeaderLabels([self.tr("To resolve"), self.tr("Reference"), self.tr("What")])
        self.handovers.setHeaderLabels(
            [self.tr("Carrier / barcode"), self.tr("Reference"), self.tr("Postal code"), self.tr("Weight")]
        )
        self.print_button.setText(self.tr("&Print handover lists"))
        self.print_button.setToolTip(self.tr("Print every carrier's list on the A4 printer, for the drivers to sign"))
        self.pdf_button.setText(self.tr("Save &PDF…"))
        self.csv_button.setText(self.tr("Export &CSV…"))
        self.close_day_button.setText(self.tr("Close the &day"))
        self.close_day_button.setToolTip(self.tr("Keep the day's summary in the operator log"))
        self.done_button.setText(self.tr("Done"))
        self._waiting_title.setText(self.tr("<b>Waiting for pickup</b> — a list per carrier for the driver to sign"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

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
            QTreeWidgetItem(
                self.issues, [translated(issue.kind.display_name), issue.reference, translated(issue.detail)]
            )
        self.issues_title.setText(
            self.tr(
                "<b>To resolve first: {count}</b> — created but not printed, failed or stuck prints, returns of the day"
            ).format(count=len(closed.issues))
            if closed.issues
            else self.tr("<b>Nothing to resolve.</b>")
        )
        self.issues.setVisible(bool(closed.issues))
        self.handovers.clear()
        for handover in closed.handovers:
            carrier = QTreeWidgetItem(
                self.handovers,
                [
                    self.tr("{carrier} — %n parcels", "", handover.count).format(carrier=handover.carrier),
                    "",
                    "",
                    _weight(handover.weight_grams),
                ],
            )
            font = carrier.font(0)
            font.setBold(True)
            carrier.setFont(0, font)
            for parcel in handover.parcels:
                QTreeWidgetItem(
                    carrier, [parcel.barcode, parcel.reference, parcel.postal_code, _weight(parcel.weight_grams)]
                )
            carrier.setExpanded(True)
        kept = self._day_close.closed_summary(self.day)
        lines = closed.summary.lines
        text = self.tr("<b>The day so far</b>") + "<br>" + "<br>".join(map(translated, lines))
        if kept is not None:
            summary, operator, at = kept
            text = (
                self.tr("<b>Closed by {operator} at {time}</b>").format(operator=operator, time=format_datetime(at))
                + "<br>"
                + "<br>".join(map(translated, summary.lines))
                + (
                    "<br><i>" + self.tr("Changed since it was closed:") + "</i> " + "; ".join(map(translated, lines))
                    if summary.lines != lines
                    else ""
                )
            )
        self.summary.setText(text)
        has_parcels = bool(closed.handovers)
        for button in (self.print_button, self.pdf_button, self.csv_button):
            button.setEnabled(has_parcels)

    async def _pdf(self) -> bytes:
        assert self.closed is not None
        return await run_blocking(handover_pdf, self.closed, self._shop, translated)

    def choose_pdf_file(self) -> None:
        name = f"handover-{self.day.isoformat()}.pdf"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the handover lists"), str(Path.home() / name), "PDF (*.pdf)"
        )
        if path:
            self.save_pdf(path)

    @tracked_slot(str)
    async def save_pdf(self, path: str) -> None:
        pdf = await self._pdf()
        await run_blocking(write_atomically, Path(path), pdf)
        self.status.setText(self.tr("Handover lists saved as {path}").format(path=path))

    def choose_csv_file(self) -> None:
        name = f"handover-{self.day.isoformat()}.csv"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the handover lists"), str(Path.home() / name), "CSV (*.csv)"
        )
        if path:
            self.export_csv(path)

    @tracked_slot(str)
    async def export_csv(self, path: str) -> None:
        assert self.closed is not None
        text = handover_csv(self.closed)
        await run_blocking(write_atomically, Path(path), text.encode("utf-8"))
        self.status.setText(self.tr("Handover lists exported to {path}").format(path=path))

    @tracked_slot()
    async def print_lists(self) -> None:
        binding = self._printing.binding(LabelFormat.A4)
        if binding is None:
            raise PrinterNotConfigured(
                QT_TRANSLATE_NOOP("CloseDayDialog", "No A4 printer is set up for the handover lists.")
            )
        await self._printing.ensure_can_print(LabelFormat.A4)
        pdf = await self._pdf()
        outcome = await binding.printer.print_pdf(pdf, binding.profile, f"handover-{self.day.isoformat()}")
        if outcome.state is PrintJobState.FAILED:
            self.status.setText(
                self.tr("The handover lists did not print: {reason}").format(reason=translated(outcome.detail))
            )
        else:
            self.status.setText(
                self.tr("Handover lists sent to {printer}.").format(printer=translated(binding.profile.destination))
            )

    def close_the_day(self) -> None:
        closed = self._day_close.close(self.day)
        self.refresh()
        self.status.setText(
            self.tr("Day {day} closed: its summary is in the operator log.").format(day=closed.day.isoformat())
        )
