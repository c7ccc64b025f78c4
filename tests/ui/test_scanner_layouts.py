"""Issue 26 point 4 in the window: the key events a US-set scanner produces on nl-NL QWERTY, BE AZERTY and de-DE
QWERTZ keyboards (the layout's text, the physical key's native scan code, a few milliseconds apart) select the same
order; a person's slow typing stays as typed; the calibration scan teaches what the keys alone cannot."""

from __future__ import annotations

import pytest

from station.domain.scanner_keys import CALIBRATION_CODE, ScannerMode
from station.store.scanner_calibration import ScannerCalibrationStore
from tests.helpers.window import import_sample
from tests.keyboard_layouts import LAYOUTS, Layout, send_keys, us_scanner_presses


def selected_reference(window) -> str | None:  # type: ignore[no-untyped-def]
    order = window.queue.current_order()
    return order.reference if order is not None else None


def scan_selects(window, qtbot, presses, layout: Layout, reference: str, gap_ms: int = 8) -> None:  # type: ignore[no-untyped-def]
    window.queue.table.setFocus()  # the scan arrives wherever the focus is: the key redirect hands it over
    qtbot.waitUntil(lambda: window.queue.table.hasFocus())
    send_keys(qtbot, presses, layout, gap_ms)
    qtbot.waitUntil(lambda: selected_reference(window) == reference and not window.tasks.running, timeout=15_000)


@pytest.mark.parametrize("layout_name", sorted(LAYOUTS))
def test_a_us_scanner_selects_the_same_orders_on_every_layout(window, qtbot, layout_name: str) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    layout = LAYOUTS[layout_name]
    for reference in ("WEB-10423", "WEB-10421", "WEB-10422"):
        scan_selects(window, qtbot, us_scanner_presses(reference), layout, reference)
    assert window.error_panel.shown == []  # no scan failed


def test_slow_typing_is_taken_as_typed(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A person on an AZERTY keyboard typing the US keys slowly means what the keyboard shows: no order."""
    import_sample(window, qtbot)
    window.scan_field.setFocus()
    qtbot.waitUntil(window.scan_field.hasFocus)
    scanned: list[str] = []
    window.scan_field.scanned.connect(scanned.append)
    send_keys(qtbot, us_scanner_presses("WEB-10423"), LAYOUTS["BE AZERTY"], gap_ms=120)
    assert scanned == ["ZEB)&à'é\""]


def test_the_calibration_scan_teaches_qwertz_y_and_z(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """On QWERTZ a US scanner's Y types Z: still a plausible code, so only the calibration can tell."""
    layout = LAYOUTS["de-DE QWERTZ"]
    window.scan_field.setFocus()
    scanned: list[str] = []
    window.scan_field.scanned.connect(scanned.append)
    send_keys(qtbot, us_scanner_presses("3SYZ0042"), layout, gap_ms=8)
    assert scanned == ["3SZY0042"]  # uncalibrated: read as typed

    dialog = window.scanner_help.open_calibration()
    qtbot.waitUntil(dialog.isVisible)
    dialog.capture.setFocus()
    qtbot.waitUntil(dialog.capture.hasFocus)
    send_keys(qtbot, us_scanner_presses(CALIBRATION_CODE), layout, gap_ms=6)
    assert "Calibrated: the scanner presses the keys of a US keyboard" in dialog.result_label.text()
    assert ScannerCalibrationStore().load().mode is ScannerMode.US_KEYS  # saved for the next start
    dialog.close()

    send_keys(qtbot, us_scanner_presses("3SYZ0042"), layout, gap_ms=8, to=window.scan_field)
    assert scanned[-1] == "3SYZ0042"


def test_a_wrong_calibration_scan_says_what_to_do(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = window.scanner_help.open_calibration()
    qtbot.waitUntil(dialog.isVisible)
    dialog.capture.setFocus()
    qtbot.waitUntil(dialog.capture.hasFocus)
    send_keys(qtbot, us_scanner_presses("WEB-10423"), LAYOUTS["BE AZERTY"], gap_ms=6)
    assert "Not calibrated: the scan had 9 characters, the test code 66" in dialog.result_label.text()
    assert ScannerCalibrationStore().load() is None
    dialog.close()
