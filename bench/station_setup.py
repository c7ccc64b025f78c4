"""Station's real services over a sandbox, as the app composes them, plus the timing and counting hooks benchmarks need."""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from station.api.printing import PrintingClient
from station.api.profiles import WireProfile, api_key_auth, shipping_client
from station.api.session import ClientSettings
from station.domain.enums import LabelFormat
from station.printers.base import LabelPrinter, PrinterProfile, PrintOutcome
from station.printers.directory import DirectoryLabelPrinter
from station.services.account import SANDBOX_API_KEY, AccountService, ServiceClients
from station.services.outbox import PrinterBinding
from station.services.station import StationServices
from station.store.store import Store


class TimedPrinter:
    """Wraps a LabelPrinter (the public protocol) and notes when each job was handed over and when it was done.

    "Handed to the printer" for a PDF printer profile is the moment the adapter has the whole file written.
    """

    def __init__(self, inner: LabelPrinter) -> None:
        self.inner = inner
        self.handed_at: dict[str, float] = {}  # job name → perf_counter when print_pdf was called
        self.done_at: dict[str, float] = {}  # job name → perf_counter when print_pdf returned
        self.pdfs_seen = 0

    async def print_pdf(self, pdf: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome:
        self.handed_at[job_name] = time.perf_counter()
        self.pdfs_seen += 1
        outcome = await self.inner.print_pdf(pdf, profile, job_name)
        self.done_at[job_name] = time.perf_counter()
        return outcome


@dataclass
class WireCounter:
    """Requests and response statuses seen by Station's HTTP client (httpx event hooks, a public httpx API)."""

    requests: int = 0
    statuses: Counter[int] = field(default_factory=Counter)

    async def on_request(self, request: httpx.Request) -> None:
        self.requests += 1

    async def on_response(self, response: httpx.Response) -> None:
        self.statuses[response.status_code] += 1


def sandbox_clients(
    base_url: str, printing_base_url: str, profile: WireProfile = WireProfile.CONTRACT
) -> ServiceClients:
    """The clients of `profile` for the sandbox front at `base_url` (its production front for production)."""
    auth = api_key_auth(profile, SANDBOX_API_KEY, shop="sandbox")
    settings = ClientSettings(integration_name="station-bench", integration_version="1")
    return ServiceClients(
        shipping_client(profile, base_url, auth, settings),
        PrintingClient(printing_base_url, auth, settings),
        auth,
        profile,
    )


def open_services(
    base_url: str,
    printing_base_url: str,
    folder: Path,
    printer: LabelPrinter | None = None,
    profile: WireProfile = WireProfile.CONTRACT,
) -> tuple[StationServices, WireCounter]:
    """StationServices on a fresh store in `folder`, printing every format into `folder/labels` (a PDF profile)."""
    printer = printer or DirectoryLabelPrinter(folder / "labels")
    printers = {
        fmt: PrinterBinding(PrinterProfile(f"pdf {fmt.value}", fmt, printer_name=f"pdf-{fmt.value}"), printer)
        for fmt in LabelFormat
    }
    clients = sandbox_clients(base_url, printing_base_url, profile)
    counter = WireCounter()
    clients.shipping.http.event_hooks["request"].append(counter.on_request)
    clients.shipping.http.event_hooks["response"].append(counter.on_response)
    services = StationServices(
        AccountService(), Store.open(folder / "station.sqlite3", operator="bench"), printers, clients=clients
    )
    return services, counter
