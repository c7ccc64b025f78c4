"""Screenshots of the Return tab for docs/station.md (issue 19 point 5), from a real window on the embedded sandbox:
a return's own label, ready to print (docs/img/return-label.png), and a printerless return's QR code
(docs/img/station-return.png).

Run under X (not collected by pytest):

    xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb .venv/bin/python -m tests.ui.make_return_screenshots docs/img

Station runs in a throw-away STATION_HOME with an in-memory keyring and prints PDFs into a temporary folder.
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

AUTH = {"Authorization": "basic c2FuZGJveC1ubA=="}


async def take(folder: Path, printed: Path) -> None:
    from station.domain.enums import LabelFormat
    from station.printers.base import PrinterProfile
    from station.printers.directory import DirectoryLabelPrinter
    from station.services.outbox import PrinterBinding
    from station.ui.app import StationApp

    def bindings() -> dict:
        printer = DirectoryLabelPrinter(printed)
        return {
            LabelFormat.A6: PrinterBinding(
                PrinterProfile("Label printer", LabelFormat.A6, printer_name="Zebra-GK420d"), printer
            ),
            LabelFormat.A4: PrinterBinding(
                PrinterProfile("Office printer", LabelFormat.A4, printer_name="HP-Office"), printer
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
        window.services.operators.choose("Anna")
        window.operator.show_operator()
        await window.queue_actions.import_orders(str(SAMPLE_CSV))
        await idle(window)

        # WEB-10421: shipped, a return made at the shop's back office and cancelled there, then one made here whose
        # label is printed on the label printer.
        select(window, "WEB-10421")
        await idle(window)
        await done(window.shipment_actions.create_and_print())
        await idle(window)
        parent = window.queue.current_order().shipment
        there = httpx.post(f"{base_url}/return_shipments", json={"parent_id": parent.id}, headers=AUTH, timeout=10)
        httpx.delete(f"{base_url}/shipments/{there.json()['id']}", headers=AUTH, timeout=10).raise_for_status()
        window.detail.printerless_box.setChecked(False)
        window.shipment_actions.create_return(True, False)
        window.detail.question.confirm()
        await idle(window)
        tab = window.detail.return_tab
        await done(window.shown_order.returns.print_label(tab.shown_return_id, LabelFormat.A6))
        await idle(window)
        window.detail.tabs.setCurrentWidget(tab)
        await settle(1.5)
        save(window.detail, folder, "return-label.png")

        # WEB-10423: a printerless return, the QR code the customer shows at the drop-off point.
        select(window, "WEB-10423")
        await idle(window)
        await done(window.shipment_actions.create_and_print())
        await idle(window)
        window.detail.printerless_box.setChecked(True)
        window.shipment_actions.create_return(True, True)
        window.detail.question.confirm()
        await idle(window)
        await settle(1.5)
        save(window.detail, folder, "station-return.png")
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
