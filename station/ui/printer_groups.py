"""The printer-groups panel: printers, printer groups and their assignments, sync, and direct printing enablement."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

from PySide6.QtCore import QByteArray, QMimeData, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QGuiApplication, QMouseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from station.api.errors import ServiceError
from station.api.models import Printer, PrinterGroup
from station.api.wire import DirectPrintingStatus
from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.services.errors import describe
from station.services.printer_groups import (
    LocalPrinters,
    NoSecureKeyring,
    PrinterGroupsService,
    PrintingOverview,
    SyncResult,
    fields_at_fault,
)
from station.ui.async_tasks import TaskRegistry, tracked_slot

log = logging.getLogger("station.ui.printer_groups")

T = TypeVar("T")

PRINTER_MIME = "application/x-station-printer-id"
FORMATS: tuple[str, ...] = tuple(fmt.value for fmt in LabelFormat)  # A6, A4 (contract §7)
STATUS_TEXT = {
    DirectPrintingStatus.INITIALIZATION_REQUIRED: "Not enabled yet (initialization required)",
    DirectPrintingStatus.INITIALIZING: "Being enabled…",
    DirectPrintingStatus.READY: "Ready",
}
INVALID_STYLE = "border: 2px solid #c62828;"
ERROR_STYLE = "background: #fdecea; color: #8e1b1b; border: 1px solid #e6a5a5; border-radius: 4px; padding: 6px;"
CARD_STYLE = "QFrame#groupCard { border: 1px solid #c9c9c9; border-radius: 6px; background: palette(base); }"
SELECTED_CARD_STYLE = (
    "QFrame#groupCard { border: 2px solid palette(highlight); border-radius: 6px; background: palette(base); }"
)
REFUSED_CARD_STYLE = "QFrame#groupCard { border: 2px solid #c62828; border-radius: 6px; background: palette(base); }"


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
            item.setToolTip(0, self.tr("Drag onto a group's %s slot to assign") % " or ".join(printer.formats))

    def rows(self) -> list[tuple[str, str]]:
        """(name, formats) as shown, top to bottom."""
        return [(self.topLevelItem(i).text(0), self.topLevelItem(i).text(1)) for i in range(self.topLevelItemCount())]

    def item_for(self, printer_id: str) -> QTreeWidgetItem | None:
        for index in range(self.topLevelItemCount()):
            item = self.topLevelItem(index)
            if item.data(0, Qt.ItemDataRole.UserRole) == printer_id:
                return item
        return None

    def mimeData(self, items: list[QTreeWidgetItem]) -> QMimeData:  # noqa: N802 - Qt's name
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

    def __init__(self, group: PrinterGroup, paper_format: str, printers: tuple[Printer, ...],
                 parent: QWidget | None = None) -> None:
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

    def dragLeaveEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
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


class PrinterGroupsPanel(QWidget):
    """Everything about direct printing for this account, plus which local profile serves which format.

    Every change goes through the service and is followed by a refresh; the panel shows only what the
    service confirmed. Refusals (400, 404) appear in the panel's error line with the field at fault, and
    the widget for that field is outlined.
    """

    refreshed = Signal()
    errorShown = Signal(str)

    def __init__(self, service: PrinterGroupsService, local_printers: LocalPrinters | None = None,
                 tasks: TaskRegistry | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("printerGroupsPanel")
        self.service = service
        self.local_printers = local_printers
        self.tasks = tasks if tasks is not None else TaskRegistry(self)
        self.overview: PrintingOverview | None = None
        self.selected_group_id: str | None = None
        self.group_cards: dict[str, GroupCard] = {}
        self.local_profiles: dict[LabelFormat, PrinterProfile] = {}
        self._outlined: list[QWidget] = []
        self._confirm: QMessageBox | None = None

        # Direct printing account (spec §3).
        self.status_label = QLabel(self.tr("Account: …"), self)
        self.status_label.setObjectName("printingStatus")
        self.enable_button = QPushButton(self.tr("Enable direct printing"), self)
        self.enable_button.setVisible(False)
        self.refresh_button = QPushButton(self.tr("Refresh"), self)
        self.credentials_box = self._build_credentials_box()

        self.error_label = QLabel(self)
        self.error_label.setObjectName("printingError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error_label.setVisible(False)

        # Printers.
        self.printer_list = PrinterList(self)
        self.sync_button = QPushButton(self.tr("Sync printers"), self)
        self.sync_progress = QProgressBar(self)
        self.sync_progress.setRange(0, 100)
        self.sync_progress.setVisible(False)
        self.sync_result = QLabel(self)
        self.sync_result.setObjectName("syncResult")
        self.sync_result.setWordWrap(True)
        printers_box = QGroupBox(self.tr("Printers"), self)
        printers_layout = QVBoxLayout(printers_box)
        printers_layout.addWidget(self.printer_list, 1)
        hint = QLabel(self.tr("Drag a printer onto a group's format."), printers_box)
        hint.setStyleSheet("color: palette(mid);")
        hint.setWordWrap(True)
        printers_layout.addWidget(hint)
        printers_layout.addWidget(self.sync_button)
        printers_layout.addWidget(self.sync_progress)
        printers_layout.addWidget(self.sync_result)

        # Groups.
        self.new_name_edit = QLineEdit(self)
        self.new_name_edit.setObjectName("newGroupName")
        self.new_name_edit.setPlaceholderText(self.tr("New group name"))
        self.new_shops_edit = QLineEdit(self)
        self.new_shops_edit.setObjectName("newGroupShops")
        self.new_shops_edit.setPlaceholderText(self.tr("shops, e.g. 1001"))
        self.create_button = QPushButton(self.tr("Create group"), self)
        self.cards_host = QWidget(self)
        self.cards_layout = QVBoxLayout(self.cards_host)
        self.cards_layout.setContentsMargins(0, 0, 0, 0)
        self.cards_layout.addStretch(1)
        self.no_groups_label = QLabel(self.tr("No printer groups yet."), self.cards_host)
        self.cards_layout.insertWidget(0, self.no_groups_label)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.cards_host)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        # Fixed policies: a bar that appears and disappears as cards are rebuilt makes the layout jump.
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        groups_box = QGroupBox(self.tr("Printer groups"), self)
        create_row = QHBoxLayout()
        create_row.addWidget(self.new_name_edit, 2)
        create_row.addWidget(self.new_shops_edit, 1)
        create_row.addWidget(self.create_button)
        groups_layout = QVBoxLayout(groups_box)
        groups_layout.addLayout(create_row)
        groups_layout.addWidget(scroll, 1)

        # This station's profiles beside the selected group's printers.
        self.station_box = QGroupBox(self.tr("This station"), self)
        self.station_grid = QGridLayout(self.station_box)
        self.station_cells: dict[str, tuple[QLabel, QLabel]] = {}
        self.station_title = QLabel(self.tr("Select a group to compare."), self.station_box)
        self.station_title.setWordWrap(True)
        self.station_grid.addWidget(self.station_title, 0, 0, 1, 3)
        for column, heading in enumerate(("", self.tr("Group prints on"), self.tr("This station prints on"))):
            label = QLabel(f"<i>{heading}</i>", self.station_box)
            self.station_grid.addWidget(label, 1, column)
        for row, fmt in enumerate(FORMATS, start=2):
            remote, local = QLabel("—", self.station_box), QLabel("—", self.station_box)
            remote.setObjectName(f"groupPrinter{fmt}")
            local.setObjectName(f"localProfile{fmt}")
            self.station_grid.addWidget(QLabel(f"<b>{fmt}</b>", self.station_box), row, 0)
            self.station_grid.addWidget(remote, row, 1)
            self.station_grid.addWidget(local, row, 2)
            self.station_cells[fmt] = (remote, local)
        self.station_grid.setColumnStretch(1, 1)
        self.station_grid.setColumnStretch(2, 1)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("<b>Direct printing</b>"), self))
        top.addWidget(self.status_label, 1)
        top.addWidget(self.enable_button)
        top.addWidget(self.refresh_button)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(groups_box, 1)
        right_layout.addWidget(self.station_box)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(printers_box)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.credentials_box)
        layout.addWidget(self.error_label)
        layout.addWidget(splitter, 1)

        self.refresh_button.clicked.connect(self.refresh)
        self.create_button.clicked.connect(self.create_group)
        self.new_name_edit.returnPressed.connect(self.create_group)
        self.sync_button.clicked.connect(self.sync_printers)
        self.enable_button.clicked.connect(self.enable_direct_printing)
        self._set_busy(False)

    def _build_credentials_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Direct printing credentials — shown only now"), self)
        box.setObjectName("credentialsBox")
        self.credentials_note = QLabel(
            self.tr("Enter these in the printing client on the computer with the printers. They are stored in "
                    "this computer's keyring; Station will not show the password again."), box)
        self.credentials_note.setWordWrap(True)
        self.email_field = QLineEdit(box)
        self.email_field.setReadOnly(True)
        self.password_field = QLineEdit(box)
        self.password_field.setReadOnly(True)
        self.password_field.setObjectName("printingPassword")
        self.copy_button = QPushButton(self.tr("Copy password"), box)
        self.copy_email_button = QPushButton(self.tr("Copy e-mail"), box)
        self.done_button = QPushButton(self.tr("I have saved them"), box)
        grid = QGridLayout(box)
        grid.addWidget(self.credentials_note, 0, 0, 1, 3)
        grid.addWidget(QLabel(self.tr("E-mail"), box), 1, 0)
        grid.addWidget(self.email_field, 1, 1)
        grid.addWidget(self.copy_email_button, 1, 2)
        grid.addWidget(QLabel(self.tr("Password"), box), 2, 0)
        grid.addWidget(self.password_field, 2, 1)
        grid.addWidget(self.copy_button, 2, 2)
        grid.addWidget(self.done_button, 3, 2)
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.password_field.text()))
        self.copy_email_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.email_field.text()))
        self.done_button.clicked.connect(self.hide_credentials)
        box.setVisible(False)
        return box

    # --- showing ---------------------------------------------------------------------------------------------

    def _show(self, overview: PrintingOverview) -> None:
        self.overview = overview
        self.printer_list.set_printers(overview.printers)
        self._show_status(overview.status)
        for card in self.group_cards.values():
            card.setParent(None)
            card.deleteLater()
        self.group_cards.clear()
        for index, group in enumerate(overview.groups):
            card = GroupCard(group, overview.printers, self.cards_host)
            self.cards_layout.insertWidget(index, card)
            self.group_cards[group.id] = card
            card.selected.connect(self.select_group)
            card.renameRequested.connect(self.rename_group)
            card.allowShopsRequested.connect(self.allow_shops)
            card.removeRequested.connect(self.confirm_remove_group)
            for slot in card.slots.values():
                slot.assignRequested.connect(self.assign_printer)
                slot.unassignRequested.connect(self.unassign_printer)
        self.no_groups_label.setVisible(not overview.groups)
        if self.selected_group_id not in self.group_cards:
            self.selected_group_id = overview.groups[0].id if overview.groups else None
        self.select_group(self.selected_group_id)

    def _show_status(self, status: DirectPrintingStatus) -> None:
        self.status_label.setText(self.tr("Account: %s") % self.tr(STATUS_TEXT.get(status, str(status))))
        self.enable_button.setVisible(status is DirectPrintingStatus.INITIALIZATION_REQUIRED)

    def select_group(self, group_id: str | None) -> None:
        """Mark the group and show its printers beside this station's profiles (per format)."""
        self.selected_group_id = group_id
        for card_id, card in self.group_cards.items():
            card.set_selected(card_id == group_id)
        group = self.overview.group(group_id) if self.overview is not None and group_id else None
        profiles = self.local_profiles
        self.station_title.setText(
            self.tr("Group “%s” next to this station's printer profiles.") % group.name if group
            else self.tr("Select a group to compare.")
        )
        for fmt, (remote, local) in self.station_cells.items():
            printer_id = group.printer_for(fmt) if group else None
            printer = self.overview.printer(printer_id) if self.overview is not None and printer_id else None
            remote.setText(printer.name if printer else (self.tr("not assigned") if group else "—"))
            profile = profiles.get(LabelFormat(fmt))
            local.setText(
                f"{profile.name} → {profile.destination}" if profile else "—"
            )

    def set_local_profiles(self, profiles: dict[LabelFormat, PrinterProfile]) -> None:
        """This station's profiles changed (the profiles dialog saved): show them beside the group."""
        self.local_profiles = dict(profiles)
        self.select_group(self.selected_group_id)

    def show_error(self, error: BaseException, widget_for: Callable[[str], QWidget | None] | None = None) -> None:
        """A refusal in the panel: what, which field, what to do; the field's widget is outlined."""
        message = describe(error)
        fields = fields_at_fault(error)
        status = getattr(error, "status", None)
        where = f" — {', '.join(fields)}" if fields else ""
        code = f" (HTTP {status})" if status else ""
        text = f"<b>{_escape(message.title)}{code}{_escape(where)}</b>: {_escape(message.text)}<br>{_escape(message.advice)}"
        self.error_label.setText(text)
        self.error_label.setVisible(True)
        self._clear_outlines()
        if widget_for is not None:
            for field in fields or ("",):
                widget = widget_for(field)
                if widget is not None:
                    widget.setStyleSheet(REFUSED_CARD_STYLE if isinstance(widget, GroupCard) else INVALID_STYLE)
                    self._outlined.append(widget)
        log.info("printing API refused: %s", error)  # ServiceError text: status, code, fields; never secrets
        self.errorShown.emit(self.error_label.text())

    def clear_error(self) -> None:
        self.error_label.setVisible(False)
        self.error_label.clear()
        self._clear_outlines()

    def _clear_outlines(self) -> None:
        for widget in self._outlined:
            try:
                if isinstance(widget, GroupCard):
                    widget.set_selected(widget.group.id == self.selected_group_id)
                else:
                    widget.setStyleSheet("")
            except RuntimeError:
                pass  # the card holding it was rebuilt meanwhile
        self._outlined.clear()

    def _set_busy(self, busy: bool) -> None:
        for button in (self.refresh_button, self.create_button):
            button.setEnabled(not busy)

    # --- calling the service -------------------------------------------------------------------------------

    async def _confirmed(self, call: Awaitable[T], widget_for: Callable[[str], QWidget | None] | None = None,
                         ) -> tuple[bool, T | None]:
        """Await a service call; a refusal is shown (not raised) and after a 404 the lists are read again,
        since something changed elsewhere. Unexpected failures propagate to the task registry."""
        try:
            result = await call
        except (ServiceError, NoSecureKeyring) as error:
            self.show_error(error, widget_for)
            if getattr(error, "status", None) == 404:
                await self._reload()
            return False, None
        self.clear_error()
        return True, result

    async def _reload(self) -> None:
        try:
            overview = await self.service.overview()
        except ServiceError as error:
            self.show_error(error)
            return
        if self.local_printers is not None:
            self.local_profiles = await self.local_printers.load_profiles()
        self._show(overview)
        self.refreshed.emit()

    @tracked_slot(exclusive=True)
    async def refresh(self) -> None:
        self._set_busy(True)
        try:
            await self._reload()
        finally:
            self._set_busy(False)

    @tracked_slot()
    async def create_group(self) -> None:
        fields = {"group name": self.new_name_edit, "shops": self.new_shops_edit}
        ok, group = await self._confirmed(
            self.service.create_group(self.new_name_edit.text(), parse_shop_ids(self.new_shops_edit.text())),
            fields.get,
        )
        if ok and group is not None:
            self.new_name_edit.clear()
            self.new_shops_edit.clear()
            self.selected_group_id = group.id
            await self._reload()

    def _card_field(self, group_id: str) -> Callable[[str], QWidget | None]:
        def widget_for(field: str) -> QWidget | None:
            card = self.group_cards.get(group_id)
            return card.widget_for_field(field) if card is not None else None

        return widget_for

    @tracked_slot(str, str)
    async def rename_group(self, group_id: str, name: str) -> None:
        ok, _ = await self._confirmed(self.service.rename_group(group_id, name), self._card_field(group_id))
        if ok:
            await self._reload()

    @tracked_slot(str, list)
    async def allow_shops(self, group_id: str, shop_ids: list[str]) -> None:
        ok, _ = await self._confirmed(self.service.allow_shops(group_id, shop_ids), self._card_field(group_id))
        if ok:
            await self._reload()

    @tracked_slot(str, str, str)
    async def assign_printer(self, group_id: str, printer_id: str, paper_format: str) -> None:
        ok, _ = await self._confirmed(self.service.assign(group_id, printer_id, paper_format),
                                      self._card_field(group_id))
        if ok:
            await self._reload()

    @tracked_slot(str, str)
    async def unassign_printer(self, group_id: str, paper_format: str) -> None:
        ok, _ = await self._confirmed(self.service.unassign(group_id, paper_format), self._card_field(group_id))
        if ok:
            await self._reload()

    def confirm_remove_group(self, group_id: str) -> QMessageBox:
        """Ask first, non-modally to the event loop (open(), never exec() under qasync)."""
        card = self.group_cards.get(group_id)
        name = card.group.name if card is not None else group_id
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Remove printer group"),
                          self.tr("Remove the printer group “%s”? Shops that print through it stop printing "
                                  "directly.") % name,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(
            lambda _result: self._removal_answered(
                group_id, box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes
            )
        )
        self._confirm = box
        box.open()
        return box

    def _removal_answered(self, group_id: str, confirmed: bool) -> None:
        self._confirm = None
        if confirmed:
            self.remove_group(group_id)

    @tracked_slot(str)
    async def remove_group(self, group_id: str) -> None:
        ok, _ = await self._confirmed(self.service.remove_group(group_id), self._card_field(group_id))
        if ok:
            await self._reload()

    @tracked_slot(exclusive=True)
    async def sync_printers(self) -> None:
        self.sync_button.setEnabled(False)
        self.sync_progress.setValue(0)
        self.sync_progress.setVisible(True)
        self.sync_result.setText(self.tr("Synchronising the printer list…"))
        try:
            ok, result = await self._confirmed(
                self.service.sync_printers(lambda share: self.sync_progress.setValue(round(share * 100)))
            )
        finally:
            self.sync_button.setEnabled(True)
            self.sync_progress.setVisible(False)
        if not ok or result is None:
            self.sync_result.setText(self.tr("The sync could not be started."))
            return
        self.sync_result.setText(self._describe_sync(result))
        await self._reload()

    def _describe_sync(self, result: SyncResult) -> str:
        if not result.finished:
            return self.tr("No change to the printer list yet; the sync may still be running. Refresh later.")
        added = ", ".join(printer.name for printer in result.added) or self.tr("none")
        removed = ", ".join(printer.name for printer in result.removed) or self.tr("none")
        return self.tr("Sync finished. Added: %s. Removed: %s.") % (added, removed)

    @tracked_slot()
    async def enable_direct_printing(self) -> None:
        self.enable_button.setEnabled(False)
        try:
            ok, enablement = await self._confirmed(self.service.enable_direct_printing())
        finally:
            self.enable_button.setEnabled(True)
        if not ok or enablement is None:
            return
        self.email_field.setText(enablement.credentials.email)
        self.password_field.setText(enablement.credentials.password)
        if enablement.stored_in_keyring:
            self.credentials_note.setText(self.tr(
                "Enter these in the printing client on the computer with the printers. They are stored in this "
                "computer's keyring; Station will not show the password again."))
            self.credentials_note.setStyleSheet("")
        else:
            self.credentials_note.setText(self.tr(
                "The keyring refused to store these: write them down now. The service shows them only once."))
            self.credentials_note.setStyleSheet("color: #c62828; font-weight: bold;")
        self.credentials_box.setVisible(True)
        self.enable_button.setVisible(False)
        ok, final = await self._confirmed(self.service.follow_status(self._show_status))
        if ok and final is not None and final is not DirectPrintingStatus.READY:
            self.status_label.setText(self.tr("Account: %s (still not ready; refresh later)")
                                      % self.tr(STATUS_TEXT.get(final, str(final))))

    def hide_credentials(self) -> None:
        """Clear the shown credentials: they are in the keyring and are not shown again."""
        self.email_field.clear()
        self.password_field.clear()
        self.credentials_box.setVisible(False)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

