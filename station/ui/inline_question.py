"""One inline, non-modal question before anything that cannot be taken back (cancel, return, reprint, ship again).

Why inline and not a dialog: a modal dialog steals the scanner's keystrokes and breaks qasync; a question
next to the buttons leaves the scan field working. The operator answers with a click, with the action's own
shortcut pressed again (the window calls `confirm`), with the confirm button's Alt mnemonic, or declines with
Escape. Choices that belong to the answer (a return's e-mail, printerless) sit in the question itself, so what is
confirmed is exactly what is sent.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCheckBox, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

QUESTION_STYLE = "QFrame#{name} {{ background: #e8f0fe; border: 1px solid #1b5fa8; border-radius: 4px; }}"


@dataclass(frozen=True)
class Choice:
    """An option the operator can still change while answering; its state is handed to `on_confirm`."""

    key: str
    text: str  # with an & mnemonic: Alt+letter toggles it from the keyboard
    checked: bool
    enabled: bool = True
    tip: str = ""


Answer = Callable[[Mapping[str, bool]], object]


def _button(text: str, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keyboard with the scan field
    return button


class InlineQuestion(QFrame):
    """Asks one question at a time; a new question replaces the one shown. Hidden when nothing is asked."""

    answered = Signal(str, bool)  # topic, confirmed

    def __init__(self, name: str = "inlineQuestion", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setStyleSheet(QUESTION_STYLE.format(name=name))
        self.text = QLabel()
        self.text.setObjectName("questionText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.confirm_button = _button("", "")
        self.confirm_button.setObjectName("confirmQuestion")
        self.decline_button = _button("", "")
        self.decline_button.setObjectName("declineQuestion")
        self.confirm_button.clicked.connect(self.confirm)
        self.decline_button.clicked.connect(self.decline)
        self._choices_widget: QWidget | None = None
        self.choice_boxes: dict[str, QCheckBox] = {}
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.text, 1)
        row.addWidget(self.confirm_button)
        row.addWidget(self.decline_button)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(8, 4, 4, 4)
        self._layout.setSpacing(2)
        self._layout.addLayout(row)
        self._topic: str | None = None
        self._on_confirm: Answer | None = None
        self.retranslate_ui()
        self.hide()

    def retranslate_ui(self) -> None:
        """The question itself is the asker's, in the language spoken when it was asked."""
        self.decline_button.setToolTip(self.tr("Leave everything as it is (Esc)"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    @property
    def topic(self) -> str | None:
        """What is being asked (e.g. "cancel:<order key>"), or None when no question is open."""
        return self._topic if self.isVisible() else None

    def ask(
        self,
        topic: str,
        text: str,
        confirm: str,
        decline: str,
        on_confirm: Answer,
        choices: Sequence[Choice] = (),
        confirm_tip: str = "",
    ) -> None:
        """Show the question; `on_confirm(choices)` runs once, only when the operator confirms."""
        self._topic = topic
        self._on_confirm = on_confirm
        self.text.setText(text)
        self.confirm_button.setText(confirm)
        self.confirm_button.setToolTip(confirm_tip)
        self.decline_button.setText(decline)
        self._set_choices(choices)
        self.show()

    def choices(self) -> dict[str, bool]:
        return {key: box.isChecked() for key, box in self.choice_boxes.items()}

    def confirm(self) -> None:
        """The operator said yes: hide, then act with the choices as they are now."""
        if self._topic is None:
            return
        topic, on_confirm, choices = self._topic, self._on_confirm, self.choices()
        self._close()
        self.answered.emit(topic, True)
        if on_confirm is not None:
            on_confirm(choices)

    def decline(self) -> None:
        if self._topic is None:
            return
        topic = self._topic
        self._close()
        self.answered.emit(topic, False)

    def withdraw(self) -> None:
        """The question no longer applies (another order is shown): close it without an answer."""
        self._close()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Escape:
            self.decline()
            return
        super().keyPressEvent(event)

    def _close(self) -> None:
        self._topic = None
        self._on_confirm = None
        self.hide()

    def _set_choices(self, choices: Sequence[Choice]) -> None:
        if self._choices_widget is not None:
            self._layout.removeWidget(self._choices_widget)
            self._choices_widget.hide()  # gone now: its Alt keys must not compete with the new question's
            self._choices_widget.deleteLater()
            self._choices_widget = None
        self.choice_boxes = {}
        if not choices:
            return
        self._choices_widget = QWidget(self)
        row = QHBoxLayout(self._choices_widget)
        row.setContentsMargins(0, 0, 0, 0)
        for choice in choices:
            box = QCheckBox(choice.text)
            box.setObjectName(f"choice_{choice.key}")
            box.setChecked(choice.checked)
            box.setEnabled(choice.enabled)
            box.setToolTip(choice.tip)
            box.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(box)
            self.choice_boxes[choice.key] = box
        row.addStretch(1)
        self._layout.addWidget(self._choices_widget)
        self._choices_widget.show()  # now, not at the next event-loop turn: its Alt keys work at once
