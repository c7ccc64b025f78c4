"""Whether the service answers, as the last call found it: one place decides, and says so with ConnectionChanged."""

from __future__ import annotations

from station.domain.errors import ErrorKind
from station.services.errors import WorkQueued
from station.services.events import ConnectionChanged, EventBus, PendingWorkChanged, QueueChanged
from station.services.offline_requests import QueuedHere
from station.services.outbox import OutboxService


class ServiceLink:
    """Online once a call was answered, offline when one could not reach the service (or its work was journaled
    for later). Work journaled during an outage is watched: once all of it went out, `QueueChanged` (the shipments
    the outbox created meanwhile show)."""

    def __init__(self, events: EventBus, outbox: OutboxService) -> None:
        self._events = events
        self._outbox = outbox
        self.online: bool | None = None  # None: no call answered or failed yet
        self._detail = ""
        self._pending = 0
        self._queued_during_outage = False
        events.subscribe(PendingWorkChanged, self._pending_changed)

    def answered(self) -> None:
        """A call to the service was answered."""
        was_offline = self.online is False
        self._set(True, "")
        if was_offline and self._pending:
            self._outbox.wake()  # the service is back: journaled work goes now, not after the backoff

    def failed(self, error: BaseException) -> None:
        """A call failed: offline when the service could not be reached; other refusals say nothing of the link."""
        if not is_connection_failure(error):
            return
        self._queued_during_outage = self._queued_during_outage or isinstance(error, WorkQueued)
        self._set(False, str(error))

    def _set(self, online: bool, detail: str) -> None:
        changed = (online, detail) != (self.online, self._detail)
        self.online, self._detail = online, detail
        if changed:
            self._events.publish(ConnectionChanged(online, detail))

    def _pending_changed(self, event: PendingWorkChanged) -> None:
        self._pending = event.count
        if event.count == 0 and self._queued_during_outage:
            self._queued_during_outage = False
            self._events.publish(QueueChanged())


def is_connection_failure(error: BaseException) -> bool:
    if isinstance(error, QueuedHere):
        return False  # the shop's shared database is away, not the service (the status bar says so apart)
    return isinstance(error, WorkQueued) or getattr(error, "kind", None) is ErrorKind.BACKEND
