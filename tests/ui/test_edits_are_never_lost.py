"""Issue 13.1: what the detail panel shows is what ships, on every path that creates a shipment; an edit that breaks
a rule blocks every path with its inline message instead of shipping the stored address."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from station.domain.enums import LabelFormat
from tests.helpers.at_the_table import (
    pdf_text,
    pdfs,
    retype,
    scan,
    scan_and_wait,
    select_references,
)
from tests.helpers.sandbox import shipments_at
from tests.helpers.window import import_sample


def test_an_edit_then_a_scan_to_print_of_the_same_order_ships_and_prints_the_edit(
    window, qtbot, sandbox, printed_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    scan_and_wait(qtbot, window, "WEB-10421")
    retype(qtbot, window.detail.recipient_edits["street"], "Prinsengracht 7")
    retype(qtbot, window.detail.recipient_edits["postal_code"], "1016 GV")
    assert window.detail.create_button.isEnabled()
    # Straight to the scanner, before the edit was kept by its timer: Ctrl+T, then the same order scanned.
    qtbot.keyClick(window.scan_field, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert window.scan_to_print.isChecked()
    scan(qtbot, window, "WEB-10421")
    qtbot.waitUntil(lambda: len(pdfs(printed_dir)) == 1 and not window.tasks.running, timeout=20_000)

    assert window.error_panel.shown == []
    [shipment] = shipments_at(sandbox.base_url, "WEB-10421")
    assert shipment["recipient"]["street"] == "Prinsengracht 7"
    assert shipment["recipient"]["postal_code"] == "1016 GV"
    label = pdf_text(pdfs(printed_dir)[0])
    assert "Prinsengracht 7" in label and "Keizersgracht" not in label
    # The detail still shows what was shipped.
    assert window.detail.recipient_edits["street"].text() == "Prinsengracht 7"


def test_an_edit_on_another_order_is_kept_and_used_by_the_batch(window, qtbot, sandbox, printed_dir: Path) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    scan_and_wait(qtbot, window, "WEB-10423")
    retype(qtbot, window.detail.recipient_edits["name"], "Emma de Visser")
    scan_and_wait(qtbot, window, "WEB-10421")  # another order: the edit stays with WEB-10423
    scan_and_wait(qtbot, window, "WEB-10423")
    assert window.detail.recipient_edits["name"].text() == "Emma de Visser"

    select_references(window, ["WEB-10421", "WEB-10423"])
    qtbot.keyClick(window.scan_field, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.batch.summary is not None and not window.tasks.running, timeout=60_000)
    assert window.batch.summary.printed == 2
    [shipment] = shipments_at(sandbox.base_url, "WEB-10423")
    assert shipment["recipient"]["name"] == "Emma de Visser"
    assert any("Emma de Visser" in pdf_text(path) for path in pdfs(printed_dir))


def test_an_edit_that_breaks_a_rule_blocks_every_path(window, qtbot, sandbox, printed_dir: Path) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    scan_and_wait(qtbot, window, "WEB-10421")
    postal = window.detail.recipient_edits["postal_code"]
    retype(qtbot, postal, "56111")  # not a Dutch postal code
    assert "postal code" in window.detail.violations_label.text().lower()
    assert not window.detail.create_button.isEnabled()

    # Ctrl+Enter: nothing is sent, the inline message stays.
    qtbot.keyClick(postal, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)
    assert shipments_at(sandbox.base_url, "WEB-10421") == []

    # Scan to print of the same order: refused with the rule, never the stored address.
    window.scan_to_print.setChecked(True)
    scan(qtbot, window, "WEB-10421")
    qtbot.waitUntil(lambda: bool(window.error_panel.shown) and not window.tasks.running, timeout=20_000)
    shown = window.error_panel.shown[0]
    assert "WEB-10421" in shown.text and "rule" in shown.text, shown
    assert "postal code" in window.detail.violations_label.text().lower()
    assert postal.text() == "56111"
    assert shipments_at(sandbox.base_url, "WEB-10421") == []
    window.error_panel.clear()

    # A batch with it: the other order ships, this one is listed with the rule it breaks.
    window.scan_to_print.setChecked(False)
    select_references(window, ["WEB-10421", "WEB-10423"])
    qtbot.keyClick(window.scan_field, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.batch.summary is not None and not window.tasks.running, timeout=60_000)
    summary = window.batch.summary
    assert summary.printed == 1 and [f.reference for f in summary.failed] == ["WEB-10421"]
    assert "postal code" in summary.failed[0].reason.lower()
    window.error_panel.clear()

    # Filling the A4 sheet with it: refused as well.
    window.format_row.format_box.select(LabelFormat.A4)
    select_references(window, ["WEB-10421"])
    qtbot.mouseClick(window.sheet_picker.fill_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(window.error_panel.shown) and not window.tasks.running, timeout=20_000)
    assert shipments_at(sandbox.base_url, "WEB-10421") == []
    assert len(pdfs(printed_dir)) == 1  # WEB-10423's label only


def test_an_edit_typed_just_before_quitting_is_kept(window, qtbot, services) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    scan_and_wait(qtbot, window, "WEB-10422")
    key = window.queue.current_order().key
    retype(qtbot, window.detail.recipient_edits["street"], "Oudegracht 47")
    window.close()  # before the edit's timer: the window keeps it as it closes
    qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)
    kept = services.orders.get(key).draft
    assert kept is not None and kept.recipient.street == "Oudegracht 47"
    assert services.shipments.draft_for(key).recipient.street == "Oudegracht 47"
