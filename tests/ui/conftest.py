"""GUI test fixtures: real services over the sandbox fixture, PDF printers into a folder, and the main window."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from station.ui.app import keep_singletons_alive

# Before any Qt call: PySide6 6.12 on CPython 3.11 under-counts None/True/False (see app.keep_singletons_alive).
keep_singletons_alive()

from station.domain.enums import LabelFormat  # noqa: E402
from station.printers.base import PrinterProfile  # noqa: E402
from station.printers.directory import DirectoryLabelPrinter  # noqa: E402
from station.sandbox.server import SandboxServer  # noqa: E402
from station.sandbox.state import SandboxConfig  # noqa: E402
from station.services.account import AccountService  # noqa: E402
from station.services.outbox import PrinterBinding  # noqa: E402
from station.services.station import StationServices  # noqa: E402
from station.store.settings import SettingsFile  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
SAMPLE_CSV = REPO / "resources" / "sample-orders.csv"


def run_async(qtbot, coro, timeout: int = 20_000):  # type: ignore[no-untyped-def]
    """Run a coroutine on the session's qasync loop from a synchronous test, waiting with qtbot (no sleeps)."""
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=timeout)
    return task.result()


@pytest.fixture
def printed_dir(tmp_path: Path) -> Path:
    return tmp_path / "printed"


@pytest.fixture
def services(sandbox, tmp_path: Path, printed_dir: Path, qtbot, qasync_loop) -> Iterator[StationServices]:  # type: ignore[no-untyped-def]
    """StationServices on the sandbox fixture's account `sandbox-nl`; both label formats print PDFs into a folder."""
    account = AccountService(SettingsFile(tmp_path / "account.json"))
    account.use_sandbox(sandbox.base_url, sandbox.printing_base_url)
    printer = DirectoryLabelPrinter(printed_dir)
    bindings = {
        LabelFormat.A6: PrinterBinding(PrinterProfile("PDF labels", LabelFormat.A6, printer_name="pdf-a6"), printer),
        LabelFormat.A4: PrinterBinding(PrinterProfile("PDF sheets", LabelFormat.A4, printer_name="pdf-a4"), printer),
    }
    opened = StationServices.open(account=account, store_path=tmp_path / "station.sqlite3", printers=bindings)
    run_async(qtbot, opened.start())
    yield opened
    run_async(qtbot, opened.aclose())


@pytest.fixture
def window(services: StationServices, qtbot):  # type: ignore[no-untyped-def]
    from station.ui.main_window import MainWindow

    main = MainWindow(services, sandbox=True)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.tasks.cancel_all()
    if main.tasks.running:
        run_async(qtbot, main.tasks.wait_idle())
    main.close()
    if main.tasks.running:  # closing keeps a pending edit: let that save finish before the services close
        run_async(qtbot, main.tasks.wait_idle())
    main.deleteLater()


def import_sample(window, qtbot, path: Path = SAMPLE_CSV) -> None:  # type: ignore[no-untyped-def]
    window.queue_actions.import_orders(str(path))
    qtbot.waitUntil(lambda: window.queue.model.total_count > 0 and not window.tasks.running, timeout=20_000)


def type_like_a_scanner(qtbot, text: str, enter: bool = True) -> None:  # type: ignore[no-untyped-def]
    """Each keystroke goes to whichever widget has the focus at that moment, as the OS delivers a scanner's keys."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    for character in text:
        qtbot.keyClick(QApplication.focusWidget(), character)
    if enter:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
