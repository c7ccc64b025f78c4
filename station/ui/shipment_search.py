"""Find any shipment (Ctrl+Shift+F): the service's search in a window of its own beside the main one. Results come a
page at a time from the service; opening one shows it in the shipment detail, with tracking, its label and returns.
Every service call runs as a tracked task of the main window (its failure reaches the one error area)."""

from __future__ import annotations

import logging
from datetime import date
from functools import partial

from PySide6.QtCore import QDate, QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from station.domain.enums import ShipmentStatus
from station.domain.text import QT_TRANSLATE_NOOP
from station.services.shipment_search import FoundShipment, SearchPage, SearchQuery
from station.ui.async_tasks import tracked_slot
from station.ui.language import SaidTexts, format_datetime, translated
from station.ui.window_part import Window, WindowPart

log = logging.getLogger("station.ui.shipment_search")

COLUMNS = (
    QT_TRANSLATE_NOOP("ShipmentSearchDialog", "Created"),
    QT_TRANSLATE_NOOP("ShipmentSearchDialog", "Reference"),
    QT_TRANSLATE_NOOP("ShipmentSearchDialog", "Recipient"),
    QT_TRANSLATE_NOOP("ShipmentSearchDialog", "Postal code"),
    QT_TRANSLATE_NOOP("ShipmentSearchDialog", "Carrier"),
    QT_TRANSLATE_NOOP("ShipmentSearchDialog", "Status"),
    QT_TRANSLATE_NOOP("ShipmentSearchDialog", "Barcode"),
    QT_TRANSLATE_NOOP("ShipmentSearchDialog", "Here"),
)


class ShipmentSearchDialog(QDialog):
    """The search's fields, the page of results, paging and Open."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shipmentSearch")
        # Said again at a language switch (changeEvent), as is the page shown.
        self._said = said = SaidTexts()
        self.destroyed.connect(lambda _gone: said.forget())
        self._page: SearchPage | None = None
        said.say(self.setWindowTitle, lambda: self.tr("Find a shipment"))
        self.setModal(False)
        self.resize(900, 520)

        self.text_edit = QLineEdit()
        self.text_edit.setObjectName("searchText")
        said.say(self.text_edit.setPlaceholderText, lambda: self.tr("Reference, barcode, name or postal code"))
        self.text_edit.setClearButtonEnabled(True)
        self.search_button = QPushButton()
        said.say(self.search_button.setText, lambda: self.tr("Search"))
        self.search_button.setDefault(True)
        self.status_box = QComboBox()
        self.status_box.setObjectName("searchStatus")
        said.item(self.status_box, lambda: self.tr("Any status"), None)
        for status in ShipmentStatus:
            said.item(self.status_box, partial(translated, status.display_name), status)
        self.from_check = QCheckBox()
        said.say(self.from_check.setText, lambda: self.tr("Created from"))
        self.from_edit = _date_edit(QDate.currentDate().addDays(-7))
        self.to_check = QCheckBox()
        said.say(self.to_check.setText, lambda: self.tr("to"))
        self.to_edit = _date_edit(QDate.currentDate())
        self.from_check.toggled.connect(self.from_edit.setEnabled)
        self.to_check.toggled.connect(self.to_edit.setEnabled)
        self.from_edit.setEnabled(False)
        self.to_edit.setEnabled(False)
        self.shop_label = said.label(lambda: self.tr("Shop"))
        self.shop_box = QComboBox()
        self.shop_box.setObjectName("searchShop")

        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("searchResults")
        said.say(
            lambda _words: self.table.setHorizontalHeaderLabels([translated(title) for title in COLUMNS]),
            lambda: "",
            key="headers",
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.message = QLabel()
        self.message.setObjectName("searchMessage")
        self.newer_button = QPushButton()
        said.say(self.newer_button.setText, lambda: self.tr("◀ Newer"))
        self.older_button = QPushButton()
        said.say(self.older_button.setText, lambda: self.tr("Older ▶"))
        self.page_label = QLabel()
        self.page_label.setObjectName("searchPage")
        self.open_button = QPushButton()
        said.say(self.open_button.setText, lambda: self.tr("Open in the detail"))
        said.say(
            self.open_button.setToolTip,
            lambda: self.tr("Show the shipment in the main window: tracking, label, returns (or double-click it)"),
        )
        self.close_button = QPushButton()
        said.say(self.close_button.setText, lambda: self.tr("Close"))
        self.close_button.clicked.connect(self.close)

        fields = QHBoxLayout()
        fields.addWidget(self.text_edit, 1)
        fields.addWidget(self.search_button)
        filters = QHBoxLayout()
        filters.addWidget(self.status_box)
        filters.addWidget(self.from_check)
        filters.addWidget(self.from_edit)
        filters.addWidget(self.to_check)
        filters.addWidget(self.to_edit)
        filters.addStretch(1)
        filters.addWidget(self.shop_label)
        filters.addWidget(self.shop_box)
        paging = QHBoxLayout()
        paging.addWidget(self.newer_button)
        paging.addWidget(self.page_label)
        paging.addWidget(self.older_button)
        paging.addStretch(1)
        paging.addWidget(self.open_button)
        paging.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(fields)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.message)
        layout.addLayout(paging)
        self.show_page(None)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._said.again()
            if self.search_button.isEnabled():  # not while a search is under way ("Searching…" stays)
                self.show_page(self._page)
        super().changeEvent(event)

    def set_shops(self, shops: tuple[str, ...]) -> None:
        """The shops to search in (the list shows only with more than one)."""
        chosen = self.shop_box.currentData()
        self.shop_box.clear()
        for shop in shops or ("",):
            self.shop_box.addItem(shop or self.tr("(the account's shop)"), shop)
        if chosen is not None and self.shop_box.findData(chosen) >= 0:
            self.shop_box.setCurrentIndex(self.shop_box.findData(chosen))
        self.shop_label.setVisible(len(shops) > 1)
        self.shop_box.setVisible(len(shops) > 1)

    def query(self) -> SearchQuery:
        status = self.status_box.currentData()
        return SearchQuery(
            text=self.text_edit.text().strip(),
            statuses=(status,) if isinstance(status, ShipmentStatus) else (),
            created_from=_day(self.from_edit) if self.from_check.isChecked() else None,
            created_to=_day(self.to_edit) if self.to_check.isChecked() else None,
            shop=self.shop_box.currentData() or "",
        )

    def show_searching(self) -> None:
        self.message.setText(self.tr("Searching…"))
        self.search_button.setEnabled(False)
        self.newer_button.setEnabled(False)
        self.older_button.setEnabled(False)

    def show_failed(self) -> None:
        self.message.setText(self.tr("The search did not answer: see the error area of the main window."))
        self.search_button.setEnabled(True)

    def show_page(self, page: SearchPage | None) -> None:
        self._page = page
        self.search_button.setEnabled(True)
        found = page.found if page is not None else ()
        self.table.setRowCount(len(found))
        for row, item in enumerate(found):
            for column, text in enumerate(self._cells(item)):
                cell = QTableWidgetItem(text)
                if column == 0:
                    cell.setData(Qt.ItemDataRole.UserRole, row)
                self.table.setItem(row, column, cell)
        if found:
            self.table.selectRow(0)
        if page is None:
            self.page_label.setText("")
            self.message.setText(self.tr("Search the service for any shipment, also those not in the queue."))
        else:
            self.page_label.setText(self.tr("Page {page} of {pages}").format(page=page.number, pages=page.page_count))
            self.message.setText(
                self.tr("%n shipments found", "", page.total)
                if page.total
                else self.tr("No shipment matches the search.")
            )
        self.newer_button.setEnabled(page is not None and page.number > 1)
        self.older_button.setEnabled(page is not None and page.number < page.page_count)
        self.open_button.setEnabled(bool(found))

    def _cells(self, item: FoundShipment) -> list[str]:
        shipment = item.shipment
        draft = shipment.draft
        created = format_datetime(shipment.created) if shipment.created else ""
        reference = shipment.reference or ""
        if shipment.parent_id:
            reference += "  " + self.tr("(return of #{id})").format(id=shipment.parent_id)
        elif shipment.is_follow_up:
            reference += "  " + self.tr("(parcel of #{id})").format(id=shipment.multi_collo_main_id)
        return [
            created,
            reference,
            draft.recipient.name,
            draft.recipient.postal_code,
            draft.carrier.display_name,
            translated(shipment.status.display_name),
            shipment.barcode or "",
            self.tr("in the queue") if item.order_key else "",
        ]

    def chosen_row(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None


class ShipmentSearchActions(WindowPart):
    """The dialog's work: searching, paging and opening, each a tracked task of the window."""

    def __init__(self, window: Window) -> None:
        super().__init__(window)
        self.dialog = ShipmentSearchDialog(window)
        self.page: SearchPage | None = None
        self._generation = 0  # a page answered for an older search (or page click) than the newest is dropped
        dialog = self.dialog
        dialog.search_button.clicked.connect(lambda: self.search())
        dialog.newer_button.clicked.connect(lambda: self.go_to(self.page.number - 1 if self.page else 1))
        dialog.older_button.clicked.connect(lambda: self.go_to(self.page.number + 1 if self.page else 1))
        dialog.open_button.clicked.connect(lambda: self.open_chosen())
        dialog.table.doubleClicked.connect(lambda _index: self.open_chosen())

    def show(self) -> None:
        self.dialog.set_shops(self.services.shop_credentials.distinct_shops())
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        self.dialog.text_edit.setFocus()
        self.dialog.text_edit.selectAll()

    def search(self) -> None:
        self._generation += 1
        self.dialog.show_searching()
        self.tasks.run(self._search(self._generation, self.dialog.query()), name="search shipments", retry=self.search)

    def go_to(self, number: int) -> None:
        self._generation += 1
        self.dialog.show_searching()
        self.tasks.run(self._page(self._generation, number), name="search page")

    async def _search(self, generation: int, query: SearchQuery) -> None:
        try:
            page = await self.services.search.search(query)
        except BaseException:
            if generation == self._generation:
                self.dialog.show_failed()
            raise
        self._show(generation, page)

    async def _page(self, generation: int, number: int) -> None:
        try:
            page = await self.services.search.page(number)
        except BaseException:
            if generation == self._generation:
                self.dialog.show_failed()
            raise
        self._show(generation, page)

    def _show(self, generation: int, page: SearchPage) -> None:
        if generation != self._generation:
            return  # the operator asked for something newer meanwhile
        self.page = page
        self.dialog.show_page(page)

    def open_chosen(self) -> None:
        row = self.dialog.chosen_row()
        if self.page is None or row is None or row >= len(self.page.found):
            return
        self.open_found(self.page.found[row])

    @tracked_slot(object)
    async def open_found(self, found: FoundShipment) -> None:
        order_key = await self.services.search.open(found)
        log.info("opened shipment %s as order %s", found.shipment.id, order_key)
        if not self.w.queue.select_key(order_key):
            self.w.queue_actions.refresh_rows([order_key])
            self.w.queue.select_key(order_key)
        self.w.detail.tabs.setCurrentIndex(0)
        self.w.raise_()
        self.w.activateWindow()


def open_shipment_search(window: Window) -> ShipmentSearchActions:
    """The window's one search (made on first use), shown and focused."""
    actions = getattr(window, "shipment_search", None)
    if not isinstance(actions, ShipmentSearchActions):
        actions = ShipmentSearchActions(window)
        window.shipment_search = actions  # type: ignore[attr-defined]
    actions.show()
    return actions


def _date_edit(initial: QDate) -> QDateEdit:
    edit = QDateEdit(initial)
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("dd-MM-yyyy")
    return edit


def _day(edit: QDateEdit) -> date:
    chosen = edit.date()
    return date(chosen.year(), chosen.month(), chosen.day())
