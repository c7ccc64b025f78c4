"""Which scale this station reads: none, a USB HID scale, or a serial scale with its port, speed and format."""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field
from pathlib import Path

from station import paths
from station.files import write_atomically

log = logging.getLogger("station.store.scale_settings")

SCALE_FILE_NAME = "scale.json"


@dataclass(frozen=True)
class ScaleSettings:
    kind: str = "none"  # "none", "hid" or "serial"
    port: str = ""  # serial: /dev/ttyUSB0, COM3, ...
    baudrate: int = 9600
    request: str = ""  # serial request/response: what to send for a reading, e.g. "W\r"; "" = continuous
    serial_format: str = "standard"
    vendor_id: int | None = None  # hid: a particular scale when several are plugged in
    product_id: int | None = None

    @property
    def request_bytes(self) -> bytes | None:
        """The request with \\r and \\n written as such (how scale manuals print them)."""
        if not self.request:
            return None
        return self.request.replace("\\r", "\r").replace("\\n", "\n").encode("ascii", errors="replace")


@dataclass
class ScaleSettingsStore:
    path: Path = field(default_factory=lambda: paths.config_dir() / SCALE_FILE_NAME)

    def load(self) -> ScaleSettings:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            return ScaleSettings(
                **{key: value for key, value in data.items() if key in ScaleSettings.__dataclass_fields__}
            )
        except FileNotFoundError:
            return ScaleSettings()
        except (OSError, ValueError, TypeError, AttributeError) as error:
            log.warning("scale settings %s unreadable (%s): no scale", self.path, error)
            return ScaleSettings()

    def save(self, settings: ScaleSettings) -> None:
        write_atomically(self.path, json.dumps(asdict(settings), indent=2).encode("utf-8"))
