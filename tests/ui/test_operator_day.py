"""An operator's whole day at the packing table, as one walk through the window (issue 13, "Done when").

Keys, clicks and scans into the scan field, the way an operator works; after every step the test looks at what
reached the service (the sandbox, asked directly over its socket, not through Station's client) and at the label
PDFs that came out of the printer (a folder printer).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path
from typing import Any

import httpx
from pypdf import PdfReader
from pypdf.generic import ContentStream
from PySide6.QtCore import Qt

from station.domain.enums import LabelFormat, ShipmentStatus
from station.sandbox.server import SandboxServer
from tests.helpers.window import SAMPLE_CSV, type_like_a_scanner, wait_idle

SANDBOX_NL = {"Authorization": "basic c2FuZGJveC1ubA=="}  # base64("sandbox-nl"): the window's shop
MM_PER_POINT = 25.4 / 72
CANCEL_KEYS = (Qt.Key.Key_Delete, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
BATCH_KEYS = (Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
STOP_KEYS = (Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
RETURN_KEYS = (Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)


# --- what reached the service ------------------------------------------------------------------------------------


def on_the_wire(sandbox: SandboxServer) -> list[dict[str, Any]]:
    """Every shipment of the shop at the service, oldest first."""
    response = httpx.get(sandbox.base_url + "/shipments", params={"size": 300}, headers=SANDBOX_NL, timeout=10)
    response.raise_for_status()
    return list(reversed(response.json()["shipments"]))


def live(sandbox: SandboxServer, reference: str) -> list[dict[str, Any]]:
    """The outbound shipments with this reference that are not cancelled."""
    return [
        s
        for s in on_the_wire(sandbox)
        if s["reference"] == reference and s["status"] != "cancelled" and s.get("parent_id") is None
    ]


# --- what came out of the printer --------------------------------------------------------------------------------


class Printer:
    """The folder the window's printer writes PDFs into; `new()` are the ones printed since the last look."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.seen: set[Path] = set()

    def all(self) -> list[Path]:
        return sorted(self.folder.glob("*.pdf")) if self.folder.exists() else []

    def count(self) -> int:
        return len(self.all())

    def new(self) -> list[Path]:
        fresh = [path for path in self.all() if path not in self.seen]
        self.seen.update(fresh)
        return fresh


def text_of(pdf: Path) -> str:
    return "".join(page.extract_text() for page in PdfReader(BytesIO(pdf.read_bytes())).pages)


def page_size_mm(pdf: Path) -> tuple[int, int]:
    page = PdfReader(BytesIO(pdf.read_bytes())).pages[0]
    return round(float(page.mediabox.width) * MM_PER_POINT), round(float(page.mediabox.height) * MM_PER_POINT)


def slots_on_sheet(pdf: Path, barcodes: Iterable[str]) -> dict[str, int]:
    """Which A4 slot (1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right; contract §4) each barcode is in.

    The label service places each label as a form XObject (`x y cm /LabelN Do`); the form's text holds its barcode.
    """
    wanted = list(barcodes)
    found: dict[str, int] = {}
    page = PdfReader(BytesIO(pdf.read_bytes())).pages[0]
    width, height = float(page.mediabox.width), float(page.mediabox.height)
    forms = page["/Resources"]["/XObject"]
    x = y = 0.0
    for operands, operator in ContentStream(page.get_contents(), page.pdf).operations:
        if operator == b"cm":
            x, y = float(operands[4]), float(operands[5])
        elif operator == b"Do":
            content = forms[operands[0]].get_object().get_data()
            slot = (1 if y >= height / 2 else 3) + (1 if x >= width / 2 else 0)
            for barcode in wanted:
                if barcode.encode() in content:
                    found[barcode] = slot
    return found


# --- the operator's hands ----------------------------------------------------------------------------------------


def row_of(window, reference: str) -> int:  # type: ignore[no-untyped-def]
    model = window.queue.model
    for row in range(model.rowCount()):
        if model.row_at(row).reference == reference:
            return row
    raise AssertionError(f"{reference} is not in the queue")


def click_order(window, qtbot, reference: str, *, add: bool = False) -> None:  # type: ignore[no-untyped-def]
    """A click on the order's row in the queue (Ctrl+click adds it to the selection)."""
    table = window.queue.table
    index = table.model().index(row_of(window, reference), 1)
    table.scrollTo(index)
    modifier = Qt.KeyboardModifier.ControlModifier if add else Qt.KeyboardModifier.NoModifier
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, modifier, table.visualRect(index).center())
    if not add:
        qtbot.waitUntil(
            lambda: window.queue.current_order() is not None and window.queue.current_order().reference == reference
        )


def scan(qtbot, code: str) -> None:  # type: ignore[no-untyped-def]
    """A scanner's keystrokes land wherever the focus is; Station keeps it in the scan field."""
    type_like_a_scanner(qtbot, code)


def open_tab(window, qtbot, title: str) -> None:  # type: ignore[no-untyped-def]
    """A click on the detail panel's tab with this title."""
    tabs = window.detail.tabs
    index = next(i for i in range(tabs.count()) if tabs.tabText(i).replace("&", "") == title)
    qtbot.mouseClick(tabs.tabBar(), Qt.MouseButton.LeftButton, pos=tabs.tabBar().tabRect(index).center())
    assert tabs.currentIndex() == index


def retype(qtbot, edit, text: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


@dataclass
class Day:
    """The window, the operator's hands, the service and the printer, shared by the steps of the day."""

    window: Any
    qtbot: Any
    sandbox: SandboxServer
    printer: Printer


def test_an_operators_day(  # type: ignore[no-untyped-def]
    window, qtbot, sandbox: SandboxServer, printed_dir: Path
) -> None:
    day = Day(window, qtbot, sandbox, Printer(printed_dir))
    import_the_sample_orders(day)
    scan_to_print(day)
    edit_the_recipient_then_scan(day)
    fill_a4_slots_3_and_4(day)
    batch_with_a_cancelled_order_in_the_selection(day)
    stop_a_long_batch(day)
    cancel_a_printed_shipment(day)
    create_a_return(day)


def import_the_sample_orders(day: Day) -> None:
    """Import the sample orders (Ctrl+O picks the file; the window imports it off the UI thread)."""
    window, qtbot, sandbox, printer = day.window, day.qtbot, day.sandbox, day.printer
    window.queue_actions.import_orders(str(SAMPLE_CSV))
    qtbot.waitUntil(lambda: window.queue.model.total_count == 20 and not window.tasks.running, timeout=20_000)
    assert window.error_panel.shown == []
    assert on_the_wire(sandbox) == [] and printer.count() == 0  # importing sends and prints nothing


def scan_to_print(day: Day) -> None:
    """Scan to print: the scanner's code creates the shipment and its A6 label comes out."""
    window, qtbot, sandbox, printer = day.window, day.qtbot, day.sandbox, day.printer
    qtbot.mouseClick(window.scan_to_print, Qt.MouseButton.LeftButton)
    assert window.scan_to_print.isChecked()
    scan(qtbot, "WEB-10421")
    qtbot.waitUntil(lambda: len(printer.all()) > len(printer.seen), timeout=20_000)
    wait_idle(window, qtbot)
    assert window.error_panel.shown == []
    (shipment,) = live(sandbox, "WEB-10421")
    assert shipment["status"] == "printed" and shipment["recipient"]["street"] == "Keizersgracht 123"
    (label,) = printer.new()
    assert page_size_mm(label) == (105, 148)
    assert shipment["barcode"] in text_of(label) and "WEB-10421" in text_of(label)
    assert window.scan_field.text() == "" and window.scan_field.hasFocus()


def edit_the_recipient_then_scan(day: Day) -> None:
    """Edit the recipient, then scan: the label goes to the address on screen, not the imported one."""
    window, qtbot, sandbox, printer = day.window, day.qtbot, day.sandbox, day.printer
    click_order(window, qtbot, "WEB-10424")
    retype(qtbot, window.detail.recipient_edits["street"], "Grote Markt 9")
    qtbot.keyClick(window.detail.recipient_edits["street"], Qt.Key.Key_F2)  # back to the scan field
    assert window.scan_field.hasFocus()
    scan(qtbot, "WEB-10424")
    qtbot.waitUntil(lambda: len(printer.all()) > len(printer.seen), timeout=20_000)
    wait_idle(window, qtbot)
    assert window.error_panel.shown == []
    (shipment,) = live(sandbox, "WEB-10424")
    assert shipment["recipient"]["street"] == "Grote Markt 9"
    (label,) = printer.new()
    assert "Grote Markt 9" in text_of(label) and "Grote Markt 7" not in text_of(label)


def fill_a4_slots_3_and_4(day: Day) -> None:
    """A4 on a fresh sheet: the operator picks slots 3 and 4, selects two orders and fills the chosen slots."""
    window, qtbot, sandbox, printer = day.window, day.qtbot, day.sandbox, day.printer
    click_order(window, qtbot, "WEB-10426")
    click_order(window, qtbot, "WEB-10427", add=True)
    open_tab(window, qtbot, "Label")
    window.format_row.format_box.select(LabelFormat.A4)
    sheet = window.sheet_picker.sheet
    qtbot.waitUntil(window.sheet_picker.isVisible)
    for slot in (1, 2, 3, 4):  # clear what the picker proposes, then click 3 and 4
        if slot in sheet.selected:
            qtbot.mouseClick(sheet, Qt.MouseButton.LeftButton, pos=sheet.slot_rect(slot).center().toPoint())
    for slot in (3, 4):
        qtbot.mouseClick(sheet, Qt.MouseButton.LeftButton, pos=sheet.slot_rect(slot).center().toPoint())
    assert window.sheet_picker.selected_slots == (3, 4)
    qtbot.mouseClick(window.sheet_picker.fill_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(printer.all()) > len(printer.seen), timeout=20_000)
    wait_idle(window, qtbot)
    assert window.error_panel.shown == []
    # The chosen slots, filled in the order the queue shows the two orders, in one job (one PDF).
    in_queue_order = sorted(["WEB-10426", "WEB-10427"], key=lambda reference: row_of(window, reference))
    shipments = [live(sandbox, reference)[0] for reference in in_queue_order]
    assert [shipment["status"] for shipment in shipments] == ["printed", "printed"]
    (sheet_pdf,) = printer.new()
    assert page_size_mm(sheet_pdf) == (210, 297)
    assert slots_on_sheet(sheet_pdf, [s["barcode"] for s in shipments]) == {
        shipments[0]["barcode"]: 3,
        shipments[1]["barcode"]: 4,
    }
    assert {3, 4} <= set(window.sheet_picker.used_slots)


def batch_with_a_cancelled_order_in_the_selection(day: Day) -> None:
    """WEB-10421 is cancelled on purpose (asked first, then confirmed with the same keys); a batch over a selection
    that includes it ships and prints the others, leaves it cancelled and says so."""
    window, qtbot, sandbox, printer = day.window, day.qtbot, day.sandbox, day.printer
    click_order(window, qtbot, "WEB-10421")
    qtbot.keyClick(window, *CANCEL_KEYS)
    assert window.detail.question.topic is not None and window.detail.question.topic.startswith("cancel:")
    assert live(sandbox, "WEB-10421")[0]["status"] == "printed"  # asked, not done
    qtbot.keyClick(window, *CANCEL_KEYS)
    qtbot.waitUntil(lambda: live(sandbox, "WEB-10421") == [], timeout=20_000)
    wait_idle(window, qtbot)
    assert window.queue.current_order().shipment.status is ShipmentStatus.CANCELLED
    batch = ["WEB-10429", "WEB-10433", "WEB-10439"]
    window.format_row.format_box.select(LabelFormat.A6)
    click_order(window, qtbot, "WEB-10421")
    for reference in batch:
        click_order(window, qtbot, reference, add=True)
    qtbot.keyClick(window, *BATCH_KEYS)
    qtbot.waitUntil(lambda: window.batch.summary is not None and not window.tasks.running, timeout=60_000)
    summary = window.batch.summary
    assert live(sandbox, "WEB-10421") == []  # nothing created or printed again for the cancelled order
    assert summary.printed == 3 and not summary.failed
    assert [(skip.reference, skip.reason) for skip in summary.skipped] == [("WEB-10421", "cancelled")]
    assert "1 skipped" in window.batch.message.text()
    assert any(
        window.batch.failures.item(row).text().startswith("WEB-10421 (skipped)")
        for row in range(window.batch.failures.count())
    )
    labels = printer.new()
    assert len(labels) == 3
    barcodes = {reference: live(sandbox, reference)[0]["barcode"] for reference in batch}
    assert sorted(barcode for barcode in barcodes.values() for label in labels if barcode in text_of(label)) == sorted(
        barcodes.values()
    )
    assert all(live(sandbox, reference)[0]["status"] == "printed" for reference in batch)
    assert window.error_panel.shown == []


def stop_a_long_batch(day: Day) -> None:
    """A long batch, stopped as soon as its first label is out: nothing more is created, and what was created but
    not printed is listed with one action for it (here: cancel them, asked once more)."""
    window, qtbot, sandbox, printer = day.window, day.qtbot, day.sandbox, day.printer
    rest = [
        "WEB-10422",
        "WEB-10423",
        "WEB-10425",
        "WEB-10428",
        "WEB-10430",
        "WEB-10431",
        "WEB-10432",
        "WEB-10434",
        "WEB-10436",
        "WEB-10437",
        "WEB-10438",
        "WEB-10440",
    ]
    click_order(window, qtbot, rest[0])
    for reference in rest[1:]:
        click_order(window, qtbot, reference, add=True)
    before = printer.count()
    qtbot.keyClick(window, *BATCH_KEYS)
    qtbot.waitUntil(lambda: printer.count() > before or not window.batch.running, timeout=60_000)
    qtbot.keyClick(window, *STOP_KEYS)
    qtbot.waitUntil(lambda: not window.batch.running and not window.tasks.running, timeout=60_000)
    stopped = window.batch.summary
    assert stopped.cancelled and window.batch.message.text().startswith("Batch stopped")
    printed_text = "".join(text_of(label) for label in printer.new())
    unprinted = {item.reference for item in stopped.unprinted}
    # Whatever exists at the carrier for these orders is on paper, or listed as created but not printed.
    for reference in rest:
        for shipment in live(sandbox, reference):
            assert shipment["barcode"] in printed_text or reference in unprinted, (
                f"{reference} was created at the carrier, not printed and not listed"
            )
    if unprinted:
        row = window.batch.unprinted
        assert row.isVisible() and f"{len(unprinted)} created but not printed" in row.text.text()
        qtbot.mouseClick(row.cancel_button, Qt.MouseButton.LeftButton)
        assert all(live(sandbox, reference) for reference in unprinted)  # asked, not done
        qtbot.mouseClick(row.confirm_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(
            lambda: all(live(sandbox, reference) == [] for reference in unprinted) and not window.tasks.running,
            timeout=30_000,
        )
    assert printer.new() == []
    for reference in rest:  # now every live shipment of the batch is on paper
        for shipment in live(sandbox, reference):
            assert shipment["barcode"] in printed_text
    assert window.error_panel.shown == []


def cancel_a_printed_shipment(day: Day) -> None:
    """Cancel a shipment printed in the batch: asked, confirmed, cancelled at the service; nothing printed."""
    window, qtbot, sandbox, printer = day.window, day.qtbot, day.sandbox, day.printer
    click_order(window, qtbot, "WEB-10429")
    qtbot.keyClick(window, *CANCEL_KEYS)
    qtbot.mouseClick(window.detail.question.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: live(sandbox, "WEB-10429") == [], timeout=20_000)
    wait_idle(window, qtbot)
    assert window.error_panel.shown == []
    assert window.queue.current_order().shipment.status is ShipmentStatus.CANCELLED
    assert printer.new() == []


def create_a_return(day: Day) -> None:
    """A return for WEB-10433: Ctrl+R asks, with the e-mail and printerless choices; Ctrl+R again confirms."""
    window, qtbot, sandbox, printer = day.window, day.qtbot, day.sandbox, day.printer
    click_order(window, qtbot, "WEB-10433")
    parent = live(sandbox, "WEB-10433")[0]
    qtbot.keyClick(window, *RETURN_KEYS)
    question = window.detail.question
    assert question.topic is not None and question.topic.startswith("return:")
    assert set(question.choice_boxes) == {"email", "printerless"}
    assert [s for s in on_the_wire(sandbox) if s.get("parent_id") == parent["id"]] == []  # asked, not done
    qtbot.keyClick(window, *RETURN_KEYS)
    qtbot.waitUntil(lambda: any(s.get("parent_id") == parent["id"] for s in on_the_wire(sandbox)), timeout=20_000)
    wait_idle(window, qtbot)
    assert window.error_panel.shown == []
    (returned,) = [s for s in on_the_wire(sandbox) if s.get("parent_id") == parent["id"]]
    assert returned["reference"] == "WEB-10433" and returned["carrier"] == parent["carrier"]
    # Its label is in the Return tab's preview (which fetched it: contract §4, pending becomes printed).
    assert f"#{returned['id']}" in window.detail.return_info.text()
    return_preview = window.detail.return_tab.preview
    qtbot.waitUntil(lambda: return_preview.page_count == 1 and not window.tasks.running, timeout=20_000)
    assert returned["barcode"] in PdfReader(BytesIO(return_preview.shown_pdf)).pages[0].extract_text()
    assert on_the_wire(sandbox)[-1]["status"] == "printed"
    assert printer.new() == []  # a return is not printed unasked
