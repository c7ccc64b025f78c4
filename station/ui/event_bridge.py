"""The services' change events (station.services.events) onto the UI thread, where views refresh themselves."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from station.services.events import E, EventBus


class EventBridge(QObject):
    """`on(kind, handler)`: the handler runs on the UI thread for every event of that kind — at once when it was
    published there, queued when a worker published it (Qt's automatic connection decides at each emit);
    `queued=True` always runs it after the publisher's step, for events told in the middle of a service's work.
    `close()` stops every subscription (the window closes before the services do)."""

    _direct = Signal(object, object)  # handler, event
    _queued = Signal(object, object)

    def __init__(self, events: EventBus, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._events = events
        self._unsubscribers: list[Callable[[], None]] = []
        self._direct.connect(self._deliver)
        self._queued.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def on(self, kind: type[E], handler: Callable[[E], object], *, queued: bool = False) -> None:
        signal = self._queued if queued else self._direct
        self._unsubscribers.append(self._events.subscribe(kind, lambda event: signal.emit(handler, event)))

    def close(self) -> None:
        for unsubscribe in self._unsubscribers:
            unsubscribe()
        self._unsubscribers.clear()

    def _deliver(self, handler: Callable[[Any], None], event: object) -> None:
        handler(event)
