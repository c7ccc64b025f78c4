"""Issue 19 point 9: scan commands. The sheet from the Help menu holds every command as a Code128 that a real decoder
reads back; each command, scanned by a US-set scanner on any keyboard layout (the key events each layout produces),
does in the window what its title says, against the sandbox."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from station.domain.enums import LabelFormat, ShipmentStatus
from station.domain.scan_commands import ScanCommand, code_of, command_of
from tests.helpers.at_the_table import select_references
from tests.helpers.labels import code128, rendered_page
from tests.helpers.many_orders import write_orders
from tests.helpers.window import create_and_print, import_sample, select
from tests.keyboard_layouts import LAYOUTS, send_keys, us_scanner_presses


def scan(qtbot, window, code: str, layout_name: str) -> None:  # type: ignore[no-untyped-def]
    """A US-set scanner's burst for `code` on the layout, into the scan field."""
    send_keys(qtbot, us_scanner_presses(code), LAYOUTS[layout_name], gap_ms=8, to=window.scan_field)


def scan_command(qtbot, window, command: ScanCommand, layout_name: str) -> None:  # type: ignore[no-untyped-def]
    scan(qtbot, window, code_of(command), layout_name)


# The offscreen platform has no PDF viewer to hand the sheet to; a desktop opens it there.
@pytest.mark.qt_log_ignore("does not support QPlatformServices::openDocument")
def test_the_sheet_from_the_help_menu_holds_every_command_and_each_decodes(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    help_menu = next(action.menu() for action in window.menuBar().actions() if action.text() == "&Help")
    assert window.scan_commands.sheet_action in help_menu.actions()
    target: Path = window.scan_commands.sheet_path
    target.unlink(missing_ok=True)
    window.scan_commands.sheet_action.trigger()
    qtbot.waitUntil(lambda: target.exists() and not window.tasks.running, timeout=20_000)
    page = rendered_page(target.read_bytes(), 1, dpi=200)
    decoded = code128(page)
    assert sorted(decoded) == sorted(code_of(command) for command in ScanCommand)
    assert {command_of(text) for text in decoded} == set(ScanCommand)


@pytest.mark.parametrize("layout_name", sorted(LAYOUTS))
def test_each_command_scanned_on_any_layout_does_what_it_says(
    window,
    services,
    qtbot,
    sandbox,  # type: ignore[no-untyped-def]
    layout_name: str,
) -> None:
    import_sample(window, qtbot)
    window.format_row.format_box.select(LabelFormat.A6)

    # Print as A4 / A6: the "Print as" choice follows.
    scan_command(qtbot, window, ScanCommand.PRINT_A4, layout_name)
    qtbot.waitUntil(lambda: window.format_row.label_format() is LabelFormat.A4)
    assert window.scan_field.text() == ""
    scan_command(qtbot, window, ScanCommand.PRINT_A6, layout_name)
    qtbot.waitUntil(lambda: window.format_row.label_format() is LabelFormat.A6)

    # Next order: from the one shown to the next that waits for a label.
    rows = [window.queue.model.row_at(row).reference for row in range(window.queue.model.rowCount())]
    first = select(window, qtbot, rows[0])
    scan_command(qtbot, window, ScanCommand.NEXT_ORDER, layout_name)
    qtbot.waitUntil(lambda: window.queue.current_order().reference == rows[1])

    # Reprint: the scan is the operator's word, no question.
    select(window, qtbot, first.reference)
    create_and_print(window, qtbot)
    scan_command(qtbot, window, ScanCommand.REPRINT, layout_name)
    qtbot.waitUntil(
        lambda: window.queue.current_order().printed_count == 2 and not window.tasks.running, timeout=20_000
    )
    assert services.store.log.with_action("label reprinted")[0].order_key == first.key

    # Cancel asks; only the confirmation scan cancels.
    shipment_id = window.queue.current_order().shipment.id
    scan_command(qtbot, window, ScanCommand.CANCEL, layout_name)
    qtbot.waitUntil(window.detail.question.isVisible)
    assert f"#{shipment_id}" in window.detail.question.text.text()
    assert window.queue.current_order().shipment.status is not ShipmentStatus.CANCELLED
    scan_command(qtbot, window, ScanCommand.CONFIRM_CANCEL, layout_name)
    qtbot.waitUntil(
        lambda: window.queue.current_order().shipment.status is ShipmentStatus.CANCELLED and not window.tasks.running,
        timeout=20_000,
    )
    assert services.store.log.with_action("shipment cancelled")[0].order_key == first.key

    # A confirmation with nothing asked, and Stop batch with no batch, are refused with what to do.
    scan_command(qtbot, window, ScanCommand.CONFIRM_CANCEL, layout_name)
    assert [shown.text for shown in window.error_panel.shown] == ["Nothing to confirm: no cancel was asked."]
    scan_command(qtbot, window, ScanCommand.STOP_BATCH, layout_name)
    assert window.error_panel.shown[0].text == "No batch is running."

    # New sheet: the A4 tray's slots are all free again.
    scan_command(qtbot, window, ScanCommand.PRINT_A4, layout_name)
    second = select(window, qtbot, "WEB-10422")
    create_and_print(window, qtbot)
    printer = services.printing.binding(LabelFormat.A4).printer_id
    qtbot.waitUntil(lambda: services.store.slots.used(printer) != set())
    scan_command(qtbot, window, ScanCommand.NEW_SHEET, layout_name)
    qtbot.waitUntil(lambda: services.store.slots.used(printer) == set())
    assert window.error_panel.shown == []  # a command that worked takes the earlier refusals away
    assert second.reference == "WEB-10422"


def test_stop_batch_scanned_stops_the_running_batch(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    orders = tmp_path / "orders.csv"
    references = list(write_orders(orders, 30))
    import_sample(window, qtbot, orders)
    select_references(window, references)
    stopped: list[int] = []

    def stop_when_printed(done: int) -> None:
        if done >= 2 and not stopped:
            stopped.append(done)
            QTimer.singleShot(0, lambda: scan_command(qtbot, window, ScanCommand.STOP_BATCH, "BE AZERTY"))

    window.batch.progress.valueChanged.connect(stop_when_printed)
    window.batch_actions.start_batch()
    qtbot.waitUntil(lambda: window.batch.summary is not None and not window.tasks.running, timeout=60_000)
    assert stopped, "the batch ended before it could be stopped"
    summary = window.batch.summary
    assert summary.cancelled and summary.printed < len(references)
