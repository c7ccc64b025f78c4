"""Issue 13 point 7: "printed" means paper. The queue shows the service's status and the local print outcome as two
facts; a computer without a printer starts with "save to a folder" (PDF files named by reference), and says so."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from PySide6.QtCore import Qt

from station import paths
from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.printers.directory import DirectoryLabelPrinter
from station.ui.app import StationApp
from station.ui.order_queue import COL_LABEL, COL_STATE
from tests.helpers.window import import_sample, run_async, type_like_a_scanner

AUTH = {"Authorization": "basic " + base64.b64encode(b"sandbox-nl").decode()}


def row_texts(window, reference: str) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    """What the queue's row of `reference` shows in its two columns: the service's status and the label's."""
    model = window.queue.model
    order = next(o for o in model.all_rows() if o.reference == reference)
    row = model.shown_row_of(order.key)
    return (model.index(row, COL_STATE).data(), model.index(row, COL_LABEL).data())


def test_a_failed_print_is_never_shown_as_printed(window, qtbot, sandbox, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # A printer that seemed able to print but failed the job (a printer not installed is refused before anything is
    # created: tests/ui/test_printer_health.py): labels "saved" into a folder that is a file.
    blocked = tmp_path / "labels-folder-is-a-file"
    blocked.write_text("not a folder")
    window.services.printing.set_printer(
        LabelFormat.A6,
        PrinterProfile("Label printer", LabelFormat.A6, printer_name="Zebra"),
        DirectoryLabelPrinter(blocked),
    )
    import_sample(window, qtbot)
    window.scan_to_print.setChecked(True)
    window.scan_field.setFocus()
    type_like_a_scanner(qtbot, "WEB-10421")
    qtbot.waitUntil(
        lambda: (
            window.queue.current_order() is not None
            and window.queue.current_order().shipment is not None
            and not window.tasks.running
        ),
        timeout=20_000,
    )
    shipment = window.queue.current_order().shipment
    # The service handed out the label, so its status is "printed" — on the wire and in the queue's service column.
    on_wire = httpx.get(f"{sandbox.base_url}/shipments/{shipment.id}", headers=AUTH, timeout=10).json()
    assert on_wire.get("shipment", on_wire)["status"] == "printed"
    service, label = row_texts(window, "WEB-10421")
    assert service == "printed"
    # Paper did not come out: the label column says so, and nothing says "printed" for it.
    assert label == "print failed"
    assert window.queue.current_order().printed_count == 0
    assert window.detail.printed_badge.text() == "✗ Label not printed" and window.detail.printed_badge.isVisible()
    assert "service: printed" in window.detail.status_chip.text()
    assert any(shown.title == "Label not printed" for shown in window.error_panel.shown)


def test_a_printed_label_and_one_not_yet_printed_are_told_apart(window, qtbot, printed_dir: Path) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    window.scan_to_print.setChecked(True)
    window.scan_field.setFocus()
    type_like_a_scanner(qtbot, "WEB-10423")
    qtbot.waitUntil(
        lambda: (
            window.queue.current_order() is not None
            and window.queue.current_order().printed_count == 1
            and not window.tasks.running
        ),
        timeout=20_000,
    )
    assert row_texts(window, "WEB-10423") == ("printed", "printed")
    assert [p.name for p in printed_dir.glob("*.pdf")] == ["WEB-10423.pdf"]
    assert row_texts(window, "WEB-10421") == ("to ship", "")


@pytest.fixture
def printerless_app(qtbot, qasync_loop) -> Iterator[StationApp]:  # type: ignore[no-untyped-def]
    """Station as installed, first start, on a computer whose print system lists no printer at all."""
    app = StationApp(sandbox_requested=True, system_printer_names=list)
    yield app
    run_async(qtbot, app.shutdown(), timeout=30_000)


def test_first_start_without_a_printer_saves_labels_as_pdf_files_named_by_reference(printerless_app, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = printerless_app
    app.open_session()
    qtbot.waitUntil(
        lambda: app.session_ready.done() and app.window is not None and app.window.services is not None, timeout=30_000
    )
    window = app.window
    folder = paths.labels_dir()
    # The choice is a real printer profile, and the window says where the labels go.
    profile = window.services.printing.binding(LabelFormat.A6).profile
    assert profile.saves_to_folder and Path(profile.folder) == folder
    assert window.printing_notice.isVisible()
    assert str(folder) in window.printing_notice.text.text()

    import_sample(window, qtbot)
    window.scan_to_print.setChecked(True)
    window.scan_field.setFocus()
    type_like_a_scanner(qtbot, "WEB-10421")
    qtbot.waitUntil(
        lambda: (
            window.queue.current_order() is not None
            and window.queue.current_order().printed_count == 1
            and not window.tasks.running
        ),
        timeout=30_000,
    )
    saved = folder / "WEB-10421.pdf"
    assert saved.read_bytes().startswith(b"%PDF")
    assert row_texts(window, "WEB-10421") == ("printed", "printed")
    assert window.error_panel.shown == []

    # The profiles dialog shows the choice as one of the printers, with its folder.
    qtbot.mouseClick(window.printing_notice.profiles_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: app._printer_profiles_dialog is not None and app._printer_profiles_dialog.isVisible())
    dialog = app._printer_profiles_dialog
    qtbot.waitUntil(lambda: not dialog.tasks.running, timeout=20_000)
    editor = dialog.editors[LabelFormat.A6]
    assert editor.saves_to_folder() and editor.folder_edit.text() == str(folder)
    assert editor.profile() == profile
    dialog.reject()
