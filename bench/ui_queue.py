"""Benchmark 4: the order queue at 100,000 orders (store read, model load, filter keystrokes, memory) and the
longest event-loop stall during a 500-label batch with previews. Qt runs offscreen in child processes."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from bench.common import (
    REPO_ROOT,
    Row,
    Size,
    median,
    ms,
    percentile,
    rss_kib,
    sandbox_process,
    verdict,
    write_orders_csv,
)

KEYSTROKE_TARGET_S = 0.050
STALL_TARGET_S = 0.050
PROBE_INTERVAL_MS = 5
CHILD_TIMEOUT_S = 900
# What an operator types into the filter: a city, a name, a reference; then deletes back (a widening search).
QUERIES = ("amsterdam", "jansen", "ord-0421")


# -- parent side ----------------------------------------------------------------------------------------------
def run_child(mode: str, *args: str) -> dict[str, Any]:
    """Runs this module as `--child MODE` offscreen and returns the JSON it prints on its last line."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(REPO_ROOT)}
    completed = subprocess.run(
        [sys.executable, "-m", "bench.ui_queue", "--child", mode, *args],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT_S,
    )
    if completed.returncode != 0:
        raise RuntimeError(f"child {mode} failed ({completed.returncode}): {completed.stderr[-2000:]}")
    return json.loads(completed.stdout.strip().splitlines()[-1])


def run(size: Size) -> list[Row]:
    orders, repeats, batch_size = {"tiny": (200, 1, 8), "quick": (10_000, 3, 60), "full": (100_000, 5, 500)}[size]
    queue = run_child("queue", "--orders", str(orders), "--repeats", str(repeats))
    with sandbox_process(latency_ms=0) as sandbox:
        urls = ("--base-url", sandbox.base_url, "--printing-base-url", sandbox.printing_base_url)
        stall = run_child("stall", "--orders", str(batch_size), *urls)
        diagnosis: list[tuple[str, int]] = []
        if stall["batch_max_late_s"] >= STALL_TARGET_S:
            # Missed: a second run with the stack sampler says where the loop thread spent the stalls.
            diagnosis = [
                tuple(item)
                for item in run_child("stall", "--orders", str(batch_size), *urls, "--diagnose")["stall_stacks"]
            ]
    return queue_rows(queue, orders) + stall_rows(stall, batch_size, diagnosis)


def queue_rows(result: dict[str, Any], orders: int) -> list[Row]:
    store_s, plain_sql_s = median(result["store_read_s"]), median(result["plain_sql_s"])
    load_s, index_s = median(result["model_load_s"]), median(result["plain_index_s"])
    first, first_plain = median(result["first_keystroke_s"]), median(result["first_keystroke_plain_s"])
    every, every_plain = result["keystroke_s"], result["keystroke_plain_s"]
    p95, p95_plain = percentile(every, 0.95), percentile(every_plain, 0.95)
    name = f"4. Order queue, {orders:,} orders"
    return [
        Row(
            f"{name}: read from the store",
            f"OrderQueueService.orders() {store_s:.2f} s",
            f"plain sqlite3 SELECT + json {plain_sql_s:.2f} s",
            store_s / plain_sql_s,
            "info (no target)",
            "—",
        ),
        Row(
            f"{name}: load into the model",
            f"OrderTableModel.set_rows {ms(load_s)}",
            f"plain QTableView + minimal model {ms(index_s)}",
            load_s / index_s,
            "info (no target)",
            "—",
            [
                f"the order queue panel alone, shown with {orders:,} orders: VmRSS {result['rss_kib'] / 1024:.0f} MiB "
                "(the whole window: benchmark 5)."
            ],
        ),
        Row(
            f"{name}: filter, first keystroke (all rows searched)",
            f"panel filter field {ms(first)}",
            f"plain QTableView + minimal model {ms(first_plain)}",
            first / first_plain,
            "< 50 ms",
            verdict(first < KEYSTROKE_TARGET_S),
        ),
        Row(
            f"{name}: filter, p95 of {len(every)} keystrokes",
            f"panel filter field {ms(p95)}",
            f"plain QTableView + minimal model {ms(p95_plain)}",
            p95 / p95_plain,
            "< 50 ms",
            verdict(p95 < KEYSTROKE_TARGET_S),
            [
                f"keystrokes typed: {', '.join(QUERIES)} letter by letter, then deleted back letter by letter; each "
                f"timed from setText on the filter field to the view repainted (processEvents), Station's panel and the "
                f"baseline (a QTableView over a minimal model with the same columns, cell strings precomputed) "
                f"alternating; worst keystroke "
                f"{ms(max(every))}. Of a keystroke, the model's own filter (setText to filter_applied) took median "
                f"{ms(median(result['keystroke_filter_s']))}, p95 {ms(percentile(result['keystroke_filter_s'], 0.95))}; "
                f"the rest is the table view repainting (data() called per visible cell)."
            ],
        ),
    ]


def stall_rows(result: dict[str, Any], batch_size: int, diagnosis: list[tuple[str, int]]) -> list[Row]:
    busy, idle = result["batch_max_late_s"], result["idle_max_late_s"]
    notes = [
        f"QTimer every {PROBE_INTERVAL_MS} ms (PreciseTimer) records how late it fires; baseline: the same window "
        f"idle for 3 s just before. Batch: {result['printed']} printed, {result['failed']} failed in "
        f"{result['batch_s']:.1f} s, {result['previews']} previews shown; p99 lateness during the batch "
        f"{ms(result['batch_p99_late_s'])}, idle {ms(result['idle_p99_late_s'])}; worst stall ended "
        f"{result['worst_stall_ends_at_s']:.2f} s into the batch (stages begun by then: "
        f"{', '.join(result['stages_begun_by_then']) or 'none'}).",
        f"Longest single preview (LabelPreview.set_pdf) {ms(result['longest_set_pdf_s'])}; longest progress "
        f"update (BatchPanel.show_progress, as MainWindow wires it) {ms(result['longest_progress_s'])}; queue "
        f"reload after the batch (as MainWindow._run_batch does) {ms(result['reload_s'])}.",
    ]
    if diagnosis:
        total = sum(count for _stack, count in diagnosis)
        notes.append(
            "where the loop thread was while overdue (a second run with a stack sampler, `python -m "
            "bench.ui_queue --child stall --diagnose`), top frames by samples: "
            + "; ".join(f"{count * 100 // max(1, total)} % {condensed(stack)}" for stack, count in diagnosis[:4])
        )
    return [
        Row(
            f"4. Longest event-loop stall, {batch_size}-label A6 batch with previews",
            f"batch {ms(busy)}",
            f"idle loop {ms(idle)}",
            busy / idle if idle else None,
            "< 50 ms",
            verdict(busy < STALL_TARGET_S and result["printed"] == batch_size),
            notes,
        )
    ]


def condensed(stack: str) -> str:
    """The first three frames of a sampled stack, innermost first, without the event loop's own frames."""
    if "run_forever" in stack.split(" <- ")[0]:
        return "inside Qt's event loop (C++: painting, timers, or waiting for the GIL)"
    frames = [
        frame
        for frame in stack.split(" || ")[0].split(" <- ")
        if not frame.startswith(("__init__.py", "events.py", "contextlib.py", "<frozen"))
    ]
    return " ← ".join(frames[:3]) or "inside Qt's event loop (C++)"


# -- child side -----------------------------------------------------------------------------------------------
def start_qt() -> Any:
    from station.ui.app import keep_singletons_alive

    keep_singletons_alive()  # must precede the first Qt call (see its docstring)
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def plain_sql_read(db_path: Path) -> list[tuple[str, ...]]:
    """The bare minimum read of the same rows: one SELECT, the recipient JSON parsed, a tuple per order."""
    connection = sqlite3.connect(db_path)
    try:
        rows = connection.execute(
            "SELECT key, reference, recipient, carrier, state, created_at FROM orders ORDER BY created_at, key"
        ).fetchall()
    finally:
        connection.close()
    out = []
    for key, reference, recipient_json, carrier, state, created_at in rows:
        recipient = json.loads(recipient_json)
        out.append(
            (
                key,
                reference,
                recipient.get("name", ""),
                recipient.get("postal_code", ""),
                recipient.get("city", ""),
                recipient.get("country", ""),
                carrier or "",
                state,
                created_at,
            )
        )
    return out


def timed(function: Callable[[], Any]) -> tuple[float, Any]:
    started = time.perf_counter()
    result = function()
    return time.perf_counter() - started, result


def plain_qt_table() -> Any:
    """The baseline: the least Qt code that shows the same table with a filter field. Its model holds each row's
    cell strings and lowercase search text, computed once; a keystroke is a list comprehension and a model reset."""
    from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
    from PySide6.QtWidgets import QHeaderView, QLineEdit, QTableView, QVBoxLayout, QWidget

    class PlainModel(QAbstractTableModel):
        def __init__(self) -> None:
            super().__init__()
            self.cells: list[tuple[str, ...]] = []
            self.haystack: list[str] = []
            self.visible: list[int] = []
            self.titles: tuple[str, ...] = ()

        def load(self, rows: Sequence[Any], columns: Sequence[Any]) -> None:
            self.beginResetModel()
            self.titles = tuple(column.title for column in columns)
            self.cells = [tuple(column.text(row) for column in columns) for row in rows]
            searchable = [n for n, column in enumerate(columns) if column.searchable]
            self.haystack = ["\t".join(cells[n] for n in searchable).lower() for cells in self.cells]
            self.visible = list(range(len(self.cells)))
            self.endResetModel()

        def set_filter(self, text: str) -> None:
            needle = " ".join(text.lower().split())
            self.beginResetModel()
            words = needle.split()
            self.visible = [n for n, line in enumerate(self.haystack) if all(word in line for word in words)]
            self.endResetModel()

        def rowCount(self, parent: Any = QModelIndex()) -> int:  # noqa: N802, B008 - Qt's names
            return 0 if parent.isValid() else len(self.visible)

        def columnCount(self, parent: Any = QModelIndex()) -> int:  # noqa: N802, B008
            return 0 if parent.isValid() else len(self.titles)

        def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
            if role == Qt.ItemDataRole.DisplayRole:
                return self.cells[self.visible[index.row()]][index.column()]
            return None

        def headerData(self, section: int, orientation: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
            if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
                return self.titles[section]
            return None

    class PlainTable(QWidget):
        def __init__(self) -> None:
            super().__init__()
            self.model = PlainModel()
            self.filter_edit = QLineEdit()
            self.filter_edit.textChanged.connect(self.model.set_filter)
            self.table = QTableView()
            self.table.setModel(self.model)
            self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            self.table.verticalHeader().hide()
            layout = QVBoxLayout(self)
            layout.addWidget(self.filter_edit)
            layout.addWidget(self.table, 1)

        def load(self, rows: Sequence[Any], columns: Sequence[Any]) -> None:
            self.model.load(rows, columns)

    return PlainTable()


def child_queue(orders: int, repeats: int) -> dict[str, Any]:
    from station.services.orders import OrderQueueService
    from station.store.store import Store

    app = start_qt()
    from station.ui.order_queue import OrderQueuePanel

    folder = Path(tempfile.mkdtemp(prefix="bench-queue-"))
    db_path = folder / "station.sqlite3"
    store = Store.open(db_path, operator="bench")
    queue = OrderQueueService(store, lambda: None)
    report = queue.import_file(write_orders_csv(folder / "orders.csv", [f"ORD-{n:06d}" for n in range(orders)]))
    assert report.imported == orders, report.errors[:3]

    result: dict[str, Any] = {
        key: []
        for key in (
            "store_read_s",
            "plain_sql_s",
            "model_load_s",
            "plain_index_s",
            "first_keystroke_s",
            "first_keystroke_plain_s",
            "keystroke_s",
            "keystroke_plain_s",
            "keystroke_filter_s",
        )
    }
    filtered_at: list[float] = []
    # filter_applied is emitted at the end of set_filter: the rest of a keystroke is the view's repaint.
    panel = OrderQueuePanel()
    panel.resize(1200, 800)
    panel.show()
    app.processEvents()
    panel.model.filter_applied.connect(lambda *_: filtered_at.append(time.perf_counter()))
    plain = plain_qt_table()
    plain.resize(1200, 800)
    plain.show()
    app.processEvents()
    rows: list[Any] = []
    for repeat in range(repeats):
        # Alternate which goes first; both read the same database file.
        for which in ("store", "plain") if repeat % 2 == 0 else ("plain", "store"):
            if which == "store":
                seconds, rows = timed(queue.orders)
                result["store_read_s"].append(seconds)
            else:
                seconds, plain_rows = timed(lambda: plain_sql_read(db_path))
                result["plain_sql_s"].append(seconds)
        assert len(rows) == len(plain_rows) == orders
        columns = panel.model._columns  # noqa: SLF001 - read only, to build the baseline's strings the same way
        for which in ("model", "plain") if repeat % 2 == 0 else ("plain", "model"):
            if which == "model":
                panel.filter_edit.clear()
                started = time.perf_counter()
                panel.set_orders(rows)
                app.processEvents()
                result["model_load_s"].append(time.perf_counter() - started)
            else:
                plain.filter_edit.clear()
                started = time.perf_counter()
                plain.load(rows, columns)
                app.processEvents()
                result["plain_index_s"].append(time.perf_counter() - started)
        for query in QUERIES:
            typed = [query[:n] for n in range(1, len(query) + 1)]
            sequence = typed + typed[-2::-1] + [""]  # type it, then delete it back letter by letter
            for position, text in enumerate(sequence):
                for which in ("panel", "plain") if position % 2 == 0 else ("plain", "panel"):
                    if which == "panel":
                        filtered_at.clear()
                        started = time.perf_counter()
                        panel.filter_edit.setText(text)
                        app.processEvents()
                        panel_s = time.perf_counter() - started
                        if filtered_at:
                            result["keystroke_filter_s"].append(filtered_at[0] - started)
                    else:
                        started = time.perf_counter()
                        plain.filter_edit.setText(text)
                        app.processEvents()
                        plain_s = time.perf_counter() - started
                if plain.model.rowCount() != panel.model.rowCount():
                    raise AssertionError(
                        f"filter {text!r}: panel shows {panel.model.rowCount()}, plain {plain.model.rowCount()}"
                    )
                result["keystroke_s"].append(panel_s)
                result["keystroke_plain_s"].append(plain_s)
                if position == 0:
                    result["first_keystroke_s"].append(panel_s)
                    result["first_keystroke_plain_s"].append(plain_s)
    panel.filter_edit.clear()
    app.processEvents()
    result["rss_kib"] = rss_kib()
    panel.close()
    plain.close()
    store.close()
    return result


class LatenessProbe:
    """A QTimer that records how late each of its ticks fires: the event loop's stalls, seen from inside it."""

    def __init__(self, interval_ms: int) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.interval_s = interval_ms / 1000
        self.lateness_s: list[float] = []
        self.tick_at: list[float] = []  # perf_counter of each tick, to tell when the stalls happened
        self._last = 0.0
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.lateness_s = []
        self.tick_at = []
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> list[float]:
        self._timer.stop()
        return self.lateness_s

    def _tick(self) -> None:
        now = time.perf_counter()
        self.lateness_s.append(max(0.0, now - self._last - self.interval_s))
        self.tick_at.append(now)
        self._last = now


class StallSampler:
    """Diagnosis only (`--diagnose`): a thread that, while the probe is overdue, records the loop thread's stack.

    It takes the GIL every few milliseconds, so its own figures are not the benchmark's; it says *where* a stall is.
    """

    def __init__(self, probe: LatenessProbe, overdue_s: float = 0.02) -> None:
        import threading

        self.probe, self.overdue_s = probe, overdue_s
        self.stacks: dict[str, int] = {}
        self._main = threading.main_thread().ident
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> list[tuple[str, int]]:
        self._stop.set()
        self._thread.join()
        return sorted(self.stacks.items(), key=lambda item: -item[1])[:8]

    def _run(self) -> None:
        import threading
        import traceback

        while not self._stop.wait(0.003):
            if not self.probe.tick_at or time.perf_counter() - self.probe.tick_at[-1] < self.overdue_s:
                continue
            frames = sys._current_frames()  # noqa: SLF001 - the standard way to sample threads
            frame = frames.get(self._main)
            if frame is None:
                continue
            lines = [f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in traceback.extract_stack(frame)[-12:]]
            key = " <- ".join(reversed(lines))
            if len(lines) < 8:  # the loop thread is inside Qt's C++ event loop: say what the other threads do
                others = [
                    " <- ".join(
                        f"{Path(f.filename).name}:{f.lineno} {f.name}"
                        for f in reversed(traceback.extract_stack(other)[-6:])
                    )
                    for ident, other in frames.items()
                    if ident not in (self._main, threading.get_ident())
                ]
                key += " || " + " ## ".join(others)
            self.stacks[key] = self.stacks.get(key, 0) + 1


def child_stall(
    orders: int, base_url: str, printing_base_url: str, show_previews: bool = True, diagnose: bool = False
) -> dict[str, Any]:
    app = start_qt()
    import qasync
    from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

    from bench.station_setup import open_services
    from station.domain.enums import LabelFormat
    from station.printers.base import PrinterProfile, PrintOutcome
    from station.printers.directory import DirectoryLabelPrinter
    from station.services.batch import BatchProgress
    from station.ui.batch_panel import BatchPanel
    from station.ui.label_preview import LabelPreview
    from station.ui.order_queue import OrderQueuePanel

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    folder = Path(tempfile.mkdtemp(prefix="bench-stall-"))

    window = QWidget()
    queue_panel, batch_panel, preview = OrderQueuePanel(), BatchPanel(), LabelPreview()
    left = QVBoxLayout()
    left.addWidget(queue_panel, 1)
    left.addWidget(batch_panel)
    layout = QHBoxLayout(window)
    layout.addLayout(left, 2)
    layout.addWidget(preview, 1)
    window.resize(1400, 900)
    window.show()

    class PreviewingPrinter:
        """Shows each label in the preview as it goes to the printer, as the packing table does."""

        def __init__(self) -> None:
            self.inner = DirectoryLabelPrinter(folder / "labels")
            self.previews = 0
            self.longest_set_pdf_s = 0.0

        async def print_pdf(self, pdf: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome:
            started = time.perf_counter()
            if show_previews and preview.set_pdf(pdf):
                self.previews += 1
            self.longest_set_pdf_s = max(self.longest_set_pdf_s, time.perf_counter() - started)
            return await self.inner.print_pdf(pdf, profile, job_name)

    printer = PreviewingPrinter()
    services, _counter = open_services(base_url, printing_base_url, folder, printer)
    probe = LatenessProbe(PROBE_INTERVAL_MS)

    async def scenario() -> dict[str, Any]:
        await services.start()
        references = [f"STALL-{os.getpid()}-{n:05d}" for n in range(orders)]
        report = services.orders.import_file(write_orders_csv(folder / "orders.csv", references))
        queue_panel.set_orders(services.orders.orders())
        await asyncio.sleep(0.5)  # let the window settle before measuring the idle loop
        probe.start()
        await asyncio.sleep(3.0)
        idle = probe.stop()

        stage_first_at: dict[str, float] = {}
        longest_progress_s = [0.0]

        def on_progress(progress: BatchProgress) -> None:
            # What MainWindow._run_batch hands the batch: the batch panel's show_progress, nothing more.
            started = time.perf_counter()
            stage_first_at.setdefault(progress.stage, started)
            batch_panel.show_progress(progress)
            longest_progress_s[0] = max(longest_progress_s[0], time.perf_counter() - started)

        batch_panel.started(len(report.order_keys))
        probe.start()
        sampler = StallSampler(probe) if diagnose else None
        if sampler is not None:
            sampler.start()
        started = time.perf_counter()
        summary = await services.batch.run(report.order_keys, LabelFormat.A6, on_progress=on_progress)
        batch_s = time.perf_counter() - started
        # ... and what MainWindow._run_batch does when the batch ends: the panel's summary and a queue reload.
        batch_panel.finished(summary)
        reload_started = time.perf_counter()
        queue_panel.set_orders(services.orders.orders())
        reload_s = time.perf_counter() - reload_started
        await asyncio.sleep(0.2)  # the repaint after the reload belongs to the batch too
        busy = probe.stop()
        stall_stacks = sampler.stop() if sampler is not None else []
        # Where the worst stall fell: which stage had begun when it ended (stages in the order they first appeared).
        worst = max(range(len(busy)), key=busy.__getitem__)
        worst_end = probe.tick_at[worst]
        begun = [stage for stage, at in sorted(stage_first_at.items(), key=lambda item: item[1]) if at <= worst_end]
        await services.aclose()
        preview.release()
        return {
            "idle_max_late_s": max(idle),
            "idle_p99_late_s": percentile(idle, 0.99),
            "batch_max_late_s": max(busy),
            "batch_p99_late_s": percentile(busy, 0.99),
            "batch_s": batch_s,
            "printed": summary.printed,
            "failed": len(summary.failed),
            "previews": printer.previews,
            "longest_set_pdf_s": printer.longest_set_pdf_s,
            "longest_progress_s": longest_progress_s[0],
            "reload_s": reload_s,
            "worst_stall_ends_at_s": worst_end - started,
            "stages_begun_by_then": begun,
            "stage_first_at_s": {stage: at - started for stage, at in stage_first_at.items()},
            "stall_stacks": stall_stacks,
        }

    with loop:
        result = loop.run_until_complete(scenario())
    window.close()
    return result


def child_main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--child", required=True, choices=("queue", "stall"))
    parser.add_argument("--orders", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--base-url", default="")
    parser.add_argument("--printing-base-url", default="")
    parser.add_argument("--no-previews", action="store_true", help="stall child: print without previews (diagnosis)")
    parser.add_argument("--diagnose", action="store_true", help="stall child: sample the loop thread's stack in stalls")
    args = parser.parse_args(argv)
    os.environ.setdefault("STATION_HOME", tempfile.mkdtemp(prefix="bench-ui-home-"))
    if args.child == "queue":
        result = child_queue(args.orders, args.repeats)
    else:
        result = child_stall(args.orders, args.base_url, args.printing_base_url, not args.no_previews, args.diagnose)
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(child_main(sys.argv[1:]))
