"""A stop signal (SIGTERM from a logout or `kill`, SIGINT from Ctrl-C in a terminal) quits Station the way closing
its window does: the session closes, journaled work stays for the next start, the process ends in its own time.

Python runs a signal handler only when it gets the interpreter back, which a Qt event loop waiting in C++ never
gives it; so the signal wakes the loop through a socket (signal.set_wakeup_fd) that Qt watches."""

from __future__ import annotations

import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class StopSignals(QObject):
    """While it exists, a stop signal calls `quit` once, on the Qt thread."""

    def __init__(self, quit: Callable[[], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._quit: Callable[[], object] | None = quit
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._previous_wakeup = signal.set_wakeup_fd(self._writer.fileno())
        # A Python-level handler (doing nothing) replaces the default one that would end the process at once; the
        # wake-up byte carries the news to the notifier.
        self._previous_handlers = {number: signal.signal(number, _noted) for number in STOP_SIGNALS}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)

    def _woken(self) -> None:
        try:
            received = self._reader.recv(64)
        except (BlockingIOError, InterruptedError):
            return
        if any(number in received for number in STOP_SIGNALS) and self._quit is not None:
            quit, self._quit = self._quit, None  # a second Ctrl-C while quitting changes nothing
            quit()

    def uninstall(self) -> None:
        self._notifier.setEnabled(False)
        signal.set_wakeup_fd(self._previous_wakeup)
        for number, handler in self._previous_handlers.items():
            signal.signal(number, handler)
        self._reader.close()
        self._writer.close()


def _noted(_signal_number: int, _frame: object) -> None:
    """The signal is acted on by StopSignals._woken, on the Qt thread."""
