"""What the screenshot scripts (tests/ui/make_*screenshots.py, tests/printers/make_thermal_pictures.py) share: a
throw-away STATION_HOME with an in-memory keyring, a Station event loop to run a script's `take` on, the window's
size and the sample orders, waiting for the window and for paint, and saving a widget's picture.

Imported before anything of Qt: it protects the process first (station.ui.app.keep_singletons_alive).
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from station.ui.app import keep_singletons_alive

keep_singletons_alive()

import keyring  # noqa: E402
import qasync  # noqa: E402

from tests.helpers.keyring import MemoryKeyring  # noqa: E402
from tests.helpers.waiting import async_wait_for  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
SAMPLE_CSV = REPO / "station" / "resources" / "sample-orders.csv"
WINDOW_SIZE = (1840, 960)
SHOWN_PRINTERS = ("Zebra-GK420d", "HP-Office")  # the print queues the shots show


def pictures_folder(argv: list[str]) -> Path:
    """The folder named on the command line (docs/img when none), made if needed."""
    folder = Path(argv[1] if len(argv) > 1 else "docs/img").resolve()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def throwaway_home(prefix: str = "station-screens-") -> Path:
    """A new STATION_HOME and an in-memory keyring: nothing of the operator's own setup is touched or shown."""
    home = Path(tempfile.mkdtemp(prefix=prefix))
    os.environ["STATION_HOME"] = str(home)
    keyring.set_keyring(MemoryKeyring())
    return home


def station_event_loop() -> qasync.QEventLoop:
    """The application as Station's window runs it (named Station, kept alive past its last window) and a Station
    event loop on it, set as the current loop."""
    from PySide6.QtWidgets import QApplication

    from station.ui.event_loop import window_event_loop

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv)
    app.setApplicationName("Station")
    app.setQuitOnLastWindowClosed(False)
    loop = window_event_loop(app)
    asyncio.set_event_loop(loop)
    return loop


def take_pictures(take: Callable[[Path, Path], Awaitable[None]]) -> int:
    """A script's `main`: `take(folder, printed)` on a Station event loop, labels printed into the throw-away home."""
    folder = pictures_folder(sys.argv)
    home = throwaway_home()
    loop = station_event_loop()
    with loop:
        loop.run_until_complete(take(folder, home / "printed"))
    return 0


def folder_printers(printed: Path, a6_name: str = "Label printer", a4_name: str = "Office printer") -> dict[Any, Any]:
    """The window's two printer bindings as the shots show them (a Zebra for A6, an office printer for A4), both
    printing PDF files into `printed`."""
    from station.domain.enums import LabelFormat
    from station.printers.base import PrinterProfile
    from station.printers.directory import DirectoryLabelPrinter
    from station.services.outbox import PrinterBinding

    printer = DirectoryLabelPrinter(printed)
    return {
        LabelFormat.A6: PrinterBinding(
            PrinterProfile(a6_name, LabelFormat.A6, printer_name=SHOWN_PRINTERS[0]), printer
        ),
        LabelFormat.A4: PrinterBinding(
            PrinterProfile(a4_name, LabelFormat.A4, printer_name=SHOWN_PRINTERS[1]), printer
        ),
    }


async def open_sandbox_window(bindings: Callable[[], dict[Any, Any]], printer_names: list[str] | None = None) -> Any:
    """A StationApp on the embedded sandbox whose window is open, sized as the shots want and idle. The printers the
    shots show are installed, as far as Station's first start is concerned (`printer_names`)."""
    from station.ui.app import StationApp
    from station.ui.language import start_in_chosen_language

    start_in_chosen_language()  # as `station` starts: the language (and date formats) of this station, else en_GB
    names = printer_names if printer_names is not None else list(SHOWN_PRINTERS)
    app = StationApp(sandbox_requested=True, bindings_factory=bindings, system_printer_names=lambda: names)
    app.open_session()
    app.window.resize(*WINDOW_SIZE)
    await app.session_ready  # the window shows first; the services open off the UI thread
    await idle(app.window)
    return app


async def settle(seconds: float = 0.4) -> None:
    """Let Qt lay out and paint (a screenshot script, not a test: a short pause is what is wanted here).

    The qasync loop handles Qt's events while it sleeps; calling processEvents() here would re-enter it.
    """
    await asyncio.sleep(seconds)


async def until(condition: Callable[[], object], what: str = "the window to show it") -> None:
    """Waits, the loop running on, until `condition()` holds; fails at the deadline naming `what`."""
    await async_wait_for(condition, what=what)


def save(widget: Any, folder: Path, name: str) -> None:
    path = folder / name
    if not widget.grab().save(str(path)):
        raise RuntimeError(f"could not save {path}")
    print("saved", path)


def select(window: Any, reference: str) -> Any:
    """Selects the order with `reference` in the window's queue and returns it."""
    order = next(o for o in window.queue.model.all_rows() if o.reference == reference)
    window.queue.select_key(order.key)
    return order


async def done(task: Awaitable[object]) -> None:
    """Wait for a window action; its failure is already in the error panel (which is what some shots show)."""
    await asyncio.gather(task, return_exceptions=True)


async def idle(window: Any) -> None:
    await async_wait_for(lambda: not window.tasks.running, what="the window to be idle")
