"""Orders of the service in the window: fetch (F5) brings open fulfilment orders and pending shipments, the
customer's delivery choice lands on the options, and a note reaches the order on the service."""

from __future__ import annotations

from PySide6.QtCore import Qt

from station.domain.enums import Carrier, ShipmentOption
from station.domain.models import Address, Order, OrderLine, Product
from tests.helpers.window import run_async


def test_fetch_maps_the_delivery_choice_and_a_note_reaches_the_service_order(window, qtbot, services) -> None:  # type: ignore[no-untyped-def]
    order = Order(
        external_identifier="SHOP-2001",
        recipient=Address(
            name="J. Jansen",
            street="Keizersgracht 1",
            postal_code="1015CC",
            city="Amsterdam",
            country="NL",
            email="j@example.org",
        ),
        lines=(OrderLine(1, Product("SKU-1", "Mug", "8712345678906")),),
        delivery_selection={
            "carrier": "postnl",
            "date": "2030-01-08 00:00:00.000000",
            "deliveryType": "standard",
            "isPickup": False,
            "packageType": "package",
            "shipmentOptions": {"signature": True},
        },
    )
    created = run_async(qtbot, services.shipping_client().create_order(order))

    window.actions_by_id["sync_orders"].trigger()
    qtbot.waitUntil(lambda: window.queue.model.total_count == 1 and not window.tasks.running, timeout=20_000)
    assert "1 new orders" in window.status.currentMessage()
    queued = window.queue.model.all_rows()[0]
    assert queued.reference == "SHOP-2001" and queued.order_uuid == created.uuid
    assert window.queue.select_key(queued.key)
    qtbot.waitUntil(lambda: not window.tasks.running)
    editor = window.detail.options_editor
    assert editor.carrier() is Carrier.POSTNL
    assert ShipmentOption.SIGNATURE in editor.options().flags
    assert editor.option_boxes[ShipmentOption.SIGNATURE].isChecked()

    window.actions_by_id["add_note"].trigger()
    assert window.detail.note_edit.hasFocus()
    qtbot.keyClicks(window.detail.note_edit, "Gift wrap, please")
    qtbot.keyClick(window.detail.note_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.detail.note_edit.text() == "" and not window.tasks.running, timeout=20_000)
    assert window.error_panel.shown == []
    notes = [window.detail.notes_list.item(i).text() for i in range(window.detail.notes_list.count())]
    assert any("note added — Gift wrap, please" in line for line in notes)
