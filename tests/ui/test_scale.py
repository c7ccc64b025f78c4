"""The scale in the window: a weight from a serial scale (a pty pair) is shown live in the detail panel and reaches
the create request of a scan to print; the suggested mailbox package is the operator's choice; a pulled cable says so."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

# A worktree whose venv predates the scale support: pip install -c constraints.txt -e '.[test]' brings pyserial.
pytest.importorskip("serial", reason="pyserial is not installed (run scripts/bootstrap.sh)")
from PySide6.QtCore import Qt

from station.domain.enums import PackageType
from station.services.scale import ScaleState
from tests.helpers.window import import_sample, run_async
from tests.scales.fakes import PtySerialScale


@pytest.fixture
def far_end() -> Iterator[PtySerialScale]:
    scale = PtySerialScale("US,GS,+  1.502kg")
    yield scale
    scale.close()


def test_a_stable_weight_from_the_serial_scale_reaches_the_create_request(  # type: ignore[no-untyped-def]
    window, qtbot, far_end: PtySerialScale, printed_dir
) -> None:
    services = window.services
    import_sample(window, qtbot)
    assert not window.packing_table.scale_indicator.isVisible()  # no scale set up yet
    # Printing → Scale: a serial scale on the pty, at 19200 baud, sending by itself.
    window.actions_by_id["scale"].trigger()
    dialog = window.packing_table.scale_settings_dialog
    dialog.kind.setCurrentIndex(dialog.kind.findData("serial"))
    dialog.port.setCurrentText(far_end.port)
    dialog.baud.setCurrentIndex(dialog.baud.findData(19200))
    dialog.accept()
    saved = services.scale_settings.load()
    assert (saved.kind, saved.port, saved.baudrate, saved.request_bytes) == ("serial", far_end.port, 19200, None)
    indicator = window.packing_table.scale_indicator
    qtbot.waitUntil(lambda: indicator.isVisible() and indicator.status.state is ScaleState.SETTLING)
    assert "settling" in indicator.weight.text() and services.scale.stable_grams is None

    # WEB-10422 was imported at 350 g as a mailbox package; the parcel on the scale weighs 1.234 kg.
    far_end.line = "ST,GS,+  1.234kg"
    qtbot.waitUntil(lambda: services.scale.stable_grams == 1234)
    qtbot.waitUntil(lambda: indicator.weight.text() == "⚖ Scale: <b>1.234 kg</b> (stable)")

    window.scan_to_print.setChecked(True)
    qtbot.keyClicks(window.scan_field, "WEB-10424")  # DHL For You, package, 900 g in the import
    qtbot.keyClick(window.scan_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: (printed_dir / "WEB-10424.pdf").exists() and not window.tasks.running)
    assert window.error_panel.shown == []
    on_service = run_async(qtbot, services.shipping_client().find_by_reference("WEB-10424"))
    assert on_service is not None and on_service.draft.weight_grams == 1234

    # The order shown now is a package to NL at 1.234 kg: a mailbox package is suggested, and only used when asked.
    window.queue.select_key("import:WEB-10427")  # PostNL, package, no options
    qtbot.waitUntil(lambda: window.detail.order is not None and window.detail.order.reference == "WEB-10427")
    indicator.refresh_suggestion()
    assert indicator.use_button.isVisible() and "fits a mailbox package" in indicator.suggestion.text()
    assert window.detail.options_editor.package_type() is PackageType.PACKAGE
    qtbot.mouseClick(indicator.use_button, Qt.MouseButton.LeftButton)
    assert window.detail.options_editor.package_type() is PackageType.MAILBOX
    indicator.refresh_suggestion()
    assert not indicator.use_button.isVisible()  # taken: nothing more to suggest
    window.detail.options_editor.package_box.select(PackageType.DIGITAL_STAMP)
    indicator.refresh_suggestion()
    assert indicator.suggestion.text() == "Digital stamp weight class 350–2000 g."

    far_end.unplug()
    qtbot.waitUntil(lambda: indicator.status.state is ScaleState.PROBLEM)
    assert services.scale.stable_grams is None and "kg" not in indicator.weight.text()
