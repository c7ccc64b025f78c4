"""`station --self-test` runs every check against a real embedded sandbox and says so."""

from __future__ import annotations

import subprocess
import sys

from station.selftest import CHECKS


def test_self_test_passes_and_reports_every_check() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "station", "--self-test"], capture_output=True, text=True, timeout=120
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    lines = completed.stdout.splitlines()
    for check in CHECKS:
        assert any(line.startswith(f"ok   {check}:") for line in lines), completed.stdout
    assert lines[-1] == "self-test passed"
