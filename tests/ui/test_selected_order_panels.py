"""Issue 13 point 5: every panel shows the selected order, and only it. The Return tab shows the selected order's own
return (and its label in the Return tab, not on the Label tab), a format change lays the preview out anew, an error
that no longer applies disappears, and the error area never moves the panels."""

from __future__ import annotations

import base64
from io import BytesIO

import httpx
from pypdf import PdfReader
from PySide6.QtCore import QPoint, Qt

from station.domain.enums import LabelFormat
from tests.helpers.window import create_and_print, import_sample, select, type_like_a_scanner

AUTH = {"Authorization": "basic " + base64.b64encode(b"sandbox-nl").decode()}
CTRL = Qt.KeyboardModifier.ControlModifier


def wire_return(sandbox, reference: str) -> dict:  # type: ignore[no-untyped-def]
    shipments = httpx.get(f"{sandbox.base_url}/shipments", params={"q": reference}, headers=AUTH, timeout=10).json()[
        "shipments"
    ]
    [returned] = [shipment for shipment in shipments if shipment.get("parent_id")]
    return returned


def create_return_by_keyboard(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(window.scan_field, Qt.Key.Key_R, CTRL)
    qtbot.keyClick(window.scan_field, Qt.Key.Key_R, CTRL)  # asked, then confirmed
    qtbot.waitUntil(
        lambda: "Return shipment" in window.detail.return_info.text() and not window.tasks.running, timeout=20_000
    )


def test_the_return_tab_and_the_label_tab_show_the_selected_orders_own_return(window, qtbot, sandbox) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10423")
    create_and_print(window, qtbot)
    select(window, qtbot, "WEB-10421")
    create_and_print(window, qtbot)
    create_return_by_keyboard(window, qtbot)
    returned = wire_return(sandbox, "WEB-10421")
    assert f"#{returned['id']}" in window.detail.return_info.text()
    # The Return tab shows the return's own label (and it is that return's); the Label tab the order's only.
    return_preview = window.detail.return_tab.preview
    qtbot.waitUntil(lambda: return_preview.page_count == 1 and not window.tasks.running, timeout=20_000)
    assert return_preview.page_titles == (f"Return label #{returned['id']}",)
    assert returned["barcode"] in PdfReader(BytesIO(return_preview.shown_pdf)).pages[0].extract_text()
    qtbot.waitUntil(lambda: window.preview.page_count == 1 and not window.tasks.running, timeout=20_000)
    assert returned["barcode"] not in PdfReader(BytesIO(window.preview.shown_pdf)).pages[0].extract_text()

    # Another order without a return: its Return tab is empty, its label has no return page.
    select(window, qtbot, "WEB-10423")
    assert window.detail.return_info.text() == ""
    assert window.detail.qr_label.pixmap() is None or window.detail.qr_label.pixmap().isNull()
    qtbot.waitUntil(lambda: window.preview.page_count == 1 and not window.tasks.running, timeout=20_000)
    # Back to the first: its own return again.
    select(window, qtbot, "WEB-10421")
    assert f"#{returned['id']}" in window.detail.return_info.text()


def page_size_mm(window) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    size = window.preview._document.pagePointSize(0)
    return round(size.width() / 72 * 25.4), round(size.height() / 72 * 25.4)


def test_switching_the_format_lays_the_preview_out_anew(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10421")
    create_and_print(window, qtbot)
    qtbot.waitUntil(lambda: window.preview.page_count >= 1 and not window.tasks.running, timeout=20_000)
    assert page_size_mm(window) == (105, 148)
    window.format_row.format_box.setFocus()
    window.format_row.format_box.select(LabelFormat.A4)
    qtbot.waitUntil(
        lambda: window.preview.page_count >= 1 and page_size_mm(window) == (210, 297) and not window.tasks.running,
        timeout=20_000,
    )
    window.format_row.format_box.select(LabelFormat.A6)
    qtbot.waitUntil(lambda: page_size_mm(window) == (105, 148) and not window.tasks.running, timeout=20_000)


def test_a_scan_error_disappears_with_the_next_good_scan_and_never_moves_the_panels(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    panels_at = window.splitter.mapTo(window, QPoint(0, 0))
    button_at = window.detail.create_button.mapTo(window, QPoint(0, 0))
    window.scan_field.setFocus()
    type_like_a_scanner(qtbot, "NOPE-1")
    qtbot.waitUntil(lambda: bool(window.error_panel.shown) and not window.tasks.running, timeout=20_000)
    assert "NOPE-1" in window.error_panel.shown[0].text
    qtbot.waitUntil(lambda: window.error_panel.isVisible())
    assert window.splitter.mapTo(window, QPoint(0, 0)) == panels_at, "the error pushed the panels down"
    assert window.detail.create_button.mapTo(window, QPoint(0, 0)) == button_at

    type_like_a_scanner(qtbot, "WEB-10421")
    qtbot.waitUntil(lambda: window.queue.current_order() is not None and not window.tasks.running, timeout=20_000)
    assert window.queue.current_order().reference == "WEB-10421"
    assert window.error_panel.shown == [], "the previous scan's error no longer applies"
    assert window.splitter.mapTo(window, QPoint(0, 0)) == panels_at
