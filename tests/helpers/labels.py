"""Labels as a scanner sees them: a PDF page rendered by poppler (an independent renderer), Code 128 read back."""

from __future__ import annotations

import io
import shutil
import subprocess

import pytest
import zxingcpp
from PIL import Image


def rendered_page(pdf: bytes, page: int, dpi: int) -> Image.Image:
    """Page `page` (1-based) as a greyscale image on white, as a print preview or a scanner would see it.

    Fails, never skips, without poppler-utils: scripts/bootstrap.sh installs it, and these tests are acceptance."""
    if shutil.which("pdftoppm") is None:
        pytest.fail("pdftoppm is missing: install poppler-utils (scripts/bootstrap.sh does)")
    png = subprocess.run(
        ["pdftoppm", "-r", str(dpi), "-gray", "-png", "-singlefile", "-f", str(page), "-l", str(page), "-"],
        input=pdf,
        capture_output=True,
        check=True,
        timeout=60,
    ).stdout
    return Image.open(io.BytesIO(png)).convert("L")


def code128(image: Image.Image) -> list[str]:
    """The Code 128 barcodes zxing-cpp reads in the image, in its reading order."""
    return [result.text for result in zxingcpp.read_barcodes(image) if result.format == zxingcpp.BarcodeFormat.Code128]
