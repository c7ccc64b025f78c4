"""The bench's memory: each full-size run appends its rows to bench/results/history.csv, and `python -m bench
--plot` draws every ratio's trend over those runs to docs/img/bench-trend.png (matplotlib, the `bench` extra)."""

from __future__ import annotations

import csv
import math
import os
import re
import subprocess
from collections import defaultdict
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from bench.common import REPO_ROOT, RESULTS_DIR, Row

HISTORY_CSV = RESULTS_DIR / "history.csv"
TREND_PNG = REPO_ROOT / "docs" / "img" / "bench-trend.png"
FIELDS = (
    "date",
    "commit",
    "machine",
    "load",
    "command",
    "benchmark",
    "subject",
    "baseline",
    "ratio",
    "target",
    "verdict",
)
# "≤ 1.3×", "≤ 1.5× ideal", "≥ 8× faster", "≤ 2× pikepdf": the bound a ratio is held to, when the target is a ratio.
_RATIO_TARGET = re.compile(r"([≤≥])\s*([\d.]+)×")


def current_commit() -> str:
    """The short commit the run measured, marked `+changes` when the work tree differed from it."""

    def git(*arguments: str) -> str:
        return subprocess.run(
            ["git", *arguments], cwd=REPO_ROOT, capture_output=True, text=True, check=False
        ).stdout.strip()

    commit = git("rev-parse", "--short", "HEAD") or "unknown"
    return commit + ("+changes" if git("status", "--porcelain", "--untracked-files=no") else "")


def append_run(
    rows: Sequence[Row], *, when: datetime, command: str, machine: dict[str, str], history: Path = HISTORY_CSV
) -> None:
    """One line per row of this run, after the lines of earlier runs (the file is created with its header)."""
    new_file = not history.exists()
    history.parent.mkdir(parents=True, exist_ok=True)
    described = f"{machine.get('CPU', '?')}, {machine.get('Cores (os.cpu_count)', '?')} cores"
    load = machine.get("Load average at start", "")
    with history.open("a", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=FIELDS)
        if new_file:
            writer.writeheader()
        for row in rows:
            writer.writerow(
                {
                    "date": when.isoformat(timespec="seconds"),
                    "commit": current_commit(),
                    "machine": described,
                    "load": load,
                    "command": command,
                    "benchmark": row.benchmark,
                    "subject": row.subject,
                    "baseline": row.baseline,
                    "ratio": "" if row.ratio is None else f"{row.ratio:.4f}",
                    "target": row.target,
                    "verdict": row.verdict,
                }
            )


def read_history(history: Path = HISTORY_CSV) -> list[dict[str, str]]:
    with history.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def ratio_target(target: str) -> tuple[str, float] | None:
    """("≤", 1.3) for "≤ 1.3×"; None when the target is absolute ("< 50 ms") or there is none."""
    found = _RATIO_TARGET.search(target)
    return (found.group(1), float(found.group(2))) if found else None


def plot_trend(history: Path = HISTORY_CSV, output: Path = TREND_PNG) -> Path:
    """Small multiples: per benchmark row, its ratio in each recorded run, with its ratio target as a line."""
    try:
        import matplotlib
    except ImportError as missing:
        raise SystemExit(
            "python -m bench --plot needs matplotlib: pip install -c constraints.txt -e '.[bench]'"
        ) from missing
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    # Per point: when, the ratio, and the machine's 1-minute load average then (a shared 2-core machine: a ratio
    # taken at load 14 is not one taken at load 1).
    series: dict[str, list[tuple[datetime, float, str]]] = defaultdict(list)
    targets: dict[str, str] = {}
    for line in read_history(history):
        if not line["ratio"]:
            continue
        series[line["benchmark"]].append(
            (datetime.fromisoformat(line["date"]), float(line["ratio"]), (line["load"].split() or ["?"])[0])
        )
        targets[line["benchmark"]] = line["target"]
    names = sorted(series, key=_benchmark_order)
    columns = 3
    rows = max(1, math.ceil(len(names) / columns))
    figure, axes = plt.subplots(rows, columns, figsize=(15, 2.6 * rows), squeeze=False)
    for axis, name in zip(axes.flat, names, strict=False):
        points = sorted(series[name])
        runs = range(1, len(points) + 1)
        axis.plot(runs, [ratio for _, ratio, _ in points], marker="o", color="#1f5f99")
        bound = ratio_target(targets[name])
        if bound is not None:
            axis.axhline(bound[1], color="#b03030", linestyle="--", linewidth=1, label=f"target {bound[0]} {bound[1]}×")
            axis.legend(loc="best", fontsize=7, frameon=False)
        axis.set_title(_short(name), fontsize=8)
        axis.set_xticks(list(runs), [f"{when:%m-%d %H:%M}\nload {load}" for when, _, load in points], fontsize=6)
        axis.tick_params(axis="y", labelsize=7)
        axis.set_ylabel("ratio (×)", fontsize=7)
        highest = max([ratio for _, ratio, _ in points] + ([bound[1]] if bound else []))
        axis.set_ylim(0, highest * 1.2)  # the target line and the highest point both inside the frame
        axis.grid(alpha=0.3)
    for axis in list(axes.flat)[len(names) :]:
        axis.set_visible(False)
    figure.suptitle(
        "python -m bench: each ratio (subject ÷ baseline, same run) per recorded run, with the machine's load average",
        fontsize=11,
    )
    figure.tight_layout(rect=(0, 0, 1, 0.975))
    output.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(output, dpi=90)
    plt.close(figure)
    return output


def _benchmark_order(name: str) -> tuple[float, str]:
    number = re.match(r"(\d+)\.", name)
    return (float(number.group(1)) if number else math.inf, name)


def _short(name: str, limit: int = 70) -> str:
    return name if len(name) <= limit else name[: limit - 1] + "…"


if __name__ == "__main__":  # pragma: no cover - `python -m bench --plot` is the documented way
    print(plot_trend(Path(os.environ.get("BENCH_HISTORY", HISTORY_CSV))))
