"""The bench keeps a history of its full runs and draws each ratio's trend from it."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from bench.common import Row
from bench.history import append_run, plot_trend, ratio_target, read_history

MACHINE = {"CPU": "test CPU", "Cores (os.cpu_count)": "2", "Load average at start": "8.0 7.5 7.0"}


def run_rows(ratio: float) -> list[Row]:
    return [
        Row("1. Scan to print median", "Station 80 ms", "plain httpx 70 ms", ratio, "≤ 1.3×", "met"),
        Row("4. Longest stall", "batch 30 ms", "idle 1 ms", None, "< 50 ms", "met"),
    ]


def test_each_run_appends_its_rows_after_the_earlier_ones(tmp_path: Path) -> None:
    history = tmp_path / "history.csv"
    append_run(
        run_rows(1.2), when=datetime(2026, 11, 25, 12), command="python -m bench", machine=MACHINE, history=history
    )
    append_run(
        run_rows(1.1), when=datetime(2026, 11, 25, 16), command="python -m bench", machine=MACHINE, history=history
    )
    lines = read_history(history)
    assert [(line["date"], line["benchmark"], line["ratio"]) for line in lines] == [
        ("2026-11-25T12:00:00", "1. Scan to print median", "1.2000"),
        ("2026-11-25T12:00:00", "4. Longest stall", ""),
        ("2026-11-25T16:00:00", "1. Scan to print median", "1.1000"),
        ("2026-11-25T16:00:00", "4. Longest stall", ""),
    ]
    assert lines[0]["machine"] == "test CPU, 2 cores" and lines[0]["load"] == "8.0 7.5 7.0"
    assert lines[0]["commit"]  # the commit measured (or "unknown" outside a git checkout)


def test_ratio_targets_are_read_from_the_target_column() -> None:
    assert ratio_target("≤ 1.3×") == ("≤", 1.3)
    assert ratio_target("≤ 1.5× ideal") == ("≤", 1.5)
    assert ratio_target("≥ 8× faster") == ("≥", 8.0)
    assert ratio_target("< 50 ms") is None


def test_the_trend_is_drawn_to_a_png(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    history = tmp_path / "history.csv"
    for hour, ratio in ((12, 1.25), (16, 1.1)):
        append_run(
            run_rows(ratio),
            when=datetime(2026, 11, 25, hour),
            command="python -m bench",
            machine=MACHINE,
            history=history,
        )
    drawn = plot_trend(history, tmp_path / "trend.png")
    assert drawn.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
