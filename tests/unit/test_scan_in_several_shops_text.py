"""The refusal of a scan that several shops' orders match is said in the operator's language, shop names as typed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from station.services.errors import ScanInSeveralShops, describe
from station.translation import translated
from station.ui.language import language_switch


@pytest.fixture
def speaking(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    language_switch().apply(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))


@pytest.mark.usefixtures("speaking")
def test_the_ambiguous_scan_is_said_in_dutch_and_french() -> None:
    said = describe(ScanInSeveralShops("WEB-1001", ["Demo BE", ""]))
    language_switch().apply(QLocale("nl_BE"))
    assert translated(said.title) == "Bestelling van meerdere winkels"
    assert translated(said.text) == (
        "'WEB-1001' is een bestelling van meerdere winkels: 'Demo BE', de standaardwinkel. Er is niets gedaan."
    )
    assert "winkellijst" in translated(said.advice)
    language_switch().apply(QLocale("fr_BE"))
    assert translated(said.text) == (
        "« WEB-1001 » est une commande de plusieurs boutiques : 'Demo BE', la boutique par défaut. Rien n'a été fait."
    )
