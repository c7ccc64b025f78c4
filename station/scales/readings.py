"""Scale bytes to ScaleReadings: the HID POS scale report and the common serial scale lines."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from enum import Enum

from station.domain.text import QT_TRANSLATE_NOOP
from station.domain.weighing import ReadingStatus, ScaleReading

# USB HID Point of Sale usage tables, Scale page (0x8D): the "scale data" report postal scales send.
HID_SCALE_USAGE_PAGE = 0x8D
_HID_STATUS = {
    1: ReadingStatus.FAULT,
    2: ReadingStatus.ZERO,
    3: ReadingStatus.MOVING,
    4: ReadingStatus.STABLE,
    5: ReadingStatus.UNDER_ZERO,
    6: ReadingStatus.OVERLOAD,
    7: ReadingStatus.FAULT,
    8: ReadingStatus.FAULT,
}
_GRAMS_PER_UNIT = {
    1: Decimal("0.001"),
    2: Decimal(1),
    3: Decimal(1000),
    11: Decimal("28.349523125"),
    12: Decimal("453.59237"),
}  # milligram, gram, kilogram, ounce, pound


# What a scale says of itself when it has no weight to give, in operator words.
_STATUS_WORDS = {
    ReadingStatus.OVERLOAD: QT_TRANSLATE_NOOP("ScaleReading", "the scale is overloaded"),
    ReadingStatus.UNDER_ZERO: QT_TRANSLATE_NOOP("ScaleReading", "the scale is under zero"),
    ReadingStatus.FAULT: QT_TRANSLATE_NOOP("ScaleReading", "the scale reports a fault"),
}


def _unreadable(text: str) -> str:
    return QT_TRANSLATE_NOOP("ScaleReading", "unreadable scale data {data}").format(data=repr(text[:30]))


def parse_hid_report(report: bytes | list[int]) -> ScaleReading:
    """[report id 3, status, unit, exponent (signed), weight low, weight high] as USB postal scales send it."""
    data = bytes(report)
    if len(data) < 6 or data[0] != 3:
        return ScaleReading(
            ReadingStatus.FAULT,
            detail=QT_TRANSLATE_NOOP("ScaleReading", "not a scale report ({data})").format(
                data=data[:8].hex(" ") or "-"
            ),
        )
    status = _HID_STATUS.get(data[1])
    if status is None:
        return ScaleReading(
            ReadingStatus.FAULT,
            detail=QT_TRANSLATE_NOOP("ScaleReading", "unknown scale status {status}").format(status=data[1]),
        )
    if status in (ReadingStatus.ZERO,):
        return ScaleReading(status, 0)
    if status is not ReadingStatus.STABLE and status is not ReadingStatus.MOVING:
        return ScaleReading(status, detail=_STATUS_WORDS.get(status, _STATUS_WORDS[ReadingStatus.FAULT]))
    unit = _GRAMS_PER_UNIT.get(data[2])
    if unit is None:
        return ScaleReading(
            ReadingStatus.FAULT,
            detail=QT_TRANSLATE_NOOP("ScaleReading", "unknown weight unit {unit}").format(unit=data[2]),
        )
    exponent = data[3] - 256 if data[3] > 127 else data[3]
    raw = data[4] | (data[5] << 8)
    grams = Decimal(raw) * (Decimal(10) ** exponent) * unit
    return ScaleReading(status, int(grams.quantize(Decimal(1))))


class SerialFormat(str, Enum):
    """How a serial scale writes a weight line."""

    # "ST,GS,+  1.234kg" / "US,GS,..." (A&D and many OEM scales); "S S     1.234 kg" / "S D ..." (MT-SICS);
    # or just a number and a unit ("  1.234 kg"): one parser reads all three.
    STANDARD = "standard"
    GRAMS_ONLY = "grams"  # a bare number of grams per line (simple USB-serial scales)


# The whole line must be one weight (with an optional header): garbage that happens to end in digits is no weight.
_WEIGHT = re.compile(
    r"(?:(?:ST|US),(?:GS|NT|TR),|S [SD]\s)?\s*([+-]?\s*\d+(?:[.,]\d+)?)\s*(kg|g|lb|oz)?", re.IGNORECASE
)
_UNIT_GRAMS = {"kg": Decimal(1000), "g": Decimal(1), "lb": Decimal("453.59237"), "oz": Decimal("28.349523125")}


def parse_serial_line(line: str, serial_format: SerialFormat = SerialFormat.STANDARD) -> ScaleReading:
    text = line.strip().strip("\x02\x03")
    if not text:
        return ScaleReading(
            ReadingStatus.FAULT, detail=QT_TRANSLATE_NOOP("ScaleReading", "an empty line from the scale")
        )
    upper = text.upper()
    status = ReadingStatus.UNKNOWN
    if upper.startswith(("ST,", "S S")):
        status = ReadingStatus.STABLE
    elif upper.startswith(("US,", "S D")):
        status = ReadingStatus.MOVING
    elif upper.startswith(("OL,", "S +")):
        return ScaleReading(ReadingStatus.OVERLOAD, detail=_STATUS_WORDS[ReadingStatus.OVERLOAD])
    elif upper.startswith("S -"):
        return ScaleReading(ReadingStatus.UNDER_ZERO, detail=_STATUS_WORDS[ReadingStatus.UNDER_ZERO])
    elif upper.startswith(("S I", "ES", "EL")):
        return ScaleReading(
            ReadingStatus.FAULT,
            detail=QT_TRANSLATE_NOOP("ScaleReading", "the scale answered {answer}").format(answer=repr(text)),
        )
    match = _WEIGHT.fullmatch(text)
    if match is None:
        return ScaleReading(ReadingStatus.FAULT, detail=_unreadable(text))
    try:
        value = Decimal(match.group(1).replace(" ", "").replace(",", "."))
    except InvalidOperation:
        return ScaleReading(ReadingStatus.FAULT, detail=_unreadable(text))
    unit = (match.group(2) or ("g" if serial_format is SerialFormat.GRAMS_ONLY else "")).lower()
    if not unit:
        return ScaleReading(
            ReadingStatus.FAULT,
            detail=QT_TRANSLATE_NOOP("ScaleReading", "no weight unit in {data}").format(data=repr(text[:30])),
        )
    grams = int((value * _UNIT_GRAMS[unit]).quantize(Decimal(1)))
    if grams < 0:
        return ScaleReading(ReadingStatus.UNDER_ZERO, detail=_STATUS_WORDS[ReadingStatus.UNDER_ZERO])
    if grams == 0:
        return ScaleReading(ReadingStatus.ZERO, 0)
    return ScaleReading(status, grams)
