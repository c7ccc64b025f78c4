"""The batch panel: ship and print many selected orders, with progress, per-item errors, stop, and a summary."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from station.services.batch import BatchProgress, BatchSummary


class BatchPanel(QGroupBox):
    """Start a batch over the selected orders; failures are listed per order while the rest goes on."""

    start_requested = Signal()  # in the window's one label format choice (Print as, next to the scan field)
    stop_requested = Signal()
    failure_activated = Signal(str)   # order key: show that order
    print_unprinted_requested = Signal(list)   # order keys: print the labels of shipments created, not printed
    cancel_unprinted_requested = Signal(list)  # order keys: cancel those shipments at the carrier (confirmed)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Batch", parent)
        self.setObjectName("batchPanel")
        self.start_button = QPushButton()
        self.start_button.setObjectName("batchStart")
        self.start_button.setToolTip("Create the shipments of the selected orders and print their labels in queue "
                                     "order, as chosen under Print as (Ctrl+B)")
        self.start_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.start_button.clicked.connect(self.start_requested)
        self.stop_button = QPushButton("Stop")
        self.stop_button.setObjectName("batchStop")
        self.stop_button.setToolTip(
            "Stop: no further shipment is created; labels in progress finish, what is done stays done (Ctrl+Shift+B)")
        self.stop_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.stop_button.clicked.connect(self.stop_requested)
        self.progress = QProgressBar()
        self.progress.setObjectName("batchProgress")
        self.progress.setFormat("%v of %m")
        self.message = QLabel()
        self.message.setObjectName("batchMessage")
        self.message.setWordWrap(True)
        self.failures = QListWidget()
        self.failures.setObjectName("batchFailures")
        self.failures.setMaximumHeight(110)
        self.failures.itemActivated.connect(lambda item: self.failure_activated.emit(item.data(Qt.ItemDataRole.UserRole)))

        self.unprinted = UnprintedRow()
        self.unprinted.print_requested.connect(self.print_unprinted_requested)
        self.unprinted.cancel_requested.connect(self.cancel_unprinted_requested)

        row = QHBoxLayout()
        row.addWidget(self.start_button, 1)
        row.addWidget(self.stop_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.progress)
        layout.addWidget(self.message)
        layout.addWidget(self.unprinted)
        layout.addWidget(self.failures)
        self.running = False
        self.summary: BatchSummary | None = None
        self.set_selected_count(0)
        self._show_idle()

    def set_selected_count(self, count: int) -> None:
        self._selected = count
        self.start_button.setText(f"Ship and print {count} selected" if count != 1 else "Ship and print 1 selected")
        self.start_button.setEnabled(count > 0 and not self.running)

    def started(self, total: int) -> None:
        self.running = True
        self.summary = None
        self.failures.clear()
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(0)
        self.progress.show()
        self.failures.hide()
        self.unprinted.show_orders([])
        self.message.setText(f"Starting a batch of {total}…")
        self.start_button.setEnabled(False)
        self.stop_button.setEnabled(True)

    def show_progress(self, progress: BatchProgress) -> None:
        self.progress.setRange(0, max(progress.total, 1))
        self.progress.setValue(progress.done)
        self.message.setText(f"{progress.stage}: {progress.message}" if progress.message else progress.stage)

    def stopping(self) -> None:
        self.stop_button.setEnabled(False)
        self.message.setText("Stopping: no further shipments are created; the labels in progress finish…")

    def finished(self, summary: BatchSummary) -> None:
        self.running = False
        self.summary = summary
        self.stop_button.setEnabled(False)
        self.set_selected_count(self._selected)
        self.progress.setValue(self.progress.maximum() if summary.complete else self.progress.value())
        printed = f"{summary.printed} printed"
        if summary.labels != summary.printed:
            # Multi-collo orders print a label per parcel: the operator counts labels on the table.
            printed += f" ({summary.labels} labels)"
        parts = [f"{summary.created} created", printed]
        if summary.already_created or summary.already_printed:
            parts.append(f"{summary.already_created} already had a shipment, {summary.already_printed} already printed")
        if summary.queued:
            parts.append(f"{summary.queued} wait for the service (sent automatically)")
        if summary.skipped:
            reasons = Counter(skip.reason for skip in summary.skipped)
            parts.append(f"{len(summary.skipped)} skipped (" + ", ".join(
                f"{count} {reason}" for reason, count in reasons.items()) + ")")
        if summary.failed:
            parts.append(f"{len(summary.failed)} failed")
        head = "Batch stopped" if summary.cancelled else ("Batch done" if summary.complete else "Batch finished")
        self.message.setText(f"{head} — {summary.total} orders: " + ", ".join(parts) + ".")
        self.message.setStyleSheet("" if summary.complete else "color: #9a6700")
        self.failures.clear()
        for failure in summary.failed:
            self.failures.addItem(f"{failure.reference} ({failure.stage}): {failure.reason}")
            self.failures.item(self.failures.count() - 1).setData(Qt.ItemDataRole.UserRole, failure.order_key)
        for skip in summary.skipped:
            advice = " — to ship it again, open it and confirm" if skip.reason.startswith("cancelled") else ""
            self.failures.addItem(f"{skip.reference} (skipped): {skip.reason}{advice}")
            self.failures.item(self.failures.count() - 1).setData(Qt.ItemDataRole.UserRole, skip.order_key)
        self.failures.setVisible(bool(summary.failed or summary.skipped))
        self.unprinted.show_orders([(item.order_key, item.reference) for item in summary.unprinted])

    def unprinted_handled(self, what: str) -> None:
        """The created-but-unprinted shipments were printed or cancelled: the row says so and offers nothing more."""
        self.unprinted.show_orders([])
        self.message.setText(what)

    def _show_idle(self) -> None:
        self.stop_button.setEnabled(False)
        self.progress.hide()
        self.failures.hide()
        self.message.setText("Select orders in the queue (Shift/Ctrl+click, Ctrl+A), then start.")


class UnprintedRow(QFrame):
    """"N created but not printed": print their labels, or cancel their shipments (asked once more, inline)."""

    print_requested = Signal(list)
    cancel_requested = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("batchUnprinted")
        self.setStyleSheet("QFrame#batchUnprinted { background: #fff4d6; border: 1px solid #9a6700; border-radius: 4px; }")
        self.keys: list[str] = []
        self.text = QLabel()
        self.text.setObjectName("batchUnprintedText")
        self.text.setWordWrap(True)
        self.print_button = QPushButton("Print their labels")
        self.print_button.setObjectName("printUnprinted")
        self.print_button.setToolTip("Print the labels of these shipments now, in the batch's format")
        self.cancel_button = QPushButton("Cancel these shipments…")
        self.cancel_button.setObjectName("cancelUnprinted")
        self.cancel_button.setToolTip("Cancel these shipments at the carrier (asks once more)")
        self.confirm_button = QPushButton("Yes, cancel them")
        self.confirm_button.setObjectName("confirmCancelUnprinted")
        self.keep_button = QPushButton("No, keep them")
        for button in (self.print_button, self.cancel_button, self.confirm_button, self.keep_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the scan field keeps the keyboard
        self.print_button.clicked.connect(lambda: self.print_requested.emit(list(self.keys)))
        self.cancel_button.clicked.connect(lambda: self._asking(True))
        self.keep_button.clicked.connect(lambda: self._asking(False))
        self.confirm_button.clicked.connect(self._confirmed)
        buttons = QHBoxLayout()
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.confirm_button)
        buttons.addWidget(self.keep_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self.show_orders([])

    def show_orders(self, orders: list[tuple[str, str]]) -> None:
        """(order key, reference) of the shipments created but not printed; none hides the row."""
        self.keys = [key for key, _reference in orders]
        references = [reference for _key, reference in orders]
        shown = ", ".join(references[:6]) + (f" and {len(references) - 6} more" if len(references) > 6 else "")
        self.text.setText(f"<b>{len(references)} created but not printed</b> (the shipments exist at the carrier): "
                          f"{shown}.")
        self._asking(False)
        self.setVisible(bool(orders))

    def _asking(self, asking: bool) -> None:
        self.print_button.setVisible(not asking)
        self.cancel_button.setVisible(not asking)
        self.confirm_button.setVisible(asking)
        self.keep_button.setVisible(asking)
        if asking:
            self.confirm_button.setText(f"Yes, cancel {len(self.keys)} shipments")

    def _confirmed(self) -> None:
        self._asking(False)
        self.cancel_requested.emit(list(self.keys))
