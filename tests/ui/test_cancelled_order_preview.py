"""A cancelled shipment's label is void: switching the label format while its order is shown asks the service for
nothing and shows no error (found by the operator-day walk, tests/ui/test_operator_day.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from station.domain.enums import LabelFormat, ShipmentStatus
from tests.helpers.window import create_and_print, import_sample, select

CANCEL_KEYS = (Qt.Key.Key_Delete, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)


def test_switching_the_format_with_a_cancelled_order_shown_is_quiet(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10421")
    create_and_print(window, qtbot)
    qtbot.keyClick(window.scan_field, *CANCEL_KEYS)  # asks
    qtbot.keyClick(window.scan_field, *CANCEL_KEYS)  # confirms
    qtbot.waitUntil(
        lambda: window.queue.current_order().shipment.status is ShipmentStatus.CANCELLED and not window.tasks.running,
        timeout=20_000,
    )
    for label_format in (LabelFormat.A4, LabelFormat.A6):
        window.format_row.format_box.select(label_format)
        qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)
        assert window.error_panel.shown == []
        assert window.preview.page_count == 0  # nothing drawn for a void label
