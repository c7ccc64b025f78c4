"""What services need of a local printer: a profile per label format and one async print call."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from station.domain.enums import LabelFormat


@dataclass(frozen=True)
class PrinterProfile:
    """How labels of one format reach one local printer.

    `printer_name` is the system queue name (QPrinterInfo); empty means the system default printer.
    Offsets calibrate a printer that feeds slightly off; they move the whole label.
    """

    name: str
    label_format: LabelFormat
    printer_name: str = ""
    scale_to_fit: bool = True
    landscape: bool = False
    offset_x_mm: float = 0.0
    offset_y_mm: float = 0.0


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
