"""The hosted delivery widget's language for the station's. Until Station has a language setting of its own
(issue #15), the station's language is the system's (Qt's default locale); that work's `station.ui.language`
replaces this module, and `delivery_widget_locale` is the one function the delivery dialog asks."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from station.domain.languages import widget_locale


def delivery_widget_locale() -> str:
    """nl-NL, nl-BE, fr-BE, or en (station.domain.languages), from the station's language."""
    return widget_locale(QLocale().name())
