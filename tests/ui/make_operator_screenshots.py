"""Screenshots of who is packing, the operator log, scan to verify the contents and the scan command sheet, for
docs/station.md and docs/printers.md, taken from a real window on the embedded sandbox.

Run under X (not collected by pytest):

    xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb .venv/bin/python -m tests.ui.make_operator_screenshots docs/img

Like tests/ui/make_screenshots.py: a throw-away STATION_HOME, an in-memory keyring, labels printed into a folder.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

from station.ui.app import keep_singletons_alive

keep_singletons_alive()

import keyring  # noqa: E402

from tests.helpers.keyring import MemoryKeyring  # noqa: E402
from tests.ui.make_screenshots import SAMPLE_CSV, WINDOW_SIZE, done, idle, save, select, settle  # noqa: E402


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
    services = window.services
    try:
        await window.queue_actions.import_orders(str(SAMPLE_CSV))
        await idle(window)
        for name in ("Sanne", "Bram", "Anna"):
            services.operators.choose(name)
        window.operator.show_operator()

        # Who is packing, as asked at start: the last one selected, Enter keeps them.
        dialog = window.operator.ask_at_start()
        await settle(1.0)
        save(dialog, folder, "operator-choice.png")
        dialog.accept()
        await settle()

        # A morning's work by two operators.
        select(window, "WEB-10423")
        await idle(window)
        await done(window.shipment_actions.create_and_print())
        await idle(window)
        services.operators.choose("Bram")
        window.operator.show_operator()
        select(window, "WEB-10424")
        await idle(window)
        await done(window.shipment_actions.create_and_print())
        await idle(window)
        await done(
            window.shipment_actions.print_order(window.shown_order.current_key(), LabelFormat.A6, None, reprint=True)
        )
        await idle(window)

        # Scan to verify the contents, on the label printer's profile: the order, a mug, a wrong item.
        binding = services.printing.binding(LabelFormat.A6)
        services.printing.set_printer(LabelFormat.A6, replace(binding.profile, verify_contents=True), binding.printer)
        for code in ("WEB-10421", "8712345000017", "8712345000024", "8712345000031"):
            window.scan_commands.scanned(code)
            await idle(window)
        await settle(1.0)
        save(window.detail, folder, "verify-contents.png")
        for code in ("8712345000017", "8712345000024"):
            window.scan_commands.scanned(code)
            await idle(window)
        await settle(1.0)
        save(window.detail, folder, "verify-contents-done.png")

        log_view = window.operator.open_log()
        log_view.resize(900, 420)
        await settle(1.0)
        save(log_view, folder, "operator-log.png")
        log_view.close()

        sheet = printed / "scan-commands.pdf"
        sheet.write_bytes(window.scan_commands.sheet_pdf())
        subprocess.run(
            ["pdftoppm", "-png", "-r", "60", "-singlefile", str(sheet), str(folder / "scan-command-sheet")],
            check=True,
            timeout=60,
        )
        print("saved", folder / "scan-command-sheet.png")
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
