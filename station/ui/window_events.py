"""The window's views follow the services' change events (station.services.events, docs/architecture.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from station.services.events import (
    ChangedAtAnotherTable,
    ConnectionChanged,
    JournalReported,
    OrdersChanged,
    PendingWorkChanged,
    PrintJobChanged,
    QueueChanged,
    SharedStoreChanged,
    SheetChanged,
    ShippedElsewhereLearnt,
    WaitingHereChanged,
)
from station.ui.event_bridge import EventBridge
from station.ui.status_bar import Connection

if TYPE_CHECKING:
    from station.ui.main_window import MainWindow


def show_changes(window: MainWindow, events: EventBridge) -> None:
    """Each change the services publish reaches the views of `window` that show it."""
    # The outbox tells these in the middle of its work: handled once its step is done.
    events.on(PendingWorkChanged, lambda event: window.status.set_pending(event.count), queued=True)
    events.on(JournalReported, window.shipment_actions.journal_reported, queued=True)

    def dropped_while_waiting(event: JournalReported) -> None:
        # A waiting label dropped has no print job to tell of: the order shown says it is no longer waiting.
        if event.job is None:
            window.shown_order.printed(event.order_keys)

    events.on(JournalReported, dropped_while_waiting, queued=True)
    events.on(
        ConnectionChanged,
        lambda event: window.status.set_connection(
            Connection.ONLINE if event.online else Connection.OFFLINE, event.detail
        ),
    )
    events.on(OrdersChanged, lambda event: window.queue_actions.refresh_rows(event.order_keys))
    events.on(PrintJobChanged, lambda event: window.shown_order.printed(event.order_keys))
    events.on(SheetChanged, lambda event: window.sheet.update(event.label_format))
    # Work journaled during an outage went out: show the shipments the outbox created meanwhile.
    events.on(
        QueueChanged,
        lambda _event: window.tasks.run(window.queue_actions.show_work_sent(), name="load_queue"),
        queued=True,
    )
    events.on(ShippedElsewhereLearnt, lambda event: window.queue_actions.shipped_elsewhere(event.order_keys))
    events.on(ChangedAtAnotherTable, lambda event: window.queue_actions.changed_at_another_table(event.order_keys))
    events.on(SharedStoreChanged, window.status.set_shared_store)
    events.on(WaitingHereChanged, lambda event: window.status.set_waiting_here(event.count))
