"""The window's status bar: which account, whether the service answers, and how much work is still pending."""

from __future__ import annotations

import time
from datetime import datetime
from enum import Enum

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar, QWidget

from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.services.events import SharedStoreChanged
from station.ui.language import translated


class Connection(str, Enum):
    UNKNOWN = "unknown"
    ONLINE = "online"
    OFFLINE = "offline"


_CONNECTION_TEXT = {
    Connection.UNKNOWN: (QT_TRANSLATE_NOOP("StationStatusBar", "● Not checked"), "#666"),
    Connection.ONLINE: (QT_TRANSLATE_NOOP("StationStatusBar", "● Connected"), "#1b7f3b"),
    Connection.OFFLINE: (QT_TRANSLATE_NOOP("StationStatusBar", "● No connection"), "#b00020"),
}


def _clock(moment: datetime) -> str:
    """A time of today as the operator reads it: this computer's local hours and minutes."""
    return moment.astimezone().strftime("%H:%M")


class StationStatusBar(QStatusBar):
    """Permanent fields on the right; transient messages (what just happened) on the left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.busy = QProgressBar()
        self.busy.setObjectName("busyIndicator")
        self.busy.setRange(0, 0)  # indeterminate: something is talking to the service
        self.busy.setMaximumWidth(90)
        self.busy.setMaximumHeight(14)
        self.busy.hide()
        self.account_label = QLabel()
        self.account_label.setObjectName("accountStatus")
        self.connection_label = QLabel()
        self.connection_label.setObjectName("connectionStatus")
        self.pending_label = QLabel()
        self.pending_label.setObjectName("pendingStatus")
        self.shared_store_label = QLabel()  # only with a shared store (several packing tables, one queue)
        self.shared_store_label.setObjectName("sharedStoreStatus")
        self.shared_store_label.hide()
        self.shared_store_reachable: bool | None = None
        self._shared_store: SharedStoreChanged | None = None
        self.waiting_here = 0  # requests kept in this table's own journal while the shared queue was away
        for widget in (
            self.busy,
            self.account_label,
            self.connection_label,
            self.shared_store_label,
            self.pending_label,
        ):
            self.addPermanentWidget(widget)
        self._account: str | None = None  # None: no account yet
        self._connection_detail = ""
        self.connection_state = Connection.UNKNOWN
        self.pending_count = 0
        self._message: tuple[str, float | None] = ("", None)  # the transient message and until when it shows
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.account_label.setText(
            self.tr("Account: {account}").format(
                account=translated(self._account) if self._account is not None else self.tr("No account")
            )
        )
        text, colour = _CONNECTION_TEXT[self.connection_state]
        self.connection_label.setText(translated(text))
        self.connection_label.setStyleSheet(f"color: {colour}")
        self.connection_label.setToolTip(translated(self._connection_detail))
        count = self.pending_count
        self.pending_label.setText(self.tr("Nothing pending") if count == 0 else self.tr("%n pending", "", count))
        self.pending_label.setStyleSheet("" if count == 0 else "color: #9a6700; font-weight: bold")
        self.pending_label.setToolTip(
            self.tr("Shipments and prints waiting to be sent; Station retries them when the service answers again.")
        )
        self._show_shared_store()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self._say_message_again()
        super().changeEvent(event)

    def showMessage(self, message: str, timeout: int | None = 0) -> None:  # noqa: N802 - Qt's name
        """A transient message; a `Text` (a service's message) is said again in the new language at a switch, any
        other text (said already in the old one) goes away then."""
        timeout = timeout or 0
        self._message = (message, None if timeout <= 0 else time.monotonic() + timeout / 1000)
        super().showMessage(translated(message), timeout)

    def _say_message_again(self) -> None:
        message, until = self._message
        if not self.currentMessage():
            return
        if not isinstance(message, Text):
            self.clearMessage()  # English beside Dutch would be worse than nothing
            return
        left_ms = 0 if until is None else max(1, round((until - time.monotonic()) * 1000))
        super().showMessage(translated(message), left_ms)

    def set_account(self, text: str) -> None:
        self._account = text
        self.retranslate_ui()

    def set_connection(self, state: Connection, detail: str = "") -> None:
        self.connection_state = state
        self._connection_detail = detail
        self.retranslate_ui()

    def set_waiting_here(self, count: int) -> None:
        """How many requests wait in this table's own journal for the shared queue (services/offline_requests.py)."""
        self.waiting_here = count
        self._show_shared_store()

    def set_shared_store(self, state: SharedStoreChanged) -> None:
        """The shop's shared queue (PostgreSQL): reachable, or not (then orders this table holds are kept here and
        nothing is created or printed until it is back), with how long this table's claims hold."""
        self.shared_store_reachable = state.reachable
        self._shared_store = state
        self.shared_store_label.show()
        self._show_shared_store()

    def _show_shared_store(self) -> None:
        state = self._shared_store
        if state is None:
            return
        where, detail = state.where, state.detail
        waiting = self._waiting_said()
        if state.reachable:
            self.shared_store_label.setText(self.tr("● Shared queue") + waiting)
            self.shared_store_label.setStyleSheet("color: #1b7f3b")
            self.shared_store_label.setToolTip(
                self.tr("Several packing tables, one queue: {where}").format(where=where)
            )
        else:
            self.shared_store_label.setText(self._unreachable_text(state) + waiting)
            self.shared_store_label.setStyleSheet("color: #b00020; font-weight: bold")
            said = self.tr(
                "The shop's database ({where}) cannot be reached. Orders claimed here can still be scanned: each is "
                "kept at this table and created and printed once the database answers again; other orders cannot be "
                "claimed until then. Nothing is lost; Station keeps trying."
            ).format(where=where)
            parts = (said, self._claims_said(state), self._waiting_explained(), translated(detail))
            self.shared_store_label.setToolTip("\n".join(part for part in parts if part))

    def _unreachable_text(self, state: SharedStoreChanged) -> str:
        """Short, for the status bar: since when, and how long this table's claims hold (the tooltip says more)."""
        if state.since is None:
            return self.tr("● Shared queue unreachable")
        since = _clock(state.since)
        if state.held_until is not None and state.claims_ran_out:
            return self.tr("● Shared queue unreachable since {since} · claims ran out at {until}").format(
                since=since, until=_clock(state.held_until)
            )
        if state.held_until is not None and state.held:
            return self.tr("● Shared queue unreachable since {since} · %Ln held until {until}", "", state.held).format(
                since=since, until=_clock(state.held_until)
            )
        return self.tr("● Shared queue unreachable since {since}").format(since=since)

    def _waiting_said(self) -> str:
        if not self.waiting_here:
            return ""
        return self.tr(" · %n waiting here", "", self.waiting_here)

    def _waiting_explained(self) -> str:
        if not self.waiting_here:
            return ""
        return self.tr(
            "Requests kept at this table: %n. Nothing of them was created or printed yet: they go to the shared queue "
            "once it answers, and are created and printed then, unless another table took the order meanwhile.",
            "",
            self.waiting_here,
        )

    def _claims_said(self, state: SharedStoreChanged) -> str:
        if state.held_until is None or not state.held:
            return ""
        if state.claims_ran_out:
            return self.tr(
                "This table's claims ran out at {until}: other tables may take its orders now; those nobody took are"
                " its own again once the database answers."
            ).format(until=_clock(state.held_until))
        return self.tr(
            "Orders claimed here: %Ln. They stay this table's until {until}: no other table can take them before.",
            "",
            state.held,
        ).format(until=_clock(state.held_until))

    def set_pending(self, count: int) -> None:
        """Outbox entries not yet confirmed by the service or the printer (they are retried automatically)."""
        self.pending_count = count
        self.retranslate_ui()

    def set_busy(self, busy: bool) -> None:
        self.busy.setVisible(busy)
