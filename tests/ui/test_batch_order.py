"""Issue 13 point 10: a batch's labels come out in the queue's order, even when the service answers out of order."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt

from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile, PrintOutcome
from station.printers.directory import DirectoryLabelPrinter

ORDERS_CSV = "reference,name,street,postal_code,city,country,carrier,package_type,delivery_type,options\n" + "".join(
    f"Q-{n:02d},Klant {n},Damrak {n},1012 LG,Amsterdam,NL,postnl,package,standard,\n" for n in range(1, 11)
)


@pytest.fixture
def sandbox(sandbox_factory):  # type: ignore[no-untyped-def]
    """A sandbox whose answers take 0–150 ms each, at random: label downloads finish out of order."""
    return sandbox_factory(latency_jitter_ms=150, seed=7)


class PrinterTray:
    """The printer as the packer sees it: labels come out in the order they were handed to it (a real folder)."""

    def __init__(self, folder: Path) -> None:
        self.folder = DirectoryLabelPrinter(folder)
        self.order: list[str] = []

    async def print_pdf(self, pdf: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome:
        self.order.append(job_name)
        return await self.folder.print_pdf(pdf, profile, job_name)


def test_batch_labels_come_out_in_the_queues_order(window, qtbot, tmp_path: Path, printed_dir: Path) -> None:  # type: ignore[no-untyped-def]
    tray = PrinterTray(printed_dir)
    window.services.printing.set_printer(LabelFormat.A6, PrinterProfile("Label printer", LabelFormat.A6), tray)
    path = tmp_path / "orders.csv"
    path.write_text(ORDERS_CSV, encoding="utf-8")
    window.queue_actions.import_orders(str(path))
    qtbot.waitUntil(lambda: window.queue.model.total_count == 10 and not window.tasks.running, timeout=20_000)
    table, model = window.queue.table, window.queue.model
    table.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # the operator's order: by reference, Q-10 first
    table.selectionModel().select(
        QItemSelection(model.index(0, 0), model.index(9, model.columnCount() - 1)),
        QItemSelectionModel.SelectionFlag.ClearAndSelect,
    )
    queue_order = [model.row_at(row).reference for row in range(10)]
    assert queue_order[0] == "Q-10"
    qtbot.keyClick(window.scan_field, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.batch.summary is not None and not window.tasks.running, timeout=60_000)
    assert window.batch.summary.printed == 10
    assert tray.order == queue_order
    assert sorted(p.stem for p in printed_dir.glob("*.pdf")) == sorted(queue_order)
