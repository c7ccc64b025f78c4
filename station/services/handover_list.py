"""The handover list a carrier's driver signs: a PDF (a page per carrier, a barcode per parcel) and a CSV export."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from datetime import date

from reportlab.graphics.barcode import code128
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas

from station.domain.day_close import DayClose, Handover
from station.domain.text import QT_TRANSLATE_NOOP, Quantity

Say = Callable[[str], str]  # a text in the station's language (the window gives its translation; English without)

HANDOVER = QT_TRANSLATE_NOOP("HandoverList", "Handover {day}")
HANDOVER_OF_CARRIER = QT_TRANSLATE_NOOP("HandoverList", "Handover {carrier} — {day}")
NO_PARCELS = QT_TRANSLATE_NOOP("HandoverList", "No parcels wait for pickup.")
PAGE = QT_TRANSLATE_NOOP("HandoverList", "page {page} of {pages}")
BARCODE = QT_TRANSLATE_NOOP("HandoverList", "Barcode")
REFERENCE = QT_TRANSLATE_NOOP("HandoverList", "Reference")
POSTAL_CODE = QT_TRANSLATE_NOOP("HandoverList", "Postal code")
WEIGHT = QT_TRANSLATE_NOOP("HandoverList", "Weight")
COUNT = QT_TRANSLATE_NOOP("HandoverList", "Count: {parcels}")
COUNT_AND_WEIGHT = QT_TRANSLATE_NOOP("HandoverList", "Count: {parcels}, {weight} known weight")
DRIVER = QT_TRANSLATE_NOOP("HandoverList", "Driver's name")
SIGNATURE = QT_TRANSLATE_NOOP("HandoverList", "Signature")
PICKUP_TIME = QT_TRANSLATE_NOOP("HandoverList", "Time of pickup")
KILOGRAMS = QT_TRANSLATE_NOOP("HandoverList", "{weight} kg")

CSV_COLUMNS = ("day", "carrier", "reference", "barcode", "postal_code", "weight_grams")
_ROW_HEIGHT = 17 * mm
_MARGIN = 15 * mm


def _weight(grams: int | None) -> str:
    """Kilograms with two decimals, as the spoken locale writes them ("1,20 kg" in Dutch and French)."""
    return KILOGRAMS.format(weight=Quantity(grams / 1000, 2)) if grams else "—"


def handover_csv(closed: DayClose) -> str:
    """Every parcel of every carrier's list, one row each (for the shop's records or the carrier's portal)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for handover in closed.handovers:
        for parcel in handover.parcels:
            writer.writerow(
                (
                    closed.day.isoformat(),
                    handover.carrier,
                    parcel.reference,
                    parcel.barcode,
                    parcel.postal_code,
                    parcel.weight_grams if parcel.weight_grams is not None else "",
                )
            )
    return out.getvalue()


def handover_pdf(closed: DayClose, shop: str = "", say: Say = str) -> bytes:
    """A4 pages: per carrier its parcels (Code128 barcode, reference, postal code, weight), the count, and a line
    for the driver's signature; its words as `say` says them (the station's language). Blocking work: run it on a
    worker thread."""
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=A4)
    pdf.setTitle(say(HANDOVER.format(day=closed.day)))
    for handover in closed.handovers:
        _draw_handover(pdf, handover, closed.day, shop, say)
    if not closed.handovers:
        pdf.setFont("Helvetica-Bold", 16)
        pdf.drawString(_MARGIN, A4[1] - 25 * mm, say(HANDOVER.format(day=closed.day)))
        pdf.setFont("Helvetica", 11)
        pdf.drawString(_MARGIN, A4[1] - 35 * mm, say(NO_PARCELS))
        pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def _header(pdf: canvas.Canvas, handover: Handover, day: date, shop: str, page: int, pages: int, say: Say) -> float:
    width, height = A4
    pdf.setFont("Helvetica-Bold", 16)
    pdf.drawString(_MARGIN, height - 22 * mm, say(HANDOVER_OF_CARRIER.format(carrier=handover.carrier, day=day)))
    pdf.setFont("Helvetica", 10)
    if shop:
        pdf.drawString(_MARGIN, height - 28 * mm, shop)
    pdf.drawRightString(width - _MARGIN, height - 22 * mm, say(PAGE.format(page=page, pages=pages)))
    top = height - 38 * mm
    pdf.setFont("Helvetica-Bold", 9)
    for x, title in (
        (_MARGIN, "#"),
        (_MARGIN + 10 * mm, say(BARCODE)),
        (_MARGIN + 95 * mm, say(REFERENCE)),
        (_MARGIN + 135 * mm, say(POSTAL_CODE)),
        (_MARGIN + 160 * mm, say(WEIGHT)),
    ):
        pdf.drawString(x, top, title)
    pdf.line(_MARGIN, top - 2 * mm, width - _MARGIN, top - 2 * mm)
    return top - 4 * mm


def _draw_handover(pdf: canvas.Canvas, handover: Handover, day: date, shop: str, say: Say) -> None:
    width, _height = A4
    footer = 45 * mm  # the count and the signature block
    per_page = max(1, int((A4[1] - 42 * mm - footer - _MARGIN) // _ROW_HEIGHT))
    pages = max(1, -(-handover.count // per_page))
    for page in range(pages):
        y = _header(pdf, handover, day, shop, page + 1, pages, say)
        for number, parcel in enumerate(
            handover.parcels[page * per_page : (page + 1) * per_page], start=page * per_page + 1
        ):
            row_top = y - _ROW_HEIGHT
            bars = code128.Code128(parcel.barcode, barHeight=10 * mm, barWidth=0.33 * mm, humanReadable=True)
            bars.drawOn(pdf, _MARGIN + 8 * mm, row_top + 3 * mm)
            pdf.setFont("Helvetica", 10)
            text_y = row_top + 8 * mm
            pdf.drawString(_MARGIN, text_y, str(number))
            pdf.drawString(_MARGIN + 95 * mm, text_y, parcel.reference)
            pdf.drawString(_MARGIN + 135 * mm, text_y, parcel.postal_code)
            pdf.drawString(_MARGIN + 160 * mm, text_y, say(_weight(parcel.weight_grams)))
            pdf.setStrokeGray(0.8)
            pdf.line(_MARGIN, row_top, width - _MARGIN, row_top)
            pdf.setStrokeGray(0)
            y = row_top
        if page == pages - 1:
            pdf.setFont("Helvetica-Bold", 12)
            parcels = QT_TRANSLATE_NOOP("HandoverList", "%n parcels", "", handover.count)
            total = (
                COUNT_AND_WEIGHT.format(parcels=parcels, weight=_weight(handover.weight_grams))
                if handover.weight_grams
                else COUNT.format(parcels=parcels)
            )
            pdf.drawString(_MARGIN, y - 10 * mm, say(total))
            pdf.setFont("Helvetica", 10)
            pdf.drawString(_MARGIN, y - 25 * mm, say(DRIVER))
            pdf.line(_MARGIN + 28 * mm, y - 25 * mm, _MARGIN + 85 * mm, y - 25 * mm)
            pdf.drawString(_MARGIN + 95 * mm, y - 25 * mm, say(SIGNATURE))
            pdf.line(_MARGIN + 115 * mm, y - 25 * mm, width - _MARGIN, y - 25 * mm)
            pdf.drawString(_MARGIN, y - 35 * mm, say(PICKUP_TIME))
            pdf.line(_MARGIN + 28 * mm, y - 35 * mm, _MARGIN + 85 * mm, y - 35 * mm)
        pdf.showPage()
