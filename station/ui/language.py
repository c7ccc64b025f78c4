"""The station's language. Until Station has a language setting of its own, it is the system's (Qt's default
locale); that setting replaces `station_language` here, and everything that asks for the language follows."""

from __future__ import annotations

from PySide6.QtCore import QLocale


def station_language() -> str:
    """A POSIX name such as "nl_BE" or "en_US"."""
    return QLocale().name()
