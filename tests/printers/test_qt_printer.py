"""QtLabelPrinter into a PDF file (runs everywhere): pages, paper size, a decodable barcode, offsets, test page."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import zxingcpp
from PIL import Image
from pypdf import PdfReader

from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile, PrintJobState
from station.printers.qt_printer import QtLabelPrinter

pytestmark = pytest.mark.usefixtures("qapp")

A6_LABELS = PrinterProfile("labels", LabelFormat.A6, printer_name="", scale_to_fit=False)
MM_PER_POINT = 25.4 / 72


def rasterise(pdf_path: Path, page: int, dpi: int = 150) -> Image.Image:
    """Page `page` (1-based) of a PDF as a greyscale image, through poppler — an independent renderer."""
    prefix = pdf_path.with_suffix("")
    subprocess.run(
        [
            "pdftoppm",
            "-r",
            str(dpi),
            "-f",
            str(page),
            "-l",
            str(page),
            "-gray",
            "-png",
            "-singlefile",
            str(pdf_path),
            str(prefix),
        ],
        check=True,
    )
    return Image.open(prefix.with_suffix(".png")).convert("L")


def ink_box(image: Image.Image) -> tuple[int, int, int, int]:
    """The bounding box of everything darker than mid-grey."""
    box = image.point(lambda value: 255 if value < 128 else 0).getbbox()
    assert box is not None, "the page is blank"
    return box


def page_sizes_mm(pdf_path: Path) -> list[tuple[float, float]]:
    return [
        (float(page.mediabox.width) * MM_PER_POINT, float(page.mediabox.height) * MM_PER_POINT)
        for page in PdfReader(pdf_path).pages
    ]


def test_label_job_to_pdf_keeps_pages_size_and_barcode(
    tmp_path: Path, label_pdf: bytes, run_async: Callable[..., Any]
) -> None:
    output = tmp_path / "printed.pdf"
    outcome = run_async(QtLabelPrinter(output).print_pdf(label_pdf, A6_LABELS, "shipment-1"))
    assert outcome.state is PrintJobState.SENT, outcome.detail
    assert outcome.detail == f"2 pages to {output}"
    sizes = page_sizes_mm(output)
    assert len(sizes) == 2
    for width, height in sizes:
        # Qt's A6 is 297×420 pt (104.8×148.2 mm), the label's 105×148 mm.
        assert width == pytest.approx(105, abs=0.5) and height == pytest.approx(148, abs=0.5)
    # Qt prints pages as images, so the text layer is gone: the barcode must still decode from pixels.
    first = zxingcpp.read_barcodes(rasterise(output, 1, dpi=300))
    second = zxingcpp.read_barcodes(rasterise(output, 2, dpi=300))
    assert [b.text for b in first] == ["3SABCD0001234"]
    assert [b.text for b in second] == ["3SRETURN000777"]  # the return label stays page 2


def test_offsets_move_the_label(tmp_path: Path, label_pdf: bytes, run_async: Callable[..., Any]) -> None:
    plain, shifted = tmp_path / "plain.pdf", tmp_path / "shifted.pdf"
    run_async(QtLabelPrinter(plain).print_pdf(label_pdf, A6_LABELS, "plain"))
    moved = replace(A6_LABELS, offset_x_mm=5.0, offset_y_mm=-3.0)
    run_async(QtLabelPrinter(shifted).print_pdf(label_pdf, moved, "shifted"))
    dpi = 150
    (left0, top0, _, _), (left1, top1, _, _) = ink_box(rasterise(plain, 1, dpi)), ink_box(rasterise(shifted, 1, dpi))
    px_per_mm = dpi / 25.4
    assert (left1 - left0) / px_per_mm == pytest.approx(5.0, abs=0.3)
    assert (top1 - top0) / px_per_mm == pytest.approx(-3.0, abs=0.3)


def test_a6_label_on_a4_profile_is_scaled_to_fit(
    tmp_path: Path, label_pdf: bytes, run_async: Callable[..., Any]
) -> None:
    output = tmp_path / "office.pdf"
    office = PrinterProfile("office", LabelFormat.A4, scale_to_fit=True)
    outcome = run_async(QtLabelPrinter(output).print_pdf(label_pdf, office, "fit"))
    assert outcome.state is PrintJobState.SENT
    assert page_sizes_mm(output)[0] == (pytest.approx(210, abs=0.5), pytest.approx(297, abs=0.5))
    dpi = 50
    left, _top, right, _bottom = ink_box(rasterise(output, 1, dpi))
    # The A6 label's content grows to twice its size: it now spans most of the A4 width.
    assert (right - left) / (dpi / 25.4) > 120


def test_landscape_paper_turns_the_label(tmp_path: Path, label_pdf: bytes, run_async: Callable[..., Any]) -> None:
    output = tmp_path / "landscape.pdf"
    landscape = replace(A6_LABELS, landscape=True, scale_to_fit=True)
    run_async(QtLabelPrinter(output).print_pdf(label_pdf, landscape, "turned"))
    image = rasterise(output, 1, dpi=300)
    assert image.width > image.height
    # A quarter turn keeps the barcode readable, now running vertically.
    codes = zxingcpp.read_barcodes(image)
    assert [c.text for c in codes] == ["3SABCD0001234"]
    assert codes[0].orientation in (90, -90, 270)


def test_test_page_has_frame_and_crosshairs_at_the_corners(tmp_path: Path, run_async: Callable[..., Any]) -> None:
    output = tmp_path / "test-page.pdf"
    outcome = run_async(QtLabelPrinter(output).print_test_page(A6_LABELS))
    assert outcome.state is PrintJobState.SENT
    image = rasterise(output, 1, dpi=100)
    px = 100 / 25.4

    def dark(x_mm: float, y_mm: float) -> bool:
        """Ink within half a millimetre of the spot (Qt's A6 is 104.8 × 148.2 mm, not quite 105 × 148)."""
        x, y = round(x_mm * px), round(y_mm * px)
        spot = image.crop((max(0, x - 2), max(0, y - 2), min(image.width, x + 3), min(image.height, y + 3)))
        return spot.getextrema()[0] < 160

    # The inner quarter of a crosshair on every corner: arms along both edges meeting there.
    for corner_x, corner_y, inward_x, inward_y in ((0, 0, 1, 1), (105, 0, -1, 1), (0, 148, 1, -1), (105, 148, -1, -1)):
        assert dark(corner_x + 5 * inward_x, corner_y + 0.1 * inward_y), (corner_x, corner_y)
        assert dark(corner_x + 0.1 * inward_x, corner_y + 5 * inward_y), (corner_x, corner_y)
    assert dark(52, 2) and dark(2, 74) and dark(102.8, 74) and dark(52, 146.2)  # the frame, 2 mm inside the edge
    assert not dark(30, 30)  # and white inside
    assert dark(52.5, 74)  # the middle crosshair


def test_unknown_queue_fails_with_its_name(label_pdf: bytes, run_async: Callable[..., Any]) -> None:
    missing = replace(A6_LABELS, printer_name="Zebra-does-not-exist")
    outcome = run_async(QtLabelPrinter().print_pdf(label_pdf, missing, "job"))
    assert outcome.state is PrintJobState.FAILED
    assert "Zebra-does-not-exist" in outcome.detail


def test_broken_pdf_fails_without_a_file(tmp_path: Path, run_async: Callable[..., Any]) -> None:
    output = tmp_path / "never.pdf"
    outcome = run_async(QtLabelPrinter(output).print_pdf(b"%PDF-1.4 truncated", A6_LABELS, "broken"))
    assert outcome.state is PrintJobState.FAILED
    assert "not a readable PDF" in outcome.detail
    assert not output.exists()
