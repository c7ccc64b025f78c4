"""The services tests' set-ups: clients on the sandbox, folder printers, the sample files."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from station.api.session import ClientSettings
from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile, PrintJobState, PrintOutcome
from station.printers.directory import DirectoryLabelPrinter
from station.sandbox.server import SandboxServer
from station.services.account import ServiceClients
from station.services.orders import ImportReport
from station.services.outbox import PrinterBinding
from station.services.station import StationServices
from tests.helpers.sandbox import shipments_at
from tests.profiles import Front


def sandbox_clients(front: Front, api_key: str = "sandbox-nl") -> ServiceClients:
    """The clients of the wire profile of `front` (tests/profiles.py), as the account would build them."""
    auth = front.key(api_key)
    settings = ClientSettings(integration_name="station-tests", integration_version="1")
    return ServiceClients(front.shipping(auth, settings), front.printing(auth, settings), auth, front.profile)


def directory_printers(folder: Path) -> dict[LabelFormat, PrinterBinding]:
    printer = DirectoryLabelPrinter(folder)
    return {
        fmt: PrinterBinding(PrinterProfile(f"folder {fmt.value}", fmt, printer_name=f"dir-{fmt.value}"), printer)
        for fmt in LabelFormat
    }


ServicesFactory = Callable[..., StationServices]


def sample_file(name: str) -> Path:
    return Path(__file__).resolve().parents[2] / "station" / "resources" / name


async def knows_the_sample_orders(services: StationServices, name: str = "sample-orders.csv") -> ImportReport:
    """The sample orders imported and the service swept once: a running station knows whether another station
    shipped each of its orders (ships once), so its outbox journals creates while the service is away."""
    report = services.orders.import_file(sample_file(name))
    await services.elsewhere.sweep()
    return report


def live_by_reference(server: SandboxServer, reference: str) -> list[dict]:
    return [
        s
        for s in shipments_at(server.base_url, reference)
        if s["reference"] == reference and s["status"] != "cancelled"
    ]


class SimulatedCrash(BaseException):
    """Stands for the process dying: not an Exception, so nothing in Station handles it."""


class CrashingPrinter:
    """A printer that takes the process down while it prints (SimulatedCrash): the outcome is unknown."""

    def __init__(self) -> None:
        self.calls = 0

    async def print_pdf(self, pdf: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome:
        self.calls += 1
        raise SimulatedCrash


class CountingPrinter:
    def __init__(self) -> None:
        self.jobs: list[str] = []

    async def print_pdf(self, pdf: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome:
        assert pdf.startswith(b"%PDF")
        self.jobs.append(job_name)
        return PrintOutcome(PrintJobState.SENT, job_name)


def bound(printer: object) -> dict[LabelFormat, PrinterBinding]:
    return {
        fmt: PrinterBinding(PrinterProfile(f"p {fmt.value}", fmt, printer_name="p"), printer)  # type: ignore[arg-type]
        for fmt in LabelFormat
    }
