"""Screenshots of the main window and the error area in Dutch and in French for docs/img (issue #15).

Run under X (not collected by pytest):

    xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb \\
        .venv/bin/python -m tests.ui.make_language_screenshots docs/img

The same throw-away set-up as tests/ui/make_screenshots.py: the embedded sandbox, an in-memory keyring, PDFs into a
temporary folder. The language is switched at run time, as an operator does in View → Language.
"""

from __future__ import annotations

from pathlib import Path

import httpx

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

LANGUAGES = (("nl_NL", "nl"), ("fr_BE", "fr"))


async def take(folder: Path, printed: Path) -> None:
    from PySide6.QtCore import QLocale, Qt

    from station.ui.language import language_switch

    app = await open_sandbox_window(lambda: folder_printers(printed, "Zebra GK420d", "HP Office"))
    window = app.window
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
    return take_pictures(take)


if __name__ == "__main__":
    raise SystemExit(main())
