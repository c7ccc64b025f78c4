"""Label pages as a thermal head prints them: one bit per dot, on the head's own dot grid, fitted to the media.

Each PDF page is rendered at three times the head's dots per millimetre (8 or 12), averaged down to one value per
dot and thresholded at half grey with no dithering: an edge that lies on a dot boundary stays exactly there, so
bars drawn on whole dots (the label drawing puts every Code128 module on an eighth of a millimetre) print exactly as
wide as drawn. Rendering at the head's own resolution is not enough: PDFium fills an upright rectangle out to the
next whole pixel, so a bar edge a hair past a boundary (float rounding) gains a whole dot; at three subpixels per
dot that hair costs a third of a dot, which the threshold drops. Fitting a page onto media that
is narrower than the page never scales it (scaling would move bar edges off the grid): the page is shifted by whole
dots so its print lands on the media, and only white margin is cut. A page whose print does not fit is refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize
from PySide6.QtGui import QImage

from station.domain.text import QT_TRANSLATE_NOOP
from station.printers.base import LabelMedia, ThermalResolution
from station.printers.qt_printer import MM_PER_INCH, POINTS_PER_INCH, LoadedPdf, PageSource, PrintJobError

if TYPE_CHECKING:
    from PIL import Image

# Grey values below this print as a dot: half way, so anti-aliased edges round to the nearest dot boundary.
BLACK_BELOW = 128
SUBPIXELS_PER_DOT = 3
_ONE_BIT = [0 if value < BLACK_BELOW else 255 for value in range(256)]


def dots_for_points(points: float, resolution: ThermalResolution) -> int:
    return round(points / POINTS_PER_INCH * MM_PER_INCH * resolution.dots_per_mm)


def one_bit(image: QImage, subpixels: int = 1) -> Image.Image:
    """A rendered page (onto white), `subpixels` × `subpixels` pixels a dot, as a mode "1" image of one pixel per
    dot: 0 is a printed dot, 255 paper."""
    # PIL's RGB → L is several times faster than QImage's conversion to Grayscale8 at these sizes. Imported here,
    # on the worker that rasterises a label: Station's start does not load Pillow.
    from PIL import Image

    rgb = image.convertToFormat(QImage.Format.Format_RGB32)  # on_white's format already: no copy then
    size = (rgb.width(), rgb.height())
    pixels = Image.frombuffer("RGB", size, bytes(rgb.constBits()), "raw", "BGRX", rgb.bytesPerLine(), 1).convert("L")
    if subpixels > 1:
        pixels = pixels.reduce(subpixels)  # the mean of each dot's subpixels
    return pixels.point(_ONE_BIT, mode="1")


def render_page(page: PageSource, resolution: ThermalResolution) -> Image.Image:
    """The page at exactly the head's dots per millimetre, one bit per dot."""
    width = max(1, dots_for_points(page.size_points.width(), resolution))
    height = max(1, dots_for_points(page.size_points.height(), resolution))
    rendered = page.render(QSize(width * SUBPIXELS_PER_DOT, height * SUBPIXELS_PER_DOT))
    return one_bit(rendered, SUBPIXELS_PER_DOT)


def media_dots(media: LabelMedia, resolution: ThermalResolution) -> tuple[int, int]:
    """(print width, label length) in dots: the media, no wider than the head (A6 is 105 mm, the head 104)."""
    width_mm, length_mm = media.size_mm
    width = min(int(width_mm * resolution.dots_per_mm), resolution.head_width_dots)
    return width, int(length_mm * resolution.dots_per_mm)


def _print_box(page: Image.Image) -> tuple[int, int, int, int] | None:
    """The smallest box holding every printed dot, or None for a blank page."""
    return page.point(lambda value: 255 - value).getbbox()


def _window_start(page_size: int, window: int, low: int, high: int, what: str, dots_per_mm: int) -> int:
    """Where a `window` dots long cut of a `page_size` page starts: centred, moved just enough to hold the print."""
    if high - low > window:
        raise PrintJobError(
            QT_TRANSLATE_NOOP(
                "LabelPrinter",
                "the label's print is {size} mm {what} and the media only {media} mm: choose the media the label was "
                "made for in the printer profile",
            ).format(size=f"{(high - low) / dots_per_mm:.1f}", what=what, media=f"{window / dots_per_mm:.1f}")
        )
    start = (page_size - window) // 2
    start = min(start, low)
    return max(start, high - window)


def fit_to_media(
    page: Image.Image, media: LabelMedia, resolution: ThermalResolution, *, cut_to_fit: bool = False
) -> Image.Image:
    """The page on the media's dot grid: turned a quarter if its orientation differs, then shifted by whole dots.

    `cut_to_fit`: centred and cut at the media's edges whatever is printed there (the calibration page, whose
    corner crosshairs are meant to run off the paper)."""
    from PIL import Image

    width, length = media_dots(media, resolution)
    if (page.width > page.height) != (width > length):
        page = page.transpose(Image.Transpose.ROTATE_270)  # a quarter clockwise, losslessly
    box = None if cut_to_fit else _print_box(page)
    if box is None:  # centred (a blank page, or one meant to be cut)
        left, top = (page.width - width) // 2, (page.height - length) // 2
    else:
        left = _window_start(
            page.width, width, box[0], box[2], QT_TRANSLATE_NOOP("LabelPrinter", "wide"), resolution.dots_per_mm
        )
        top = _window_start(
            page.height, length, box[1], box[3], QT_TRANSLATE_NOOP("LabelPrinter", "long"), resolution.dots_per_mm
        )
    fitted = Image.new("1", (width, length), 255)
    fitted.paste(page, (-left, -top))
    return fitted


def label_bitmaps(pdf: bytes, media: LabelMedia, resolution: ThermalResolution) -> list[Image.Image]:
    """Every page of a label PDF as the head prints it. Blocking (QtPdf rendering): run it on a worker thread."""
    loaded = LoadedPdf(pdf)
    try:
        return [fit_to_media(render_page(page, resolution), media, resolution) for page in loaded.pages()]
    finally:
        loaded.close()


def page_bitmap(page: PageSource, media: LabelMedia, resolution: ThermalResolution) -> Image.Image:
    """One drawn page (the calibration page) as the head prints it, centred on the media."""
    return fit_to_media(render_page(page, resolution), media, resolution, cut_to_fit=True)
