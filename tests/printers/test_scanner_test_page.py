"""The scanner calibration page (Help → Scanner test page) carries the test code as a barcode any scanner reads, and
the calibration it leads to is kept across restarts."""

from __future__ import annotations

import io
import subprocess
from pathlib import Path

import zxingcpp
from PIL import Image

from station.domain.scanner_keys import CALIBRATION_CODE, ScannerCalibration, ScannerMode
from station.printers.scanner_test_page import scanner_test_page_pdf
from station.store.scanner_calibration import ScannerCalibrationStore


def test_the_test_page_scans_as_the_calibration_code_even_at_150_dpi() -> None:
    png = subprocess.run(
        ["pdftoppm", "-r", "150", "-gray", "-png", "-singlefile", "-"],
        input=scanner_test_page_pdf(),
        capture_output=True,
        check=True,
        timeout=60,
    ).stdout
    assert [result.text for result in zxingcpp.read_barcodes(Image.open(io.BytesIO(png)))] == [CALIBRATION_CODE]


def test_the_calibration_is_kept_and_a_damaged_file_means_not_calibrated(tmp_path: Path) -> None:
    store = ScannerCalibrationStore(tmp_path / "scanner.json")
    assert store.load() is None
    learned = ScannerCalibration(ScannerMode.LEARNED, {"z": "y", "ß": "-"})
    store.save(learned)
    assert ScannerCalibrationStore(tmp_path / "scanner.json").load() == learned
    (tmp_path / "scanner.json").write_text('{"mode": "sideways"}', encoding="utf-8")
    assert store.load() is None
