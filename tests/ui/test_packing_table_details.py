"""Issue 13 point 10: the smaller things an operator hit at the packing table, each driven as the operator does."""

from __future__ import annotations

import subprocess
from pathlib import Path

from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt
from PySide6.QtWidgets import QComboBox

from station.domain.enums import LabelFormat
from station.ui.main_window import MainWindow
from tests.helpers.window import close_window, create_and_print, import_sample, select, type_like_a_scanner


def test_the_window_fits_the_screen_and_comes_back_as_the_operator_left_it(services, qtbot) -> None:  # type: ignore[no-untyped-def]
    first = MainWindow(services, sandbox=True)
    first.show()
    qtbot.waitExposed(first)
    screen = first.screen().availableGeometry()
    assert screen.contains(first.frameGeometry()), "the window fits the screen"
    assert all(size > 0 for size in first.splitter.sizes()), "no panel is cut away"

    # The operator's own arrangement: a smaller window, the queue wider, Scan to print on.
    first.resize(first.width() - 4, 640)
    qtbot.waitUntil(lambda: first.height() == 640)
    total = sum(first.splitter.sizes())
    first.splitter.setSizes([total * 2 // 3, total - total * 2 // 3])
    arranged = first.splitter.sizes()
    qtbot.mouseClick(first.scan_to_print, Qt.MouseButton.LeftButton)
    assert first.scan_to_print.isChecked()
    size = first.size()
    close_window(qtbot, first)

    second = MainWindow(services, sandbox=True)
    second.show()
    qtbot.waitExposed(second)
    try:
        assert second.size() == size
        assert second.splitter.sizes() == arranged
        assert second.scan_to_print.isChecked()
    finally:
        close_window(qtbot, second)


def test_minus_and_plus_zoom_the_label_and_escape_clears_the_scan_field(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10421")
    create_and_print(window, qtbot)
    window.detail.tabs.setCurrentIndex(1)  # the Label tab: the operator looks at the label while zooming
    qtbot.waitUntil(lambda: window.preview.page_count >= 1 and not window.tasks.running, timeout=20_000)
    qtbot.waitUntil(lambda: window.preview.view.zoomFactor() == window.preview.fit_factor())
    fitted = window.preview.view.zoomFactor()
    window.scan_field.setFocus()
    qtbot.keyClick(window.scan_field, "+")
    assert window.scan_field.text() == "" and window.preview.view.zoomFactor() > fitted
    qtbot.keyClick(window.scan_field, "-")
    qtbot.keyClick(window.scan_field, "-")
    assert window.scan_field.text() == "" and window.preview.view.zoomFactor() < fitted
    # Inside a code the keys are the code's own: a reference with a dash is typed whole.
    type_like_a_scanner(qtbot, "WEB-1042", enter=False)
    assert window.scan_field.text() == "WEB-1042"
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Escape)
    assert window.scan_field.text() == ""
    # Keys typed elsewhere reach the scan field the same way.
    window.queue.table.setFocus()
    qtbot.keyClick(window.queue.table, "+")
    assert window.scan_field.text() == "" and window.scan_field.hasFocus()


def test_the_sandbox_label_says_sandbox_on_its_face(window, qtbot, printed_dir: Path) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    window.scan_to_print.setChecked(True)
    window.scan_field.setFocus()
    type_like_a_scanner(qtbot, "WEB-10421")
    qtbot.waitUntil(lambda: (printed_dir / "WEB-10421.pdf").exists() and not window.tasks.running, timeout=20_000)
    text = subprocess.run(
        ["pdftotext", str(printed_dir / "WEB-10421.pdf"), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "SANDBOX — TEST LABEL, NOT VALID FOR SHIPPING" in text


def test_fetch_orders_on_a_fresh_sandbox_offers_the_sample(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)
    qtbot.keyClick(window.scan_field, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)
    assert window.queue.model.total_count == 0
    assert window.queue.sample_hint.isVisible()
    assert "sample" in window.status.currentMessage()
    qtbot.mouseClick(window.queue.sample_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.queue.model.total_count > 0 and not window.tasks.running, timeout=20_000)
    assert not window.queue.sample_hint.isVisible()


def test_one_format_choice_for_single_labels_and_batches(window, qtbot, printed_dir: Path) -> None:  # type: ignore[no-untyped-def]
    assert window.batch.findChildren(QComboBox) == [], "A6/A4 is chosen once, under Print as"
    import_sample(window, qtbot)
    table = window.queue.table
    table.sortByColumn(0, Qt.SortOrder.AscendingOrder)  # by reference
    model = window.queue.model
    rows = range(3)
    table.selectionModel().select(
        QItemSelection(model.index(rows[0], 0), model.index(rows[-1], model.columnCount() - 1)),
        QItemSelectionModel.SelectionFlag.ClearAndSelect,
    )
    window.format_row.format_box.select(LabelFormat.A4)
    qtbot.keyClick(window.scan_field, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.batch.summary is not None and not window.tasks.running, timeout=60_000)
    printed = list(printed_dir.glob("*.pdf"))
    assert printed and all(p.name.startswith("sheet-") for p in printed), "the batch printed A4 sheets"
