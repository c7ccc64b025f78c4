"""The batch panel: ship and print many selected orders, with progress, per-item errors, stop, and a summary."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
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

from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.services.batch import BatchProgress, BatchSummary
from station.ui.language import translated


class BatchPanel(QGroupBox):
    """Start a batch over the selected orders; failures are listed per order while the rest goes on."""

    start_requested = Signal()  # in the window's one label format choice (Print as, next to the scan field)
    stop_requested = Signal()
    failure_activated = Signal(str)  # order key: show that order
    print_unprinted_requested = Signal(list)  # order keys: print the labels of shipments created, not printed
    cancel_unprinted_requested = Signal(list)  # order keys: cancel those shipments at the carrier (confirmed)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("batchPanel")
        self.start_button = QPushButton()
        self.start_button.setObjectName("batchStart")
        self.start_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.start_button.clicked.connect(self.start_requested)
        self.stop_button = QPushButton()
        self.stop_button.setObjectName("batchStop")
        self.stop_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.stop_button.clicked.connect(self.stop_requested)
        self.progress = QProgressBar()
        self.progress.setObjectName("batchProgress")
        self.message = QLabel()
        self.message.setObjectName("batchMessage")
        self.message.setWordWrap(True)
        self.failures = QListWidget()
        self.failures.setObjectName("batchFailures")
        self.failures.setMaximumHeight(110)
        self.failures.itemActivated.connect(
            lambda item: self.failure_activated.emit(item.data(Qt.ItemDataRole.UserRole))
        )

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
        self._selected = 0
        self._said = lambda: self.tr("Select orders in the queue (Shift/Ctrl+click, Ctrl+A), then start.")
        self.retranslate_ui()
        self._show_idle()

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("Batch"))
        self.start_button.setToolTip(
            self.tr(
                "Create the shipments of the selected orders and print their labels in "
                "queue order, as chosen under Print as (Ctrl+B)"
            )
        )
        self.stop_button.setText(self.tr("Stop"))
        self.stop_button.setToolTip(
            self.tr(
                "Stop: no further shipment is created; labels in progress finish, what is "
                "done stays done (Ctrl+Shift+B)"
            )
        )
        self.progress.setFormat(self.tr("%v of %m"))
        self.set_selected_count(self._selected)
        if self.summary is not None and not self.running:
            self.finished(self.summary)
        else:
            self.message.setText(self._said())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _say(self, said: Callable[[], str]) -> None:
        """The message line; `said` says it again in the language spoken at a switch."""
        self._said = said
        self.message.setText(said())

    def set_selected_count(self, count: int) -> None:
        self._selected = count
        self.start_button.setText(self.tr("Ship and print %n selected", "", count))
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
        self._say(lambda: self.tr("Starting a batch of {total}…").format(total=total))
        self.start_button.setEnabled(False)
        self.stop_button.setEnabled(True)

    def show_progress(self, progress: BatchProgress) -> None:
        self.progress.setRange(0, max(progress.total, 1))
        self.progress.setValue(progress.done)
        self._say(
            lambda: (
                self.tr("{stage}: {message}").format(stage=_stage(progress.stage), message=translated(progress.message))
                if progress.message
                else _stage(progress.stage)
            )
        )

    def stopping(self) -> None:
        self.stop_button.setEnabled(False)
        self._say(lambda: self.tr("Stopping: no further shipments are created; the labels in progress finish…"))

    def finished(self, summary: BatchSummary) -> None:
        self.running = False
        self.summary = summary
        self.stop_button.setEnabled(False)
        self.set_selected_count(self._selected)
        self.progress.setValue(self.progress.maximum() if summary.complete else self.progress.value())
        self._say(lambda: self._summary_text(summary))
        self.message.setStyleSheet("" if summary.complete else "color: #9a6700")
        self.failures.clear()
        for failure in summary.failed:
            self.failures.addItem(
                self.tr("{reference} ({stage}): {reason}").format(
                    reference=failure.reference, stage=_stage(failure.stage), reason=translated(failure.reason)
                )
            )
            self.failures.item(self.failures.count() - 1).setData(Qt.ItemDataRole.UserRole, failure.order_key)
        for skip in summary.skipped:
            advice = self.tr(" — to ship it again, open it and confirm") if skip.reason.startswith("cancelled") else ""
            self.failures.addItem(
                self.tr("{reference} (skipped): {reason}").format(
                    reference=skip.reference, reason=translated(skip.reason)
                )
                + advice
            )
            self.failures.item(self.failures.count() - 1).setData(Qt.ItemDataRole.UserRole, skip.order_key)
        self.failures.setVisible(bool(summary.failed or summary.skipped))
        self.unprinted.show_orders([(item.order_key, item.reference) for item in summary.unprinted])

    def _summary_text(self, summary: BatchSummary) -> str:
        printed = self.tr("%n printed", "", summary.printed)
        if summary.labels != summary.printed:
            # Multi-collo orders print a label per parcel: the operator counts labels on the table.
            printed += " " + self.tr("(%n labels)", "", summary.labels)
        parts = [self.tr("%n created", "", summary.created), printed]
        if summary.already_created:  # each count with its own plural: "1 had", "2 had"
            parts.append(self.tr("%n already had a shipment", "", summary.already_created))
        if summary.already_printed:
            parts.append(self.tr("%n already printed", "", summary.already_printed))
        if summary.queued:
            parts.append(self.tr("%n wait for the service (sent automatically)", "", summary.queued))
        if summary.skipped:
            reasons = Counter(skip.reason for skip in summary.skipped)
            parts.append(
                self.tr("%n skipped ({reasons})", "", len(summary.skipped)).format(
                    reasons=", ".join(f"{count} {translated(reason)}" for reason, count in reasons.items()),
                )
            )
        if summary.failed:
            parts.append(self.tr("%n failed", "", len(summary.failed)))
        head = (
            self.tr("Batch stopped")
            if summary.cancelled
            else (self.tr("Batch done") if summary.complete else self.tr("Batch finished"))
        )
        return self.tr("{head} — %n orders: {parts}.", "", summary.total).format(head=head, parts=", ".join(parts))

    def unprinted_handled(self, what: str) -> None:
        """The created-but-unprinted shipments were printed or cancelled: the row says so and offers nothing more."""
        self.unprinted.show_orders([])
        self._say(lambda: translated(what))

    def _show_idle(self) -> None:
        self.stop_button.setEnabled(False)
        self.progress.hide()
        self.failures.hide()
        self._say(lambda: self.tr("Select orders in the queue (Shift/Ctrl+click, Ctrl+A), then start."))


class UnprintedRow(QFrame):
    """ "N created but not printed": print their labels, or cancel their shipments (asked once more, inline)."""

    print_requested = Signal(list)
    cancel_requested = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("batchUnprinted")
        self.setStyleSheet(
            "QFrame#batchUnprinted { background: #fff4d6; border: 1px solid #9a6700; border-radius: 4px; }"
        )
        self.keys: list[str] = []
        self.text = QLabel()
        self.text.setObjectName("batchUnprintedText")
        self.text.setWordWrap(True)
        self.print_button = QPushButton()
        self.print_button.setObjectName("printUnprinted")
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("cancelUnprinted")
        self.confirm_button = QPushButton()
        self.confirm_button.setObjectName("confirmCancelUnprinted")
        self.keep_button = QPushButton()
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
        self._orders: list[tuple[str, str]] = []
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.print_button.setText(self.tr("Print their labels"))
        self.print_button.setToolTip(self.tr("Print the labels of these shipments now, in the batch's format"))
        self.cancel_button.setText(self.tr("Cancel these shipments…"))
        self.cancel_button.setToolTip(self.tr("Cancel these shipments at the carrier (asks once more)"))
        self.keep_button.setText(self.tr("No, keep them"))
        self.show_orders(self._orders)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def show_orders(self, orders: list[tuple[str, str]]) -> None:
        """(order key, reference) of the shipments created but not printed; none hides the row."""
        self._orders = list(orders)
        self.keys = [key for key, _reference in orders]
        references = [reference for _key, reference in orders]
        shown = ", ".join(references[:6])
        if len(references) > 6:
            shown = self.tr("{shown} and %n more", "", len(references) - 6).format(shown=shown)
        self.text.setText(
            self.tr(
                "<b>%n created but not printed</b> (the shipments exist at the carrier): {shown}.", "", len(references)
            ).format(shown=shown)
        )
        self._asking(False)
        self.setVisible(bool(orders))

    def _asking(self, asking: bool) -> None:
        self.print_button.setVisible(not asking)
        self.cancel_button.setVisible(not asking)
        self.confirm_button.setVisible(asking)
        self.keep_button.setVisible(asking)
        if asking:
            self.confirm_button.setText(self.tr("Yes, cancel %n shipments", "", len(self.keys)))

    def _confirmed(self) -> None:
        self._asking(False)
        self.cancel_requested.emit(list(self.keys))


# The batch's stages (station.services.batch) in operator words.
_STAGES: dict[str, Text] = {
    "create": QT_TRANSLATE_NOOP("BatchPanel", "create"),
    "print": QT_TRANSLATE_NOOP("BatchPanel", "print"),
    "created": QT_TRANSLATE_NOOP("BatchPanel", "created"),
    "printed": QT_TRANSLATE_NOOP("BatchPanel", "printed"),
    "queued": QT_TRANSLATE_NOOP("BatchPanel", "queued"),
    "failed": QT_TRANSLATE_NOOP("BatchPanel", "failed"),
    "already printed": QT_TRANSLATE_NOOP("BatchPanel", "already printed"),
    "skipped": QT_TRANSLATE_NOOP("BatchPanel", "skipped"),
}


def _stage(stage: str) -> str:
    return translated(_STAGES[stage]) if stage in _STAGES else stage
