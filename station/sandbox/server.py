"""Runs the sandbox with uvicorn on a background thread bound to loopback: for tests, the GUI and the self-test."""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
import time
from types import TracebackType

import uvicorn

from station.sandbox import wire
from station.sandbox.app import SandboxApp, build_app
from station.sandbox.faults import DROPPED
from station.sandbox.production import names as production_names
from station.sandbox.state import SandboxConfig

STARTUP_TIMEOUT_S = 15.0
# Stopping is bounded whatever is in flight: requests still running after the grace period are cancelled (their
# clients get no answer or a 500, as when a real service restarts), and a server thread that has still not ended a
# little later is given up on, logged, and left behind (a daemon thread: it never holds up the process's exit).
SHUTDOWN_GRACE_S = 1
SHUTDOWN_GIVE_UP_S = 2.5

log = logging.getLogger("station.sandbox.server")


class _ExpectedErrorsLogFilter(logging.Filter):
    """uvicorn reports an application's non-None return as an error; for the drop-rate fault that is intended.

    A request cancelled at the end of the shutdown grace period is reported too, as an "Exception in ASGI
    application" with a CancelledError traceback per request; uvicorn's own "Cancel N running task(s)" line
    already says what was given up, so those tracebacks are left out.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and isinstance(record.exc_info[1], asyncio.CancelledError):
            return False
        return not (record.args and DROPPED in tuple(record.args))


_log_filter = _ExpectedErrorsLogFilter()


class SandboxServer:
    """The sandbox on a real loopback socket. `with SandboxServer(config) as server: server.base_url ...`"""

    def __init__(self, config: SandboxConfig | None = None) -> None:
        self.config = config or SandboxConfig()
        self.app: SandboxApp | None = None
        self.base_url = ""
        self.printing_base_url = ""
        # The production front over the same state: production's paths below these two (docs/sandbox.md).
        self.production_base_url = ""
        self.production_printing_base_url = ""
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._socket: socket.socket | None = None

    @property
    def port(self) -> int:
        if self._socket is None:
            raise RuntimeError("the sandbox is not running")
        port: int = self._socket.getsockname()[1]
        return port

    def start(self) -> SandboxServer:
        """Binds, serves on a daemon thread, and returns once the server accepts connections."""
        if self._thread is not None:
            raise RuntimeError("the sandbox is already running")
        # Binding here (port 0 = any free port) tells us the port before the app hands out links.
        # IPPROTO_TCP said, not left 0: asyncio turns Nagle's algorithm off (TCP_NODELAY) only on connections whose
        # socket says it is TCP. With it on, an answer's body (written after its headers) waited for the client's
        # delayed ACK of the headers: ~40 ms on every answer of a kept-alive connection (a label, a create).
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        try:
            listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            listener.bind((self.config.host, self.config.port))
            listener.listen(128)
            listener.setblocking(False)
        except OSError:
            listener.close()  # e.g. the port is taken: leave nothing open behind
            raise
        self._socket = listener
        host, port = listener.getsockname()[:2]
        self.base_url = f"http://{host}:{port}"
        self.printing_base_url = self.base_url + wire.PATH_PRINTING_MOUNT
        self.production_base_url = self.base_url + production_names.MOUNT
        self.production_printing_base_url = self.production_base_url + production_names.PRINTING_MOUNT
        self.app = build_app(self.config)
        self.app.state.sandbox.public_base_url = self.base_url
        logging.getLogger("uvicorn.error").addFilter(_log_filter)
        uvicorn_config = uvicorn.Config(
            self.app,
            http="h11",  # faults.DROPPED relies on the h11 protocol's handling of a non-None return
            lifespan="off",
            log_level="warning",
            proxy_headers=False,
            access_log=False,
            timeout_graceful_shutdown=SHUTDOWN_GRACE_S,
        )
        self._server = uvicorn.Server(uvicorn_config)
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [listener]}, name=f"sandbox:{port}", daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while not self._server.started:
            if not self._thread.is_alive():
                self._close_state()
                raise RuntimeError("the sandbox server stopped while starting; see the log")
            if time.monotonic() > deadline:
                self.stop()
                raise TimeoutError(f"the sandbox did not start within {STARTUP_TIMEOUT_S} s")
            self._thread.join(0.01)
        return self

    def stop(self) -> None:
        """Stops serving within SHUTDOWN_GIVE_UP_S whatever is in flight, then closes the socket and the database.

        Requests still running after SHUTDOWN_GRACE_S are cancelled. A server thread still alive at the deadline is
        logged with what it had open and left behind, and so is the database it may still use.
        """
        server, thread = self._server, self._thread
        if server is not None:
            server.should_exit = True
        if server is not None and thread is not None:
            thread.join(SHUTDOWN_GIVE_UP_S)  # uvicorn cancels what still runs after the grace period, and says so
            if thread.is_alive():
                server.force_exit = True  # whatever it still waits for, it skips once it runs again
                log.warning(
                    "the sandbox at %s did not stop within %.1f s; left running with %d connection(s) and %d "
                    "request(s) open",
                    self.base_url,
                    SHUTDOWN_GIVE_UP_S,
                    len(server.server_state.connections),
                    len(server.server_state.tasks),
                )
        self._thread = None
        self._server = None
        if self._socket is not None:
            self._socket.close()
            self._socket = None
        if thread is not None and thread.is_alive():
            self.app = None  # its thread may still write: the database is closed with the process
        else:
            self._close_state()

    def _close_state(self) -> None:
        if self.app is not None:
            self.app.state.sandbox.close()
            self.app = None

    def __enter__(self) -> SandboxServer:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.stop()
