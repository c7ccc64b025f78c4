"""QtLabelPrinter through a real CUPS queue: a private cupsd with a cups-pdf printer, started by the test."""

from __future__ import annotations

import os
import pwd
import re
import shutil
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image

from tests.private_cups import private_cups as start_private_cups

CUPSD = Path("/usr/sbin/cupsd")
CUPS_PDF_BACKEND = Path("/usr/lib/cups/backend/cups-pdf")
CUPS_PDF_PPD = Path("/usr/share/ppd/cups-pdf/CUPS-PDF_opt.ppd")
CUPS_PDF_CONF = Path("/etc/cups/cups-pdf.conf")
QUEUE = "StationTestPDF"


def _why_cups_cannot_run() -> str | None:
    if not CUPSD.exists() or shutil.which("lpadmin") is None:
        return "cupsd/lpadmin are not installed (apt-get install cups)"
    if not CUPS_PDF_BACKEND.exists() or not CUPS_PDF_PPD.exists():
        return "the cups-pdf backend is not installed (apt-get install cups-pdf)"
    if os.geteuid() != 0:
        return "cups-pdf's backend is root-only (mode 0700): a private cupsd needs root to run it"
    if shutil.which("pdftoppm") is None:
        return "pdftoppm (poppler-utils) is needed to read the printed page"
    return None


pytestmark = pytest.mark.skipif(_why_cups_cannot_run() is not None, reason=_why_cups_cannot_run() or "")


def cups_pdf_output_dir() -> Path:
    """Where cups-pdf puts our jobs: its `Out` setting, with ${HOME} the submitting user's home."""
    home = pwd.getpwuid(os.geteuid()).pw_dir
    match = re.search(r"^Out\s+(.+)$", CUPS_PDF_CONF.read_text(), re.MULTILINE)
    out = match.group(1).strip() if match else "/var/spool/cups-pdf/${USER}"
    return Path(out.replace("${HOME}", home).replace("${USER}", pwd.getpwuid(os.geteuid()).pw_name))


@pytest.fixture
def private_cups(qtbot) -> Iterator[dict[str, str]]:  # type: ignore[no-untyped-def]
    """A cupsd of our own with a cups-pdf queue, so the system's CUPS (if any) is untouched; yields the environment
    that points libcups at it (CUPS_SERVER)."""
    with start_private_cups(QUEUE, qtbot.waitUntil) as env:
        yield env


# Runs in a child process: libcups reads CUPS_SERVER once per thread and caches it, so pointing this
# process's Qt at the private cupsd could leak into, or miss, other tests.
PRINT_SCRIPT = """
import asyncio, sys
from PySide6.QtGui import QGuiApplication
from PySide6.QtPrintSupport import QPrinterInfo
from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.printers.qt_printer import QtLabelPrinter

app = QGuiApplication([])
queue, job_name = sys.argv[1], sys.argv[2]
print("queues:", [info.printerName() for info in QPrinterInfo.availablePrinters()])
profile = PrinterProfile("labels", LabelFormat.A6, printer_name=queue, scale_to_fit=False)
outcome = asyncio.run(QtLabelPrinter().print_pdf(sys.stdin.buffer.read(), profile, job_name))
print(outcome.state.value, outcome.detail)
"""


def test_label_reaches_a_real_cups_queue(private_cups: dict[str, str], qtbot, label_pdf: bytes) -> None:  # type: ignore[no-untyped-def]
    job_name = f"station-{uuid.uuid4().hex[:10]}"
    child = subprocess.run(
        [sys.executable, "-c", PRINT_SCRIPT, QUEUE, job_name],
        input=label_pdf,
        capture_output=True,
        env={**private_cups, "QT_QPA_PLATFORM": "offscreen"},
        timeout=60,
        check=False,
    )
    output = child.stdout.decode()
    assert child.returncode == 0, child.stderr.decode()
    assert f"queues: ['{QUEUE}']" in output
    assert f"sent 2 pages to queue '{QUEUE}'" in output

    # cups-pdf names the file after the job title; the backend finishes a moment after the spooler accepts it.
    out_dir = cups_pdf_output_dir()
    printed: list[Path] = []

    def job_file_written() -> bool:
        printed[:] = sorted(out_dir.glob(f"{job_name}*.pdf")) if out_dir.exists() else []
        return bool(printed) and subprocess.run(["pdfinfo", str(printed[0])], capture_output=True).returncode == 0

    qtbot.waitUntil(job_file_written, timeout=30_000)
    try:
        info = subprocess.run(["pdfinfo", str(printed[0])], capture_output=True, text=True, check=True).stdout
        assert re.search(r"^Pages:\s+2$", info, re.MULTILINE)
        prefix = printed[0].with_suffix("")
        subprocess.run(
            [
                "pdftoppm",
                "-r",
                "300",
                "-gray",
                "-png",
                "-f",
                "1",
                "-l",
                "1",
                "-singlefile",
                str(printed[0]),
                str(prefix),
            ],
            check=True,
        )
        assert [code.text for code in zxingcpp.read_barcodes(Image.open(prefix.with_suffix(".png")))] == [
            "3SABCD0001234"
        ]
    finally:
        for path in out_dir.glob(f"{job_name}*"):
            path.unlink()
