"""Printer health: what CUPS's state and reasons mean for the operator, and a real cups-pdf queue paused, resumed,
refusing jobs and holding a label long enough to be reported stuck."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from station.domain.enums import LabelFormat, ShipmentStatus
from station.domain.models import Address
from station.printers.base import PrinterProfile
from station.printers.health import PrinterState, folder_health, health_from_cups, system_printer_health
from station.printers.qt_printer import QtLabelPrinter
from station.printers.routing import ProfilePrinter
from station.services.outbox import OutboxService
from station.services.printer_health import PrinterHealthMonitor
from station.services.printing import PrintService
from station.store.records import OrderSource, PrintJobItem, PrintState, QueuedOrder, ShipmentRecord
from station.store.store import Store
from tests.private_cups import cups_command, private_cups, why_cups_cannot_run

QUEUE = "StationHealthPDF"


@pytest.mark.parametrize(
    ("attributes", "state", "words"),
    [
        ({"printer-state": 3, "printer-state-reasons": ["none"]}, PrinterState.READY, "ready"),
        ({"printer-state": 4, "printer-state-reasons": "none"}, PrinterState.BUSY, "printing"),
        ({"printer-state": 5, "printer-state-reasons": ["paused"]}, PrinterState.PAUSED, "paused"),
        ({"printer-state": 3, "printer-state-reasons": ["media-empty-error"]}, PrinterState.NO_PAPER, "out of labels"),
        ({"printer-state": 5, "printer-state-reasons": ["media-jam-error", "paused"]}, PrinterState.JAMMED, "jam"),
        ({"printer-state": 3, "printer-state-reasons": ["offline-report"]}, PrinterState.OFFLINE, "offline"),
        ({"printer-state": 3, "printer-state-reasons": ["toner-low-warning"]}, PrinterState.WARNING, "toner-low"),
        ({"printer-state": 3, "printer-state-reasons": ["media-empty-warning"]}, PrinterState.WARNING, "media-empty"),
        ({"printer-state": 3, "printer-is-accepting-jobs": False}, PrinterState.NOT_ACCEPTING, "does not accept"),
        (
            {"printer-state": 3, "printer-state-reasons": ["marker-supply-empty-error"]},
            PrinterState.ERROR,
            "marker-supply-empty-error",
        ),
    ],
)
def test_cups_attributes_become_a_state_a_reason_and_advice(attributes: dict, state: PrinterState, words: str) -> None:
    health = health_from_cups("Zebra", attributes)
    assert health.state is state
    assert words in health.reason and "Zebra" in health.reason
    assert health.can_print is (state in (PrinterState.READY, PrinterState.BUSY, PrinterState.WARNING))
    if not health.can_print:
        assert health.advice


def test_the_printer_message_is_part_of_the_reason() -> None:
    health = health_from_cups(
        "Zebra",
        {"printer-state": 5, "printer-state-reasons": ["paused"], "printer-state-message": "Paused by the shop owner"},
    )
    assert health.reason == "Zebra is paused (the printer says: Paused by the shop owner)"
    assert "cupsenable Zebra" in health.advice


def test_a_folder_printer_is_ready_while_its_folder_can_be_written(tmp_path: Path) -> None:
    assert folder_health(tmp_path / "labels" / "today").state is PrinterState.READY


needs_cups = pytest.mark.skipif(why_cups_cannot_run() is not None, reason=why_cups_cannot_run() or "")


@pytest.fixture
def cups_queue(qtbot, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, str]]:  # type: ignore[no-untyped-def]
    with private_cups(QUEUE, qtbot.waitUntil) as env:
        monkeypatch.setenv("CUPS_SERVER", env["CUPS_SERVER"])
        yield env


@needs_cups
def test_a_real_queue_paused_resumed_and_refusing_jobs(cups_queue: dict[str, str]) -> None:
    assert system_printer_health(QUEUE).state is PrinterState.READY
    cups_command(cups_queue, "cupsdisable", "-r", "Labels being changed", QUEUE)
    paused = system_printer_health(QUEUE)
    assert paused.state is PrinterState.PAUSED and not paused.can_print
    assert paused.reason == f"{QUEUE} is paused (the printer says: Labels being changed)"
    cups_command(cups_queue, "cupsenable", QUEUE)
    assert system_printer_health(QUEUE).state is PrinterState.READY
    cups_command(cups_queue, "cupsreject", QUEUE)
    assert system_printer_health(QUEUE).state is PrinterState.NOT_ACCEPTING
    missing = system_printer_health("NoSuchQueue")
    assert missing.state is PrinterState.NOT_INSTALLED and "not installed" in missing.reason


@needs_cups
def test_a_label_waiting_in_a_paused_queue_is_reported_stuck_once(  # type: ignore[no-untyped-def]
    cups_queue: dict[str, str], tmp_path: Path, qtbot, qasync_loop, label_pdf: bytes
) -> None:
    store = Store.open(tmp_path / "station.sqlite3", operator="anna")
    printing = PrintService(store, OutboxService(store, lambda: None, lambda _format: None), lambda: None)
    profile = PrinterProfile("labels", LabelFormat.A6, printer_name=QUEUE)
    printing.set_printer(LabelFormat.A6, profile, ProfilePrinter(QtLabelPrinter()))
    # What Station journals for a label it sent: a job named by the reference (the OS queue knows only the name).
    store.orders.add(
        QueuedOrder(
            "import:REF-STUCK",
            OrderSource.IMPORT,
            "REF-STUCK",
            Address(name="A", street="S 1", postal_code="1234AB", city="C", country="NL"),
        )
    )
    store.shipments.record(ShipmentRecord(77, "import:REF-STUCK", "REF-STUCK", ShipmentStatus.PRINTED))
    job = store.print_jobs.create(
        job_name="REF-STUCK",
        label_format=LabelFormat.A6,
        printer_profile="labels",
        printer=QUEUE,
        items=[PrintJobItem("import:REF-STUCK", 77)],
    )
    store.print_jobs.set_state(job.id, PrintState.SENT, f"1 page to queue {QUEUE!r}")
    # Paper ran out after the spooler took it: the queue paused with the label in it.
    cups_command(cups_queue, "cupsdisable", QUEUE)
    (tmp_path / "label.pdf").write_bytes(label_pdf)
    cups_command(cups_queue, "lp", "-d", QUEUE, "-t", "REF-STUCK", str(tmp_path / "label.pdf"))
    cups_command(cups_queue, "lp", "-d", QUEUE, "-t", "someone-elses-letter", str(tmp_path / "label.pdf"))

    monitor = PrinterHealthMonitor(store, printing, stuck_after_s=0)
    reports = []

    def run_check() -> bool:
        task = asyncio.ensure_future(monitor.check_now())
        qtbot.waitUntil(task.done)
        reports.append(task.result())
        return bool(task.result().newly_stuck)

    qtbot.waitUntil(run_check, timeout=10_000)  # time-at-creation has whole seconds: stuck once a second passed
    stuck = reports[-1].newly_stuck
    assert [(item.reference, item.order_keys, item.queue) for item in stuck] == [
        ("REF-STUCK", ("import:REF-STUCK",), QUEUE)
    ]
    assert "stuck in the queue" in stuck[0].message and "has not printed" in stuck[0].message
    assert reports[-1].printers[0].health.state is PrinterState.PAUSED
    assert run_check() is False  # reported once, not on every check
    logged = [entry for entry in store.log.entries() if entry.action == "print stuck"]
    assert len(logged) == 1 and logged[0].order_key == "import:REF-STUCK"
    store.close()
