"""Screenshots of the main window and the error area in Dutch and in French for docs/img (issue #15).

Run under X (not collected by pytest):

    xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb \\
        .venv/bin/python -m tests.ui.make_language_screenshots docs/img

The same throw-away set-up as tests/ui/make_screenshots.py: the embedded sandbox, an in-memory keyring, PDFs into a
temporary folder. The language is switched at run time, as an operator does in View → Language.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

from station.ui.app import keep_singletons_alive

keep_singletons_alive()

import httpx  # noqa: E402
import keyring  # noqa: E402

from tests.helpers.keyring import MemoryKeyring  # noqa: E402
from tests.ui.make_screenshots import SAMPLE_CSV, WINDOW_SIZE, done, idle, save, select, settle  # noqa: E402

LANGUAGES = (("nl_NL", "nl"), ("fr_BE", "fr"))


async def take(folder: Path, printed: Path) -> None:
    from PySide6.QtCore import QLocale, Qt

    from station.domain.enums import LabelFormat
    from station.printers.base import PrinterProfile
    from station.printers.directory import DirectoryLabelPrinter
    from station.services.outbox import PrinterBinding
    from station.ui.app import StationApp
    from station.ui.language import language_switch

    def bindings() -> dict:
        printer = DirectoryLabelPrinter(printed)
        return {
            LabelFormat.A6: PrinterBinding(
                PrinterProfile("Zebra GK420d", LabelFormat.A6, printer_name="Zebra-GK420d"), printer
            ),
            LabelFormat.A4: PrinterBinding(
                PrinterProfile("HP Office", LabelFormat.A4, printer_name="HP-Office"), printer
            ),
        }

    app = StationApp(
        sandbox_requested=True, bindings_factory=bindings, system_printer_names=lambda: ["Zebra-GK420d", "HP-Office"]
    )
    app.open_session()
    window = app.window
    window.resize(*WINDOW_SIZE)
    await app.session_ready
    await idle(window)
    base_url = app.embedded.base_url
    try:
        await window.queue_actions.import_orders(str(SAMPLE_CSV))
        await idle(window)
        window.queue.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        select(window, "WEB-10423")
        await idle(window)
        await done(window.shipment_actions.create_and_print())
        await idle(window)
        select(window, "WEB-10421")
        await idle(window)
        await done(window.shipment_actions.create_and_print())
        await idle(window)
        shipment = window.queue.current_order().shipment
        httpx.post(
            f"{base_url}/__sandbox__/advance", json={"shipment_id": shipment.id, "status": "handed_over"}, timeout=10
        ).raise_for_status()
        await done(window.shipment_actions.refresh_shipment())
        await idle(window)
        # The error area: cancelling after hand-over is refused (with a return as the way out), an unknown scan.
        window.shipment_actions.cancel_shipment()
        window.detail.question.confirm()
        await idle(window)
        await done(window.shipment_actions.scan("NOPE-1"))
        await idle(window)
        for locale_name, suffix in LANGUAGES:
            language_switch().apply(QLocale(locale_name))
            window.detail.tabs.setCurrentIndex(2)  # Tracking
            await settle(1.5)
            save(window, folder, f"station-main-{suffix}.png")
            save(window.centralWidget(), folder, f"station-errors-{suffix}.png")
    finally:
        await app.shutdown()


def main() -> int:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/img").resolve()
    folder.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix="station-screens-"))
    os.environ["STATION_HOME"] = str(home)
    keyring.set_keyring(MemoryKeyring())

    from PySide6.QtWidgets import QApplication

    from station.ui.event_loop import window_event_loop

    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("Station")
    app.setQuitOnLastWindowClosed(False)
    loop = window_event_loop(app)
    asyncio.set_event_loop(loop)
    with loop:
        loop.run_until_complete(take(folder, home / "printed"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
