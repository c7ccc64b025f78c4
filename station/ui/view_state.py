"""How the operator left the window (size and place, splitter positions, Scan to print, Print as), kept between
sessions in `window.ini` in Station's config folder, in Qt's own format for geometry and splitter state."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QMainWindow, QSplitter

from station.domain.enums import LabelFormat

# The first start's size, when the screen is large enough; smaller screens get their available area.
DEFAULT_WINDOW_SIZE = (1840, 1000)


class ViewState:
    def __init__(self) -> None:
        from station import paths

        self._settings = QSettings(str(paths.config_dir() / "window.ini"), QSettings.Format.IniFormat)

    def restore_geometry(self, window: QMainWindow) -> bool:
        saved = self._settings.value("window/geometry")
        return isinstance(saved, QByteArray) and window.restoreGeometry(saved)

    def restore_splitter(self, splitter: QSplitter) -> bool:
        saved = self._settings.value(f"splitter/{splitter.objectName()}")
        return isinstance(saved, QByteArray) and splitter.restoreState(saved)

    def scan_to_print(self) -> bool:
        return str(self._settings.value("switches/scan_to_print", "false")).lower() == "true"

    def label_format(self) -> LabelFormat:
        try:
            return LabelFormat(str(self._settings.value("switches/label_format", LabelFormat.A6.value)))
        except ValueError:
            return LabelFormat.A6

    def save(
        self, window: QMainWindow, splitters: tuple[QSplitter, ...], scan_to_print: bool, label_format: LabelFormat
    ) -> None:
        self._settings.setValue("window/geometry", window.saveGeometry())
        for splitter in splitters:
            self._settings.setValue(f"splitter/{splitter.objectName()}", splitter.saveState())
        self._settings.setValue("switches/scan_to_print", "true" if scan_to_print else "false")
        self._settings.setValue("switches/label_format", label_format.value)
        self._settings.sync()


def fit_to_screen(window: QMainWindow) -> None:
    """The default size, or the screen's available area when smaller, centred."""
    available = window.screen().availableGeometry()
    # The window manager's frame counts too (known once shown; zero before).
    frame_width = window.frameGeometry().width() - window.geometry().width() if window.isVisible() else 0
    frame_height = window.frameGeometry().height() - window.geometry().height() if window.isVisible() else 0
    width = min(DEFAULT_WINDOW_SIZE[0], available.width() - frame_width)
    height = min(DEFAULT_WINDOW_SIZE[1], available.height() - frame_height)
    window.resize(width, height)
    window.move(
        available.x() + (available.width() - window.width() - frame_width) // 2,
        available.y() + (available.height() - window.height() - frame_height) // 2,
    )


def first_panel_sizes(splitter: QSplitter, width: int) -> None:
    """The first time: shares that show every panel whole (the printer groups are wide)."""
    shares = (0.28, 0.33, 0.39) if splitter.count() == 3 else (0.45, 0.55)
    splitter.setSizes([int(max(width - 12, 600) * share) for share in shares])
