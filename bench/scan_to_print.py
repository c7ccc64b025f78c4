"""Benchmark 1: scan → label PDF handed to a PDF printer, Station's services against a plain httpx script, for each
wire profile: the sandbox's contract front, and its production front (the production service's format)."""

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
    SANDBOX_BEARER_AUTH,
    Row,
    Size,
    median,
    ms,
    order_fields,
    percentile,
    sandbox_process,
    shipment_body,
    verdict,
    write_file_durably,
    write_orders_csv,
)
from bench.station_setup import TimedPrinter, open_services
from station.api.profiles import WireProfile
from station.printers.directory import DirectoryLabelPrinter, job_file_name
from station.services.embedded_sandbox import production_front

TARGET_RATIO = 1.3
TARGET_RATIO_NO_LATENCY = 1.15  # issue #18 point 6: scan to print at 0 ms latency
WARMUP = 3


@dataclass(frozen=True)
class ScanTimes:
    latency_ms: int
    station_s: list[float]
    bare_s: list[float]
    profile: WireProfile = WireProfile.CONTRACT


def bare_scan_to_print(client: httpx.Client, reference: str, index: int, folder: Path) -> float:
    """The bare minimum: create the shipment, fetch its A6 label PDF, write it as a PDF printer would."""
    started = time.perf_counter()
    created = client.post("/shipments", json=shipment_body(reference, index))
    created.raise_for_status()
    label = client.get(
        f"/shipment_labels/{created.json()['id']}", params={"format": "A6"}, headers={"Accept": "application/pdf"}
    )
    label.raise_for_status()
    write_file_durably(folder / job_file_name(reference), label.content)
    return time.perf_counter() - started


def production_body(reference: str, index: int) -> dict[str, object]:
    """The same order as a plain client sends it to the production service: enveloped, integers, split street."""
    fields = order_fields(index)
    street, number = fields["street"].rsplit(" ", 1)
    recipient = {
        "cc": fields["country"],
        "person": fields["name"],
        "street": street,
        "number": number,
        "postal_code": fields["postal_code"],
        "city": fields["city"],
    }
    return {
        "data": {
            "shipments": [
                {
                    "carrier": 1,
                    "reference_identifier": reference,
                    "recipient": recipient,
                    "options": {"package_type": 1, "delivery_type": 2},
                    "physical_properties": {"weight": 1200},
                }
            ]
        }
    }


def bare_production_scan_to_print(client: httpx.Client, reference: str, index: int, folder: Path) -> float:
    """The bare minimum in the production format: create (ids only), fetch the A6 label PDF by id, write it."""
    started = time.perf_counter()
    created = client.post(
        "/shipments",
        json=production_body(reference, index),
        headers={"Content-Type": "application/vnd.shipment+json;charset=utf-8;version=1.1"},
    )
    created.raise_for_status()
    shipment_id = created.json()["data"]["ids"][0]["id"]
    label = client.get(
        f"/shipment_labels/{shipment_id}", params={"format": "A6"}, headers={"Accept": "application/pdf"}
    )
    label.raise_for_status()
    write_file_durably(folder / job_file_name(reference), label.content)
    return time.perf_counter() - started


async def measure(
    latency_ms: int, iterations: int, workdir: Path, profile: WireProfile = WireProfile.CONTRACT
) -> ScanTimes:
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
        production = profile is WireProfile.PRODUCTION
        base_url, printing_base_url = (
            production_front(sandbox.base_url) if production else (sandbox.base_url, sandbox.printing_base_url)
        )
        bare_scan = bare_production_scan_to_print if production else bare_scan_to_print
        services, _counter = open_services(base_url, printing_base_url, workdir, printer, profile)
        await services.start()
        report = services.orders.import_file(write_orders_csv(workdir / "orders.csv", station_refs))
        assert report.imported == total, report.errors[:3]
        headers = {
            "Authorization": SANDBOX_BEARER_AUTH if production else SANDBOX_BASIC_AUTH,
            "User-Agent": "bench-bare/1",
        }

        async def station_once(reference: str) -> float:
            started = time.perf_counter()
            result = await services.scan.scan(reference, scan_to_print=True)
            if result.job is None or result.job.job_name not in printer.done_at:
                raise RuntimeError(f"scan of {reference} printed nothing: {result}")
            return printer.done_at[result.job.job_name] - started

        try:
            with httpx.Client(base_url=base_url, headers=headers, timeout=30) as bare:
                for n in range(total):
                    if n % 2 == 0:
                        subject = await station_once(station_refs[n])
                        baseline = bare_scan(bare, bare_refs[n], n, bare_folder)
                    else:
                        baseline = bare_scan(bare, bare_refs[n], n, bare_folder)
                        subject = await station_once(station_refs[n])
                    if n >= WARMUP:
                        station_times.append(subject)
                        bare_times.append(baseline)
        finally:
            await services.aclose()
    return ScanTimes(latency_ms, station_times, bare_times, profile)


def rows_for(times: ScanTimes) -> list[Row]:
    station_median, bare_median = median(times.station_s), median(times.bare_s)
    station_p95, bare_p95 = percentile(times.station_s, 0.95), percentile(times.bare_s, 0.95)
    ratio = station_median / bare_median
    ratio_p95 = station_p95 / bare_p95
    target = TARGET_RATIO_NO_LATENCY if times.latency_ms == 0 else TARGET_RATIO
    # The contract's rows keep their names (earlier results compare with them); production's say so.
    wire = "production format, " if times.profile is WireProfile.PRODUCTION else ""
    name = f"1. Scan to print, {wire}sandbox {times.latency_ms} ms (n={len(times.station_s)})"
    return [
        Row(
            name + " median",
            f"Station {ms(station_median)}",
            f"plain httpx {ms(bare_median)}",
            ratio,
            f"≤ {target}×",
            verdict(ratio <= target),
        ),
        Row(
            name + " p95",
            f"Station {ms(station_p95)}",
            f"plain httpx {ms(bare_p95)}",
            ratio_p95,
            f"≤ {target}×",
            verdict(ratio_p95 <= target),
        ),
    ]


def run(size: Size) -> list[Row]:
    iterations = {"tiny": 2, "quick": 8, "full": 60}[size]
    rows: list[Row] = []
    for profile in WireProfile:
        for latency_ms in (0, 50):
            with tempfile.TemporaryDirectory(prefix="bench-scan-") as folder:
                rows += rows_for(asyncio.run(measure(latency_ms, iterations, Path(folder), profile)))
    return rows


if __name__ == "__main__":
    import os

    os.environ.setdefault("STATION_HOME", tempfile.mkdtemp(prefix="bench-home-"))
    for row in run("quick"):
        print(row)
