"""The order queue loads off the UI thread: the window shows first, a later load wins, newer rows are kept."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from station.services.orders import OrderQueueService
from station.store.records import OrderState, QueuedOrder
from station.store.store import Store
from tests.helpers.window import SAMPLE_CSV, close_window


def test_a_row_updated_while_the_orders_load_keeps_its_newer_state(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from station.ui.order_queue import OrderQueuePanel

    panel = OrderQueuePanel()
    qtbot.addWidget(panel)
    stale = sample_orders(tmp_path)
    panel.set_orders(stale)
    panel.select_key(stale[1].key)
    panel.begin_loading()
    assert panel.loading and panel.count_label.text() == "Loading orders…"
    newer = replace(stale[1], state=OrderState.CANCELLED)
    panel.update_order(newer)  # a scan or a print while the read is under way
    panel.set_orders(stale)  # what the read returned: read before the update
    assert not panel.loading
    assert panel.current_order() == newer
    assert panel.model.total_count == len(stale)


def test_a_reload_that_changes_the_current_order_shows_it_again(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from station.ui.order_queue import OrderQueuePanel

    panel = OrderQueuePanel()
    qtbot.addWidget(panel)
    orders = sample_orders(tmp_path)
    panel.set_orders(orders)
    panel.select_key(orders[0].key)
    shown = []
    panel.current_changed.connect(shown.append)
    panel.set_orders(orders)
    assert shown == []  # nothing changed: the detail is not rebuilt
    changed = replace(orders[0], state=OrderState.CANCELLED)
    panel.set_orders([changed, *orders[1:]])
    assert shown == [changed]


def test_the_window_starts_without_services_then_loads_the_queue_off_the_ui_thread(services, qtbot) -> None:  # type: ignore[no-untyped-def]
    from station.ui.main_window import MainWindow

    services.orders.import_file(SAMPLE_CSV)
    window = MainWindow(None, sandbox=True)
    window.show()
    qtbot.waitExposed(window)
    try:
        assert not window.centralWidget().isEnabled()
        assert not window.actions_by_id["sync_orders"].isEnabled()
        assert window.actions_by_id["quit"].isEnabled()
        window.attach_services(services)
        assert window.centralWidget().isEnabled() and window.actions_by_id["sync_orders"].isEnabled()
        assert window.queue.count_label.text() == "Loading orders…"
        qtbot.waitUntil(lambda: not window.tasks.running)
        assert window.queue.model.total_count == len(services.orders.orders()) > 0

        # Two loads in flight: the later one is what the queue shows, whatever order they finish in.
        first, second = window.queue_actions.reload_queue(), window.queue_actions.reload_queue()
        qtbot.waitUntil(lambda: first.done() and second.done())
        assert window.queue.model.total_count == len(services.orders.orders())
        assert not window.queue.loading
    finally:
        close_window(qtbot, window)


def sample_orders(folder: Path) -> list[QueuedOrder]:
    store = Store.open(folder / "orders.sqlite3", operator="test")
    try:
        queue = OrderQueueService(store, lambda: None)
        queue.import_file(SAMPLE_CSV)
        return queue.orders()
    finally:
        store.close()
