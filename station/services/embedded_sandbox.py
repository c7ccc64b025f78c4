"""Starts and stops the embedded sandbox service for the app (its own background thread, via SandboxServer)."""

from __future__ import annotations

import logging
from pathlib import Path

from station import paths
from station.sandbox.production import names as production_names
from station.sandbox.server import SandboxServer
from station.sandbox.state import SandboxConfig

log = logging.getLogger("station.services.embedded_sandbox")

SANDBOX_DB_FILE_NAME = "sandbox.sqlite3"


def production_front(base_url: str) -> tuple[str, str]:
    """The main and printing base URLs of a sandbox's production front (same state, same keys), from the sandbox's
    base URL: for a sandbox run in another process, which hands out only that."""
    main = base_url.rstrip("/") + production_names.MOUNT
    return main, main + production_names.PRINTING_MOUNT


class EmbeddedSandbox:
    """The sandbox on a loopback port, serving from a background thread while the app runs.

    Its state persists in the data folder by default, so shipments created in a sandbox session survive a restart
    of Station just as they would on the real service (the outbox resumes against them).
    """

    def __init__(self, config: SandboxConfig | None = None, *, persistent: bool = True) -> None:
        if config is None:
            db_path = str(paths.data_dir() / SANDBOX_DB_FILE_NAME) if persistent else None
            config = SandboxConfig(db_path=db_path)
        self._config = config
        self._server: SandboxServer | None = None

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def base_url(self) -> str:
        """The main API's base URL; raises RuntimeError when not running."""
        if self._server is None:
            raise RuntimeError("the embedded sandbox is not running")
        return self._server.base_url

    @property
    def printing_base_url(self) -> str:
        if self._server is None:
            raise RuntimeError("the embedded sandbox is not running")
        return self._server.printing_base_url

    @property
    def production_base_url(self) -> str:
        """The production front's main API (production's wire format, same state); raises when not running."""
        if self._server is None:
            raise RuntimeError("the embedded sandbox is not running")
        return self._server.production_base_url

    @property
    def production_printing_base_url(self) -> str:
        if self._server is None:
            raise RuntimeError("the embedded sandbox is not running")
        return self._server.production_printing_base_url

    def start(self) -> EmbeddedSandbox:
        """Starts serving (returns once it accepts connections); idempotent."""
        if self._server is None:
            if self._config.db_path:
                Path(self._config.db_path).parent.mkdir(parents=True, exist_ok=True)
            self._server = SandboxServer(self._config).start()
            log.info("embedded sandbox at %s", self._server.base_url)
        return self

    def stop(self) -> None:
        """Stops serving and closes its state; idempotent."""
        if self._server is not None:
            self._server.stop()
            self._server = None
            log.info("embedded sandbox stopped")
