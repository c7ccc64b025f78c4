"""The shipment detail against the sandbox: create and print, cancel refused after handed_over, return, A4 slots."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path

import httpx
from pypdf import PdfReader
from pypdf.generic import ContentStream
from PySide6.QtCore import Qt

from station.domain.enums import LabelFormat, ShipmentOption, ShipmentStatus
from station.store.records import ShipmentKind
from tests.helpers.window import create_and_print, import_sample, select


def decoded_qr(pixmap) -> str:  # type: ignore[no-untyped-def]
    """The text of the QR code in a pixmap, as a phone at the drop-off point would read it (zxing-cpp)."""
    import zxingcpp
    from PIL import Image
    from PySide6.QtCore import QBuffer, QIODevice

    image = pixmap.toImage()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    results = zxingcpp.read_barcodes(Image.open(BytesIO(bytes(buffer.data()))))
    return next(result.text for result in results if result.format == zxingcpp.BarcodeFormat.QRCode)


def label_origins(pdf: bytes) -> list[tuple[float, float, float, float, str]]:
    """Per label drawn on a sheet: (x, y) of its lower-left corner in points, the page size, and the page's text.

    The sandbox draws each label as a Form XObject placed with `q 1 0 0 1 x y cm /Label Do Q` (contract §4).
    """
    origins = []
    for page in PdfReader(BytesIO(pdf)).pages:
        width, height = float(page.mediabox.width), float(page.mediabox.height)
        text = page.extract_text()
        placement = (0.0, 0.0)
        for operands, operator in ContentStream(page.get_contents(), page.pdf).operations:
            if operator == b"cm":
                placement = (float(operands[4]), float(operands[5]))
            elif operator == b"Do":
                origins.append((*placement, width, height, text))
    return origins


def test_cancel_is_refused_after_handed_over_and_a_return_is_one_click(window, qtbot, sandbox) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10421")
    create_and_print(window, qtbot)
    shipment = window.queue.current_order().shipment
    assert shipment.status is ShipmentStatus.PRINTED
    assert window.detail.cancel_button.isEnabled()
    response = httpx.post(
        f"{sandbox.base_url}/__sandbox__/advance",
        json={"shipment_id": shipment.id, "status": "handed_over"},
        timeout=10,
    )
    response.raise_for_status()

    qtbot.mouseClick(window.detail.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.detail.question.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(window.error_panel.shown) and not window.tasks.running, timeout=20_000)
    refusal = window.error_panel.shown[0]
    assert refusal.title == "Already with the carrier" and not refusal.retryable
    assert "return" in refusal.advice.lower()
    # The refusal refreshed the shipment: the detail now shows it is with the carrier.
    qtbot.waitUntil(lambda: window.queue.current_order().shipment.status is ShipmentStatus.HANDED_OVER)
    entry = window.error_panel.findChild(type(window.error_panel._entries[0]))
    assert entry.action_button is not None and entry.action_button.text() == "Create return"

    window.detail.printerless_box.setChecked(True)  # postnl offers printerless returns
    assert window.detail.return_email_box.isChecked()
    qtbot.mouseClick(entry.action_button, Qt.MouseButton.LeftButton)
    # The way out asks first, with the return tab's choices; confirming sends it.
    assert window.detail.question.choices() == {"email": True, "printerless": True}
    qtbot.mouseClick(window.detail.question.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: "Return shipment" in window.detail.return_info.text() and not window.tasks.running, timeout=20_000
    )
    assert window.error_panel.shown == []
    assert "QR" in window.detail.return_info.text()
    # The printerless return's QR code is shown, and it is the return's code (fetched from its public link).
    qtbot.waitUntil(
        lambda: window.detail.qr_label.pixmap() is not None and not window.detail.qr_label.pixmap().isNull(),
        timeout=20_000,
    )
    qr_text = decoded_qr(window.detail.qr_label.pixmap())
    returns = httpx.get(
        f"{sandbox.base_url}/shipments",
        params={"q": "WEB-10421"},
        headers={"Authorization": "basic " + __import__("base64").b64encode(b"sandbox-nl").decode()},
        timeout=10,
    ).json()["shipments"]
    [returned] = [s for s in returns if s.get("parent_id") == shipment.id]
    assert returned.get("qr_url") and qr_text == returned["barcode"]
    history = [window.detail.notes_list.item(i).text() for i in range(window.detail.notes_list.count())]
    assert any("return created" in line and "e-mail sent" in line for line in history)


def test_cancel_before_handover_cancels(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10423")
    create_and_print(window, qtbot)
    qtbot.mouseClick(window.detail.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.detail.question.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: window.queue.current_order().shipment.status is ShipmentStatus.CANCELLED and not window.tasks.running,
        timeout=20_000,
    )
    assert window.error_panel.shown == []
    assert not window.detail.cancel_button.isEnabled()
    assert window.detail.create_button.isEnabled()  # a cancelled order may be shipped again


def test_a4_slot_choice_puts_the_label_in_that_slot_on_the_wire(window, qtbot, printed_dir: Path) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    window.format_row.format_box.select(LabelFormat.A4)
    assert not window.sheet_picker.isHidden()
    order = select(window, qtbot, "WEB-10423")
    window.detail.tabs.setCurrentIndex(1)
    # Slot 4 (bottom right): the sheet view's keys 1–4 toggle slots; clear the proposed slot 1 first.
    window.sheet_picker.sheet.setFocus()
    qtbot.keyClick(window.sheet_picker.sheet, Qt.Key.Key_1)
    qtbot.keyClick(window.sheet_picker.sheet, Qt.Key.Key_4)
    assert window.sheet_picker.selected_slots == (4,)
    create_and_print(window, qtbot)

    printed = sorted(printed_dir.glob("*.pdf"))
    assert len(printed) == 1
    labels = label_origins(printed[0].read_bytes())
    assert len(labels) == 1, "one label on the sheet"
    x, y, width, height, text = labels[0]
    assert order.reference in text
    assert round(width / 72 * 25.4) == 210 and round(height / 72 * 25.4) == 297  # A4
    assert x >= width / 2 - 1 and y < height / 2, "slot 4 is bottom right"
    # The slot is used now: the picker greys it and proposes slot 1 for the next label.
    assert 4 in window.sheet_picker.used_slots
    assert window.sheet_picker.selected_slots == (1,)


def test_violations_show_inline_and_block_creation_until_corrected(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10421")
    detail = window.detail
    editor = detail.options_editor
    postal = detail.recipient_edits["postal_code"]
    qtbot.keyClick(postal, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(postal, "12")
    assert not detail.create_button.isEnabled()
    assert "border" in postal.styleSheet() and postal.toolTip()
    assert "To correct" in detail.violations_label.text()
    qtbot.keyClick(postal, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(postal, "1015 CJ")
    assert detail.create_button.isEnabled()
    # Only what the carrier allows is offered: switching to DPD hides signature and every other option.
    assert editor.carrier_box.select(__import__("station.domain.enums").domain.enums.Carrier.DPD)
    assert not any(
        not box.isHidden() for option, box in editor.option_boxes.items() if option is not ShipmentOption.SIGNATURE
    )


def test_tracking_timeline_copy_url_and_notes_need_a_service_order(window, qtbot, sandbox) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10421")
    create_and_print(window, qtbot)
    shipment = window.queue.current_order().shipment
    httpx.post(
        f"{sandbox.base_url}/__sandbox__/advance",
        json={"shipment_id": shipment.id, "status": "handed_over"},
        timeout=10,
    ).raise_for_status()
    window.shipment_actions.refresh_shipment()
    qtbot.waitUntil(
        lambda: window.detail.timeline.topLevelItemCount() >= 1 and not window.tasks.running, timeout=20_000
    )
    statuses = [
        window.detail.timeline.topLevelItem(i).text(1) for i in range(window.detail.timeline.topLevelItemCount())
    ]
    assert any("handed" in s for s in statuses)
    window.actions_by_id["copy_tracking_url"].trigger()
    from PySide6.QtGui import QGuiApplication

    assert QGuiApplication.clipboard().text() == shipment.tracking_url
    assert "/track-trace/" in shipment.tracking_url
    # An imported order has no order on the service: the note is refused in operator words.
    window.detail.note_edit.setText("Fragile, packed twice")
    qtbot.keyClick(window.detail.note_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(window.error_panel.shown) and not window.tasks.running, timeout=20_000)
    assert window.error_panel.shown[0].title == "Not an order of the service"
    assert ShipmentKind.OUTBOUND is shipment.kind
