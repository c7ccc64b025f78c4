"""A cancel whose answer is lost ends cancelled in the window, as at the service (issue 13 point 8).

The sandbox loses the answer of every committed write (drop-rate 1.0) and refuses a repeated DELETE with 409 3723
(contract §3), over a real socket. The window must not call that a parcel already with the carrier.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from PySide6.QtCore import Qt

from station.domain.enums import LabelFormat, ShipmentStatus
from station.printers.base import PrinterProfile
from station.printers.directory import DirectoryLabelPrinter
from station.services.account import AccountService
from station.services.outbox import PrinterBinding
from station.services.station import StationServices
from station.store.settings import SettingsFile
from tests.helpers.window import close_window, import_sample, run_async, type_like_a_scanner

CANCEL_KEYS = (Qt.Key.Key_Delete, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)


@pytest.fixture
def lossy_window(sandbox_factory, tmp_path: Path, qtbot, qasync_loop) -> Iterator:  # type: ignore[no-untyped-def]
    """The main window over a sandbox that loses every write's answer; labels print as PDFs into a folder."""
    from station.ui.main_window import MainWindow

    server = sandbox_factory(drop_rate=1.0)
    account = AccountService(SettingsFile(tmp_path / "account.json"))
    account.use_sandbox(server.base_url, server.printing_base_url)
    printer = DirectoryLabelPrinter(tmp_path / "printed")
    bindings = {
        fmt: PrinterBinding(PrinterProfile(f"PDF {fmt.value}", fmt, printer_name="pdf"), printer) for fmt in LabelFormat
    }
    services = StationServices.open(account=account, store_path=tmp_path / "station.sqlite3", printers=bindings)
    run_async(qtbot, services.start())
    window = MainWindow(services, sandbox=True)
    window.show()
    qtbot.waitExposed(window)
    window.lossy_sandbox = server
    yield window
    close_window(qtbot, window)
    run_async(qtbot, services.aclose())


def test_a_cancel_whose_answer_is_lost_shows_cancelled_not_already_with_the_carrier(lossy_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = lossy_window
    import_sample(window, qtbot)
    qtbot.mouseClick(window.scan_to_print, Qt.MouseButton.LeftButton)
    type_like_a_scanner(qtbot, "WEB-10421")  # the create's answer is lost too: found again by its reference
    qtbot.waitUntil(
        lambda: (
            window.queue.current_order() is not None
            and window.queue.current_order().shipment is not None
            and not window.tasks.running
        ),
        timeout=30_000,
    )
    shipment = window.queue.current_order().shipment
    assert window.error_panel.shown == []

    qtbot.keyClick(window, *CANCEL_KEYS)  # asks
    qtbot.keyClick(window, *CANCEL_KEYS)  # confirms: the DELETE is carried out, its answer lost, sent again: 409
    qtbot.waitUntil(
        lambda: not window.tasks.running and window.queue.current_order().shipment.status is ShipmentStatus.CANCELLED,
        timeout=30_000,
    )
    assert window.error_panel.shown == []  # not "Already with the carrier"
    assert "cancelled" in window.status.currentMessage()
    response = httpx.get(
        f"{window.lossy_sandbox.base_url}/shipments/{shipment.id}",
        headers={"Authorization": "basic c2FuZGJveC1ubA=="},
        timeout=10,
    )
    assert response.json()["status"] == "cancelled"
