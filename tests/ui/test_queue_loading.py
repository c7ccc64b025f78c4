"""The order queue loads off the UI thread: the window shows first, a later load wins, newer rows are kept."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

from station.domain.enums import ShipmentStatus
from station.services.orders import OrderQueueService
from station.store.records import OrderState, PrintState, QueuedOrder, ShipmentRecord
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


def test_the_queue_searches_the_same_words_whether_made_per_row_or_once_per_state(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from station.ui.order_queue import OrderQueuePanel

    panel = OrderQueuePanel()
    qtbot.addWidget(panel)
    base = sample_orders(tmp_path)[0]
    made = datetime(2026, 11, 25, 14, 5, tzinfo=UTC)

    def shipment(n: int, status: ShipmentStatus, *, elsewhere: bool = False) -> ShipmentRecord:
        return ShipmentRecord(n, base.key, base.reference, status, f"3SBAR{n}", created_at=made, elsewhere=elsewhere)

    orders = [
        base,
        replace(base, state=OrderState.CANCELLED),
        replace(base, shipment=shipment(1, ShipmentStatus.PENDING)),
        replace(base, shipment=shipment(2, ShipmentStatus.PRINTED), printed_count=1, last_print=PrintState.SENT),
        replace(base, shipment=shipment(3, ShipmentStatus.PRINTED), printed_count=2, last_print=PrintState.SENT),
        replace(base, shipment=shipment(4, ShipmentStatus.PRINTED), printed_count=1, last_print=PrintState.FAILED),
        replace(base, shipment=shipment(5, ShipmentStatus.PRINTED, elsewhere=True)),
        replace(base, shipment=shipment(6, ShipmentStatus.CANCELLED, elsewhere=True)),
        replace(base, shipment=replace(shipment(7, ShipmentStatus.PRINTED, elsewhere=True), created_at=None)),
    ]
    orders = [replace(order, key=f"{order.key}-{n}") for n, order in enumerate(orders)]
    model = panel.model
    assert model._search_texts(orders) == [model._search_text(order) for order in orders]  # noqa: SLF001


def test_the_opening_shows_the_newest_orders_then_every_order_before_the_services_and_hands_none_over_twice(  # type: ignore[no-untyped-def]
    services, qtbot
) -> None:
    from station.ui.main_window import MainWindow
    from station.ui.order_queue import COL_ADDED

    services.orders.import_file(SAMPLE_CSV)
    every = services.store.orders.all()
    newest = services.store.orders.newest(3)
    window = MainWindow(None, sandbox=True)
    window.show()
    qtbot.waitExposed(window)
    resets: list[int] = []
    window.queue.model.modelReset.connect(lambda: resets.append(window.queue.model.total_count))
    try:
        # The top of the queue as the table first shows it (newest first), while every order is read.
        window.queue_actions.show_newest(newest)
        assert window.queue.loading and window.queue.count_label.text() == "Loading orders…"
        model = window.queue.model
        assert [model.row_at(n).key for n in range(3)] == [
            order.key for order in sorted(every, key=lambda o: o.created_at, reverse=True)[:3]
        ]
        assert window.queue.table.horizontalHeader().sortIndicatorSection() == COL_ADDED
        window.queue_actions.show_read(every)  # before the services are open
        assert window.services is None and not window.queue.loading and model.total_count == len(every)
        window.queue_actions.show_newest(newest)  # late: the whole queue is not replaced by its top
        window.attach_services(services, first_orders=every)
        assert not window.queue.loading
        qtbot.waitUntil(lambda: not window.tasks.running)
        assert resets == [3, len(every)]  # the orders read at the opening were handed to the model once
        assert model.total_count == len(every)
    finally:
        close_window(qtbot, window)
