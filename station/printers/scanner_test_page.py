"""The scanner calibration page: one Code128 barcode of the test code (every digit and letter), as a PDF."""

from __future__ import annotations

import io

from PySide6.QtCore import QCoreApplication

from station.domain.scanner_keys import CALIBRATION_CODE


def scanner_test_page_pdf(code: str = CALIBRATION_CODE) -> bytes:
    """A4 landscape, so the 66-character code gets bars of a third of a millimetre: any office printer prints
    them and any scanner reads them."""
    # Imported here, on the worker that renders the page: reportlab (and the Pillow it loads) is not needed at start.
    from reportlab.graphics.barcode.code128 import Code128
    from reportlab.lib.pagesizes import A4, landscape
    from reportlab.lib.units import mm
    from reportlab.pdfgen.canvas import Canvas

    width, height = landscape(A4)
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(width, height))
    # In the operator's language, like the menu entry the page names.
    canvas.setTitle(QCoreApplication.translate("ScannerTestPage", "Station scanner test page"))
    canvas.setFont("Helvetica-Bold", 18)
    canvas.drawString(
        20 * mm, height - 25 * mm, QCoreApplication.translate("ScannerTestPage", "Station — scanner test page")
    )
    canvas.setFont("Helvetica", 11)
    lines = [
        QCoreApplication.translate(
            "ScannerTestPage", "In Station, choose Help → Calibrate the scanner…, then scan the barcode below once."
        ),
        # One sentence over two lines: translated whole, so a language may break it where it reads well.
        *QCoreApplication.translate(
            "ScannerTestPage",
            "Station learns how this scanner types on this computer's keyboard layout (QWERTY, AZERTY, QWERTZ),\n"
            "so every later scan reads as the scanner meant it. Calibrate again after changing the scanner or the "
            "layout.",
        ).splitlines(),
    ]
    for number, line in enumerate(lines):
        canvas.drawString(20 * mm, height - (38 + 6 * number) * mm, line)
    symbol = Code128(code, barWidth=1.0, barHeight=30 * mm, quiet=False, humanReadable=False)
    module = 0.35 * mm
    bars_width = symbol.width * module
    canvas.saveState()
    canvas.translate((width - bars_width) / 2, 60 * mm)
    canvas.scale(module, 1.0)
    symbol.drawOn(canvas, 0, 0)
    canvas.restoreState()
    canvas.setFont("Courier-Bold", 11)
    canvas.drawCentredString(width / 2, 52 * mm, code)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()
