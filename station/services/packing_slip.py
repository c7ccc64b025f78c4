"""Packing slips: rendered locally (reportlab), previewed with the label, printed with it or on their own printer.

The slip joins a label print through one seam, OutboxService.compose_print: just before a label job goes to its
printer, `PackingSlipService.compose` adds the slip pages (mode "with the label") or sends the slips to their own
printer (mode "on its own printer"). A reprint is the label only.
"""

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
from station.domain.packing_slip import BOTTOM_HALF, PackingSlip, SlipMode, ean_is_valid, free_half, packing_slip
from station.printers.base import LabelPrinter, PrinterProfile, PrintJobState
from station.workers import run_blocking
from station.store.records import PrintJobRecord
from station.store.slip_settings import SlipSettings, SlipSettingsStore
from station.store.store import Store

log = logging.getLogger("station.services.packing_slip")

NO_LINES_NOTICE = ("Orders without lines (imported from a file without the product columns) print no packing slip: "
                   "there is nothing to list on it.")


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


def render_slips(slips: Sequence[PackingSlip], page_size: tuple[float, float], logo: Path | None = None) -> bytes:
    """One page per slip (more when its lines run over). Blocking: run it on a worker thread."""
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=page_size)
    pdf.setTitle("Packing slip")
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
            pdf.drawString(margin, y - 5 * mm, slip.shop_name or "Packing slip")
            pdf.setFont("Helvetica", 8 if small else 10)
            pdf.drawString(margin, y - 10 * mm, f"Packing slip — order {slip.reference}")
            recipient = slip.recipient
            y -= (14 if small else 26) * mm
            pdf.setFont("Helvetica-Bold", 8 if small else 10)
            pdf.drawString(margin, y, "Ship to")
            pdf.setFont("Helvetica", 8 if small else 10)
            for number, text in enumerate((recipient.name, recipient.street,
                                           f"{recipient.postal_code} {recipient.city}", recipient.country), start=1):
                pdf.drawString(margin, y - number * (3.6 if small else 4.5) * mm, text)
            y -= (20 if small else 28) * mm
            pdf.setFont("Helvetica-Bold", 7 if small else 9)
            pdf.drawString(margin, y, "Qty")
            pdf.drawString(margin + 9 * mm, y, "SKU / product")
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
                    _draw_ean(pdf, line.product.ean, width - margin - (38 if small else 45) * mm, top + 1 * mm,
                              row - (5 if small else 6) * mm)
                pdf.setStrokeGray(0.8)
                pdf.line(margin, top, width - margin, top)
                pdf.setStrokeGray(0)
                y = top
            if not lines:
                pdf.setFont("Helvetica", 7 if small else 9)
                pdf.drawString(margin, margin, f"{slip.item_count} item{'s' if slip.item_count != 1 else ''} in "
                                               f"{len(slip.lines)} line{'s' if len(slip.lines) != 1 else ''}")
            pdf.showPage()
            first = False
    pdf.save()
    return buffer.getvalue()


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


class PackingSlipService:
    """Builds an order's slip from the store and the slip settings, and adds it to label prints."""

    def __init__(self, store: Store, settings: SlipSettingsStore | None = None,
                 own_printer: Callable[[], LabelPrinter] | None = None,
                 sheet_printer_id: Callable[[], str | None] | None = None) -> None:
        self._store = store
        # The physical printer whose A4 tray a job's sheet is in (PrinterBinding.printer_id), for the free half.
        self._sheet_printer_id = sheet_printer_id
        self.settings_store = settings if settings is not None else SlipSettingsStore()
        self._own_printer = own_printer
        self._notices: list[Callable[[str], None]] = []
        self._said_no_lines = False

    def add_notice_observer(self, observer: Callable[[str], None]) -> None:
        """`observer(message)` for what the operator should know once (orders without lines print no slip)."""
        self._notices.append(observer)

    def settings(self) -> SlipSettings:
        return self.settings_store.load()

    def slip_of(self, order_key: str) -> PackingSlip | None:
        order = self._store.orders.get(order_key)
        if order is None:
            return None
        recipient = order.draft.recipient if order.draft is not None else order.recipient
        return packing_slip(self.settings().shop_name or order.shop, order.reference, recipient, order.lines)

    async def slip_pdf(self, order_keys: Sequence[str], label_format: LabelFormat) -> bytes | None:
        """The slips of these orders on pages of the format's size; None when none of them has lines (said once)."""
        slips = [slip for slip in (self.slip_of(key) for key in order_keys) if slip is not None]
        if len(slips) < len(order_keys):
            self._say_once_no_lines()
        if not slips:
            return None
        logo = self.settings().logo
        return await run_blocking(render_slips, slips, PAGE_OF_FORMAT[label_format], logo)

    async def preview_pdf(self, order_key: str, label_format: LabelFormat) -> bytes | None:
        """The slip as it prints with this format's label, for the Label tab; None when it does not print with it."""
        if self.settings().mode_for(label_format) is SlipMode.NONE or self.slip_of(order_key) is None:
            return None
        return await self.slip_pdf([order_key], label_format)

    async def compose(self, job: PrintJobRecord, label_pdf: bytes) -> bytes:
        """OutboxService.compose_print: the PDF the label job sends (the label, then its slips when they print with
        it); slips for their own printer are sent there first. Never raises for a slip: the label matters more."""
        if job.reprint:
            return label_pdf
        settings = self.settings()
        mode = settings.mode_for(job.label_format)
        if mode is SlipMode.NONE:
            return label_pdf
        order_keys = list(dict.fromkeys(item.order_key for item in job.items))
        try:
            if mode is SlipMode.WITH_LABEL and job.label_format is LabelFormat.A4 and len(order_keys) == 1:
                on_sheet = await self._onto_free_half(job, label_pdf, order_keys[0])
                if on_sheet is not None:
                    return on_sheet
            if mode is SlipMode.WITH_LABEL:
                slips = await self.slip_pdf(order_keys, job.label_format)
                return label_pdf if slips is None else await run_blocking(append_pdf, label_pdf, slips)
            slips = await self.slip_pdf(order_keys, LabelFormat.A4)
            if slips is not None:
                await self._print_on_own_printer(slips, settings, job.job_name)
        except Exception:  # noqa: BLE001 - a slip that cannot be made never holds back the label
            log.exception("packing slip for %s could not be made", job.job_name)
            self._store.log.add("packing slip failed", order_keys[0] if order_keys else None, job.job_name)
        return label_pdf

    async def _onto_free_half(self, job: PrintJobRecord, sheet_pdf: bytes, order_key: str) -> bytes | None:
        """The slip on the free half of the job's sheet, that half recorded as used by this job; None when the job
        runs over a sheet, no half is free, or the slip needs more than half a page."""
        printer_id = self._sheet_printer_id() if self._sheet_printer_id is not None else None
        if printer_id is None or any(item.sheet != 0 or item.slot is None for item in job.items):
            return None
        half = free_half(self._store.slots.used(printer_id), {int(item.slot) for item in job.items if item.slot})
        slip = self.slip_of(order_key)
        if half is None or slip is None:
            return None
        slip_pdf = await run_blocking(render_slips, [slip], HALF_A4, self.settings().logo)
        if len(PdfReader(io.BytesIO(slip_pdf)).pages) != 1:
            return None  # too many lines for half a sheet: its own page
        composed = await run_blocking(onto_half, sheet_pdf, slip_pdf, half)
        # Recorded as the job's, so a print that fails frees them with the labels' slots.
        self._store.slots.occupy(printer_id, job.id, [list(half)])
        return composed

    async def _print_on_own_printer(self, slips: bytes, settings: SlipSettings, job_name: str) -> None:
        if self._own_printer is None:
            from station.printers.routing import ProfilePrinter

            printer: LabelPrinter = ProfilePrinter()
        else:
            printer = self._own_printer()
        profile = PrinterProfile("Packing slips", LabelFormat.A4, printer_name=settings.own_printer,
                                 folder=settings.own_folder)
        outcome = await printer.print_pdf(slips, profile, f"slip-{job_name}")
        if outcome.state is PrintJobState.FAILED:
            self._store.log.add("packing slip failed", None, f"{job_name}: {outcome.detail}")

    def _say_once_no_lines(self) -> None:
        if self._said_no_lines:
            return
        self._said_no_lines = True
        log.info("orders without lines: no packing slip")
        for observer in list(self._notices):
            observer(NO_LINES_NOTICE)
