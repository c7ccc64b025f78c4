"""Benchmark 7: quitting. The real `station --sandbox` process (the entry point operators run), its window settled
with 100,000 orders in the queue (and once with an empty store), is asked to stop with SIGTERM — the same quit as
closing the window — and timed until the process is gone. Baseline: a bare PySide6 window that quits on SIGTERM the
same way (the signal wakes Qt through a socket) and exits the ordinary Python way."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.common import REPO_ROOT, Row, Size, cpu_seconds, median, verdict
from bench.startup import sandbox_home_with_orders

CHILD_TIMEOUT_S = 300.0
QUIT_TARGET_S = 0.3
# A window has settled when its process used less than this much CPU in each of SETTLED_SAMPLES intervals.
SETTLED_CPU_S, SETTLED_INTERVAL_S, SETTLED_SAMPLES = 0.01, 0.2, 3
READY = "WINDOW-READY"

# The baseline: the least a PySide6 program does to show a window and quit on SIGTERM.
BARE_WINDOW = f'''
import signal, socket, sys
from PySide6.QtCore import QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
reader, writer = socket.socketpair()
reader.setblocking(False); writer.setblocking(False)
signal.set_wakeup_fd(writer.fileno())
signal.signal(signal.SIGTERM, lambda *_: None)
notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read)
notifier.activated.connect(lambda: (reader.recv(64), app.quit()))
window = QWidget()
window.show()
QTimer.singleShot(0, lambda: print("{READY}", flush=True))
sys.exit(app.exec())
'''


def _env(home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "STATION_HOME": str(home),
        "PYTHONPATH": str(REPO_ROOT),
        "PYTHON_KEYRING_BACKEND": "bench.memory_keyring.MemoryKeyring",
    }


def _wait_settled(process: subprocess.Popen[str], ready: callable) -> None:  # type: ignore[valid-type]
    deadline = time.monotonic() + CHILD_TIMEOUT_S
    while not ready():
        if process.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"the window did not open (exit code {process.poll()})")
        time.sleep(0.05)
    quiet = 0
    before = cpu_seconds(process.pid)
    while quiet < SETTLED_SAMPLES:
        time.sleep(SETTLED_INTERVAL_S)
        now = cpu_seconds(process.pid)
        quiet = quiet + 1 if now - before < SETTLED_CPU_S else 0
        before = now
        if time.monotonic() > deadline:
            raise RuntimeError("the window never settled")


def time_quit(command: list[str], home: Path, ready_probe: str) -> tuple[float, int, str]:
    """Seconds from SIGTERM to the process gone, its exit code, and what it wrote to stderr."""
    log = home / "logs" / "station.log"
    errors = tempfile.TemporaryFile(mode="w+")
    process = subprocess.Popen(command, cwd=REPO_ROOT, env=_env(home), stdout=subprocess.PIPE, stderr=errors, text=True)
    try:
        if ready_probe == "stdout":
            assert process.stdout is not None
            _wait_settled(process, lambda: process.stdout.readline().strip() == READY)  # type: ignore[union-attr]
        else:
            # Station's session is open once its first sweep is logged; the orders load after it (settled = idle).
            _wait_settled(process, lambda: log.exists() and ready_probe in log.read_text(errors="replace"))
        started = time.perf_counter()
        process.send_signal(signal.SIGTERM)
        process.wait(CHILD_TIMEOUT_S)
        seconds = time.perf_counter() - started
        errors.seek(0)
        return seconds, process.returncode, errors.read()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        if process.stdout is not None:
            process.stdout.close()
        errors.close()


def run(size: Size) -> list[Row]:
    rounds, orders = {"tiny": (1, 200), "quick": (3, 10_000), "full": (5, 100_000)}[size]
    station = [sys.executable, "-m", "station", "--sandbox"]
    bare = [sys.executable, "-c", BARE_WINDOW]
    loaded_home = sandbox_home_with_orders(orders)
    loaded_s: list[float] = []
    empty_s: list[float] = []
    bare_s: list[float] = []
    warnings: set[str] = set()
    exit_codes: set[int] = set()
    for round_number in range(rounds):
        subjects = ["bare", "loaded", "empty"]
        if round_number % 2:
            subjects.reverse()
        for which in subjects:
            if which == "bare":
                seconds, code, stderr = time_quit(bare, Path(tempfile.mkdtemp(prefix="bench-quit-")), "stdout")
                bare_s.append(seconds)
                continue
            home = loaded_home if which == "loaded" else Path(tempfile.mkdtemp(prefix="bench-quit-"))
            seconds, code, stderr = time_quit(station, home, "sweep:")
            (loaded_s if which == "loaded" else empty_s).append(seconds)
            exit_codes.add(code)
            warnings.update(line for line in stderr.splitlines() if "QObject" in line or "QPdf" in line)
    bare_median = median(bare_s)
    notes = [
        f"`station --sandbox` (python -m station, the real entry point) with its window settled (idle), "
        f"then SIGTERM (the same quit as closing the window) until the process is gone; medians of {rounds}; "
        f"all runs: {', '.join(f'{s:.2f}' for s in loaded_s)} s (loaded), "
        f"{', '.join(f'{s:.2f}' for s in empty_s)} s (empty); exit codes {sorted(exit_codes)}; "
        f"Qt warnings on the way out: {'; '.join(sorted(warnings)) or 'none'}."
    ]
    return [
        Row(
            f"7. Quit, {orders:,} orders in the queue",
            f"station --sandbox {median(loaded_s):.2f} s",
            f"bare PySide6 window {bare_median:.2f} s",
            median(loaded_s) / bare_median,
            f"≤ {QUIT_TARGET_S} s",
            verdict(median(loaded_s) <= QUIT_TARGET_S),
            notes,
        ),
        Row(
            "7. Quit, empty store",
            f"station --sandbox {median(empty_s):.2f} s",
            f"bare PySide6 window {bare_median:.2f} s",
            median(empty_s) / bare_median,
            f"≤ {QUIT_TARGET_S} s",
            verdict(median(empty_s) <= QUIT_TARGET_S),
        ),
    ]
