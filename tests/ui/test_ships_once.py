"""Ships once in the window: an order another station shipped shows as such, a scan of it prints nothing new, its
label is reprinted on request; a scan the service cannot answer asks before shipping (sandbox over real sockets)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.printers.directory import DirectoryLabelPrinter
from station.services.account import AccountService
from station.services.outbox import PrinterBinding
from station.services.station import StationServices
from station.store.settings import SettingsFile
from station.ui.order_queue import COL_LABEL
from tests.helpers.window import SAMPLE_CSV, close_window, import_sample, run_async

REFERENCE, KEY = "WEB-10423", "import:WEB-10423"


def pdfs(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.pdf")) if folder.exists() else []


def other_station(server, home: Path, qtbot) -> StationServices:  # type: ignore[no-untyped-def]
    account = AccountService(SettingsFile(home / "account.json"))
    account.use_sandbox(server.base_url, server.printing_base_url)
    printer = DirectoryLabelPrinter(home / "printed")
    bindings = {
        fmt: PrinterBinding(PrinterProfile(f"PDF {fmt.value}", fmt, printer_name=f"pdf-{fmt.value}"), printer)
        for fmt in LabelFormat
    }
    return StationServices.open(account=account, store_path=home / "station.sqlite3", printers=bindings)


def state_shown(window, key: str) -> str:  # type: ignore[no-untyped-def]
    row = window.queue.model.shown_row_of(key)
    return "" if row is None else window.queue.model.index(row, COL_LABEL).data()


def scan(window, qtbot, code: str) -> None:  # type: ignore[no-untyped-def]
    window.scan_field.setFocus()
    qtbot.keyClicks(window.scan_field, code)
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Return)


def test_an_order_shipped_at_another_station_shows_where_it_is_and_a_scan_prints_nothing_new(  # type: ignore[no-untyped-def]
    window,
    services,
    sandbox,
    qtbot,
    printed_dir,
    tmp_path,
) -> None:
    first = other_station(sandbox, tmp_path / "table-1", qtbot)
    try:
        first.orders.import_file(SAMPLE_CSV)
        shipped = run_async(qtbot, first.scan.scan(REFERENCE, scan_to_print=True))
    finally:
        run_async(qtbot, first.aclose())
    shipment_id = shipped.shipment.id

    import_sample(window, qtbot)  # the import wakes the background sweep: the queue learns it without a scan
    qtbot.waitUntil(lambda: state_shown(window, KEY).startswith("shipped elsewhere"), timeout=20_000)
    row = window.queue.model.shown_row_of(KEY)
    tooltip = window.queue.model.index(row, COL_LABEL).data(Qt.ItemDataRole.ToolTipRole)
    assert tooltip.endswith(f"shipment {shipment_id}, printed"), tooltip
    window.queue.select_key(KEY)
    qtbot.waitUntil(lambda: window.detail.elsewhere_note.isVisible())
    note = window.detail.elsewhere_note.text()
    assert "Shipped at another station" in note and f"shipment {shipment_id}, printed" in note

    window.scan_to_print.setChecked(True)
    scan(window, qtbot, REFERENCE)
    qtbot.waitUntil(lambda: bool(window.error_panel.shown) and not window.tasks.running, timeout=20_000)
    shown = window.error_panel.shown[0]
    assert shown.title == "Shipped at another station" and "Nothing new was printed" in shown.text
    assert f"shipment {shipment_id}" in shown.text
    assert pdfs(printed_dir) == []

    # Ctrl+P: the reprint question names the other station; confirmed, that shipment's label prints here.
    window.shipment_actions.print_current()
    question = window.detail.question
    qtbot.waitUntil(lambda: question.topic == f"reprint:{KEY}" and not window.tasks.running)
    assert "shipped at another station" in question.text.text()
    qtbot.mouseClick(question.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(pdfs(printed_dir)) == 1 and not window.tasks.running, timeout=20_000)
    [job] = services.printing.jobs_for(KEY)
    assert job.reprint and [item.shipment_id for item in job.items] == [shipment_id]


@pytest.fixture
def offline_window(sandbox_factory, tmp_path: Path, qtbot, qasync_loop) -> Iterator[tuple]:  # type: ignore[no-untyped-def]
    """A window on a sandbox of its own, which the test can stop: (window, services, server, printed folder)."""
    from station.ui.main_window import MainWindow

    server = sandbox_factory()
    services = other_station(server, tmp_path / "station", qtbot)
    run_async(qtbot, services.start())
    main = MainWindow(services, sandbox=True)
    main.show()
    qtbot.waitExposed(main)
    yield main, services, server, tmp_path / "station" / "printed"
    close_window(qtbot, main)
    run_async(qtbot, services.aclose())


def test_a_scan_the_service_cannot_answer_creates_nothing_until_the_operator_says_ship_anyway(  # type: ignore[no-untyped-def]
    offline_window,
    qtbot,
    tmp_path,
) -> None:
    window, services, server, printed = offline_window
    late = tmp_path / "late.csv"
    late.write_text(
        "reference,name,street,postal_code,city,country\nWEB-LATE-1,A. Laat,Kerkstraat 1,1017 GA,Amsterdam,NL\n"
    )
    server.stop()
    import_sample(window, qtbot, late)  # arrives while the service is away: never looked up

    window.scan_to_print.setChecked(True)
    scan(window, qtbot, "WEB-LATE-1")
    qtbot.waitUntil(lambda: bool(window.error_panel.shown) and not window.tasks.running, timeout=30_000)
    [entry] = window.error_panel._entries
    assert entry.shown.title == "Shipped at another station?" and entry.shown.retryable
    assert entry.retry_button is not None and entry.action_button is not None  # wait (retry) or ship anyway
    assert services.store.outbox.all() == [] and services.outbox.pending_count() == 0  # nothing without a word

    qtbot.mouseClick(entry.action_button, Qt.MouseButton.LeftButton)
    question = window.detail.question
    qtbot.waitUntil(lambda: question.topic == "ship-anyway:import:WEB-LATE-1")
    assert "Ship WEB-LATE-1 anyway?" in question.text.text()
    assert services.store.outbox.all() == []
    qtbot.mouseClick(question.confirm_button, Qt.MouseButton.LeftButton)
    # Confirmed: journaled like any create while the service is away (create and its label), sent when it is back.
    qtbot.waitUntil(lambda: services.outbox.pending_count() == 2 and not window.tasks.running, timeout=30_000)
    assert pdfs(printed) == []
    assert [entry.order_key for entry in services.store.log.with_action("ship anyway confirmed")] == [
        "import:WEB-LATE-1"
    ]  # whose word it was, written by the service
