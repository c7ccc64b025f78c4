"""A label printer that writes each job's PDF into a folder, atomically (headless batch runs and soak tests)."""

from __future__ import annotations

import logging
import re
from pathlib import Path

from station.domain.text import QT_TRANSLATE_NOOP
from station.files import write_atomically
from station.printers.base import PrinterProfile, PrintJobState, PrintOutcome
from station.printers.health import PrinterHealth, folder_health
from station.workers import run_blocking

log = logging.getLogger("station.printers.directory")

# Characters that are unsafe in a file name on any of Linux, macOS and Windows.
_UNSAFE_NAME = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def job_file_name(job_name: str) -> str:
    """`<job_name>.pdf` with path separators and other unsafe characters replaced, never empty or hidden."""
    cleaned = _UNSAFE_NAME.sub("_", job_name).strip().strip(".")
    return f"{cleaned or 'label'}.pdf"


class DirectoryLabelPrinter:
    """Writes every job as `<folder>/<job_name>.pdf`; a job of the same name replaces the earlier file.

    Replacing (rather than numbering) keeps a retried job idempotent: printing the same shipment twice
    leaves one file. The profile is accepted for the protocol but ignored: the PDF is written as received.
    """

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)

    async def health(self, profile: PrinterProfile) -> PrinterHealth:
        return folder_health(self.folder)

    async def print_pdf(self, pdf: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome:
        target = self.folder / job_file_name(job_name)
        if not pdf.startswith(b"%PDF"):
            return PrintOutcome(
                PrintJobState.FAILED,
                QT_TRANSLATE_NOOP("LabelPrinter", "job {job} is not a PDF; nothing written").format(job=repr(job_name)),
            )
        try:
            # File I/O and fsync can stall on a slow disk: keep them off the event loop.
            await run_blocking(write_atomically, target, pdf)
        except OSError as error:
            log.warning("writing %s failed: %s", target, error)
            return PrintOutcome(
                PrintJobState.FAILED,
                QT_TRANSLATE_NOOP("LabelPrinter", "could not write {file}: {error}").format(
                    file=str(target), error=error.strerror or str(error)
                ),
            )
        log.info("wrote %s (%d bytes)", target, len(pdf))
        return PrintOutcome(PrintJobState.SENT, str(target))
