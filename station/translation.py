"""A `station.domain.text.Text` in the language spoken now, for every part of Station that shows or prints one (the
window, the printers' test page). The translators themselves are installed by station.ui.language."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication

from station.domain.text import Text

log = logging.getLogger("station.translation")


def translated(text: str) -> str:
    """A message of the services or the domain in the language spoken now; plain strings come back as they are."""
    if not isinstance(text, Text):
        return text
    source = QCoreApplication.translate(text.context, text.source)
    if not text.arguments:
        return source
    values = {name: translated(value) if isinstance(value, str) else value for name, value in text.arguments.items()}
    try:
        return source.format_map(values)
    except (KeyError, IndexError, ValueError):  # a translation with a wrong placeholder: English beats nothing
        log.error("translation of %r in %s has a wrong placeholder", text.source, text.context)
        return str(text)
