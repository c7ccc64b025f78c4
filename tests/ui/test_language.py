"""Station speaks Dutch, French or English: chosen in View → Language or following the system, switched at run time
(menus, column headers and messages already on screen change at once), Qt's own texts with it, and dates and
amounts in the chosen locale."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt

from station.ui.language import (
    LanguageSetting,
    delivery_widget_locale,
    effective_locale,
    format_amount,
    format_date,
    format_datetime,
    language_switch,
)
from station.ui.language_menu import LanguageMenu
from station.ui.order_queue import COL_REFERENCE


@pytest.fixture
def english_afterwards(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """Every other test reads English: the language goes back whatever happened here."""
    yield
    language_switch().apply(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))


def _file_menu_title(window) -> str:  # type: ignore[no-untyped-def]
    return window.menuBar().actions()[0].text()


def _header(window, column: int) -> str:  # type: ignore[no-untyped-def]
    return window.queue.model.headerData(column, Qt.Orientation.Horizontal)


def test_the_window_switches_language_at_run_time_menu_header_and_error(  # type: ignore[no-untyped-def]
    window, qtbot, english_afterwards
) -> None:
    window.scan_field.setText("NO-SUCH-ORDER-4711")
    window.scan_field.returnPressed.emit()
    qtbot.waitUntil(lambda: bool(window.error_panel.shown), timeout=20_000)
    entry_label = window.error_panel._entries[0].label
    assert "Order not found" in entry_label.text() and "Correct:" in entry_label.text()
    assert _file_menu_title(window) == "&File" and _header(window, COL_REFERENCE) == "Reference"

    language_menu = window.findChild(LanguageMenu, "languageMenu")
    language_menu.entries["nl_NL"].trigger()
    qtbot.waitUntil(lambda: _file_menu_title(window) == "&Bestand", timeout=10_000)
    assert _header(window, COL_REFERENCE) == "Referentie"
    assert "Bestelling niet gevonden" in entry_label.text() and "Oplossen:" in entry_label.text()
    assert "NO-SUCH-ORDER-4711" in entry_label.text()  # what the operator scanned stays as it was
    assert window.scan_to_print.text() == "Scannen is printen"
    assert LanguageSetting().choice() == "nl_NL"  # kept for the next start

    language_menu.entries["fr_BE"].trigger()
    qtbot.waitUntil(lambda: _file_menu_title(window) == "&Fichier", timeout=10_000)
    assert _header(window, COL_REFERENCE) == "Référence"
    assert "Commande introuvable" in entry_label.text() and "Corriger :" in entry_label.text()

    language_menu.entries["en_GB"].trigger()
    qtbot.waitUntil(lambda: _file_menu_title(window) == "&File", timeout=10_000)
    assert _header(window, COL_REFERENCE) == "Reference" and "Order not found" in entry_label.text()


def test_qt_own_texts_come_in_the_same_language(qapp, english_afterwards) -> None:  # type: ignore[no-untyped-def]
    for locale_name, cancel in (("nl_NL", "Annuleren"), ("fr_BE", "Annuler"), ("en_GB", "Cancel")):
        language_switch().apply(QLocale(locale_name))
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel


def test_the_system_locale_decides_unless_a_language_is_chosen() -> None:
    assert effective_locale("", QLocale("nl_BE")).name() == "nl_BE"
    assert effective_locale("", QLocale("fr_FR")).name() == "fr_FR"
    assert effective_locale("", QLocale("de_DE")).name() == "en_GB"
    assert effective_locale("fr_BE", QLocale("nl_NL")).name() == "fr_BE"


def test_the_choice_is_kept_and_an_unknown_one_means_the_system(tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "preferences.ini"), QSettings.Format.IniFormat)
    setting = LanguageSetting(settings)
    assert setting.choice() == ""
    setting.save("fr_BE")
    assert LanguageSetting(QSettings(str(tmp_path / "preferences.ini"), QSettings.Format.IniFormat)).choice() == "fr_BE"
    setting.save("xx_YY")
    assert setting.choice() == ""


def test_dates_and_amounts_follow_the_chosen_locale(qapp, english_afterwards) -> None:  # type: ignore[no-untyped-def]
    moment = datetime(2026, 11, 24, 14, 5)
    expected = {
        "nl_NL": ("24-11-2026 14:05", "€\xa0500,00"),
        "nl_BE": ("24/11/2026 14:05", "€\xa0500,00"),
        "fr_BE": ("24/11/2026 14:05", "500,00\xa0€"),
        "en_GB": ("24/11/2026 14:05", "€500.00"),
    }
    for locale_name, (when, amount) in expected.items():
        language_switch().apply(QLocale(locale_name))
        assert (format_datetime(moment), format_amount(500)) == (when, amount), locale_name
        assert format_date(moment.date()) == when.split()[0]


def test_the_delivery_widget_speaks_the_station_language(qapp, english_afterwards) -> None:  # type: ignore[no-untyped-def]
    """delivery_widget_locale is what the delivery options dialog configures the page with (station.ui.delivery_widget)."""
    for locale_name, widget_locale in (
        ("nl_NL", "nl-NL"),
        ("nl_BE", "nl-BE"),
        ("fr_BE", "fr-BE"),
        ("fr_FR", "fr-BE"),
        ("en_GB", "en"),
    ):
        language_switch().apply(QLocale(locale_name))
        assert delivery_widget_locale() == widget_locale
