"""Issue 13.2: a batch skips cancelled, already shipped and handed-over orders and says so; shipping a cancelled order
again is the operator's explicit, confirmed choice (an inline question, answered from the keyboard)."""

from __future__ import annotations

from pathlib import Path

import httpx
from PySide6.QtCore import Qt

from station.domain.enums import ShipmentStatus
from tests.helpers.at_the_table import pdf_text, pdfs, scan, scan_and_wait
from tests.helpers.sandbox import shipments_at
from tests.helpers.window import import_sample, run_async


def ship_by_scan(qtbot, window, printed_dir: Path, reference: str) -> None:  # type: ignore[no-untyped-def]
    before = len(pdfs(printed_dir))
    window.scan_to_print.setChecked(True)
    scan(qtbot, window, reference)
    qtbot.waitUntil(lambda: len(pdfs(printed_dir)) == before + 1 and not window.tasks.running, timeout=20_000)


def test_a_batch_skips_cancelled_shipped_and_handed_over_orders_and_ships_again_only_when_confirmed(
    window, qtbot, sandbox, printed_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    for reference in ("WEB-10421", "WEB-10422", "WEB-10423"):
        ship_by_scan(qtbot, window, printed_dir, reference)
    orders = {o.reference: o for o in window.queue.model.all_rows()}
    # WEB-10421 is cancelled on purpose, WEB-10422 goes to the carrier, WEB-10423 stays printed (shipped).
    run_async(qtbot, window.services.shipments.cancel(orders["WEB-10421"].key))
    handed = orders["WEB-10422"].shipment.id
    httpx.post(
        f"{sandbox.base_url}/__sandbox__/advance", json={"shipment_id": handed, "status": "handed_over"}, timeout=10
    ).raise_for_status()
    run_async(qtbot, window.services.shipments.refresh(orders["WEB-10422"].key))
    window.queue_actions.reload_queue()
    qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)
    printed_before = len(pdfs(printed_dir))

    # Select every order (Ctrl+A in the queue), then the batch (Ctrl+B).
    window.scan_to_print.setChecked(False)
    window.queue.table.setFocus()
    qtbot.keyClick(window.queue.table, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    total = window.queue.model.rowCount()
    assert len(window.queue.selected_keys()) == total
    qtbot.keyClick(window.queue.table, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.batch.summary is not None and not window.tasks.running, timeout=60_000)

    summary = window.batch.summary
    assert {(skip.reference, skip.reason) for skip in summary.skipped} == {
        ("WEB-10421", "cancelled"),
        ("WEB-10422", "handed over to the carrier"),
    }
    assert summary.already_printed == 1  # WEB-10423
    assert summary.created == summary.printed == total - 3 and not summary.failed
    message = window.batch.message.text()
    assert "2 skipped" in message and "cancelled" in message and "handed over" in message
    listed = [window.batch.failures.item(i).text() for i in range(window.batch.failures.count())]
    assert any(line.startswith("WEB-10421 (skipped): cancelled") for line in listed)
    # On the wire: no new shipment for the cancelled or handed-over order; on paper: no label of them.
    assert [s["status"] for s in shipments_at(sandbox.base_url, "WEB-10421")] == ["cancelled"]
    assert len(shipments_at(sandbox.base_url, "WEB-10422")) == 1
    assert len(shipments_at(sandbox.base_url, "WEB-10423")) == 1
    new_labels = pdfs(printed_dir)[printed_before:]
    assert len(new_labels) == total - 3
    assert not any(ref in pdf_text(path) for path in new_labels for ref in ("WEB-10421", "WEB-10422", "WEB-10423"))

    # A scan to print of the cancelled order asks first, inline; nothing is sent meanwhile.
    window.scan_to_print.setChecked(True)
    scan(qtbot, window, "WEB-10421")
    question = window.detail.question
    qtbot.waitUntil(lambda: question.isVisible() and not window.tasks.running, timeout=20_000)
    assert window.queue.current_order().reference == "WEB-10421"
    assert question.topic == f"ship-again:{orders['WEB-10421'].key}"
    assert "was cancelled" in question.text.text()
    assert len(shipments_at(sandbox.base_url, "WEB-10421")) == 1
    # Ctrl+Enter answers it: a new shipment, and its label.
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(
        lambda: len(shipments_at(sandbox.base_url, "WEB-10421")) == 2 and not window.tasks.running, timeout=20_000
    )
    assert question.isHidden() and window.error_panel.shown == []
    assert sorted(s["status"] for s in shipments_at(sandbox.base_url, "WEB-10421")) == ["cancelled", "printed"]
    shipment = window.queue.current_order().shipment
    assert shipment.status is not ShipmentStatus.CANCELLED
    assert shipment.barcode in pdf_text(printed_dir / "WEB-10421.pdf")  # the new label came out


def test_create_and_print_on_a_cancelled_order_asks_and_keep_cancelled_sends_nothing(
    window, qtbot, sandbox, printed_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    ship_by_scan(qtbot, window, printed_dir, "WEB-10425")
    first_label = (printed_dir / "WEB-10425.pdf").read_bytes()
    run_async(qtbot, window.services.shipments.cancel(window.queue.current_order().key))
    window.scan_to_print.setChecked(False)
    scan_and_wait(qtbot, window, "WEB-10425")
    assert window.detail.create_button.isEnabled()
    qtbot.mouseClick(window.detail.create_button, Qt.MouseButton.LeftButton)
    question = window.detail.question
    qtbot.waitUntil(lambda: question.isVisible() and not window.tasks.running, timeout=20_000)
    qtbot.mouseClick(question.decline_button, Qt.MouseButton.LeftButton)
    assert question.isHidden()
    assert len(shipments_at(sandbox.base_url, "WEB-10425")) == 1
    assert (printed_dir / "WEB-10425.pdf").read_bytes() == first_label
    # Asked again, and this time confirmed with the button.
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: question.isVisible() and not window.tasks.running, timeout=20_000)
    qtbot.mouseClick(question.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: len(shipments_at(sandbox.base_url, "WEB-10425")) == 2 and not window.tasks.running, timeout=20_000
    )
    assert window.queue.current_order().shipment.barcode in pdf_text(printed_dir / "WEB-10425.pdf")
