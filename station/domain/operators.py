"""Who works at the station: the rule for an operator's name as the operator log records it."""

from __future__ import annotations

import unicodedata

from station.domain.text import QT_TRANSLATE_NOOP

MAX_OPERATOR_NAME = 40  # a name, not a sentence: it fills one column of the log and the status bar


class InvalidOperatorName(ValueError):
    """A name the log cannot use, in operator words."""


def operator_name(typed: str) -> str:
    """The name as the log records it (spaces trimmed and single); raises InvalidOperatorName otherwise."""
    name = " ".join(typed.split())
    if not name:
        raise InvalidOperatorName(QT_TRANSLATE_NOOP("Operators", "Type a name: the log says who did what."))
    if len(name) > MAX_OPERATOR_NAME:
        raise InvalidOperatorName(
            QT_TRANSLATE_NOOP("Operators", "A name has at most {limit} characters; this one has {length}.").format(
                limit=MAX_OPERATOR_NAME, length=len(name)
            )
        )
    if any(unicodedata.category(character).startswith("C") for character in name):
        raise InvalidOperatorName(
            QT_TRANSLATE_NOOP("Operators", "A name cannot hold control characters (a scan or a paste went astray?).")
        )
    return name
