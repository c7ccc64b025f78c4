"""Who is packing: the name chosen at start from a short list (remembered by the store), shown in the status bar and
switched from there or the File menu; every entry of the operator log is written with it (issue 19 point 8)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from station.domain.operators import InvalidOperatorName
from station.domain.text import message_of
from station.services.operator_log import OperatorLogService
from station.ui.language import translated
from station.ui.order_queue import refocus_scan_field_soon
from station.ui.qt_objects import shiboken6_valid

if TYPE_CHECKING:
    from station.services.station import StationServices
    from station.ui.main_window import MainWindow
    from station.ui.operator_log_view import OperatorLogDialog

log = logging.getLogger("station.ui.operator_choice")


class OperatorDialog(QDialog):
    """Pick a name from the list (Enter or a double click) or type another one. Non-modal: open it with `show()` or
    `open()`, never `exec()`. `chosen(name)` once the choice is in the log."""

    chosen = Signal(str)

    def __init__(self, operators: OperatorLogService, *, at_start: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("operatorDialog")
        self.setWindowTitle(self.tr("Who is packing?"))
        self.setMinimumWidth(380)
        self._operators = operators
        intro = QLabel(
            self.tr("Choose your name. Everything you create, print, reprint, cancel or return is logged with it.")
            if at_start
            else self.tr("Choose who packs from now on. Work done so far stays logged with its own name.")
        )
        intro.setWordWrap(True)
        self.names = QListWidget()
        self.names.setObjectName("operatorNames")
        for name in operators.operators():
            self.names.addItem(QListWidgetItem(name))
        current = self.names.findItems(operators.current, Qt.MatchFlag.MatchFixedString)
        if current:
            self.names.setCurrentItem(current[0])
        self.names.setVisible(self.names.count() > 0)
        rows = min(max(self.names.count(), 1), 8)  # a short list, shown whole
        self.names.setFixedHeight(rows * self.names.sizeHintForRow(0) + 2 * self.names.frameWidth() + 4)
        self.names.itemActivated.connect(lambda _item: self.accept())
        self.new_name = QLineEdit()
        self.new_name.setObjectName("newOperatorName")
        self.new_name.setPlaceholderText(self.tr("Someone else: type a name"))
        if not operators.chosen_before():
            self.new_name.setText(operators.current)  # the computer's login, as a start
            self.new_name.selectAll()
        self.new_name.returnPressed.connect(self.accept)
        self.problem = QLabel()
        self.problem.setObjectName("operatorProblem")
        self.problem.setStyleSheet("color: #c62828;")
        self.problem.setWordWrap(True)
        self.problem.hide()
        self.forget_button = QPushButton(self.tr("&Forget the selected name"))
        self.forget_button.setObjectName("forgetOperator")
        self.forget_button.setVisible(self.names.count() > 1)
        self.forget_button.clicked.connect(self._forget_selected)
        self.buttons = QDialogButtonBox()
        self.start_button = self.buttons.addButton(self.tr("&Start packing"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("startPacking")
        self.start_button.setDefault(True)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (intro, self.names, self.new_name, self.problem):
            layout.addWidget(widget)
        bottom = QHBoxLayout()
        bottom.addWidget(self.forget_button)
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)
        (self.names if self.names.count() and operators.chosen_before() else self.new_name).setFocus()

    def typed_or_selected(self) -> str:
        """A name typed wins over the one selected in the list."""
        if self.new_name.text().strip():
            return self.new_name.text()
        item = self.names.currentItem()
        return item.text() if item is not None else ""

    def accept(self) -> None:
        try:
            name = self._operators.choose(self.typed_or_selected())
        except InvalidOperatorName as problem:
            self.problem.setText(translated(message_of(problem)))
            self.problem.show()
            self.new_name.setFocus()
            return
        self.chosen.emit(name)
        super().accept()

    def _forget_selected(self) -> None:
        item = self.names.currentItem()
        if item is None:
            return
        if item.text().casefold() == self._operators.current.casefold():
            self.problem.setText(self.tr("%s is packing now: choose someone else first.") % item.text())
            self.problem.show()
            return
        self._operators.forget(item.text())
        self.names.takeItem(self.names.row(item))


class OperatorController(QObject):
    """The window's operator: the status bar's name (click to switch), File → Switch operator… and Operator log…"""

    def __init__(self, window: MainWindow, services: StationServices) -> None:
        super().__init__(window)
        self._window = window
        self._services = services
        self.operators = services.operators
        self.button = QToolButton()
        self.button.setObjectName("operatorButton")
        self.button.setAutoRaise(True)
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a scan never lands here
        self.button.clicked.connect(lambda: self.open_choice())
        window.status.insertPermanentWidget(0, self.button)
        self.switch_action = QAction(window)
        self.switch_action.setObjectName("switchOperator")
        self.switch_action.triggered.connect(lambda: self.open_choice())
        self.log_action = QAction(window)
        self.log_action.setObjectName("operatorLog")
        self.log_action.triggered.connect(lambda: self.open_log())
        file_menu = window.menuBar().findChild(QMenu, "menu_file")  # by name: its title is in the operator's language
        if isinstance(file_menu, QMenu) and file_menu.actions():
            quit_action = file_menu.actions()[-1]  # the two go just above Quit
            file_menu.insertAction(quit_action, self.switch_action)
            file_menu.insertAction(quit_action, self.log_action)
            file_menu.insertSeparator(quit_action)
        self.dialog: OperatorDialog | None = None
        self.log_dialog: OperatorLogDialog | None = None
        self.retranslate_ui()
        window.installEventFilter(self)  # LanguageChange reaches the window: these follow

    def retranslate_ui(self) -> None:
        self.button.setToolTip(
            self.tr("Who is packing: the operator log records every action with this name. Click to switch.")
        )
        self.switch_action.setText(self.tr("S&witch operator…"))
        self.log_action.setText(self.tr("Operator &log…"))
        self.show_operator()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    def show_operator(self) -> None:
        self.button.setText(self.tr("Packing: %s") % self.operators.current)

    def ask_at_start(self) -> OperatorDialog:
        """At start: who packs today (the last one is selected: Enter keeps them)."""
        return self.open_choice(at_start=True)

    def open_choice(self, *, at_start: bool = False) -> OperatorDialog:
        if self.dialog is not None and shiboken6_valid(self.dialog) and self.dialog.isVisible():
            self.dialog.activateWindow()
            return self.dialog
        dialog = OperatorDialog(self.operators, at_start=at_start, parent=self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.chosen.connect(self._chosen)
        dialog.finished.connect(self._back_to_scanning)
        dialog.open()  # never exec() under qasync
        self.dialog = dialog
        return dialog

    def _back_to_scanning(self) -> None:
        """The window's shortcuts and the scan field work again at once, as before the dialog."""
        self._window.activateWindow()
        refocus_scan_field_soon(self._window.scan_field)

    def _chosen(self, name: str) -> None:
        self.show_operator()
        self._window.status.showMessage(self.tr("%s is packing: the log records what they do.") % name, 8000)
        if self.log_dialog is not None and self.log_dialog.isVisible():
            self.log_dialog.reload()

    def open_log(self) -> OperatorLogDialog:
        from station.ui.operator_log_view import OperatorLogDialog

        if self.log_dialog is None:
            self.log_dialog = OperatorLogDialog(
                self.operators, self._services.events, self._window.tasks, parent=self._window
            )
        self.log_dialog.reload()
        self.log_dialog.show()
        self.log_dialog.activateWindow()
        return self.log_dialog
