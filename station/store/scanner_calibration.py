"""How this station's barcode scanner types (the calibration scan's result), as JSON in paths.config_dir()."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path

from station import paths
from station.domain.scanner_keys import ScannerCalibration, ScannerMode
from station.files import write_atomically

log = logging.getLogger("station.store.scanner_calibration")

FILE_NAME = "scanner.json"


@dataclass
class ScannerCalibrationStore:
    path: Path = field(default_factory=lambda: paths.config_dir() / FILE_NAME)

    def load(self) -> ScannerCalibration | None:
        """None when the scanner was never calibrated, or the file is damaged (logged): scans are then read by
        the uncalibrated rule."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            table = data.get("table", {})
            if not isinstance(table, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in table.items()
            ):
                raise ValueError("table is not a character table")
            return ScannerCalibration(ScannerMode(data["mode"]), dict(table))
        except FileNotFoundError:
            return None
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
            log.warning("scanner calibration %s unreadable (%s); calibrate the scanner again", self.path, error)
            return None

    def save(self, calibration: ScannerCalibration) -> None:
        document = {"version": 1, "mode": calibration.mode.value, "table": calibration.table}
        write_atomically(self.path, json.dumps(document, indent=2, ensure_ascii=False).encode("utf-8"))
