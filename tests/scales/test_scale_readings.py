"""Scale adapters: HID POS scale reports and serial lines to readings; a pty pair as the serial scale (continuous and
request/response), a fake HID device; garbage and a pulled cable are clear states, never a wrong weight."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

# A worktree whose venv predates the scale support: pip install -c constraints.txt -e '.[test]' brings pyserial.
pytest.importorskip("serial", reason="pyserial is not installed (run scripts/bootstrap.sh)")

from station.domain.weighing import ReadingStatus, ScaleReading
from station.scales.base import ScaleUnavailable
from station.scales.hid_scale import HidScale
from station.scales.readings import SerialFormat, parse_hid_report, parse_serial_line
from station.scales.serial_scale import SerialScale
from tests.scales.fakes import FakeHidDevice, PtySerialScale


@pytest.mark.parametrize(
    ("report", "expected"),
    [
        ([3, 4, 2, 0, 0xD2, 0x04], ScaleReading(ReadingStatus.STABLE, 1234)),  # 1234 g
        ([3, 3, 2, 0, 0xD0, 0x04], ScaleReading(ReadingStatus.MOVING, 1232)),
        ([3, 4, 11, 0xFF, 100, 0], ScaleReading(ReadingStatus.STABLE, 283)),  # 10.0 oz
        ([3, 4, 12, 0xFE, 0xF4, 0x01], ScaleReading(ReadingStatus.STABLE, 2268)),  # 5.00 lb
        ([3, 2, 2, 0, 0, 0], ScaleReading(ReadingStatus.ZERO, 0)),
    ],
)
def test_hid_scale_reports(report: list[int], expected: ScaleReading) -> None:
    assert parse_hid_report(report) == expected


@pytest.mark.parametrize(
    "report", [[], [1, 2, 3], [3, 6, 2, 0, 0, 0], [3, 9, 2, 0, 1, 0], [3, 4, 99, 0, 1, 0], [3, 1, 2, 0, 0, 0]]
)
def test_hid_reports_that_are_no_weight(report: list[int]) -> None:
    reading = parse_hid_report(report)
    assert reading.grams is None and reading.status in (ReadingStatus.FAULT, ReadingStatus.OVERLOAD) and reading.detail


@pytest.mark.parametrize(
    ("line", "status", "grams"),
    [
        ("ST,GS,+  1.234kg", ReadingStatus.STABLE, 1234),
        ("US,GS,+  1.230kg", ReadingStatus.MOVING, 1230),
        ("S S     1.234 kg", ReadingStatus.STABLE, 1234),
        ("S D     0.998 kg", ReadingStatus.MOVING, 998),
        ("  850 g", ReadingStatus.UNKNOWN, 850),
        ("\x021.5kg\x03", ReadingStatus.UNKNOWN, 1500),
        ("2.5 lb", ReadingStatus.UNKNOWN, 1134),
        ("0.000kg", ReadingStatus.ZERO, 0),
    ],
)
def test_serial_lines(line: str, status: ReadingStatus, grams: int) -> None:
    assert parse_serial_line(line) == ScaleReading(status, grams)


@pytest.mark.parametrize(
    "line",
    ["garbage", "xx12g", "ST,GS,+  1.234kgX", "1200", "", "\x00\xff\xfe", "OL,GS,+99.999kg", "ST,GS,-  0.010kg", "S I"],
)
def test_serial_lines_that_are_no_weight(line: str) -> None:
    assert parse_serial_line(line).grams is None


def test_a_grams_only_scale_sends_bare_numbers() -> None:
    assert parse_serial_line("1200", SerialFormat.GRAMS_ONLY) == ScaleReading(ReadingStatus.UNKNOWN, 1200)


@pytest.fixture
def pty_scale() -> Iterator[PtySerialScale]:
    scale = PtySerialScale("ST,GS,+  1.234kg")
    yield scale
    scale.close()


def test_a_continuous_serial_scale_over_a_pty(pty_scale: PtySerialScale) -> None:
    scale = SerialScale(pty_scale.port, 9600)
    try:
        readings = [scale.read(2.0) for _ in range(3)]
        assert all(reading == ScaleReading(ReadingStatus.STABLE, 1234) for reading in readings)
        pty_scale.line = "@@@@ noise"
        assert any(scale.read(2.0).status is ReadingStatus.FAULT for _ in range(3))
        pty_scale.unplug()
        with pytest.raises(ScaleUnavailable, match="stopped answering"):
            for _ in range(5):
                scale.read(0.5)
    finally:
        scale.close()


def test_a_request_response_serial_scale_over_a_pty() -> None:
    far_end = PtySerialScale("S S     0.640 kg", answers=True)
    scale = SerialScale(far_end.port, 9600, request=b"S\r\n")
    try:
        assert scale.read(2.0) == ScaleReading(ReadingStatus.STABLE, 640)
        assert scale.read(2.0) == ScaleReading(ReadingStatus.STABLE, 640)
        assert far_end.requests[:2] == [b"S\r", b"S\r"]  # one request per reading
    finally:
        scale.close()
        far_end.close()


def test_a_serial_port_that_is_not_there() -> None:
    with pytest.raises(ScaleUnavailable, match="cannot be opened"):
        SerialScale("/dev/does-not-exist-station", 9600)


def test_a_fake_hid_scale_and_its_cable_pulled() -> None:
    device = FakeHidDevice([[3, 3, 2, 0, 0x10, 0x01], [3, 4, 2, 0, 0x20, 0x03]])
    scale = HidScale(device)
    assert scale.read(0.1) == ScaleReading(ReadingStatus.MOVING, 272)
    assert scale.read(0.1) == ScaleReading(ReadingStatus.STABLE, 800)
    assert scale.read(0.1) is None
    device.unplugged = True
    with pytest.raises(ScaleUnavailable, match="unplugged"):
        scale.read(0.1)
    scale.close()
    assert device.closed
