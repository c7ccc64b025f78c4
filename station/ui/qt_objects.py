"""Whether a Qt object still exists: a task that finishes after its window closed must not touch it."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject


def shiboken6_valid(qt_object: QObject) -> bool:
    return bool(shiboken6.isValid(qt_object))
