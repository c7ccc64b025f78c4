"""What the repositories need of a database, whichever engine holds it: SQLite (one table) or PostgreSQL (several).

The repositories write their SQL once, with `?` parameters, in the subset both engines read alike; the few
phrases that differ (JSON inside a column, a case-blind match) are asked of `Dialect`. Each engine's class turns
its driver's errors into the store's (`StoreUnavailable`, `UniqueViolation`).
"""

from __future__ import annotations

import asyncio
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

T = TypeVar("T")
Parameters = Sequence[Any] | dict[str, Any]


class StoreError(Exception):
    """Base of the store's own errors."""


class StoreUnavailable(StoreError):
    """The environment failed, not the code: disk full, read-only medium, file locked, I/O error, not a database,
    a shared database that cannot be reached.

    The operator can fix these (free space, close the other Station, restore a backup, bring the server back);
    they are shown in operator words, whereas any other driver error is a bug and propagates unchanged.
    """

    def __init__(self, message: str, *, error_name: str = "") -> None:
        super().__init__(message)
        self.error_name = error_name


class SharedStoreUnreachable(StoreUnavailable):
    """The shared database (several packing tables) cannot be reached: the network or its server, not this
    computer's disk."""


class SchemaTooNew(StoreError):
    """The database was written by a newer Station; opening it with this one could damage it."""


class UniqueViolation(StoreError):
    """A write would break one of the schema's unique rules (`constraint` names it when the engine says which)."""

    def __init__(self, message: str, *, constraint: str = "") -> None:
        super().__init__(message)
        self.constraint = constraint


class StoreConflict(StoreError):
    """Two stations' transactions got in each other's way (the server chose this one to roll back, e.g. a deadlock):
    nothing of it was written, and running it again is the remedy."""


class Row(Protocol):
    """A result row: by position and by column name (sqlite3.Row, or the PostgreSQL engine's own)."""

    def __getitem__(self, key: int | str, /) -> Any: ...

    def __iter__(self) -> Iterator[Any]: ...

    def keys(self) -> list[str]: ...


class Cursor(Protocol):
    """What a statement hands back: its rows (a RETURNING or SELECT) and how many rows it changed."""

    @property
    def rowcount(self) -> int: ...

    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...


class Statements(Protocol):
    """Inside `transaction()`: statements that join it."""

    def execute(self, sql: str, parameters: Parameters = ..., /) -> Cursor: ...

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]], /) -> Any: ...


@dataclass(frozen=True)
class Dialect:
    """The phrases the two engines write differently; everything else the repositories write once."""

    name: str  # 'sqlite' or 'postgresql'

    @property
    def skip_locked(self) -> str:
        """Ends a SELECT of rows to work on: rows another transaction holds are left out rather than waited for.
        SQLite has one writer at a time: nothing is ever held by another."""
        return " FOR UPDATE SKIP LOCKED" if self.name == "postgresql" else ""

    @property
    def key_share(self) -> str:
        """Ends a SELECT of a row to wait for whoever holds it (and keep it from being deleted meanwhile)."""
        return " FOR KEY SHARE" if self.name == "postgresql" else ""

    def json_true(self, column: str, key: str) -> str:
        """A condition: the JSON object in `column` has `key` set to true."""
        if self.name == "postgresql":
            return f"({column}::jsonb -> '{key}') = 'true'::jsonb"
        return f"json_extract({column}, '$.{key}') = 1"

    def json_missing(self, column: str, key: str) -> str:
        """A condition: the JSON object in `column` has no `key`, or it is null."""
        if self.name == "postgresql":
            return f"({column}::jsonb -> '{key}') IS NULL OR ({column}::jsonb -> '{key}') = 'null'::jsonb"
        return f"json_extract({column}, '$.{key}') IS NULL"

    def json_text_elements(self, column: str, key: str, alias: str) -> str:
        """A FROM item: one row per text element of the JSON array `key` in `column`, its text in `alias`.value."""
        if self.name == "postgresql":
            return f"jsonb_array_elements_text({column}::jsonb -> '{key}') AS {alias}(value)"
        return f"json_each({column}, '$.{key}') {alias}"


class SqlDatabase(ABC):
    """One database the store's repositories run on; see the engines' classes for how each keeps it."""

    dialect: Dialect

    @property
    @abstractmethod
    def location(self) -> str:
        """Where the data lives, for messages and logs (a file path, or a server and database: never a password)."""

    @property
    @abstractmethod
    def schema_version(self) -> int: ...

    @abstractmethod
    def transaction(self) -> AbstractContextManager[Statements]:
        """All statements inside commit together or not at all; nested calls join the outer transaction."""

    # The thread inside the outermost transaction (each engine's `transaction()` keeps it), and the writer thread.
    _owner: int | None = None
    _writer: ThreadPoolExecutor | None = None

    async def write(self, work: Callable[[], T], *, transaction: bool = True) -> T:
        """Runs `work` (repository calls) in one transaction on the store's writer thread; its result once committed.
        `transaction=False`: `work` makes its own transactions (still on the writer thread).

        The commit is what costs (SQLite: with synchronous=FULL each one waits for an fsync, ~4 ms on the disks
        measured, docs/benchmarks.md; PostgreSQL: the server's round trips), and on the event loop that is a frozen
        window. The drivers let go of the GIL while they wait, so on the writer thread the loop runs on. The
        connection lock keeps the loop thread's own statements out while the transaction runs (they wait at most
        that one transaction). Durability is unchanged: the caller goes on only after COMMIT returned. One writer
        thread, so writes commit in the order they were asked. Called inside a transaction of this thread, `work`
        joins it instead (waiting for the writer would deadlock).
        """
        if self._owner == threading.get_ident():
            with self.transaction():
                return work()
        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="station-store-writer")

        def in_transaction() -> T:
            if not transaction:  # `work` makes its own transactions
                return work()
            with self.transaction():
                return work()

        return await asyncio.get_running_loop().run_in_executor(self._writer, in_transaction)

    def _stop_writer(self) -> None:
        """Waits for the writes asked for, so they are committed before the connection closes."""
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None

    @abstractmethod
    def execute(self, sql: str, parameters: Parameters = ()) -> Cursor:
        """One statement; a write outside `transaction()` commits on its own."""

    @abstractmethod
    def query(self, sql: str, parameters: Parameters = ()) -> list[Any]: ...

    @abstractmethod
    def query_values(self, sql: str, parameters: Parameters = ()) -> list[tuple[Any, ...]]:
        """Like `query`, each row a plain tuple."""

    @abstractmethod
    def query_one(self, sql: str, parameters: Parameters = ()) -> Any: ...

    @abstractmethod
    def query_one_even_after_close(self, sql: str, parameters: Sequence[Any] = ()) -> Any:
        """`query_one`, and once this database is closed, through a short-lived connection of its own."""

    @abstractmethod
    def close(self) -> None: ...

    def identify(self, station_id: str) -> None:
        """The station whose writes these are (the shared store tells the others who changed a row)."""
        del station_id  # one table's own file: nobody to tell

    def listen(
        self,
        on_change: Callable[[frozenset[str] | None], None],
        *,
        skip_station: str = "",
        on_link: Callable[[bool, str], None] | None = None,
    ) -> Callable[[], None]:
        """Calls `on_change(order_keys)` (on a thread of the store's) when other stations changed these orders'
        rows; `on_change(None)` when anything may have changed (the link to the store was lost and is back);
        `on_link(reachable, detail)` when the link is made or lost. Returns the function that stops listening.
        One table's own file has nobody else: it never calls."""
        return lambda: None
