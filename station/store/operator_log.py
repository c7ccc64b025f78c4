"""The operator log: who did what to which order, and when (never secrets)."""

from __future__ import annotations

import sqlite3
from datetime import datetime

from station.store.codec import now_text, parse_time, time_text
from station.store.database import Database
from station.store.records import OperatorLogEntry


class OperatorLog:
    def __init__(self, db: Database, operator: str) -> None:
        self._db = db
        self.operator = operator

    def add(self, action: str, order_key: str | None = None, detail: str = "") -> None:
        self._db.execute(
            "INSERT INTO operator_log (at, operator, action, order_key, detail) VALUES (?, ?, ?, ?, ?)",
            (now_text(), self.operator, action, order_key, detail),
        )

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
        """Entries from `start` up to (not including) `end`, oldest first; only `action` when given."""
        if action is None:
            rows = self._db.query("SELECT * FROM operator_log WHERE at >= ? AND at < ? ORDER BY id",
                                  (time_text(start), time_text(end)))
        else:
            rows = self._db.query("SELECT * FROM operator_log WHERE at >= ? AND at < ? AND action = ? ORDER BY id",
                                  (time_text(start), time_text(end), action))
        return self._entries(rows)

    def with_action(self, action: str, limit: int = 500) -> list[OperatorLogEntry]:
        """Newest first."""
        return self._entries(self._db.query("SELECT * FROM operator_log WHERE action = ? ORDER BY id DESC LIMIT ?",
                                            (action, limit)))

    @staticmethod
    def _entries(rows: list[sqlite3.Row]) -> list[OperatorLogEntry]:
        return [
            OperatorLogEntry(int(row["id"]), parse_time(row["at"]), row["operator"], row["action"],  # type: ignore[arg-type]
                             row["order_key"], row["detail"])
            for row in rows
        ]
