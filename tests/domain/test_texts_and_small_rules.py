"""The domain's small rules without Qt: sentences kept for translation, the widget locale a station language gives,
an operator's name, and what a service offers where the wire formats differ."""

from __future__ import annotations

import pickle

import pytest

from station.domain.enums import ShipmentStatus
from station.domain.languages import widget_locale
from station.domain.operators import MAX_OPERATOR_NAME, InvalidOperatorName, operator_name
from station.domain.service_capabilities import ServiceCapabilities
from station.domain.text import QT_TRANSLATE_NOOP, Text, joined


def test_a_text_takes_named_placeholders_only_and_survives_a_pickle() -> None:
    sentence = QT_TRANSLATE_NOOP("Demo", "shipment {id}")
    with pytest.raises(TypeError):
        sentence.format(7)
    filled = sentence.format(id=7)
    copy = pickle.loads(pickle.dumps(filled))
    assert isinstance(copy, Text) and copy == "shipment 7" and copy.arguments == {"id": 7}
    assert joined([filled, QT_TRANSLATE_NOOP("Demo", "printed")], "; ") == "shipment 7; printed"


@pytest.mark.parametrize(
    ("language", "locale"),
    [
        ("nl", "nl-NL"),
        ("nl_NL.UTF-8", "nl-NL"),
        ("nl-BE", "nl-BE"),
        ("NL_be", "nl-BE"),
        ("fr", "fr-BE"),
        ("fr_FR", "fr-BE"),
        ("de_DE", "en"),
        ("C", "en"),
    ],
)
def test_the_widget_speaks_the_station_language_it_can(language: str, locale: str) -> None:
    assert widget_locale(language) == locale


def test_an_operator_name_is_trimmed_and_refused_with_the_reason() -> None:
    assert operator_name("  Anna   de  Vries ") == "Anna de Vries"
    with pytest.raises(InvalidOperatorName, match="Type a name"):
        operator_name("   ")
    with pytest.raises(InvalidOperatorName, match=f"at most {MAX_OPERATOR_NAME} characters"):
        operator_name("x" * (MAX_OPERATOR_NAME + 1))
    with pytest.raises(InvalidOperatorName, match="control characters"):
        operator_name("Anna\x1b[A")


CONTRACT = ServiceCapabilities(
    oauth=True,
    cancellable=frozenset({ShipmentStatus.PENDING, ShipmentStatus.PRINTED}),
    qr_needs_credentials=False,
    barcode_after_label=False,
)
PRODUCTION = ServiceCapabilities(
    oauth=False,
    cancellable=frozenset({ShipmentStatus.PENDING}),
    qr_needs_credentials=True,
    barcode_after_label=True,
)


def test_what_each_service_offers_and_why_not() -> None:
    assert CONTRACT.cancel_after_label and not CONTRACT.cancel_only_before_label
    assert CONTRACT.barcode_at_create and CONTRACT.public_qr_link and CONTRACT.why_no_oauth == ""
    assert PRODUCTION.cancel_only_before_label and not PRODUCTION.cancel_after_label
    assert not PRODUCTION.barcode_at_create and not PRODUCTION.public_qr_link
    assert "API key" in PRODUCTION.why_no_oauth

    assert CONTRACT.why_not_cancel(ShipmentStatus.PRINTED) == ""
    assert "cancelled already" in CONTRACT.why_not_cancel(ShipmentStatus.CANCELLED)
    assert "with the carrier" in CONTRACT.why_not_cancel(ShipmentStatus.HANDED_OVER)
    assert "label was not made yet" in PRODUCTION.why_not_cancel(ShipmentStatus.PRINTED)
    assert PRODUCTION.can_cancel(ShipmentStatus.PENDING) and not PRODUCTION.can_cancel(ShipmentStatus.PRINTED)
