"""A throwaway PostgreSQL cluster for the test session: `initdb` + `pg_ctl` in a temporary folder, on a free
loopback port, stopped and deleted at the end. One cluster per session; each test gets a schema of its own.

Debian's `postgresql` package puts the server binaries under /usr/lib/postgresql/<version>/bin; `initdb` refuses to
run as root, so as root the cluster runs as the `postgres` user the package created.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import psycopg

SUPERUSER = "station_tests"
# A role that must give its password (scram-sha-256); every other role on loopback is trusted.
PASSWORD_ROLE = "station_password_test"
_HBA = f"""local all all trust
host all {PASSWORD_ROLE} 127.0.0.1/32 scram-sha-256
host all all 127.0.0.1/32 trust
"""


def server_binaries() -> Path:
    """The folder of `initdb` and `pg_ctl`: $STATION_PG_BIN, else Debian's newest, else the PATH's."""
    configured = os.environ.get("STATION_PG_BIN")
    if configured:
        return Path(configured)
    debian = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]))
    if debian:
        return Path(debian[-1]).parent
    found = shutil.which("initdb")
    if found is None:
        raise RuntimeError("PostgreSQL's server binaries (initdb, pg_ctl) are not installed: see docs/testing.md")
    return Path(found).parent


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass(frozen=True)
class Cluster:
    port: int
    data: Path | None = None  # the cluster's folder, for `stop` and `start` (None: a server not started here)
    settings: str = ""
    log_file: Path | None = None

    def conninfo(self, database: str = "postgres", **options: str) -> str:
        query = "&".join(f"{name}={value}" for name, value in options.items())
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}" + (f"?{query}" if query else "")

    def admin(self) -> psycopg.Connection[tuple[object, ...]]:
        return psycopg.connect(self.conninfo(), autocommit=True)

    def stop(self) -> None:
        """Stops the server as an administrator would (`pg_ctl stop`, fast: every connection is ended)."""
        assert self.data is not None, "a cluster started by throwaway_cluster"
        _pg_ctl(["-D", str(self.data), "-m", "fast", "-w", "stop"])

    def start(self) -> None:
        """Starts it again on the same port and data."""
        assert self.data is not None and self.log_file is not None, "a cluster started by throwaway_cluster"
        _pg_ctl(["-D", str(self.data), "-l", str(self.log_file), "-o", self.settings, "-w", "-t", "60", "start"])


def _pg_ctl(arguments: list[str]) -> None:
    subprocess.run(_as_server_user([str(server_binaries() / "pg_ctl"), *arguments]), check=True, capture_output=True)


def _as_server_user(command: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return command
    return ["runuser", "-u", "postgres", "--", *command]


@contextmanager
def throwaway_cluster() -> Iterator[Cluster]:
    """Starts a cluster tuned for tests (no fsync: a crash of the test machine loses nothing worth keeping)."""
    binaries = server_binaries()
    folder = Path(tempfile.mkdtemp(prefix="station-pg-"))
    data, sockets = folder / "data", folder / "run"
    sockets.mkdir()
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres")
        shutil.chown(sockets, "postgres")
    port = _free_port()
    log_file = folder / "server.log"
    try:
        subprocess.run(
            _as_server_user(
                [
                    str(binaries / "initdb"),
                    "-D",
                    str(data),
                    "-U",
                    SUPERUSER,
                    "-A",
                    "trust",
                    "-E",
                    "UTF8",
                    "--locale=C",
                    "--no-sync",
                ]
            ),
            check=True,
            capture_output=True,
        )
        (data / "pg_hba.conf").write_text(_HBA)
        settings = (
            f"-p {port} -k {sockets} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off"
            " -c full_page_writes=off -c max_connections=200"
        )
        subprocess.run(
            _as_server_user(
                [
                    str(binaries / "pg_ctl"),
                    "-D",
                    str(data),
                    "-l",
                    str(folder / "server.log"),
                    "-o",
                    settings,
                    "-w",
                    "-t",
                    "60",
                    "start",
                ]
            ),
            check=True,
            capture_output=True,
        )
        yield Cluster(port, data, settings, log_file)
    except subprocess.CalledProcessError as error:
        detail = log_file.read_text(errors="replace") if log_file.exists() else ""
        raise RuntimeError(f"the test PostgreSQL did not start: {error.stderr!r}\n{detail}") from error
    finally:
        if (data / "postmaster.pid").exists():
            subprocess.run(
                _as_server_user([str(binaries / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"]),
                capture_output=True,
                check=False,
            )
        shutil.rmtree(folder, ignore_errors=True)


class Schemas:
    """A schema per store a test opens: the same SQLite path asked again (a restart) is the same schema."""

    def __init__(self, cluster: Cluster, prefix: str) -> None:
        self._cluster = cluster
        self._prefix = prefix
        self._made: dict[str, str] = {}

    def location(self, name: str) -> str:
        schema = self._made.get(name)
        if schema is None:
            schema = f"{self._prefix}_{len(self._made)}"
            with self._cluster.admin() as admin:
                admin.execute(f"CREATE SCHEMA {schema}")
            self._made[name] = schema
        return self._cluster.conninfo(options=f"-csearch_path%3D{schema}")

    def drop_all(self) -> None:
        if not self._made:
            return
        with self._cluster.admin() as admin:
            admin.execute("SET lock_timeout = '10s'")  # a connection a test left in a transaction fails it, not hangs
            admin.execute("DROP SCHEMA " + ", ".join(self._made.values()) + " CASCADE")
        self._made.clear()


class CuttableLink:
    """A TCP relay on loopback in front of a cluster, for a station whose link to the shared store is lost and comes
    back: `cut()` ends every connection through it and refuses new ones (a pulled cable, a server gone), `restore()`
    lets them through again. The client and the server speak their real protocol through it; nothing is mocked."""

    def __init__(self, cluster: Cluster) -> None:
        self._target = cluster.port
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(0.2)
        self.port = int(self._listener.getsockname()[1])
        self._open: set[socket.socket] = set()
        self._lock = threading.Lock()
        self._cut = threading.Event()
        self._stop = threading.Event()
        self._accepting = threading.Thread(target=self._accept, name="cuttable-link", daemon=True)
        self._accepting.start()

    def route(self, conninfo: str) -> str:
        """The same database, reached through this link."""
        return conninfo.replace(f"@127.0.0.1:{self._target}/", f"@127.0.0.1:{self.port}/", 1)

    def cut(self) -> None:
        self._cut.set()
        with self._lock:
            for connection in self._open:
                with contextlib.suppress(OSError):
                    connection.shutdown(socket.SHUT_RDWR)
                connection.close()
            self._open.clear()

    def restore(self) -> None:
        self._cut.clear()

    def close(self) -> None:
        self._stop.set()
        self.cut()
        self._accepting.join(timeout=5)
        self._listener.close()

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                client, _address = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            if self._cut.is_set():
                client.close()
                continue
            server = socket.create_connection(("127.0.0.1", self._target))
            with self._lock:
                self._open.update((client, server))
            for source, sink in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while chunk := source.recv(65536):
                sink.sendall(chunk)
        except OSError:
            pass
        finally:
            with self._lock:
                self._open.discard(source)
                self._open.discard(sink)
            for end in (source, sink):
                with contextlib.suppress(OSError):
                    end.shutdown(socket.SHUT_RDWR)
                end.close()
