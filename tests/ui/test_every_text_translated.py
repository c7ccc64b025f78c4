"""In Dutch and in French no text of the window or its dialogs is left in English (issue #15): every widget is
walked, hidden ones too (they show later), with an order shown, shipped and its label printed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from station.ui.language import language_switch
from tests.helpers.visible_texts import english_left
from tests.helpers.window import import_sample


# The test printers' profile names ("PDF labels", "PDF sheets", tests/ui/conftest.py) are the operator's own names.
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
