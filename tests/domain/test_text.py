"""Translatable texts of the domain and the services (station.domain.text): English as a plain str, and what a
translator needs kept beside it."""

from __future__ import annotations

import pickle

from station.domain.enums import DeliveryType, PackageType, ShipmentOption, ShipmentStatus
from station.domain.text import QT_TRANSLATE_NOOP, Text, joined, message_of


def test_a_text_is_its_english_sentence_and_keeps_context_source_and_values() -> None:
    text = QT_TRANSLATE_NOOP("Rules", "The postal code {code} is not valid.").format(code="1234")
    assert text == "The postal code 1234 is not valid." and isinstance(text, str)
    assert (text.context, text.source, dict(text.arguments)) == (
        "Rules",
        "The postal code {code} is not valid.",
        {"code": "1234"},
    )
    assert pickle.loads(pickle.dumps(text)).arguments == {"code": "1234"}
    assert message_of(ValueError(text)) is text
    assert message_of(ValueError("plain")) == "plain"
    both = joined([text, "Second."])
    assert both == "The postal code 1234 is not valid. Second." and both.arguments["part0"] is text


def test_every_enumeration_member_has_its_own_words() -> None:
    # Members of different IntEnums with the same number are equal: each still gets its own words.
    assert DeliveryType.EVENING.display_name == "evening"
    assert PackageType.PACKAGE.display_name == "package"
    assert ShipmentStatus.PENDING.display_name == "pending"
    for enum in (DeliveryType, PackageType, ShipmentStatus, ShipmentOption):
        for member in enum:
            assert isinstance(member.display_name, Text), member
            assert member.display_name.source.replace(" ", "_") in (member.name.lower(), member.value), member
