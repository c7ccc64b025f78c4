"""In Dutch and in French no text of the window or its dialogs is left in English (issue #15): every widget is
walked, hidden ones too (they show later), with an order shown, shipped and its label printed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from station.ui.language import language_switch
from tests.helpers.visible_texts import english_left, words_of
from tests.helpers.window import import_sample

# The test printers' profile names ("PDF labels", "PDF sheets", tests/ui/conftest.py) are the operator's own.
PROFILE_NAMES = frozenset({"labels", "sheets"})


@pytest.fixture
def english_afterwards(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    language_switch().apply(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))


def _switch(qtbot, window, locale_name: str, file_menu: str) -> None:  # type: ignore[no-untyped-def]
    language_switch().apply(QLocale(locale_name))
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == file_menu, timeout=10_000)


def test_the_main_window_has_no_english_left_in_dutch_or_french(  # type: ignore[no-untyped-def]
    window, qtbot, english_afterwards
) -> None:
    import_sample(window, qtbot)
    order = next(o for o in window.queue.model.all_rows() if o.reference == "WEB-10423")
    window.queue.select_key(order.key)
    window.shipment_actions.create_and_print()
    qtbot.waitUntil(lambda: window.detail.printed_badge.isVisible() and not window.tasks.running, timeout=30_000)
    window.scan_field.setText("ZZ-4711")  # no word of any language in it
    window.scan_field.returnPressed.emit()
    qtbot.waitUntil(lambda: bool(window.error_panel.shown) and not window.tasks.running, timeout=20_000)
    for locale_name, file_menu in (("nl_NL", "&Bestand"), ("fr_BE", "&Fichier")):
        _switch(qtbot, window, locale_name, file_menu)
        left = english_left(window, locale_name[:2], allowed=PROFILE_NAMES)
        assert not left, f"English left in {locale_name}:\n" + "\n".join(left)


@pytest.mark.parametrize(
    "first, then", [(("nl_NL", "Afsluiten"), ("fr_BE", "Quitter")), (("fr_BE", "Quitter"), ("nl_NL", "Afsluiten"))]
)
def test_every_dialog_has_no_english_left_opened_in_one_language_and_switched_to_the_other(  # type: ignore[no-untyped-def]
    window, qtbot, sandbox_factory, tmp_path, english_afterwards, first, then
) -> None:
    """Each dialog is opened in one language (its texts as built) and then sees the switch to the other (its texts
    said again); neither may leave English behind."""
    from station.api.models import WebhookSubscription
    from station.services.account import AccountMode, AccountSettings
    from station.services.local_printers import LocalPrinters
    from station.store.printer_profiles import PrinterProfileStore
    from station.ui.account_dialog import AccountDialog
    from station.ui.delivery_settings import DeliverySettingsDialog
    from station.ui.printer_profiles import PrinterProfilesDialog
    from station.ui.shipment_search import open_shipment_search
    from station.ui.webhooks_panel import WebhooksDialog
    from tests.helpers.printer_groups_panel import make_panel

    quit_action = window.actions_by_id["quit"]
    language_switch().apply(QLocale(first[0]))
    qtbot.waitUntil(lambda: quit_action.text() == first[1], timeout=10_000)
    window.packing_table.open_close_day()
    window.packing_table.open_slip_settings()
    window.packing_table.open_scale_settings()
    calibration = window.scanner_help.open_calibration()
    profiles = PrinterProfilesDialog(LocalPrinters(PrinterProfileStore()))
    qtbot.addWidget(profiles)
    profiles.show()
    qtbot.waitUntil(lambda: not profiles.tasks.running, timeout=20_000)
    account = AccountDialog(
        AccountSettings(mode=AccountMode.API_KEY, shops=("2002",)),
        signed_in=True,
        sender_shops=("2002",),
        senders={"2002": None},
    )
    qtbot.addWidget(account)
    account.show()
    panels = make_panel(qtbot, sandbox_factory())
    groups = next(panels)
    operator_choice = window.operator.open_choice()
    operator_log = window.operator.open_log()
    # Opened from the account dialog (app.py) and the File menu: webhooks, delivery days, the shipment search.
    webhooks = WebhooksDialog(window.services.webhooks, window.tasks)
    qtbot.addWidget(webhooks)
    webhooks.open()
    delivery_days = DeliverySettingsDialog(window.services.shop_delivery, window.tasks)
    qtbot.addWidget(delivery_days)
    delivery_days.open()
    search = open_shipment_search(window)
    search.search()
    qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)
    # The questions asked before a removal (message boxes, their Yes/Cancel Qt's own words).
    removal_questions = [
        webhooks.panel.confirm_remove(WebhookSubscription("s1", "shipment_status_change", "https://shop.example/h")),
        groups.confirm_remove_group("Warehouse north"),
    ]
    dialogs = [
        window.packing_table.close_day_dialog,
        window.packing_table.slip_settings_dialog,
        window.packing_table.scale_settings_dialog,
        calibration,
        profiles,
        account,
        operator_choice,
        operator_log,
        webhooks,
        delivery_days,
        search.dialog,
        *removal_questions,
        groups,
    ]
    try:
        for language, action_text in (first, then):
            if quit_action.text() != action_text:
                language_switch().apply(QLocale(language))
                qtbot.waitUntil(lambda text=action_text: quit_action.text() == text, timeout=10_000)
            # The sandbox printing service's printers have names of their own ("Office printer (A4)").
            names = frozenset(word for printer in groups.overview.printers for word in words_of(printer.name))
            left = [
                f"{type(dialog).__name__}: {line}"
                for dialog in dialogs
                for line in english_left(dialog, language[:2], allowed=PROFILE_NAMES | names)
            ]
            assert not left, f"English left in {language}:\n" + "\n".join(left)
    finally:
        for dialog in dialogs[:-1]:
            dialog.close()
        next(panels, None)
