"""Benchmark 6: what "ships once" costs — knowing a queue of 10,000 orders at 50 ms latency.

Station's first sweep (`ShippedElsewhereService.sweep`: the shop's shipments of the last 90 days, `GET /shipments`
with `from`, pages of 300, matched against the queue and stored) against a plain httpx script that reads the same
pages and does nothing with them, interleaved. The shop has 2,000 shipments made at another station for orders of
the queue. A lookup per order (`GET /shipments?reference=`) is measured on a sample and extrapolated, for scale.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx

from bench.common import (
    SANDBOX_BASIC_AUTH,
    Row,
    Size,
    median,
    ms,
    sandbox_process,
    shipment_body,
    write_orders_csv,
)
from bench.station_setup import open_services
from station.api.shipment_codec import encode_timestamp
from station.services.station import StationServices

LATENCY_MS = 50
PAGE_SIZE = 300


def seed_shipments(client: httpx.Client, references: list[str]) -> None:
    """The other station's shipments: batch creates of 100 (contract §3 ext)."""
    for start in range(0, len(references), 100):
        chunk = references[start : start + 100]
        body = {"shipments": [shipment_body(reference, start + n) for n, reference in enumerate(chunk)]}
        client.post("/shipments", json=body, timeout=120).raise_for_status()


def bare_sweep(client: httpx.Client, created_from: datetime) -> tuple[float, int, int]:
    """The same pages read by a plain script: (seconds, requests, shipments)."""
    started = time.perf_counter()
    page, requests, seen = 1, 0, 0
    while True:
        answer = client.get(
            "/shipments", params={"from": encode_timestamp(created_from), "size": PAGE_SIZE, "page": page}
        )
        answer.raise_for_status()
        requests += 1
        body = answer.json()
        seen += len(body["shipments"])
        if not body["shipments"] or page * body["size"] >= body["total"]:
            return time.perf_counter() - started, requests, seen
        page += 1


def per_reference_lookups(client: httpx.Client, references: list[str]) -> float:
    """One `GET /shipments?reference=` per order, one after the other: seconds for these references."""
    started = time.perf_counter()
    for reference in references:
        client.get("/shipments", params={"reference": reference, "size": PAGE_SIZE}).raise_for_status()
    return time.perf_counter() - started


async def measure(queue_size: int, shipped_elsewhere: int, rounds: int, sample: int, workdir: Path) -> list[Row]:
    run_id = uuid.uuid4().hex[:6].upper()
    references = [f"Q{run_id}-{n:05d}" for n in range(queue_size)]
    orders_file = write_orders_csv(workdir / "orders.csv", references)
    headers = {"Authorization": SANDBOX_BASIC_AUTH, "User-Agent": "bench-bare/1"}
    station_s: list[float] = []
    bare_s: list[float] = []
    station_requests = bare_requests = changed = 0
    with (
        sandbox_process(latency_ms=LATENCY_MS) as sandbox,
        httpx.Client(base_url=sandbox.base_url, headers=headers, timeout=60) as bare,
    ):
        seed_shipments(bare, references[:shipped_elsewhere])
        for round_number in range(rounds):
            # Each round a fresh station (a new home): its first sweep is what a second table pays once.
            folder = workdir / f"station-{round_number}"
            services, _counter = open_services(sandbox.base_url, sandbox.printing_base_url, folder)
            try:
                report = services.orders.import_file(orders_file)
                assert report.imported == queue_size, report.errors[:3]

                async def station_once(services: StationServices = services) -> float:
                    started = time.perf_counter()
                    swept = await services.elsewhere.sweep()
                    elapsed = time.perf_counter() - started
                    nonlocal station_requests, changed
                    station_requests, changed = swept.requests, len(swept.changed)
                    if services.elsewhere.unknown():
                        raise RuntimeError("orders still unknown after the sweep")
                    return elapsed

                horizon = datetime.now(UTC) - timedelta(days=90)
                if round_number % 2 == 0:
                    station_s.append(await station_once())
                    seconds, bare_requests, _seen = bare_sweep(bare, horizon)
                    bare_s.append(seconds)
                else:
                    seconds, bare_requests, _seen = bare_sweep(bare, horizon)
                    bare_s.append(seconds)
                    station_s.append(await station_once())
            finally:
                await services.aclose()
        per_lookup_s = per_reference_lookups(bare, references[:sample]) / sample
    ratio = median(station_s) / median(bare_s)
    name = f"6. Ships once: know a queue of {queue_size:,} orders, {LATENCY_MS} ms latency (rounds={rounds})"
    return [
        Row(
            name,
            f"Station's first sweep {ms(median(station_s))}",
            f"plain httpx, same pages {ms(median(bare_s))}",
            ratio,
            "info (no target)",
            "—",
            notes=[
                f"{shipped_elsewhere:,} of the orders shipped at another station beforehand; the sweep took on "
                f"{changed:,} of them, in {station_requests} requests (the plain script: {bare_requests}); every "
                f"order known afterwards. Later sweeps read only what is new (one request when nothing is). What "
                f"Station adds: decoding each shipment into a checked domain object (on a worker thread) and one "
                f"transaction that keeps them, marks the queue known and records the 2,000 shipments taken on.",
                f"A lookup per order instead (GET /shipments?reference=, one at a time): {ms(per_lookup_s)} each "
                f"(median of {sample} measured), so ≈ {per_lookup_s * queue_size:.0f} s for the queue, and "
                f"{queue_size:,} requests against a production limit of 500 GET /shipments per 5 minutes.",
            ],
        )
    ]


def run(size: Size) -> list[Row]:
    queue_size, shipped, rounds, sample = {
        "tiny": (200, 40, 2, 5),
        "quick": (10_000, 2_000, 2, 50),
        "full": (10_000, 2_000, 4, 100),
    }[size]
    with tempfile.TemporaryDirectory(prefix="bench-ships-once-") as folder:
        return asyncio.run(measure(queue_size, shipped, rounds, sample, Path(folder)))


if __name__ == "__main__":
    import os

    os.environ.setdefault("STATION_HOME", tempfile.mkdtemp(prefix="bench-home-"))
    for row in run("quick"):
        print(row)
