"""Batch from the window: many orders shipped and printed, a bad order reported without stopping the rest."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt

from station.domain.enums import LabelFormat

ORDERS_CSV = (
    "reference,name,street,postal_code,city,country,carrier,package_type,delivery_type,options\n"
    "B-1,An Smit,Damrak 1,1012 LG,Amsterdam,NL,postnl,package,standard,\n"
    "B-2,Bo de Wit,Oudegracht 2,3511 AB,Utrecht,NL,postnl,package,standard,signature\n"
    "B-3,Cas Mol,Coolsingel 3,3011 AD,Rotterdam,NL,postnl,package,standard,\n"
    "B-4,Dirk Bos,Lange Poten 4,2511 CL,Den Haag,NL,dpd,package,standard,signature\n"
    "B-5,Eva Kok,Grote Markt 5,9711 LV,Groningen,NL,postnl,package,standard,\n"
)


def select_all_orders(window) -> None:  # type: ignore[no-untyped-def]
    model = window.queue.model
    selection = QItemSelection(model.index(0, 0), model.index(model.rowCount() - 1, model.columnCount() - 1))
    window.queue.table.selectionModel().select(selection, QItemSelectionModel.SelectionFlag.ClearAndSelect)


def test_batch_prints_every_valid_order_and_lists_the_failure(window, qtbot, tmp_path: Path, printed_dir: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "batch.csv"
    path.write_text(ORDERS_CSV, encoding="utf-8")
    window.queue_actions.import_orders(str(path))
    qtbot.waitUntil(lambda: window.queue.model.total_count == 5 and not window.tasks.running, timeout=20_000)
    select_all_orders(window)
    assert window.batch.start_button.text() == "Ship and print 5 selected"
    progress_seen: list[int] = []
    window.batch.progress.valueChanged.connect(progress_seen.append)
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.batch.summary is not None and not window.tasks.running, timeout=60_000)

    summary = window.batch.summary
    assert (summary.total, summary.created, summary.printed) == (5, 4, 4)
    assert [f.reference for f in summary.failed] == ["B-4"]
    assert window.batch.failures.count() == 1 and "B-4" in window.batch.failures.item(0).text()
    assert "signature" in window.batch.failures.item(0).text().lower()
    assert max(progress_seen) >= 4
    assert "4 printed" in window.batch.message.text() and "1 failed" in window.batch.message.text()
    assert window.error_panel.shown[0].title == "1 of 5 orders not shipped or printed"
    printed = sorted(printed_dir.glob("*.pdf"))
    assert len(printed) == 4
    assert all(len(PdfReader(BytesIO(p.read_bytes())).pages) >= 1 for p in printed)
    # Activating the failure shows that order, to correct it.
    window.batch.failure_activated.emit(summary.failed[0].order_key)
    assert window.queue.current_order().reference == "B-4"
    assert window.detail.violations  # shown inline in the detail


def test_batch_on_a4_sheets_and_stop(window, qtbot, tmp_path: Path, printed_dir: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "batch.csv"
    path.write_text(ORDERS_CSV.replace(",dpd,", ",postnl,"), encoding="utf-8")
    window.queue_actions.import_orders(str(path))
    qtbot.waitUntil(lambda: window.queue.model.total_count == 5 and not window.tasks.running, timeout=20_000)
    select_all_orders(window)
    window.format_row.format_box.select(LabelFormat.A4)  # the one format choice (Print as)
    qtbot.mouseClick(window.batch.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.batch.summary is not None and not window.tasks.running, timeout=60_000)
    summary = window.batch.summary
    assert summary.printed == 5 and not summary.failed
    pages = sum(len(PdfReader(BytesIO(p.read_bytes())).pages) for p in printed_dir.glob("*.pdf"))
    assert pages == 2  # five labels: one full sheet of four, one on the next
    # Stop (Ctrl+Shift+B) right after the start: the batch ends cancelled and says so; nothing prints twice.
    select_all_orders(window)
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert window.batch.running
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: not window.batch.running and not window.tasks.running, timeout=60_000)
    assert window.batch.summary.cancelled and window.batch.summary.printed == 0
    assert window.batch.message.text().startswith("Batch stopped")
    assert sum(len(PdfReader(BytesIO(p.read_bytes())).pages) for p in printed_dir.glob("*.pdf")) == 2
