"""Runs every benchmark, prints the Markdown table and writes it to bench/results/latest.md."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from bench.common import RESULTS_DIR, Row, Size, machine_info

BenchmarkRun = Callable[[Size], list[Row]]


def benchmarks() -> dict[str, BenchmarkRun]:
    """Name → run(size). Imported lazily so that one missing component fails its own row, not the whole run."""

    def lazy(module: str) -> BenchmarkRun:
        def run(size: Size) -> list[Row]:
            import importlib

            return importlib.import_module(module).run(size)

        return run

    return {
        "scan": lazy("bench.scan_to_print"),
        "batch": lazy("bench.batch"),
        "compose": lazy("bench.compose"),
        "ui": lazy("bench.ui_queue"),
        "startup": lazy("bench.startup"),
        "ships-once": lazy("bench.ships_once"),
        "quit": lazy("bench.quit"),
        "bundle": lazy("bench.bundle"),
        "thermal": lazy("bench.thermal"),
        "shared-store": lazy("bench.shared_store"),
    }


def format_ratio(ratio: float | None) -> str:
    return "—" if ratio is None else f"{ratio:.2f}×"


def markdown_table(rows: Sequence[Row]) -> str:
    lines = ["| benchmark | subject | baseline | ratio | target | verdict |", "|---|---|---|---|---|---|"]
    for row in rows:
        cells = [row.benchmark, row.subject, row.baseline, format_ratio(row.ratio), row.target, row.verdict]
        lines.append("| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |")
    return "\n".join(lines)


def render_report(rows: Sequence[Row], size: Size, elapsed_s: float, command: str) -> str:
    info = machine_info()
    parts = [
        f"# Station benchmarks — {size} run, {datetime.now().isoformat(timespec='seconds')}",
        "",
        f"Command: `{command}` ({elapsed_s:.0f} s). Ratio = subject ÷ baseline, both measured in this run, "
        "interleaved; absolute times drift on a shared machine, the verdict is the ratio (or the stated absolute "
        "target).",
        "",
        markdown_table(rows),
        "",
    ]
    notes = [(row.benchmark, note) for row in rows for note in row.notes]
    if notes:
        parts += ["Notes:", ""] + [f"- {name}: {note}" for name, note in notes] + [""]
    parts += ["Machine:", ""] + [f"- {key}: {value}" for key, value in info.items()] + [""]
    return "\n".join(parts)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="small sizes, a few minutes at most")
    parser.add_argument(
        "--tiny",
        action="store_true",
        help="tiny sizes: checks the machinery only, the numbers mean nothing (the smoke test)",
    )
    parser.add_argument(
        "--only", action="append", choices=sorted(benchmarks()), help="run only this benchmark (repeatable)"
    )
    parser.add_argument("--output", type=Path, default=RESULTS_DIR / "latest.md", help="where to write the table")
    parser.add_argument(
        "--plot",
        action="store_true",
        help="draw the trend of every ratio in bench/results/history.csv to docs/img/bench-trend.png "
        "and exit (needs the bench extra: matplotlib)",
    )
    parser.add_argument(
        "--no-history", action="store_true", help="do not append this run's rows to bench/results/history.csv"
    )
    args = parser.parse_args(argv)
    if args.plot:
        from bench.history import plot_trend

        print(plot_trend())
        return 0
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    size: Size = "tiny" if args.tiny else "quick" if args.quick else "full"
    # Every folder a benchmark makes (homes, queues, sandboxes; in this process and the ones it starts) goes into
    # one scratch folder that goes at the end, so runs leave nothing behind in the system's temp folder.
    with tempfile.TemporaryDirectory(prefix="station-bench-") as scratch:
        with _temp_folder(scratch):
            # Station's config, data and logs go to a throwaway folder: a benchmark never touches the operator's.
            os.environ["STATION_HOME"] = tempfile.mkdtemp(prefix="home-")
            return _run(args, size)


@contextmanager
def _temp_folder(folder: str) -> Iterator[None]:
    saved = tempfile.tempdir, os.environ.get("TMPDIR")
    tempfile.tempdir = folder
    os.environ["TMPDIR"] = folder
    try:
        yield
    finally:
        tempfile.tempdir = saved[0]
        if saved[1] is None:
            os.environ.pop("TMPDIR", None)
        else:
            os.environ["TMPDIR"] = saved[1]


def _run(args: argparse.Namespace, size: Size) -> int:
    run_started = datetime.now()
    started = time.perf_counter()
    rows: list[Row] = []
    for name, run in benchmarks().items():
        if args.only and name not in args.only:
            continue
        print(f"running {name} …", file=sys.stderr, flush=True)
        bench_started = time.perf_counter()
        try:
            rows += run(size)
        except Exception as error:  # one benchmark's failure is reported in its row, the others still run
            traceback.print_exc()
            rows.append(Row(name, "failed", "—", None, "—", "not measured", [f"{type(error).__name__}: {error}"]))
        print(f"  {name}: {time.perf_counter() - bench_started:.0f} s", file=sys.stderr, flush=True)
    command = (
        "python -m bench"
        + {"tiny": " --tiny", "quick": " --quick", "full": ""}[size]
        + "".join(f" --only {n}" for n in args.only or [])
    )
    report = render_report(rows, size, time.perf_counter() - started, command)
    print(report)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(report, encoding="utf-8")
    if size == "full" and not args.no_history:
        # Only full-size runs are comparable over time; quick and tiny sizes measure other amounts of work.
        from bench.history import append_run

        append_run(rows, when=run_started, command=command, machine=machine_info())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
