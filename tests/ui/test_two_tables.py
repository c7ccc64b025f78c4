"""Two Station windows on one shared store (PostgreSQL): an order shipped at Table 1 shows as printed at Table 2,
its row updated in place (the same row object position, no reload of the queue), and a scan at Table 2 of an order
Table 1 is working on says where and does nothing (issue 16 points 2 and 3)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.printers.directory import DirectoryLabelPrinter
from station.services.account import AccountService
from station.services.outbox import PrinterBinding
from station.services.station import StationServices
from station.store.claims import StationIdentity
from station.store.records import OrderState
from station.store.settings import SettingsFile
from station.store.store import Store
from tests.helpers.postgres import Cluster, Schemas
from tests.helpers.window import close_window, import_sample, run_async, type_like_a_scanner


@pytest.fixture
def shared_location(postgres_cluster: Cluster) -> Iterator[str]:
    schemas = Schemas(postgres_cluster, "windows")
    yield schemas.location("shop")
    schemas.drop_all()


def open_table(name: str, location: str, sandbox, tmp_path: Path, qtbot):  # type: ignore[no-untyped-def]
    from station.ui.main_window import MainWindow

    folder = tmp_path / name
    account = AccountService(SettingsFile(folder / "account.json"))
    account.use_sandbox(sandbox.base_url, sandbox.printing_base_url)
    printer = DirectoryLabelPrinter(folder / "printed")
    bindings = {
        fmt: PrinterBinding(PrinterProfile(f"PDF {fmt.value}", fmt, printer_name=f"pdf-{fmt.value}"), printer)
        for fmt in LabelFormat
    }
    store = Store.open(location, operator=name, station=StationIdentity(f"id-{name}", name))
    services = StationServices(account, store, bindings)
    run_async(qtbot, services.start())
    window = MainWindow(services, sandbox=True)
    window.setWindowTitle(f"Station — {name}")
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def two_tables(shared_location: str, sandbox, tmp_path: Path, qtbot, qasync_loop):  # type: ignore[no-untyped-def]
    windows = [open_table(name, shared_location, sandbox, tmp_path, qtbot) for name in ("Table 1", "Table 2")]
    yield windows
    for window in windows:
        services = window.services
        close_window(qtbot, window)
        run_async(qtbot, services.aclose())


def test_a_label_printed_at_table_1_updates_the_row_at_table_2_in_place(two_tables, qtbot) -> None:  # type: ignore[no-untyped-def]
    first, second = two_tables
    import_sample(first, qtbot)
    # Table 2 hears of the orders imported at Table 1 and reads its queue.
    qtbot.waitUntil(lambda: second.queue.model.total_count == first.queue.model.total_count, timeout=10_000)
    row_before = second.queue.model.shown_row_of("import:WEB-10421")
    assert second.queue.model.row_by_key("import:WEB-10421").state is OrderState.QUEUED

    run_async(qtbot, first.services.shipments.create_and_print("import:WEB-10421"))
    qtbot.waitUntil(
        lambda: second.queue.model.row_by_key("import:WEB-10421").state is OrderState.PRINTED, timeout=5_000
    )
    assert second.queue.model.shown_row_of("import:WEB-10421") == row_before  # the same row, updated in place


def test_a_scan_at_table_2_of_an_order_table_1_works_on_says_where(two_tables, qtbot) -> None:  # type: ignore[no-untyped-def]
    first, second = two_tables
    import_sample(first, qtbot)
    qtbot.waitUntil(lambda: second.queue.model.total_count == first.queue.model.total_count, timeout=10_000)
    assert run_async(qtbot, first.services.claims.take_many(["import:WEB-10422"])) == {}

    second.scan_to_print.setChecked(True)
    second.scan_field.setFocus()
    type_like_a_scanner(qtbot, "WEB-10422")
    qtbot.waitUntil(
        lambda: any("in progress at Table 1 since" in shown.text for shown in second.error_panel.shown), timeout=10_000
    )
    assert second.services.orders.get("import:WEB-10422").shipment is None


def test_a_lost_link_to_the_shared_store_shows_in_the_status_bar_and_the_queue_is_read_again_once_back(
    two_tables, qtbot, postgres_cluster: Cluster
) -> None:  # type: ignore[no-untyped-def]
    from station.services.events import QueueChanged, SharedStoreChanged

    _first, second = two_tables
    assert second.status.shared_store_label.text() == "● Shared queue"
    links: list[bool] = []
    reloads: list[QueueChanged] = []
    second.services.events.subscribe(SharedStoreChanged, lambda event: links.append(event.reachable))
    second.services.events.subscribe(QueueChanged, reloads.append)
    with postgres_cluster.admin() as admin:  # the server drops Table 2's listening connection (a network cut)
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE query = 'LISTEN station_orders' AND application_name = 'Station'"
        )
    qtbot.waitUntil(lambda: False in links and links[-1] is True and bool(reloads), timeout=15_000)
    assert second.status.shared_store_label.text() == "● Shared queue"
