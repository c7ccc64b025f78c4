"""What a barcode scanner meant, whatever keyboard layout the computer has (issue 26 point 4). Pure rules.

A USB scanner "types" a code by pressing keys. Most are set up for a US keyboard: to type "1" they press the key
that is "1" on a US keyboard. On a Belgian AZERTY keyboard that key is "&", so the computer sees "&" where the
scanner meant "1"; on a German QWERTZ keyboard the US "Y" key is "Z". The physical keys do not change, so the
code can be read back from them (`us_text`), or from a one-time calibration scan of a known test code, which
also tells whether the scanner types in the computer's own layout (then the text is right as typed).

A scanner types a whole code within a few milliseconds per key; a person takes tens to hundreds (`is_burst`).
Only bursts are re-read: what a person types is what they meant.
"""

from __future__ import annotations

import itertools
import string
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

# The physical keys of the main block by their Linux evdev key code (the numbering of the PC's scan code set 1,
# which Windows reports too), and what a US keyboard types with them: (plain, with Shift).
US_KEYS: dict[int, tuple[str, str]] = {
    **{code: (plain, shifted) for code, plain, shifted in zip(range(2, 12), "1234567890", "!@#$%^&*()", strict=True)},
    12: ("-", "_"),
    13: ("=", "+"),
    **{code: (letter, letter.upper()) for code, letter in zip(range(16, 26), "qwertyuiop", strict=True)},
    26: ("[", "{"),
    27: ("]", "}"),
    **{code: (letter, letter.upper()) for code, letter in zip(range(30, 39), "asdfghjkl", strict=True)},
    39: (";", ":"),
    40: ("'", '"'),
    41: ("`", "~"),
    43: ("\\", "|"),
    **{code: (letter, letter.upper()) for code, letter in zip(range(44, 51), "zxcvbnm", strict=True)},
    51: (",", "<"),
    52: (".", ">"),
    53: ("/", "?"),
    57: (" ", " "),
}

# What order references and carrier barcodes are made of: a scan that types anything else went through a layout
# that does not match the scanner.
CODE_CHARACTERS = frozenset(string.ascii_letters + string.digits + "-_./+ ")

# The test code of the calibration page: every digit and letter, and the separators references use.
CALIBRATION_CODE = "0123456789-ABCDEFGHIJKLMNOPQRSTUVWXYZ.abcdefghijklmnopqrstuvwxyz/_"

# Scanners send a key every few milliseconds; people rarely type two keys within 35 ms, never a whole code.
BURST_MAX_GAP_MS = 35
BURST_MIN_KEYS = 4


@dataclass(frozen=True)
class Keystroke:
    """One key press: the text the layout made of it, the physical key (evdev code; None when the platform does
    not say), whether Shift was held, and when (milliseconds, any clock)."""

    text: str
    key: int | None
    shift: bool
    at_ms: int


class ScannerMode(str, Enum):
    AS_TYPED = "as_typed"  # the scanner types in this computer's layout: the text is right
    US_KEYS = "us_keys"  # the scanner presses US keys: read the code from the physical keys
    LEARNED = "learned"  # read through a character table learned from the calibration scan (no physical keys)


@dataclass(frozen=True)
class ScannerCalibration:
    mode: ScannerMode
    table: dict[str, str] = field(default_factory=dict)  # LEARNED: typed character → meant character


class CalibrationFailed(ValueError):
    """The calibration scan cannot be read as the test code, in operator words."""


def is_burst(strokes: Sequence[Keystroke]) -> bool:
    """Whether these keys came from a scanner: enough of them, each within BURST_MAX_GAP_MS of the one before."""
    if len(strokes) < BURST_MIN_KEYS:
        return False
    return all(0 <= later.at_ms - earlier.at_ms <= BURST_MAX_GAP_MS for earlier, later in itertools.pairwise(strokes))


def typed_text(strokes: Sequence[Keystroke]) -> str:
    return "".join(stroke.text for stroke in strokes)


def us_text(strokes: Sequence[Keystroke]) -> str | None:
    """What the keys type on a US keyboard; None when a key is unknown."""
    meant: list[str] = []
    for stroke in strokes:
        pair = US_KEYS.get(stroke.key) if stroke.key is not None else None
        if pair is None:
            return None
        meant.append(pair[1] if stroke.shift else pair[0])
    return "".join(meant)


def looks_like_code(text: str) -> bool:
    return bool(text) and set(text) <= CODE_CHARACTERS


def meant_text(strokes: Sequence[Keystroke], calibration: ScannerCalibration | None = None) -> str:
    """What the scanner meant by a burst (a person's typing is returned as typed).

    Calibrated: as the calibration found. Not calibrated: the text as typed when it looks like a code, else the
    code the physical keys make on a US keyboard when that does (an AZERTY keyboard turns a US scanner's digits
    into "&é\\"'(", which no code contains). A US scanner's Y and Z on a QWERTZ keyboard still look like a code:
    only the calibration scan finds those.
    """
    typed = typed_text(strokes)
    if not is_burst(strokes):
        return typed
    if calibration is not None:
        if calibration.mode is ScannerMode.US_KEYS:
            return us_text(strokes) or typed
        if calibration.mode is ScannerMode.LEARNED:
            return "".join(calibration.table.get(char, char) for char in typed)
        return typed
    if looks_like_code(typed):
        return typed
    keys = us_text(strokes)
    return keys if keys is not None and looks_like_code(keys) else typed


def calibrate(strokes: Sequence[Keystroke], expected: str = CALIBRATION_CODE) -> ScannerCalibration:
    """Learns how the scanner types from a scan of the calibration page's test code."""
    typed = typed_text(strokes)
    if typed == expected:
        return ScannerCalibration(ScannerMode.AS_TYPED)
    if us_text(strokes) == expected:
        return ScannerCalibration(ScannerMode.US_KEYS)
    if len(typed) != len(expected):
        raise CalibrationFailed(
            f"the scan had {len(typed)} characters, the test code {len(expected)}: scan the test code on the "
            "calibration page, the whole code in one go"
        )
    table: dict[str, str] = {}
    for got, meant in zip(typed, expected, strict=True):
        if table.setdefault(got, meant) != meant:
            raise CalibrationFailed(
                f"the scanner types {got!r} for both {table[got]!r} and {meant!r}: set the scanner to the "
                "keyboard layout of this computer (its manual has a barcode for that), then calibrate again"
            )
    return ScannerCalibration(ScannerMode.LEARNED, table)
