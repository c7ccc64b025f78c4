"""A packing slip's PDF (reportlab) and its joining with a label's (pypdf). Imported on a worker thread with the first
slip (station/services/packing_slip.py), not at start: the two libraries hold ~30 MiB once loaded."""

from __future__ import annotations

import io
import logging
from collections.abc import Callable, Sequence
from pathlib import Path

from pypdf import PdfReader, PdfWriter, Transformation
from reportlab.graphics import renderPDF
from reportlab.graphics.barcode import code128, eanbc
from reportlab.graphics.shapes import Drawing
from reportlab.lib.pagesizes import A4, A6
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from station.domain.enums import LabelFormat
from station.domain.packing_slip import BOTTOM_HALF, PackingSlip, ean_is_valid
from station.domain.text import QT_TRANSLATE_NOOP

# The slip's words, said in the station's language by the `say` the caller gives (English as written without one).
SLIP = QT_TRANSLATE_NOOP("PackingSlip", "Packing slip")
SLIP_OF_ORDER = QT_TRANSLATE_NOOP("PackingSlip", "Packing slip — order {reference}")
SHIP_TO = QT_TRANSLATE_NOOP("PackingSlip", "Ship to")
QUANTITY = QT_TRANSLATE_NOOP("PackingSlip", "Qty")
PRODUCT = QT_TRANSLATE_NOOP("PackingSlip", "SKU / product")
IN_LINES = QT_TRANSLATE_NOOP("PackingSlip", "{items} in {lines}")

log = logging.getLogger("station.services.packing_slip")


def _draw_ean(pdf: canvas.Canvas, ean: str, x: float, y: float, height: float) -> None:
    """A valid EAN-13/EAN-8 as an EAN barcode; any other code as Code128 of the same digits (still scannable)."""
    if ean_is_valid(ean):
        widget = (eanbc.Ean13BarcodeWidget if len(ean) == 13 else eanbc.Ean8BarcodeWidget)(ean[:-1])
        widget.barHeight = height
        widget.barWidth = 0.28 * mm
        x1, y1, x2, y2 = widget.getBounds()
        drawing = Drawing(x2 - x1, y2 - y1)
        drawing.add(widget)
        renderPDF.draw(drawing, pdf, x, y)
    else:
        bars = code128.Code128(ean, barHeight=height, barWidth=0.25 * mm, humanReadable=True, fontSize=6)
        bars.drawOn(pdf, x - 5 * mm, y + 2 * mm)


def render_slips(
    slips: Sequence[PackingSlip],
    page_size: tuple[float, float],
    logo: Path | None = None,
    say: Callable[[str], str] = str,
) -> bytes:
    """One page per slip (more when its lines run over), its words as `say` says them (the station's language).
    Blocking: run it on a worker thread."""
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=page_size)
    pdf.setTitle(say(SLIP))
    width, height = page_size
    small = width < 120 * mm  # A6: tighter margins and type
    margin = (6 if small else 15) * mm
    row = (13 if small else 16) * mm
    logo_image = None
    if logo is not None:
        try:
            logo_image = ImageReader(str(logo))
        except Exception as error:  # noqa: BLE001 - a broken logo must not stop the slip
            log.warning("logo %s cannot be read: %s", logo, error)
    for slip in slips:
        lines = list(slip.lines)
        first = True
        while first or lines:
            y = height - margin
            if logo_image is not None:
                logo_w, logo_h = logo_image.getSize()
                box_h = (10 if small else 18) * mm
                box_w = box_h * logo_w / max(1, logo_h)
                pdf.drawImage(logo_image, width - margin - box_w, y - box_h, box_w, box_h, mask="auto")
            pdf.setFont("Helvetica-Bold", 11 if small else 16)
            pdf.drawString(margin, y - 5 * mm, slip.shop_name or say(SLIP))
            pdf.setFont("Helvetica", 8 if small else 10)
            pdf.drawString(margin, y - 10 * mm, say(SLIP_OF_ORDER.format(reference=slip.reference)))
            recipient = slip.recipient
            y -= (14 if small else 26) * mm
            pdf.setFont("Helvetica-Bold", 8 if small else 10)
            pdf.drawString(margin, y, say(SHIP_TO))
            pdf.setFont("Helvetica", 8 if small else 10)
            for number, text in enumerate(
                (recipient.name, recipient.street, f"{recipient.postal_code} {recipient.city}", recipient.country),
                start=1,
            ):
                pdf.drawString(margin, y - number * (3.6 if small else 4.5) * mm, text)
            y -= (20 if small else 28) * mm
            pdf.setFont("Helvetica-Bold", 7 if small else 9)
            pdf.drawString(margin, y, say(QUANTITY))
            pdf.drawString(margin + 9 * mm, y, say(PRODUCT))
            pdf.drawString(width - margin - (38 if small else 45) * mm, y, "EAN")
            pdf.line(margin, y - 1.5 * mm, width - margin, y - 1.5 * mm)
            y -= 2 * mm
            while lines and y - row > margin + 6 * mm:
                line = lines.pop(0)
                top = y - row
                pdf.setFont("Helvetica-Bold", 9 if small else 11)
                pdf.drawString(margin, top + row / 2, str(line.quantity))
                pdf.setFont("Helvetica-Bold", 7 if small else 9)
                pdf.drawString(margin + 9 * mm, top + row / 2 + 1.5 * mm, line.product.sku)
                pdf.setFont("Helvetica", 7 if small else 9)
                pdf.drawString(margin + 9 * mm, top + row / 2 - 2.5 * mm, line.product.name[:40])
                if line.product.ean:
                    _draw_ean(
                        pdf,
                        line.product.ean,
                        width - margin - (38 if small else 45) * mm,
                        top + 1 * mm,
                        row - (5 if small else 6) * mm,
                    )
                pdf.setStrokeGray(0.8)
                pdf.line(margin, top, width - margin, top)
                pdf.setStrokeGray(0)
                y = top
            if not lines:
                pdf.setFont("Helvetica", 7 if small else 9)
                items = QT_TRANSLATE_NOOP("PackingSlip", "%n items", "", slip.item_count)
                lines_count = QT_TRANSLATE_NOOP("PackingSlip", "%n lines", "", len(slip.lines))
                pdf.drawString(margin, margin, say(IN_LINES.format(items=items, lines=lines_count)))
            pdf.showPage()
            first = False
    pdf.save()
    return buffer.getvalue()


def page_count(pdf: bytes) -> int:
    return len(PdfReader(io.BytesIO(pdf)).pages)


def append_pdf(first: bytes, second: bytes) -> bytes:
    writer = PdfWriter()
    writer.append(PdfReader(io.BytesIO(first)))
    writer.append(PdfReader(io.BytesIO(second)))
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


PAGE_OF_FORMAT = {LabelFormat.A6: A6, LabelFormat.A4: A4}
HALF_A4 = (A4[0], A4[1] / 2)


def onto_half(sheet_pdf: bytes, slip_pdf: bytes, half: tuple[int, int]) -> bytes:
    """The sheet's first page with the (half-A4) slip drawn on `half`; the sheet's other pages as they were."""
    writer = PdfWriter(clone_from=io.BytesIO(sheet_pdf))  # pypdf 7: a page is changed once it is a writer's
    slip_page = PdfReader(io.BytesIO(slip_pdf)).pages[0]
    first = writer.pages[0]
    box = first.mediabox
    lift = float(box.bottom) + (0.0 if half == BOTTOM_HALF else float(box.height) / 2)
    first.merge_transformed_page(slip_page, Transformation().translate(float(box.left), lift))
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()
