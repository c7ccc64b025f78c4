"""The main window's own texts (its title, the sandbox banner, the scan bar, the menus), said in the language spoken
now: at start and at every language change (the panels say their own)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from station.domain.text import QT_TRANSLATE_NOOP
from station.ui.language import translated
from station.ui.window_menus import retranslate_menus
from station.ui.window_part import Window

SANDBOX_BANNER = QT_TRANSLATE_NOOP(
    "MainWindow", "Sandbox — labels are not real. Station is talking to its built-in test service on this computer."
)


def retranslate_window(window: Window) -> None:
    window.setWindowTitle(
        QCoreApplication.translate("MainWindow", "Station — sandbox") if window.sandbox else "Station"
    )
    window.banner.setText(translated(SANDBOX_BANNER))
    window.scan_to_print.setText(QCoreApplication.translate("MainWindow", "Scan to print"))
    window.scan_to_print.setToolTip(
        QCoreApplication.translate("MainWindow", "A scan creates the shipment and prints its label in one go (Ctrl+T)")
    )
    window.scan_label.setText(QCoreApplication.translate("MainWindow", "&Scan"))
    retranslate_menus(window.menus, window.actions_by_id)
    window.sync_shipment_actions()
    window.scan_commands.retranslate()
    if window.services is not None and (order_key := window.shown_order.current_key()) is not None:
        window.shown_order.show_history(order_key)  # the order's history in the new words
