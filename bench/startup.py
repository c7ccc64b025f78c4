"""Benchmark 5: start-up to the first painted window of `station --sandbox`, and resident memory with 100,000
orders loaded, against a bare PySide6 window and an empty QApplication. Every start is a fresh process."""

from __future__ import annotations

import compileall
import os
import shutil
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
FIRST_ROWS = "FIRST-ROWS-PAINTED"  # the queue's table painted with orders in it (its first screenful)
ALL_ROWS = "ALL-ROWS-PAINTED"  # the queue's table painted with every order of the store in its model

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

class QueuePainted(QObject):
    """What the operator sees: the queue's table painted with orders, first some, then all of the store's."""

    def __init__(self):
        super().__init__()
        self.first = self.all = False

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and station.window is not None:
            queue = station.window.queue
            if watched is queue.table.viewport() and queue.model.rowCount() > 0:
                if not self.first:
                    self.first = True
                    print("{FIRST_ROWS}", flush=True)
                if not self.all and not queue.loading and queue.model.total_count >= int(os.environ["BENCH_ORDERS"]):
                    self.all = True
                    print("{ALL_ROWS}", flush=True)
        return False

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
    if os.environ.get("BENCH_ORDERS"):
        queue_watcher = QueuePainted()
        app.installEventFilter(queue_watcher)
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


def launch(
    script: str, home: Path, rss_after_s: float | None = None, orders: int | None = None
) -> tuple[float, dict[str, str]]:
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
    if orders is not None:
        env["BENCH_ORDERS"] = str(orders)
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
            elif line.strip() in (FIRST_ROWS, ALL_ROWS):
                extra.setdefault(f"{line.strip()}_S", f"{time.perf_counter() - started:.3f}")
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


def compile_station() -> int:
    """Byte-compiles Station's modules, as installing it does (pip compiles at install; the bundle carries them
    compiled). Without it, where PYTHONDONTWRITEBYTECODE is set (this machine's environment) every start would
    compile ~225 modules from source first: 0.5-0.9 s that no installed Station pays. Returns how many were
    compiled now."""
    before = len(list((REPO_ROOT / "station").rglob("*.pyc")))
    compileall.compile_dir(REPO_ROOT / "station", quiet=1)
    return len(list((REPO_ROOT / "station").rglob("*.pyc"))) - before


def run(size: Size) -> list[Row]:
    rounds, orders = {"tiny": (1, 200), "quick": (3, 10_000), "full": (7, 100_000)}[size]
    compile_station()
    station_s: list[float] = []
    bare_s: list[float] = []
    for round_number in range(rounds):
        # Alternate which starts first; each start gets an empty home (no account: the sandbox session).
        for which in ("bare", "station") if round_number % 2 == 0 else ("station", "bare"):
            home = Path(tempfile.mkdtemp(prefix="bench-startup-"))
            seconds, _ = launch(BARE_LAUNCHER if which == "bare" else STATION_LAUNCHER, home)
            (bare_s if which == "bare" else station_s).append(seconds)
    loaded_home = sandbox_home_with_orders(orders)
    loaded_runs = []
    for _run in range({"tiny": 1, "quick": 2, "full": 3}[size]):
        # Each start from a copy of the same home: a start writes to its home (the sandbox's settings, logs).
        home = Path(tempfile.mkdtemp(prefix="bench-startup-run-"))
        shutil.copytree(loaded_home, home, dirs_exist_ok=True)
        loaded_runs.append(launch(STATION_LAUNCHER, home, rss_after_s=2.0, orders=orders))
    _, empty = launch(EMPTY_APP_RSS + f"\nprint('{SHOWN}', flush=True)\n", Path(tempfile.mkdtemp()))
    station_median, bare_median = median(station_s), median(bare_s)

    def loaded_median(name: str) -> float:
        return median([float(extra.get(name, "nan")) for _seconds, extra in loaded_runs])

    loaded_s = median([seconds for seconds, _extra in loaded_runs])
    rss_loaded, rss_empty = int(median([int(extra["RSS"]) for _s, extra in loaded_runs])), int(empty["RSS"])
    first_s, all_s, ready_s = (
        loaded_median(f"{FIRST_ROWS}_S"),
        loaded_median(f"{ALL_ROWS}_S"),
        loaded_median("LOADED_S"),
    )
    runs = len(loaded_runs)
    each = "; ".join(
        f"{float(extra.get(f'{FIRST_ROWS}_S', 'nan')):.2f} / {float(extra.get(f'{ALL_ROWS}_S', 'nan')):.2f} s"
        for _s, extra in loaded_runs
    )
    target = f"≤ {ORDERS_SHOWN_TARGET_S} s" if orders == 100_000 else "info (target at 100,000)"
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
                "offscreen platform for both; keyring: an in-memory backend (bench/memory_keyring.py). Station's "
                "modules are byte-compiled first, as an install has them (bench.startup.compile_station)."
            ],
        ),
        Row(
            f"5. Start-up with {orders:,} orders in the store (runs={runs})",
            f"station --sandbox {loaded_s:.2f} s",
            f"bare PySide6 QWidget {bare_median:.2f} s",
            loaded_s / bare_median,
            "info (no target)",
            "—",
            ["first paint of the window (its starting state); the orders: next rows."],
        ),
        Row(
            f"5. Start-up with {orders:,} orders: the queue's first screenful shown (runs={runs})",
            f"{first_s:.2f} s after spawning",
            "—",
            None,
            "info (no target)",  # issue 18's target is every order shown: the next row
            "—",
            [
                "spawn until the queue's table is painted with orders in it: the newest orders (a screenful), read "
                "while the window is built; every order follows (next row). Each run, first screenful / every "
                f"order: {each}."
            ],
        ),
        Row(
            f"5. Start-up with {orders:,} orders: every order in the queue (runs={runs})",
            f"{all_s:.2f} s after spawning",
            "—",
            None,
            target,
            verdict(all_s <= ORDERS_SHOWN_TARGET_S) if orders == 100_000 else "—",
            [
                f"spawn until the queue's table is painted with all {orders:,} orders in its model (counted, "
                "sortable, filterable; the search index follows in slices): read and decoded on a worker thread "
                "once the window is shown, shown before the embedded sandbox starts and the services open. The "
                f"session was ready (services started) at {ready_s:.2f} s."
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
                f"{loaded_runs[-1][1].get('ROWS', '?')} orders (median of {runs} starts)."
            ],
        ),
    ]
