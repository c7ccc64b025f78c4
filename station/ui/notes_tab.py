"""The detail panel's Notes tab: the order's notes for the shop and a field to add one. Its texts are said by the
panel (ShipmentDetailPanel.retranslate_ui)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QListWidget, QPushButton, QVBoxLayout, QWidget


class NotesTab(QWidget):
    """The order's notes; Enter or Add note asks for a new one (`note_requested`), `note_added` clears the field."""

    note_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.notes_list = QListWidget()
        self.notes_list.setObjectName("notes")
        self.note_edit = QLineEdit()
        self.note_edit.setObjectName("noteEdit")
        self.note_edit.returnPressed.connect(self._note_entered)
        self.add_note_button = QPushButton()
        self.add_note_button.clicked.connect(self._note_entered)
        row = QHBoxLayout()
        row.addWidget(self.note_edit, 1)
        row.addWidget(self.add_note_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.notes_list, 1)
        layout.addLayout(row)

    def show_notes(self, notes: Sequence[str]) -> None:
        self.notes_list.clear()
        self.notes_list.addItems(list(notes))

    def set_order_shown(self, shown: bool) -> None:
        self.note_edit.setEnabled(shown)
        self.add_note_button.setEnabled(shown)

    def note_added(self) -> None:
        self.note_edit.clear()

    def _note_entered(self) -> None:
        text = self.note_edit.text().strip()
        if text:
            self.note_requested.emit(text)
