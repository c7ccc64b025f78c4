"""The "Print as" choice beside the scan field: A6 labels or A4 sheets."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
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
        self.format_box.currentIndexChanged.connect(lambda _i: self.changed.emit(self.label_format()))
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self._label = QLabel()
        self.layout_.addWidget(self._label)
        self.layout_.addWidget(self.format_box)
        self.layout_.addStretch(1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self._label.setText(self.tr("Print as"))
        texts = (self.tr("A6 label"), self.tr("A4 sheet (4 per page)"))
        if self.format_box.count() == len(texts):
            for index, text in enumerate(texts):
                self.format_box.setItemText(index, text)
        else:
            self.format_box.set_choices(zip(texts, (LabelFormat.A6, LabelFormat.A4), strict=True))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def label_format(self) -> LabelFormat:
        return self.format_box.value()
