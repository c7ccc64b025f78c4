"""Screenshots of Station's panels for docs/station.md, taken from a real window on the embedded sandbox.

Run under X (not collected by pytest):

    xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb .venv/bin/python -m tests.ui.make_screenshots docs/img

Station runs in a throw-away STATION_HOME with an in-memory keyring and prints PDFs into a temporary folder,
so nothing of the operator's own setup is touched or shown. Waits here are for paint, not for correctness.
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
from tests.helpers.waiting import async_wait_for


async def take(folder: Path, printed: Path) -> None:
    from PySide6.QtCore import QItemSelection, QItemSelectionModel

    from station.domain.enums import LabelFormat

    app = await open_sandbox_window(lambda: folder_printers(printed))
    window = app.window
    await settle(1.0)
    base_url = app.embedded.base_url
    try:
        window.services.operators.choose("Anna")  # who is packing, in the status bar (the login otherwise)
        window.operator.show_operator()
        await window.queue_actions.import_orders(str(SAMPLE_CSV))
        await idle(window)
        window.queue.table.sortByColumn(0, __import__("PySide6.QtCore").QtCore.Qt.SortOrder.AscendingOrder)

        # A shipment with a label, handed over, with its tracking timeline.
        select(window, "WEB-10423")
        await idle(window)
        await done(window.shipment_actions.create_and_print())
        await idle(window)
        order = select(window, "WEB-10421")
        await idle(window)
        await done(window.shipment_actions.create_and_print())
        await idle(window)
        shipment = window.queue.current_order().shipment
        for status in ("handed_over",):
            httpx.post(
                f"{base_url}/__sandbox__/advance", json={"shipment_id": shipment.id, "status": status}, timeout=10
            ).raise_for_status()
        await done(window.shipment_actions.refresh_shipment())
        await idle(window)
        await settle()
        window.detail.tabs.setCurrentIndex(2)  # Tracking
        window.status.showMessage(f"{order.reference}: tracking updated.")
        await settle(1.0)
        save(window, folder, "station-main.png")
        save(window.detail, folder, "station-shipment-detail.png")

        # The label tab: preview, print jobs, the printed badge.
        window.detail.tabs.setCurrentIndex(1)
        await settle(1.5)
        save(window.detail, folder, "station-label.png")

        # The queue, filtered as the operator types.
        window.queue.filter_edit.setText("")
        await settle()
        save(window.queue, folder, "station-order-queue.png")

        # Errors: cancel is not offered after hand-over (greyed out, the tooltip says why); an unknown scan says so.
        window.shipment_actions.cancel_shipment()  # asks first, inline
        window.detail.question.confirm()
        await idle(window)
        await done(window.shipment_actions.scan("NOPE-1"))
        await idle(window)
        await settle()
        top = window.centralWidget()
        save(top, folder, "station-errors.png")
        window.error_panel.clear()
        await settle()

        # A printerless return with the QR code the customer shows.
        select(window, "WEB-10421")
        await idle(window)
        window.detail.printerless_box.setChecked(True)
        window.shipment_actions.create_return(True, True)  # asks first, inline, with the e-mail and printerless choices
        await settle(1.5)  # the preview fits itself to the smaller room and renders again
        save(window.detail, folder, "station-return-question.png")
        window.detail.question.confirm()
        await idle(window)
        await settle(1.0)
        save(window.detail, folder, "station-return.png")

        # Reprint question on a printed label.
        window.detail.tabs.setCurrentIndex(0)
        await done(window.shipment_actions.print_current())
        await settle()
        save(window.detail, folder, "station-reprint.png")
        window.detail.question.decline()

        # An order another packing table shipped (made here straight on the service): the background sweep shows it.
        httpx.post(
            f"{base_url}/shipments",
            headers={"Authorization": "basic c2FuZGJveC1ubA=="},
            timeout=10,
            json={
                "carrier": "postnl",
                "reference": "WEB-10430",
                "recipient": {
                    "name": "Jesse Hendriks",
                    "street": "Hoogstraat 14",
                    "postal_code": "5611 AV",
                    "city": "Eindhoven",
                    "country": "NL",
                },
                "options": {"package_type": "package", "delivery_type": "standard"},
            },
        ).raise_for_status()
        window.services.elsewhere.wake()
        await async_wait_for(
            lambda: window.services.orders.get("import:WEB-10430").shipment is not None,
            what="the sweep to find the order shipped elsewhere",
        )
        select(window, "WEB-10430")
        await idle(window)
        await settle(1.0)
        save(window.detail, folder, "station-shipped-elsewhere.png")

        # A batch over several orders (some sample rows break carrier rules: per-item errors, batch goes on; the
        # handed-over WEB-10421 is skipped and said so, as is WEB-10430, shipped at another station).
        table = window.queue.table
        model = window.queue.model
        selection = QItemSelection(model.index(0, 0), model.index(min(11, model.rowCount() - 1), 0))
        table.selectionModel().select(
            selection, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
        )
        await settle()
        window.batch_actions.start_batch()
        await async_wait_for(
            lambda: not window.batch.running and window.batch.summary is not None, what="the batch to finish"
        )
        await idle(window)
        await settle(1.0)
        save(window.splitter.widget(0), folder, "station-batch.png")
        window.error_panel.clear()

        # Shipping a cancelled order again asks first, inline.
        cancelled = select(window, "WEB-10423")
        await idle(window)
        await window.services.shipments.cancel(cancelled.key)
        window.shown_order.show(window.services.orders.get(cancelled.key))
        await idle(window)
        await done(window.shipment_actions.create_and_print())
        await settle(1.0)
        save(window.detail, folder, "station-ship-again.png")
        window.detail.question.decline()

        # The shortcut overlay.
        window.toggle_help()
        await settle(1.0)
        save(window, folder, "station-help.png")
        window.toggle_help()

        # Account setup: a shop's production API key being entered (the service's addresses filled in, the key
        # masked).
        app.open_account_dialog()  # reads the keyring on a worker thread, then opens
        await async_wait_for(lambda: app._account_dialog is not None, what="the account dialog")
        dialog = app._account_dialog
        dialog.production_radio.setChecked(True)
        dialog.keys_table.item(0, 0).setText("Vos Keramiek")
        dialog.keys_table.cellWidget(0, 1).setText("not-a-real-key")
        await settle(1.0)
        save(dialog, folder, "station-account.png")

        # The sender address of the shop, checked as a recipient is: a wrong postal code is marked inline.
        box = dialog.sender_settings
        for field, value in (
            ("name", "Tegelhuis Meulenbelt"),
            ("street", "Industrieweg 7"),
            ("postal_code", "75211"),
            ("city", "Enschede"),
            ("country", "NL"),
            ("email", "orders@example.com"),
            ("phone", "0530000000"),
        ):
            box.edits[field].setText(value)
            box.edits[field].textEdited.emit(value)
        await settle(1.0)
        save(dialog, folder, "sender-settings.png")

        # The shop owner's webhooks, opened from the account settings: two subscriptions, and an address that is
        # refused before anything is sent.
        for hook, url in (
            ("shipment_status_change", "https://shop.example.nl/hooks/shipment-status"),
            ("order_status_change", "https://shop.example.nl/hooks/orders"),
        ):
            httpx.post(
                f"{base_url}/webhook_subscriptions",
                headers={"Authorization": "basic c2FuZGJveC1ubA=="},
                json={"hook": hook, "url": url},
                timeout=10,
            ).raise_for_status()
        dialog.webhooks_button.click()
        webhooks = app._webhooks_dialog
        await async_wait_for(lambda: len(webhooks.panel.rows()) == 2, what="the webhook list")
        webhooks.panel.hook_box.setCurrentIndex(webhooks.panel.hook_box.findData("shipment_label_created"))
        webhooks.panel.url_edit.setText("http://shop.example.nl/hooks/labels")
        webhooks.panel.add()
        await settle(1.0)
        save(webhooks, folder, "webhooks.png")
        webhooks.reject()

        # The shop's delivery days: Monday to Friday, Friday with an earlier cutoff, two closed days; a wrong time is
        # named under its field before anything is kept.
        dialog.delivery_button.click()
        delivery = app._delivery_settings_dialog
        delivery.day_cutoffs[5].setText("12:00")
        delivery.cutoff_edit.setText("16:30")
        delivery.window_spin.setValue(4)
        delivery.closed_edit.setText("2026-12-25, 2026-12-26, 2027-01-01")
        delivery.day_cutoffs[3].setText("25:00")
        delivery.save_button.click()
        await async_wait_for(lambda: delivery.problem_labels["dropOffDays"].isVisible(), what="the refusal")
        await settle(1.0)
        save(delivery, folder, "delivery-settings.png")
        delivery.reject()
        dialog.reject()
        await settle()

        # Multi-collo: three parcels, a label each; the preview names them ("Parcel 2 of 3 · barcode").
        select(window, "WEB-10436")
        await idle(window)
        window.detail.tabs.setCurrentIndex(0)
        window.detail.options_editor.parcels_spin.setValue(2)
        await settle()
        await done(window.shipment_actions.create_and_print())
        await idle(window)
        window.detail.tabs.setCurrentIndex(1)
        await async_wait_for(lambda: window.preview.page_count == 3, what="the three-page preview")
        window.preview.show_page(1)
        await settle(1.5)
        save(window.detail, folder, "multi-collo-preview.png")
        window.detail.tabs.setCurrentIndex(2)
        await settle(1.0)
        save(window.detail, folder, "multi-collo-parcels.png")

        # Printer profiles: A6 saved as PDF files into a folder (what a computer without a printer starts with).
        from station.ui.printer_profiles import FOLDER_CHOICE

        app.open_printer_profiles()
        profiles = app._printer_profiles_dialog
        await async_wait_for(lambda: not profiles.tasks.running, what="the printer profiles dialog to be idle")
        a6 = profiles.editors[LabelFormat.A6]
        a6.printer_combo.setCurrentIndex(a6.printer_combo.findData(FOLDER_CHOICE))
        a6.folder_edit.setText(str(Path.home() / "Station labels"))
        await settle(1.0)
        save(profiles, folder, "printer-profiles.png")
        profiles.reject()
        await settle()

        # A laptop screen (1280×800): the printer groups fit the window's third pane, the printers above the groups.
        from station.ui.view_state import first_panel_sizes

        panel = window.printer_groups
        for name, shops in (("Warehouse north", "1001, 2002"), ("Returns desk", "1001")):
            panel.new_name_edit.setText(name)
            panel.new_shops_edit.setText(shops)
            panel.create_group()
            await async_wait_for(
                lambda name=name: any(card.group.name == name for card in panel.group_cards.values()),
                what=f"the group {name}",
            )
        await idle(window)
        window.resize(1280, 800)
        first_panel_sizes(window.splitter, 1280)
        await settle(1.5)
        save(window, folder, "station-1280.png")
    finally:
        await app.shutdown()


def main() -> int:
    return take_pictures(take)


if __name__ == "__main__":
    raise SystemExit(main())
