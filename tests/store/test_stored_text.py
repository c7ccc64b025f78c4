"""A translatable sentence as the store keeps it (the operator log's and print jobs' details): read back as the same
`Text`, with its source, values and number; a plain or damaged value comes back as it is."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.store.codec import stored_text, text_from_store


def test_a_kept_sentence_comes_back_with_its_source_values_and_number() -> None:
    day = date(2025, 6, 17)
    inner = QT_TRANSLATE_NOOP("OperatorLog", "%n orders added", "", 3)
    sentence = QT_TRANSLATE_NOOP("Demo", "{what} on {day} ({flag}, {ratio}, {none}, {other})").format(
        what=inner, day=day, flag=True, ratio=1.5, none=None, other=Decimal("4.50")
    )
    assert sentence == "3 orders added on Tuesday 17 June 2025 (True, 1.5, None, 4.50)"

    back = text_from_store(stored_text(sentence))

    assert isinstance(back, Text) and back == sentence
    assert (back.context, back.source, back.number) == ("Demo", sentence.source, None)
    assert isinstance(back.arguments["what"], Text) and back.arguments["what"].number == 3
    assert back.arguments["day"] == day
    assert back.arguments["other"] == "4.50"  # anything else is kept as its words


def test_plain_and_damaged_stored_sentences_come_back_as_they_are() -> None:
    assert stored_text("a plain note") == "a plain note"
    assert text_from_store("wrong_item: 871") == "wrong_item: 871"
    damaged = stored_text(QT_TRANSLATE_NOOP("Demo", "fine"))[:-3]
    assert text_from_store(damaged) == damaged  # not JSON any more: shown as stored rather than lost
