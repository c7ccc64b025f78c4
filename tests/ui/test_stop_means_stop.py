"""Issue 13.6: Stop means stop. After Stop no further shipment is created at the carrier; the summary lists the
shipments created but not printed, with one action to print their labels or cancel them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer

from tests.helpers.at_the_table import pdf_text, pdfs, select_references
from tests.helpers.sandbox import shipments_at

ORDERS = 40
HEADER = "reference,name,street,postal_code,city,country,carrier,package_type,delivery_type,options\n"


def import_orders(window, qtbot, tmp_path: Path) -> list[str]:  # type: ignore[no-untyped-def]
    references = [f"STOP-{number:03d}" for number in range(1, ORDERS + 1)]
    path = tmp_path / "orders.csv"
    path.write_text(
        HEADER
        + "".join(
            f"{reference},An Smit,Damrak {number},1012 LG,Amsterdam,NL,postnl,package,standard,\n"
            for number, reference in enumerate(references, start=1)
        ),
        encoding="utf-8",
    )
    window.queue_actions.import_orders(str(path))
    qtbot.waitUntil(lambda: window.queue.model.total_count == ORDERS and not window.tasks.running, timeout=20_000)
    return references


def run_and_stop_after(window, qtbot, printed: int) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """Ctrl+B, then Ctrl+Shift+B as soon as the progress shows `printed` labels; the sandbox's count at that moment."""
    at_stop: dict[str, int] = {}

    def stop_when_printed(done: int) -> None:
        if done >= printed and not at_stop:
            at_stop["printed"] = done
            QTimer.singleShot(
                0,
                lambda: qtbot.keyClick(
                    window.scan_field,
                    Qt.Key.Key_B,
                    Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
                ),
            )

    window.batch.progress.valueChanged.connect(stop_when_printed)
    qtbot.keyClick(window.scan_field, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.batch.summary is not None and not window.tasks.running, timeout=60_000)
    window.batch.progress.valueChanged.disconnect(stop_when_printed)
    assert at_stop, "the batch ended before it printed enough to be stopped"
    return at_stop


def created_at_carrier(sandbox, references: list[str]) -> dict[str, str]:  # type: ignore[no-untyped-def]
    return {s["reference"]: s["status"] for s in shipments_at(sandbox.base_url) if s["reference"] in references}


def test_stop_creates_nothing_more_and_the_leftovers_can_be_cancelled(
    window, qtbot, sandbox, tmp_path: Path, printed_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    references = import_orders(window, qtbot, tmp_path)
    select_references(window, references)
    run_and_stop_after(window, qtbot, printed=5)

    summary = window.batch.summary
    assert summary.cancelled and summary.printed >= 5 and not summary.failed
    at_carrier = created_at_carrier(sandbox, references)
    # Only what was created before the Stop exists at the carrier: far from all forty.
    assert len(at_carrier) == summary.created < ORDERS
    assert summary.created <= summary.printed + 2 * 16  # at most the wave printing and the one being created
    unprinted = {item.reference for item in summary.unprinted}
    printed_refs = {ref for ref in references if (printed_dir / f"{ref}.pdf").exists()}
    assert len(printed_refs) == summary.printed
    assert unprinted == set(at_carrier) - printed_refs
    assert window.batch.message.text().startswith("Batch stopped")
    row = window.batch.unprinted
    assert row.isVisible() and f"{len(unprinted)} created but not printed" in row.text.text()

    # One action: cancel them (asked once more, inline).
    qtbot.mouseClick(row.cancel_button, Qt.MouseButton.LeftButton)
    assert row.confirm_button.isVisible() and str(len(unprinted)) in row.confirm_button.text()
    qtbot.mouseClick(row.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not row.isVisible() and not window.tasks.running, timeout=30_000)
    after = created_at_carrier(sandbox, references)
    assert {ref for ref, status in after.items() if status == "cancelled"} == unprinted
    assert set(after) == set(at_carrier)  # nothing new was created
    assert "cancelled" in window.batch.message.text()


def test_the_leftovers_of_a_stopped_batch_print_with_one_click(
    window, qtbot, sandbox, tmp_path: Path, printed_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    references = import_orders(window, qtbot, tmp_path)
    select_references(window, references)
    run_and_stop_after(window, qtbot, printed=5)
    summary = window.batch.summary
    at_carrier = created_at_carrier(sandbox, references)
    unprinted = [item.reference for item in summary.unprinted]
    assert unprinted and len(at_carrier) < ORDERS

    qtbot.mouseClick(window.batch.unprinted.print_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: window.batch.summary is not summary and window.batch.summary is not None and not window.tasks.running,
        timeout=60_000,
    )
    again = window.batch.summary
    assert again.printed == len(unprinted) and again.created == 0 and not again.unprinted
    assert created_at_carrier(sandbox, references) == dict.fromkeys(at_carrier, "printed")  # no new shipment
    assert all(ref in pdf_text(printed_dir / f"{ref}.pdf") for ref in unprinted)
    assert len(pdfs(printed_dir)) == len(at_carrier)
