"""The status bar: which account, whether the service answers, and how much work waits (the outbox's count)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.printers.directory import DirectoryLabelPrinter
from station.sandbox.server import SandboxServer
from station.sandbox.state import SandboxConfig
from station.services.account import AccountService
from station.services.outbox import PrinterBinding
from station.services.station import StationServices
from station.store.settings import SettingsFile
from station.ui.status_bar import Connection
from tests.helpers.window import close_window, import_sample, run_async


def test_account_and_connection_are_shown(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    status = window.status
    assert status.account_label.text() == "Account: Sandbox (Demo NL)"
    assert status.connection_state is Connection.UNKNOWN and status.connection_label.text() == "● Not checked"
    assert status.pending_label.text() == "Nothing pending"
    window.actions_by_id["sync_orders"].trigger()
    qtbot.waitUntil(lambda: status.connection_state is Connection.ONLINE and not window.tasks.running, timeout=20_000)
    assert status.connection_label.text() == "● Connected"


def test_work_queued_while_the_service_is_down_is_counted_and_drains_when_it_is_back(  # type: ignore[no-untyped-def]
    qtbot, qasync_loop, tmp_path: Path
) -> None:
    from station.ui.main_window import MainWindow

    server = SandboxServer(SandboxConfig()).start()
    port = int(server.base_url.rsplit(":", 1)[1].split("/")[0])
    account = AccountService(SettingsFile(tmp_path / "account.json"))
    account.use_sandbox(server.base_url, server.printing_base_url)
    printed_dir = tmp_path / "printed"
    printer = DirectoryLabelPrinter(printed_dir)
    services = StationServices.open(
        account=account,
        store_path=tmp_path / "station.sqlite3",
        printers={
            LabelFormat.A6: PrinterBinding(PrinterProfile("PDF labels", LabelFormat.A6, printer_name="pdf"), printer)
        },
    )
    run_async(qtbot, services.start())
    window = MainWindow(services, sandbox=True)
    window.show()
    qtbot.waitExposed(window)
    back = None
    try:
        import_sample(window, qtbot)
        order = next(o for o in window.queue.model.all_rows() if o.reference == "WEB-10423")
        window.queue.select_key(order.key)
        qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)
        # The import woke the background sweep: once it ran, the station knows the order and the outbox takes
        # its create while the service is away (ships once: an order never asked about is not created blind).
        qtbot.waitUntil(lambda: services.elsewhere.knows(order.key), timeout=20_000)
        server.stop()  # the service goes away

        qtbot.mouseClick(window.detail.create_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(window.error_panel.shown) and not window.tasks.running, timeout=60_000)
        assert window.status.connection_state is Connection.OFFLINE
        assert window.status.connection_label.text() == "● No connection"
        qtbot.waitUntil(lambda: window.status.pending_count == services.outbox.pending_count() >= 1)
        assert window.status.pending_label.text() == f"{services.outbox.pending_count()} pending"
        shown = window.error_panel.shown[0]
        assert shown.title == "Service not reachable" and "goes out by itself" in shown.advice

        # The service is back on its address: the next answer sends the journaled work, and the count drops to 0.
        back = SandboxServer(SandboxConfig(port=port)).start()
        window.actions_by_id["sync_orders"].trigger()
        qtbot.waitUntil(lambda: window.status.pending_count == 0 and not window.tasks.running, timeout=60_000)
        assert window.status.pending_label.text() == "Nothing pending"
        assert window.status.connection_state is Connection.ONLINE
        # The shipment the outbox created meanwhile shows in the queue and the detail without a click.
        qtbot.waitUntil(
            lambda: window.queue.current_order().shipment is not None and not window.tasks.running, timeout=20_000
        )
        assert window.detail.status_chip.text().startswith(f"#{window.queue.current_order().shipment.id} ")
        # "Create & print" asked for a label: it came out by itself once the shipment existed, exactly once.
        qtbot.waitUntil(
            lambda: window.queue.current_order().printed_count == 1 and not window.tasks.running, timeout=20_000
        )
        assert len(list(printed_dir.glob("*.pdf"))) == 1
        assert [job.state.value for job in services.printing.jobs_for(order.key)] == ["sent"]
    finally:
        close_window(qtbot, window)
        run_async(qtbot, services.aclose())
        server.stop()
        if back is not None:
            back.stop()
