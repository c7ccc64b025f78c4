"""The order shown: its detail, tracking, print jobs, return, history and label preview, and the operator's edit."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QTimer

from station.domain.enums import LabelFormat, ShipmentStatus
from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.services.errors import NoShipmentYet, StationError
from station.services.records import QueuedOrder, ShipmentRecord
from station.ui.async_tasks import tracked_slot
from station.ui.language import format_datetime, translated
from station.ui.return_actions import ReturnActions
from station.ui.window_part import Window, WindowPart

EDIT_KEEP_DELAY_MS = 600  # after the last keystroke of an edit: kept with the order without waiting for a create


class OrderView(WindowPart):
    """The order shown in the detail panel: its shipment, tracking, print jobs, return, history and label preview;
    the operator's edit of it, kept with the order (EditDrafts). Follows PrintJobChanged for the order shown."""

    def __init__(self, window: Window) -> None:
        super().__init__(window)
        # The operator's edit is kept with the order shortly after typing stops, when another order is shown, and
        # before anything is created: every create reads the order's kept draft (ShipmentService.draft_for).
        self._edit_timer = QTimer(window)
        self._edit_timer.setSingleShot(True)
        self._edit_timer.setInterval(EDIT_KEEP_DELAY_MS)
        self._edit_timer.timeout.connect(self.keep_edit)
        window.detail.edited.connect(self._edit_timer.start)
        window.detail.tabs.currentChanged.connect(lambda _index: self.load_tracking_if_shown())
        self.returns = ReturnActions(window)  # the Return tab: the order's returns, each one's label or QR code

    def show(self, order: QueuedOrder | None) -> None:
        another = order is None or self.w.detail.order is None or self.w.detail.order.key != order.key
        if self.w.detail.order is not None and (order is None or order.key != self.w.detail.order.key):
            self.keep_edit()  # the edit of the order shown before stays with that order
        draft = None
        detail_order = self.w.detail.order
        if order is not None and (order.shipment is None or not detail_order or detail_order.key != order.key):
            try:
                draft = self.services.drafts.draft_for(order.key)
            except StationError as error:
                self.w.error_panel.show_exception(error)
        self.w.detail.show_order(order, draft)
        self.w.sheet.labels_changed()
        if order is None:
            self.w.preview.clear()
            return
        if order.shipment is not None and order.shipment.status is not ShipmentStatus.CANCELLED:
            if another:
                self.w.detail.show_tracking([])  # the history of the order shown before is not this one's
            self.load_tracking_if_shown()
            self.show_print_jobs(order.key)
            shipment = order.shipment
            if self.has_label_to_show(order):
                self.load_preview(order.key)
            elif shipment.elsewhere:
                self.w.preview.clear(
                    QT_TRANSLATE_NOOP("OrderView", "Shipped at another station; its label is not printed there yet.")
                )
            else:
                self.w.preview.clear(QT_TRANSLATE_NOOP("OrderView", "The label shows here once it is printed."))
        else:
            self.w.preview.clear(QT_TRANSLATE_NOOP("OrderView", "No shipment yet: Create & print (Ctrl+Enter)."))
            self.w.detail.show_tracking([])
            self.w.detail.show_print_jobs(self.services.printing.jobs_for(order.key), False)
        self._show_return_of(order.key)
        self.show_history(order.key)

    def current_key(self) -> str | None:
        order = self.w.queue.current_order()
        return order.key if order else None

    def has_label_to_show(self, order: QueuedOrder) -> bool:
        """The preview shows a label that was printed, of a shipment that still exists: a cancelled shipment's label
        is void (and the service has none to give for it)."""
        shipment = order.shipment
        if shipment is None or shipment.status is ShipmentStatus.CANCELLED:
            return False
        if self.services.printing.printed_here(order.key):
            return True
        # Made at another station: shown once its label exists there (fetching a pending one would mark it printed).
        return shipment.elsewhere and shipment.status is not ShipmentStatus.PENDING

    def show_history(self, order_key: str) -> None:
        # The operator log keeps what was done to the order here, notes included (the API cannot list notes).
        entries = self.services.store.log.entries(order_key, limit=50)
        # The action in the operator's words, and its detail where Station wrote it in words (names, numbers and the
        # service's words stay as they were recorded).
        self.w.detail.show_notes(
            [
                f"{format_datetime(e.at)} {e.operator}: {action_words(e.action)}"
                + (f" — {translated(e.detail)}" if e.detail else "")
                for e in entries
            ]
        )

    def show_print_jobs(self, order_key: str) -> None:
        self.w.detail.show_print_jobs(
            self.services.printing.jobs_for(order_key), self.services.printing.printed_here(order_key)
        )

    def load_preview(self, order_key: str) -> None:
        """Show the order's label in the format chosen now (a format change loads it again, laid out anew)."""
        self._load_preview(order_key, self.w.format_row.label_format())

    def reload_preview(self) -> None:
        """The label of the order shown again (what joins it on the page changed)."""
        order_key = self.current_key()
        if order_key is not None:
            self.load_preview(order_key)

    def load_tracking_if_shown(self) -> None:
        """Tracking is fetched when the operator looks at it (the Tracking tab, or Refresh), not after every create or
        selection: a shipment just created has no history to show yet."""
        order = self.w.queue.current_order()
        if (
            self.w.detail.tabs.currentWidget() is self.w.detail.tracking_tab
            and order is not None
            and order.shipment is not None
            and order.shipment.status is not ShipmentStatus.CANCELLED
        ):
            self.load_tracking(order.key)

    @tracked_slot(str, exclusive=True)
    async def load_tracking(self, order_key: str) -> None:
        trace = await self.services.shipments.tracking(order_key)
        if self.current_key() == order_key:
            self.w.detail.show_tracking(trace.history)

    @tracked_slot(str, object, exclusive=True)
    async def _load_preview(self, order_key: str, label_format: LabelFormat) -> None:
        positions = None
        if label_format is LabelFormat.A4:
            # A printed label is drawn in the slot it went to; otherwise where it would go now.
            printed = self.services.printing.printed_slot(order_key)
            positions = [printed] if printed is not None else self.w.sheet.positions_for(label_format)
        try:
            shown = await self.services.printing.preview(order_key, label_format, positions)
        except NoShipmentYet:
            # Cancelled while its label was on the way: there is no label to show, and nothing went wrong.
            if self.current_key() == order_key:
                self.w.preview.clear(QT_TRANSLATE_NOOP("OrderView", "No shipment: its label is void."))
            return
        if self.current_key() != order_key or self.w.format_row.label_format() is not label_format:
            return  # another order or format was chosen meanwhile: its own load shows it
        names: dict[str, str] = {
            "label": QT_TRANSLATE_NOOP("OrderView", "Label"),
            "return label": QT_TRANSLATE_NOOP("OrderView", "Return label"),
            "packing slip": QT_TRANSLATE_NOOP("OrderView", "Packing slip"),
        }
        shipment = self.services.orders.get(order_key).shipment
        if shipment is not None:  # multi-collo: a page per parcel, "Parcel 2 of 3 · barcode"
            names.update({f"parcel {number}": title for number, title in enumerate(parcel_titles(shipment), start=1)})
        self.w.preview.set_pdf(shown.pdf, [names[page] for page in shown.pages])

    def _show_return_of(self, order_key: str) -> None:
        """The Return tab shows the selected order's own returns (or none), never the ones shown before."""
        self.returns.show_order(order_key)

    def keep_edit(self) -> None:
        """Keep the detail's unkept edit with its order (a tracked task); nothing when there is none."""
        self._edit_timer.stop()
        order, draft = self.w.detail.order, self.w.detail.edited_draft()
        if order is None or draft is None:
            return
        self.w.detail.edit_kept(draft)
        self.services.drafts.keep(order.key, draft, run=lambda keeping: self.tasks.run(keeping, name="keep_edit"))

    async def edits_kept(self) -> None:
        """Before anything is created: the edit on screen, and every edit still being written, are kept."""
        self.keep_edit()
        await self.services.drafts.all_kept()

    def printed(self, order_keys: Sequence[str]) -> None:
        """Labels of these orders printed, or their job was queued or failed (PrintJobChanged, the outbox's
        reports): the order shown, when it is one of them, shows it."""
        order_key = self.current_key()
        if order_key is None or order_key not in order_keys:
            return
        self.w.detail.show_order(self.services.orders.get(order_key))
        self.show_history(order_key)
        self.show_print_jobs(order_key)
        self.load_preview(order_key)
        self.returns.list_returns(order_key)  # a return's label printed: its row says so

    def sender_changed(self) -> None:
        """A sender address was saved: the order shown (not shipped yet) is sent from it now."""
        order = self.w.queue.current_order()
        if order is not None and self.w.detail.order is not None and self.w.detail.order.key == order.key:
            self.w.detail.set_sender(self.services.shipments.sender_for(order.key))
        self.w.status.showMessage(self.tr("Sender address saved: new shipments are sent from it."), 8000)


def parcel_titles(shipment: ShipmentRecord) -> list[Text]:
    """The A6 preview's page names of a multi-collo shipment: one label per parcel, in parcel order."""
    count = shipment.parcel_count
    barcodes = [shipment.barcode, *(parcel.barcode for parcel in shipment.follow_ups)]
    return [
        QT_TRANSLATE_NOOP("OrderView", "Parcel {number} of {count} · {barcode}").format(
            number=number, count=count, barcode=barcode
        )
        for number, barcode in enumerate(barcodes, start=1)
    ]


# The operator log's actions (station.store's log) in the operator's words; an action not listed shows as recorded.
_ACTIONS: dict[str, Text] = {
    text.source: text
    for text in (
        QT_TRANSLATE_NOOP("OrderHistory", "label printed"),
        QT_TRANSLATE_NOOP("OrderHistory", "label reprinted"),
        QT_TRANSLATE_NOOP("OrderHistory", "note added"),
        QT_TRANSLATE_NOOP("OrderHistory", "print confirmed"),
        QT_TRANSLATE_NOOP("OrderHistory", "print confirmed missing"),
        QT_TRANSLATE_NOOP("OrderHistory", "print failed"),
        QT_TRANSLATE_NOOP("OrderHistory", "print stuck"),
        QT_TRANSLATE_NOOP("OrderHistory", "queued print dropped"),
        QT_TRANSLATE_NOOP("OrderHistory", "return created"),
        QT_TRANSLATE_NOOP("OrderHistory", "return refused"),
        QT_TRANSLATE_NOOP("OrderHistory", "return label printed"),
        QT_TRANSLATE_NOOP("OrderHistory", "return label reprinted"),
        QT_TRANSLATE_NOOP("OrderHistory", "return label saved"),
        QT_TRANSLATE_NOOP("OrderHistory", "shipment cancelled"),
        QT_TRANSLATE_NOOP("OrderHistory", "shipment cancelled elsewhere"),
        QT_TRANSLATE_NOOP("OrderHistory", "shipment created"),
        QT_TRANSLATE_NOOP("OrderHistory", "shipment edited"),
        QT_TRANSLATE_NOOP("OrderHistory", "shipment refused"),
        QT_TRANSLATE_NOOP("OrderHistory", "shipped elsewhere"),
        QT_TRANSLATE_NOOP("OrderHistory", "cancelled elsewhere"),
        QT_TRANSLATE_NOOP("OrderHistory", "ship anyway confirmed"),
        QT_TRANSLATE_NOOP("OrderHistory", "packing slip failed"),
        QT_TRANSLATE_NOOP("OrderHistory", "batch"),
        QT_TRANSLATE_NOOP("OrderHistory", "import"),
        QT_TRANSLATE_NOOP("OrderHistory", "print refused"),
        QT_TRANSLATE_NOOP("OrderHistory", "sheet reset"),
        QT_TRANSLATE_NOOP("OrderHistory", "sync"),
        QT_TRANSLATE_NOOP("OrderHistory", "day closed"),
        QT_TRANSLATE_NOOP("OrderHistory", "operator chosen"),
        QT_TRANSLATE_NOOP("OrderHistory", "contents verified"),
        QT_TRANSLATE_NOOP("OrderHistory", "item refused"),
        QT_TRANSLATE_NOOP("OrderHistory", "verification skipped"),
    )
}


def action_words(action: str) -> str:
    return translated(_ACTIONS[action]) if action in _ACTIONS else action
