"""`station sandbox` (contract §9) as a user runs it: a real process, its first line, its API, Ctrl-C."""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time

import httpx
import pytest

from station.sandbox.cli import parse_rate_limit
from tests.sandbox.conftest import basic

STARTUP_DEADLINE_S = 30.0


def _output_lines(process: subprocess.Popen[str]) -> tuple[queue.Queue[str], threading.Thread]:
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


def _next_line(lines: queue.Queue[str]) -> str:
    try:
        return lines.get(timeout=STARTUP_DEADLINE_S)
    except queue.Empty:
        raise AssertionError("`station sandbox` printed nothing in time") from None


def test_station_sandbox_prints_both_base_urls_first_and_stops_on_ctrl_c() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "station", "sandbox", "--port", "0", "--rate-limit", "100/1", "--latency-ms", "1"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        lines, pumping = _output_lines(process)
        first = _next_line(lines)
        urls = re.findall(r"http://127\.0\.0\.1:\d+\S*", first)
        assert len(urls) == 2, first
        base_url, printing_base_url = urls
        assert printing_base_url == base_url + "/printing"
        response = httpx.get(base_url + "/shipments", headers={"Authorization": basic("sandbox-nl")})
        assert response.status_code == 200
        assert httpx.get(printing_base_url + "/printers",
                         headers={"Authorization": basic("sandbox-nl")}).status_code == 200
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=STARTUP_DEADLINE_S) == 0
        pumping.join(STARTUP_DEADLINE_S)  # the pump ends at end of output, once the process has exited
        assert not pumping.is_alive()
        rest = "".join(lines.queue)
        assert process.stderr is not None
        errors = process.stderr.read()
        assert "sandbox-nl" in rest and "sandbox-client" in rest and "sandbox-secret" in rest
        assert "Traceback" not in errors
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.mark.parametrize("text, expected", [("10/1", (10, 1.0)), ("100/60", (100, 60.0)), ("5/0.5", (5, 0.5))])
def test_rate_limit_option_reads_n_per_s(text: str, expected: tuple[int, float]) -> None:
    assert parse_rate_limit(text) == expected


@pytest.mark.parametrize("argument", ["--rate-limit=10", "--rate-limit=0/1", "--fail-rate=2"])
def test_bad_options_are_refused(argument: str) -> None:
    started = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "station", "sandbox", argument], capture_output=True, text=True,
                            timeout=STARTUP_DEADLINE_S)
    assert result.returncode == 2 and "error" in result.stderr
    assert time.monotonic() - started < STARTUP_DEADLINE_S
