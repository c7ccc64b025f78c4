"""Qt objects the window relies on: whether one still exists, and the running application."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject


def shiboken6_valid(qt_object: QObject) -> bool:
    """A task that finishes after its window closed must not touch it."""
    return bool(shiboken6.isValid(qt_object))


def running_application() -> QCoreApplication:
    """The Qt application: every widget is made after it, so a window without one is a programming error."""
    application = QCoreApplication.instance()
    if application is None:
        raise RuntimeError("no Qt application is running")
    return application
