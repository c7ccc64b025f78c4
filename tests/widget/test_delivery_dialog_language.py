"""The delivery options dialog's own texts (around the hosted page, which speaks its own nl-NL / fr-BE) leave no
English behind in Dutch or French: opened in one language, a choice made, then switched to the other."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import QLocale

from station.domain.enums import Carrier
from station.domain.models import Address, ShipmentDraft, ShipmentOptions
from station.sandbox.server import SandboxServer
from station.ui.delivery_widget import DeliveryOptionsDialog
from station.ui.language import language_switch
from tests.helpers.visible_texts import english_left

LOAD_TIMEOUT_MS = 30_000
DRAFT = ShipmentDraft(
    carrier=Carrier.POSTNL,
    reference="ORD-1001",
    recipient=Address("J. Jansen", "Keizersgracht 1", "1015CC", "Amsterdam", "NL"),
    options=ShipmentOptions(insurance=50000),
)


@pytest.fixture
def english_afterwards(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    language_switch().apply(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))


@pytest.mark.parametrize("first, then", [("nl_BE", "fr_BE"), ("fr_BE", "nl_NL")])
def test_the_delivery_dialog_has_no_english_left(  # type: ignore[no-untyped-def]
    qtbot, widget_sandbox: SandboxServer, english_afterwards, first: str, then: str
) -> None:
    language_switch().apply(QLocale(first))
    dialog = DeliveryOptionsDialog(widget_sandbox.base_url, replace(DRAFT))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.ok_button.isEnabled, timeout=LOAD_TIMEOUT_MS)
    for language in (first, then):
        if language != first:
            language_switch().apply(QLocale(language))
            qtbot.wait(200)  # the LanguageChange events are posted
        left = english_left(dialog, language[:2])
        assert not left, f"English left in {language}:\n" + "\n".join(left)
    dialog.close()
