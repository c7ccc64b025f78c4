"""The detail panel's Shipment tab: the recipient, the label description, carrier and options, the sender and what
to correct before creating. Its texts are said by the panel (ShipmentDetailPanel.retranslate_ui)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QLineEdit, QScrollArea, QVBoxLayout, QWidget

from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.ui.options_editor import OptionsEditor

# Recipient fields of the form, in the contract's names so violations find their field (`recipient.postal_code`).
RECIPIENT_FIELDS: tuple[tuple[str, Text], ...] = (
    ("name", QT_TRANSLATE_NOOP("ShipmentDetailPanel", "&Name")),
    ("street", QT_TRANSLATE_NOOP("ShipmentDetailPanel", "&Street and number")),
    ("postal_code", QT_TRANSLATE_NOOP("ShipmentDetailPanel", "&Postal code")),
    ("city", QT_TRANSLATE_NOOP("ShipmentDetailPanel", "Ci&ty")),
    ("country", QT_TRANSLATE_NOOP("ShipmentDetailPanel", "C&ountry")),
    ("email", QT_TRANSLATE_NOOP("ShipmentDetailPanel", "E-&mail")),
    ("phone", QT_TRANSLATE_NOOP("ShipmentDetailPanel", "P&hone")),
)


class ShipmentTab(QScrollArea):
    """The shipment's fields as the operator edits them before creation."""

    edited = Signal()  # a recipient field or the label description was typed in

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.recipient_box = QGroupBox()
        form = QFormLayout(self.recipient_box)
        self.recipient_edits: dict[str, QLineEdit] = {}
        self.recipient_labels: dict[str, QLabel] = {}
        for field, _label in RECIPIENT_FIELDS:
            edit = QLineEdit()
            edit.setObjectName(f"recipient_{field}")
            edit.textEdited.connect(self.edited)
            self.recipient_edits[field] = edit
            self.recipient_labels[field] = QLabel()
            self.recipient_labels[field].setBuddy(edit)
            form.addRow(self.recipient_labels[field], edit)
        self.recipient_edits["country"].setMaxLength(2)
        self.description_edit = QLineEdit()
        self.description_edit.setObjectName("label_description")
        self.description_edit.textEdited.connect(self.edited)
        self.description_label = QLabel()
        self.description_label.setBuddy(self.description_edit)
        form.addRow(self.description_label, self.description_edit)

        self.options_box = QGroupBox()
        self.options_editor = OptionsEditor()
        QVBoxLayout(self.options_box).addWidget(self.options_editor)

        # Who the parcel comes from (the account's sender for the order's shop): printed after FROM on the label.
        self.sender_label = QLabel()
        self.sender_label.setObjectName("sender")
        self.sender_label.setWordWrap(True)
        self.violations_label = QLabel()
        self.violations_label.setObjectName("violations")
        self.violations_label.setWordWrap(True)
        self.violations_label.setStyleSheet("color: #b00020")

        inner = QWidget()
        column = QVBoxLayout(inner)
        column.addWidget(self.recipient_box)
        column.addWidget(self.options_box)
        column.addWidget(self.sender_label)
        column.addWidget(self.violations_label)
        column.addStretch(1)
        self.setWidgetResizable(True)
        self.setWidget(inner)
