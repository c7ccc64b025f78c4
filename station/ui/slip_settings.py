"""The packing slip setting: the shop's name and logo on the slip, and per printer profile where the slip prints."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from station.domain.enums import LabelFormat
from station.domain.packing_slip import SlipMode
from station.services.packing_slip import SlipSettings, SlipSettingsStore

_FORMAT_TITLES = {LabelFormat.A6: "With A6 labels", LabelFormat.A4: "With A4 sheets"}
_MODE_HINTS = {
    LabelFormat.A6: "With the label: its own A6 page right after the label.",
    LabelFormat.A4: "With the label: the sheet's free half beside the label, else its own A4 page after the sheet.",
}


class SlipSettingsDialog(QDialog):
    """Non-modal (`open()`); saves to the slip settings file when accepted."""

    def __init__(self, store: SlipSettingsStore, printer_names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("slipSettings")
        self.setWindowTitle("Packing slip")
        self._store = store
        current = store.load()
        self.shop_name = QLineEdit(current.shop_name)
        self.shop_name.setPlaceholderText("the shop's name as customers know it")
        self.logo_path = QLineEdit(current.logo_path)
        self.logo_path.setPlaceholderText("a PNG or JPEG; empty: no logo")
        choose_logo = QPushButton("Choose…")
        choose_logo.clicked.connect(self._choose_logo)
        logo_row = QHBoxLayout()
        logo_row.addWidget(self.logo_path, 1)
        logo_row.addWidget(choose_logo)
        self.modes: dict[LabelFormat, QComboBox] = {}
        form = QFormLayout(self)
        form.addRow(QLabel("Each order's lines (quantity, SKU, name, EAN as a barcode), the recipient and the "
                           "reference go in the box with the parcel. Orders without lines print no slip."))
        form.addRow("Shop &name", self.shop_name)
        form.addRow("&Logo", logo_row)
        for label_format in LabelFormat:
            box = QComboBox()
            box.setObjectName(f"slipMode{label_format.value}")
            for mode in SlipMode:
                box.addItem(mode.label, mode)
            box.setCurrentIndex(list(SlipMode).index(current.mode_for(label_format)))
            box.setToolTip(_MODE_HINTS[label_format])
            self.modes[label_format] = box
            form.addRow(_FORMAT_TITLES[label_format], box)
        self.own_printer = QComboBox()
        self.own_printer.addItem("System default printer", "")
        for name in printer_names:
            self.own_printer.addItem(name, name)
        index = self.own_printer.findData(current.own_printer)
        self.own_printer.setCurrentIndex(max(0, index))
        form.addRow("Its own &printer", self.own_printer)
        self.own_folder = QLineEdit(current.own_folder)
        self.own_folder.setObjectName("slipFolder")
        self.own_folder.setPlaceholderText("or save the slips as PDF files in this folder (no slip printer)")
        form.addRow("… or a f&older", self.own_folder)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _choose_logo(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "The shop's logo", str(Path.home()), "Images (*.png *.jpg *.jpeg)")
        if path:
            self.logo_path.setText(path)

    def settings(self) -> SlipSettings:
        return SlipSettings(self.shop_name.text().strip(), self.logo_path.text().strip(),
                            {label_format: SlipMode(box.currentData()) for label_format, box in self.modes.items()},
                            self.own_printer.currentData() or "", self.own_folder.text().strip())

    def accept(self) -> None:
        self._store.save(self.settings())
        super().accept()
