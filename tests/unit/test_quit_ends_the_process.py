"""The real entry points quit without Python's slow teardown (station.process_exit.end_now) and lose nothing.

Run as subprocesses, the way an operator runs them: `station --sandbox` asked to stop (SIGTERM, as a logout does)
and `station batch` stopped by Ctrl-C midway then run again. No timing is asserted here (the quit's speed is the
bench's `quit` row); these check what must hold however fast it is: the exit code, the store closed, the log
complete, no Qt warning on the way out, and journaled work resumed by the next start.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.many_orders import live_shipments, write_orders
from tests.helpers.waiting import wait_for

ROOT = Path(__file__).resolve().parents[2]
# The headless machine has no Secret Service; the children keep the sandbox's public key in memory.
CHILD_KEYRING = "bench.memory_keyring.MemoryKeyring"


def child_env(home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "STATION_HOME": str(home),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHON_KEYRING_BACKEND": CHILD_KEYRING,
    }


def test_station_window_quits_on_sigterm_with_its_store_closed_and_no_qt_warning(tmp_path: Path) -> None:
    home = tmp_path / "home"
    log_file = home / "logs" / "station.log"
    station = subprocess.Popen(
        [sys.executable, "-m", "station", "--sandbox"],
        cwd=ROOT,
        env=child_env(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        # The session is open once the first sweep of the sandbox's shipments is logged.
        wait_for(
            lambda: log_file.read_text() if log_file.exists() else "",
            lambda text: "sweep:" in text or station.poll() is not None,
            what="the window's session to open",
        )
        assert station.poll() is None, station.communicate()
        station.send_signal(signal.SIGTERM)  # as a logout or `kill` does: the same quit as closing the window
        _stdout, stderr = station.communicate(timeout=60)
    finally:
        if station.poll() is None:
            station.kill()
            station.wait()
    assert station.returncode == 0, stderr
    assert "QObject::connect" not in stderr and "QPdf" not in stderr, stderr
    log = log_file.read_text()
    assert "embedded sandbox stopped" in log and "quitting took longer" not in log, log[-2000:]
    data = home / "data"
    # Every SQLite connection was closed (the last close removes the write-ahead log) and the stores are sound.
    assert not list(data.glob("*-wal")), sorted(path.name for path in data.iterdir())
    for database in ("sandbox-station.sqlite3", "sandbox.sqlite3"):
        with sqlite3.connect(data / database) as connection:
            assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)


@pytest.fixture
def slow_sandbox(tmp_path: Path) -> Iterator[str]:
    """`station sandbox` with 150 ms latency, so a batch is still running when it is stopped."""
    output = tmp_path / "sandbox.out"
    with output.open("w") as handle:
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "station",
                "sandbox",
                "--port",
                "0",
                "--latency-ms",
                "150",
                "--db",
                str(tmp_path / "sandbox.sqlite3"),
            ],
            stdout=handle,
            stderr=subprocess.STDOUT,
            cwd=ROOT,
            env=child_env(tmp_path / "sandbox-home"),
        )
    try:
        text = wait_for(
            lambda: output.read_text(),
            lambda text: "\n" in text or process.poll() is not None,
            what="the sandbox's first line",
        )
        assert text.startswith("Sandbox main API"), text
        yield text.split()[3]
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_batch_stopped_by_ctrl_c_ends_and_the_next_run_finishes_its_work_once(
    tmp_path: Path, slow_sandbox: str
) -> None:
    orders = tmp_path / "orders.csv"
    labels = tmp_path / "labels"
    parcels = write_orders(orders, 24)
    command = [
        sys.executable,
        "-m",
        "station",
        "batch",
        str(orders),
        "--print-to",
        str(labels),
        "--sandbox",
        slow_sandbox,
        "--concurrency",
        "1",
        "--quiet",
    ]
    env = child_env(tmp_path / "station")

    first = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        wait_for(
            lambda: len(list(labels.glob("SOAK-*.pdf"))) >= 3 or first.poll() is not None,
            what="the first labels of the batch",
        )
        assert first.poll() is None, first.communicate()
        first.send_signal(signal.SIGINT)
        stdout, stderr = first.communicate(timeout=120)
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()
    assert first.returncode == 3, stdout + stderr  # stopped with work left: EXIT_QUEUED
    assert "cancelled" in stdout and "Traceback" not in stderr, stdout + stderr
    stopped_at = len(list(labels.glob("SOAK-*.pdf")))
    assert stopped_at < len(parcels)
    assert not list((tmp_path / "station" / "data").glob("*-wal"))  # the store was closed before the end

    second = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert second.returncode == 0, second.stdout + second.stderr
    for reference in parcels:
        assert live_shipments(slow_sandbox, reference)[0] == 1, reference  # created once, across the stop
        assert len(list(labels.glob(f"{reference}*.pdf"))) == 1, reference  # printed once
