"""Scan to print against the sandbox: a scanner's keystrokes end up as a label PDF on disk."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import Qt

from tests.helpers.window import import_sample, type_like_a_scanner


def pdfs(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.pdf")) if folder.exists() else []


def test_scan_with_scan_to_print_creates_the_shipment_and_prints_an_a6_pdf(window, qtbot, printed_dir) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    window.scan_to_print.setChecked(True)
    # The operator last clicked the table: a scanner's keystrokes still land in the scan field.
    window.queue.table.setFocus()
    qtbot.waitUntil(window.queue.table.hasFocus)
    type_like_a_scanner(qtbot, "WEB-10421", enter=False)
    assert window.scan_field.hasFocus() and window.scan_field.text() == "WEB-10421"
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(pdfs(printed_dir)) == 1 and not window.tasks.running, timeout=20_000)

    assert window.error_panel.shown == []
    order = window.queue.current_order()
    assert order is not None and order.reference == "WEB-10421"
    assert order.shipment is not None and order.shipment.barcode
    reader = PdfReader(BytesIO(pdfs(printed_dir)[0].read_bytes()))
    text = "".join(page.extract_text() for page in reader.pages)
    assert "WEB-10421" in text and order.shipment.barcode in text
    width_mm = float(reader.pages[0].mediabox.width) / 72 * 25.4
    assert 100 < width_mm < 110  # A6
    assert window.scan_field.text() == ""
    # A second scan of the same order prints nothing: reprint is an explicit action.
    qtbot.keyClicks(window.scan_field, "web-10421")
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(window.error_panel.shown), timeout=20_000)
    assert window.error_panel.shown[0].title == "Label already printed"
    assert len(pdfs(printed_dir)) == 1


def test_scan_without_scan_to_print_only_selects_and_an_unknown_code_says_so(window, qtbot, printed_dir) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    qtbot.keyClicks(window.scan_field, "WEB-10423")
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.queue.current_order() is not None and not window.tasks.running)
    assert window.queue.current_order().reference == "WEB-10423"
    assert window.detail.title.text().startswith("WEB-10423")
    assert pdfs(printed_dir) == []
    qtbot.keyClicks(window.scan_field, "NOPE-1")
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(window.error_panel.shown))
    shown = window.error_panel.shown[0]
    assert shown.title == "Order not found" and not shown.retryable


def test_scan_to_print_shows_the_label_it_printed_and_fetches_tracking_only_when_looked_at(  # type: ignore[no-untyped-def]
    window,
    qtbot,
    printed_dir,
    services,
) -> None:
    client = services.shipping_client()
    asked: list[str] = []
    for name in ("label_pdf", "track"):
        real = getattr(client, name)

        async def counted(*args, _real=real, _name=name, **kwargs):  # type: ignore[no-untyped-def]
            asked.append(_name)  # the real client's call, counted: the sandbox answers it over the socket
            return await _real(*args, **kwargs)

        setattr(client, name, counted)
    import_sample(window, qtbot)
    window.scan_to_print.setChecked(True)
    type_like_a_scanner(qtbot, "WEB-10421")
    qtbot.waitUntil(
        lambda: len(pdfs(printed_dir)) == 1 and window.preview.page_count > 0 and not window.tasks.running,
        timeout=20_000,
    )
    assert window.error_panel.shown == []
    # The label was asked for once, for the printer; the preview shows that very PDF. No tracking yet: a shipment
    # created a moment ago has no history, and nobody is looking at it.
    assert asked == ["label_pdf"]
    assert window.preview.shown_pdf == pdfs(printed_dir)[0].read_bytes()
    assert window.preview.page_titles == ("Label",)
    window.detail.tabs.setCurrentWidget(window.detail.tracking_tab)
    qtbot.waitUntil(
        lambda: "track" in asked and window.detail.timeline.topLevelItemCount() >= 1 and not window.tasks.running,
        timeout=20_000,
    )
    assert asked.count("label_pdf") == 1
