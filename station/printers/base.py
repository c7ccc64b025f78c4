"""What services need of a local printer: a profile per label format and one async print call."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Protocol

from station.domain.enums import LabelFormat
from station.domain.text import QT_TRANSLATE_NOOP
from station.printers.health import PrinterHealth, QueuedJob


class PrinterKind(str, Enum):
    """What the printer is: an office printer takes the label PDF through its OS driver; a thermal label printer
    gets the label rendered by Station at its own dot grid and sent raw as ZPL (docs/printers.md)."""

    OFFICE = "office"
    THERMAL = "thermal"


class ThermalResolution(IntEnum):
    """A thermal head's resolution by its usual name. The dots are what count: a "203 dpi" head has 8 dots per
    millimetre (203.2 dpi) and a "300 dpi" head 12 (304.8 dpi), so a quarter millimetre is whole dots on both."""

    DPI_203 = 203
    DPI_300 = 300

    @property
    def dots_per_mm(self) -> int:
        return 8 if self is ThermalResolution.DPI_203 else 12

    @property
    def head_width_dots(self) -> int:
        """A 4-inch desktop head: 832 dots at 203 dpi, 1248 at 300 dpi (104 mm)."""
        return 104 * self.dots_per_mm


class LabelMedia(str, Enum):
    """The label rolls a packing table uses for A6 labels, with their size in millimetres (width, length)."""

    A6 = "a6"
    INCH_4X6 = "4x6in"
    MM_100X150 = "100x150mm"

    @property
    def size_mm(self) -> tuple[float, float]:
        return {"a6": (105.0, 148.0), "4x6in": (101.6, 152.4), "100x150mm": (100.0, 150.0)}[self.value]

    @property
    def display_name(self) -> str:
        """The roll's name in operator words, translatable (a `Text`: "4 × 6 inch" in Dutch, "4 × 6 pouces" in
        French); station.translation.translated says it in the language spoken now."""
        return {
            "a6": QT_TRANSLATE_NOOP("LabelMedia", "A6 (105 × 148 mm)"),
            "4x6in": QT_TRANSLATE_NOOP("LabelMedia", "4 × 6 in (102 × 152 mm)"),
            "100x150mm": QT_TRANSLATE_NOOP("LabelMedia", "100 × 150 mm"),
        }[self.value]


RAW_PORT = 9100  # the raw print port of network label printers (JetDirect / "port 9100")
MAX_DARKNESS = 30  # ZPL ~SD takes 00..30
DEFAULT_DARKNESS = 15
THERMAL_ROTATIONS = (0, 180)  # ZPL ^PO N / I


@dataclass(frozen=True)
class PrinterProfile:
    """How labels of one format reach one local printer.

    `printer_name` is the system queue name (QPrinterInfo); empty means the system default printer.
    `folder`, when set, makes the profile a "save to a folder" printer: each label is saved there as a PDF file
    named by its order reference instead of being printed (a station without a printer, or a print-later flow).
    Offsets calibrate a printer that feeds slightly off; they move the whole label.

    `kind` THERMAL makes it a ZPL label printer: Station renders each label at `resolution`'s dot grid for
    `media`, one bit per dot, and sends it raw — to `network_address` ("host" or "host:port", port 9100 when
    not given) when set, else to the queue `printer_name` in raw mode. `darkness` (0–30) and `rotation`
    (0 or 180) go into the ZPL, and so do the offsets.
    """

    name: str
    label_format: LabelFormat
    printer_name: str = ""
    scale_to_fit: bool = True
    landscape: bool = False
    offset_x_mm: float = 0.0
    offset_y_mm: float = 0.0
    folder: str = ""
    kind: PrinterKind = PrinterKind.OFFICE
    resolution: ThermalResolution = ThermalResolution.DPI_203
    media: LabelMedia = LabelMedia.A6
    darkness: int = DEFAULT_DARKNESS
    rotation: int = 0
    network_address: str = ""
    # Scan to verify the parcel's contents: the order, then each item's EAN; the label prints after the last item.
    verify_contents: bool = False

    @property
    def saves_to_folder(self) -> bool:
        return bool(self.folder)

    @property
    def is_thermal(self) -> bool:
        return self.kind is PrinterKind.THERMAL and not self.folder

    @property
    def destination(self) -> str:
        """Where its labels go, in operator words."""
        if self.folder:
            return QT_TRANSLATE_NOOP("PrinterProfile", "PDF files in {folder}").format(folder=self.folder)
        if self.is_thermal and self.network_address:
            return QT_TRANSLATE_NOOP("PrinterProfile", "label printer at {address}").format(
                address=self.network_address
            )
        return self.printer_name or QT_TRANSLATE_NOOP("PrinterProfile", "system default printer")


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
