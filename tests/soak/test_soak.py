"""Soak: orders through `station batch` against a faulty sandbox subprocess, kill -9 midway, restart; nothing lost or doubled.

Small run (40 orders) in CI; the full 500-order run is marked `slow` (docs/reliability.md has the command).
"""

from __future__ import annotations

import base64
import csv
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.waiting import wait_for

ROOT = Path(__file__).resolve().parents[2]
SANDBOX_KEY = "basic " + base64.b64encode(b"sandbox-nl").decode()
CITIES = [("1015 CJ", "Amsterdam", "NL"), ("3511 AS", "Utrecht", "NL"), ("3012 BP", "Rotterdam", "NL"),
          ("2000", "Antwerpen", "BE"), ("9000", "Gent", "BE"), ("9711 LV", "Groningen", "NL")]
CARRIERS = {"NL": ["postnl", "dhlforyou", "gls", "dpd"], "BE": ["postnl", "dpd"]}


def write_orders(path: Path, count: int) -> list[str]:
    references = [f"SOAK-{number:05d}" for number in range(1, count + 1)]
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["reference", "name", "street", "postal_code", "city", "country", "carrier", "weight_grams"])
        for number, reference in enumerate(references):
            postal_code, city, country = CITIES[number % len(CITIES)]
            carriers = CARRIERS[country]
            writer.writerow([reference, f"Klant {number}", f"Dorpsstraat {number + 1}", postal_code, city, country,
                             carriers[number % len(carriers)], 500 + number])
    return references


@pytest.fixture
def faulty_sandbox(tmp_path: Path) -> Iterator[str]:
    """`station sandbox` as a subprocess with faults (contract §9 flags); yields its base URL."""
    output = tmp_path / "sandbox.out"
    with output.open("w") as handle:
        process = subprocess.Popen(
            [sys.executable, "-m", "station", "sandbox", "--port", "0", "--fail-rate", "0.2", "--drop-rate", "0.05",
             "--token-ttl", "5", "--rate-limit", "40/1", "--seed", "11", "--db", str(tmp_path / "sandbox.sqlite3")],
            stdout=handle, stderr=subprocess.STDOUT, cwd=ROOT, env={**os.environ, "STATION_HOME": str(tmp_path / "sb")},
        )
    try:
        text = wait_for(lambda: output.read_text(),
                        lambda text: "\n" in text or process.poll() is not None, what="the sandbox's first line")
        assert text.startswith("Sandbox main API"), f"the sandbox did not start: {text}"
        yield text.split()[3]
    finally:
        process.terminate()
        process.wait(timeout=30)


def batch_command(orders: Path, labels: Path, base_url: str) -> list[str]:
    return [sys.executable, "-m", "station", "batch", str(orders), "--print-to", str(labels), "--sandbox", base_url,
            "--sandbox-auth", "oauth", "--concurrency", "4", "--quiet"]


def live_shipments(base_url: str, reference: str) -> int:
    """Live shipments with this reference, asked of the sandbox (reads again past injected faults and 429s)."""

    def read() -> int | None:
        try:
            response = httpx.get(base_url + "/shipments", params={"reference": reference, "size": 300},
                                 headers={"Authorization": SANDBOX_KEY}, timeout=10)
        except httpx.HTTPError:  # a dropped answer
            return None
        if response.status_code != 200:  # an injected 502, or the rate limit's 429
            return None
        return sum(1 for shipment in response.json()["shipments"]
                   if shipment["reference"] == reference and shipment["status"] != "cancelled")

    count = wait_for(read, lambda count: count is not None, what=f"a read of the shipments of {reference}")
    assert count is not None
    return count


def run_soak(tmp_path: Path, base_url: str, count: int, timeout_s: float) -> None:
    orders = tmp_path / "orders.csv"
    labels = tmp_path / "labels"
    references = write_orders(orders, count)
    env = {**os.environ, "STATION_HOME": str(tmp_path / "station")}

    first = subprocess.Popen(batch_command(orders, labels, base_url), cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    # Kill -9 midway: once a third of the labels are out (a condition with a deadline, not a fixed sleep).
    wait_for(lambda: len(list(labels.glob("SOAK-*.pdf"))) >= count // 3 or first.poll() is not None,
             what="a third of the labels from the first batch", within_s=timeout_s)
    assert first.poll() is None, first.stdout.read().decode() if first.stdout else ""
    os.kill(first.pid, signal.SIGKILL)
    first.wait(timeout=30)
    killed_at = len(list(labels.glob("SOAK-*.pdf")))

    second = subprocess.run(batch_command(orders, labels, base_url), cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=timeout_s)
    print(second.stdout[-3000:])
    assert second.returncode == 0, second.stdout + second.stderr

    shipments = {reference: live_shipments(base_url, reference) for reference in references}
    files = [path.name for path in labels.iterdir() if not path.name.startswith(".")]
    prints = {reference: sum(1 for name in files if name.startswith(reference)) for reference in references}
    duplicates = sum(max(0, n - 1) for n in shipments.values()) + sum(max(0, n - 1) for n in prints.values())
    losses = sum(1 for n in shipments.values() if n == 0) + sum(1 for n in prints.values() if n == 0)
    print(f"soak: orders {count}, killed after {killed_at} labels, shipments {sum(shipments.values())}, "
          f"prints {sum(prints.values())}, duplicates {duplicates}, losses {losses}")
    assert duplicates == 0 and losses == 0
    assert all(n == 1 for n in shipments.values()) and all(n == 1 for n in prints.values())
    assert len(files) == count


def test_soak_40_orders_with_faults_and_a_kill(tmp_path: Path, faulty_sandbox: str) -> None:
    run_soak(tmp_path, faulty_sandbox, 40, timeout_s=240)


@pytest.mark.slow
@pytest.mark.timeout(1800)
def test_soak_500_orders_with_faults_and_a_kill(tmp_path: Path, faulty_sandbox: str) -> None:
    run_soak(tmp_path, faulty_sandbox, 500, timeout_s=1500)
