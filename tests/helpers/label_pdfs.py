"""Label PDFs made for printer tests: one page per barcode, as Code 128 bars and as text."""

from __future__ import annotations

import io

from reportlab.graphics.barcode import code128
from reportlab.lib.pagesizes import A6
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas


def make_label_pdf(barcodes: list[str], page_size: tuple[float, float] = A6) -> bytes:
    """One page per barcode: the barcode as Code128 bars and as text, like contract §4's labels."""
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=page_size)
    width, height = page_size
    for barcode in barcodes:
        pdf.setFont("Helvetica-Bold", 14)
        pdf.drawString(10 * mm, height - 20 * mm, "Station test label")
        bars = code128.Code128(barcode, barHeight=25 * mm, barWidth=0.45 * mm)
        bars.drawOn(pdf, (width - bars.width) / 2, height / 2 - 12 * mm)
        pdf.setFont("Helvetica", 11)
        pdf.drawCentredString(width / 2, height / 2 - 20 * mm, barcode)
        pdf.showPage()
    pdf.save()
    return buffer.getvalue()
