"""Importing the sample CSV through the window, and filtering the queue as the operator types."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from station.services.order_import import read_order_file
from tests.helpers.window import SAMPLE_CSV, import_sample


def test_importing_the_sample_csv_fills_the_queue_and_reports_bad_rows(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    expected = read_order_file(SAMPLE_CSV)
    import_sample(window, qtbot)
    references = sorted(order.reference for order in window.queue.model.all_rows())
    assert references == sorted(order.reference for order in expected.orders)
    assert window.queue_actions.last_import.imported == len(expected.orders)
    assert window.queue.count_label.text() == f"{len(expected.orders)} orders"
    # Rows the services could not read are listed in the error panel as something to correct in the file.
    if expected.errors:
        assert window.error_panel.shown[0].title.endswith("not imported") and not window.error_panel.shown[0].retryable
    assert window.queue.current_order() is not None  # the first imported order is shown
    # The same file again adds nothing.
    import_sample(window, qtbot)
    assert (
        window.queue_actions.last_import.imported == 0
        and window.queue_actions.last_import.skipped_duplicates == len(expected.orders)
    )


def test_a_file_with_bad_rows_imports_the_good_ones_and_says_what_to_correct(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "orders.csv"
    path.write_text(
        "reference,name,street,postal_code,city,country\n"
        "OK-1,An Smit,Damrak 1,1012 LG,Amsterdam,NL\n"
        "BAD-1,Bo Peeters,Meir 1,12345,Antwerpen,BE\n",
        encoding="utf-8",
    )
    window.queue_actions.import_orders(str(path))
    qtbot.waitUntil(lambda: window.queue.model.total_count == 1 and not window.tasks.running, timeout=20_000)
    shown = window.error_panel.shown[0]
    assert "line 3" in shown.text and "orders.csv" in shown.title and not shown.retryable


def test_filter_as_you_type_narrows_and_ctrl_f_focuses_it(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    total = window.queue.model.rowCount()
    window.queue.table.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert window.queue.filter_edit.hasFocus()
    qtbot.keyClicks(window.queue.filter_edit, "utrecht")
    shown = [window.queue.model.row_at(r) for r in range(window.queue.model.rowCount())]
    assert 0 < len(shown) < total
    assert all(order.recipient.city.lower() == "utrecht" for order in shown)
    assert window.queue.count_label.text() == f"{len(shown)} of {total} orders"
    # Typing in the filter field stays there: it is an input, not a scan.
    assert window.scan_field.text() == ""
