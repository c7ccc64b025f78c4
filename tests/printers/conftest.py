"""Label PDFs for printer tests: reportlab A6 labels with a real Code128 barcode, like the sandbox's."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

import pytest
from reportlab.graphics.barcode import code128
from reportlab.lib.pagesizes import A4, A6
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas

from station.ui.app import keep_singletons_alive

# Printer tests call Qt thousands of times: the PySide6 6.12 / CPython 3.11 refcount workaround applies here too.
keep_singletons_alive()


T = TypeVar("T")


@pytest.fixture
def run_async(qtbot, qasync_loop) -> Callable[..., Any]:  # type: ignore[no-untyped-def]
    """Run a coroutine on the session's qasync loop and wait for it through Qt.

    asyncio.run() cannot be used once the session loop exists: qasync marks it as running on this thread.
    """

    def run(coroutine: Coroutine[Any, Any, T], timeout_ms: int = 15_000) -> T:
        task = asyncio.ensure_future(coroutine, loop=qasync_loop)
        qtbot.waitUntil(task.done, timeout=timeout_ms)
        return task.result()

    return run


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


@pytest.fixture(scope="session")
def label_pdf() -> bytes:
    """A two-page A6 label: the shipment label and its return label (contract §4)."""
    return make_label_pdf(["3SABCD0001234", "3SRETURN000777"])


@pytest.fixture(scope="session")
def a4_sheet_pdf() -> bytes:
    return make_label_pdf(["3SSHEET0000042"], page_size=A4)
