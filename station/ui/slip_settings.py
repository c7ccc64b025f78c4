"""The packing slip setting: the shop's name and logo on the slip, and per printer profile where the slip prints."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent
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
from station.domain.text import QT_TRANSLATE_NOOP
from station.services.packing_slip import SlipSettings, SlipSettingsStore
from station.ui.language import row_label, set_row_label, translated

_FORMAT_TITLES = {
    LabelFormat.A6: QT_TRANSLATE_NOOP("SlipSettingsDialog", "With A6 labels"),
    LabelFormat.A4: QT_TRANSLATE_NOOP("SlipSettingsDialog", "With A4 sheets"),
}
_MODE_HINTS = {
    LabelFormat.A6: QT_TRANSLATE_NOOP("SlipSettingsDialog", "With the label: its own A6 page right after the label."),
    LabelFormat.A4: QT_TRANSLATE_NOOP(
        "SlipSettingsDialog",
        "With the label: the sheet's free half beside the label, else its own A4 page after the sheet.",
    ),
}


class SlipSettingsDialog(QDialog):
    """Non-modal (`open()`); saves to the slip settings file when accepted."""

    def __init__(self, store: SlipSettingsStore, printer_names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("slipSettings")
        self._store = store
        current = store.load()
        self.shop_name = QLineEdit(current.shop_name)
        self.logo_path = QLineEdit(current.logo_path)
        self._choose_button = choose_logo = QPushButton()
        choose_logo.clicked.connect(self._choose_logo)
        logo_row = QHBoxLayout()
        logo_row.addWidget(self.logo_path, 1)
        logo_row.addWidget(choose_logo)
        self.modes: dict[LabelFormat, QComboBox] = {}
        form = QFormLayout(self)
        self._intro = QLabel()
        self._intro.setWordWrap(True)
        form.addRow(self._intro)
        form.addRow(row_label(self.shop_name), self.shop_name)
        self._logo_row = logo_row
        form.addRow(row_label(self.logo_path), logo_row)
        for label_format in LabelFormat:
            box = QComboBox()
            box.setObjectName(f"slipMode{label_format.value}")
            for mode in SlipMode:
                box.addItem("", mode)
            box.setCurrentIndex(list(SlipMode).index(current.mode_for(label_format)))
            self.modes[label_format] = box
            form.addRow(row_label(box), box)
        self.own_printer = QComboBox()
        self.own_printer.addItem("", "")
        for name in printer_names:
            self.own_printer.addItem(name, name)
        index = self.own_printer.findData(current.own_printer)
        self.own_printer.setCurrentIndex(max(0, index))
        form.addRow(row_label(self.own_printer), self.own_printer)
        self.own_folder = QLineEdit(current.own_folder)
        self.own_folder.setObjectName("slipFolder")
        form.addRow(row_label(self.own_folder), self.own_folder)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self._form = form
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Packing slip"))
        self.shop_name.setPlaceholderText(self.tr("the shop's name as customers know it"))
        self.logo_path.setPlaceholderText(self.tr("a PNG or JPEG; empty: no logo"))
        self._choose_button.setText(self.tr("Choose…"))
        self._intro.setText(
            self.tr(
                "Each order's lines (quantity, SKU, name, EAN as a barcode), the recipient and the "
                "reference go in the box with the parcel. Orders without lines print no slip."
            )
        )
        set_row_label(self._form, self.shop_name, self.tr("Shop &name"))
        set_row_label(self._form, self._logo_row, self.tr("&Logo"))
        for label_format, box in self.modes.items():
            for index, mode in enumerate(SlipMode):
                box.setItemText(index, translated(mode.label))
            box.setToolTip(translated(_MODE_HINTS[label_format]))
            set_row_label(self._form, box, translated(_FORMAT_TITLES[label_format]))
        self.own_printer.setItemText(0, self.tr("System default printer"))
        set_row_label(self._form, self.own_printer, self.tr("Its own &printer"))
        self.own_folder.setPlaceholderText(self.tr("or save the slips as PDF files in this folder (no slip printer)"))
        set_row_label(self._form, self.own_folder, self.tr("… or a f&older"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _choose_logo(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("The shop's logo"), str(Path.home()), self.tr("Images (*.png *.jpg *.jpeg)")
        )
        if path:
            self.logo_path.setText(path)

    def settings(self) -> SlipSettings:
        return SlipSettings(
            self.shop_name.text().strip(),
            self.logo_path.text().strip(),
            {label_format: SlipMode(box.currentData()) for label_format, box in self.modes.items()},
            self.own_printer.currentData() or "",
            self.own_folder.text().strip(),
        )

    def accept(self) -> None:
        self._store.save(self.settings())
        super().accept()
