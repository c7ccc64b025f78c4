"""Services tests run against the real sandbox on a loopback socket; async tests use anyio's pytest plugin."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from station.api.auth import ApiKeyAuth
from station.api.printing import PrintingClient
from station.api.session import ClientSettings
from station.api.shipping import ShippingClient
from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.printers.directory import DirectoryLabelPrinter
from station.sandbox.server import SandboxServer
from station.services.account import AccountService, ServiceClients
from station.services.outbox import PrinterBinding
from station.services.station import StationServices
from station.store.store import Store


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def sandbox_clients(base_url: str, printing_base_url: str, api_key: str = "sandbox-nl") -> ServiceClients:
    auth = ApiKeyAuth(api_key, shop="sandbox")
    settings = ClientSettings(integration_name="station-tests", integration_version="1")
    return ServiceClients(ShippingClient(base_url, auth, settings), PrintingClient(printing_base_url, auth, settings), auth)


def directory_printers(folder: Path) -> dict[LabelFormat, PrinterBinding]:
    printer = DirectoryLabelPrinter(folder)
    return {
        fmt: PrinterBinding(PrinterProfile(f"folder {fmt.value}", fmt, printer_name=f"dir-{fmt.value}"), printer)
        for fmt in LabelFormat
    }


ServicesFactory = Callable[..., StationServices]


@pytest.fixture
async def services_factory(tmp_path: Path) -> AsyncIterator[ServicesFactory]:
    """`services_factory(server, printers=None, store_path=None)`: StationServices over a sandbox, closed at teardown.

    Calling it twice with the same store path is a restart of Station on the same data.
    """
    opened: list[StationServices] = []

    def open_services(
        server: SandboxServer,
        *,
        printers: dict[LabelFormat, PrinterBinding] | None = None,
        store_path: Path | None = None,
    ) -> StationServices:
        services = StationServices(
            AccountService(),
            Store.open(store_path or tmp_path / "station.sqlite3", operator="tester"),
            printers if printers is not None else directory_printers(tmp_path / "labels"),
            clients=sandbox_clients(server.base_url, server.printing_base_url),
        )
        opened.append(services)
        return services

    yield open_services
    for services in opened:
        try:
            await services.aclose()
        except Exception:  # noqa: BLE001 - a test that closed it already
            pass


def sample_file(name: str) -> Path:
    return Path(__file__).resolve().parents[2] / "resources" / name
