"""The qasync event loop Station's window runs on, with asyncio's blocking helpers on plain Python threads.

asyncio runs some blocking calls on its loop's default executor: `loop.getaddrinfo` (every connection httpx opens
to a host name, e.g. api.myparcel.nl, resolves it there), `asyncio.to_thread`, `run_in_executor(None, ...)`.
qasync's default executor is a pool of ten QThreads, made on first use and stopped only by `loop.close()`. A
QThread still alive when Python finalises it makes Qt abort the process ("QThread: Destroyed while thread '' is
still running", exit status 134): after any name lookup, a run whose loop is not closed (the test session's
loop, a loop given up at quit) ended in that abort, and a lookup still waiting for DNS at close held the close.
Here the default executor is a standard thread pool instead: its threads are plain Python threads that Python
joins at exit (the quit deadline of station.process_exit bounds that wait), and nothing Qt-owned outlives the app.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import qasync
from PySide6.QtCore import QCoreApplication

# Name lookups are the main users; a few at once is plenty for one window.
DEFAULT_EXECUTOR_WORKERS = 4
DEFAULT_EXECUTOR_THREAD_PREFIX = "station-asyncio"


def default_executor() -> ThreadPoolExecutor:
    """A fresh default executor for a Station event loop (its owner shuts it down, or the loop's close does)."""
    return ThreadPoolExecutor(max_workers=DEFAULT_EXECUTOR_WORKERS, thread_name_prefix=DEFAULT_EXECUTOR_THREAD_PREFIX)


def window_event_loop(
    app: QCoreApplication, *, already_running: bool = False, executor: ThreadPoolExecutor | None = None
) -> qasync.QEventLoop:
    """A qasync loop on `app` whose default executor is `executor` (a new `default_executor()` when None), never
    qasync's QThread pool (qasync#115: a QThreadExecutor outliving its loop aborts the process at exit)."""
    loop = qasync.QEventLoop(app, already_running=already_running)
    # WORKAROUND for qasync's QThreadExecutor as default executor (see the module docstring).
    loop.set_default_executor(executor if executor is not None else default_executor())
    return loop
