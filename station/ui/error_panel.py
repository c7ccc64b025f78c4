"""The one place that shows every error, non-modally, in operator words, saying whether to correct or to retry."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from station.services.errors import WorkQueued, describe
from station.ui.language import format_time, translated

log = logging.getLogger("station.ui.errors")

MAX_SHOWN = 4  # older messages drop off: the panel must never push the work area off screen


@dataclass(frozen=True)
class ShownError:
    """What the panel shows: a title, what happened, and what to do about it."""

    title: str
    text: str
    advice: str
    retryable: bool
    at: datetime
    source: str | None = None  # what it is about (e.g. "scan"): it disappears when that succeeds next


class _ErrorEntry(QFrame):
    dismissed = Signal(object)

    def __init__(
        self,
        shown: ShownError,
        retry: Callable[[], object] | None,
        action: tuple[str, Callable[[], object]] | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.shown = shown
        self.setObjectName("errorEntry")
        self.setProperty("retryable", shown.retryable)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        self._action_text = action[0] if action is not None else ""
        self.label = label = QLabel()
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(label, 1)
        self.retry_button = self._button(layout, "", retry) if retry is not None and shown.retryable else None
        self.action_button = self._button(layout, action[0], action[1]) if action is not None else None
        self.close_button = close = QPushButton("✕")
        close.setFixedWidth(28)
        close.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        close.clicked.connect(lambda: self.dismissed.emit(self))
        layout.addWidget(close)
        # Red for a thing to correct, amber for a thing that may work on retry.
        colour = "#fbe3e3" if not shown.retryable else "#fff3d6"
        border = "#d9534f" if not shown.retryable else "#e0a800"
        self.setStyleSheet(
            f"QFrame#errorEntry {{ background: {colour}; border: 1px solid {border}; border-radius: 4px; }}"
        )
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The message in the language spoken now (its parts are the services' translatable Texts)."""
        shown = self.shown
        what_to_do = self.tr("Retry: {advice}") if shown.retryable else self.tr("Correct: {advice}")
        self.label.setText(
            f"<b>{_escape(translated(shown.title))}</b> — {_escape(translated(shown.text))}"
            f"<br><span style='color:#444'>{_escape(what_to_do.format(advice=translated(shown.advice)))}</span>"
            f" <span style='color:#888'>({format_time(shown.at)})</span>"
        )
        if self.retry_button is not None:
            self.retry_button.setText(self.tr("Retry"))
        if self.action_button is not None:
            self.action_button.setText(translated(self._action_text))
        self.close_button.setToolTip(self.tr("Dismiss (Ctrl+Shift+D dismisses all)"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _button(self, layout: QHBoxLayout, text: str, handler: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the scan field keeps the keyboard

        def _clicked() -> None:
            self.dismissed.emit(self)  # the entry is dealt with; a new failure shows a new entry
            handler()

        button.clicked.connect(_clicked)
        layout.addWidget(button)
        return button


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def reserved_error_height(widget: QWidget) -> int:
    """The height the window keeps for the newest error entry (two lines of text and the entry's frame), so a
    message appearing or going never moves the panels under the operator's mouse."""
    lines = widget.fontMetrics().lineSpacing() * 2
    return lines + 4 + 8 + 2 + 6  # panel margin, entry margins, frame, breathing room


class ErrorPanel(QWidget):
    """A stack of error entries above the work area; newest on top, each dismissable, retry where it helps."""

    changed = Signal(int)  # number of entries shown

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("errorPanel")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(6, 4, 6, 0)
        self._layout.setSpacing(3)
        self._entries: list[_ErrorEntry] = []
        self.setVisible(False)

    @property
    def shown(self) -> list[ShownError]:
        """Entries currently shown, newest first."""
        return [entry.shown for entry in self._entries]

    def show_exception(
        self,
        exc: BaseException,
        retry: Callable[[], object] | None = None,
        action: tuple[str, Callable[[], object]] | None = None,
        source: str | None = None,
    ) -> None:
        """Describe a failure in operator words (the services know how) and show it.

        `action` is a one-click way out the window knows of (e.g. "Create return" when cancelling is refused).
        """
        message = describe(exc)
        if isinstance(exc, WorkQueued):
            retry = None  # the outbox sends it by itself; a manual retry could only duplicate it
        self.show_message(
            message.title,
            message.text,
            message.advice,
            retryable=message.retry,
            retry=retry,
            action=action,
            source=source,
        )

    def show_message(
        self,
        title: str,
        text: str,
        advice: str,
        *,
        retryable: bool,
        retry: Callable[[], object] | None = None,
        action: tuple[str, Callable[[], object]] | None = None,
        source: str | None = None,
    ) -> None:
        """`source` names what the message is about; `resolved(source)` takes it away once that went well."""
        shown = ShownError(title, text, advice, retryable, datetime.now(), source)
        # Titles and texts come from the services' descriptions, which never hold secrets.
        log.info("shown to operator: %s — %s", title, text)
        # The same message again replaces the old one instead of stacking duplicates (a scanner repeating).
        for entry in list(self._entries):
            if (entry.shown.title, entry.shown.text) == (title, text):
                self._remove(entry)
        entry = _ErrorEntry(shown, retry, action, self)
        entry.dismissed.connect(self._remove)
        self._entries.insert(0, entry)
        self._layout.insertWidget(0, entry)
        while len(self._entries) > MAX_SHOWN:
            self._remove(self._entries[-1])
        self.setVisible(True)
        self.changed.emit(len(self._entries))

    def resolved(self, source: str) -> None:
        """What `source` names succeeded now: its earlier failures no longer apply and disappear."""
        for entry in list(self._entries):
            if entry.shown.source == source:
                self._remove(entry)

    def clear(self) -> None:
        for entry in list(self._entries):
            self._remove(entry)

    def _remove(self, entry: _ErrorEntry) -> None:
        if entry not in self._entries:
            return
        self._entries.remove(entry)
        self._layout.removeWidget(entry)
        entry.deleteLater()
        self.setVisible(bool(self._entries))
        self.changed.emit(len(self._entries))
