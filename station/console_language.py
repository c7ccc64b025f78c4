"""The console commands (`station batch`) speak the station's language, as the window does: the one chosen in
View → Language, or the system's. Their lines are `station.domain.text.Text`s, said through `station_language()`."""

from __future__ import annotations

import sys
from collections.abc import Callable

_application: list[object] = []  # Qt's application object lives as long as the command: translators need one


def station_language() -> Callable[[str], str]:
    """Installs the station's catalogues (a QCoreApplication is made when there is none) and returns how to say a
    text in that language."""
    from PySide6.QtCore import QCoreApplication

    from station.translation import translated
    from station.ui.language import start_in_chosen_language

    if QCoreApplication.instance() is None:
        _application.append(QCoreApplication(sys.argv[:1]))
    start_in_chosen_language()
    return translated
