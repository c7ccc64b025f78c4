"""Soak: orders through `station batch` against a faulty sandbox subprocess, kill -9 midway, restart; nothing lost or doubled.

Small run (40 orders) in CI; the full 500-order run is marked `slow` (docs/reliability.md has the command).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.helpers.many_orders import live_shipments, write_orders
from tests.helpers.waiting import wait_for

ROOT = Path(__file__).resolve().parents[2]


def batch_command(orders: Path, labels: Path, base_url: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "station",
        "batch",
        str(orders),
        "--print-to",
        str(labels),
        "--sandbox",
        base_url,
        "--sandbox-auth",
        "oauth",
        "--concurrency",
        "4",
        "--quiet",
    ]


def run_soak(tmp_path: Path, base_url: str, count: int, timeout_s: float) -> None:
    orders = tmp_path / "orders.csv"
    labels = tmp_path / "labels"
    parcels = write_orders(orders, count)
    references = list(parcels)
    env = {**os.environ, "STATION_HOME": str(tmp_path / "station")}

    first = subprocess.Popen(
        batch_command(orders, labels, base_url), cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    # Kill -9 midway: once a third of the labels are out (a condition with a deadline, not a fixed sleep).
    wait_for(
        lambda: len(list(labels.glob("SOAK-*.pdf"))) >= count // 3 or first.poll() is not None,
        what="a third of the labels from the first batch",
        within_s=timeout_s,
    )
    assert first.poll() is None, first.stdout.read().decode() if first.stdout else ""
    os.kill(first.pid, signal.SIGKILL)
    first.wait(timeout=30)
    killed_at = len(list(labels.glob("SOAK-*.pdf")))

    second = subprocess.run(
        batch_command(orders, labels, base_url), cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout_s
    )
    print(second.stdout[-3000:])
    assert second.returncode == 0, second.stdout + second.stderr

    found = {reference: live_shipments(base_url, reference) for reference in references}
    shipments = {reference: mains for reference, (mains, _follow_ups) in found.items()}
    files = [path for path in labels.iterdir() if not path.name.startswith(".")]
    prints = {reference: [path for path in files if path.name.startswith(reference)] for reference in references}
    duplicates = sum(max(0, n - 1) for n in shipments.values()) + sum(max(0, len(p) - 1) for p in prints.values())
    losses = sum(1 for n in shipments.values() if n == 0) + sum(1 for p in prints.values() if not p)
    # Every parcel exists once on the service and has its label, one page each, in the order's one print.
    parcels_on_service = {reference: mains + follow_ups for reference, (mains, follow_ups) in found.items()}
    labels_printed = {
        reference: sum(len(PdfReader(path).pages) for path in paths) for reference, paths in prints.items()
    }
    multi_collo = sum(1 for n in parcels.values() if n > 1)
    print(
        f"soak: orders {count} ({multi_collo} multi-collo), killed after {killed_at} labels, shipments "
        f"{sum(shipments.values())}, parcels {sum(parcels_on_service.values())}, prints "
        f"{sum(len(p) for p in prints.values())}, labels {sum(labels_printed.values())}, duplicates {duplicates}, "
        f"losses {losses}"
    )
    assert duplicates == 0 and losses == 0
    assert all(n == 1 for n in shipments.values()) and all(len(p) == 1 for p in prints.values())
    assert len(files) == count
    assert multi_collo > 0 and parcels_on_service == parcels and labels_printed == parcels


def test_soak_40_orders_with_faults_and_a_kill(tmp_path: Path, faulty_sandbox: str) -> None:
    run_soak(tmp_path, faulty_sandbox, 40, timeout_s=240)


@pytest.mark.slow
@pytest.mark.timeout(1800)
def test_soak_500_orders_with_faults_and_a_kill(tmp_path: Path, faulty_sandbox: str) -> None:
    run_soak(tmp_path, faulty_sandbox, 500, timeout_s=1500)
