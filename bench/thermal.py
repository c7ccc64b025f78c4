"""Benchmark 9 (issue 26): a label to a 203 dpi label printer on port 9100, ZPL path against the PDF path.

Both paths run the same scan to print through Station's services on the same sandbox, interleaved, and end at the
same loopback listener standing in for the printer, which notes when the last byte of each job arrived:

- ZPL path: the A6 profile is a thermal label printer at that address (`ThermalLabelPrinter`: ~HS asked before
  the create, before and after the job; the label rendered at 8 dots/mm and sent as a ZPL graphic field);
- PDF path: the A6 profile is an office printer whose driver takes PDF: Qt renders the label at the printer's
  203 dpi into the PDF a PDF-driver queue receives (`QtLabelPrinter`), and those bytes go to the same listener.
"""

from __future__ import annotations

import asyncio
import socket
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from bench.common import Row, Size, median, ms, percentile, sandbox_process, write_orders_csv
from bench.station_setup import open_services
from station.domain.enums import LabelFormat
from station.printers.base import (
    LabelMedia,
    PrinterKind,
    PrinterProfile,
    PrintJobState,
    PrintOutcome,
    ThermalResolution,
)
from station.printers.qt_printer import QtLabelPrinter
from station.printers.raw_transport import send_to_socket
from station.printers.routing import ProfilePrinter
from station.workers import run_blocking

WARMUP = 2
HOST_STATUS_OK = (
    b"\x02030,0,0,1184,000,0,0,0,000,0,0,0\x03\r\n\x02000,0,0,0,0,2,4,0,00000000,1,000\x03\r\n\x021234,0\x03\r\n"
)


@dataclass
class TimedPrinterPort:
    """A loopback listener for port 9100: answers ~HS (ready), keeps when each job's last byte arrived and its size."""

    last_byte_at: list[float] = field(default_factory=list)
    job_bytes: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._recorded = threading.Condition()
        self._server = socket.create_server(("127.0.0.1", 0))
        self._server.settimeout(0.1)
        self.port = self._server.getsockname()[1]
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True, name="bench-printer-port")
        self._thread.start()

    def _serve(self) -> None:
        while not self._stopped.is_set():
            try:
                connection, _ = self._server.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            with connection:
                received, last = bytearray(), 0.0
                while chunk := connection.recv(1 << 16):
                    received += chunk
                    last = time.perf_counter()
                    if bytes(received) == b"~HS":
                        connection.sendall(HOST_STATUS_OK)
                        break
                if received and bytes(received) != b"~HS":
                    with self._recorded:
                        self.last_byte_at.append(last)
                        self.job_bytes.append(len(received))
                        self._recorded.notify_all()

    def wait_for_jobs(self, count: int, timeout_s: float = 30.0) -> bool:
        """Until `count` jobs have arrived whole (a sender's last write can return before the port has read it)."""
        with self._recorded:
            return self._recorded.wait_for(lambda: len(self.last_byte_at) >= count, timeout_s)

    def close(self) -> None:
        self._stopped.set()
        self._server.close()
        self._thread.join(timeout=5)


class PdfDriverQueue:
    """The PDF path to the same printer port: Qt renders the label for a 203 dpi printer into the PDF that a
    PDF-driver queue receives, and those bytes go to the port."""

    def __init__(self, port: int, folder: Path) -> None:
        self.port = port
        self.folder = folder

    async def print_pdf(self, pdf: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome:
        output = self.folder / f"{job_name}.pdf"
        outcome = await QtLabelPrinter(pdf_output=output, pdf_resolution=203).print_pdf(pdf, profile, job_name)
        if outcome.state is not PrintJobState.SENT:
            return outcome
        await run_blocking(send_to_socket, "127.0.0.1", self.port, output.read_bytes())
        return outcome


@dataclass
class PathTimes:
    zpl_s: list[float] = field(default_factory=list)
    pdf_s: list[float] = field(default_factory=list)
    zpl_bytes: list[int] = field(default_factory=list)
    pdf_bytes: list[int] = field(default_factory=list)


async def measure(iterations: int, workdir: Path) -> PathTimes:
    total = 2 * (iterations + WARMUP)
    references = [f"T{uuid.uuid4().hex[:6].upper()}-{n:04d}" for n in range(total)]
    port = TimedPrinterPort()
    times = PathTimes()
    zpl_profile = PrinterProfile(
        "Zebra",
        LabelFormat.A6,
        kind=PrinterKind.THERMAL,
        network_address=f"127.0.0.1:{port.port}",
        resolution=ThermalResolution.DPI_203,
        media=LabelMedia.A6,
    )
    pdf_profile = PrinterProfile(
        "Label printer (driver)", LabelFormat.A6, printer_name="pdf-driver", scale_to_fit=False
    )
    (workdir / "driver").mkdir()
    zpl_printer, pdf_printer = ProfilePrinter(), PdfDriverQueue(port.port, workdir / "driver")
    try:
        with sandbox_process() as sandbox:
            services, _ = open_services(sandbox.base_url, sandbox.printing_base_url, workdir)
            await services.start()
            report = services.orders.import_file(write_orders_csv(workdir / "orders.csv", references))
            assert report.imported == total, report.errors[:3]
            try:
                for n in range(iterations + WARMUP):
                    order = ("zpl", "pdf") if n % 2 == 0 else ("pdf", "zpl")
                    for index, path in enumerate(order):
                        if path == "zpl":
                            services.printing.set_printer(LabelFormat.A6, zpl_profile, zpl_printer)
                        else:
                            services.printing.set_printer(LabelFormat.A6, pdf_profile, pdf_printer)
                        jobs_before = len(port.last_byte_at)
                        started = time.perf_counter()  # Enter in the scan field
                        result = await services.scan.scan(references[2 * n + index], scan_to_print=True)
                        arrived = await asyncio.to_thread(port.wait_for_jobs, jobs_before + 1)
                        if result.job is None or not arrived or len(port.last_byte_at) != jobs_before + 1:
                            raise RuntimeError(f"{path}: scan printed nothing at the port: {result}")
                        if n >= WARMUP:
                            getattr(times, f"{path}_s").append(port.last_byte_at[-1] - started)
                            getattr(times, f"{path}_bytes").append(port.job_bytes[-1])
            finally:
                await services.aclose()
    finally:
        port.close()
    return times


def rows_for(times: PathTimes) -> list[Row]:
    name = f"9. Label printer 203 dpi on port 9100 (n={len(times.zpl_s)})"
    zpl_bytes, pdf_bytes = median(times.zpl_bytes), median(times.pdf_bytes)
    rows = [
        Row(
            f"{name}: bytes per A6 label",
            f"ZPL path {zpl_bytes / 1024:.1f} KiB",
            f"PDF path (Qt at 203 dpi) {pdf_bytes / 1024:.1f} KiB",
            zpl_bytes / pdf_bytes,
            "info (no target)",
            "—",
        )
    ]
    for label, pick in (("median", median), ("p95", lambda values: percentile(values, 0.95))):
        zpl, pdf = pick(times.zpl_s), pick(times.pdf_s)
        rows.append(
            Row(
                f"{name}: Enter → last byte at the printer, {label}",
                f"ZPL path {ms(zpl)}",
                f"PDF path {ms(pdf)}",
                zpl / pdf,
                "info (no target)",
                "—",
            )
        )
    return rows


def run(size: Size) -> list[Row]:
    from PySide6.QtGui import QGuiApplication

    # QPrinter (the PDF path) wants an application object, as in Station; offscreen under `python -m bench`.
    application = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - kept alive for the run
    iterations = {"tiny": 1, "quick": 8, "full": 30}[size]
    with tempfile.TemporaryDirectory(prefix="bench-thermal-") as folder:
        return rows_for(asyncio.run(measure(iterations, Path(folder))))


if __name__ == "__main__":
    import os

    os.environ.setdefault("STATION_HOME", tempfile.mkdtemp(prefix="bench-home-"))
    for row in run("quick"):
        print(row)
