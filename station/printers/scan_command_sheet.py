"""The scan command sheet: one Code128 barcode per scan command (station.domain.scan_commands) on an A4 page, drawn
with the library that draws the labels' barcodes (reportlab), for the packing table's wall."""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping

from station.domain.scan_commands import SHEET_ORDER, ScanCommand, code_of

COLUMNS = 2


def scan_command_sheet_pdf(words: Mapping[ScanCommand, tuple[str, str]], heading: str, intro: str) -> bytes:
    """`words[command]` is its (title, one-line hint) in the station's language; every command must have them."""
    # reportlab (and the Pillow it loads) is imported with the first sheet drawn, not at Station's start.
    from reportlab.graphics.barcode.code128 import Code128
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.units import mm
    from reportlab.lib.utils import simpleSplit
    from reportlab.pdfgen.canvas import Canvas

    module = 0.4 * mm  # the narrowest bar: an office printer's 600 dpi prints it sharp, any scanner reads it
    bar_height = 18 * mm
    width, height = A4
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(width, height))
    canvas.setTitle(heading)
    canvas.setFont("Helvetica-Bold", 18)
    canvas.drawString(18 * mm, height - 22 * mm, heading)
    canvas.setFont("Helvetica", 10)
    canvas.drawString(18 * mm, height - 30 * mm, intro)
    cell_width = (width - 36 * mm) / COLUMNS
    cell_height = 58 * mm
    top = height - 40 * mm
    for number, command in enumerate(SHEET_ORDER):
        title, hint = words[command]
        column, row = number % COLUMNS, number // COLUMNS
        left = 18 * mm + column * cell_width
        cell_top = top - row * cell_height
        canvas.setStrokeGray(0.6)
        canvas.setDash(2, 2)
        canvas.rect(left + 2 * mm, cell_top - cell_height + 4 * mm, cell_width - 4 * mm, cell_height - 4 * mm)
        canvas.setDash()
        canvas.setFont("Helvetica-Bold", 14)
        canvas.drawString(left + 7 * mm, cell_top - 10 * mm, title)
        # The hint stays inside its box in every language: wrapped on two lines, smaller type if need be.
        size, lines = _fitted(hint, cell_width - 12 * mm, simpleSplit)
        canvas.setFont("Helvetica", size)
        for index, line in enumerate(lines):
            canvas.drawString(left + 7 * mm, cell_top - 15.5 * mm - index * size * 1.2, line)
        code = code_of(command)
        symbol = Code128(code, barWidth=1.0, barHeight=bar_height, quiet=False, humanReadable=False)
        bars_width = symbol.width * module
        canvas.saveState()
        canvas.translate(left + (cell_width - bars_width) / 2, cell_top - 23 * mm - bar_height)
        canvas.scale(module, 1.0)  # whole modules: bars the same width everywhere on the sheet
        symbol.drawOn(canvas, 0, 0)
        canvas.restoreState()
        canvas.setFont("Courier", 9)
        canvas.drawCentredString(left + cell_width / 2, cell_top - 27 * mm - bar_height, code)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _fitted(text: str, width: float, split: Callable[[str, str, float, float], list[str]]) -> tuple[float, list[str]]:
    """The largest type size from 9 pt down to 7 pt at which `text` takes at most two lines of `width`."""
    for size in (9.0, 8.0, 7.0):
        lines = split(text, "Helvetica", size, width)
        if len(lines) <= 2:
            return size, lines
    return 7.0, lines[:2]
