"""The station's barcode scanner: how it types on this computer's keyboard layout, as the calibration scan found."""

from __future__ import annotations

from station.domain.scanner_keys import ScannerCalibration
from station.store.scanner_calibration import ScannerCalibrationStore


class ScannerSettings:
    """Loads and keeps the scanner calibration (small JSON file in the config folder)."""

    def __init__(self, store: ScannerCalibrationStore | None = None) -> None:
        self._store = store if store is not None else ScannerCalibrationStore()

    def calibration(self) -> ScannerCalibration | None:
        """None when never calibrated (or the file is damaged, logged): scans use the uncalibrated rule."""
        return self._store.load()

    def keep(self, calibration: ScannerCalibration) -> None:
        """Raises OSError when it cannot be written."""
        self._store.save(calibration)
