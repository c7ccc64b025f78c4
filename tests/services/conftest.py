"""Services tests run against the real sandbox on a loopback socket; async tests use anyio's pytest plugin."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from station.api.profiles import WireProfile
from station.api.session import ClientSettings
from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile
from station.printers.directory import DirectoryLabelPrinter
from station.sandbox.server import SandboxServer
from station.services.account import AccountService, ServiceClients
from station.services.outbox import PrinterBinding
from station.services.station import StationServices
from station.store.store import Store
from tests.profiles import Front, front_of


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


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


@pytest.fixture
async def services_factory(tmp_path: Path, wire_profile: WireProfile) -> AsyncIterator[ServicesFactory]:
    """`services_factory(server, printers=None, store_path=None)`: StationServices over a sandbox, closed at teardown,
    talking to the sandbox's front of this run's wire profile (every test using it runs once per profile).

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
            clients=sandbox_clients(front_of(server, wire_profile)),
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
