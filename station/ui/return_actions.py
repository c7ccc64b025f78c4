"""The window's part for returns (the Return tab): the order's returns listed (the store's at once, the service's
after), the one selected shown with its label or QR code, its label printed (a second time only after asking),
saved as PDF; a return just created joins the list."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from station.domain.enums import LabelFormat
from station.services.records import ShipmentRecord
from station.ui.async_tasks import tracked_slot
from station.ui.label_dialogs import answered_yes_again, ask_to_print_again, open_save_pdf_dialog
from station.ui.return_tab import ReturnTab
from station.ui.window_part import Window, WindowPart

log = logging.getLogger("station.ui.returns")


class ReturnActions(WindowPart):
    """What the Return tab shows and does for the order shown (services.returns)."""

    def __init__(self, window: Window) -> None:
        super().__init__(window)
        self._save_dialog: QFileDialog | None = None
        tab = self.tab
        tab.return_selected.connect(self.select)
        tab.print_requested.connect(self.print_label)
        tab.save_requested.connect(self.choose_file)
        window.detail.tabs.currentChanged.connect(lambda _index: self._tab_changed())

    @property
    def tab(self) -> ReturnTab:
        return self.w.detail.return_tab

    def _tab_shown(self) -> bool:
        return self.w.detail.tabs.currentWidget() is self.tab

    def show_order(self, order_key: str) -> None:
        """The order's returns as recorded here at once; while the Return tab is shown, the service is asked for the
        rest in the background (as tracking, only when the operator looks: not on every selection)."""
        self.list_returns(order_key)
        if self._tab_shown():
            self._gather_if_shipped(order_key)

    def _tab_changed(self) -> None:
        order_key = self.w.shown_order.current_key()
        if order_key is None or not self._tab_shown() or self.w.services is None:
            return
        self._gather_if_shipped(order_key)
        if self.tab.shown_return_id is not None:
            self._load_shown(order_key, self.tab.shown_return_id)

    def _gather_if_shipped(self, order_key: str) -> None:
        order = self.services.orders.get(order_key)
        if order.shipment is not None:
            self.gather(order_key)

    def list_returns(self, order_key: str, chosen: int | None = None) -> None:
        """Lists the order's returns and shows one: `chosen`, else the one shown, else the newest live one."""
        returns = self.services.returns.returns_of(order_key)
        if not returns:
            self.w.detail.show_no_return()
            return
        printed = [returned.id for returned in returns if self.services.returns.printed(returned.id)]
        self.tab.show_returns(returns, printed)
        ids = [returned.id for returned in returns]
        live = [returned.id for returned in returns if returned.live]
        shown = self.tab.shown_return_id
        pick = chosen if chosen in ids else shown if shown in ids else (live or ids)[0]
        self.tab.select_return(pick)

    @tracked_slot(str, exclusive=True)
    async def gather(self, order_key: str) -> None:
        before = [(r.id, r.status, r.barcode) for r in self.services.returns.returns_of(order_key)]
        after = await self.services.returns.gather(order_key)
        if self.w.shown_order.current_key() == order_key and [(r.id, r.status, r.barcode) for r in after] != before:
            self.list_returns(order_key)

    def select(self, return_id: int) -> None:
        """The operator (or the list) chose a return: its state, and its label or its QR code."""
        order_key = self.w.shown_order.current_key()
        if order_key is None:
            return
        returned = self.services.returns.return_for(order_key, return_id)
        self.w.detail.show_return(returned, None, reveal=False)
        if self._tab_shown():
            self._load_shown(order_key, return_id)

    def _load_shown(self, order_key: str, return_id: int) -> None:
        """The return's label (fetched from the service, or kept from its print) or QR code, once the tab is seen."""
        returned = self.services.returns.return_for(order_key, return_id)
        if self.services.returns.has_label(returned):
            if self.tab.label_shown_of != return_id:  # a label does not change once created
                self.load_label(order_key, return_id)
        elif returned.qr_url and returned.live and self.tab.qr_shown_of != return_id:  # fetched once, as a label
            self.load_qr(order_key, return_id)

    @tracked_slot(str, int, exclusive=True)
    async def load_label(self, order_key: str, return_id: int) -> None:
        pdf = await self.services.returns.label_pdf(order_key, return_id)
        if self.w.shown_order.current_key() == order_key:
            self.tab.show_label(return_id, pdf)

    @tracked_slot(str, int, exclusive=True)
    async def load_qr(self, order_key: str, return_id: int) -> None:
        returned = self.services.returns.return_for(order_key, return_id)
        qr = await self.services.shipments.return_qr(returned)
        if qr is not None and self.w.shown_order.current_key() == order_key and self.tab.shown_return_id == return_id:
            self.w.detail.show_return(returned, qr, reveal=False)

    def created(self, order_key: str, record: ShipmentRecord) -> None:
        """A return was created for the order: listed and shown, the Return tab turned to."""
        if self.w.shown_order.current_key() != order_key:
            return
        self.list_returns(order_key, record.id)
        self.w.detail.show_return(record, None)  # turns to the Return tab

    # -- printing --------------------------------------------------------------------------------------------
    @tracked_slot(int, object)
    async def print_label(self, return_id: int, label_format: LabelFormat) -> None:
        """Prints the return's label; one printed before is printed again only after the operator said so."""
        order_key = self.w.shown_order.current_key()
        if order_key is None:
            return
        if not self.services.returns.printed(return_id):
            await self._print(order_key, return_id, label_format, reprint=False)
            return
        topic = f"return-reprint:{return_id}"
        if answered_yes_again(self.w.detail.question, topic):
            return  # asked already: the second press is the yes
        ask_to_print_again(
            self.w.detail.question,
            topic,
            self.tr("<b>The label of return #{id} was printed already.</b> Print it again?").format(id=return_id),
            lambda: self._reprint(order_key, return_id, label_format),
            self.tr("Print the return label once more (Alt+Y)"),
        )

    @tracked_slot(str, int, object)
    async def _reprint(self, order_key: str, return_id: int, label_format: LabelFormat) -> None:
        if self.w.shown_order.current_key() == order_key:
            await self._print(order_key, return_id, label_format, reprint=True)

    async def _print(self, order_key: str, return_id: int, label_format: LabelFormat, *, reprint: bool) -> None:
        # On A4 the slot the sheet picker chose, else the next free one: the rule every label on the sheet follows.
        positions = self.w.sheet.positions_for(LabelFormat.A4, 1) if label_format is LabelFormat.A4 else None
        job = await self.services.returns.print_label(
            order_key, return_id, label_format, positions[:1] if positions else None, reprint=reprint
        )
        # The list says it is printed when the print's change event reaches the order shown (OrderView.printed).
        self.w.shipment_actions.show_job_outcome(
            job, self.tr("Return label reprinted") if reprint else self.tr("Return label printed")
        )

    # -- saving ------------------------------------------------------------------------------------------------
    def choose_file(self, return_id: int) -> None:
        """Asks where to save the return's label (non-modal: the loop keeps running)."""
        order = self.w.queue.current_order()
        if order is None:
            return
        self._save_dialog = open_save_pdf_dialog(
            self.w,
            self.tr("Save the return label as PDF"),
            f"{order.reference}-return-{return_id}.pdf",
            "saveReturnPdfDialog",
            lambda path: self.save(order.key, return_id, path),
        )

    @tracked_slot(str, int, str)
    async def save(self, order_key: str, return_id: int, path: str) -> None:
        saved = await self.services.returns.save_pdf(order_key, return_id, Path(path))
        log.info("return label %s saved as %s", return_id, saved)
        self.w.status.showMessage(self.tr("Return label #{id} saved as {path}").format(id=return_id, path=saved), 8000)
        if self.w.shown_order.current_key() == order_key:
            self.w.shown_order.show_history(order_key)
