"""The benchmark machinery runs end to end at a tiny size and writes a table of ratios (no timing is asserted)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
ROW = re.compile(r"^\| (?P<name>[^|]+) \| [^|]+ \| [^|]+ \| (?P<ratio>[^|]+) \| [^|]+ \| (?P<verdict>[^|]+) \|$")


def test_tiny_bench_writes_a_table_whose_ratios_are_numbers(tmp_path: Path) -> None:
    output = tmp_path / "latest.md"
    completed = subprocess.run(
        [sys.executable, "-m", "bench", "--tiny", "--only", "scan", "--only", "compose", "--output", str(output)],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert completed.returncode == 0, completed.stderr[-2000:]
    report = output.read_text(encoding="utf-8")
    rows = [match for line in report.splitlines() if (match := ROW.match(line)) and not line.startswith("| benchmark")]
    names = [row["name"] for row in rows]
    assert any(name.startswith("1. Scan to print, sandbox 0 ms") for name in names)
    assert any(name.startswith("1. Scan to print, sandbox 50 ms") for name in names)
    assert any(name.startswith("1. Scan to print, production format, sandbox 0 ms") for name in names)
    assert any(name.startswith("1. Scan to print, production format, sandbox 50 ms") for name in names)
    assert any(name.startswith("3. Compose") for name in names)
    for row in rows:
        assert re.fullmatch(r"\d+\.\d\d×", row["ratio"].strip()), row.group(0)
        assert row["verdict"].strip() in {"met", "NOT met"}, row.group(0)
    assert "Machine:" in report and "Command: `python -m bench --tiny --only scan --only compose`" in report
