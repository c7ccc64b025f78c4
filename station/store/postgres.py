"""The shared store on PostgreSQL (several packing tables, one queue), through psycopg 3.

The repositories are the SQLite store's: the same statements with `?` parameters, turned into psycopg's `%s` here,
and the same threading model (one connection used under a lock by the event loop and the writer thread that
`write()` runs transactions on, a second one for reads outside a transaction). libpq reads the connection string,
so every one of its settings holds, `sslmode` and `sslrootcert` included; the password comes from the keyring and
is handed to the driver apart from the string, so it is in no setting and no log.
"""

from __future__ import annotations

import logging
import re
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import Any, TypeVar

import psycopg
from psycopg import errors as pg_errors
from psycopg.conninfo import conninfo_to_dict, make_conninfo
from psycopg.rows import RowMaker, tuple_row

from station.domain.text import QT_TRANSLATE_NOOP
from station.store.migrations import MIGRATIONS, Migration, postgresql_text
from station.store.sql import (
    Dialect,
    Parameters,
    SchemaTooNew,
    SharedStoreUnreachable,
    SqlDatabase,
    StoreConflict,
    StoreUnavailable,
    UniqueViolation,
)

log = logging.getLogger("station.store")
T = TypeVar("T")

CONNECT_TIMEOUT_S = 10
_RETRY_S = 2.0  # a lost server is tried again this often
# Any number, the same at every station: the migration of one station waits for another's to finish.
_MIGRATION_LOCK = 0x5354_4154  # "STAT"


def is_connection_string(location: object) -> bool:
    """Whether a store location names a PostgreSQL database rather than an SQLite file."""
    return isinstance(location, str) and location.startswith(("postgresql://", "postgres://"))


def password_in(conninfo: str) -> bool:
    """Whether the connection string carries a password (it belongs in the keyring)."""
    try:
        return bool(conninfo_to_dict(conninfo).get("password"))
    except psycopg.ProgrammingError:
        return False


def without_password(conninfo: str) -> str:
    """The connection string as it may be shown and logged: a password in it is left out."""
    try:
        parts = conninfo_to_dict(conninfo)
    except psycopg.ProgrammingError:
        return "(an unreadable connection string)"
    if parts.pop("password", None) is None:
        return conninfo
    return make_conninfo("", **{name: value for name, value in parts.items() if value is not None})


class PgRow:
    """A row by position and by column name, as sqlite3.Row is, so the repositories read both engines alike."""

    __slots__ = ("_index", "_values")

    def __init__(self, values: Sequence[Any], index: dict[str, int]) -> None:
        self._values = values
        self._index = index

    def __getitem__(self, key: int | str) -> Any:
        if isinstance(key, str):
            return self._values[self._index[key]]
        return self._values[key]

    def __iter__(self) -> Iterator[Any]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def keys(self) -> list[str]:
        return list(self._index)


def _pg_rows(cursor: psycopg.Cursor[Any]) -> RowMaker[PgRow]:
    description = cursor.description or []
    index: dict[str, int] = {}
    for position, column in enumerate(description):
        index.setdefault(column.name, position)  # SELECT s.*, m.status AS x: the first of a repeated name, as SQLite

    def make(values: Sequence[Any]) -> PgRow:
        return PgRow(values, index)

    return make


_QUESTION_OR_PERCENT = re.compile(r"'[^']*'|\?|%")


@lru_cache(maxsize=1024)
def _psycopg_sql(sql: str) -> str:
    """`?` parameters as psycopg's `%s`; a literal `%` doubled. Text in quotes keeps its `?`."""

    def replace(match: re.Match[str]) -> str:
        token = match.group(0)
        if token == "?":
            return "%s"
        if token == "%":
            return "%%"
        return token.replace("%", "%%")

    return _QUESTION_OR_PERCENT.sub(replace, sql)


@contextmanager
def _errors_translated(location: str) -> Iterator[None]:
    try:
        yield
    except pg_errors.UniqueViolation as error:
        raise UniqueViolation(str(error), constraint=error.diag.constraint_name or "") from error
    except psycopg.Error as error:
        if (error.sqlstate or "").startswith("40"):  # class 40, transaction rollback: a deadlock, a serialization
            raise StoreConflict(str(error)) from error  # failure: nothing written, run it again
        if not isinstance(error, psycopg.OperationalError):
            raise
        # The server, the network or the credentials: nothing Station's code can fix; the operator or the shop's
        # administrator can. (libpq's message names the host, never the password.)
        raise SharedStoreUnreachable(
            QT_TRANSLATE_NOOP("SharedStore", "The shared database {location} cannot be used: {error}").format(
                location=location, error=str(error).strip()
            ),
            error_name=type(error).__name__,
        ) from error


def _nobody(_reachable: bool, _detail: str) -> None:
    pass


def _changed_key(payload: str, skip_station: str) -> list[str]:
    station, _, order_key = payload.partition(" ")
    return [order_key] if order_key and (not skip_station or station != skip_station) else []


class _Statements:
    """`transaction()`'s statements: each one joins the transaction."""

    def __init__(self, database: PostgresDatabase) -> None:
        self._database = database

    def execute(self, sql: str, parameters: Parameters = ()) -> Any:
        return self._database.execute(sql, parameters)

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        self._database.executemany(sql, rows)


class PostgresDatabase(SqlDatabase):
    """One PostgreSQL database shared by every station of a shop.

    Transactions are explicit (`BEGIN` … `COMMIT`, READ COMMITTED); a `transaction()` inside another joins it.
    What two stations may do to the same rows at once is settled by the schema's unique rules and the claims
    (station/store/claims.py), not by serialising every writer as SQLite does.
    """

    dialect = Dialect("postgresql")

    def __init__(
        self, conninfo: str, *, password: str | None = None, migrations: Sequence[Migration] = MIGRATIONS
    ) -> None:
        self._conninfo = conninfo
        self._password = password
        self._shown = without_password(conninfo)
        self._lock = threading.RLock()
        self._depth = 0
        self._owner: int | None = None
        self._closed = False
        self._station_id = ""
        # Whether the link to the server holds (docs/multi-station.md: when the database is unreachable): the
        # listener finds out first and tries again every few seconds; statements meanwhile fail at once.
        self.reachable = True
        self._last_attempt = 0.0
        self._connection = self._connect()
        try:
            self._migrate(migrations)
            self._reader = self._connect()
        except BaseException:
            self._connection.close()
            raise
        self._read_lock = threading.Lock()

    def _connect(self) -> psycopg.Connection[PgRow]:
        extra: dict[str, Any] = {"connect_timeout": CONNECT_TIMEOUT_S}
        if self._password is not None:
            extra["password"] = self._password
        if "application_name" not in self._conninfo:
            extra["application_name"] = "Station"
        with _errors_translated(self._shown):
            connection = psycopg.connect(self._conninfo, autocommit=True, row_factory=_pg_rows, **extra)
        return connection

    # -- schema --------------------------------------------------------------------------------------------
    @property
    def location(self) -> str:
        return self._shown

    @property
    def schema_version(self) -> int:
        row = self.query_one("SELECT COALESCE(MAX(version), 0) FROM schema_version")
        return int(row[0]) if row else 0

    def _migrate(self, migrations: Sequence[Migration]) -> None:
        with self.transaction() as statements:
            # Stations starting together: one migrates, the others wait here and then find nothing left to do.
            statements.execute("SELECT pg_advisory_xact_lock(?)", (_MIGRATION_LOCK,))
            statements.execute("CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)")
            current = int(statements.execute("SELECT COALESCE(MAX(version), 0) FROM schema_version").fetchone()[0])
            if current > len(migrations):
                raise SchemaTooNew(
                    f"The shared database {self._shown} has schema version {current}; this Station knows up to"
                    f" {len(migrations)}. Update Station at this table (every station of a shop runs one version)."
                )
            for version in range(current + 1, len(migrations) + 1):
                # Every step and its version commit together with the others: all of them or none.
                with self._connection.cursor() as cursor:
                    cursor.execute(postgresql_text(migrations[version - 1]).encode())
                statements.execute("INSERT INTO schema_version (version) VALUES (?)", (version,))
                log.info("shared database %s migrated to schema version %d", self._shown, version)

    # -- statements ----------------------------------------------------------------------------------------
    @contextmanager
    def transaction(self) -> Iterator[_Statements]:
        with self._lock, _errors_translated(self._shown):
            outermost = self._depth == 0
            if outermost:
                self._begin()
                self._owner = threading.get_ident()
            self._depth += 1
            try:
                yield _Statements(self)
            except BaseException:
                self._depth -= 1
                if outermost:
                    self._owner = None
                    if not self._connection.closed:
                        self._connection.execute("ROLLBACK")
                raise
            self._depth -= 1
            if outermost:
                self._owner = None
                self._connection.execute("COMMIT")

    def execute(self, sql: str, parameters: Parameters = ()) -> psycopg.Cursor[Any]:
        with self._lock, _errors_translated(self._shown):
            if self._depth == 0:
                self._reconnect_if_lost()
            return self._connection.execute(_psycopg_sql(sql), parameters or None)

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        with self._lock, _errors_translated(self._shown):
            if self._depth == 0:
                self._reconnect_if_lost()
            with self._connection.cursor() as cursor:
                cursor.executemany(_psycopg_sql(sql), rows)

    # -- a lost link ---------------------------------------------------------------------------------------
    def _begin(self) -> None:
        self._reconnect_if_lost()
        try:
            self._connection.execute("BEGIN")
        except psycopg.OperationalError:
            if not self._connection.closed:
                raise
            # The link dropped while the connection was idle; nothing of this transaction reached the server yet.
            self._reconnect_if_lost()
            self._connection.execute("BEGIN")

    def _reconnect_if_lost(self) -> None:
        """Outside a transaction (under the writer's lock): a connection the server or the network dropped is made
        again, as this station (`identify`). A transaction it was in is gone with it, rolled back by the server:
        nothing of it was written, and its caller was told (StoreUnavailable)."""
        if not self._connection.closed:
            return
        self._connection = self._reconnected()
        if self._station_id:
            self._connection.execute("SELECT set_config('station.id', %s, false)", (self._station_id,))

    def _reconnected(self) -> psycopg.Connection[PgRow]:
        # While the server is known away, fail at once (the listener tries again every few seconds) rather than
        # make every statement wait for a connection attempt.
        if not self.reachable and time.monotonic() - self._last_attempt < _RETRY_S:
            raise psycopg.OperationalError("the shared database is not reachable yet (Station keeps trying)")
        self._last_attempt = time.monotonic()
        try:
            connection = self._connect()
        except StoreUnavailable:
            self.reachable = False
            raise
        self.reachable = True
        return connection

    def query(self, sql: str, parameters: Parameters = ()) -> list[Any]:
        return self._read(lambda connection: connection.execute(_psycopg_sql(sql), parameters or None).fetchall())

    def query_values(self, sql: str, parameters: Parameters = ()) -> list[tuple[Any, ...]]:
        def values(connection: psycopg.Connection[Any]) -> list[tuple[Any, ...]]:
            with connection.cursor(row_factory=tuple_row) as cursor:
                return cursor.execute(_psycopg_sql(sql), parameters or None).fetchall()

        return self._read(values)

    def query_one(self, sql: str, parameters: Parameters = ()) -> Any:
        return self._read(lambda connection: connection.execute(_psycopg_sql(sql), parameters or None).fetchone())

    def _read(self, read: Callable[[psycopg.Connection[Any]], T]) -> T:
        lock, connection = self._for_reading()
        with lock, _errors_translated(self._shown):
            try:
                return read(connection)
            except psycopg.OperationalError:
                if connection is self._connection or not connection.closed:
                    raise
                # The reader's link dropped while it was idle (a server restart, a network blip): a read changes
                # nothing, so it is asked once more on a new connection.
                self._reader = self._reconnected()
                return read(self._reader)

    def query_one_even_after_close(self, sql: str, parameters: Sequence[Any] = ()) -> Any:
        if not self._closed:
            return self.query_one(sql, parameters)
        connection = self._connect()
        try:
            with _errors_translated(self._shown):
                return connection.execute(_psycopg_sql(sql), parameters or None).fetchone()
        finally:
            connection.close()

    def _for_reading(self) -> tuple[Any, psycopg.Connection[Any]]:
        if self._owner == threading.get_ident():
            return self._lock, self._connection
        if self._reader.closed and not self._closed:
            with self._read_lock, _errors_translated(self._shown):
                if self._reader.closed:
                    self._reader = self._reconnected()
        return self._read_lock, self._reader

    def identify(self, station_id: str) -> None:
        # A session setting the notify triggers read (migration 8); writes all go through this connection.
        self.execute("SELECT set_config('station.id', ?, false)", (station_id,))
        self._station_id = station_id

    def listen(
        self,
        on_change: Callable[[frozenset[str] | None], None],
        *,
        skip_station: str = "",
        on_link: Callable[[bool, str], None] | None = None,
    ) -> Callable[[], None]:
        """LISTEN on a connection of its own, on a thread of its own: each burst of notifications becomes one call
        with the order keys other stations changed. A lost connection is tried again every few seconds; once back,
        `on_change(None)`: what changed meanwhile was not heard."""
        stop = threading.Event()
        thread = threading.Thread(
            target=self._listen,
            args=(on_change, skip_station, stop, on_link or _nobody),
            name="station-store-listener",
            daemon=True,
        )
        thread.start()

        def stop_listening() -> None:
            stop.set()
            thread.join(timeout=5)

        return stop_listening

    def _listen(
        self,
        on_change: Callable[[frozenset[str] | None], None],
        skip_station: str,
        stop: threading.Event,
        on_link: Callable[[bool, str], None],
    ) -> None:
        connection: psycopg.Connection[Any] | None = None
        lost = False
        while not stop.is_set():
            try:
                if connection is None:
                    connection = self._connect()
                    connection.execute("LISTEN station_orders")
                    self.reachable = True  # before it is said: whoever hears it may use the store at once
                    on_link(True, "")
                    if lost:
                        log.info("the shared store answers again; the queue is read again")
                        on_change(None)
                    lost = False
                keys: set[str] = set()
                # Wait for the first, then take the rest of the burst (one commit notifies once per row).
                heard = False
                for first in connection.notifies(timeout=0.5, stop_after=1):
                    heard = True
                    keys.update(_changed_key(first.payload, skip_station))
                if heard:  # (one generator at a time: a second inside the first waits for its lock forever)
                    for more in connection.notifies(timeout=0.001):
                        keys.update(_changed_key(more.payload, skip_station))
                if keys:
                    on_change(frozenset(keys))
            except (psycopg.OperationalError, StoreUnavailable) as error:
                self.reachable = False
                if not lost:
                    log.warning("the shared store cannot be reached: %s", error)
                    on_link(False, str(error))
                lost = True
                if connection is not None:
                    connection.close()
                connection = None
                stop.wait(_RETRY_S)
            except Exception:  # a bug in a handler must not end the live queue
                log.exception("a change of the shared store could not be handled")
        if connection is not None:
            connection.close()

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self._stop_writer()
        with self._lock:
            self._connection.close()
        with self._read_lock:
            self._reader.close()
