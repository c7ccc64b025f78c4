"""A quit that ends: once a process starts quitting, it is gone within a deadline, whatever still runs.

Python's exit waits for every non-daemon thread: the printing and store thread pools, the window's worker threads,
anyio's worker threads behind the sandbox. One of them stuck (a printer driver that never returns, a keychain
prompt nobody answers, a long label render) would keep the process alive after its window closed or after Ctrl-C,
for ever. The deadline logs which threads it gave up on and where each one was, then ends the process with the exit
code it was going to return. Work that matters is journaled before this point (the outbox, the print journal), so
what is given up is resumed or put to the operator at the next start.

A quit that is quick: once the window's session is closed (store closed, embedded sandbox stopped), Python's own
exit still tears down every module and object, the window's Qt objects and a queue of 100,000 orders among them:
1–2 s in which nothing is saved. `end_now` does the part of that exit that matters (worker threads finish their
job, exit hooks run, logs are flushed) and ends the process without the rest.
"""

from __future__ import annotations

import atexit
import logging
import os
import signal
import sys
import threading
import traceback
from typing import NoReturn

log = logging.getLogger("station.process_exit")

# Writing the report may itself block (a full stderr pipe, a stuck log handler): it gets this long, then the
# process ends without it.
REPORT_DEADLINE_S = 1.0


def end_within(seconds: float, exit_code: int = 0) -> threading.Thread:
    """From now on the process ends at the latest `seconds` from now, with `exit_code`.

    Call it where a process starts to quit (Ctrl-C, the window closed), never in library code or tests: it ends
    the whole process. A process that exits in time does so normally and the deadline never fires.
    """
    watch = threading.Thread(target=_end_after, args=(seconds, exit_code), name="exit deadline", daemon=True)
    watch.start()
    return watch


def end_now(exit_code: int) -> NoReturn:
    """Ends the process with `exit_code` the way Python's exit would, minus the teardown of modules and objects.

    Only for the real entry point (`station`, `station batch`), after the session is closed: never in library
    code or a test process. As in Python's own exit, first the worker threads finish what they are doing (a print
    half sent to a printer completes; an armed `end_within` deadline still bounds a stuck one), then the exit hooks
    run (logging's flush and close among them), then the process ends: no destructor of a Qt object runs, so none
    can warn or crash on the way out either.
    """
    # The same two steps Py_FinalizeEx starts with; threading._shutdown also runs the thread pools' exit hooks,
    # which let idle pool workers go (joining them directly would wait for ever).
    shutdown_threads = getattr(threading, "_shutdown", None)
    if shutdown_threads is not None:
        shutdown_threads()
    atexit._run_exitfuncs()
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:
            try:
                stream.flush()
            except (OSError, ValueError):  # a closed pipe or stream: nothing more can be said on it
                pass
    os._exit(exit_code)


def still_running() -> list[str]:
    """Every other thread, with where it is: `name (daemon) at file:line in function`."""
    frames = sys._current_frames()
    described = []
    for thread in threading.enumerate():
        if thread is threading.current_thread():
            continue
        frame = frames.get(thread.ident or -1)
        where = ""
        if frame is not None:
            top = traceback.extract_stack(frame, limit=1)[-1]
            where = f" at {os.path.basename(top.filename)}:{top.lineno} in {top.name}"
        kind = " (daemon)" if thread.daemon else ""
        described.append(f"{thread.name}{kind}{where}")
    return described


def _end_after(seconds: float, exit_code: int) -> None:
    if hasattr(signal, "pthread_sigmask"):
        # Stop signals belong to the main thread, the one that acts on them (POSIX delivers to any thread).
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
    threading.Event().wait(seconds)  # the deadline itself: nothing sets this event
    threads = still_running()
    reporter = threading.Thread(target=_report, args=(seconds, threads), name="exit deadline report", daemon=True)
    reporter.start()
    reporter.join(REPORT_DEADLINE_S)
    os._exit(exit_code)


def _report(seconds: float, threads: list[str]) -> None:
    log.warning("quitting took longer than %.0f s; ending without waiting for: %s", seconds, "; ".join(threads))
    for handler in logging.getLogger().handlers:
        handler.flush()
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:
            stream.flush()
