"""The order queue panel (filter, table, sync and import) and the scan field that takes every stray keystroke."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QEvent, QItemSelectionModel, QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from station.domain.models import Address
from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.services.records import OrderState, PrintState, QueuedOrder
from station.services.shipped_elsewhere import describe_elsewhere
from station.ui.language import format_datetime, format_time, translated
from station.ui.order_queue_model import Column, FastTableModel
from station.ui.shop_filter import ShopFilter


def _when(moment: datetime | None) -> str:
    return format_datetime(moment) if moment else ""


def _ships_to(order: QueuedOrder) -> Address:
    """The address the shipment goes to: the operator's edit when there is one, as in the detail panel."""
    return order.draft.recipient if order.draft is not None else order.recipient


def state_text(order: QueuedOrder) -> str:
    """The service's fact: the shipment's status there ("printed" means the service handed out the label, not
    that paper came out: that is `label_text`)."""
    if order.shipment is not None:
        return translated(order.shipment.status.display_name)
    if order.state is OrderState.QUEUED:
        return translated(QT_TRANSLATE_NOOP("OrderQueue", "to ship"))
    return order.state.value


# The local print outcome of the newest print job, in operator words (station.services.records.PrintState).
_PAPER_WORDS: dict[PrintState, Text] = {
    PrintState.QUEUED: QT_TRANSLATE_NOOP("OrderQueue", "waiting to print"),
    PrintState.SENDING: QT_TRANSLATE_NOOP("OrderQueue", "printing…"),
    PrintState.FAILED: QT_TRANSLATE_NOOP("OrderQueue", "print failed"),
    PrintState.UNKNOWN: QT_TRANSLATE_NOOP("OrderQueue", "did it come out? confirm"),
}


def label_text(order: QueuedOrder) -> str:
    """This station's fact: did the label come out of a printer here. Never inferred from the service's status.
    An order shipped at another station says so, and when ("shipped elsewhere 14:05"): its label is there."""
    printed = (
        translated(QT_TRANSLATE_NOOP("OrderQueue", "printed"))
        if order.printed_count <= 1
        else translated(QT_TRANSLATE_NOOP("OrderQueue", "printed {count}×").format(count=order.printed_count))
    )
    last = order.last_print
    shipment = order.shipment
    if last is None and shipment is not None and shipment.elsewhere:
        when = format_time(shipment.created_at)[:5] if shipment.created_at else ""
        if shipment.live:
            return translated(QT_TRANSLATE_NOOP("OrderQueue", "shipped elsewhere {time}").format(time=when)).strip()
        return translated(QT_TRANSLATE_NOOP("OrderQueue", "cancelled elsewhere {time}").format(time=when)).strip()
    if last is None:
        return translated(QT_TRANSLATE_NOOP("OrderQueue", "not printed")) if order.shipment is not None else ""
    if last is PrintState.SENT:
        return printed
    words = translated(_PAPER_WORDS[last]) if last in _PAPER_WORDS else last.value
    if not order.printed_count:
        return words
    return translated(QT_TRANSLATE_NOOP("OrderQueue", "{state} (was {printed})").format(state=words, printed=printed))


def _label_facts(order: QueuedOrder) -> tuple[object, ...]:
    """What `label_text` reads of an order (a few distinct values over a whole queue)."""
    shipment = order.shipment
    elsewhere = None
    if shipment is not None and shipment.elsewhere:
        elsewhere = (shipment.live, shipment.created_at)
    return order.printed_count, order.last_print, shipment is None, elsewhere


def label_tooltip(order: QueuedOrder) -> str:
    shipment = order.shipment
    if shipment is not None and shipment.elsewhere:
        # That shipment in words ("Shipped 14:05, shipment 4711, printed"), as the detail says it.
        return translated(
            QT_TRANSLATE_NOOP("OrderQueue", "At another station: {shipment}").format(
                shipment=describe_elsewhere(shipment.id, shipment.status, shipment.created_at)
            )
        )
    return translated(QT_TRANSLATE_NOOP("OrderQueue", "Whether the label came out of a printer at this station"))


# Column positions: views and tests refer to these names, never to bare numbers.
# State comes second: whether an order still needs a label is what the operator looks for first.
# The service's status and the local print outcome are two facts in two columns, never one for the other.
(
    COL_REFERENCE,
    COL_STATE,
    COL_LABEL,
    COL_RECIPIENT,
    COL_POSTAL_CODE,
    COL_CITY,
    COL_COUNTRY,
    COL_CARRIER,
    COL_BARCODE,
    COL_ADDED,
) = range(10)
ORDER_COLUMNS: tuple[Column[QueuedOrder], ...] = (
    Column(QT_TRANSLATE_NOOP("OrderQueue", "Reference"), lambda o: o.reference),
    Column(
        QT_TRANSLATE_NOOP("OrderQueue", "Service status"),
        state_text,
        text_depends_on=lambda o: (o.shipment.status if o.shipment is not None else None, o.state),
        tooltip=lambda o: (
            translated(QT_TRANSLATE_NOOP("OrderQueue", "The shipment's status at the service")) if o.shipment else ""
        ),
    ),
    Column(QT_TRANSLATE_NOOP("OrderQueue", "Label"), label_text, tooltip=label_tooltip, text_depends_on=_label_facts),
    Column(QT_TRANSLATE_NOOP("OrderQueue", "Recipient"), lambda o: _ships_to(o).name),
    Column(QT_TRANSLATE_NOOP("OrderQueue", "Postal code"), lambda o: _ships_to(o).postal_code),
    Column(QT_TRANSLATE_NOOP("OrderQueue", "City"), lambda o: _ships_to(o).city),
    Column(QT_TRANSLATE_NOOP("OrderQueue", "Country"), lambda o: _ships_to(o).country),
    Column(
        QT_TRANSLATE_NOOP("OrderQueue", "Carrier"),
        lambda o: o.draft.carrier.display_name if o.draft else (o.carrier.display_name if o.carrier else ""),
    ),
    Column(QT_TRANSLATE_NOOP("OrderQueue", "Barcode"), lambda o: o.shipment.barcode if o.shipment else ""),
    Column(
        QT_TRANSLATE_NOOP("OrderQueue", "Added"),
        lambda o: _when(o.created_at),
        sort_key=lambda o: o.created_at or datetime.min,
        searchable=False,
    ),
)


class OrderTableModel(FastTableModel[QueuedOrder]):
    """The queue's orders by their stable key."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(ORDER_COLUMNS, key_of=lambda order: order.key, parent=parent)


class OrderQueuePanel(QWidget):
    """Filter field, order table, counts and the queue's own buttons."""

    current_changed = Signal(object)  # the current QueuedOrder or None
    selection_changed = Signal(int)  # how many orders are selected (for the batch button)
    sync_requested = Signal()
    import_requested = Signal()
    import_sample_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = OrderTableModel(self)
        self._current_key: str | None = None
        self._updated_while_loading: dict[str, QueuedOrder] | None = None  # while a full read is under way

        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName("orderFilter")
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.model.set_filter)

        self.count_label = QLabel()
        self.count_label.setObjectName("orderCount")
        self.sync_button = QPushButton()
        self.sync_button.clicked.connect(self.sync_requested)
        self.import_button = QPushButton()
        self.import_button.clicked.connect(self.import_requested)

        self.table = QTableView()
        self.table.setObjectName("orderTable")
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(COL_ADDED, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # Fixed row heights: the view never measures 100,000 rows.
        vertical = self.table.verticalHeader()
        vertical.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vertical.setDefaultSectionSize(self.fontMetrics().height() + 8)
        vertical.hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        for column, width in (
            (COL_REFERENCE, 110),
            (COL_RECIPIENT, 150),
            (COL_POSTAL_CODE, 80),
            (COL_CITY, 110),
            (COL_COUNTRY, 60),
            (COL_CARRIER, 90),
            (COL_STATE, 100),
            (COL_LABEL, 170),
            (COL_BARCODE, 120),
        ):
            header.resizeSection(column, width)
        self.table.selectionModel().currentRowChanged.connect(self._current_row_changed)
        self.table.selectionModel().selectionChanged.connect(
            lambda *_: self.selection_changed.emit(len(self.selected_keys()))
        )
        self.model.modelReset.connect(self._restore_current)
        self.model.filter_applied.connect(self._show_counts)

        self.shop_filter = ShopFilter(self.model)
        top = QHBoxLayout()
        top.addWidget(self.filter_edit, 1)
        top.addWidget(self.shop_filter)
        top.addWidget(self.sync_button)
        top.addWidget(self.import_button)
        # An empty sandbox queue says how to get orders to try Station with (the sandbox has none of its own).
        self.sample_hint = QWidget()
        self.sample_hint.setObjectName("sampleHint")
        self._hint_text = hint_text = QLabel()
        hint_text.setWordWrap(True)
        self.sample_button = QPushButton()
        self.sample_button.setObjectName("importSample")
        self.sample_button.clicked.connect(self.import_sample_requested)
        hint_row = QHBoxLayout(self.sample_hint)
        hint_row.setContentsMargins(4, 2, 4, 2)
        hint_row.addWidget(hint_text, 1)
        hint_row.addWidget(self.sample_button)
        self.sample_hint.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.sample_hint)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)
        self._counts = (0, 0)
        self._loading_text: str | None = None
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.filter_edit.setPlaceholderText(self.tr("Filter: reference, name, postal code, city, barcode…  (Ctrl+F)"))
        self.sync_button.setText(self.tr("Fetch orders"))
        self.sync_button.setToolTip(self.tr("Fetch open orders and pending shipments from the service (F5)"))
        self.import_button.setText(self.tr("Import…"))
        self.import_button.setToolTip(self.tr("Import orders from a CSV or JSON file (Ctrl+O)"))
        self._hint_text.setText(
            self.tr(
                "<b>No orders yet.</b> The sandbox starts without open orders, so "
                "<i>Fetch orders</i> finds none: import the sample orders to try Station."
            )
        )
        self.sample_button.setText(self.tr("Import the sample orders"))
        self.sample_button.setToolTip(
            self.tr("Import the sample orders shipped with Station (station/resources/sample-orders.csv)")
        )
        if self._loading_text is not None:
            self.count_label.setText(translated(self._loading_text))
        else:
            self._show_counts(*self._counts)
        self.model.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- content -----------------------------------------------------------------------------------------
    def show_loading(self, text: str | None = None) -> None:
        """What the count line says while the orders are not there yet."""
        self._loading_text = text or QT_TRANSLATE_NOOP("OrderQueue", "Loading orders…")
        self.count_label.setText(translated(self._loading_text))

    def begin_loading(self) -> None:
        """A full read of the orders has started (off the UI thread); `set_orders` ends it.

        Orders updated meanwhile (a scan, a print) are newer than what that read may return: they are kept.
        """
        if self._updated_while_loading is None:
            self._updated_while_loading = {}
        self.show_loading()

    def show_first(self, orders: Sequence[QueuedOrder]) -> None:
        """The top of the queue (its newest orders) while every order is read: shown, and still loading."""
        self.model.set_rows(orders)
        self.begin_loading()

    @property
    def loading(self) -> bool:
        return self._updated_while_loading is not None

    def set_orders(self, orders: Sequence[QueuedOrder]) -> None:
        newer, self._updated_while_loading = self._updated_while_loading, None
        if newer:
            known = {order.key for order in orders}
            orders = [newer.get(order.key, order) for order in orders]
            orders.extend(order for key, order in newer.items() if key not in known)
        before = self.current_order()
        self.model.set_rows(orders)
        self.shop_filter.orders_changed(orders)
        after = self.current_order()
        if after is not None and after != before:
            self.current_changed.emit(after)  # e.g. the outbox created its shipment meanwhile: show it

    def update_order(self, order: QueuedOrder) -> None:
        if self._updated_while_loading is not None:
            self._updated_while_loading[order.key] = order
        self.model.update_row(order)
        if order.key == self._current_key:
            self.current_changed.emit(order)

    def current_order(self) -> QueuedOrder | None:
        return self.model.row_by_key(self._current_key) if self._current_key else None

    def selected_keys(self) -> list[str]:
        """Keys of the selected orders in the order shown (the batch runs them in this order)."""
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.model.row_at(row).key for row in rows]

    def select_key(self, key: str) -> bool:
        """Make the order with `key` current and visible; clears a filter that hides it. False when unknown."""
        if self.model.row_by_key(key) is None:
            return False
        row = self.model.shown_row_of(key)
        if row is None:
            self.filter_edit.clear()
            self.shop_filter.choose(None)
            row = self.model.shown_row_of(key)
            if row is None:
                return False
        self._current_key = key
        index = self.model.index(row, COL_REFERENCE)
        self.table.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
        )
        self.table.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)
        self.current_changed.emit(self.model.row_by_key(key))
        return True

    # -- internals ---------------------------------------------------------------------------------------
    def _current_row_changed(self, current, _previous) -> None:
        if not current.isValid():
            return
        order = self.model.row_at(current.row())
        if order.key != self._current_key:
            self._current_key = order.key
            self.current_changed.emit(order)

    def _restore_current(self) -> None:
        # A filter keystroke resets the model; keep the order the operator is working on selected if still shown.
        if self._current_key is None:
            return
        row = self.model.shown_row_of(self._current_key)
        if row is not None:
            index = self.model.index(row, COL_REFERENCE)
            self.table.selectionModel().setCurrentIndex(
                index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
            )

    def _show_counts(self, shown: int, total: int) -> None:
        self._counts = (shown, total)
        self._loading_text = None
        if shown == total:
            self.count_label.setText(self.tr("%Ln orders", "", total))
        else:
            self.count_label.setText(
                self.tr("{shown} of %Ln orders", "", total).format(shown=QLocale().toString(shown))
            )


# In an empty scan field these keys zoom the label preview instead of starting a code (no reference or barcode
# starts with them); inside a code they are typed as usual (WEB-10421).
ZOOM_KEYS: dict[str, int] = {"+": 1, "=": 1, "-": -1}


class ScanField(QLineEdit):
    """Where a scanner's keystrokes land: it types the reference or barcode fast and ends with Enter."""

    scanned = Signal(str)
    zoom_requested = Signal(int)  # +1 zoom in, -1 zoom out

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scanField")
        self.setPlaceholderText(self.tr("Scan or type an order reference or barcode, then Enter  (F2)"))
        self.returnPressed.connect(self._submit)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.setPlaceholderText(self.tr("Scan or type an order reference or barcode, then Enter  (F2)"))
        super().changeEvent(event)

    def type_text(self, text: str) -> None:
        """A keystroke's text, as if typed here (what the window's key redirect hands over)."""
        if not self._zoom_key(text):
            self.insert(text)

    def type_key(self, event: QKeyEvent) -> None:
        """A keystroke from elsewhere in the window, as if typed here (the key redirect hands it over whole, so a
        layout-aware field sees its physical key too)."""
        self.type_text(event.text())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        modifiers = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
        if not modifiers and self._zoom_key(event.text()):
            return
        super().keyPressEvent(event)

    def _zoom_key(self, text: str) -> bool:
        step = ZOOM_KEYS.get(text)
        if step is None or self.text():
            return False
        self.zoom_requested.emit(step)
        return True

    def _submit(self) -> None:
        text = self.text().strip()
        self.clear()
        if text:
            self.scanned.emit(text)


def _takes_text(widget: QWidget | None) -> bool:
    """True for widgets where the operator types on purpose; keystrokes there stay there."""
    if widget is None:
        return False
    if isinstance(widget, (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox)):
        return not getattr(widget, "isReadOnly", lambda: False)()
    if isinstance(widget, QComboBox):
        return widget.isEditable()
    # Widgets that handle their own typing (the help overlay, the delivery widget's web view) say so.
    return bool(widget.property("keepsKeys")) or widget.metaObject().className().startswith("QtWebEngine")


class ScanKeyRedirect(QObject):
    """Application event filter: a printable keystroke outside any input field goes to the scan field.

    So a scan works whatever the operator clicked last (a table row, a button), while arrow keys, shortcuts
    and typing in a real input field behave as usual.
    """

    def __init__(self, scan_field: ScanField) -> None:
        super().__init__(scan_field)
        self._scan_field = scan_field

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        focus = QApplication.focusWidget()
        if watched is not focus or focus is self._scan_field or _takes_text(focus):
            return False
        if focus is not None and focus.window() is not self._scan_field.window():
            return False  # a dialog has its own fields
        modifiers = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
        text = event.text()
        if modifiers or not text or not text.isprintable() or text.isspace():
            return False
        self._scan_field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self._scan_field.type_key(event)
        return True


def refocus_scan_field_soon(scan_field: ScanField) -> None:
    """After an action finishes, give the keyboard back to the scan field unless the operator is typing elsewhere."""

    def _refocus() -> None:
        if not _takes_text(QApplication.focusWidget()):
            scan_field.setFocus(Qt.FocusReason.OtherFocusReason)

    QTimer.singleShot(0, _refocus)
