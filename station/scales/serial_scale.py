"""Serial scales (RS-232 or USB-serial) through pyserial: continuous output, or request/response."""

from __future__ import annotations

import logging

import serial  # type: ignore[import-untyped]

from station.domain.weighing import ScaleReading
from station.scales.base import ScaleUnavailable
from station.scales.readings import SerialFormat, parse_serial_line

log = logging.getLogger("station.scales.serial")

# The longest line a scale sends; anything longer is garbage, not a weight.
MAX_LINE = 64


class SerialScale:
    """`request` None: the scale sends a line per reading by itself (continuous output). Otherwise each read sends
    `request` (e.g. b"W\\r", b"S\\r\\n" for MT-SICS, b"Q\\r\\n" for A&D) and reads the answer line."""

    def __init__(
        self,
        port: str,
        baudrate: int = 9600,
        *,
        request: bytes | None = None,
        serial_format: SerialFormat = SerialFormat.STANDARD,
    ) -> None:
        self.port = port
        self.request = request
        self.serial_format = serial_format
        try:
            self._serial = serial.Serial(port, baudrate, timeout=0.5)
        except (serial.SerialException, OSError, ValueError) as error:
            raise ScaleUnavailable(f"the scale on {port} cannot be opened: {error}") from error

    def read(self, timeout_s: float) -> ScaleReading | None:
        try:
            self._serial.timeout = timeout_s
            if self.request:
                self._serial.reset_input_buffer()
                self._serial.write(self.request)
            line = self._serial.read_until(b"\n", MAX_LINE)
        except (serial.SerialException, OSError) as error:
            raise ScaleUnavailable(f"the scale on {self.port} stopped answering: {error}") from error
        if not line:
            return None
        if not line.endswith((b"\n", b"\r")) and len(line) >= MAX_LINE:
            self._serial.reset_input_buffer()  # a run of garbage: start again at the next line
        return parse_serial_line(line.decode("ascii", errors="replace"), self.serial_format)

    def close(self) -> None:
        try:
            self._serial.close()
        except (serial.SerialException, OSError):
            pass
