"""The printer-groups panel: printers, printer groups and their assignments, sync, and direct printing enablement."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.services.local_printers import LocalPrinters, profile_name
from station.services.printer_groups import (
    PrinterGroupsService,
    PrintingOverview,
    PrintingStatus,
    SyncResult,
    is_ready,
    needs_enabling,
    refusal_of,
    status_text,
)
from station.ui.async_tasks import TaskRegistry, tracked_slot
from station.ui.language import SaidTexts, translated
from station.ui.printer_group_cards import FORMATS, GroupCard, PrinterList, parse_shop_ids
from station.ui.question_box import QuestionBox
from station.ui.sync_progress import SyncProgressView

log = logging.getLogger("station.ui.printer_groups")

T = TypeVar("T")

# From this width on the printers and the groups stand side by side; below it, one above the other.
SIDE_BY_SIDE_WIDTH = 640
NARROW_PRINTER_LIST_HEIGHT = 110
QWIDGETSIZE_MAX = 16_777_215  # Qt's "no maximum"
INVALID_STYLE = "border: 2px solid #c62828;"
REFUSED_CARD_STYLE = "QFrame#groupCard { border: 2px solid #c62828; border-radius: 6px; background: palette(base); }"


class PrinterGroupsPanel(QWidget):
    """Everything about direct printing for this account, plus which local profile serves which format.

    Every change goes through the service and is followed by a refresh; the panel shows only what the
    service confirmed. A refusal outlines the widget of the field at fault and, like every failure of its
    task registry's calls, reaches the operator through the window's one error area.
    """

    refreshed = Signal()

    def __init__(
        self,
        service: PrinterGroupsService,
        local_printers: LocalPrinters | None = None,
        tasks: TaskRegistry | None = None,
        parent: QWidget | None = None,
    ) -> None:
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
        self._said = SaidTexts()  # every text below, said again at a language switch
        self.destroyed.connect(self._said.forget)
        self._last_sync: SyncResult | None = None
        self._confirm: QMessageBox | None = None

        # Direct printing account (spec §3).
        self.status_label = QLabel(self)
        self._said.say(self.status_label.setText, lambda: self.tr("Account: …"))
        self.status_label.setObjectName("printingStatus")
        # Its own line, wrapped: a long state ("Not enabled yet (initialization required)") never widens the panel.
        self.status_label.setWordWrap(True)
        self.enable_button = QPushButton(self)
        self._said.say(self.enable_button.setText, lambda: self.tr("Enable direct printing"))
        self.enable_button.setVisible(False)
        self.refresh_button = QPushButton(self)
        self._said.say(self.refresh_button.setText, lambda: self.tr("Refresh"))
        self.credentials_box = self._build_credentials_box()

        # Printers.
        self.printer_list = PrinterList(self)
        self.sync_button = QPushButton(self)
        self._said.say(self.sync_button.setText, lambda: self.tr("Sync printers"))
        self.sync_progress = SyncProgressView(self)
        self.sync_result = QLabel(self)
        self.sync_result.setObjectName("syncResult")
        self.sync_result.setWordWrap(True)
        printers_box = QGroupBox(self)
        self._said.say(printers_box.setTitle, lambda: self.tr("Printers"))
        printers_layout = QVBoxLayout(printers_box)
        printers_layout.addWidget(self.printer_list, 1)
        hint = QLabel(printers_box)
        self._said.say(hint.setText, lambda: self.tr("Drag a printer onto a group's format."))
        hint.setStyleSheet("color: palette(mid);")
        hint.setWordWrap(True)
        printers_layout.addWidget(hint)
        printers_layout.addWidget(self.sync_button)
        printers_layout.addWidget(self.sync_progress)
        printers_layout.addWidget(self.sync_result)

        # Groups.
        self.new_name_edit = QLineEdit(self)
        self.new_name_edit.setObjectName("newGroupName")
        self._said.say(self.new_name_edit.setPlaceholderText, lambda: self.tr("New group name"))
        self.new_shops_edit = QLineEdit(self)
        self.new_shops_edit.setObjectName("newGroupShops")
        self._said.say(self.new_shops_edit.setPlaceholderText, lambda: self.tr("shops, e.g. 1001"))
        self.create_button = QPushButton(self)
        self._said.say(self.create_button.setText, lambda: self.tr("Create group"))
        self.cards_host = QWidget(self)
        self.cards_layout = QVBoxLayout(self.cards_host)
        self.cards_layout.setContentsMargins(0, 0, 0, 0)
        self.cards_layout.addStretch(1)
        self.no_groups_label = QLabel(self.cards_host)
        self._said.say(self.no_groups_label.setText, lambda: self.tr("No printer groups yet."))
        self.cards_layout.insertWidget(0, self.no_groups_label)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.cards_host)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        # Fixed policies: a bar that appears and disappears as cards are rebuilt makes the layout jump.
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        groups_box = QGroupBox(self)
        self._said.say(groups_box.setTitle, lambda: self.tr("Printer groups"))
        create_row = QHBoxLayout()
        create_row.addWidget(self.new_name_edit, 2)
        create_row.addWidget(self.new_shops_edit, 1)
        create_row.addWidget(self.create_button)
        groups_layout = QVBoxLayout(groups_box)
        groups_layout.addLayout(create_row)
        groups_layout.addWidget(scroll, 1)

        # This station's profiles beside the selected group's printers.
        self.station_box = QGroupBox(self)
        self._said.say(self.station_box.setTitle, lambda: self.tr("This station"))
        self.station_grid = QGridLayout(self.station_box)
        self.station_cells: dict[str, tuple[QLabel, QLabel]] = {}
        self.station_title = QLabel(self.station_box)
        self._said.say(self.station_title.setText, lambda: self.tr("Select a group to compare."))
        self.station_title.setWordWrap(True)
        self.station_grid.addWidget(self.station_title, 0, 0, 1, 3)
        for column, heading in enumerate(
            (lambda: "", lambda: self.tr("Group prints on"), lambda: self.tr("This station prints on"))
        ):
            label = self._said.label(lambda heading=heading: f"<i>{heading()}</i>", self.station_box)  # type: ignore[misc]
            self.station_grid.addWidget(label, 1, column)
        for row, fmt in enumerate(FORMATS, start=2):
            remote, local = QLabel("—", self.station_box), QLabel("—", self.station_box)
            remote.setWordWrap(True)  # "Save A6 labels as PDF → PDF folder" wraps in a narrow pane
            local.setWordWrap(True)
            remote.setObjectName(f"groupPrinter{fmt}")
            local.setObjectName(f"localProfile{fmt}")
            self.station_grid.addWidget(QLabel(f"<b>{fmt}</b>", self.station_box), row, 0)
            self.station_grid.addWidget(remote, row, 1)
            self.station_grid.addWidget(local, row, 2)
            self.station_cells[fmt] = (remote, local)
        self.station_grid.setColumnStretch(1, 1)
        self.station_grid.setColumnStretch(2, 1)

        top = QHBoxLayout()
        top.addWidget(self._said.label(lambda: self.tr("<b>Direct printing</b>"), self))
        top.addStretch(1)
        top.addWidget(self.enable_button)
        top.addWidget(self.refresh_button)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(groups_box, 1)
        right_layout.addWidget(self.station_box)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter = splitter  # side by side when the pane is wide, one above the other when narrow
        splitter.addWidget(printers_box)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status_label)
        layout.addWidget(self.credentials_box)
        layout.addWidget(splitter, 1)

        self.refresh_button.clicked.connect(self.refresh)
        self.create_button.clicked.connect(self.create_group)
        self.new_name_edit.returnPressed.connect(self.create_group)
        self.sync_button.clicked.connect(self.sync_printers)
        self.enable_button.clicked.connect(self.enable_direct_printing)
        self._set_busy(False)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        # The window's third pane is narrow on a laptop screen (1280 px): the printers then stand above the groups.
        wide = event.size().width() >= SIDE_BY_SIDE_WIDTH
        orientation = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
        if self.splitter.orientation() is not orientation:
            self.splitter.setOrientation(orientation)
            # Above the groups, the printer list is short (it scrolls): the groups get the height.
            self.printer_list.setMaximumHeight(QWIDGETSIZE_MAX if wide else NARROW_PRINTER_LIST_HEIGHT)
            printers_box = self.splitter.widget(0)
            if wide:
                # Back from one above the other: the sizes were heights; the printers get their third again.
                width = event.size().width()
                self.splitter.setSizes([width // 3, width - width // 3])
            elif printers_box is not None:
                self.splitter.setSizes([printers_box.minimumSizeHint().height(), QWIDGETSIZE_MAX])
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._said.again()
            if self.overview is not None:
                self._show(self.overview)  # the group cards, built again in the new words
            if self.sync_result.text() and self._last_sync is not None:
                self.sync_result.setText(self._describe_sync(self._last_sync))
        super().changeEvent(event)

    def _build_credentials_box(self) -> QGroupBox:
        box = QGroupBox(self)
        self._said.say(box.setTitle, lambda: self.tr("Direct printing credentials — shown only now"))
        box.setObjectName("credentialsBox")
        self.credentials_note = self._said.label(
            lambda: self.tr(
                "Enter these in the printing client on the computer with the printers. They are stored in this "
                "computer's keyring; Station will not show the password again."
            ),
            box,
        )
        self.credentials_note.setWordWrap(True)
        self.email_field = QLineEdit(box)
        self.email_field.setReadOnly(True)
        self.password_field = QLineEdit(box)
        self.password_field.setReadOnly(True)
        self.password_field.setObjectName("printingPassword")
        self.copy_button = QPushButton(box)
        self._said.say(self.copy_button.setText, lambda: self.tr("Copy password"))
        self.copy_email_button = QPushButton(box)
        self._said.say(self.copy_email_button.setText, lambda: self.tr("Copy e-mail"))
        self.done_button = QPushButton(box)
        self._said.say(self.done_button.setText, lambda: self.tr("I have saved them"))
        grid = QGridLayout(box)
        grid.addWidget(self.credentials_note, 0, 0, 1, 3)
        grid.addWidget(self._said.label(lambda: self.tr("E-mail"), box), 1, 0)
        grid.addWidget(self.email_field, 1, 1)
        grid.addWidget(self.copy_email_button, 1, 2)
        grid.addWidget(self._said.label(lambda: self.tr("Password"), box), 2, 0)
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

    def _show_status(self, status: PrintingStatus) -> None:
        self._said.say(self.status_label.setText, lambda: self.tr("Account: %s") % translated(status_text(status)))
        self.enable_button.setVisible(needs_enabling(status))

    def select_group(self, group_id: str | None) -> None:
        """Mark the group and show its printers beside this station's profiles (per format)."""
        self.selected_group_id = group_id
        for card_id, card in self.group_cards.items():
            card.set_selected(card_id == group_id)
        group = self.overview.group(group_id) if self.overview is not None and group_id else None
        profiles = self.local_profiles
        self._said.say(
            self.station_title.setText,
            lambda: (
                self.tr("Group “%s” next to this station's printer profiles.") % group.name
                if group
                else self.tr("Select a group to compare.")
            ),
        )
        for fmt, (remote, local) in self.station_cells.items():
            printer_id = group.printer_for(fmt) if group else None
            printer = self.overview.printer(printer_id) if self.overview is not None and printer_id else None
            self._said.say(
                remote.setText,
                lambda printer=printer: (  # type: ignore[misc]
                    printer.name if printer else (self.tr("not assigned") if group else "—")
                ),
            )
            profile = profiles.get(LabelFormat(fmt))
            local.setText(
                f"{translated(profile_name(profile.name))} → {translated(profile.destination)}" if profile else "—"
            )

    def set_local_profiles(self, profiles: dict[LabelFormat, PrinterProfile]) -> None:
        """This station's profiles changed (the profiles dialog saved): show them beside the group."""
        self.local_profiles = dict(profiles)
        self.select_group(self.selected_group_id)

    def _outline(self, fields: tuple[str, ...], widget_for: Callable[[str], QWidget | None] | None) -> None:
        """The widgets of the fields a refusal names (the group's card when it names none) are outlined."""
        self._clear_outlines()
        if widget_for is None:
            return
        for field in fields or ("",):
            widget = widget_for(field)
            if widget is not None:
                widget.setStyleSheet(REFUSED_CARD_STYLE if isinstance(widget, GroupCard) else INVALID_STYLE)
                self._outlined.append(widget)

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

    async def _answered(self, call: Awaitable[T], widget_for: Callable[[str], QWidget | None] | None = None) -> T:
        """Await a service call. A refusal outlines the field at fault, and the lists are read again when they
        changed elsewhere; then it goes on, like every failure, to the task registry: the window's error area."""
        try:
            result = await call
        except Exception as error:
            refusal = refusal_of(error)
            if refusal is not None:
                self._outline(refusal.fields, widget_for)
                log.info("printing API refused: fields %s", ", ".join(refusal.fields) or "none")  # never secrets
                if refusal.lists_changed:
                    await self._reload()
            raise
        self._clear_outlines()
        return result

    async def _reload(self) -> None:
        overview = await self.service.overview()
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
        group = await self._answered(
            self.service.create_group(self.new_name_edit.text(), parse_shop_ids(self.new_shops_edit.text())),
            fields.get,
        )
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
        await self._answered(self.service.rename_group(group_id, name), self._card_field(group_id))
        await self._reload()

    @tracked_slot(str, list)
    async def allow_shops(self, group_id: str, shop_ids: list[str]) -> None:
        await self._answered(self.service.allow_shops(group_id, shop_ids), self._card_field(group_id))
        await self._reload()

    @tracked_slot(str, str, str)
    async def assign_printer(self, group_id: str, printer_id: str, paper_format: str) -> None:
        await self._answered(self.service.assign(group_id, printer_id, paper_format), self._card_field(group_id))
        await self._reload()

    @tracked_slot(str, str)
    async def unassign_printer(self, group_id: str, paper_format: str) -> None:
        await self._answered(self.service.unassign(group_id, paper_format), self._card_field(group_id))
        await self._reload()

    def confirm_remove_group(self, group_id: str) -> QMessageBox:
        """Ask first, non-modally to the event loop (open(), never exec() under qasync)."""
        card = self.group_cards.get(group_id)
        name = card.group.name if card is not None else group_id
        box = QuestionBox(
            lambda: self.tr("Remove printer group"),
            lambda: (
                self.tr("Remove the printer group “%s”? Shops that print through it stop printing directly.") % name
            ),
            lambda confirmed: self._removal_answered(group_id, confirmed),
            self,
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
        await self._answered(self.service.remove_group(group_id), self._card_field(group_id))
        await self._reload()

    @tracked_slot(exclusive=True)
    async def sync_printers(self) -> None:
        self.sync_button.setEnabled(False)
        self.sync_progress.start()
        self._said.say(self.sync_result.setText, lambda: "")
        try:
            result = await self._answered(self.service.sync_printers(self.sync_progress.show_progress))
        except Exception:
            self._said.say(self.sync_result.setText, lambda: self.tr("The sync could not be started."))
            raise
        finally:
            self.sync_button.setEnabled(True)
            self.sync_progress.finish()
        self._last_sync = result
        self.sync_result.setText(self._describe_sync(result))
        await self._reload()

    def _describe_sync(self, result: SyncResult) -> str:
        if not result.finished:
            return self.tr(
                "The printer list did not change while Station waited; the sync may still be running. Refresh later."
            )
        added = ", ".join(printer.name for printer in result.added) or self.tr("none")
        removed = ", ".join(printer.name for printer in result.removed) or self.tr("none")
        return self.tr("Sync finished. Added: %s. Removed: %s.") % (added, removed)

    @tracked_slot()
    async def enable_direct_printing(self) -> None:
        self.enable_button.setEnabled(False)
        try:
            enablement = await self._answered(self.service.enable_direct_printing())
        finally:
            self.enable_button.setEnabled(True)
        self.email_field.setText(enablement.credentials.email)
        self.password_field.setText(enablement.credentials.password)
        if enablement.stored_in_keyring:
            self._said.say(
                self.credentials_note.setText,
                lambda: self.tr(
                    "Enter these in the printing client on the computer with the printers. They are stored in this "
                    "computer's keyring; Station will not show the password again."
                ),
            )
            self.credentials_note.setStyleSheet("")
        else:
            self._said.say(
                self.credentials_note.setText,
                lambda: self.tr(
                    "The keyring refused to store these: write them down now. The service shows them only once."
                ),
            )
            self.credentials_note.setStyleSheet("color: #c62828; font-weight: bold;")
        self.credentials_box.setVisible(True)
        self.enable_button.setVisible(False)
        final = await self._answered(self.service.follow_status(self._show_status))
        if not is_ready(final):
            self._said.say(
                self.status_label.setText,
                lambda: self.tr("Account: %s (still not ready; refresh later)") % translated(status_text(final)),
            )

    def hide_credentials(self) -> None:
        """Clear the shown credentials: they are in the keyring and are not shown again."""
        self.email_field.clear()
        self.password_field.clear()
        self.credentials_box.setVisible(False)
