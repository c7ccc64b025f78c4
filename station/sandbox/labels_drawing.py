"""Draws one A6 label face (a shipment's label or its return label) onto a reportlab canvas."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import datetime

from reportlab.graphics.barcode.code128 import Code128
from reportlab.lib.colors import Color, black, white
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from station.domain.enums import Carrier, DeliveryType, ShipmentOption
from station.domain.models import Address, PickupLocation, ShipmentOptions

# contract §4: A6 = one 105×148 mm page per label.
A6_SIZE_PT: tuple[float, float] = (105 * mm, 148 * mm)

_WIDTH, _HEIGHT = A6_SIZE_PT
_MARGIN = 4 * mm
_CONTENT_WIDTH = _WIDTH - 2 * _MARGIN
# Text and rules are pure black: a thermal head prints one bit per dot, and grey rendered without dithering
# comes out as hollow letters and vanishing lines. Only the SANDBOX mark under the text is a tint (on a one-bit
# printer it drops out; the black notice in the top margin stays).
_MARK_GREY = Color(0.84, 0.84, 0.84)
SANDBOX_MARK = "SANDBOX"

_REGULAR = "Helvetica"
_BOLD = "Helvetica-Bold"
_MONO_BOLD = "Courier-Bold"

_HEADER_HEIGHT = 30.0
_BAR_HEIGHT = 25 * mm
# Scanners want bars of at least ~0.25 mm; wider than ~0.5 mm wastes no space but looks odd on short codes.
_MAX_MODULE_WIDTH = 0.5 * mm
# Every bar edge on an eighth of a millimetre: the dot pitch of a 203 dpi head (8 dots/mm), so a label printer
# renders each module exactly as wide as the next. On a 300 dpi head (12 dots/mm) the 0.25 / 0.5 mm modules are
# whole dots too (3 / 6); an odd eighth (0.375 mm, long codes) is 4.5 dots there, half a dot that no decoder sees.
_DOT_GRID = 0.125 * mm
_BARCODE_TEXT_SIZE = 15.0
_BARCODE_BLOCK_BOTTOM = _MARGIN + 10  # room for the tracking URL line under the barcode text


@dataclass(frozen=True)
class LabelFace:
    """One printed page: either a shipment's label or its return label (addresses already swapped)."""

    carrier: Carrier
    barcode: str
    reference: str
    recipient: Address
    sender: Address | None
    label_description: str
    options: ShipmentOptions
    tracking_url: str
    created: datetime | None
    pickup_location: PickupLocation | None
    collo: tuple[int, int] | None
    is_return: bool


def draw_label(canvas: Canvas, face: LabelFace) -> None:
    """The SANDBOX mark underneath, then header, service line, option badges, addresses, reference, and the
    barcode block at the foot."""
    _draw_sandbox_mark(canvas)
    y = _HEIGHT - _MARGIN
    y = _draw_header(canvas, face, y)
    y = _draw_service_line(canvas, face, y - 13)
    y = _draw_badges(canvas, _badges(face), y - 6)
    _rule(canvas, y - 4)
    y = _draw_recipient(canvas, face, y - 14)
    y = _draw_sender(canvas, face, y - 6)
    _draw_reference(canvas, face, y - 6)
    _draw_barcode_block(canvas, face)


def _draw_sandbox_mark(canvas: Canvas) -> None:
    """Every sandbox label says on its face that it is not a real label (it must never go out on a parcel).

    Light grey and across the address area, drawn first so all text stays readable on top of it; it stays clear
    of the barcode block at the foot, so the bars scan as before.
    """
    canvas.saveState()
    canvas.setFillColor(_MARK_GREY)
    canvas.setFont(_BOLD, 46)
    canvas.translate(_WIDTH / 2, _HEIGHT * 0.56)
    canvas.rotate(32)
    canvas.drawCentredString(0, -16, SANDBOX_MARK)
    canvas.restoreState()
    # The same in words a reader (or a text search of the PDF) finds in one piece: in the top margin, level.
    canvas.saveState()
    canvas.setFillColor(black)
    canvas.setFont(_BOLD, 6)
    canvas.drawCentredString(
        _WIDTH / 2, _HEIGHT - _MARGIN + 2.5, f"{SANDBOX_MARK} — TEST LABEL, NOT VALID FOR SHIPPING"
    )
    canvas.restoreState()


def _draw_header(canvas: Canvas, face: LabelFace, top: float) -> float:
    """A black band with the carrier's name, and RETURN or the multi-collo count on the right."""
    bottom = top - _HEADER_HEIGHT
    canvas.setFillColor(black)
    canvas.rect(_MARGIN, bottom, _CONTENT_WIDTH, _HEADER_HEIGHT, stroke=0, fill=1)
    canvas.setFillColor(white)
    right_text = "RETURN" if face.is_return else (f"{face.collo[0]}/{face.collo[1]}" if face.collo else "")
    right_width = stringWidth(right_text, _BOLD, 16) if right_text else 0.0
    name_room = _CONTENT_WIDTH - 16 - right_width - (8 if right_text else 0)
    _draw_fitted(canvas, face.carrier.display_name, _MARGIN + 8, bottom + 9, name_room, _BOLD, 18, 10)
    if right_text:
        canvas.setFont(_BOLD, 16)
        canvas.drawRightString(_MARGIN + _CONTENT_WIDTH - 8, bottom + 10, right_text)
    canvas.setFillColor(black)
    return bottom


def _draw_service_line(canvas: Canvas, face: LabelFace, baseline: float) -> float:
    """Package type and delivery type on the left, the creation date on the right."""
    if face.is_return:
        service = "RETURN PARCEL"
    else:
        service = f"{face.options.package_type.display_name} · {face.options.delivery_type.display_name} delivery"
    date_text = face.created.strftime("%Y-%m-%d") if face.created else ""
    date_width = stringWidth(date_text, _REGULAR, 9) if date_text else 0.0
    _draw_fitted(canvas, service.upper(), _MARGIN, baseline, _CONTENT_WIDTH - date_width - 6, _BOLD, 11, 7)
    if date_text:
        canvas.setFont(_REGULAR, 9)
        canvas.drawRightString(_MARGIN + _CONTENT_WIDTH, baseline, date_text)
    return baseline - 4


def _badges(face: LabelFace) -> list[str]:
    """Option badges in the order of spec §2 Shipment options; insurance shows its amount."""
    if face.is_return:
        return []
    found: list[str] = []
    if face.options.delivery_type is DeliveryType.PICKUP:
        found.append("PICKUP POINT")
    for option in ShipmentOption:
        if not face.options.has(option):
            continue
        if option is ShipmentOption.INSURANCE:
            found.append(f"INSURED {_euros(face.options.insurance)}")
        else:
            found.append(option.display_name.upper())
    return found


def _euros(cents: int) -> str:
    # Money is integer euro cents (contract conventions); whole euros print without decimals.
    whole, rest = divmod(cents, 100)
    return f"€{whole}" if rest == 0 else f"€{whole}.{rest:02d}"


def _draw_badges(canvas: Canvas, badges: list[str], top: float) -> float:
    """Outlined badges, wrapped onto as many rows as they need. Returns the bottom of the last row."""
    if not badges:
        return top
    size, height, gap, padding = 7.5, 12.0, 4.0, 4.0
    x, row_top = _MARGIN, top
    canvas.setLineWidth(1)
    for text in badges:
        width = stringWidth(text, _BOLD, size) + 2 * padding
        if x > _MARGIN and x + width > _MARGIN + _CONTENT_WIDTH:
            x, row_top = _MARGIN, row_top - height - 3
        canvas.roundRect(x, row_top - height, width, height, 2.5, stroke=1, fill=0)
        canvas.setFont(_BOLD, size)
        canvas.drawString(x + padding, row_top - height + 3.3, text)
        x += width + gap
    return row_top - height


def _rule(canvas: Canvas, y: float) -> None:
    canvas.setStrokeColor(black)
    canvas.setLineWidth(0.6)
    canvas.line(_MARGIN, y, _MARGIN + _CONTENT_WIDTH, y)


def _caption(canvas: Canvas, text: str, baseline: float) -> None:
    canvas.setFillColor(black)
    canvas.setFont(_BOLD, 7)
    canvas.drawString(_MARGIN, baseline, text)


def _draw_recipient(canvas: Canvas, face: LabelFace, baseline: float) -> float:
    """The recipient in the largest type on the label; a pickup delivery adds the pickup point."""
    _caption(canvas, "TO", baseline)
    recipient = face.recipient
    lines = [
        (recipient.name, _BOLD, 16.0),
        (recipient.street, _REGULAR, 14.0),
        (f"{recipient.postal_code}  {recipient.city}", _BOLD, 14.0),
        (recipient.country, _REGULAR, 12.0),
    ]
    y = baseline - 17
    for text, font, size in lines:
        _draw_fitted(canvas, text, _MARGIN + 8, y, _CONTENT_WIDTH - 8, font, size, 7)
        y -= size + 2.5
    if face.pickup_location is not None:
        point = face.pickup_location
        text = f"Pickup point: {point.location_name}, {point.street} {point.number}, {point.city}"
        _draw_fitted(canvas, text, _MARGIN + 8, y - 1, _CONTENT_WIDTH - 8, _BOLD, 8, 6)
        y -= 11
    return y + 4


def _draw_sender(canvas: Canvas, face: LabelFace, baseline: float) -> float:
    """The sender in small type; `hide_sender` (spec §2) keeps it off the shipment's own label."""
    _caption(canvas, "FROM", baseline)
    y = baseline - 10
    if face.sender is None or face.options.has(ShipmentOption.HIDE_SENDER):
        canvas.setFont(_REGULAR, 8)
        canvas.drawString(_MARGIN + 8, y, "Sender not shown" if face.sender else "—")
        return y - 2
    sender = face.sender
    text = f"{sender.name}, {sender.street}, {sender.postal_code} {sender.city}, {sender.country}"
    _draw_fitted(canvas, text, _MARGIN + 8, y, _CONTENT_WIDTH - 8, _REGULAR, 8, 6)
    return y - 2


def _draw_reference(canvas: Canvas, face: LabelFace, baseline: float) -> None:
    """Reference (contract §4: printed as text) and the label description."""
    _rule(canvas, baseline + 2)
    _caption(canvas, "REFERENCE", baseline - 9)
    _draw_fitted(canvas, face.reference, _MARGIN + 48, baseline - 9, _CONTENT_WIDTH - 48, _BOLD, 10, 6)
    if face.label_description:
        _draw_fitted(canvas, face.label_description, _MARGIN + 48, baseline - 21, _CONTENT_WIDTH - 48, _REGULAR, 8.5, 6)


def _draw_barcode_block(canvas: Canvas, face: LabelFace) -> None:
    """Code128 bars as wide as the label allows, the barcode as plain text, and the tracking URL.

    contract §4: the barcode is printed both as bars and as extractable text. The symbol is encoded once
    with unit-wide modules and then scaled horizontally, so reportlab never encodes it twice. The module and the
    symbol's left edge are whole eighths of a millimetre (`_DOT_GRID`): no bar edge falls between a printer's dots.
    """
    text_baseline = _BARCODE_BLOCK_BOTTOM + 3
    bars_bottom = text_baseline + _BARCODE_TEXT_SIZE + 1
    symbol = Code128(face.barcode, barWidth=1.0, barHeight=_BAR_HEIGHT, quiet=False, humanReadable=False)
    modules = float(symbol.width)
    quiet_zone_modules = 20.0  # ten modules of white either side (Code128's quiet zone)
    fitting = min(_MAX_MODULE_WIDTH, _CONTENT_WIDTH / (modules + quiet_zone_modules))
    # A code too long for eighth-millimetre modules keeps the width that fits (off the grid, but on the label).
    module_width = int(fitting / _DOT_GRID + 1e-9) * _DOT_GRID if fitting >= _DOT_GRID else fitting
    bars_width = modules * module_width
    left = round((_MARGIN + (_CONTENT_WIDTH - bars_width) / 2) / _DOT_GRID) * _DOT_GRID
    canvas.saveState()
    canvas.translate(left, bars_bottom)
    canvas.scale(module_width, 1.0)
    symbol.drawOn(canvas, 0, 0)
    canvas.restoreState()
    _draw_fitted_centered(canvas, face.barcode, text_baseline, _MONO_BOLD, _BARCODE_TEXT_SIZE, 8)
    if face.tracking_url:
        _draw_fitted_centered(canvas, face.tracking_url, _MARGIN, _REGULAR, 6, 4)


_STROKED_LETTERS = str.maketrans("ŁłĐđĦħŦŧıƗɨ", "LlDdHhTtiIi")


def printable(text: str) -> str:
    """`text` in the characters the label's standard PDF fonts carry (Windows-1252).

    Accents that the fonts lack lose their mark ("ő" prints "o", "Ł" "L"), anything else becomes "?", so a name
    prints readably instead of as black boxes; embedding a Unicode font would cost every label ~100 KiB.
    """
    try:
        text.encode("cp1252")
        return text
    except UnicodeEncodeError:
        pass
    kept: list[str] = []
    for char in text:
        try:
            char.encode("cp1252")
            kept.append(char)
            continue
        except UnicodeEncodeError:
            pass
        # Stroked letters have no Unicode decomposition to a base letter, hence the table.
        decomposed = unicodedata.normalize("NFKD", char.translate(_STROKED_LETTERS))
        base = "".join(c for c in decomposed if not unicodedata.combining(c))
        try:
            base.encode("cp1252")
            kept.append(base or "?")
        except UnicodeEncodeError:
            kept.append("?")
    return "".join(kept)


def _fitted_size(text: str, font: str, size: float, minimum: float, room: float) -> float:
    """The largest size from `size` down to `minimum` at which `text` fits in `room`."""
    width = stringWidth(text, font, size)
    if width <= room:
        return size
    return max(minimum, size * room / width)


def _draw_fitted(
    canvas: Canvas,
    text: str,
    x: float,
    baseline: float,
    room: float,
    font: str,
    size: float,
    minimum: float,
) -> None:
    """Draws `text` shrunk to fit `room`; below `minimum` it is cut with an ellipsis rather than overflow."""
    text = printable(text)
    fitted = _fitted_size(text, font, size, minimum, room)
    if stringWidth(text, font, fitted) > room:
        while text and stringWidth(text + "…", font, fitted) > room:
            text = text[:-1]
        text += "…"
    canvas.setFont(font, fitted)
    canvas.drawString(x, baseline, text)


def _draw_fitted_centered(canvas: Canvas, text: str, baseline: float, font: str, size: float, minimum: float) -> None:
    """Centred and shrunk to the label's width, never cut: barcodes and URLs must stay whole."""
    text = printable(text)
    fitted = _fitted_size(text, font, size, minimum, _CONTENT_WIDTH)
    canvas.setFont(font, fitted)
    canvas.drawCentredString(_WIDTH / 2, baseline, text)
