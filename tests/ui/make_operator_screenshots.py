"""Screenshots of who is packing, the operator log, scan to verify the contents and the scan command sheet, for
docs/station.md and docs/printers.md, taken from a real window on the embedded sandbox.

Run under X (not collected by pytest):

    xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb .venv/bin/python -m tests.ui.make_operator_screenshots docs/img

Like tests/ui/make_screenshots.py: a throw-away STATION_HOME, an in-memory keyring, labels printed into a folder.
"""

from __future__ import annotations

import subprocess
from dataclasses import replace
from pathlib import Path

from tests.helpers.screenshots import (
    SAMPLE_CSV,
    done,
    folder_printers,
    idle,
    open_sandbox_window,
    save,
    select,
    settle,
    take_pictures,
)


async def take(folder: Path, printed: Path) -> None:
    from station.domain.enums import LabelFormat

    app = await open_sandbox_window(lambda: folder_printers(printed))
    window = app.window
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
    return take_pictures(take)


if __name__ == "__main__":
    raise SystemExit(main())
