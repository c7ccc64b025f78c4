"""The printer-groups panel's pieces: the account's printers (dragged from here), and a card per printer group
with a slot per label format that takes a printer of that format."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QEvent, QMimeData, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent, QMouseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from station.domain.enums import LabelFormat
from station.services.printer_groups import Printer, PrinterGroup

PRINTER_MIME = "application/x-station-printer-id"
FORMATS: tuple[str, ...] = tuple(fmt.value for fmt in LabelFormat)  # A6, A4 (contract §7)
CARD_STYLE = "QFrame#groupCard { border: 1px solid #c9c9c9; border-radius: 6px; background: palette(base); }"
SELECTED_CARD_STYLE = (
    "QFrame#groupCard { border: 2px solid palette(highlight); border-radius: 6px; background: palette(base); }"
)


def parse_shop_ids(text: str) -> list[str]:
    """Shop ids typed as "1001, 2002" (commas or spaces between them)."""
    return [part for part in text.replace(",", " ").split() if part]


class PrinterList(QTreeWidget):
    """The account's printers with the formats each takes; each can be dragged onto a group's format slot."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("printerList")
        self.setColumnCount(2)
        self.setHeaderLabels([self.tr("Printer"), self.tr("Formats")])
        self.setRootIsDecorated(False)
        self.setDragEnabled(True)
        self.setDragDropMode(QTreeWidget.DragDropMode.DragOnly)
        self.setAlternatingRowColors(True)
        self.header().setStretchLastSection(False)
        self.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)

    def set_printers(self, printers: tuple[Printer, ...]) -> None:
        self.clear()
        for printer in printers:
            item = QTreeWidgetItem(self, [printer.name, ", ".join(printer.formats)])
            item.setData(0, Qt.ItemDataRole.UserRole, printer.id)
            item.setToolTip(0, self.tr("Drag onto a group's %s slot to assign") % self.tr(" or ").join(printer.formats))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.setHeaderLabels([self.tr("Printer"), self.tr("Formats")])
        super().changeEvent(event)

    def rows(self) -> list[tuple[str, str]]:
        """(name, formats) as shown, top to bottom."""
        return [(item.text(0), item.text(1)) for item in self._items()]

    def item_for(self, printer_id: str) -> QTreeWidgetItem | None:
        for item in self._items():
            if item.data(0, Qt.ItemDataRole.UserRole) == printer_id:
                return item
        return None

    def _items(self) -> list[QTreeWidgetItem]:
        items = (self.topLevelItem(index) for index in range(self.topLevelItemCount()))
        return [item for item in items if item is not None]

    def mimeData(self, items: Sequence[QTreeWidgetItem]) -> QMimeData:  # noqa: N802 - Qt's name
        data = QMimeData()
        if items:
            data.setData(PRINTER_MIME, QByteArray(str(items[0].data(0, Qt.ItemDataRole.UserRole)).encode()))
            data.setText(items[0].text(0))
        return data

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [PRINTER_MIME]


class FormatSlot(QFrame):
    """One format of one group: its printer, a selector offering only printers that list the format, and
    unassign. Accepts a dragged printer only when that printer lists the format."""

    assignRequested = Signal(str, str, str)  # group id, printer id, format
    unassignRequested = Signal(str, str)  # group id, format

    def __init__(
        self, group: PrinterGroup, paper_format: str, printers: tuple[Printer, ...], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"slot{paper_format}")
        self.setAcceptDrops(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.group_id = group.id
        self.paper_format = paper_format
        self._printers = {printer.id: printer for printer in printers}
        self.assigned_id = group.printer_for(paper_format)

        self.format_label = QLabel(f"<b>{paper_format}</b>", self)
        self.format_label.setFixedWidth(28)
        self.combo = QComboBox(self)
        self.combo.setObjectName("printerSelector")
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.combo.setMinimumContentsLength(14)
        self.combo.addItem(self.tr("— no printer —"), "")
        for printer in printers:
            if paper_format in printer.formats:  # contract §7: only formats the printer lists
                self.combo.addItem(printer.name, printer.id)
        if self.assigned_id and self.combo.findData(self.assigned_id) < 0:
            # Assigned to a printer the list no longer has (removed by a sync): show its id rather than hide it.
            self.combo.addItem(self.tr("unknown printer %s") % self.assigned_id[:8], self.assigned_id)
        self.combo.setCurrentIndex(max(0, self.combo.findData(self.assigned_id or "")))
        self.combo.setToolTip(self.tr("Printers that take %s; or drag a printer here") % paper_format)
        self.unassign_button = QToolButton(self)
        self.unassign_button.setText("✕")
        self.unassign_button.setToolTip(self.tr("Unassign the %s printer") % paper_format)
        self.unassign_button.setAccessibleName(self.tr("Unassign %s") % paper_format)
        self.unassign_button.setEnabled(bool(self.assigned_id))

        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 3, 3, 3)
        layout.addWidget(self.format_label)
        layout.addWidget(self.combo, 1)
        layout.addWidget(self.unassign_button)

        self.combo.activated.connect(self._chosen)
        self.unassign_button.clicked.connect(lambda: self.unassignRequested.emit(self.group_id, self.paper_format))

    def _chosen(self, index: int) -> None:
        printer_id = str(self.combo.itemData(index) or "")
        # Nothing changes until the service confirms: show the confirmed printer again, the refresh after
        # the call shows the new one.
        self.combo.setCurrentIndex(max(0, self.combo.findData(self.assigned_id or "")))
        if printer_id == (self.assigned_id or ""):
            return
        if printer_id:
            self.assignRequested.emit(self.group_id, printer_id, self.paper_format)
        else:
            self.unassignRequested.emit(self.group_id, self.paper_format)

    def _accepts(self, event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> str | None:
        if not event.mimeData().hasFormat(PRINTER_MIME):
            return None
        printer_id = bytes(event.mimeData().data(PRINTER_MIME).data()).decode()
        printer = self._printers.get(printer_id)
        return printer_id if printer is not None and self.paper_format in printer.formats else None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if self._accepts(event):
            event.acceptProposedAction()
            self.setStyleSheet("QFrame { background: palette(highlight); }")
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        if self._accepts(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:  # noqa: N802 - Qt's name
        self.setStyleSheet("")

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        self.setStyleSheet("")
        printer_id = self._accepts(event)
        if printer_id is None:
            event.ignore()
            return
        event.acceptProposedAction()
        if printer_id != self.assigned_id:
            self.assignRequested.emit(self.group_id, printer_id, self.paper_format)


class GroupCard(QFrame):
    """One printer group: name (renamable), shops (more can be allowed), a slot per format, remove."""

    selected = Signal(str)
    renameRequested = Signal(str, str)  # group id, new name
    allowShopsRequested = Signal(str, list)  # group id, shop ids
    removeRequested = Signal(str)

    def __init__(self, group: PrinterGroup, printers: tuple[Printer, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("groupCard")
        self.setStyleSheet(CARD_STYLE)
        self.group = group

        self.name_edit = QLineEdit(group.name, self)
        self.name_edit.setObjectName("groupName")
        self.name_edit.setToolTip(self.tr("Edit and press Enter to rename"))
        font = self.name_edit.font()
        font.setBold(True)
        self.name_edit.setFont(font)
        self.rename_button = QPushButton(self.tr("Rename"), self)
        self.remove_button = QPushButton(self.tr("Remove…"), self)
        self.shops_label = QLabel(self)
        self.shops_label.setObjectName("groupShops")
        self.shops_label.setWordWrap(True)  # many shops wrap rather than widen the card
        shops = ", ".join(group.shop_ids) if group.shop_ids else self.tr("none")
        self.shops_label.setText(self.tr("Shops: %s") % shops)
        self.shops_edit = QLineEdit(self)
        self.shops_edit.setPlaceholderText(self.tr("shop ids, e.g. 2002"))
        self.allow_button = QPushButton(self.tr("Allow shops"), self)
        self.slots = {fmt: FormatSlot(group, fmt, printers, self) for fmt in FORMATS}

        header = QHBoxLayout()
        header.addWidget(self.name_edit, 1)
        header.addWidget(self.rename_button)
        header.addWidget(self.remove_button)
        shops_row = QHBoxLayout()
        shops_row.addWidget(self.shops_label, 1)
        shops_row.addWidget(self.shops_edit)
        shops_row.addWidget(self.allow_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(4)
        layout.addLayout(header)
        layout.addLayout(shops_row)
        for slot in self.slots.values():
            layout.addWidget(slot)

        self.name_edit.returnPressed.connect(self._rename)
        self.rename_button.clicked.connect(self._rename)
        self.allow_button.clicked.connect(self._allow)
        self.shops_edit.returnPressed.connect(self._allow)
        self.remove_button.clicked.connect(lambda: self.removeRequested.emit(self.group.id))
        self.name_edit.textEdited.connect(lambda _text: self.selected.emit(self.group.id))

    def _rename(self) -> None:
        if self.name_edit.text() != self.group.name:
            self.renameRequested.emit(self.group.id, self.name_edit.text())

    def _allow(self) -> None:
        self.allowShopsRequested.emit(self.group.id, parse_shop_ids(self.shops_edit.text()))

    def set_selected(self, selected: bool) -> None:
        self.setStyleSheet(SELECTED_CARD_STYLE if selected else CARD_STYLE)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.selected.emit(self.group.id)
        super().mousePressEvent(event)

    def widget_for_field(self, field: str) -> QWidget:
        return {"group name": self.name_edit, "shops": self.shops_edit}.get(field, self)
