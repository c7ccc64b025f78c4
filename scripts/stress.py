"""Runs the whole test suite several times in random order beside busy CPU loops, and lists every failure.

    .venv/bin/python scripts/stress.py                 # 3 rounds, 2 busy loops, a new random seed each round
    .venv/bin/python scripts/stress.py --rounds 1 --seed 1234 -- tests/ui   # one round, given seed, some tests

A suite that passes alone can still fail on a busy machine (a race that only loses when the CPU is taken) or in
another order (a test that leans on state an earlier test left behind). This script provokes both: each round
shuffles the tests with pytest-randomly under a printed seed while two processes spin on the CPU. At the end it
lists every test that failed with the seed of its round; `--randomly-seed=SEED` replays that round's order.
Exit code 0 only when every round passed. Each round's full output is kept in the log folder.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# pytest's short summary (-ra, in pyproject's addopts): "FAILED tests/x.py::test_y[id] - reason"; its last line
# (with -q): "2 failed, 640 passed, 3 skipped in 612.03s (0:10:12)".
OUTCOME_LINE = re.compile(r"^(FAILED|ERROR) (\S.*?)(?: - .*)?$")
COUNTS_LINE = re.compile(r"^=*\s*(\d+ (?:passed|failed|error|errors|skipped|deselected).*?) in [\d.]+s")


@dataclass
class Round:
    number: int
    seed: int
    exit_code: int = 0
    seconds: float = 0.0
    counts: str = ""
    failures: list[str] = field(default_factory=list)
    log: Path = Path()

    @property
    def passed(self) -> bool:
        return self.exit_code == 0 and not self.failures


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0] if __doc__ else None, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=3, help="how many times to run the suite (default 3)")
    parser.add_argument(
        "--busy-loops",
        type=int,
        default=2,
        help="processes spinning on the CPU beside the suite (default 2, one per core here)",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        help="seed of the first round (the next rounds add 1); default: a new random seed",
    )
    parser.add_argument(
        "--log-dir",
        type=Path,
        default=ROOT / "stress-logs",
        help="where each round's output goes (default stress-logs/)",
    )
    parser.add_argument(
        "pytest_args", nargs="*", help="after --: what to run and extra pytest options (default: the whole suite)"
    )
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.busy_loops < 0:
        parser.error("--rounds must be at least 1 and --busy-loops at least 0")
    return args


@contextmanager
def busy_cpu(loops: int) -> Iterator[None]:
    """`loops` processes that spin on the CPU until the block ends (the busy machine of a shared CI host)."""
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(loops)]
    try:
        yield
    finally:
        for spinner in spinners:
            spinner.kill()
        for spinner in spinners:
            spinner.wait()


def run_round(number: int, seed: int, pytest_args: Sequence[str], log_dir: Path) -> Round:
    result = Round(number, seed, log=log_dir / f"round-{number}-seed-{seed}.log")
    command = [
        sys.executable,
        "-m",
        "pytest",
        "-p",
        "randomly",
        f"--randomly-seed={seed}",
        "-p",
        "no:cacheprovider",
        "-q",
        *pytest_args,
    ]
    print(f"stress: round {number}, seed {seed}: {' '.join(command[1:])}", flush=True)
    started = time.monotonic()
    with result.log.open("w", encoding="utf-8") as log:
        process = subprocess.Popen(
            command,
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            errors="replace",
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        assert process.stdout is not None
        for line in process.stdout:
            log.write(line)
            log.flush()  # the log shows how far the round is while it runs
            outcome = OUTCOME_LINE.match(line.rstrip("\n"))
            if outcome:
                result.failures.append(f"{outcome.group(1)} {outcome.group(2)}")
            counts = COUNTS_LINE.match(line.strip())
            if counts:
                result.counts = counts.group(1)
        result.exit_code = process.wait()
    result.seconds = time.monotonic() - started
    verdict = "passed" if result.passed else f"FAILED (exit code {result.exit_code})"
    print(
        f"stress: round {number}, seed {seed}: {verdict} in {result.seconds:.0f} s: {result.counts or '?'}", flush=True
    )
    for failure in result.failures:
        print(f"stress:   {failure}", flush=True)
    return result


def report(rounds: Sequence[Round]) -> int:
    print("\nstress: summary")
    for done in rounds:
        verdict = "passed" if done.passed else f"FAILED (exit code {done.exit_code})"
        print(
            f"  round {done.number}  seed {done.seed:>10}  {done.seconds:6.0f} s  {verdict}: {done.counts or '?'}"
            f"  (log {done.log.relative_to(ROOT) if done.log.is_relative_to(ROOT) else done.log})"
        )
    failed = [(done, failure) for done in rounds for failure in done.failures]
    unexplained = [done for done in rounds if not done.passed and not done.failures]
    if failed:
        print("stress: failed tests (replay a round's order with -p randomly --randomly-seed=SEED):")
        for done, failure in failed:
            print(f"  seed {done.seed}: {failure}")
    for done in unexplained:
        print(f"  seed {done.seed}: pytest exited with {done.exit_code} without naming a test: see {done.log}")
    passed = sum(done.passed for done in rounds)
    print(f"stress: {passed} of {len(rounds)} rounds passed")
    return 0 if passed == len(rounds) else 1


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    args.log_dir.mkdir(parents=True, exist_ok=True)
    first_seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    rounds: list[Round] = []
    print(
        f"stress: {args.rounds} round(s) of the suite in random order beside {args.busy_loops} busy CPU loop(s)",
        flush=True,
    )
    with busy_cpu(args.busy_loops):
        for number in range(1, args.rounds + 1):
            rounds.append(run_round(number, first_seed + number - 1, args.pytest_args, args.log_dir))
    return report(rounds)


if __name__ == "__main__":
    sys.exit(main())
