"""A thermal label through a real CUPS raw queue: a private cupsd whose queue (no driver, no filter) sends each job
with CUPS's own socket backend to the virtual label printer on a loopback port, so the test reads exactly the bytes
a label printer on that queue gets (issue 26 point 2)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import zxingcpp

from station.domain.enums import LabelFormat
from station.printers.base import LabelMedia, PrinterKind, PrinterProfile, PrintJobState, ThermalResolution
from station.printers.thermal import ThermalLabelPrinter
from station.sandbox import accounts
from station.sandbox.server import SandboxServer
from tests.helpers.sandbox import basic, client_for, shipment_body
from tests.printers.virtual_label_printer import VirtualLabelPrinter, printed_labels
from tests.private_cups import private_cups

CUPSD = Path("/usr/sbin/cupsd")
QUEUE = "StationZebraRaw"


def _why_cups_cannot_run() -> str | None:
    if not CUPSD.exists() or shutil.which("lpadmin") is None or shutil.which("lp") is None:
        return "cupsd, lpadmin and lp are not installed (apt-get install cups; scripts/bootstrap.sh does)"
    if os.geteuid() != 0:
        return "a private cupsd that writes jobs to files runs as root here"
    return None


pytestmark = pytest.mark.skipif(_why_cups_cannot_run() is not None, reason=_why_cups_cannot_run() or "")


@pytest.fixture
def raw_queue(qtbot, monkeypatch: pytest.MonkeyPatch) -> Iterator[VirtualLabelPrinter]:  # type: ignore[no-untyped-def]
    """A private cupsd with one raw queue whose device is the virtual printer; yields that printer.

    CUPS_SERVER points this test's `lp` at it; Qt in this process never asks CUPS during the test."""
    printer = VirtualLabelPrinter()
    try:
        with private_cups(
            QUEUE,
            lambda ready: qtbot.waitUntil(ready, timeout=30_000),
            device=f"socket://127.0.0.1:{printer.port}",
            model=None,
        ) as env:
            monkeypatch.setenv("CUPS_SERVER", env["CUPS_SERVER"])
            yield printer
    finally:
        printer.close()


def test_a_label_through_a_raw_cups_queue_reaches_the_printer_as_zpl_and_scans(
    raw_queue: VirtualLabelPrinter,
    _sandbox_server: SandboxServer,
    qtbot,
    run_async: Callable[..., Any],  # type: ignore[no-untyped-def]
) -> None:
    with client_for(_sandbox_server, basic(accounts.API_KEY_NL)) as client:
        shipment = client.post("/shipments", json=shipment_body(reference="RAW-1")).json()
        pdf = client.get(f"/shipment_labels/{shipment['id']}").content
    profile = PrinterProfile(
        "Zebra on CUPS",
        LabelFormat.A6,
        printer_name=QUEUE,
        kind=PrinterKind.THERMAL,
        resolution=ThermalResolution.DPI_203,
        media=LabelMedia.INCH_4X6,
        darkness=22,
    )
    outcome = run_async(ThermalLabelPrinter().print_pdf(pdf, profile, "RAW-1"))
    assert outcome.state is PrintJobState.SENT, outcome.detail
    assert f"queue '{QUEUE}' (raw)" in outcome.detail

    qtbot.waitUntil(lambda: bool(raw_queue.jobs), timeout=30_000)
    (zpl,) = raw_queue.jobs
    assert zpl.startswith(b"~SD22\n^XA\n^PW812\n^LL1219\n")  # raw: exactly what Station sent, no driver in between
    (label,) = printed_labels(zpl)
    assert [result.text for result in zxingcpp.read_barcodes(label.image)] == [shipment["barcode"]]


def test_a_queue_that_does_not_exist_fails_the_job_with_cups_own_words(
    raw_queue: VirtualLabelPrinter,
    run_async: Callable[..., Any],
) -> None:
    profile = PrinterProfile("Zebra", LabelFormat.A6, printer_name="NoSuchQueue", kind=PrinterKind.THERMAL)
    outcome = run_async(ThermalLabelPrinter().print_pdf(b"^XA^XZ", profile, "missing"))
    assert outcome.state is PrintJobState.FAILED
    assert "the print queue 'NoSuchQueue' refused the job" in outcome.detail
