"""ZPL for a thermal label printer: each label a graphic field (zebrafy), with darkness, offset and rotation set in
the ZPL itself (`~SD`, `^LH`, `^PO`), so no driver setting can change how it prints."""

from __future__ import annotations

from typing import TYPE_CHECKING

from station.printers.base import PrinterProfile

if TYPE_CHECKING:
    from PIL import Image

# Run-length compressed hexadecimal: a tenth of plain hex for a label, and read by every ZPL printer and ZPL
# emulation (the Z64 form needs newer Zebra firmware).
GRAPHIC_FORMAT = "ASCII_COMPRESSED"


def is_zpl(payload: bytes) -> bool:
    """Whether a label from the service is ZPL already (then it goes to the printer unchanged)."""
    head = payload[:64].lstrip()
    return head.startswith((b"^XA", b"~", b"^"))


def _offset_dots(offset_mm: float, dots_per_mm: int) -> int:
    return round(offset_mm * dots_per_mm)


def label_zpl(bitmap: Image.Image, profile: PrinterProfile) -> str:
    """One label: mode "1" `bitmap` (black = a dot) as a graphic field on a label the bitmap's size.

    Positive offsets move the label home (`^LH`); ^LH cannot go below 0, so a negative offset starts the graphic
    that many dots before the label's edge instead (`^FO` with the bitmap cut), which prints the same.
    """
    from zebrafy import ZebrafyImage  # with Pillow: loaded with the first label, not at Station's start

    dots_per_mm = profile.resolution.dots_per_mm
    x = _offset_dots(profile.offset_x_mm, dots_per_mm)
    y = _offset_dots(profile.offset_y_mm, dots_per_mm)
    cut_left, cut_top = max(0, -x), max(0, -y)
    if cut_left or cut_top:
        bitmap = bitmap.crop((cut_left, cut_top, bitmap.width, bitmap.height))
    field = ZebrafyImage(bitmap, format=GRAPHIC_FORMAT, dither=False, complete_zpl=False).to_zpl()
    orientation = "I" if profile.rotation == 180 else "N"
    width, length = bitmap.width + cut_left, bitmap.height + cut_top
    return (
        f"~SD{profile.darkness:02d}\n"
        f"^XA\n^PW{width}\n^LL{length}\n^LH{max(0, x)},{max(0, y)}\n^PO{orientation}\n"
        f"{field}\n^XZ\n"
    )


def labels_zpl(bitmaps: list[Image.Image], profile: PrinterProfile) -> bytes:
    """Every page a label of its own, in page order (a multi-collo shipment, a return label after its label)."""
    return "".join(label_zpl(bitmap, profile) for bitmap in bitmaps).encode("ascii")
