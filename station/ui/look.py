"""The application's icon and Qt's own translations (dialogs, buttons) for the operator's language."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QIcon, QPixmap

from station import assets

log = logging.getLogger(__name__)


def application_icon() -> QIcon:
    pixmap = QPixmap()
    pixmap.loadFromData(assets.app_icon_png(), "PNG")
    return QIcon(pixmap)


def install_qt_translations(app: QCoreApplication, locale: QLocale | None = None) -> QTranslator | None:
    """Qt's standard texts (file and print dialogs, Yes/No) in the system language, e.g. Dutch or French.

    Returns the translator (the caller keeps it alive), or None for English or a language Qt does not ship.
    """
    locale = locale or QLocale.system()
    translator = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if locale.language() == QLocale.Language.English or not translator.load(locale, "qtbase", "_", folder):
        log.debug("no Qt translation for %s in %s", locale.name(), folder)
        return None
    app.installTranslator(translator)
    return translator
