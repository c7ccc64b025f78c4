"""Printer health in the window: a paused cups-pdf queue refuses a scan-to-print with its reason, before anything
is created; the status bar shows the printer's state, and shows it ready once the queue is resumed."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.printers.routing import ProfilePrinter
from tests.helpers.window import import_sample, run_async
from tests.private_cups import cups_command, private_cups, why_cups_cannot_run

QUEUE = "StationPackingTable"

pytestmark = pytest.mark.skipif(why_cups_cannot_run() is not None, reason=why_cups_cannot_run() or "")


@pytest.fixture
def cups_queue(qtbot, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, str]]:  # type: ignore[no-untyped-def]
    with private_cups(QUEUE, qtbot.waitUntil) as env:
        monkeypatch.setenv("CUPS_SERVER", env["CUPS_SERVER"])
        yield env


def test_a_paused_queue_refuses_the_print_with_its_reason_before_anything_is_created(  # type: ignore[no-untyped-def]
    window, qtbot, cups_queue: dict[str, str]
) -> None:
    services = window.services
    services.printing.set_printer(
        LabelFormat.A6, PrinterProfile("Labels", LabelFormat.A6, printer_name=QUEUE), ProfilePrinter()
    )
    import_sample(window, qtbot)
    cups_command(cups_queue, "cupsdisable", "-r", "Label roll being changed", QUEUE)
    run_async(qtbot, services.printer_health.check_now())
    indicator = window.packing_table.printer_health
    assert indicator.text() == f"● A6: {QUEUE} paused"
    assert "Label roll being changed" in indicator.toolTip()

    window.scan_to_print.setChecked(True)
    qtbot.keyClicks(window.scan_field, "WEB-10421")
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(window.error_panel.shown) and not window.tasks.running)

    shown = window.error_panel.shown[0]
    assert shown.title == "Printer cannot print"
    assert f"{QUEUE} is paused (the printer says: Label roll being changed)" in shown.text
    assert "Nothing was created or printed" in shown.text
    assert f"cupsenable {QUEUE}" in shown.advice
    # Before anything was created: no shipment here, none on the service, nothing journaled.
    queued = services.store.orders.by_reference("WEB-10421", shop="Demo NL")
    assert queued is not None and queued.shipment is None
    assert run_async(qtbot, services.shipping_client().find_by_reference("WEB-10421")) is None
    assert services.outbox.pending_count() == 0 and services.store.print_jobs.all() == []
    refused = services.store.log.with_action("print refused")
    assert len(refused) == 1 and "paused" in refused[0].detail

    cups_command(cups_queue, "cupsenable", QUEUE)
    run_async(qtbot, services.printer_health.check_now())
    assert indicator.text() == "● Printers ready"
    run_async(qtbot, services.printing.ensure_can_print(LabelFormat.A6))  # no refusal once it is resumed


def test_a_batch_to_a_paused_queue_is_refused_before_anything_is_created(  # type: ignore[no-untyped-def]
    window, qtbot, cups_queue: dict[str, str]
) -> None:
    from station.services.errors import PrinterCannotPrint

    services = window.services
    services.printing.set_printer(
        LabelFormat.A6, PrinterProfile("Labels", LabelFormat.A6, printer_name=QUEUE), ProfilePrinter()
    )
    import_sample(window, qtbot)
    cups_command(cups_queue, "cupsdisable", QUEUE)
    keys = [order.key for order in services.store.orders.all()][:3]
    task = asyncio.ensure_future(services.batch.run(keys, LabelFormat.A6))
    qtbot.waitUntil(task.done)
    with pytest.raises(PrinterCannotPrint, match="paused"):
        task.result()
    assert all(services.store.orders.get(key).shipment is None for key in keys)


def test_a_label_stuck_in_the_queue_is_reported_not_printed(  # type: ignore[no-untyped-def]
    window, qtbot, cups_queue: dict[str, str], printed_dir, tmp_path
) -> None:
    services = window.services
    import_sample(window, qtbot)
    run_async(qtbot, services.shipments.create_and_print("import:WEB-10421", LabelFormat.A6))  # printed (to a folder)
    # From now on the labels go to the CUPS queue, which paused after it took WEB-10421's label.
    services.printing.set_printer(
        LabelFormat.A6, PrinterProfile("Labels", LabelFormat.A6, printer_name=QUEUE), ProfilePrinter()
    )
    cups_command(cups_queue, "cupsdisable", "-r", "Out of labels", QUEUE)
    cups_command(cups_queue, "lp", "-d", QUEUE, "-t", "WEB-10421", str(printed_dir / "WEB-10421.pdf"))
    services.printer_health.stuck_after_s = 0

    def reported() -> bool:
        run_async(qtbot, services.printer_health.check_now())
        return any(shown.title == "Label stuck in the printer queue" for shown in window.error_panel.shown)

    qtbot.waitUntil(reported, timeout=10_000)
    shown = next(shown for shown in window.error_panel.shown if shown.title == "Label stuck in the printer queue")
    assert "WEB-10421" in shown.text and QUEUE in shown.text and "has not printed" in shown.text
    assert [entry.order_key for entry in services.store.log.with_action("print stuck")] == ["import:WEB-10421"]
    assert window.packing_table.printer_health.text() == f"● A6: {QUEUE} paused"
