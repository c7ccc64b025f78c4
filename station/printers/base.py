"""What services need of a local printer: a profile per label format and one async print call."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from station.domain.enums import LabelFormat
from station.printers.health import PrinterHealth, QueuedJob


@dataclass(frozen=True)
class PrinterProfile:
    """How labels of one format reach one local printer.

    `printer_name` is the system queue name (QPrinterInfo); empty means the system default printer.
    `folder`, when set, makes the profile a "save to a folder" printer: each label is saved there as a PDF file
    named by its order reference instead of being printed (a station without a printer, or a print-later flow).
    Offsets calibrate a printer that feeds slightly off; they move the whole label.
    """

    name: str
    label_format: LabelFormat
    printer_name: str = ""
    scale_to_fit: bool = True
    landscape: bool = False
    offset_x_mm: float = 0.0
    offset_y_mm: float = 0.0
    folder: str = ""

    @property
    def saves_to_folder(self) -> bool:
        return bool(self.folder)

    @property
    def destination(self) -> str:
        """Where its labels go, in operator words."""
        if self.folder:
            return f"PDF files in {self.folder}"
        return self.printer_name or "system default printer"


class PrintJobState(str, Enum):
    QUEUED = "queued"
    SENT = "sent"
    FAILED = "failed"


@dataclass(frozen=True)
class PrintOutcome:
    state: PrintJobState
    detail: str = ""  # operator-readable: the queue it went to, the file it wrote, or why it failed


class LabelPrinter(Protocol):
    """Hands one label PDF (all its pages) to a printer. Must not block the caller's event loop."""

    async def print_pdf(self, pdf: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome: ...


class PrinterHealthProbe(Protocol):
    """A printer that can say whether it can print now, and which of Station's jobs still wait in its queue.
    Optional for a LabelPrinter: one without it is never refused (its health is unknown)."""

    async def health(self, profile: PrinterProfile) -> PrinterHealth: ...

    async def waiting_jobs(self, profile: PrinterProfile) -> list[QueuedJob]: ...
