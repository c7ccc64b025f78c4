"""Benchmark 5: start-up to the first painted window of `station --sandbox`, and resident memory with 100,000
orders loaded, against a bare PySide6 window and an empty QApplication. Every start is a fresh process."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.common import REPO_ROOT, Row, Size, median, verdict, write_orders_csv

CHILD_TIMEOUT_S = 300.0
ORDERS_SHOWN_TARGET_S = 1.5  # issue #18: 100,000 orders shown in the queue after the process starts
RSS_TARGET_MIB = 250  # issue #18: resident memory with 100,000 orders loaded
SHOWN = "FIRST-WINDOW-PAINTED"
LOADED = "ORDERS-SHOWN"  # the queue holds the store's orders (they load after the first paint, off the UI thread)

# Shared by both launchers: the first Paint event of a top-level window ends the measurement.
_FIRST_PAINT = """
from PySide6.QtCore import QEvent, QObject

class FirstPaint(QObject):
    def __init__(self, is_target, on_painted):
        super().__init__()
        self.is_target, self.on_painted, self.done = is_target, on_painted, False

    def eventFilter(self, watched, event):
        if not self.done and event.type() == QEvent.Type.Paint and self.is_target(watched):
            self.done = True
            self.on_painted()
        return False
"""

# The baseline: the least a PySide6 program does to show a window.
BARE_LAUNCHER = (
    _FIRST_PAINT
    + f'''
import os, sys
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
window = QWidget()

def painted():
    print("{SHOWN}", flush=True)
    if os.environ.get("BENCH_RSS_AFTER_S"):
        from PySide6.QtCore import QTimer
        QTimer.singleShot(int(float(os.environ["BENCH_RSS_AFTER_S"]) * 1000), report_rss)
    else:
        os._exit(0)

def report_rss():
    status = open("/proc/self/status").read()
    print("RSS", [l.split()[1] for l in status.splitlines() if l.startswith("VmRSS:")][0], flush=True)
    os._exit(0)

watcher = FirstPaint(lambda w: w is window, painted)
app.installEventFilter(watcher)
window.show()
app.exec()
'''
)

# The subject: what `station --sandbox` runs (station.ui.app.run_gui), through the module's public API, plus the
# paint watcher. run_gui itself has no hook that reports the first window, so this launcher repeats its five steps.
STATION_LAUNCHER = (
    """
from station.ui.app import keep_singletons_alive
keep_singletons_alive()
"""
    + _FIRST_PAINT
    + f'''
import asyncio, os, sys
import qasync
from PySide6.QtWidgets import QApplication
from station.logs import configure_logging
from station.ui.app import StationApp

configure_logging()
app = QApplication.instance() or QApplication(sys.argv)
app.setApplicationName("Station")
app.setQuitOnLastWindowClosed(False)
loop = qasync.QEventLoop(app)
asyncio.set_event_loop(loop)

def painted():
    print("{SHOWN}", flush=True)
    if os.environ.get("BENCH_RSS_AFTER_S"):
        asyncio.ensure_future(after_orders_shown())
    else:
        os._exit(0)  # the measurement is over; a clean shutdown is not part of it

async def after_orders_shown():
    # The window paints before the services are open; the orders follow. Memory is measured once they are shown.
    await station.session_ready
    while station.window.queue.loading:
        await asyncio.sleep(0.005)
    print("{LOADED}", flush=True)
    loop.call_later(float(os.environ["BENCH_RSS_AFTER_S"]), report_rss)

def report_rss():
    status = open("/proc/self/status").read()
    print("RSS", [l.split()[1] for l in status.splitlines() if l.startswith("VmRSS:")][0],
          "ROWS", station.window.queue.model.total_count, flush=True)
    os._exit(0)

with loop:
    station = StationApp(sandbox_requested=True)
    watcher = FirstPaint(lambda w: station.window is not None and w is station.window, painted)
    app.installEventFilter(watcher)
    station.open_session()
    loop.run_forever()
'''
)

EMPTY_APP_RSS = """
import os
from PySide6.QtWidgets import QApplication
app = QApplication([])
app.processEvents()
status = open("/proc/self/status").read()
print("RSS", [l.split()[1] for l in status.splitlines() if l.startswith("VmRSS:")][0], flush=True)
"""


def launch(script: str, home: Path, rss_after_s: float | None = None) -> tuple[float, dict[str, str]]:
    """Seconds from spawning `python -c script` to its first-paint line, and what it printed after that."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "STATION_HOME": str(home),
        "PYTHONPATH": str(REPO_ROOT),
        # No Secret Service on a headless machine: Station would refuse to keep even the sandbox key.
        "PYTHON_KEYRING_BACKEND": "bench.memory_keyring.MemoryKeyring",
    }
    if rss_after_s is not None:
        env["BENCH_RSS_AFTER_S"] = str(rss_after_s)
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-c", script],
        cwd=REPO_ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        shown_s = None
        extra: dict[str, str] = {}
        deadline = time.monotonic() + CHILD_TIMEOUT_S
        for line in process.stdout:
            if line.strip() == SHOWN and shown_s is None:
                shown_s = time.perf_counter() - started
            elif line.strip() == LOADED:
                extra["LOADED_S"] = f"{time.perf_counter() - started:.3f}"
            elif line.startswith("RSS"):
                words = line.split()
                extra.update(zip(words[::2], words[1::2], strict=False))
            if time.monotonic() > deadline:
                break
        process.wait(CHILD_TIMEOUT_S)
        if shown_s is None:
            raise RuntimeError(f"no window was painted: {process.stderr.read()[-2000:] if process.stderr else ''}")
        return shown_s, extra
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        for stream in (process.stdout, process.stderr):
            if stream is not None:
                stream.close()


def sandbox_home_with_orders(orders: int) -> Path:
    """A STATION_HOME whose sandbox session's store already holds `orders` orders (what the window loads)."""
    from station import paths
    from station.services.orders import OrderQueueService
    from station.store.store import Store
    from station.ui.app import SANDBOX_STORE_FILE

    home = Path(tempfile.mkdtemp(prefix="bench-startup-orders-"))
    previous = os.environ.get("STATION_HOME")
    os.environ["STATION_HOME"] = str(home)
    try:
        store = Store.open(paths.data_dir() / SANDBOX_STORE_FILE, operator="bench")
        report = OrderQueueService(store, lambda: None).import_file(
            write_orders_csv(home / "orders.csv", [f"ORD-{n:06d}" for n in range(orders)])
        )
        assert report.imported == orders, report.errors[:3]
        store.close()
    finally:
        if previous is None:
            os.environ.pop("STATION_HOME", None)
        else:
            os.environ["STATION_HOME"] = previous
    return home


def run(size: Size) -> list[Row]:
    rounds, orders = {"tiny": (1, 200), "quick": (3, 10_000), "full": (7, 100_000)}[size]
    station_s: list[float] = []
    bare_s: list[float] = []
    for round_number in range(rounds):
        # Alternate which starts first; each start gets an empty home (no account: the sandbox session).
        for which in ("bare", "station") if round_number % 2 == 0 else ("station", "bare"):
            home = Path(tempfile.mkdtemp(prefix="bench-startup-"))
            seconds, _ = launch(BARE_LAUNCHER if which == "bare" else STATION_LAUNCHER, home)
            (bare_s if which == "bare" else station_s).append(seconds)
    loaded_home = sandbox_home_with_orders(orders)
    loaded_s, loaded = launch(STATION_LAUNCHER, loaded_home, rss_after_s=2.0)
    _, empty = launch(EMPTY_APP_RSS + f"\nprint('{SHOWN}', flush=True)\n", Path(tempfile.mkdtemp()))
    station_median, bare_median = median(station_s), median(bare_s)
    rss_loaded, rss_empty = int(loaded["RSS"]), int(empty["RSS"])
    shown_s = float(loaded.get("LOADED_S", "nan"))
    return [
        Row(
            f"5. Start-up to first painted window (runs={rounds})",
            f"station --sandbox {station_median:.2f} s",
            f"bare PySide6 QWidget {bare_median:.2f} s",
            station_median / bare_median,
            "info (no target)",
            "—",
            [
                "Launcher: station.ui.app's public API (keep_singletons_alive, StationApp(sandbox_requested=True)."
                "open_session()) on a qasync loop as run_gui does, timed from spawning the process to the first Paint "
                "event of the main window; fresh STATION_HOME each run (embedded sandbox starts, empty store); "
                "offscreen platform for both; keyring: an in-memory backend (bench/memory_keyring.py)."
            ],
        ),
        Row(
            f"5. Start-up with {orders:,} orders in the store",
            f"station --sandbox {loaded_s:.2f} s",
            f"bare PySide6 QWidget {bare_median:.2f} s",
            loaded_s / bare_median,
            "info (no target)",
            "—",
            ["first paint of the window (its starting state); the orders follow (next row)."],
        ),
        Row(
            f"5. Start-up with {orders:,} orders: orders shown",
            f"{shown_s:.2f} s after spawning",
            "—",
            None,
            f"≤ {ORDERS_SHOWN_TARGET_S} s" if orders == 100_000 else "info (target at 100,000)",
            verdict(shown_s <= ORDERS_SHOWN_TARGET_S) if orders == 100_000 else "—",
            [
                f"the {orders:,} orders, read and decoded on a worker thread while the session opens, shown in the "
                f"queue (one run; the same launch as the row above)."
            ],
        ),
        Row(
            f"5. Resident memory, {orders:,} orders loaded",
            f"{rss_loaded / 1024:.0f} MiB",
            f"empty QApplication {rss_empty / 1024:.0f} MiB",
            rss_loaded / rss_empty,
            f"≤ {RSS_TARGET_MIB} MiB" if orders == 100_000 else "info (target at 100,000)",
            verdict(rss_loaded / 1024 <= RSS_TARGET_MIB) if orders == 100_000 else "—",
            [
                f"VmRSS of the Station window 2 s after its orders were shown, its queue model holding "
                f"{loaded.get('ROWS', '?')} orders."
            ],
        ),
    ]
