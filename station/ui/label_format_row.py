"""The "Print as" choice beside the scan field: A6 labels or A4 sheets."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from station.domain.enums import LabelFormat
from station.ui.options_editor import ValueCombo


class LabelFormatRow(QWidget):
    """The A6 / A4 choice for printing; the sheet position picker sits next to it for A4."""

    changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.format_box = ValueCombo()
        self.format_box.setObjectName("labelFormat")
        self.format_box.set_choices([("A6 label", LabelFormat.A6), ("A4 sheet (4 per page)", LabelFormat.A4)])
        self.format_box.currentIndexChanged.connect(lambda _i: self.changed.emit(self.label_format()))
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.addWidget(QLabel("Print as"))
        self.layout_.addWidget(self.format_box)
        self.layout_.addStretch(1)

    def label_format(self) -> LabelFormat:
        return self.format_box.value()
