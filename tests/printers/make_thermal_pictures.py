"""Pictures for docs/printers.md: the thermal printer profile, one sandbox label as a 203 dpi thermal printer gets
it (ZPL captured by the virtual printer, read back into dots) beside what the PDF path gives a 203 dpi one-bit
driver, and the scanner test page and calibration dialog. Run under X (not collected by pytest):

    xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb .venv/bin/python -m tests.printers.make_thermal_pictures docs/img
"""

from __future__ import annotations

import asyncio
import io
import subprocess
import sys
from pathlib import Path

from PIL import Image

from tests.helpers.screenshots import pictures_folder, station_event_loop, throwaway_home
from tests.helpers.waiting import async_wait_for


async def take(folder: Path, scratch: Path) -> None:
    from station.domain.enums import LabelFormat
    from station.printers.base import LabelMedia, PrinterKind, PrinterProfile, ThermalResolution
    from station.printers.qt_printer import QtLabelPrinter
    from station.printers.thermal import ThermalLabelPrinter
    from station.sandbox import accounts
    from station.sandbox.server import SandboxConfig, SandboxServer
    from station.services.local_printers import LocalPrinters
    from station.store.printer_profiles import PrinterProfileStore
    from station.ui.printer_profiles import PrinterProfilesDialog
    from tests.helpers.sandbox import basic, client_for, shipment_body
    from tests.printers.virtual_label_printer import VirtualLabelPrinter, printed_labels

    store = PrinterProfileStore(scratch / "profiles.json")
    store.save_profile(
        PrinterProfile(
            "Zebra ZD421 at the packing table",
            LabelFormat.A6,
            kind=PrinterKind.THERMAL,
            resolution=ThermalResolution.DPI_203,
            media=LabelMedia.A6,
            darkness=18,
            network_address="192.168.1.50",
        )
    )
    dialog = PrinterProfilesDialog(LocalPrinters(store))
    dialog.show()
    await async_wait_for(lambda: not dialog.tasks.running, what="the profiles dialog's printer checks")
    await asyncio.sleep(1.0)  # paint
    path = folder / "printer-profile-thermal.png"
    dialog.grab().save(str(path))
    print("saved", path)
    dialog.close()

    with SandboxServer(SandboxConfig()) as server, client_for(server, basic(accounts.API_KEY_NL)) as client:
        shipment = client.post("/shipments", json=shipment_body(reference="WEB-10423")).json()
        pdf = client.get(f"/shipment_labels/{shipment['id']}").content
    printer = VirtualLabelPrinter()
    try:
        profile = PrinterProfile("Zebra", LabelFormat.A6, kind=PrinterKind.THERMAL, network_address=printer.address)
        outcome = await ThermalLabelPrinter().print_pdf(pdf, profile, "WEB-10423")
        print(outcome.detail)
        (label,) = printed_labels(printer.jobs[-1])
    finally:
        printer.close()
    path = folder / "thermal-label-203dpi.png"
    label.image.convert("1").save(path)  # one pixel per printed dot
    print("saved", path)

    office = scratch / "office.pdf"
    await QtLabelPrinter(pdf_output=office).print_pdf(pdf, PrinterProfile("Office", LabelFormat.A6), "WEB-10423")
    rendered = await asyncio.to_thread(
        subprocess.run,
        ["pdftoppm", "-r", "203", "-gray", "-png", "-singlefile", "-f", "1", "-l", "1", str(office)],
        capture_output=True,
        check=True,
    )
    png = rendered.stdout
    one_bit = Image.open(io.BytesIO(png)).convert("L").point(lambda value: 0 if value < 128 else 255).convert("1")
    path = folder / "pdf-path-label-203dpi.png"
    one_bit.save(path)
    print("saved", path)

    # The same 30 × 6 mm of both, each dot four pixels wide: bars and a caption as the head prints them.
    def detail(image: Image.Image, top: int) -> Image.Image:
        left = 80
        return image.convert("L").crop((left, top, left + 240, top + 48)).resize((960, 192), Image.Resampling.NEAREST)

    bars_top = label.image.height - 34 * 8
    pair = Image.new("L", (960, 2 * 192 + 16), 255)
    pair.paste(detail(label.image, bars_top), (0, 0))
    pair.paste(detail(one_bit, bars_top), (0, 192 + 16))
    path = folder / "thermal-vs-pdf-bars-detail.png"
    pair.save(path)
    print("saved", path)

    await scanner_pictures(folder, scratch)


async def scanner_pictures(folder: Path, scratch: Path) -> None:
    """The scanner test page, and the calibration dialog after a US-set scanner's scan on a Belgian AZERTY keyboard."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    from station.domain.scanner_keys import CALIBRATION_CODE
    from station.printers.scanner_test_page import scanner_test_page_pdf
    from station.services.scanner import ScannerSettings
    from station.store.scanner_calibration import ScannerCalibrationStore
    from station.ui.scanner_input import LayoutAwareScanField, ScannerCalibrationDialog
    from tests.keyboard_layouts import BE_AZERTY, us_scanner_presses

    page = scratch / "scanner-test-page.pdf"
    page.write_bytes(scanner_test_page_pdf())
    await asyncio.to_thread(
        subprocess.run,
        ["pdftoppm", "-r", "60", "-png", "-singlefile", str(page), str(folder / "scanner-test-page")],
        check=True,
    )
    print("saved", folder / "scanner-test-page.png")

    field = LayoutAwareScanField()
    dialog = ScannerCalibrationDialog(field, ScannerSettings(ScannerCalibrationStore(scratch / "scanner.json")))
    dialog.show()
    await asyncio.sleep(0.5)
    for at, (key, shift) in enumerate(us_scanner_presses(CALIBRATION_CODE)):
        text = BE_AZERTY[key][1 if shift else 0]
        qt_key = ord(text.upper()) if len(text.upper()) == 1 else ord(text)
        modifiers = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
        event = QKeyEvent(QEvent.Type.KeyPress, qt_key, modifiers, key + 8, 0, 0, text)
        event.setTimestamp(1000 + 6 * at)
        QApplication.sendEvent(dialog.capture, event)
    QApplication.sendEvent(
        dialog.capture,
        QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, 36, 0, 0, "\r"),
    )
    await asyncio.sleep(0.8)
    path = folder / "scanner-calibration.png"
    dialog.grab().save(str(path))
    print("saved", path)
    dialog.close()


def main() -> int:
    folder = pictures_folder(sys.argv)
    scratch = throwaway_home("station-thermal-pictures-")
    loop = station_event_loop()
    with loop:
        loop.run_until_complete(take(folder, scratch))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
