"""The operator log of one day, as a table: who did what to which order, and when; exported as CSV."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QDate, QEvent, QLocale, QModelIndex, QPersistentModelIndex, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDateEdit,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from station.services.events import EventBus, OrdersChanged, PrintJobChanged
from station.services.operator_log import OperatorLogService
from station.services.records import OperatorLogEntry
from station.ui.async_tasks import TaskRegistry, tracked_slot
from station.ui.event_bridge import EventBridge
from station.ui.language import translated
from station.ui.order_view import action_words
from station.workers import run_blocking

Index = QModelIndex | QPersistentModelIndex


class OperatorLogModel(QAbstractTableModel):
    """One day's entries, oldest first."""

    TIME, OPERATOR, ACTION, ORDER, DETAIL = range(5)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[OperatorLogEntry] = []

    def set_entries(self, entries: list[OperatorLogEntry]) -> None:
        self.beginResetModel()
        self.entries = entries
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else 5

    def headerData(  # noqa: N802 - Qt's name
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if orientation is Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            # Asked each time: the language may have changed since (`retranslate`).
            return (self.tr("Time"), self.tr("Operator"), self.tr("Action"), self.tr("Order"), self.tr("Detail"))[
                section
            ]
        return None

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 4)
        if self.entries:
            self.dataChanged.emit(self.index(0, self.ACTION), self.index(len(self.entries) - 1, self.DETAIL))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        entry = self.entries[index.row()]
        column = index.column()
        if column == self.TIME:
            return f"{entry.at.astimezone():%H:%M:%S}"
        if column == self.OPERATOR:
            return entry.operator
        if column == self.ACTION:
            return action_words(entry.action)
        if column == self.ORDER:
            return entry.reference or entry.order_key or ""
        return translated(entry.detail)  # a detail Station wrote in words is a Text: in today's language


class OperatorLogDialog(QDialog):
    """Non-modal; follows the services' events while it shows today, so what is done now appears at once."""

    def __init__(
        self, operators: OperatorLogService, events: EventBus, tasks: TaskRegistry, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("operatorLogDialog")
        self.resize(820, 460)
        self._operators = operators
        self.tasks = tasks
        self.day_edit = QDateEdit(QDate.currentDate())
        self.day_edit.setObjectName("operatorLogDay")
        self.day_edit.setCalendarPopup(True)
        self.day_edit.setMaximumDate(QDate.currentDate())
        self.day_edit.dateChanged.connect(lambda _day: self.reload())
        self._day_label = day_label = QLabel()
        day_label.setBuddy(self.day_edit)
        self.summary = QLabel()
        self.summary.setObjectName("operatorLogSummary")
        self.export_button = QPushButton()
        self.export_button.setObjectName("exportOperatorLog")
        self.export_button.clicked.connect(self.choose_csv_file)
        self._close_button = close_button = QPushButton()
        close_button.clicked.connect(self.close)
        top = QHBoxLayout()
        top.addWidget(day_label)
        top.addWidget(self.day_edit)
        top.addWidget(self.summary, 1)
        self.model = OperatorLogModel(self)
        self.table = QTableView()
        self.table.setObjectName("operatorLogTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.export_status = QLabel()
        self.export_status.setObjectName("operatorLogExportStatus")
        self.export_status.setWordWrap(True)
        bottom = QHBoxLayout()
        bottom.addWidget(self.export_status, 1)
        bottom.addWidget(self.export_button)
        bottom.addWidget(close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addLayout(bottom)
        self._events = EventBridge(events, self)
        for kind in (OrdersChanged, PrintJobChanged):
            self._events.on(kind, lambda _event: self._follow(), queued=True)
        self.destroyed.connect(self._events.close)
        self._file_dialog: QFileDialog | None = None
        self._entries_count = 0
        self._people = ""
        self._export_words: Callable[[], str] = str  # the export's outcome, said again at a language switch
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Operator log"))
        self.day_edit.setDisplayFormat(QLocale().dateFormat(QLocale.FormatType.LongFormat))
        self._day_label.setText(self.tr("&Day"))
        self.export_button.setText(self.tr("&Export CSV…"))
        self._close_button.setText(self.tr("Close"))
        self._show_summary()
        self.export_status.setText(self._export_words())
        self.model.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _show_summary(self) -> None:
        self.summary.setText(
            self.tr("%n entries", "", self._entries_count) + (f" — {self._people}" if self._people else "")
        )

    def day(self) -> date:
        chosen: date = self.day_edit.date().toPython()  # type: ignore[assignment]  # PySide6 types it as object
        return chosen

    def reload(self) -> None:
        entries = self._operators.day(self.day())
        self.model.set_entries(entries)
        QTimer.singleShot(0, self.table.scrollToBottom)  # the newest in sight, once the table has its size
        per_operator = Counter(entry.operator for entry in entries)
        self._people = ", ".join(f"{name} {count}" for name, count in sorted(per_operator.items()))
        self._entries_count = len(entries)
        self._show_summary()
        self.export_button.setEnabled(bool(entries))

    def _follow(self) -> None:
        if self.isVisible() and self.day() == date.today():
            self.reload()

    def choose_csv_file(self) -> QFileDialog:
        start = str(Path.home() / f"operator-log-{self.day().isoformat()}.csv")
        dialog = QFileDialog(self, self.tr("Export the operator log as CSV"), start, self.tr("CSV files (*.csv)"))
        dialog.setObjectName("operatorLogCsvDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("csv")
        dialog.fileSelected.connect(self.export_csv)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()  # never exec() under qasync
        self._file_dialog = dialog
        return dialog

    @tracked_slot(str)
    async def export_csv(self, path: str) -> None:
        """Written off the UI thread, atomically (station.files)."""
        try:
            # Written as the table shows it: the window's translation, its plurals too ("1 item", "1 artikel").
            count = await run_blocking(self._operators.export_csv, self.day(), Path(path), translated, action_words)
        except OSError as error:
            self.export_status.setStyleSheet("color: #c62828;")
            reason = str(error.strerror or error)  # the system's words, as they came
            self._export_words = lambda: self.tr("Not saved: %s") % reason
            self.export_status.setText(self._export_words())
            raise
        self.export_status.setStyleSheet("color: #2e7d32;")
        self._export_words = lambda: self.tr("%n entries saved to {file}", "", count).format(file=path)
        self.export_status.setText(self._export_words())
