"""The A4 sheet picker: a drawn sheet with four label slots to click, used ones greyed, the next free proposed."""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from station.domain.sheets import (
    A4_HEIGHT_MM,
    A4_WIDTH_MM,
    ALL_SLOTS,
    SheetSlot,
    next_free_positions,
    remaining_slots,
    slots_to_fill,
)
from station.domain.text import QT_TRANSLATE_NOOP
from station.ui.language import translated

SLOT_NAMES = {
    SheetSlot.TOP_LEFT: QT_TRANSLATE_NOOP("SheetPicker", "top left"),
    SheetSlot.TOP_RIGHT: QT_TRANSLATE_NOOP("SheetPicker", "top right"),
    SheetSlot.BOTTOM_LEFT: QT_TRANSLATE_NOOP("SheetPicker", "bottom left"),
    SheetSlot.BOTTOM_RIGHT: QT_TRANSLATE_NOOP("SheetPicker", "bottom right"),
}


class SheetView(QWidget):
    """The drawn sheet. Clicking a free slot toggles it; keys 1–4 do the same; used slots cannot be chosen."""

    selectionChanged = Signal(tuple)  # the chosen slots, sorted
    slotActivated = Signal(int)  # a double-click (or Enter on a single choice): print there now

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._used: frozenset[int] = frozenset()
        self._selected: tuple[int, ...] = ()
        self._hovered: int | None = None
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(140, 198)
        self.setAccessibleName(self.tr("A4 label sheet"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("A4 label sheet"))
            self.update()  # the slots' captions are painted in the new language
        super().changeEvent(event)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(210, 297)

    # --- state ---------------------------------------------------------------------------------------------

    @property
    def used(self) -> frozenset[int]:
        return self._used

    @property
    def selected(self) -> tuple[int, ...]:
        return self._selected

    def set_state(self, used: Collection[int], selected: Collection[int]) -> None:
        self._used = frozenset(used)
        self._selected = tuple(sorted(slot for slot in selected if slot not in self._used))
        self.update()
        self.selectionChanged.emit(self._selected)

    def toggle(self, slot: int) -> None:
        if slot in self._used or slot not in ALL_SLOTS:
            return
        chosen = set(self._selected) ^ {slot}
        self._selected = tuple(sorted(chosen))
        self.update()
        self.selectionChanged.emit(self._selected)

    # --- geometry ------------------------------------------------------------------------------------------

    def sheet_rect(self) -> QRectF:
        """The largest A4-shaped rectangle that fits, centred, with a small margin for the shadow."""
        area = QRectF(self.rect()).adjusted(6, 6, -8, -8)
        scale = min(area.width() / A4_WIDTH_MM, area.height() / A4_HEIGHT_MM)
        width, height = A4_WIDTH_MM * scale, A4_HEIGHT_MM * scale
        return QRectF(area.center().x() - width / 2, area.center().y() - height / 2, width, height)

    def slot_rect(self, slot: int) -> QRectF:
        sheet = self.sheet_rect()
        column, row = (slot - 1) % 2, (slot - 1) // 2  # spec §4: 1 top-left, 2 top-right, 3 bottom-left, 4 ...
        half_w, half_h = sheet.width() / 2, sheet.height() / 2
        return QRectF(sheet.left() + column * half_w, sheet.top() + row * half_h, half_w, half_h)

    def slot_at(self, point: QPointF) -> int | None:
        for slot in ALL_SLOTS:
            if self.slot_rect(slot).contains(point):
                return int(slot)
        return None

    # --- events --------------------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and (slot := self.slot_at(event.position())) is not None:
            self.toggle(slot)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        slot = self.slot_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and slot is not None and slot not in self._used:
            self._selected = (slot,)
            self.update()
            self.selectionChanged.emit(self._selected)
            self.slotActivated.emit(slot)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        slot = self.slot_at(event.position())
        if slot != self._hovered:
            self._hovered = slot
            free = slot is not None and slot not in self._used
            self.setCursor(Qt.CursorShape.PointingHandCursor if free else Qt.CursorShape.ArrowCursor)
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:  # noqa: N802
        self._hovered = None
        self.update()
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_4:
            self.toggle(key - Qt.Key.Key_0)
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        palette = self.palette()
        accent = palette.color(QPalette.ColorRole.Highlight)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        sheet = self.sheet_rect()
        painter.fillRect(sheet.translated(3, 3), QColor(0, 0, 0, 40))  # shadow: reads as a sheet of paper
        painter.fillRect(sheet, QColor("white"))
        font = QFont(self.font())
        for slot in ALL_SLOTS:
            box = self.slot_rect(slot).adjusted(5, 5, -5, -5)
            used, chosen, hovered = slot in self._used, slot in self._selected, slot == self._hovered
            if used:
                painter.fillRect(box, QColor("#c8c8c8"))
                painter.setPen(QPen(QColor("#8a8a8a"), 1))
            elif chosen:
                fill = QColor(accent)
                fill.setAlpha(70)
                painter.fillRect(box, fill)
                painter.setPen(QPen(accent, 2.5))
            else:
                if hovered:
                    painter.fillRect(box, QColor(accent.red(), accent.green(), accent.blue(), 25))
                painter.setPen(QPen(QColor("#9a9a9a"), 1, Qt.PenStyle.DashLine))
            painter.drawRect(box)
            font.setPixelSize(max(12, int(box.height() * 0.28)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("#6d6d6d") if used else (accent if chosen else QColor("#444444")))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(int(slot)))
            caption = self.tr("used") if used else (self.tr("print here") if chosen else "")
            if caption:
                font.setPixelSize(max(9, int(box.height() * 0.09)))
                font.setBold(False)
                painter.setFont(font)
                caption_box = QRectF(
                    box.left(), box.center().y() + box.height() * 0.18, box.width(), box.height() * 0.2
                )
                painter.drawText(caption_box, Qt.AlignmentFlag.AlignCenter, caption)
        painter.setPen(QPen(QColor("#7a7a7a"), 1))
        painter.drawRect(sheet)
        painter.end()


class SheetPicker(QWidget):
    """Where on an A4 sheet the next label(s) go, for one printer's partly used sheet.

    The caller supplies the used slots (the services keep them per printer) and how many labels are about to
    print; the picker proposes the first free slots and emits `positionsChosen` when the operator confirms.
    `fillRemainingRequested` asks the caller to print further labels into every slot still free.
    """

    positionsChosen = Signal(tuple)  # tuple[int, ...], sorted slot numbers 1–4
    fillRemainingRequested = Signal(tuple)  # tuple[int, ...], the free slots to fill
    resetSheetRequested = Signal()  # the operator put a fresh sheet in: the caller clears the used slots

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._printer_name = ""
        self._label_count = 1
        self._proposed: tuple[int, ...] = ()  # the slots proposed last; a selection that differs is the operator's

        self.title = QLabel(self)
        self.title.setObjectName("sheetPickerTitle")
        self.title.setWordWrap(True)
        self.sheet = SheetView(self)
        self.hint = QLabel(self)
        self.hint.setObjectName("sheetPickerHint")
        self.hint.setWordWrap(True)
        self.print_button = QPushButton(self)
        self.print_button.setDefault(True)
        self.fill_button = QPushButton(self)
        self.new_sheet_button = QPushButton(self)

        self.sheet.selectionChanged.connect(self._update_controls)
        self.sheet.slotActivated.connect(lambda slot: self.positionsChosen.emit((slot,)))
        self.print_button.clicked.connect(self.choose)
        self.fill_button.clicked.connect(self._request_fill)
        self.new_sheet_button.clicked.connect(self.resetSheetRequested)

        buttons = QHBoxLayout()
        buttons.addWidget(self.new_sheet_button)
        buttons.addStretch(1)
        buttons.addWidget(self.fill_button)
        buttons.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.sheet, 1)
        layout.addWidget(self.hint)
        layout.addLayout(buttons)
        self.set_sheet("", ())
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.print_button.setText(self.tr("Print here"))
        self.fill_button.setText(self.tr("Fill the remaining slots"))
        self.fill_button.setToolTip(self.tr("Print the next labels of the queue into every free slot"))
        self.new_sheet_button.setText(self.tr("New sheet"))
        self.new_sheet_button.setToolTip(self.tr("A fresh sheet is in the printer: all four slots are free"))
        self._show_title()
        self._update_controls()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _show_title(self) -> None:
        printer_name = self._printer_name
        self.title.setText(
            self.tr("Sheet in %s") % printer_name if printer_name else self.tr("Sheet in the A4 printer")
        )

    # --- what the caller uses ------------------------------------------------------------------------------

    @property
    def used_slots(self) -> frozenset[int]:
        return self.sheet.used

    @property
    def selected_slots(self) -> tuple[int, ...]:
        return self.sheet.selected

    @property
    def label_count(self) -> int:
        """How many labels the proposal is for (a multi-collo order prints one per parcel)."""
        return self._label_count

    def set_sheet(self, printer_name: str, used_slots: Collection[int], label_count: int = 1) -> None:
        """Show `printer_name`'s sheet with `used_slots` greyed and propose the first free slots for
        `label_count` labels (spec §4 order: top-left, top-right, bottom-left, bottom-right)."""
        self._printer_name = printer_name
        self._label_count = max(1, label_count)
        free = remaining_slots(used_slots)  # raises ValueError for a slot outside 1–4: a caller's bug
        self._show_title()
        self._proposed = tuple(next_free_positions(used_slots, self._label_count)) if free else ()
        self.sheet.set_state(used_slots, self._proposed)

    def set_label_count(self, label_count: int) -> None:
        """How many labels are about to print (the orders selected): the proposal follows it, unless the operator
        chose slots already (their choice is kept)."""
        label_count = max(1, label_count)
        if label_count == self._label_count:
            return
        self._label_count = label_count
        if self.sheet.selected == self._proposed and remaining_slots(self.sheet.used):
            self._proposed = tuple(next_free_positions(self.sheet.used, label_count))
            self.sheet.set_state(self.sheet.used, self._proposed)
        else:
            self._update_controls()

    @Slot()
    def choose(self) -> None:
        """Confirm the chosen slots."""
        if self.sheet.selected:
            self.positionsChosen.emit(self.sheet.selected)

    # --- internals -----------------------------------------------------------------------------------------

    @Slot()
    def _request_fill(self) -> None:
        # The slots the operator chose; the proposal (nothing chosen by hand) means every free slot.
        chosen = self.sheet.selected if self.sheet.selected != self._proposed else ()
        slots = tuple(slots_to_fill(self.sheet.used, chosen))
        if slots and remaining_slots(self.sheet.used):
            self.fillRemainingRequested.emit(slots)

    @Slot()
    def _update_controls(self) -> None:
        selected = self.sheet.selected
        free = remaining_slots(self.sheet.used)
        self.print_button.setEnabled(bool(selected))
        self.fill_button.setEnabled(bool(free))
        self.new_sheet_button.setEnabled(bool(self.sheet.used))
        if not free:
            self.hint.setText(self.tr("This sheet is full. Put in a new sheet and press “New sheet”."))
        elif not selected:
            self.hint.setText(self.tr("Click the slots to print on (or press 1–4)."))
        else:
            names = ", ".join(f"{slot} ({translated(SLOT_NAMES[SheetSlot(slot)])})" for slot in selected)
            more = len(selected) < self._label_count
            self.hint.setText(
                self.tr("Printing on %s.") % names
                + (self.tr(" The other labels continue on a new sheet.") if more else "")
            )
