"""The queue's shop filter: with orders of several shops in the queue, show one shop's (or all)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QWidget

from station.services.records import QueuedOrder
from station.ui.order_queue_model import FastTableModel

ALL_SHOPS = None


class ShopFilter(QComboBox):
    """ "All shops" or one shop of the queue's orders; hidden while the queue holds one shop's orders only."""

    def __init__(self, model: FastTableModel[QueuedOrder], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shopFilter")
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self._model = model
        self._shops: tuple[str, ...] = ()
        self.addItem("", ALL_SHOPS)
        self.retranslate_ui()
        self.currentIndexChanged.connect(self._apply)
        self.hide()

    def retranslate_ui(self) -> None:
        self.setToolTip(self.tr("Show the orders of one shop"))
        self.setItemText(0, self.tr("All shops"))
        for index in range(1, self.count()):
            if not self.itemData(index):  # an order naming no shop: the account's default
                self.setItemText(index, self.tr("(default shop)"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    @property
    def shop(self) -> str | None:
        """The shop shown, or None for all."""
        data = self.currentData()
        return data if isinstance(data, str) else None

    def choose(self, shop: str | None) -> None:
        index = self.findData(shop) if shop is not None else 0
        if index >= 0:
            self.setCurrentIndex(index)

    def orders_changed(self, orders: Sequence[QueuedOrder]) -> None:
        """The queue's orders were read anew: offer their shops (an order naming none is the account's default)."""
        shops = tuple(sorted({order.shop for order in orders}))
        if shops == self._shops:
            return
        self._shops = shops
        chosen = self.shop
        kept = chosen if chosen in shops else None
        self.blockSignals(True)
        while self.count() > 1:
            self.removeItem(1)
        for shop in shops:
            self.addItem(shop or self.tr("(default shop)"), shop)
        self.setCurrentIndex(self.findData(kept) if kept is not None else 0)
        self.blockSignals(False)
        self.setVisible(len(shops) > 1)
        if kept != chosen:  # the shop shown left the queue: show all again
            self._apply()

    def _apply(self) -> None:
        shop = self.shop
        self._model.set_restriction(None if shop is None else (lambda order: order.shop == shop))
