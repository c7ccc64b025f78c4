"""What the operator's actions reached: the label PDFs printed (the shipments: tests.helpers.sandbox.shipments_at).

Shared by the GUI tests of issue 13 ("trust at the packing table"); the operator's keys and clicks stay in the tests.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt
from PySide6.QtWidgets import QApplication


def pdfs(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.pdf"), key=lambda path: path.stat().st_mtime_ns) if folder.exists() else []


def pdf_text(path: Path) -> str:
    """The printed label's text as poppler reads it (what a person would read off the paper)."""
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], check=True, capture_output=True, text=True).stdout


def scan(qtbot, window, code: str) -> None:  # type: ignore[no-untyped-def]
    """The operator goes to the scan field (F2) and a scanner types the code and Enter."""
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F2)
    qtbot.waitUntil(window.scan_field.hasFocus)
    qtbot.keyClicks(window.scan_field, code)
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Return)


def scan_and_wait(qtbot, window, code: str) -> None:  # type: ignore[no-untyped-def]
    scan(qtbot, window, code)
    qtbot.waitUntil(
        lambda: (
            window.queue.current_order() is not None
            and window.queue.current_order().reference == code.upper()
            and not window.tasks.running
        ),
        timeout=20_000,
    )


def retype(qtbot, edit, text: str) -> None:  # type: ignore[no-untyped-def]
    """Click into a field, select what is there and type over it."""
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(edit, text)


def select_references(window, references: list[str]) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+click the rows of these orders in the queue (the selection a batch or a sheet uses)."""
    model = window.queue.model
    selection = QItemSelection()
    for row in range(model.rowCount()):
        if model.row_at(row).reference in references:
            selection.select(model.index(row, 0), model.index(row, model.columnCount() - 1))
    window.queue.table.selectionModel().select(
        selection, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
    )
