"""A label printer that writes each job's PDF into a folder, atomically (headless batch runs and soak tests)."""

from __future__ import annotations

import logging
import os
import re
import tempfile
from pathlib import Path

from station.printers.base import PrinterProfile, PrintJobState, PrintOutcome
from station.printers.health import PrinterHealth, folder_health
from station.printers.workers import run_blocking

log = logging.getLogger("station.printers.directory")

# Characters that are unsafe in a file name on any of Linux, macOS and Windows.
_UNSAFE_NAME = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def job_file_name(job_name: str) -> str:
    """`<job_name>.pdf` with path separators and other unsafe characters replaced, never empty or hidden."""
    cleaned = _UNSAFE_NAME.sub("_", job_name).strip().strip(".")
    return f"{cleaned or 'label'}.pdf"


def write_atomically(target: Path, data: bytes) -> None:
    """Write `data` to `target` so a reader sees either the old file or the whole new one, never a part.

    The temporary file lives in the target's folder: `os.replace` is only atomic within one file system.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".part")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, target)
    except BaseException:
        # Leave no half-written temporary file behind, whatever went wrong.
        try:
            os.unlink(temp_name)
        except FileNotFoundError:
            pass
        raise


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
            return PrintOutcome(PrintJobState.FAILED, f"job {job_name!r} is not a PDF; nothing written")
        try:
            # File I/O and fsync can stall on a slow disk: keep them off the event loop.
            await run_blocking(write_atomically, target, pdf)
        except OSError as error:
            log.warning("writing %s failed: %s", target, error)
            return PrintOutcome(PrintJobState.FAILED, f"could not write {target}: {error.strerror or error}")
        log.info("wrote %s (%d bytes)", target, len(pdf))
        return PrintOutcome(PrintJobState.SENT, str(target))
