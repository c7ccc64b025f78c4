"""Issue 26 point 4, the rules: a scanner burst told from typing, and the code it meant on any keyboard layout."""

from __future__ import annotations

import pytest

from station.domain.scanner_keys import (
    CALIBRATION_CODE,
    CalibrationFailed,
    ScannerMode,
    calibrate,
    is_burst,
    meant_text,
    typed_text,
)
from tests.keyboard_layouts import (
    BE_AZERTY,
    DE_QWERTZ,
    LAYOUTS,
    NL_QWERTY,
    keystrokes,
    local_scanner_presses,
    us_scanner_presses,
)

CODES = ["3SDEMO000000001", "WEB-10423", "HA112", "3SYZ-0042/zy_1.b"]


def test_a_scanner_burst_is_told_from_typing() -> None:
    presses = us_scanner_presses("WEB-10423")
    assert is_burst(keystrokes(presses, NL_QWERTY, gap_ms=8))
    assert not is_burst(keystrokes(presses, NL_QWERTY, gap_ms=90))  # a quick typist
    assert not is_burst(keystrokes(presses[:3], NL_QWERTY, gap_ms=5))  # too short to be a code
    mixed = keystrokes(presses, NL_QWERTY, gap_ms=8)
    mixed[4] = type(mixed[4])(mixed[4].text, mixed[4].key, mixed[4].shift, mixed[4].at_ms + 200)
    assert not is_burst(mixed)


def test_what_azerty_makes_of_a_us_scanner_is_read_from_the_keys() -> None:
    strokes = keystrokes(us_scanner_presses("HA112"), BE_AZERTY)
    assert typed_text(strokes) == "HQ&&é"
    assert meant_text(strokes) == "HA112"


def test_typing_is_taken_as_typed() -> None:
    strokes = keystrokes(us_scanner_presses("HA112"), BE_AZERTY, gap_ms=150)
    assert meant_text(strokes) == "HQ&&é"


@pytest.mark.parametrize("layout_name", sorted(LAYOUTS))
@pytest.mark.parametrize("scanner", ["US keys", "local layout"])
def test_after_calibration_every_code_reads_as_meant(layout_name: str, scanner: str) -> None:
    layout = LAYOUTS[layout_name]

    def presses(code: str) -> list[tuple[int, bool]]:
        return us_scanner_presses(code) if scanner == "US keys" else local_scanner_presses(code, layout)

    calibration = calibrate(keystrokes(presses(CALIBRATION_CODE), layout))
    for code in CODES:
        assert meant_text(keystrokes(presses(code), layout), calibration) == code, (layout_name, scanner, code)


def test_without_physical_keys_the_calibration_learns_the_characters() -> None:
    strokes = [
        stroke.__class__(stroke.text, None, stroke.shift, stroke.at_ms)
        for stroke in keystrokes(us_scanner_presses(CALIBRATION_CODE), DE_QWERTZ)
    ]
    calibration = calibrate(strokes)
    assert calibration.mode is ScannerMode.LEARNED and calibration.table["z"] == "y"
    code = [
        stroke.__class__(stroke.text, None, stroke.shift, stroke.at_ms)
        for stroke in keystrokes(us_scanner_presses("3SYZ-0042"), DE_QWERTZ)
    ]
    assert typed_text(code) == "3SZYß0042"
    assert meant_text(code, calibration) == "3SYZ-0042"


def test_a_calibration_scan_that_is_not_the_test_code_is_refused() -> None:
    with pytest.raises(CalibrationFailed, match="characters"):
        calibrate(keystrokes(us_scanner_presses("3SDEMO000000001"), NL_QWERTY))
