"""The scale setting: none, a USB postal scale, or a serial scale with its port, speed, format and request."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from station.domain.text import QT_TRANSLATE_NOOP
from station.scales.readings import SerialFormat
from station.services.scale import ScaleSettings, ScaleSettingsStore
from station.ui.language import row_label, set_row_label, translated

BAUD_RATES = (1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200)
_KINDS = (
    ("none", QT_TRANSLATE_NOOP("ScaleSettingsDialog", "No scale")),
    ("hid", QT_TRANSLATE_NOOP("ScaleSettingsDialog", "USB postal scale (HID)")),
    ("serial", QT_TRANSLATE_NOOP("ScaleSettingsDialog", "Serial scale (RS-232 or USB-serial)")),
)
_FORMATS = (
    (
        SerialFormat.STANDARD,
        QT_TRANSLATE_NOOP("ScaleSettingsDialog", "Weight and unit (ST,GS,+ 1.234kg · S S 1.234 kg · 1.234 kg)"),
    ),
    (SerialFormat.GRAMS_ONLY, QT_TRANSLATE_NOOP("ScaleSettingsDialog", "Grams only (1234)")),
)


def serial_ports() -> list[str]:
    try:
        from serial.tools import list_ports  # type: ignore[import-untyped]
    except ImportError:
        return []
    return [port.device for port in list_ports.comports()]


class ScaleSettingsDialog(QDialog):
    """Non-modal (`open()`); accepted saves the setting (the window then restarts the scale)."""

    def __init__(self, store: ScaleSettingsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scaleSettings")
        self._store = store
        current = store.load()
        self.kind = QComboBox()
        for value, text in _KINDS:
            self.kind.addItem(text, value)
        self.kind.setCurrentIndex(max(0, self.kind.findData(current.kind)))
        self.port = QComboBox()
        self.port.setEditable(True)
        self.port.addItems(serial_ports())
        self.port.setCurrentText(current.port)
        self.baud = QComboBox()
        for rate in BAUD_RATES:
            self.baud.addItem(str(rate), rate)
        self.baud.setCurrentIndex(max(0, self.baud.findData(current.baudrate)))
        self.serial_format = QComboBox()
        for value, text in _FORMATS:
            self.serial_format.addItem(text, value.value)
        self.serial_format.setCurrentIndex(max(0, self.serial_format.findData(current.serial_format)))
        self.request = QLineEdit(current.request)
        form = QFormLayout(self)
        self._intro = QLabel()
        self._intro.setWordWrap(True)
        form.addRow(self._intro)
        for field in (self.kind, self.port, self.baud, self.serial_format, self.request):
            form.addRow(row_label(field), field)
        self._form = form
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Scale"))
        for index, (_value, text) in enumerate(_KINDS):
            self.kind.setItemText(index, translated(text))
        for index, (_format, text) in enumerate(_FORMATS):
            self.serial_format.setItemText(index, translated(text))
        self.request.setPlaceholderText(
            self.tr("empty: the scale sends by itself; e.g. W\\r, S\\r\\n (MT-SICS), Q\\r\\n (A&D)")
        )
        self._intro.setText(
            self.tr(
                "Station reads the weight when it is stable and uses it for the shipment, unless "
                "you type a weight for the order yourself."
            )
        )
        for field, title in (
            (self.kind, self.tr("&Scale")),
            (self.port, self.tr("&Port")),
            (self.baud, self.tr("&Speed (baud)")),
            (self.serial_format, self.tr("&Format")),
            (self.request, self.tr("&Request")),
        ):
            set_row_label(self._form, field, title)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _kind_changed(self) -> None:
        serial = self.kind.currentData() == "serial"
        for widget in (self.port, self.baud, self.serial_format, self.request):
            widget.setEnabled(serial)

    def settings(self) -> ScaleSettings:
        return ScaleSettings(
            kind=self.kind.currentData(),
            port=self.port.currentText().strip(),
            baudrate=int(self.baud.currentData()),
            request=self.request.text(),
            serial_format=self.serial_format.currentData(),
        )

    def accept(self) -> None:
        self._store.save(self.settings())
        super().accept()
