"""Scan to verify a parcel's contents, in the window (issue 26 point 5): with the mode on in the printer profile of
the format labels print as, a scanned order is not printed at once; its lines show in the detail panel and each
item's EAN ticks one off; a wrong or surplus item is refused on the spot with a message and a beep; after the last
item the label prints by itself (the same create & print as the detail's button). The check itself is
station.services.contents_check; an order without lines is said once and goes on as an ordinary scan."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFrame,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from station.domain.contents_check import CheckLine, ContentsCheck, ItemOutcome, ItemVerdict
from station.ui.order_queue import refocus_scan_field_soon
from station.ui.window_part import WindowPart

if TYPE_CHECKING:
    from station.ui.main_window import MainWindow

log = logging.getLogger("station.ui.verify_contents")

DONE_COLOUR, REFUSED_COLOUR, OPEN_COLOUR = "#2e7d32", "#c62828", "#444"


class ContentsPanel(QFrame):
    """The order's lines with their ticks, what to scan next, and the last refusal. `refused(message)` is emitted
    with the beep, so a test (or an accessibility tool) observes the sound without hearing it."""

    refused = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("contentsCheck")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel()
        self.title.setObjectName("contentsCheckTitle")
        self.title.setStyleSheet("font-weight: bold;")
        self.lines = QListWidget()
        self.lines.setObjectName("contentsCheckLines")
        self.lines.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # every scan stays in the scan field
        self.message = QLabel()
        self.message.setObjectName("contentsCheckMessage")
        self.message.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.title)
        layout.addWidget(self.lines)
        layout.addWidget(self.message)
        self.hide()

    def show_check(self, check: ContentsCheck) -> None:
        if check.complete:
            self.title.setText(
                self.tr("Contents of %s verified: all %d items scanned") % (check.reference, check.items_expected)
            )
        else:
            self.title.setText(
                self.tr("Contents of %s: %d of %d items scanned — scan each item")
                % (check.reference, check.items_scanned, check.items_expected)
            )
        self.lines.clear()
        for line in check.lines:
            item = QListWidgetItem(self._line_text(line))
            item.setForeground(QColor(DONE_COLOUR if line.done else OPEN_COLOUR))
            item.setData(Qt.ItemDataRole.UserRole, line.done)
            self.lines.addItem(item)
        # As tall as its lines (up to eight, then it scrolls): the tabs below keep their room.
        rows = min(max(self.lines.count(), 1), 8)
        self.lines.setFixedHeight(rows * self.lines.sizeHintForRow(0) + 2 * self.lines.frameWidth() + 4)
        self.show()

    def _line_text(self, line: CheckLine) -> str:
        mark = "✔" if line.done else ("○" if line.scannable else "?")
        what = f"{line.name or line.sku}"
        if not line.scannable:
            return f"{mark}  {line.quantity} × {what} — " + self.tr("no EAN: check by eye")
        return f"{mark}  {line.scanned} / {line.quantity} × {what}  ({line.ean})"

    def say(self, text: str, colour: str) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(f"color: {colour}; font-weight: bold;")

    def refuse(self, text: str) -> None:
        self.say(text, REFUSED_COLOUR)
        QApplication.beep()
        self.refused.emit(text)

    def clear_check(self) -> None:
        self.lines.clear()
        self.message.clear()
        self.hide()


class ContentsVerificationPart(WindowPart):
    """Takes the scans the contents check needs (ScanCommands asks `takes` before a scan is an ordinary one)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.panel = ContentsPanel()
        column = window.detail.layout()
        assert isinstance(column, QBoxLayout)  # the detail panel is one column of parts
        column.insertWidget(column.indexOf(window.detail.tabs), self.panel)
        self.shown: ContentsCheck | None = None  # the check in the panel (kept once complete, until the next order)
        window.queue.current_changed.connect(self._order_shown)

    def active(self) -> bool:
        """The mode is on in the profile of the format labels print as now."""
        if self.w.services is None:
            return False
        binding = self.services.printing.binding(self.w.format_row.label_format())
        return binding is not None and binding.profile.verify_contents

    def takes(self, code: str) -> bool:
        """Whether this scan belongs to the contents check (an order to check, or an item); False: scan it as usual."""
        if not self.active():
            self._end()
            return False
        verification = self.services.verification
        order = self.services.orders.find_by_scan(code, shop=self.w.queue.shop_filter.shop)
        if order is not None and self.services.printing.is_printed(order.key):
            verification.end()
            return False  # its label is out: a scan of it is an ordinary one (reprint stays a separate action)
        if order is not None:
            self.w.error_panel.resolved("scan")
            check = verification.start(order)
            self.shown = check
            self.w.queue.select_key(order.key)
            if check is None:
                self.panel.clear_check()
                if verification.first_skip(order.key):
                    self.w.error_panel.show_message(
                        self.tr("No contents to verify"),
                        self.tr("%s has no order lines with an EAN: its contents are not checked.") % order.reference,
                        self.tr("The scan goes on as usual (with Scan to print, its label prints)."),
                        retryable=False,
                        source="contents",
                    )
                return False
            self.w.error_panel.resolved("contents")
            self.panel.show_check(check)
            self.panel.say(self.tr("Scan each item of the order; the label prints after the last one."), OPEN_COLOUR)
            refocus_scan_field_soon(self.w.scan_field)
            return True
        if verification.current is None:
            return False  # nothing to check: an unknown code is the ordinary scan's error
        outcome = verification.scan_item(code)
        self._show_outcome(outcome)
        refocus_scan_field_soon(self.w.scan_field)
        return True

    def _show_outcome(self, outcome: ItemOutcome) -> None:
        verification = self.services.verification
        check = verification.current
        assert check is not None
        self.shown = check
        self.panel.show_check(check)
        if outcome.verdict is ItemVerdict.WRONG_ITEM:
            self.panel.refuse(
                self.tr("Refused: %s is not in order %s. Take it out of the parcel.") % (outcome.code, check.reference)
            )
        elif outcome.verdict is ItemVerdict.SURPLUS:
            line = outcome.line
            assert line is not None
            self.panel.refuse(
                self.tr("Refused: one too many — all %d × %s are scanned already. Take it out.")
                % (line.quantity, line.name or line.sku)
            )
        elif outcome.verdict is ItemVerdict.TICKED:
            line = outcome.line
            assert line is not None
            self.panel.say(self.tr("%s: %d of %d.") % (line.name or line.sku, line.scanned, line.quantity), DONE_COLOUR)
        else:
            self.panel.say(self.tr("All items are in the parcel: the label prints."), DONE_COLOUR)
            verification.end()
            self._print(check.order_key)

    def _print(self, order_key: str) -> None:
        """The label of the verified order, as the detail's Create & print does it (the order is the one shown)."""
        if self.w.shown_order.current_key() != order_key:
            self.w.queue.select_key(order_key)
        self.w.shipment_actions.create_and_print()

    def _order_shown(self, order: object) -> None:
        """Another order shown (by hand, or by a scan): the check of the one before is over."""
        key = getattr(order, "key", None)
        if self.shown is None or key == self.shown.order_key:
            return
        if (
            self.w.services is not None
            and self.services.verification.current is not None
            and self.services.verification.current.order_key != key
        ):
            self.services.verification.end()
        self.shown = None
        self.panel.clear_check()

    def _end(self) -> None:
        if self.w.services is not None and self.services.verification.current is not None:
            self.services.verification.end()
        self.shown = None
        self.panel.clear_check()
