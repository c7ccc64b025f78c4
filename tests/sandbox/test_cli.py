"""`station sandbox` (contract §9) as a user runs it: a real process, its first line, its API, Ctrl-C."""

from __future__ import annotations

import argparse
import dataclasses
import os
import queue
import re
import signal
import subprocess
import sys
import threading

import httpx
import pytest

from station.sandbox.cli import add_sandbox_command, config_from_args, parse_rate_limit
from station.sandbox.state import SandboxConfig
from tests.sandbox.conftest import basic, shipment_body

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
        # The outbox (a return's e-mail) is printed for the developer watching the console.
        with httpx.Client(base_url=base_url, headers={"Authorization": basic("sandbox-nl")}) as client:
            recipient = {**shipment_body()["recipient"], "email": "j.jansen@example.org"}
            parent = client.post("/shipments", json=shipment_body(recipient=recipient)).json()
            assert client.get(f"/shipment_labels/{parent['id']}").status_code == 200
            assert client.post("/return_shipments", json={"parent_id": parent["id"], "send_email": True,
                                                          "printerless": True}).status_code == 201
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=STARTUP_DEADLINE_S) == 0
        pumping.join(STARTUP_DEADLINE_S)  # the pump ends at end of output, once the process has exited
        assert not pumping.is_alive()
        rest = "".join(lines.queue)
        assert process.stderr is not None
        errors = process.stderr.read()
        assert "sandbox-nl" in rest and "sandbox-client" in rest and "sandbox-secret" in rest
        assert "Traceback" not in errors
        assert "Return e-mail to J. Jansen <j.jansen@example.org>" in errors
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.mark.parametrize("text, expected", [("10/1", (10, 1.0)), ("100/60", (100, 60.0)), ("5/0.5", (5, 0.5))])
def test_rate_limit_option_reads_n_per_s(text: str, expected: tuple[int, float]) -> None:
    assert parse_rate_limit(text) == expected


@pytest.mark.parametrize("argument", ["--rate-limit=10", "--rate-limit=0/1", "--fail-rate=2"])
def test_bad_options_are_refused(argument: str) -> None:
    result = subprocess.run([sys.executable, "-m", "station", "sandbox", argument], capture_output=True, text=True,
                            timeout=STARTUP_DEADLINE_S)
    assert result.returncode == 2 and "error" in result.stderr


# SandboxConfig field → the `station sandbox` option that sets it, and a value other than the default.
# `clock` is for tests only (they move time instead of sleeping); it has no option.
OPTIONS: dict[str, tuple[str, str, object]] = {
    "host": ("--host", "127.0.0.2", "127.0.0.2"),
    "port": ("--port", "8765", 8765),
    "latency_ms": ("--latency-ms", "250", 250),
    "fail_rate": ("--fail-rate", "0.2", 0.2),
    "drop_rate": ("--drop-rate", "0.1", 0.1),
    "token_ttl": ("--token-ttl", "60", 60),
    "rate_limit": ("--rate-limit", "10/1", (10, 1.0)),
    "db_path": ("--db", "/tmp/sandbox.sqlite3", "/tmp/sandbox.sqlite3"),
    "printing_delay_s": ("--printing-delay", "0.5", 0.5),
    "label_ready_delay_s": ("--label-delay", "2", 2.0),
    "seed": ("--seed", "7", 7),
}


def _sandbox_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="station")
    add_sandbox_command(parser.add_subparsers(dest="command"))
    return parser


def test_every_config_field_has_an_option_that_sets_it() -> None:
    assert set(OPTIONS) == {f.name for f in dataclasses.fields(SandboxConfig)} - {"clock"}
    arguments = ["sandbox"] + [text for flag, value, _ in OPTIONS.values() for text in (flag, value)]
    config = config_from_args(_sandbox_parser().parse_args(arguments))
    assert {name: getattr(config, name) for name in OPTIONS} == {name: expected for name, (_, _, expected) in
                                                                 OPTIONS.items()}
    assert config_from_args(_sandbox_parser().parse_args(["sandbox"])) == SandboxConfig()


def test_help_documents_every_option_the_accounts_and_the_control_endpoints() -> None:
    result = subprocess.run([sys.executable, "-m", "station", "sandbox", "--help"], capture_output=True, text=True,
                            timeout=STARTUP_DEADLINE_S)
    assert result.returncode == 0
    text = result.stdout
    options_part = text.split("options:", 1)[1].split("accounts", 1)[0]
    for flag, _, _ in OPTIONS.values():
        # The option's own line carries its help text (more than the flag and its metavar).
        (line,) = [line for line in options_part.splitlines() if line.strip().startswith(flag + " ")]
        assert len(line.split()) > 2, line
        assert "default" in options_part.split(flag + " ", 1)[1].split("\n  --", 1)[0]
    for expected in ("sandbox-nl", "sandbox-be", "sandbox-paused", "sandbox-client", "sandbox-secret",
                     "/__sandbox__/reset", "/__sandbox__/advance", "/printing", "station.sandbox.outbox"):
        assert expected in text, expected


@pytest.mark.parametrize("argument", ["--latency-ms=-1", "--token-ttl=0", "--port=70000", "--printing-delay=-2",
                                      "--drop-rate=x"])
def test_out_of_range_values_are_refused_without_a_traceback(argument: str) -> None:
    result = subprocess.run([sys.executable, "-m", "station", "sandbox", argument], capture_output=True, text=True,
                            timeout=STARTUP_DEADLINE_S)
    assert result.returncode == 2 and "error" in result.stderr and "Traceback" not in result.stderr
