"""A `station.domain.text.Text` in the language spoken now, for every part of Station that shows or prints one (the
window, the printers' test page). The translators themselves are installed by station.ui.language."""

from __future__ import annotations

import logging
from datetime import date, datetime

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from station.domain.text import Quantity, Text, Weekday

log = logging.getLogger("station.translation")


def translated(text: str) -> str:
    """A message of the services or the domain in the language spoken now; plain strings come back as they are."""
    if not isinstance(text, Text):
        return text
    count = -1 if text.number is None else text.number
    source = QCoreApplication.translate(text.context, text.source, text.disambiguation or None, count)
    if not text.arguments:
        return source
    values = {name: _shown(value) for name, value in text.arguments.items()}
    try:
        return source.format_map(values)
    except (KeyError, IndexError, ValueError):  # a translation with a wrong placeholder: English beats nothing
        log.error("translation of %r in %s has a wrong placeholder", text.source, text.context)
        return str(text)


def _shown(value: object) -> object:
    """A value filled into a translated sentence: a Text translated too, a day as the spoken locale writes it in full
    ("dinsdag 17 juni 2025", "mardi 17 juin 2025", "Tuesday 17 June 2025"), a weekday by its name there ("woensdag",
    "mercredi", "Wednesday": as a word inside a sentence), a number with decimals as the locale writes it."""
    if isinstance(value, str):
        return translated(value)
    if isinstance(value, Weekday):
        return QLocale().dayName(int(value), QLocale.FormatType.LongFormat)
    if isinstance(value, Quantity):  # "1,20" where the locale writes a decimal comma
        return QLocale().toString(float(value), "f", value.places)
    if isinstance(value, date) and not isinstance(value, datetime):
        return QLocale().toString(QDate(value.year, value.month, value.day), "dddd d MMMM yyyy")
    return value
