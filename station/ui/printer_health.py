"""The status bar's printer field: how the printers the profiles use are, and a message when a label got stuck."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QLabel, QWidget

from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.printers.health import PrinterState
from station.services.printer_health import HealthReport, PrinterHealthMonitor
from station.ui.language import translated
from station.ui.qt_objects import shiboken6_valid

_GOOD = "#1b7f3b"
_ATTENTION = "#9a6700"
_BAD = "#b00020"


def _colour(state: PrinterState) -> str:
    if state in (PrinterState.READY, PrinterState.BUSY):
        return _GOOD
    if state.can_print:  # a warning, or not known
        return _ATTENTION
    return _BAD


class PrinterHealthIndicator(QLabel):
    """'● Printers ready', or the first printer that cannot print and why; the tooltip lists every printer.

    `stuck` is emitted with an operator message for each label newly stuck in an OS queue."""

    stuck = Signal(object)  # the message: a Text, translated where it is shown
    report_arrived = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("printerHealth")
        self.setText("● Printers not checked")
        self.setStyleSheet("color: #666")
        self._remove_observer: Callable[[], None] | None = None
        self.report_arrived.connect(self.show_report)
        self.last_report: HealthReport | None = None

    def watch(self, monitor: PrinterHealthMonitor) -> None:
        def observe(report: HealthReport) -> None:
            if shiboken6_valid(self):
                self.report_arrived.emit(report)

        self._remove_observer = monitor.add_observer(observe)
        self.destroyed.connect(lambda *_: self._remove_observer())
        if monitor.last_report is not None:
            self.show_report(monitor.last_report)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange and self.last_report is not None:
            self._show(self.last_report)
        super().changeEvent(event)

    def show_report(self, report: HealthReport) -> None:
        self.last_report = report
        self._show(report)
        for stuck_print in report.newly_stuck:
            self.stuck.emit(stuck_print.message)

    def _show(self, report: HealthReport) -> None:
        printers = report.printers
        if not printers:
            self.setText(self.tr("● No printer set up"))
            self.setStyleSheet(f"color: {_ATTENTION}")
            self.setToolTip(self.tr("Set up a printer profile for A6 labels or A4 sheets."))
        else:
            worst = next((status for status in printers if not status.health.can_print), None)
            if worst is None:
                worst = next((status for status in printers if status.health.state is PrinterState.WARNING), None)
            if worst is None:
                self.setText(self.tr("● Printers ready") if len(printers) > 1 else self.tr("● Printer ready"))
                self.setStyleSheet(f"color: {_GOOD}")
            else:
                self.setText(
                    f"● {worst.label_format.value}: {translated(worst.destination)} {_state_words(worst.health.state)}"
                )
                self.setStyleSheet(f"color: {_colour(worst.health.state)}; font-weight: bold")
            rows = "".join(
                f"<li><b>{status.label_format.value}</b> → {escape(translated(status.destination))}: "
                f"<span style='color:{_colour(status.health.state)}'>{escape(_state_words(status.health.state))}</span>"
                f"{(' — ' + escape(translated(status.health.reason))) if status.health.reason else ''}"
                f"{('<br><i>' + escape(translated(status.health.advice)) + '</i>') if status.health.advice else ''}</li>"
                for status in printers
            )
            self.setToolTip(f"<ul style='margin:0'>{rows}</ul>")


# The printer states in operator words (station.printers.health.PrinterState).
_STATE_WORDS: dict[PrinterState, Text] = {
    PrinterState.READY: QT_TRANSLATE_NOOP("PrinterHealthIndicator", "ready"),
    PrinterState.BUSY: QT_TRANSLATE_NOOP("PrinterHealthIndicator", "busy"),
    PrinterState.WARNING: QT_TRANSLATE_NOOP("PrinterHealthIndicator", "needs attention"),
    PrinterState.PAUSED: QT_TRANSLATE_NOOP("PrinterHealthIndicator", "paused"),
    PrinterState.OFFLINE: QT_TRANSLATE_NOOP("PrinterHealthIndicator", "offline"),
    PrinterState.NO_PAPER: QT_TRANSLATE_NOOP("PrinterHealthIndicator", "no paper"),
    PrinterState.JAMMED: QT_TRANSLATE_NOOP("PrinterHealthIndicator", "jammed"),
    PrinterState.NOT_ACCEPTING: QT_TRANSLATE_NOOP("PrinterHealthIndicator", "not accepting jobs"),
    PrinterState.NOT_INSTALLED: QT_TRANSLATE_NOOP("PrinterHealthIndicator", "not installed"),
    PrinterState.ERROR: QT_TRANSLATE_NOOP("PrinterHealthIndicator", "error"),
    PrinterState.UNKNOWN: QT_TRANSLATE_NOOP("PrinterHealthIndicator", "unknown"),
}


def _state_words(state: PrinterState) -> str:
    return translated(_STATE_WORDS[state]) if state in _STATE_WORDS else state.value
