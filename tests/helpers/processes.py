"""Waiting for a subprocess: its output line by line, each line with a deadline (readline alone has none)."""

from __future__ import annotations

import queue
import subprocess
import threading

STARTUP_DEADLINE_S = 30.0


def output_lines(process: subprocess.Popen[str]) -> tuple[queue.Queue[str], threading.Thread]:
    """Every line the process prints, as it prints it; waiting on the queue takes a deadline, readline does not."""
    lines: queue.Queue[str] = queue.Queue()
    assert process.stdout is not None
    stdout = process.stdout

    def pump() -> None:
        for line in stdout:
            lines.put(line)

    pumping = threading.Thread(target=pump, daemon=True)
    pumping.start()
    return lines, pumping


def next_line(lines: queue.Queue[str]) -> str:
    try:
        return lines.get(timeout=STARTUP_DEADLINE_S)
    except queue.Empty:
        raise AssertionError("`station sandbox` printed nothing in time") from None
