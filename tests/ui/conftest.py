"""GUI test fixtures: real services over the sandbox fixture, PDF printers into a folder, and the main window."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from station.ui.app import keep_singletons_alive

# Before any Qt call: PySide6 6.12 on CPython 3.11 under-counts None/True/False (see app.keep_singletons_alive).
keep_singletons_alive()

from station import paths  # noqa: E402
from station.domain.enums import LabelFormat  # noqa: E402
from station.logs import configure_logging  # noqa: E402
from station.printers.base import PrinterProfile  # noqa: E402
from station.printers.directory import DirectoryLabelPrinter  # noqa: E402
from station.services.account import AccountService  # noqa: E402
from station.services.outbox import PrinterBinding  # noqa: E402
from station.services.station import StationServices  # noqa: E402
from station.store.settings import SettingsFile  # noqa: E402
from station.ui.app import StationApp  # noqa: E402
from tests.helpers.window import close_window, run_async  # noqa: E402


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
    close_window(qtbot, main)


@pytest.fixture
def station_logging() -> Iterator[Path]:
    """Station's own log file under STATION_HOME, as `station` writes it; removed again after the test."""
    configure_logging(verbose=True, console=False)
    yield paths.log_dir()
    root = logging.getLogger()
    for handler in [h for h in root.handlers if getattr(h, "_station", False)]:
        root.removeHandler(handler)
        handler.close()


def _pdf_station_app(qtbot, tmp_path: Path, *, sandbox_requested: bool) -> Iterator[StationApp]:  # type: ignore[no-untyped-def]
    """A StationApp whose printers write PDF files into tmp_path/printed; shut down after the test."""

    def bindings() -> dict[LabelFormat, PrinterBinding]:
        printer = DirectoryLabelPrinter(tmp_path / "printed")
        return {
            fmt: PrinterBinding(PrinterProfile(f"PDF {fmt.value}", fmt, printer_name="pdf"), printer)
            for fmt in LabelFormat
        }

    app = StationApp(sandbox_requested=sandbox_requested, bindings_factory=bindings)
    yield app
    run_async(qtbot, app.shutdown(), timeout=30_000)


@pytest.fixture
def station_app(qtbot, qasync_loop, tmp_path: Path) -> Iterator[StationApp]:  # type: ignore[no-untyped-def]
    yield from _pdf_station_app(qtbot, tmp_path, sandbox_requested=False)


@pytest.fixture
def sandbox_station_app(qtbot, qasync_loop, tmp_path: Path) -> Iterator[StationApp]:  # type: ignore[no-untyped-def]
    """`station_app` asked for the sandbox (as `station --sandbox` is)."""
    yield from _pdf_station_app(qtbot, tmp_path, sandbox_requested=True)
