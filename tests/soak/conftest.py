"""The soaks' faulty sandbox: `station sandbox` as a subprocess with faults (contract §9 flags)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.waiting import wait_for

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def faulty_sandbox(tmp_path: Path) -> Iterator[str]:
    """`station sandbox` as a subprocess with faults (contract §9 flags); yields its base URL."""
    output = tmp_path / "sandbox.out"
    with output.open("w") as handle:
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "station",
                "sandbox",
                "--port",
                "0",
                "--fail-rate",
                "0.2",
                "--drop-rate",
                "0.05",
                "--token-ttl",
                "5",
                "--rate-limit",
                "40/1",
                "--seed",
                "11",
                "--db",
                str(tmp_path / "sandbox.sqlite3"),
            ],
            stdout=handle,
            stderr=subprocess.STDOUT,
            cwd=ROOT,
            env={**os.environ, "STATION_HOME": str(tmp_path / "sb")},
        )
    try:
        text = wait_for(
            lambda: output.read_text(),
            lambda text: "\n" in text or process.poll() is not None,
            what="the sandbox's first line",
        )
        assert text.startswith("Sandbox main API"), f"the sandbox did not start: {text}"
        yield text.split()[3]
    finally:
        process.terminate()
        process.wait(timeout=30)
