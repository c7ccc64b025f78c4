"""The application's look: its icon, in the window's title bar, the task bar and the dock."""

from __future__ import annotations

from PySide6.QtGui import QIcon, QPixmap

from station import assets


def application_icon() -> QIcon:
    pixmap = QPixmap()
    pixmap.loadFromData(assets.app_icon_png(), "PNG")
    return QIcon(pixmap)
