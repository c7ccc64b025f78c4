"""Benchmark 1: scan → label PDF handed to a PDF printer, Station's services against a plain httpx script."""

from __future__ import annotations

import asyncio
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import httpx

from bench.common import (
    SANDBOX_BASIC_AUTH,
    Row,
    Size,
    median,
    ms,
    percentile,
    sandbox_process,
    shipment_body,
    verdict,
    write_file_durably,
    write_orders_csv,
)
from bench.station_setup import TimedPrinter, open_services
from station.printers.directory import DirectoryLabelPrinter, job_file_name

TARGET_RATIO = 1.3
WARMUP = 3


@dataclass(frozen=True)
class ScanTimes:
    latency_ms: int
    station_s: list[float]
    bare_s: list[float]


def bare_scan_to_print(client: httpx.Client, reference: str, index: int, folder: Path) -> float:
    """The bare minimum: create the shipment, fetch its A6 label PDF, write it as a PDF printer would."""
    started = time.perf_counter()
    created = client.post("/shipments", json=shipment_body(reference, index))
    created.raise_for_status()
    label = client.get(f"/shipment_labels/{created.json()['id']}", params={"format": "A6"},
                       headers={"Accept": "application/pdf"})
    label.raise_for_status()
    write_file_durably(folder / job_file_name(reference), label.content)
    return time.perf_counter() - started


async def measure(latency_ms: int, iterations: int, workdir: Path) -> ScanTimes:
    """Interleaved: each round runs one Station scan and one bare scan, the first of the two alternating."""
    total = iterations + WARMUP
    run_id = uuid.uuid4().hex[:6].upper()
    station_refs = [f"S{run_id}-{n:05d}" for n in range(total)]
    bare_refs = [f"B{run_id}-{n:05d}" for n in range(total)]
    bare_folder = workdir / "bare-labels"
    bare_folder.mkdir(parents=True, exist_ok=True)
    station_times: list[float] = []
    bare_times: list[float] = []
    with sandbox_process(latency_ms=latency_ms) as sandbox:
        printer = TimedPrinter(DirectoryLabelPrinter(workdir / "labels"))
        services, _counter = open_services(sandbox.base_url, sandbox.printing_base_url, workdir, printer)
        await services.start()
        report = services.orders.import_file(write_orders_csv(workdir / "orders.csv", station_refs))
        assert report.imported == total, report.errors[:3]
        headers = {"Authorization": SANDBOX_BASIC_AUTH, "User-Agent": "bench-bare/1"}

        async def station_once(reference: str) -> float:
            started = time.perf_counter()
            result = await services.scan.scan(reference, scan_to_print=True)
            if result.job is None or result.job.job_name not in printer.done_at:
                raise RuntimeError(f"scan of {reference} printed nothing: {result}")
            return printer.done_at[result.job.job_name] - started

        try:
            with httpx.Client(base_url=sandbox.base_url, headers=headers, timeout=30) as bare:
                for n in range(total):
                    if n % 2 == 0:
                        subject = await station_once(station_refs[n])
                        baseline = bare_scan_to_print(bare, bare_refs[n], n, bare_folder)
                    else:
                        baseline = bare_scan_to_print(bare, bare_refs[n], n, bare_folder)
                        subject = await station_once(station_refs[n])
                    if n >= WARMUP:
                        station_times.append(subject)
                        bare_times.append(baseline)
        finally:
            await services.aclose()
    return ScanTimes(latency_ms, station_times, bare_times)


def rows_for(times: ScanTimes) -> list[Row]:
    station_median, bare_median = median(times.station_s), median(times.bare_s)
    station_p95, bare_p95 = percentile(times.station_s, 0.95), percentile(times.bare_s, 0.95)
    ratio = station_median / bare_median
    ratio_p95 = station_p95 / bare_p95
    name = f"1. Scan to print, sandbox {times.latency_ms} ms (n={len(times.station_s)})"
    return [
        Row(name + " median", f"Station {ms(station_median)}", f"plain httpx {ms(bare_median)}", ratio,
            f"≤ {TARGET_RATIO}×", verdict(ratio <= TARGET_RATIO)),
        Row(name + " p95", f"Station {ms(station_p95)}", f"plain httpx {ms(bare_p95)}", ratio_p95,
            f"≤ {TARGET_RATIO}×", verdict(ratio_p95 <= TARGET_RATIO)),
    ]


def run(size: Size) -> list[Row]:
    iterations = {"tiny": 2, "quick": 8, "full": 60}[size]
    rows: list[Row] = []
    for latency_ms in (0, 50):
        with tempfile.TemporaryDirectory(prefix="bench-scan-") as folder:
            rows += rows_for(asyncio.run(measure(latency_ms, iterations, Path(folder))))
    return rows


if __name__ == "__main__":
    import os

    os.environ.setdefault("STATION_HOME", tempfile.mkdtemp(prefix="bench-home-"))
    for row in run("quick"):
        print(row)
