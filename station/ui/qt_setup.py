"""What the process tells Qt around the QApplication: Qt's own translations (dialogs, buttons) for the operator's
language, and QtWebEngine's sandbox where Chromium cannot run one."""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import MutableMapping

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

log = logging.getLogger(__name__)


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


def disable_webengine_sandbox_when_root(
    environ: MutableMapping[str, str] = os.environ, *, euid: int | None = None, platform: str = sys.platform
) -> bool:
    """Chromium refuses to start its sandbox as root (Linux CI containers): QtWebEngine then needs
    QTWEBENGINE_DISABLE_SANDBOX=1, set before it loads. Only as root on Linux, and never over an explicit choice.
    Returns whether the sandbox is disabled by this call."""
    if euid is None:
        euid = os.geteuid() if hasattr(os, "geteuid") else -1
    if not platform.startswith("linux") or euid != 0 or "QTWEBENGINE_DISABLE_SANDBOX" in environ:
        return False
    environ["QTWEBENGINE_DISABLE_SANDBOX"] = "1"
    log.info("running as root: QtWebEngine's sandbox is disabled")
    return True
