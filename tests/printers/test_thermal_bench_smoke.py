"""The thermal benchmark's machinery at a tiny size (issue 26 point 6): both paths reach the printer port; no timing
is asserted."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_the_thermal_benchmark_runs_both_paths_to_the_printer_port(tmp_path: Path) -> None:
    output = tmp_path / "thermal.md"
    done = subprocess.run(
        [sys.executable, "-m", "bench", "--tiny", "--only", "thermal", "--output", str(output)],
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    report = output.read_text(encoding="utf-8")
    assert "not measured" not in report, report
    assert "bytes per A6 label | ZPL path" in report
    assert "Enter → last byte at the printer, median | ZPL path" in report
