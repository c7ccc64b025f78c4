"""The window's actions (each with its shortcut, station.ui.shortcuts) and the menus that hold them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.ui.language import translated
from station.ui.language_menu import LanguageMenu
from station.ui.shipment_search import open_shipment_search
from station.ui.shortcuts import ACTIONS, make_action, retranslate_actions
from station.ui.window_part import Window


def build_actions(window: Window) -> tuple[dict[str, QAction], list[tuple[QMenu, Text]]]:
    """The window's actions with their shortcuts (station.ui.shortcuts) and its menus: the actions by id, and each
    menu with its title (for `retranslate_menus`)."""

    def focus_printers() -> None:
        if window.printer_groups is not None:
            window.printer_groups.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def focus_filter() -> None:
        window.queue.filter_edit.setFocus()
        window.queue.filter_edit.selectAll()

    def focus_note() -> None:
        window.detail.tabs.setCurrentIndex(window.detail.tabs.count() - 1)
        window.detail.note_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)

    handlers: dict[str, Callable[[], object]] = {
        "focus_scan": lambda: window.scan_field.setFocus(Qt.FocusReason.ShortcutFocusReason),
        "toggle_scan_to_print": window.scan_to_print.toggle,
        "focus_filter": focus_filter,
        "sync_orders": window.queue_actions.sync_orders,
        "import_orders": window.queue_actions.choose_import_file,
        "find_shipment": lambda: open_shipment_search(window),
        "focus_queue": lambda: window.queue.table.setFocus(Qt.FocusReason.ShortcutFocusReason),
        "focus_detail": lambda: window.detail.tabs.setFocus(Qt.FocusReason.ShortcutFocusReason),
        "focus_printers": focus_printers,
        "create_shipment": window.shipment_actions.create_and_print,
        "print_label": window.shipment_actions.print_current,
        "save_pdf": window.shipment_actions.choose_pdf_file,
        "cancel_shipment": window.shipment_actions.cancel_shipment,
        "create_return": window.shipment_actions.return_with_current_choices,
        "refresh_shipment": window.shipment_actions.refresh_shipment,
        "copy_tracking_url": window.shipment_actions.copy_tracking_url,
        "add_note": focus_note,
        "delivery_options": window.shipment_actions.open_delivery_options,
        "batch_selected": window.batch_actions.start_batch,
        "cancel_batch": window.batch_actions.stop_batch,
        "printer_profiles": window.printer_profiles_requested.emit,
        "close_day": lambda: window.packing_table.open_close_day(),
        "packing_slip": lambda: window.packing_table.open_slip_settings(),
        "scale": lambda: window.packing_table.open_scale_settings(),
        "account": window.account_requested.emit,
        "dismiss_errors": window.error_panel.clear,
        "help": window.toggle_help,
        "quit": window.close,
    }
    menus: dict[Text, tuple[str, ...]] = {
        QT_TRANSLATE_NOOP("WindowMenus", "&File"): ("import_orders", "sync_orders", "find_shipment", "account", "quit"),
        QT_TRANSLATE_NOOP("WindowMenus", "&Shipment"): (
            "create_shipment",
            "print_label",
            "save_pdf",
            "cancel_shipment",
            "create_return",
            "refresh_shipment",
            "copy_tracking_url",
            "add_note",
            "delivery_options",
        ),
        QT_TRANSLATE_NOOP("WindowMenus", "&Batch"): ("batch_selected", "cancel_batch"),
        QT_TRANSLATE_NOOP("WindowMenus", "&Printing"): (
            "printer_profiles",
            "packing_slip",
            "scale",
            "focus_printers",
            "close_day",
        ),
        QT_TRANSLATE_NOOP("WindowMenus", "&View"): (
            "focus_scan",
            "toggle_scan_to_print",
            "focus_filter",
            "focus_queue",
            "focus_detail",
            "dismiss_errors",
        ),
        QT_TRANSLATE_NOOP("WindowMenus", "&Help"): ("help",),
    }
    actions: dict[str, QAction] = {}
    for spec in ACTIONS:
        action = make_action(window, spec, handlers[spec.id])
        window.addAction(action)  # active even where the menu bar is hidden (macOS full screen)
        actions[spec.id] = action
    titled: list[tuple[QMenu, Text]] = []
    for title, ids in menus.items():
        menu = window.menuBar().addMenu(translated(title))
        menu.setObjectName("menu_" + title.source.replace("&", "").lower())  # found by name in any language
        titled.append((menu, title))
        menu.setToolTipsVisible(True)  # a disabled action says why it cannot apply
        for action_id in ids:
            menu.addAction(actions[action_id])
        if title.source == "&View":
            menu.addSeparator()
            menu.addMenu(LanguageMenu(menu))
    return actions, titled


def retranslate_menus(menus: list[tuple[QMenu, Text]], actions: dict[str, QAction]) -> None:
    """The menus' titles and the actions' texts in the language spoken now."""
    for menu, title in menus:
        menu.setTitle(translated(title))
    retranslate_actions(actions)
