"""Issue 13.4: the slots the operator picks on the A4 sheet are the slots on the wire, on the paper, in the preview and
in the sheet state Station remembers; several selected orders fill them in queue order, in one job."""

from __future__ import annotations

import subprocess
from pathlib import Path

from PySide6.QtCore import QSize, Qt

from station.domain.enums import LabelFormat
from tests.helpers.at_the_table import pdfs, scan_and_wait, select_references
from tests.helpers.window import import_sample

A4_PT = (595, 842)
QUADRANTS = {1: (0, 0), 2: (1, 0), 3: (0, 1), 4: (1, 1)}  # slot: (column, row from the top)


def slot_text(pdf: Path, slot: int, page: int = 1) -> str:
    """The text printed in one slot of an A4 page (pdftotext cropped to that quarter of the sheet)."""
    column, row = QUADRANTS[slot]
    width, height = A4_PT[0] // 2, A4_PT[1] // 2
    crop = ["-x", str(column * width), "-y", str(row * height), "-W", str(width), "-H", str(height)]
    result = subprocess.run(
        ["pdftotext", "-f", str(page), "-l", str(page), "-r", "72", *crop, str(pdf), "-"],
        check=True,
        capture_output=True,
        text=True,
    )
    return result.stdout


def page_count(pdf: Path) -> int:
    info = subprocess.run(["pdfinfo", str(pdf)], check=True, capture_output=True, text=True).stdout
    return int(next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")))


def inked_slots(window) -> set[int]:  # type: ignore[no-untyped-def]
    """The slots of the sheet the preview draws a label in (rendered page 1, dark pixels per quarter)."""
    document = window.preview.view.document()
    assert document is not None and document.pageCount() >= 1
    image = document.render(0, QSize(210, 297))
    inked = set()
    for slot, (column, row) in QUADRANTS.items():
        dark = 0
        for x in range(column * 105 + 5, column * 105 + 100, 3):
            for y in range(row * 148 + 5, row * 148 + 143, 3):
                color = image.pixelColor(x, y)
                if color.alpha() > 128 and color.lightness() < 128:  # unpainted is transparent
                    dark += 1
        if dark > 20:
            inked.add(slot)
    return inked


def shown_order(window, references: list[str]) -> list[str]:  # type: ignore[no-untyped-def]
    """`references` in the order the queue shows them (the order the operator sees and a sheet fills)."""
    shown = [window.queue.model.row_at(row).reference for row in range(window.queue.model.rowCount())]
    return sorted(references, key=shown.index)


def choose_slots(qtbot, window, slots: set[int]) -> None:  # type: ignore[no-untyped-def]
    """On the drawn sheet, keys 1–4 toggle slots: drop what is proposed, take `slots`."""
    sheet = window.sheet_picker.sheet
    sheet.setFocus()
    for slot in sorted(set(sheet.selected) ^ slots):
        qtbot.keyClick(sheet, getattr(Qt.Key, f"Key_{slot}"))
    assert set(window.sheet_picker.selected_slots) == slots


def test_fill_the_remaining_slots_prints_into_the_chosen_slots_and_the_preview_draws_them(
    window, qtbot, printed_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    window.format_row.format_box.select(LabelFormat.A4)
    scan_and_wait(qtbot, window, "WEB-10421")
    window.detail.tabs.setCurrentIndex(1)  # the Label tab: sheet picker and preview
    select_references(window, ["WEB-10421", "WEB-10422"])
    choose_slots(qtbot, window, {3, 4})
    qtbot.mouseClick(window.sheet_picker.fill_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(pdfs(printed_dir)) == 1 and not window.tasks.running, timeout=20_000)

    assert window.error_panel.shown == []
    [sheet] = pdfs(printed_dir)
    assert page_count(sheet) == 1
    first, second = shown_order(window, ["WEB-10421", "WEB-10422"])
    assert first in slot_text(sheet, 3) and second in slot_text(sheet, 4)  # queue order
    assert slot_text(sheet, 1).strip() == "" and slot_text(sheet, 2).strip() == ""
    # The sheet state remembers exactly those; the next labels are proposed in the free slots.
    assert window.sheet_picker.used_slots == frozenset({3, 4})
    assert window.sheet_picker.selected_slots == (1, 2)
    # The preview of the current order draws its label where it went.
    qtbot.waitUntil(lambda: window.preview.page_count == 1 and not window.tasks.running, timeout=20_000)
    assert inked_slots(window) == ({3} if first == "WEB-10421" else {4})


def test_print_here_with_several_orders_fills_the_chosen_slots_in_queue_order_in_one_job(
    window, qtbot, printed_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    window.format_row.format_box.select(LabelFormat.A4)
    scan_and_wait(qtbot, window, "WEB-10424")
    window.detail.tabs.setCurrentIndex(1)
    select_references(window, ["WEB-10423", "WEB-10424"])
    assert window.sheet_picker.selected_slots == (1, 2)  # two orders selected: two slots proposed
    choose_slots(qtbot, window, {2, 4})
    qtbot.mouseClick(window.sheet_picker.print_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(pdfs(printed_dir)) == 1 and not window.tasks.running, timeout=20_000)

    assert window.error_panel.shown == []
    [sheet] = pdfs(printed_dir)  # one job for both
    assert page_count(sheet) == 1
    first, second = shown_order(window, ["WEB-10423", "WEB-10424"])
    assert first in slot_text(sheet, 2) and second in slot_text(sheet, 4)
    assert slot_text(sheet, 1).strip() == "" and slot_text(sheet, 3).strip() == ""
    assert window.sheet_picker.used_slots == frozenset({2, 4})
    orders = {o.reference: o for o in window.queue.model.all_rows()}
    assert orders["WEB-10423"].printed_count == 1 and orders["WEB-10424"].printed_count == 1
    qtbot.waitUntil(lambda: window.preview.page_count == 1 and not window.tasks.running, timeout=20_000)
    assert inked_slots(window) == ({4} if second == "WEB-10424" else {2})  # WEB-10424 is the current order
