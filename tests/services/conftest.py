"""Services tests run against the real sandbox on a loopback socket; async tests use anyio's pytest plugin."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from station.api.profiles import WireProfile
from station.domain.enums import LabelFormat
from station.sandbox.server import SandboxServer
from station.services.account import AccountService
from station.services.outbox import PrinterBinding
from station.services.station import StationServices
from station.store.store import Store
from tests.helpers.services import ServicesFactory, directory_printers, sandbox_clients
from tests.profiles import front_of


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
async def services_factory(
    tmp_path: Path, wire_profile: WireProfile, store_location: Callable[[Path], Path | str]
) -> AsyncIterator[ServicesFactory]:
    """`services_factory(server, printers=None, store_path=None)`: StationServices over a sandbox, closed at teardown,
    talking to the sandbox's front of this run's wire profile (every test using it runs once per profile).

    Calling it twice with the same store path is a restart of Station on the same data. The store is on each engine
    in turn (`store_location`): SQLite, and a schema of the session's PostgreSQL.
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
            Store.open(store_location(store_path or tmp_path / "station.sqlite3"), operator="tester"),
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
