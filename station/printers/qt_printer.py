"""Silent printing of label PDFs through Qt: render each page onto white, place it on the paper, send it."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    QPointF,
    QRectF,
    QSize,
    QSizeF,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QImage, QPageLayout, QPageSize, QPainter, QPen
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrinter, QPrinterInfo

from station.domain.enums import LabelFormat
from station.domain.text import QT_TRANSLATE_NOOP, message_of
from station.printers.base import PrinterProfile, PrintJobState, PrintOutcome
from station.printers.health import READY, PrinterHealth, QueuedJob, queued_jobs, system_printer_health
from station.translation import translated
from station.workers import run_blocking

log = logging.getLogger("station.printers.qt")

MM_PER_INCH = 25.4
POINTS_PER_INCH = 72.0

# Label printers are 203 or 300 dpi and office printers rarely resolve finer than 600 dpi; rendering finer
# only costs memory (an A4 page at 1200 dpi is a 140 MB image).
MAX_RENDER_DPI = 600

# How far inside the label's edge the test page draws its frame.
CALIBRATION_FRAME_MM = 2.0

PAPER_OF_FORMAT: dict[LabelFormat, QPageSize.PageSizeId] = {
    LabelFormat.A6: QPageSize.PageSizeId.A6,
    LabelFormat.A4: QPageSize.PageSizeId.A4,
}


class PrintJobError(Exception):
    """A job that cannot be printed, with a message for the operator."""


@dataclass(frozen=True)
class PageSource:
    """One page to print: its size in points and how to render it at a given pixel size (onto white)."""

    size_points: QSizeF
    render: Callable[[QSize], QImage]


def system_printer_names() -> list[str]:
    """The queue names this computer offers (for profile dialogs)."""
    return [info.printerName() for info in QPrinterInfo.availablePrinters()]


def default_printer_name() -> str:
    info = QPrinterInfo.defaultPrinter()
    return "" if info.isNull() else info.printerName()


def paper_size(label_format: LabelFormat) -> QPageSize:
    return QPageSize(PAPER_OF_FORMAT[label_format])


def on_white(image: QImage) -> QImage:
    """QPdfDocument.render leaves the background transparent: printers and decoders need white."""
    flattened = QImage(image.size(), QImage.Format.Format_RGB32)
    flattened.fill(Qt.GlobalColor.white)
    painter = QPainter(flattened)
    painter.drawImage(0, 0, image)
    painter.end()
    return flattened


class LoadedPdf:
    """A QPdfDocument over in-memory bytes; keeps its QBuffer alive (the document reads from it lazily) and is closed
    explicitly (a document left to the garbage collector can outlive its buffer)."""

    def __init__(self, pdf: bytes) -> None:
        self._buffer = QBuffer()
        self._buffer.setData(QByteArray(pdf))
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.document = QPdfDocument()
        # A QBuffer is random access, so the load completes before load() returns (no event loop needed).
        self.document.load(self._buffer)
        if self.document.status() != QPdfDocument.Status.Ready or self.document.pageCount() < 1:
            error = self.document.error()
            self.close()
            raise PrintJobError(
                QT_TRANSLATE_NOOP("LabelPrinter", "the label is not a readable PDF ({error})").format(error=error.name)
            )

    def pages(self) -> list[PageSource]:
        document = self.document

        def renderer(index: int) -> Callable[[QSize], QImage]:
            return lambda size: on_white(document.render(index, size))

        return [PageSource(document.pagePointSize(i), renderer(i)) for i in range(document.pageCount())]

    def close(self) -> None:
        self.document.close()
        self._buffer.close()


def calibration_page_lines(profile: PrinterProfile) -> list[str]:
    """The calibration page's text: the profile's settings and how to read the frame, in the operator's language
    (Qt's translators are installed for the whole process, workers included); the printer's and the profile's own
    names as given."""
    offsets = QCoreApplication.translate("PrinterTestPage", "offset x {x} mm, y {y} mm").format(
        x=f"{profile.offset_x_mm:+.1f}", y=f"{profile.offset_y_mm:+.1f}"
    )
    if profile.is_thermal:
        settings = [
            f"{translated(profile.name)} · {translated(profile.media.display_name)} · {translated(profile.destination)}",
            offsets,
            QCoreApplication.translate(
                "PrinterTestPage", "{dpi} dpi, darkness {darkness}, rotation {rotation}°"
            ).format(dpi=int(profile.resolution), darkness=profile.darkness, rotation=profile.rotation),
        ]
    else:
        queue = profile.printer_name or QCoreApplication.translate("PrinterTestPage", "system default printer")
        size = (
            QCoreApplication.translate("PrinterTestPage", "scaled to fit")
            if profile.scale_to_fit
            else QCoreApplication.translate("PrinterTestPage", "actual size")
        )
        turn = (
            QCoreApplication.translate("PrinterTestPage", "landscape")
            if profile.landscape
            else QCoreApplication.translate("PrinterTestPage", "portrait")
        )
        settings = [
            f"{translated(profile.name)} · {profile.label_format.value} · {queue}",
            offsets,
            f"{size}, {turn}",
        ]
    lines = [
        QCoreApplication.translate("PrinterTestPage", "Station test page"),
        *settings,
        "",
        QCoreApplication.translate("PrinterTestPage", "The frame should be {mm} mm from every edge.").format(
            mm=f"{CALIBRATION_FRAME_MM:g}"
        ),
        # One sentence over two lines: translated whole, so a language may break it where it reads well.
        *QCoreApplication.translate(
            "PrinterTestPage", "If it is 3 mm from the left edge, enter\noffset x -1 mm; 1 mm from the top: y +1 mm."
        ).splitlines(),
    ]
    return lines


def calibration_page_source(profile: PrinterProfile, size_mm: tuple[float, float] | None = None) -> PageSource:
    """A calibration page the size of the profile's label: a frame exactly 2 mm inside the edge, a crosshair
    centred on each corner of the label (only its inner quarter lands on paper) and one in the middle, 10 mm
    ticks along the top and left edges, and the profile's settings as text. Measured against the paper, it
    tells the operator which offsets to enter."""
    # Millimetres derived from the point size Qt prints (its A6 is 297×420 pt, 104.8×148.2 mm), so the frame
    # lands exactly 2 mm inside the paper Qt actually sets up.
    # `size_mm` (a thermal printer's printable roll) replaces the paper of the label format.
    if size_mm is not None:
        points = QSizeF(size_mm[0] * POINTS_PER_INCH / MM_PER_INCH, size_mm[1] * POINTS_PER_INCH / MM_PER_INCH)
    else:
        points = paper_size(profile.label_format).size(QPageSize.Unit.Point)
    page_mm = QSizeF(points.width() * MM_PER_INCH / POINTS_PER_INCH, points.height() * MM_PER_INCH / POINTS_PER_INCH)

    def render(pixels: QSize) -> QImage:
        image = QImage(pixels, QImage.Format.Format_RGB32)
        image.fill(Qt.GlobalColor.white)
        px_per_mm = pixels.width() / page_mm.width()
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(px_per_mm, px_per_mm)  # draw in millimetres from here on
        width, height = page_mm.width(), page_mm.height()
        painter.setPen(QPen(QColor("black"), 0.3))
        painter.drawRect(
            QRectF(
                CALIBRATION_FRAME_MM,
                CALIBRATION_FRAME_MM,
                width - 2 * CALIBRATION_FRAME_MM,
                height - 2 * CALIBRATION_FRAME_MM,
            )
        )
        painter.setPen(QPen(QColor("black"), 0.8))
        arm = 8.0
        for x, y in ((0, 0), (width, 0), (0, height), (width, height), (width / 2, height / 2)):
            painter.drawLine(QPointF(x - arm, y), QPointF(x + arm, y))
            painter.drawLine(QPointF(x, y - arm), QPointF(x, y + arm))
        painter.setPen(QPen(QColor("black"), 0.2))
        for mm in range(10, int(width), 10):
            painter.drawLine(QPointF(mm, CALIBRATION_FRAME_MM), QPointF(mm, CALIBRATION_FRAME_MM + 3))
        for mm in range(10, int(height), 10):
            painter.drawLine(QPointF(CALIBRATION_FRAME_MM, mm), QPointF(CALIBRATION_FRAME_MM + 3, mm))
        font = QFont("Sans Serif")
        font.setPixelSize(3)  # the painter is in millimetres: 3 mm tall text on any printer resolution
        painter.setFont(font)
        lines = calibration_page_lines(profile)
        top = height / 2 + 14
        for number, line in enumerate(lines):
            painter.drawText(QPointF(10, top + number * 4.5), line)
        painter.end()
        return image

    return PageSource(points, render)


@dataclass(frozen=True)
class PagePlacement:
    """Where a page goes on the paper, in device pixels, and whether it is turned a quarter."""

    target: QRectF  # the rectangle the (possibly rotated) page occupies on the paper
    rotated: bool


def place_page(page_points: QSizeF, paper_px: QSizeF, dpi: float, profile: PrinterProfile) -> PagePlacement:
    """Fit or keep the page's size, turn it when its orientation differs from the paper's, then shift it by
    the profile's calibration offsets (positive x to the right, positive y down)."""
    page_portrait = page_points.height() >= page_points.width()
    paper_portrait = paper_px.height() >= paper_px.width()
    rotated = page_portrait != paper_portrait
    width_px = page_points.width() / POINTS_PER_INCH * dpi
    height_px = page_points.height() / POINTS_PER_INCH * dpi
    if rotated:
        width_px, height_px = height_px, width_px
    if profile.scale_to_fit:
        factor = min(paper_px.width() / width_px, paper_px.height() / height_px)
        width_px, height_px = width_px * factor, height_px * factor
        # Centred: a label a little smaller than the paper gets an even margin.
        left, top = (paper_px.width() - width_px) / 2, (paper_px.height() - height_px) / 2
    else:
        left, top = 0.0, 0.0  # actual size from the paper's corner, so offsets are pure calibration
    px_per_mm = dpi / MM_PER_INCH
    left += profile.offset_x_mm * px_per_mm
    top += profile.offset_y_mm * px_per_mm
    return PagePlacement(QRectF(left, top, width_px, height_px), rotated)


def configure_printer(printer: QPrinter, profile: PrinterProfile) -> None:
    """Paper of the label format, the profile's orientation, no margins: the whole sheet is ours to place on."""
    orientation = QPageLayout.Orientation.Landscape if profile.landscape else QPageLayout.Orientation.Portrait
    layout = QPageLayout(paper_size(profile.label_format), orientation, QMarginsF(0, 0, 0, 0))
    printer.setFullPage(True)
    if not printer.setPageLayout(layout):
        # A driver that does not know the size keeps its own; placing still fits into whatever it chose.
        log.warning("printer %r refused page layout %s", printer.printerName(), profile.label_format.value)


def paint_pages(printer: QPrinter, pages: list[PageSource], profile: PrinterProfile) -> None:
    """Render every page at the printer's resolution (capped) and paint it; runs in a worker thread —
    QPainter may paint on a QPrinter or QImage outside the GUI thread (Qt: "Threads and QObjects")."""
    dpi = float(printer.resolution())
    paper_px = printer.pageLayout().fullRectPixels(printer.resolution()).size().toSizeF()
    painter = QPainter()
    if not painter.begin(printer):
        raise PrintJobError(
            QT_TRANSLATE_NOOP("LabelPrinter", "the printer {printer} could not start a job").format(
                printer=repr(printer.printerName() or printer.outputFileName())
            )
        )
    try:
        for number, page in enumerate(pages):
            if number:
                printer.newPage()
            placement = place_page(page.size_points, paper_px, dpi, profile)
            # Render at (at most MAX_RENDER_DPI) the size it lands at, so bars are not resampled twice.
            render_scale = min(1.0, MAX_RENDER_DPI / dpi)
            upright = placement.target.size() if not placement.rotated else placement.target.size().transposed()
            pixels = QSize(
                max(1, round(upright.width() * render_scale)), max(1, round(upright.height() * render_scale))
            )
            image = page.render(pixels)
            painter.save()
            if placement.rotated:
                # Turn a quarter clockwise about the target's top-left, then draw the upright page there.
                painter.translate(placement.target.topRight())
                painter.rotate(90)
            else:
                painter.translate(placement.target.topLeft())
            painter.drawImage(QRectF(QPointF(0, 0), upright), image)
            painter.restore()
    finally:
        painter.end()


def _printer_for(profile: PrinterProfile, pdf_output: Path | None, pdf_resolution: int = 300) -> QPrinter:
    if pdf_output is not None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(pdf_output))
        printer.setResolution(pdf_resolution)
        return printer
    if profile.printer_name:
        info = QPrinterInfo.printerInfo(profile.printer_name)
        if info.isNull():
            raise PrintJobError(
                QT_TRANSLATE_NOOP("LabelPrinter", "the printer {queue} is not installed on this computer").format(
                    queue=repr(profile.printer_name)
                )
            )
    else:
        info = QPrinterInfo.defaultPrinter()
        if info.isNull():
            raise PrintJobError(
                QT_TRANSLATE_NOOP(
                    "LabelPrinter", "this computer has no default printer; choose one in the printer profile"
                )
            )
    return QPrinter(info, QPrinter.PrinterMode.HighResolution)


def run_print_job(
    pages_from: Callable[[], tuple[list[PageSource], Callable[[], None]]],
    profile: PrinterProfile,
    job_name: str,
    pdf_output: Path | None,
    pdf_resolution: int = 300,
) -> PrintOutcome:
    """The whole job, blocking: meant for a worker thread. Never raises for the operator's kind of failure."""
    try:
        pages, release = pages_from()
    except PrintJobError as error:
        return PrintOutcome(PrintJobState.FAILED, message_of(error))
    try:
        printer = _printer_for(profile, pdf_output, pdf_resolution)
        printer.setDocName(job_name)
        configure_printer(printer, profile)
        paint_pages(printer, pages, profile)
        if printer.printerState() == QPrinter.PrinterState.Error:
            raise PrintJobError(
                QT_TRANSLATE_NOOP("LabelPrinter", "the printer {printer} reported an error").format(
                    printer=repr(printer.printerName())
                )
            )
    except PrintJobError as error:
        log.warning("print job %s failed: %s", job_name, error)
        return PrintOutcome(PrintJobState.FAILED, message_of(error))
    finally:
        release()
    count = QT_TRANSLATE_NOOP("LabelPrinter", "%n pages", "", len(pages))
    where = (
        str(pdf_output)
        if pdf_output is not None
        else QT_TRANSLATE_NOOP("LabelPrinter", "queue {queue}").format(queue=repr(printer.printerName()))
    )
    log.info("print job %s: %s to %s", job_name, count, where)
    return PrintOutcome(
        PrintJobState.SENT, QT_TRANSLATE_NOOP("LabelPrinter", "{count} to {where}").format(count=count, where=where)
    )


class QtLabelPrinter:
    """A LabelPrinter for the system's printer queues, or — with `pdf_output` — a PDF file ("save as PDF").

    Jobs never show a dialog. Each job runs in a worker thread; jobs of one instance run one after the other,
    so labels come out in the order they were asked for.
    """

    def __init__(self, pdf_output: Path | str | None = None, pdf_resolution: int = 300) -> None:
        self.pdf_output = Path(pdf_output) if pdf_output is not None else None
        self.pdf_resolution = pdf_resolution  # the resolution a "save as PDF" job is rendered at (a driver's)
        self._one_job_at_a_time = asyncio.Lock()

    async def print_pdf(self, pdf: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome:
        def pages_from() -> tuple[list[PageSource], Callable[[], None]]:
            loaded = LoadedPdf(pdf)
            return loaded.pages(), loaded.close

        return await self._run(pages_from, profile, job_name)

    async def health(self, profile: PrinterProfile) -> PrinterHealth:
        """Whether the profile's queue can print now (CUPS, else Qt); a PDF file "printer" always can."""
        if self.pdf_output is not None:
            return READY
        return await run_blocking(system_printer_health, profile.printer_name)

    async def waiting_jobs(self, profile: PrinterProfile) -> list[QueuedJob]:
        """Station's jobs still in the profile's OS queue (a job that stays there is stuck, not printed)."""
        if self.pdf_output is not None or not profile.printer_name:
            return []
        return await run_blocking(queued_jobs, profile.printer_name)

    async def print_test_page(self, profile: PrinterProfile) -> PrintOutcome:
        """The calibration page, through exactly the same placement as labels (offsets, fit, orientation)."""
        return await self._run(
            lambda: ([calibration_page_source(profile)], lambda: None), profile, f"test page {profile.name}"
        )

    async def _run(
        self,
        pages_from: Callable[[], tuple[list[PageSource], Callable[[], None]]],
        profile: PrinterProfile,
        job_name: str,
    ) -> PrintOutcome:
        async with self._one_job_at_a_time:
            return await run_blocking(
                run_print_job, pages_from, profile, job_name, self.pdf_output, self.pdf_resolution
            )
