"""Printing from the window against the sandbox: badge and reprint confirmation, job states, save as PDF, a PDF
printer profile through Qt print support, and the non-modal question about prints interrupted by a crash."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt

from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile, PrintOutcome
from station.printers.directory import DirectoryLabelPrinter
from station.printers.qt_printer import QtLabelPrinter
from station.services.account import AccountService
from station.services.outbox import PrinterBinding
from station.services.station import StationServices
from station.store.records import PrintState
from station.store.settings import SettingsFile
from tests.helpers.window import (
    SAMPLE_CSV,
    close_window,
    create_and_print,
    import_sample,
    run_async,
    select,
    type_like_a_scanner,
)


def pdfs(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.pdf")) if folder.exists() else []


def pdf_text(path: Path) -> str:
    return "".join(page.extract_text() for page in PdfReader(BytesIO(path.read_bytes())).pages)


def job_lines(window) -> list[str]:  # type: ignore[no-untyped-def]
    return [window.detail.print_jobs.item(i).text() for i in range(window.detail.print_jobs.count())]


def test_a_printed_label_shows_a_badge_and_is_printed_again_only_after_confirming(window, qtbot, printed_dir) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10423")
    assert window.detail.printed_badge.isHidden()
    create_and_print(window, qtbot)
    assert not window.detail.printed_badge.isHidden()
    assert window.detail.printed_badge.text() == "✓ Label printed"
    assert len(pdfs(printed_dir)) == 1
    assert len(job_lines(window)) == 1 and job_lines(window)[0].endswith("— sent")

    # Ctrl+P on a printed label asks first, inline; nothing is printed yet.
    window.actions_by_id["print_label"].trigger()
    # The task that asked ends once its coroutine returns, a loop turn after the question shows.
    qtbot.waitUntil(lambda: window.detail.question.isVisible() and not window.tasks.running)
    assert "printed already" in window.detail.question.text.text()
    assert len(pdfs(printed_dir)) == 1
    # "Don't print" keeps it that way.
    qtbot.mouseClick(window.detail.question.decline_button, Qt.MouseButton.LeftButton)
    assert window.detail.question.isHidden() and len(pdfs(printed_dir)) == 1

    window.actions_by_id["print_label"].trigger()
    qtbot.waitUntil(lambda: window.detail.question.isVisible())
    qtbot.mouseClick(window.detail.question.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(pdfs(printed_dir)) == 2 and not window.tasks.running, timeout=20_000)
    assert window.error_panel.shown == []
    assert window.detail.printed_badge.text() == "✓ Label printed 2×"
    lines = job_lines(window)
    assert len(lines) == 2 and "reprint" in lines[0] and lines[0].endswith("— sent")

    # Ctrl+P twice is the keyboard's way to confirm.
    window.actions_by_id["print_label"].trigger()
    qtbot.waitUntil(lambda: window.detail.question.isVisible())
    window.actions_by_id["print_label"].trigger()
    qtbot.waitUntil(lambda: len(pdfs(printed_dir)) == 3 and not window.tasks.running, timeout=20_000)
    assert window.detail.question.isHidden()


class FailingPrinter:
    async def print_pdf(self, pdf: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome:
        from station.printers.base import PrintJobState

        return PrintOutcome(PrintJobState.FAILED, "the printer is out of paper")


def test_a_failed_print_job_is_shown_failed_with_its_reason(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.services.printing.set_printer(
        LabelFormat.A6, PrinterProfile("Out of paper", LabelFormat.A6), FailingPrinter()
    )
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10423")
    qtbot.mouseClick(window.detail.create_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(job_lines(window)) and not window.tasks.running, timeout=20_000)
    assert "failed: the printer is out of paper" in job_lines(window)[0]
    # Never the green "printed" badge: a red one says the label did not come out.
    assert window.detail.printed_badge.text() == "✗ Label not printed"
    assert window.error_panel.shown, "the operator is told the label did not print"


def test_save_as_pdf_writes_the_label_without_printing_it(window, qtbot, printed_dir, tmp_path) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    order = select(window, qtbot, "WEB-10421")
    create_and_print(window, qtbot)
    target = tmp_path / "saved-label.pdf"
    window.actions_by_id["save_pdf"].trigger()
    dialog = window.shipment_actions._save_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: target.exists() and not window.tasks.running, timeout=20_000)
    assert target.read_bytes().startswith(b"%PDF")
    assert order.reference in pdf_text(target)
    assert len(pdfs(printed_dir)) == 1  # saving is not printing
    assert window.error_panel.shown == []


@pytest.fixture
def qt_pdf_services(sandbox, tmp_path: Path, qtbot, qasync_loop):  # type: ignore[no-untyped-def]
    """Services whose A6 profile prints through QPrinter into a PDF file ("PDF printer profile")."""
    account = AccountService(SettingsFile(tmp_path / "account.json"))
    account.use_sandbox(sandbox.base_url, sandbox.printing_base_url)
    output = tmp_path / "qt-printed" / "label.pdf"
    output.parent.mkdir()
    bindings = {
        LabelFormat.A6: PrinterBinding(
            PrinterProfile("PDF printer", LabelFormat.A6, printer_name="pdf"), QtLabelPrinter(pdf_output=output)
        )
    }
    services = StationServices.open(account=account, store_path=tmp_path / "qt.sqlite3", printers=bindings)
    run_async(qtbot, services.start())
    yield services, output
    run_async(qtbot, services.aclose())


def test_scan_to_print_through_a_qt_pdf_printer_profile_writes_the_label_pdf(qt_pdf_services, qtbot) -> None:  # type: ignore[no-untyped-def]
    from station.ui.main_window import MainWindow

    services, output = qt_pdf_services
    window = MainWindow(services, sandbox=True)
    window.show()
    qtbot.waitExposed(window)
    try:
        import_sample(window, qtbot)
        window.scan_to_print.setChecked(True)
        window.queue.table.setFocus()
        qtbot.waitUntil(window.queue.table.hasFocus)
        type_like_a_scanner(qtbot, "WEB-10421")
        qtbot.waitUntil(lambda: output.exists() and not window.tasks.running, timeout=30_000)
        assert window.error_panel.shown == []
        reader = PdfReader(BytesIO(output.read_bytes()))
        width_mm = float(reader.pages[0].mediabox.width) / 72 * 25.4
        assert 100 < width_mm < 110  # Qt's A6 paper
        assert len(reader.pages) >= 1
        assert "sent" in job_lines(window)[0]
    finally:
        close_window(qtbot, window)


class SimulatedCrash(BaseException):
    """Station dies while the printer has the job (BaseException: nothing on the way catches it)."""


class CrashingPrinter:
    async def print_pdf(self, pdf: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome:
        raise SimulatedCrash


def crashed_print(sandbox, tmp_path: Path, qtbot) -> Path:  # type: ignore[no-untyped-def]
    """A store in which the print of WEB-10423 was being sent when Station stopped."""
    store_path = tmp_path / "crashed.sqlite3"
    account = AccountService(SettingsFile(tmp_path / "account.json"))
    account.use_sandbox(sandbox.base_url, sandbox.printing_base_url)
    profile = PrinterProfile("PDF labels", LabelFormat.A6, printer_name="pdf-a6")
    before = StationServices.open(
        account=account, store_path=store_path, printers={LabelFormat.A6: PrinterBinding(profile, CrashingPrinter())}
    )
    before.orders.import_file(SAMPLE_CSV)
    run_async(qtbot, before.shipments.create("import:WEB-10423"))
    task = __import__("asyncio").ensure_future(before.printing.print_label("import:WEB-10423", LabelFormat.A6))
    qtbot.waitUntil(task.done, timeout=20_000)
    assert isinstance(task.exception(), SimulatedCrash)
    run_async(qtbot, before.aclose())
    return store_path


@pytest.mark.parametrize("came_out", [True, False])
def test_a_print_interrupted_by_a_crash_is_asked_about_without_blocking(  # type: ignore[no-untyped-def]
    sandbox, tmp_path, qtbot, qasync_loop, came_out
) -> None:
    from station.ui.main_window import MainWindow

    store_path = crashed_print(sandbox, tmp_path, qtbot)
    printed_dir = tmp_path / "printed"
    account = AccountService(SettingsFile(tmp_path / "account.json"))
    printer = DirectoryLabelPrinter(printed_dir)
    services = StationServices.open(
        account=account,
        store_path=store_path,
        printers={
            LabelFormat.A6: PrinterBinding(PrinterProfile("PDF labels", LabelFormat.A6, printer_name="pdf-a6"), printer)
        },
    )
    run_async(qtbot, services.start())
    window = MainWindow(services, sandbox=True)
    window.show()
    qtbot.waitExposed(window)
    try:
        # The question is on screen, non-modal: the window keeps working (a scan selects an order meanwhile).
        assert not window.unknown_prints.isHidden()
        [question] = window.unknown_prints.questions
        assert "WEB-10423" in question.text.text()
        assert pdfs(printed_dir) == []
        qtbot.keyClicks(window.scan_field, "WEB-10423")
        qtbot.keyClick(window.scan_field, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.queue.current_order() is not None and not window.tasks.running)
        assert "unknown" in job_lines(window)[0]

        button = question.printed_button if came_out else question.missing_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.unknown_prints.isHidden() and not window.tasks.running, timeout=20_000)
        assert services.printing.prints_to_confirm() == []
        assert window.error_panel.shown == []
        states = [job.state for job in services.printing.jobs_for("import:WEB-10423")]
        if came_out:
            assert pdfs(printed_dir) == []
            assert states == [PrintState.SENT]
        else:
            assert len(pdfs(printed_dir)) == 1 and "WEB-10423" in pdf_text(pdfs(printed_dir)[0])
            assert states == [PrintState.SENT, PrintState.FAILED]
        assert not window.detail.printed_badge.isHidden()
    finally:
        close_window(qtbot, window)
        run_async(qtbot, services.aclose())
