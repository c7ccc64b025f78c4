"""Screenshots of the Return tab for docs/station.md (issue 19 point 5), from a real window on the embedded sandbox:
a return's own label, ready to print (docs/img/return-label.png), and a printerless return's QR code
(docs/img/station-return.png).

Run under X (not collected by pytest):

    xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb .venv/bin/python -m tests.ui.make_return_screenshots docs/img
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

AUTH = {"Authorization": "basic c2FuZGJveC1ubA=="}


async def take(folder: Path, printed: Path) -> None:
    from station.domain.enums import LabelFormat

    app = await open_sandbox_window(lambda: folder_printers(printed))
    window = app.window
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
    return take_pictures(take)


if __name__ == "__main__":
    raise SystemExit(main())
