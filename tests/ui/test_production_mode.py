"""Station on the sandbox's production front (the production service's format), end to end over real sockets: a
scan prints the label, the barcode comes with it, and the window offers only what that service can do."""

from __future__ import annotations

from collections.abc import Iterator
from io import BytesIO
from pathlib import Path

import pytest
from pypdf import PdfReader

from station.domain.enums import LabelFormat, ShipmentStatus
from station.printers.base import PrinterProfile
from station.printers.directory import DirectoryLabelPrinter
from station.services.account import AccountService
from station.services.embedded_sandbox import production_front
from station.services.outbox import PrinterBinding
from station.services.station import StationServices
from station.store.settings import SettingsFile, WireName
from tests.helpers.window import import_sample, run_async, type_like_a_scanner


def pdfs(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.pdf")) if folder.exists() else []


@pytest.fixture
def production_services(sandbox, tmp_path: Path, printed_dir: Path, qtbot, qasync_loop) -> Iterator[StationServices]:  # type: ignore[no-untyped-def]
    """StationServices on the sandbox's production front with the public test key, as `station --sandbox --wire
    production` opens them."""
    account = AccountService(SettingsFile(tmp_path / "account.json"))
    account.use_sandbox(*production_front(sandbox.base_url), wire=WireName.PRODUCTION)
    printer = DirectoryLabelPrinter(printed_dir)
    bindings = {
        LabelFormat.A6: PrinterBinding(PrinterProfile("PDF labels", LabelFormat.A6, printer_name="pdf-a6"), printer),
        LabelFormat.A4: PrinterBinding(PrinterProfile("PDF sheets", LabelFormat.A4, printer_name="pdf-a4"), printer),
    }
    opened = StationServices.open(account=account, store_path=tmp_path / "station.sqlite3", printers=bindings)
    run_async(qtbot, opened.start())
    yield opened
    run_async(qtbot, opened.aclose())


@pytest.fixture
def production_window(production_services: StationServices, qtbot):  # type: ignore[no-untyped-def]
    from station.ui.main_window import MainWindow

    main = MainWindow(production_services, sandbox=True)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.tasks.cancel_all()
    if main.tasks.running:
        run_async(qtbot, main.tasks.wait_idle())
    main.close()
    main.deleteLater()


def test_scan_to_print_in_production_mode_prints_the_label_and_reads_its_barcode(  # type: ignore[no-untyped-def]
    production_window, production_services, qtbot, printed_dir
) -> None:
    window = production_window
    assert production_services.capabilities.barcode_after_label
    assert "production format" in window.status.account_label.text()
    import_sample(window, qtbot)
    window.scan_to_print.setChecked(True)
    type_like_a_scanner(qtbot, "WEB-10421")
    qtbot.waitUntil(lambda: len(pdfs(printed_dir)) == 1 and not window.tasks.running, timeout=20_000)

    assert window.error_panel.shown == []
    order = window.queue.current_order()
    assert order is not None and order.reference == "WEB-10421"
    # Created as a concept without a barcode; read back once its label existed.
    assert order.shipment is not None and order.shipment.barcode
    assert order.shipment.status is ShipmentStatus.PRINTED
    text = "".join(page.extract_text() for page in PdfReader(BytesIO(pdfs(printed_dir)[0].read_bytes())).pages)
    assert "WEB-10421" in text and order.shipment.barcode in text
    assert window.detail.barcode_label.text() == order.shipment.barcode
    # The production service cancels only shipments without a label: Cancel is off, and says why.
    assert not window.detail.cancel_button.isEnabled()
    assert "label" in window.detail.cancel_button.toolTip()


def test_a_concept_can_be_cancelled_in_production_mode(production_window, production_services, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = production_window
    import_sample(window, qtbot)
    order_key = window.queue.model.row_at(0).key
    run_async(qtbot, production_services.shipments.create(order_key))
    order = production_services.store.orders.get(order_key)
    assert order.shipment is not None and order.shipment.status is ShipmentStatus.PENDING
    assert order.shipment.barcode == ""  # a concept: the barcode comes with the label
    window.detail.show_order(order)
    assert window.detail.cancel_button.isEnabled()
    assert window.detail.barcode_label.text() == "— comes with the label"
    cancelled = run_async(qtbot, production_services.shipments.cancel(order_key))
    assert cancelled.status is ShipmentStatus.CANCELLED


def test_station_sandbox_wire_production_opens_the_embedded_sandbox_in_that_format_and_prints(  # type: ignore[no-untyped-def]
    qtbot, qasync_loop, tmp_path: Path
) -> None:
    """`station --sandbox --wire production`: the session opens on the embedded sandbox's production front, and a
    scan there prints the label with the barcode read back, as a shop's real account would."""
    from station.ui.app import StationApp
    from tests.helpers.window import wait_for_session

    printed = tmp_path / "printed"

    def bindings() -> dict[LabelFormat, PrinterBinding]:
        printer = DirectoryLabelPrinter(printed)
        return {
            fmt: PrinterBinding(PrinterProfile(f"PDF {fmt.value}", fmt, printer_name="pdf"), printer)
            for fmt in LabelFormat
        }

    app = StationApp(sandbox_requested=True, bindings_factory=bindings, sandbox_wire="production")
    try:
        app.open_session()
        wait_for_session(qtbot, app, sandbox=True)
        services, window = app.services, app.window
        assert services.account.settings.speaks_production and services.capabilities.barcode_after_label
        assert services.shipping_client().base_url.rstrip("/").endswith("/production")
        assert window.status.account_label.text() == "Account: Sandbox (Demo NL) · production format"
        import_sample(window, qtbot)
        window.scan_to_print.setChecked(True)
        type_like_a_scanner(qtbot, "WEB-10421")
        qtbot.waitUntil(lambda: len(pdfs(printed)) == 1 and not window.tasks.running, timeout=20_000)
        assert window.error_panel.shown == []
        order = window.queue.current_order()
        assert order is not None and order.shipment is not None and order.shipment.barcode
        assert window.detail.barcode_label.text() == order.shipment.barcode
    finally:
        run_async(qtbot, app.shutdown(), timeout=30_000)  # closes the window and stops the embedded sandbox
