"""A yes-or-cancel question asked before something is removed: non-modal (open(), never exec() under qasync), and
said again in the new language when the operator switches while it is open."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QMessageBox, QWidget


class QuestionBox(QMessageBox):
    """Yes or Cancel (Cancel the default); `answered(confirmed)` once the operator chose."""

    def __init__(
        self,
        title: Callable[[], str],
        text: Callable[[], str],
        answered: Callable[[bool], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            QMessageBox.Icon.Question,
            title(),
            text(),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            parent,
        )
        self._title, self._text = title, text
        self.setDefaultButton(QMessageBox.StandardButton.Cancel)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.finished.connect(
            lambda _result: answered(self.standardButton(self.clickedButton()) == QMessageBox.StandardButton.Yes)
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(self._title())
            self.setText(self._text())
        super().changeEvent(event)
