"""The SQLite connection: WAL, versioned migrations in PRAGMA user_version, environment errors apart from bugs."""

from __future__ import annotations

import logging
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from station.store.migrations import MIGRATIONS, Migration, sqlite_text
from station.store.sql import Dialect, SchemaTooNew, SqlDatabase, StoreError, StoreUnavailable, UniqueViolation

log = logging.getLogger("station.store")
T = TypeVar("T")

DATABASE_FILE_NAME = "station.sqlite3"


# SQLite primary result codes that mean "the environment", never "the SQL is wrong".
_ENVIRONMENT_ERRORS = {
    "SQLITE_BUSY",
    "SQLITE_LOCKED",
    "SQLITE_NOMEM",
    "SQLITE_READONLY",
    "SQLITE_IOERR",
    "SQLITE_CORRUPT",
    "SQLITE_FULL",
    "SQLITE_CANTOPEN",
    "SQLITE_PROTOCOL",
    "SQLITE_NOTADB",
    "SQLITE_NOLFS",
    "SQLITE_AUTH",
    "SQLITE_PERM",
}


def _is_environment_error(error: sqlite3.Error) -> bool:
    name = getattr(error, "sqlite_errorname", "") or ""
    # Extended codes read like SQLITE_IOERR_WRITE; the primary part decides.
    return any(name == code or name.startswith(code + "_") for code in _ENVIRONMENT_ERRORS)


@contextmanager
def _environment_errors_translated() -> Iterator[None]:
    try:
        yield
    except sqlite3.IntegrityError as error:
        if "UNIQUE constraint failed" in str(error):
            raise UniqueViolation(str(error)) from error
        raise
    except sqlite3.Error as error:
        if _is_environment_error(error):
            raise StoreUnavailable(
                f"The local database cannot be used: {error}", error_name=getattr(error, "sqlite_errorname", "")
            ) from error
        raise


def default_database_path() -> Path:
    from station import paths

    return paths.data_dir() / DATABASE_FILE_NAME


class Database(SqlDatabase):
    """One SQLite file (the embedded store of one packing table): one connection, used by one thread at a time under a lock: the services' event loop, and the writer
    thread that `write()` runs journal transactions on.

    Transactions are explicit (`BEGIN IMMEDIATE` … `COMMIT`); a `transaction()` inside another joins it, so
    several repositories can change their tables atomically (a created shipment and its outbox entry marked done).
    """

    dialect = Dialect("sqlite")

    def __init__(self, path: Path | str, *, migrations: Sequence[Migration] = MIGRATIONS) -> None:
        self.path = Path(path)
        self._lock = threading.RLock()
        self._depth = 0
        self._owner: int | None = None  # the thread inside the outermost transaction
        with _environment_errors_translated():
            if str(path) != ":memory:":
                self.path.parent.mkdir(parents=True, exist_ok=True)
            # isolation_level=None: we issue BEGIN/COMMIT ourselves, so nothing commits behind our back.
            self._connection = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False, timeout=10)
            self._connection.row_factory = sqlite3.Row
            self._connection.execute("PRAGMA journal_mode=WAL")
            # FULL: a commit survives power loss too, not only a killed process; a label printed is worth an fsync.
            self._connection.execute("PRAGMA synchronous=FULL")
            # Foreign keys are checked by hand while migrating: a step that builds a table anew (SQLite's way to
            # change a column's constraint) drops the old one, which SQLite refuses while rows refer to it.
            self._connection.execute("PRAGMA foreign_keys=OFF")
            self._migrate(migrations)
            self._connection.execute("PRAGMA foreign_keys=ON")
            # Reads outside a transaction use a second connection: in WAL mode it sees every committed write and
            # never waits for the writer thread's transaction (`write`), so a query on the event loop is not held up
            # by a journal commit's fsync. An in-memory database is one connection's own, so it has none.
            self._reader: sqlite3.Connection | None = None
            if str(path) != ":memory:":
                self._reader = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False, timeout=10)
                self._reader.row_factory = sqlite3.Row
                self._reader.execute("PRAGMA query_only=ON")
        self._read_lock = threading.Lock()
        self._closed = False

    # -- schema --------------------------------------------------------------------------------------------
    @property
    def location(self) -> str:
        return str(self.path)

    @property
    def schema_version(self) -> int:
        return int(self._connection.execute("PRAGMA user_version").fetchone()[0])

    def _migrate(self, migrations: Sequence[Migration]) -> None:
        current = self.schema_version
        if current > len(migrations):
            raise SchemaTooNew(
                f"The database {self.path} has schema version {current}; this Station knows up to {len(migrations)}."
                " Update Station or use another data folder."
            )
        for version in range(current + 1, len(migrations) + 1):
            # Each step and its version bump commit together: a crash leaves the old or the new version, never half.
            self._connection.execute("BEGIN IMMEDIATE")
            try:
                for statement in _split_statements(sqlite_text(migrations[version - 1])):
                    self._connection.execute(statement)
                broken = self._connection.execute("PRAGMA foreign_key_check").fetchall()
                if broken:
                    raise StoreError(f"migration to schema version {version} breaks a reference: {tuple(broken[0])}")
                self._connection.execute(f"PRAGMA user_version={version}")
                self._connection.execute("COMMIT")
            except BaseException:
                self._connection.execute("ROLLBACK")
                raise
            log.info("database %s migrated to schema version %d", self.path, version)

    # -- statements ----------------------------------------------------------------------------------------
    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """All statements inside commit together or not at all; nested calls join the outer transaction."""
        with self._lock, _environment_errors_translated():
            outermost = self._depth == 0
            if outermost:
                self._connection.execute("BEGIN IMMEDIATE")
                self._owner = threading.get_ident()
            self._depth += 1
            try:
                yield self._connection
            except BaseException:
                self._depth -= 1
                if outermost:
                    self._owner = None
                # SQLite rolls back on its own after some errors (SQLITE_FULL, SQLITE_IOERR): check first.
                if outermost and self._connection.in_transaction:
                    self._connection.execute("ROLLBACK")
                raise
            self._depth -= 1
            if outermost:
                self._owner = None
                self._connection.execute("COMMIT")

    def execute(self, sql: str, parameters: Sequence[Any] | dict[str, Any] = ()) -> sqlite3.Cursor:
        """One statement; a write outside `transaction()` commits on its own (autocommit)."""
        with self._lock, _environment_errors_translated():
            return self._connection.execute(sql, parameters)

    def query(self, sql: str, parameters: Sequence[Any] | dict[str, Any] = ()) -> list[sqlite3.Row]:
        lock, connection = self._for_reading()
        with lock, _environment_errors_translated():
            return connection.execute(sql, parameters).fetchall()

    def query_values(self, sql: str, parameters: Sequence[Any] | dict[str, Any] = ()) -> list[tuple[Any, ...]]:
        """Like `query`, each row a plain tuple: no sqlite3.Row per row, for reads of a whole table by position."""
        lock, connection = self._for_reading()
        with lock, _environment_errors_translated():
            cursor = connection.cursor()
            cursor.row_factory = None
            try:
                return cursor.execute(sql, parameters).fetchall()
            finally:
                cursor.close()

    def query_one(self, sql: str, parameters: Sequence[Any] | dict[str, Any] = ()) -> sqlite3.Row | None:
        lock, connection = self._for_reading()
        with lock, _environment_errors_translated():
            cursor = connection.execute(sql, parameters)
            try:
                row: sqlite3.Row | None = cursor.fetchone()
                return row
            finally:
                cursor.close()  # an unfinished SELECT would hold its snapshot: later reads would see old data

    def query_one_even_after_close(self, sql: str, parameters: Sequence[Any] = ()) -> sqlite3.Row | None:
        """`query_one`, and once this database is closed, through a read-only connection of its own to the file,
        closed again at once. For what a store hands out to be read later (an order's deferred fields,
        records.QueuedOrder) and may be used after its session closed the store."""
        if not self._closed or str(self.path) == ":memory:":
            return self.query_one(sql, parameters)
        with _environment_errors_translated():
            connection = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True, timeout=10)
            try:
                connection.row_factory = sqlite3.Row
                row: sqlite3.Row | None = connection.execute(sql, parameters).fetchone()
                return row
            finally:
                connection.close()

    def _for_reading(self) -> tuple[Any, sqlite3.Connection]:
        """Inside a transaction of this thread: its connection (it must see its own writes); else the reader."""
        if self._reader is None or self._owner == threading.get_ident():
            return self._lock, self._connection
        return self._read_lock, self._reader

    def close(self) -> None:
        self._closed = True
        self._stop_writer()
        with self._lock:
            try:
                # Folds the WAL back into the main file so a copied database is complete on its own.
                self._connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.Error as error:
                log.warning("checkpoint on close failed: %s", error)
            self._connection.close()
        if self._reader is not None:
            with self._read_lock:
                self._reader.close()


def _split_statements(script: str) -> list[str]:
    """Statements of a migration script; `sqlite3.complete_statement` finds the ends, so ';' in strings is safe."""
    statements: list[str] = []
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            if pending.strip():
                statements.append(pending.strip())
            pending = ""
    if pending.strip():
        raise ValueError(f"migration ends in an incomplete statement: {pending.strip()[:80]!r}")
    return statements


__all__ = [
    "DATABASE_FILE_NAME",
    "Database",
    "SchemaTooNew",
    "StoreError",
    "StoreUnavailable",
    "UniqueViolation",
    "default_database_path",
]
