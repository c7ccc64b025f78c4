"""The status bar's printer field: how the printers the profiles use are, and a message when a label got stuck."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QWidget

from station.printers.health import PrinterState
from station.services.printer_health import HealthReport, PrinterHealthMonitor
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

    stuck = Signal(str)
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

    def show_report(self, report: HealthReport) -> None:
        self.last_report = report
        printers = report.printers
        if not printers:
            self.setText("● No printer set up")
            self.setStyleSheet(f"color: {_ATTENTION}")
            self.setToolTip("Set up a printer profile for A6 labels or A4 sheets.")
        else:
            worst = next((status for status in printers if not status.health.can_print), None)
            if worst is None:
                worst = next((status for status in printers if status.health.state is PrinterState.WARNING), None)
            if worst is None:
                self.setText("● Printers ready" if len(printers) > 1 else "● Printer ready")
                self.setStyleSheet(f"color: {_GOOD}")
            else:
                self.setText(f"● {worst.label_format.value}: {worst.destination} {worst.health.state.value}")
                self.setStyleSheet(f"color: {_colour(worst.health.state)}; font-weight: bold")
            rows = "".join(
                f"<li><b>{status.label_format.value}</b> → {escape(status.destination)}: "
                f"<span style='color:{_colour(status.health.state)}'>{escape(status.health.state.value)}</span>"
                f"{(' — ' + escape(status.health.reason)) if status.health.reason else ''}"
                f"{('<br><i>' + escape(status.health.advice) + '</i>') if status.health.advice else ''}</li>"
                for status in printers
            )
            self.setToolTip(f"<ul style='margin:0'>{rows}</ul>")
        for stuck_print in report.newly_stuck:
            self.stuck.emit(stuck_print.message)
