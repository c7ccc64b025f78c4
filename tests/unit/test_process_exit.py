"""Quitting ends: a process past its quit deadline exits anyway, with its exit code, naming what it gave up on."""

from __future__ import annotations

import subprocess
import sys
import textwrap

# A process that starts quitting (end_within) while a non-daemon thread is stuck: without the deadline Python's
# exit would wait for that thread for ever.
STUCK = textwrap.dedent("""
    import logging, sys, threading
    from station.process_exit import end_within

    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    stuck = threading.Event()
    threading.Thread(target=stuck.wait, name="stuck printer driver").start()
    end_within(0.5, exit_code=3)
    print("quitting", flush=True)
""")

DONE_IN_TIME = textwrap.dedent("""
    import sys, threading
    from station.process_exit import end_within

    finished = threading.Event()
    threading.Thread(target=finished.wait, args=(0.1,), name="short worker").start()
    end_within(30, exit_code=3)
    sys.exit(0)
""")


def test_a_stuck_thread_does_not_keep_a_quitting_process_alive() -> None:
    result = subprocess.run([sys.executable, "-c", STUCK], capture_output=True, text=True, timeout=60)
    assert result.stdout == "quitting\n"
    assert result.returncode == 3, result.stderr
    assert "ending without waiting for" in result.stderr and "stuck printer driver" in result.stderr, result.stderr
    assert "in wait" in result.stderr  # where the thread was
    assert "MainThread" in result.stderr  # and where the exit itself was waiting


def test_a_process_that_quits_in_time_exits_normally() -> None:
    # The deadline (30 s) is far; the worker ends on its own, Python's normal exit runs and keeps its own code.
    result = subprocess.run([sys.executable, "-c", DONE_IN_TIME], capture_output=True, text=True, timeout=60)
    assert (result.returncode, result.stderr) == (0, "")
