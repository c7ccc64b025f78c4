"""`station sandbox --wire production`: the production base URLs first, then the contract's; in `--help`."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys

import httpx
import pytest

from tests.helpers.processes import STARTUP_DEADLINE_S, next_line, output_lines
from tests.helpers.production_sandbox import key64


def _first_two_lines(arguments: list[str]) -> tuple[list[str], list[str]]:
    process = subprocess.Popen(
        [sys.executable, "-m", "station", "sandbox", "--port", "0", *arguments],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        lines, _ = output_lines(process)
        first, second = next_line(lines), next_line(lines)
        first_urls = re.findall(r"http://127\.0\.0\.1:\d+\S*", first)
        second_urls = re.findall(r"http://127\.0\.0\.1:\d+\S*", second)
        production_base = first_urls[0] if "--wire" in arguments else second_urls[0]
        health = httpx.get(production_base + "/", timeout=30)
        assert health.json()["status"] == "OK"
        shipments = httpx.get(
            production_base + "/shipments", headers={"Authorization": f"bearer {key64('sandbox-nl')}"}, timeout=30
        )
        assert shipments.status_code == 200 and "data" in shipments.json()
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=STARTUP_DEADLINE_S) == 0
        return first_urls, second_urls
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.mark.parametrize("arguments", [["--wire", "production"], []])
def test_the_chosen_formats_urls_come_first(arguments: list[str]) -> None:
    first, second = _first_two_lines(arguments)
    assert len(first) == 2 and len(second) == 2
    production, contract = (first, second) if arguments else (second, first)
    base = contract[0]
    assert contract == [base, base + "/printing"]
    assert production == [base + "/production", base + "/production/printing"]


def test_help_names_the_wire_option_and_the_production_accounts() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "station", "sandbox", "--help"],
        capture_output=True,
        text=True,
        timeout=STARTUP_DEADLINE_S,
    )
    assert result.returncode == 0
    text = " ".join(result.stdout.split())
    for expected in (
        "--wire {contract,production}",
        "/production/printing",
        "sandbox-prepaid",
        "sandbox-new",
        "/__sandbox__/production/advance",
        "402",
        "3762",
    ):
        assert expected in text, expected


def test_an_unknown_wire_format_is_refused() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "station", "sandbox", "--wire", "soap"],
        capture_output=True,
        text=True,
        timeout=STARTUP_DEADLINE_S,
    )
    assert result.returncode == 2 and "invalid choice" in result.stderr
