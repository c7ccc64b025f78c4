"""Each shop its own sender (issue 19 point 2 with point 3): on the sandbox Demo BE ships from its own address, not
Demo NL's. Its sender is edited apart in the account settings, checked as a Belgian recipient is, sent with its
orders' creates (with Demo BE's key), printed after FROM on their labels and shown in the detail, and its returns go
back to it; Demo NL's sender stays as it was."""

from __future__ import annotations

import base64
import subprocess
from pathlib import Path

import httpx
from PySide6.QtCore import Qt

from station.services.account import DEMO_BE_SENDER, DEMO_SENDER
from tests.helpers.window import account_dialog, run_async, select, wait_for_session

BE_KEY = {"Authorization": "basic " + base64.b64encode(b"sandbox-be").decode()}
HEADER = "reference,name,street,postal_code,city,country,carrier,package_type,delivery_type,options,weight_grams,shop\n"
ORDERS = HEADER + (
    "NL-51,Sanne de Vries,Keizersgracht 1,1015 CJ,Amsterdam,NL,postnl,package,standard,,1000,Demo NL\n"
    "BE-51,Lotte Peeters,Grote Markt 3,1000,Brussel,BE,dpd,package,standard,,1200,Demo BE\n"
)


def label_text(pdf: Path) -> str:
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, check=True, timeout=60).stdout
    return " ".join(text.decode().split())


def type_into(qtbot, box, values: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    for field, value in values.items():
        box.edits[field].selectAll()
        qtbot.keyClicks(box.edits[field], value)


def test_demo_be_has_its_own_sender_set_apart_sent_printed_and_returned_to(  # type: ignore[no-untyped-def]
    sandbox_station_app, qtbot, tmp_path: Path, memory_keyring
) -> None:
    station_app = sandbox_station_app
    station_app.open_session()
    wait_for_session(qtbot, station_app, sandbox=True)
    window = station_app.window
    base_url = station_app.embedded.base_url
    account = station_app.services.account
    assert account.sender_for("Demo BE") == DEMO_BE_SENDER and account.sender_for("Demo NL") == DEMO_SENDER

    dialog = account_dialog(station_app, qtbot)
    box = dialog.sender_settings
    assert box.shop_row.isVisible()
    assert [box.shop_box.itemText(i) for i in range(box.shop_box.count())] == ["Sandbox shop (Demo NL)", "Demo BE"]
    box.shop_box.setCurrentIndex(1)
    assert box.edits["name"].text() == DEMO_BE_SENDER.name and box.edits["country"].text() == "BE"
    # Checked as a Belgian recipient is: a Dutch postal code is refused under its field, nothing is saved.
    type_into(qtbot, box, {"name": "Keramiek Gent", "street": "Veldstraat 5", "postal_code": "9000 AB", "city": "Gent"})
    error = box.errors["postal_code"]
    assert error.isVisible() and "BE" in error.text(), error.text()
    qtbot.mouseClick(box.save_button, Qt.MouseButton.LeftButton)
    assert box.status.text().startswith("Not saved")
    assert account.sender_for("Demo BE") == DEMO_BE_SENDER
    type_into(qtbot, box, {"postal_code": "9000"})
    assert not error.isVisible()
    qtbot.mouseClick(box.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)
    assert box.status.text().startswith("Sender saved")
    dialog.reject()
    saved = account.sender_for("Demo BE")
    assert saved is not None and (saved.name, saved.postal_code, saved.country) == ("Keramiek Gent", "9000", "BE")
    assert account.sender_for("sandbox") == DEMO_SENDER and account.sender_for("Demo NL") == DEMO_SENDER

    orders = tmp_path / "two-shops.csv"
    orders.write_text(ORDERS, encoding="utf-8")
    window.queue_actions.import_orders(str(orders))
    qtbot.waitUntil(lambda: window.queue.model.total_count == 2 and not window.tasks.running, timeout=20_000)
    select(window, qtbot, "NL-51")
    assert window.detail.sender_label.text().startswith(f"From: {DEMO_SENDER.name}, ")
    select(window, qtbot, "BE-51")
    assert window.detail.sender_label.text() == "From: Keramiek Gent, Veldstraat 5, 9000 Gent, BE"

    # Sent with the create (Demo BE's key), printed after FROM on the label.
    qtbot.mouseClick(window.detail.create_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.queue.current_order().printed_count > 0 and not window.tasks.running, timeout=20_000)
    assert window.error_panel.shown == []
    shipment = window.queue.current_order().shipment
    on_service = httpx.get(f"{base_url}/shipments/{shipment.id}", headers=BE_KEY, timeout=10).json()
    assert (on_service["sender"]["name"], on_service["sender"]["country"]) == ("Keramiek Gent", "BE")
    (label,) = (tmp_path / "printed").glob("BE-51*.pdf")
    assert "Keramiek Gent, Veldstraat 5, 9000 Gent, BE" in label_text(label)

    # Its return goes back to Demo BE's sender.
    httpx.post(
        f"{base_url}/__sandbox__/advance", json={"shipment_id": shipment.id, "status": "handed_over"}, timeout=10
    ).raise_for_status()
    returned = run_async(
        qtbot,
        station_app.services.shipments.create_return(
            window.queue.current_order().key, send_email=False, printerless=False
        ),
    )
    back = httpx.get(f"{base_url}/shipments/{returned.id}", headers=BE_KEY, timeout=10).json()
    assert (back["recipient"]["name"], back["recipient"]["city"]) == ("Keramiek Gent", "Gent")
