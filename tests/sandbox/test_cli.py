"""`station sandbox` (contract §9) as a user runs it: a real process, its first line, its API, Ctrl-C."""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest

from station.sandbox.cli import add_sandbox_command, config_from_args, parse_rate_limit
from station.sandbox.server import SandboxServer
from station.sandbox.state import SandboxConfig
from tests.helpers.processes import STARTUP_DEADLINE_S, next_line, output_lines
from tests.helpers.sandbox import basic, shipment_body, unread_by_server
from tests.helpers.waiting import wait_for


def test_station_sandbox_prints_both_base_urls_first_and_stops_on_ctrl_c() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "station", "sandbox", "--port", "0", "--rate-limit", "100/1", "--latency-ms", "1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        lines, pumping = output_lines(process)
        first = next_line(lines)
        urls = re.findall(r"http://127\.0\.0\.1:\d+\S*", first)
        assert len(urls) == 2, first
        base_url, printing_base_url = urls
        assert printing_base_url == base_url + "/printing"
        response = httpx.get(base_url + "/shipments", headers={"Authorization": basic("sandbox-nl")})
        assert response.status_code == 200
        assert (
            httpx.get(printing_base_url + "/printers", headers={"Authorization": basic("sandbox-nl")}).status_code
            == 200
        )
        # The outbox (a return's e-mail) is printed for the developer watching the console.
        with httpx.Client(base_url=base_url, headers={"Authorization": basic("sandbox-nl")}) as client:
            recipient = {**shipment_body()["recipient"], "email": "j.jansen@example.org"}
            parent = client.post("/shipments", json=shipment_body(recipient=recipient)).json()
            assert client.get(f"/shipment_labels/{parent['id']}").status_code == 200
            assert (
                client.post(
                    "/return_shipments", json={"parent_id": parent["id"], "send_email": True, "printerless": True}
                ).status_code
                == 201
            )
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


# The promise: Ctrl-C ends `station sandbox` within 5 s, whatever it is doing.
CTRL_C_DEADLINE_S = 5.0
BATCH = 100  # contract §3 (ext): the largest batch


def _send_request(
    port: int, method: str, path: str, body: bytes = b"", *, stall_after: int | None = None
) -> socket.socket:
    """A raw HTTP/1.1 request (keep-alive) on a new connection; `stall_after` sends only that many body bytes."""
    head = (
        f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: {basic('sandbox-nl')}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode()
    connection = socket.create_connection(("127.0.0.1", port), timeout=STARTUP_DEADLINE_S)
    connection.sendall(head + body[:stall_after])
    return connection


@pytest.fixture
def sandbox_db_with_a_batch(tmp_path: Path) -> tuple[Path, list[int]]:
    """A `--db` file holding one batch of shipments, so the process under test needs no set-up requests."""
    db_path = tmp_path / "sandbox.sqlite3"
    with SandboxServer(SandboxConfig(db_path=str(db_path))) as server:
        with httpx.Client(
            base_url=server.base_url, headers={"Authorization": basic("sandbox-nl")}, timeout=STARTUP_DEADLINE_S
        ) as client:
            created = client.post(
                "/shipments", json={"shipments": [shipment_body(reference=f"B-{index}") for index in range(BATCH)]}
            )
            assert created.status_code == 201, created.text
    return db_path, [shipment["id"] for shipment in created.json()["shipments"]]


@pytest.fixture
def sandbox_started_in_the_background(tmp_path: Path) -> Iterator[Callable[..., tuple[subprocess.Popen[str], int]]]:
    """`station sandbox` started as a shell starts a background job: with SIGINT ignored (the way the original hang
    happened: Python then never raised KeyboardInterrupt, so Ctrl-C did nothing)."""
    processes: list[subprocess.Popen[str]] = []

    def start(*options: str) -> tuple[subprocess.Popen[str], int]:
        with (tmp_path / "stderr.txt").open("w") as errors:
            process = subprocess.Popen(
                [
                    "sh",
                    "-c",
                    'trap "" INT; exec "$0" "$@"',
                    sys.executable,
                    "-m",
                    "station",
                    "sandbox",
                    "--port",
                    "0",
                    *options,
                ],
                stdout=subprocess.PIPE,
                stderr=errors,
                text=True,
                env={**os.environ, "PYTHONUNBUFFERED": "1"},
            )
        processes.append(process)
        lines, _ = output_lines(process)
        first = next_line(lines)
        port = int(re.findall(r"http://127\.0\.0\.1:(\d+)", first)[0])
        return process, port

    yield start
    for process in processes:
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the connections' queues in /proc/net/tcp")
@pytest.mark.parametrize("latency_ms", [60_000, 0], ids=["requests-waiting-in-latency", "requests-being-worked-on"])
def test_ctrl_c_stops_the_sandbox_within_5_s_whatever_is_in_flight(
    latency_ms: int,
    sandbox_db_with_a_batch: tuple[Path, list[int]],
    sandbox_started_in_the_background: Callable[..., tuple[subprocess.Popen[str], int]],
    tmp_path: Path,
) -> None:
    db_path, ids = sandbox_db_with_a_batch
    process, port = sandbox_started_in_the_background("--db", str(db_path), "--latency-ms", str(latency_ms))
    all_ids = ";".join(map(str, ids))
    batch = json.dumps({"shipments": [shipment_body(reference=f"C-{index}") for index in range(BATCH)]}).encode()
    with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=STARTUP_DEADLINE_S) as keep_alive:
        # An idle keep-alive connection: a control path (never delayed) answered, the connection left open.
        assert keep_alive.get("/__sandbox__/reset").status_code == 405
        in_flight = [
            _send_request(port, "GET", f"/shipment_labels/{ids[0]}"),  # one label
            _send_request(port, "GET", f"/shipment_labels/{all_ids}?format=A4"),  # a batch's labels on A4 sheets
            _send_request(port, "POST", "/shipments", batch),  # a batch create
            _send_request(port, "POST", "/shipments", batch, stall_after=len(batch) // 2),  # a client stalled mid-body
        ]
        try:
            wait_for(
                lambda: [unread_by_server(port, connection) for connection in in_flight],
                lambda unread: unread == [0] * len(in_flight),
                what="the sandbox to read the requests in flight (bytes unread per connection)",
            )
            process.send_signal(signal.SIGINT)
            stopping = time.monotonic()
            try:
                exit_code = process.wait(timeout=CTRL_C_DEADLINE_S)
            except subprocess.TimeoutExpired:
                pytest.fail(
                    f"the sandbox did not exit within {CTRL_C_DEADLINE_S} s of Ctrl-C; its log:\n"
                    + (tmp_path / "stderr.txt").read_text()
                )
            stopped_in = time.monotonic() - stopping
        finally:
            for connection in in_flight:
                connection.close()
    errors = (tmp_path / "stderr.txt").read_text()
    assert exit_code == 0, errors
    assert "Traceback" not in errors
    if latency_ms:
        # Still waiting after the grace period: cancelled, and the log says how many (uvicorn's line), or, had the
        # server's thread not ended in time, what it left open (the sandbox's own line).
        assert re.search(r"Cancel \d+ running task|did not stop within", errors), errors
    print(f"stopped {stopped_in:.2f} s after Ctrl-C; log:\n{errors}")


@pytest.mark.parametrize("text, expected", [("10/1", (10, 1.0)), ("100/60", (100, 60.0)), ("5/0.5", (5, 0.5))])
def test_rate_limit_option_reads_n_per_s(text: str, expected: tuple[int, float]) -> None:
    assert parse_rate_limit(text) == expected


@pytest.mark.parametrize("argument", ["--rate-limit=10", "--rate-limit=0/1", "--fail-rate=2"])
def test_bad_options_are_refused(argument: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "station", "sandbox", argument],
        capture_output=True,
        text=True,
        timeout=STARTUP_DEADLINE_S,
    )
    assert result.returncode == 2 and "error" in result.stderr


# SandboxConfig field → the `station sandbox` option that sets it, and a value other than the default.
# `clock` is for tests only (they move time instead of sleeping); it has no option.
OPTIONS: dict[str, tuple[str, str, object]] = {
    "host": ("--host", "127.0.0.2", "127.0.0.2"),
    "port": ("--port", "8765", 8765),
    "latency_ms": ("--latency-ms", "250", 250),
    "latency_jitter_ms": ("--jitter-ms", "40", 40),
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
    assert {name: getattr(config, name) for name in OPTIONS} == {
        name: expected for name, (_, _, expected) in OPTIONS.items()
    }
    assert config_from_args(_sandbox_parser().parse_args(["sandbox"])) == SandboxConfig()


def test_help_documents_every_option_the_accounts_and_the_control_endpoints() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "station", "sandbox", "--help"],
        capture_output=True,
        text=True,
        timeout=STARTUP_DEADLINE_S,
    )
    assert result.returncode == 0
    text = result.stdout
    options_part = text.split("options:", 1)[1].split("accounts", 1)[0]
    for flag, _, _ in OPTIONS.values():
        # The option's own line carries its help text (more than the flag and its metavar).
        (line,) = [line for line in options_part.splitlines() if line.strip().startswith(flag + " ")]
        assert len(line.split()) > 2, line
        assert "default" in options_part.split(flag + " ", 1)[1].split("\n  --", 1)[0]
    for expected in (
        "sandbox-nl",
        "sandbox-be",
        "sandbox-paused",
        "sandbox-client",
        "sandbox-secret",
        "/__sandbox__/reset",
        "/__sandbox__/advance",
        "/printing",
        "station.sandbox.outbox",
    ):
        assert expected in text, expected


@pytest.mark.parametrize(
    "argument", ["--latency-ms=-1", "--token-ttl=0", "--port=70000", "--printing-delay=-2", "--drop-rate=x"]
)
def test_out_of_range_values_are_refused_without_a_traceback(argument: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "station", "sandbox", argument],
        capture_output=True,
        text=True,
        timeout=STARTUP_DEADLINE_S,
    )
    assert result.returncode == 2 and "error" in result.stderr and "Traceback" not in result.stderr
