"""The scan field's reading of a barcode scanner: bursts told from typing by key timing, and the code the scanner
meant read from the physical keys or the calibration (station.domain.scanner_keys); the Help menu's scanner test
page and calibration dialog."""

from __future__ import annotations

import logging

from PySide6.QtCore import QDateTime, QEvent, QObject, Qt, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from station import paths
from station.domain.scanner_keys import (
    CalibrationFailed,
    Keystroke,
    ScannerCalibration,
    ScannerMode,
    calibrate,
    meant_text,
    typed_text,
)
from station.files import write_atomically
from station.printers.scanner_test_page import scanner_test_page_pdf
from station.services.scanner import ScannerSettings
from station.ui.async_tasks import TaskRegistry
from station.ui.order_queue import ScanField
from station.workers import run_blocking

log = logging.getLogger("station.ui.scanner_input")

# X11 and Wayland report XKB key codes, which are the Linux evdev codes plus 8; Windows reports the PC's scan code,
# whose main block has the same numbers as evdev. macOS's key codes are another numbering: there the calibration's
# character table does the work.
_XKB_OFFSET = 8
_XKB_PLATFORMS = ("xcb", "wayland", "offscreen", "minimal")

TEST_PAGE_FILE = "Station scanner test page.pdf"


def physical_key(event: QKeyEvent) -> int | None:
    """The pressed key's evdev number, or None where the platform does not tell."""
    code = event.nativeScanCode()
    if not code:
        return None
    platform = QGuiApplication.platformName()
    if platform in _XKB_PLATFORMS or platform.startswith("wayland"):
        return code - _XKB_OFFSET if code > _XKB_OFFSET else None
    if platform == "windows":
        return code if code < 0x100 else None  # 0x100 and up: the extended keys, never in a code
    return None


def keystroke_of(event: QKeyEvent) -> Keystroke | None:
    """A printable key press as a Keystroke; None for Enter, editing keys and shortcuts."""
    text = event.text()
    modifiers = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
    if modifiers or len(text) != 1 or not text.isprintable():
        return None
    at_ms = event.timestamp() or QDateTime.currentMSecsSinceEpoch()
    return Keystroke(text, physical_key(event), bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier), at_ms)


class KeystrokeLog:
    """The keystrokes that made a field's text, as long as they are all of it (an edit by hand ends the match)."""

    def __init__(self) -> None:
        self.strokes: list[Keystroke] = []

    def add(self, event: QKeyEvent) -> None:
        stroke = keystroke_of(event)
        if stroke is not None:
            self.strokes.append(stroke)

    def clear(self) -> None:
        self.strokes = []

    def matching(self, text: str) -> list[Keystroke] | None:
        """The keystrokes when they typed exactly `text`, else None."""
        return self.strokes if typed_text(self.strokes) == text else None


class LayoutAwareScanField(ScanField):
    """The scan field, reading a scanner's burst as the scanner meant it on any keyboard layout (docs/printers.md)."""

    def __init__(self, parent: QWidget | None = None, calibration: ScannerCalibration | None = None) -> None:
        super().__init__(parent)
        self.calibration = calibration
        self._log = KeystrokeLog()

    def type_key(self, event: QKeyEvent) -> None:
        self._log.add(event)
        super().type_key(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if not self.text():
            self._log.clear()
        self._log.add(event)
        super().keyPressEvent(event)

    def _submit(self) -> None:
        text = self.text()
        strokes = self._log.matching(text)
        self._log.clear()
        if strokes:
            meant = meant_text(strokes, self.calibration)
            if meant != text:
                log.info("scanner typed %r; read as %r", text, meant)
                self.setText(meant)
        super()._submit()


class ScannerCalibrationDialog(QDialog):
    """Scan the test page's code once; the result is saved and used by the scan field from then on."""

    def __init__(
        self, scan_field: LayoutAwareScanField, settings: ScannerSettings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("scannerCalibrationDialog")
        self.setMinimumWidth(520)
        self.scan_field = scan_field
        self.settings = settings
        self._log = KeystrokeLog()
        self._intro = intro = QLabel(self)
        intro.setWordWrap(True)
        self.capture = QLineEdit(self)
        self.capture.setObjectName("calibrationScan")
        self.capture.installEventFilter(self)
        self.capture.returnPressed.connect(self._learn)
        self.result_label = QLabel(self)
        self.result_label.setObjectName("calibrationResult")
        self.result_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (intro, self.capture, self.result_label, self.buttons):
            layout.addWidget(widget)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Calibrate the scanner"))
        self._intro.setText(
            self.tr(
                "Scan the barcode on the scanner test page (Help → Scanner test page) once. Station learns how this "
                "scanner types on this keyboard layout."
            )
        )
        self.capture.setPlaceholderText(self.tr("Scan the test barcode here"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.capture and isinstance(event, QKeyEvent) and event.type() == QKeyEvent.Type.KeyPress:
            if not self.capture.text():
                self._log.clear()
            self._log.add(event)
        return False

    def _learn(self) -> None:
        strokes = self._log.matching(self.capture.text())
        self.capture.clear()
        self._log.clear()
        try:
            if not strokes:
                raise CalibrationFailed("scan the test barcode in one go, without typing in the field")
            calibration = calibrate(strokes)
        except CalibrationFailed as error:
            self.result_label.setText(self.tr("Not calibrated: %s.") % error)
            self.result_label.setStyleSheet("color: #c62828;")
            return
        try:
            self.settings.keep(calibration)
        except OSError as error:
            self.result_label.setText(self.tr("The calibration could not be saved: %s") % (error.strerror or error))
            self.result_label.setStyleSheet("color: #c62828;")
            return
        self.scan_field.calibration = calibration
        words = {
            ScannerMode.AS_TYPED: self.tr(
                "the scanner types in this computer's keyboard layout; scans are read as typed."
            ),
            ScannerMode.US_KEYS: self.tr(
                "the scanner presses the keys of a US keyboard; scans are read from the keys it presses."
            ),
            ScannerMode.LEARNED: self.tr(
                "the scanner's characters differ from this layout's; scans are translated character by character."
            ),
        }
        self.result_label.setText(self.tr("Calibrated: %s") % words[calibration.mode])
        self.result_label.setStyleSheet("color: #2e7d32;")
        log.info("scanner calibrated: %s", calibration.mode.value)


class ScannerHelp(QObject):
    """The Help menu's two scanner entries, for a window with a LayoutAwareScanField `scan_field`."""

    def __init__(
        self,
        window: QMainWindow,
        scan_field: LayoutAwareScanField,
        tasks: TaskRegistry,
        settings: ScannerSettings | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.scan_field = scan_field
        self.tasks = tasks
        self.settings = settings if settings is not None else ScannerSettings()
        scan_field.calibration = self.settings.calibration()
        self.test_page_action = QAction(window)
        self.test_page_action.setObjectName("scannerTestPage")
        self.test_page_action.triggered.connect(self.open_test_page)
        self.calibrate_action = QAction(window)
        self.calibrate_action.setObjectName("calibrateScanner")
        self.calibrate_action.triggered.connect(self.open_calibration)
        self.dialog: ScannerCalibrationDialog | None = None
        help_menu = window.menuBar().findChild(QMenu, "menu_help")
        self.retranslate_ui()
        window.installEventFilter(self)  # LanguageChange reaches the window: these actions follow
        if help_menu is not None:
            help_menu.addSeparator()
            help_menu.addAction(self.test_page_action)
            help_menu.addAction(self.calibrate_action)

    def retranslate_ui(self) -> None:
        self.test_page_action.setText(self.tr("Scanner test page (PDF)"))
        self.calibrate_action.setText(self.tr("Calibrate the scanner…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    def open_test_page(self) -> None:
        self.tasks.run(self._write_and_open_test_page(), name="scanner test page")

    async def _write_and_open_test_page(self) -> None:
        target = paths.labels_dir() / TEST_PAGE_FILE
        await run_blocking(lambda: write_atomically(target, scanner_test_page_pdf()))
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(target)))
        self.window.statusBar().showMessage(self.tr("Scanner test page: {file}").format(file=target), 10_000)

    def open_calibration(self) -> ScannerCalibrationDialog:
        dialog = ScannerCalibrationDialog(self.scan_field, self.settings, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()  # never exec() under qasync
        self.dialog = dialog
        return dialog
