"""Session-wide test setup: Qt offscreen, a safe in-memory keyring, one qasync loop that GUI tests run inside."""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

# Qt must never need a display in tests; set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox")

import httpx
import keyring
from hypothesis import HealthCheck, settings

from station.api.profiles import WireProfile
from station.sandbox.server import SandboxServer
from station.sandbox.state import SandboxConfig
from tests.helpers import local_only
from tests.helpers.gui_loop import GuiTestLoop
from tests.helpers.keyring import MemoryKeyring
from tests.helpers.postgres import Cluster, Schemas, throwaway_cluster
from tests.helpers.waiting import PatientQtBot
from tests.profiles import PROFILES, Front, front_of

# Speed is measured in bench/, never in tests: no per-example deadline, no timing health check (a loaded 2-core
# CI machine would make them flaky).
settings.register_profile("station", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("station")


# Tests never reach the internet (tests/helpers/local_only.py): a name other than this machine's is refused.
local_only.install()


@pytest.fixture(autouse=True)
def no_internet() -> Iterator[None]:
    """Fails the test that looked up a name outside this machine (tests/helpers/local_only.py)."""
    local_only.refused_lookups.clear()
    yield
    refused, local_only.refused_lookups[:] = list(local_only.refused_lookups), []
    assert not refused, f"the test tried to reach the internet (looked up {', '.join(sorted(set(refused)))})"


@pytest.fixture(autouse=True)
def memory_keyring() -> Iterator[MemoryKeyring]:
    backend = MemoryKeyring()
    previous = keyring.get_keyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


@pytest.fixture(autouse=True)
def root_logger_restored() -> Iterator[None]:
    """Whatever a test does to the root logger (configure_logging() adds a file and a stderr handler and sets the
    level, DEBUG when verbose) is undone after it: no later test inherits that level, nor handlers writing into
    this test's folder or its captured stderr. Without this, the suite's order decided how much every test logged."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in list(root.handlers):
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Config, data and log directories of Station point into a temporary folder for every test."""
    root = tmp_path_factory.mktemp("station-home")
    monkeypatch.setenv("STATION_HOME", str(root))


@pytest.fixture(scope="session")
def qapp(qapp):  # type: ignore[no-untyped-def]
    """pytest-qt's application, speaking English as Station's window does from its start: with its English
    catalogue, which says the singulars ("1 order" where the source says "%n orders")."""
    from PySide6.QtCore import QLocale

    from station.ui.language import language_switch

    language_switch().apply(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    return qapp


@pytest.fixture
def qtbot(qapp, request: pytest.FixtureRequest) -> PatientQtBot:  # type: ignore[no-untyped-def]
    """pytest-qt's `qtbot`, with deadlines for a busy machine (tests.helpers.waiting.PatientQtBot)."""
    return PatientQtBot(request)


# The session's qasync loop. A GUI test (one using the `qasync_loop` fixture) runs whole inside it, through
# qasync's public run_until_complete, as Station's window runs; the rest of the session has no running loop on this
# thread, so plain asyncio tests (anyio, asyncio.run, Playwright's sync API) start loops of their own.
# tests/helpers/gui_loop.py says how, and why QtWebEngine needs the application's signals blocked between tests.
_gui_loop = GuiTestLoop()


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> bool | None:
    """A GUI test runs inside the session's loop: pytest's own protocol for it is called again from a loop
    callback (where this hook leaves it to pytest)."""
    if "qasync_loop" not in getattr(item, "fixturenames", ()) or _gui_loop.running():
        return None
    try:
        _gui_loop.run(item.config, lambda: item.ihook.pytest_runtest_protocol(item=item, nextitem=nextitem))
    except (KeyboardInterrupt, pytest.exit.Exception) as interrupted:
        # pytest would tear the interrupted test's fixtures down at the session's end, outside the loop, where
        # they cannot await anything (a window's close, the services' aclose): here, inside it, instead.
        try:
            _gui_loop.run(item.config, lambda: item.ihook.pytest_runtest_teardown(item=item, nextitem=None))
        except BaseException as teardown_error:
            raise interrupted from teardown_error
        raise
    return True


def pytest_sessionfinish(session: pytest.Session) -> None:
    _gui_loop.close()


@pytest.fixture
def qasync_loop(qapp) -> Any:  # type: ignore[no-untyped-def]
    """The session's qasync loop, running while this test runs (pytest_runtest_protocol above)."""
    loop = asyncio.get_running_loop()
    assert loop is _gui_loop.current()
    return loop


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[Cluster]:
    """One throwaway PostgreSQL cluster for the session, started when a test first asks for it."""
    with throwaway_cluster() as cluster:
        yield cluster


_schema_prefixes = iter(range(1_000_000))


@pytest.fixture(params=["sqlite", "postgresql"])
def store_engine(request: pytest.FixtureRequest) -> str:
    """The engine a store test runs on: every test using `store_location` runs on both."""
    return str(request.param)


@pytest.fixture
def store_location(store_engine: str, request: pytest.FixtureRequest) -> Iterator[Callable[[Path], Path | str]]:
    """`store_location(path)`: where a store the test would keep in SQLite file `path` lives on this test's engine:
    that file, or a PostgreSQL schema of its own in the session's cluster (the same path again is the same schema:
    a restart on the same data). The schemas are dropped after the test."""
    if store_engine == "sqlite":
        yield lambda path: path
        return
    schemas = Schemas(request.getfixturevalue("postgres_cluster"), f"t{next(_schema_prefixes)}")
    yield lambda path: schemas.location(str(path))
    schemas.drop_all()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Engines and wire profiles pairwise, not crossed: every store and services test runs on both engines with the
    contract wire, and with the production wire on SQLite. The store never sees the wire (the api layer turns it
    into domain values first), so PostgreSQL with the production wire would repeat those runs at CI's expense."""
    kept, repeated = [], []
    for item in items:
        params = getattr(getattr(item, "callspec", None), "params", {})
        if params.get("store_engine") == "postgresql" and params.get("wire_profile", PROFILES[0]) is not PROFILES[0]:
            repeated.append(item)
        else:
            kept.append(item)
    if repeated:
        config.hook.pytest_deselected(items=repeated)
        items[:] = kept


@pytest.fixture(scope="session")
def _sandbox_server() -> Iterator[SandboxServer]:
    """One embedded sandbox on loopback for the session; `sandbox` resets it before each test."""
    with SandboxServer(SandboxConfig()) as server:
        yield server


@pytest.fixture
def sandbox(_sandbox_server: SandboxServer) -> SandboxServer:
    """The session's sandbox in its start state (contract §9 reset), over a real socket."""
    httpx.post(_sandbox_server.base_url + "/__sandbox__/reset", json={}, timeout=10).raise_for_status()
    return _sandbox_server


@pytest.fixture
def sandbox_factory() -> Iterator[Callable[..., SandboxServer]]:
    """Own sandboxes with their own configuration (SandboxConfig fields as keywords); all stopped after the test."""
    started: list[SandboxServer] = []

    def start(**config: Any) -> SandboxServer:
        server = SandboxServer(SandboxConfig(**config)).start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


@pytest.fixture(params=PROFILES, ids=[profile.value for profile in PROFILES])
def wire_profile(request: pytest.FixtureRequest) -> WireProfile:
    """Each wire profile in turn: the test runs against the sandbox's contract front and its production front."""
    profile: WireProfile = request.param
    for mark in request.node.iter_markers("needs_capability"):
        for name in mark.args:
            if not getattr(profile.capabilities, name):
                pytest.skip(f"the {profile.value} service has no {name.replace('_', ' ')} (capability {name!r})")
    return profile


@pytest.fixture
def front(sandbox: SandboxServer, wire_profile: WireProfile) -> Front:
    """The session's sandbox (reset) through the front of this run's wire profile."""
    return front_of(sandbox, wire_profile)
