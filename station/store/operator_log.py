"""The operator log: who did what to which order, and when (never secrets); and the operators who work here."""

from __future__ import annotations

from datetime import datetime

from station.store.codec import now_text, parse_time, stored_text, text_from_store, time_text
from station.store.records import OperatorLogEntry
from station.store.sql import Row, SqlDatabase


class OperatorLog:
    """Every entry is written with `operator`, the name of whoever works at the station now (`choose`). A detail
    that is a translatable `Text` is kept as one (station.store.codec.stored_text): the log shows it in the
    language spoken when it is read.

    On the shared store the short list of names is the shop's (the same people pack at any table, and a name is one
    operator whatever its case at every table), while who works now is each station's own (`station`).
    """

    def __init__(self, db: SqlDatabase, operator: str, station: str = "") -> None:
        self._db = db
        self.operator = operator
        self.station = station

    def add(self, action: str, order_key: str | None = None, detail: str = "") -> None:
        self._db.execute(
            "INSERT INTO operator_log (at, operator, action, order_key, detail) VALUES (?, ?, ?, ?, ?)",
            (now_text(), self.operator, action, order_key, stored_text(detail)),
        )

    # -- the operators ------------------------------------------------------------------------------------------
    def choose(self, name: str, *, action: str, detail: str = "") -> None:
        """`name` works at the station from now on: remembered (newest first) and logged as `action`, together."""
        with self._db.transaction() as connection:
            connection.execute(
                "INSERT INTO operators (name, chosen_at) VALUES (?, ?) "
                "ON CONFLICT (name) DO UPDATE SET name = excluded.name, chosen_at = excluded.chosen_at",
                (name, now_text()),
            )
            connection.execute(
                "INSERT INTO station_operators (station, name, chosen_at) VALUES (?, ?, ?) "
                "ON CONFLICT (station) DO UPDATE SET name = excluded.name, chosen_at = excluded.chosen_at",
                (self.station, name, now_text()),
            )
            connection.execute(
                "INSERT INTO operator_log (at, operator, action, order_key, detail) VALUES (?, ?, ?, NULL, ?)",
                (now_text(), name, action, stored_text(detail)),
            )
        self.operator = name

    def forget(self, name: str) -> None:
        """Takes a name off the short list; what it did stays in the log."""
        self._db.execute("DELETE FROM operators WHERE name = ?", (name,))

    def chosen_here(self) -> str:
        """Who was chosen last at this station ('' when nobody ever was)."""
        row = self._db.query_one("SELECT name FROM station_operators WHERE station = ?", (self.station,))
        return str(row["name"]) if row else ""

    def operators(self, limit: int = 50) -> list[str]:
        """The names chosen at the shop's stations, the newest choice first."""
        rows = self._db.query("SELECT name FROM operators ORDER BY chosen_at DESC, name LIMIT ?", (limit,))
        return [str(row["name"]) for row in rows]

    # -- reading the log ----------------------------------------------------------------------------------------
    def entries(self, order_key: str | None = None, limit: int = 500) -> list[OperatorLogEntry]:
        """Newest first; for one order when `order_key` is given."""
        if order_key is None:
            rows = self._db.query("SELECT * FROM operator_log ORDER BY id DESC LIMIT ?", (limit,))
        else:
            rows = self._db.query(
                "SELECT * FROM operator_log WHERE order_key = ? ORDER BY id DESC LIMIT ?", (order_key, limit)
            )
        return self._entries(rows)

    def between(self, start: datetime, end: datetime, action: str | None = None) -> list[OperatorLogEntry]:
        """Entries from `start` up to (not including) `end`, oldest first, each with its order's reference; only
        `action` when given."""
        select = (
            "SELECT operator_log.*, orders.reference AS reference FROM operator_log "
            "LEFT JOIN orders ON orders.key = operator_log.order_key WHERE at >= ? AND at < ?"
        )
        if action is None:
            rows = self._db.query(select + " ORDER BY operator_log.id", (time_text(start), time_text(end)))
        else:
            rows = self._db.query(
                select + " AND action = ? ORDER BY operator_log.id", (time_text(start), time_text(end), action)
            )
        return self._entries(rows)

    def with_action(self, action: str, limit: int = 500) -> list[OperatorLogEntry]:
        """Newest first."""
        return self._entries(
            self._db.query("SELECT * FROM operator_log WHERE action = ? ORDER BY id DESC LIMIT ?", (action, limit))
        )

    @staticmethod
    def _entries(rows: list[Row]) -> list[OperatorLogEntry]:
        return [
            OperatorLogEntry(
                int(row["id"]),
                parse_time(row["at"]),  # type: ignore[arg-type]
                row["operator"],
                row["action"],
                row["order_key"],
                text_from_store(row["detail"]),
                row["reference"] if "reference" in row.keys() else None,
            )
            for row in rows
        ]
