"""The outbox journal: a create or print is written here before it is sent and marked done after."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from station.store.codec import dumps, now_text, parse_time, payload_from_dict, payload_to_dict
from station.store.records import CREATE_KINDS, OutboxEntry, OutboxKind, OutboxPayload, OutboxState
from station.store.sql import Row, SqlDatabase

_OPEN = (OutboxState.PENDING.value, OutboxState.IN_FLIGHT.value)


class OutboxRepository:
    """The journal. On the shared store each entry is its station's (`station`): the drain, the resume and the
    counts see this station's entries only, until it takes over those of a station that is gone (`take_over`)."""

    def __init__(self, db: SqlDatabase, station: str = "") -> None:
        self._db = db
        self.station = station
        dialect = db.dialect
        # A print journaled with its create ("create & print" while the service was away) whose job is not
        # recorded yet.
        self._waiting_for_create = (
            f"{dialect.json_true('o.payload', 'print_after_create')} AND ({dialect.json_missing('o.payload', 'job_id')})"
            " AND o.state IN ('pending', 'in_flight')"
        )
        self._label_keys = dialect.json_text_elements("o.payload", "order_keys", "k")
        # A print of the order's own label, not of its return's (`return_id`).
        self._order_label = dialect.json_missing("o.payload", "return_id")

    def journal(self, order_key: str | None, payload: OutboxPayload) -> OutboxEntry:
        """Writes a pending entry of the payload's kind (committed when this returns, unless the caller holds a
        transaction), or returns the open create of that kind and order.

        Returning the open create keeps a second press of "create" (or "create return") from journaling a second
        shipment.
        """
        kind = payload.kind
        if kind in CREATE_KINDS and order_key is not None:
            existing = self.open_create(order_key, kind)
            if existing is not None:
                return existing
        now = now_text()
        cursor = self._db.execute(
            """INSERT INTO outbox (kind, order_key, payload, state, created_at, updated_at, station)
               VALUES (?, ?, ?, 'pending', ?, ?, ?) RETURNING id""",
            (kind.value, order_key, dumps(payload_to_dict(payload)), now, now, self.station),
        )
        entry = self.get(int(cursor.fetchone()[0]))
        assert entry is not None
        return entry

    def open_create(self, order_key: str, kind: OutboxKind = OutboxKind.CREATE_SHIPMENT) -> OutboxEntry | None:
        row = self._db.query_one(
            "SELECT * FROM outbox WHERE kind = ? AND order_key = ? AND state IN (?, ?)",
            (kind.value, order_key, *_OPEN),
        )
        return self._from_row(row) if row else None

    def sent_before(self, kind: OutboxKind, order_key: str, *, other_than: int) -> bool:
        """Whether an earlier entry of this kind and order was sent at least once and did not end done.

        Its request may have been carried out even though it ended failed (an answer that could not be read), so a
        new create of the order looks the result up before sending.
        """
        row = self._db.query_one(
            "SELECT 1 FROM outbox WHERE kind = ? AND order_key = ? AND id != ? AND attempts > 0 AND state != 'done'",
            (kind.value, order_key, other_than),
        )
        return row is not None

    def open_print_for(
        self, order_key: str, *, other_than: int | None = None, return_id: int | None = None
    ) -> OutboxEntry | None:
        """An unfinished print (pending, in flight, or awaiting the operator) that includes this order's label (a print
        of its return's label is not one), or with `return_id` the label of that return of the order.

        A print waiting for its create (`print_after_create`, no job yet) is left out: it gives way to any other
        print of the label, which drops it (`waiting_prints_after_create`).
        """
        which = self._order_label if return_id is None else f"NOT ({self._order_label})"
        rows = self._db.query(
            f"""SELECT o.* FROM outbox o, {self._label_keys}
               WHERE o.kind = 'print_label' AND o.state IN ('pending', 'in_flight', 'needs_confirmation')
                 AND k.value = ? AND o.id != ? AND NOT ({self._waiting_for_create})
                 AND ({which}) ORDER BY o.id""",
            (order_key, -1 if other_than is None else other_than),
        )
        entries = (self._from_row(row) for row in rows)
        return next((entry for entry in entries if entry.print_request.return_id == return_id), None)

    def waiting_prints_after_create(self, order_key: str | None = None) -> list[OutboxEntry]:
        """Prints asked for with a create ("create & print") that have no job yet: the label is printed once the
        shipment exists, unless another print of it came first. Of one order, or of all orders."""
        sql = f"SELECT o.* FROM outbox o WHERE o.kind = 'print_label' AND o.state IN (?, ?) AND {self._waiting_for_create}"
        parameters: list[Any] = list(_OPEN)
        if order_key is not None:
            sql += " AND o.order_key = ?"
            parameters.append(order_key)
        else:
            sql, parameters = self._mine(sql, parameters, "o.")
        return [self._from_row(row) for row in self._db.query(sql + " ORDER BY o.id", parameters)]

    def get(self, entry_id: int) -> OutboxEntry | None:
        row = self._db.query_one("SELECT * FROM outbox WHERE id = ?", (entry_id,))
        return self._from_row(row) if row else None

    def mark(self, entry_id: int, state: OutboxState, *, error: str = "", count_attempt: bool = False) -> None:
        self._db.execute(
            "UPDATE outbox SET state = ?, last_error = ?, attempts = attempts + ?, updated_at = ? WHERE id = ?",
            (state.value, error, int(count_attempt), now_text(), entry_id),
        )

    def update_payload(self, entry_id: int, payload: OutboxPayload) -> None:
        self._db.execute(
            "UPDATE outbox SET payload = ?, updated_at = ? WHERE id = ?",
            (dumps(payload_to_dict(payload)), now_text(), entry_id),
        )

    def last_create_error(self, order_key: str) -> str:
        """The error the newest create of this order ended with ('' when none)."""
        row = self._db.query_one(
            "SELECT last_error FROM outbox WHERE kind = 'create_shipment' AND order_key = ? ORDER BY id DESC LIMIT 1",
            (order_key,),
        )
        return str(row["last_error"]) if row and row["last_error"] else ""

    def unfinished(self, kind: OutboxKind | None = None) -> list[OutboxEntry]:
        """Pending and in-flight entries, oldest first: the work to resume or drain."""
        sql, parameters = self._mine("SELECT * FROM outbox WHERE state IN (?, ?)", list(_OPEN))
        if kind is not None:
            sql += " AND kind = ?"
            parameters.append(kind.value)
        return [self._from_row(row) for row in self._db.query(sql + " ORDER BY id", parameters)]

    def in_state(self, state: OutboxState) -> list[OutboxEntry]:
        sql, parameters = self._mine("SELECT * FROM outbox WHERE state = ?", [state.value])
        rows = self._db.query(sql + " ORDER BY id", parameters)
        return [self._from_row(row) for row in rows]

    def pending_count(self) -> int:
        row = self._db.query_one(*self._mine("SELECT COUNT(*) FROM outbox WHERE state IN (?, ?)", list(_OPEN)))
        return int(row[0]) if row else 0

    def has_unfinished(self, order_key: str) -> bool:
        """Whether work of this order waits in this station's journal (a create, a return, or a print of it)."""
        sql, parameters = self._mine(
            "SELECT 1 FROM outbox WHERE order_key = ? AND state IN ('pending', 'in_flight', 'needs_confirmation')",
            [order_key],
        )
        if self._db.query_one(sql + " LIMIT 1", parameters) is not None:
            return True
        sql, parameters = self._mine(
            f"""SELECT 1 FROM outbox o, {self._label_keys} WHERE o.kind = 'print_label'
                AND o.state IN ('pending', 'in_flight', 'needs_confirmation') AND k.value = ?""",
            [order_key],
            "o.",
        )
        return self._db.query_one(sql + " LIMIT 1", parameters) is not None

    def take_over(self, gone: Sequence[str], now: str) -> int:
        """This station takes the unfinished entries of stations that are gone (their lease ran out) as its own;
        the resume then settles them as after a crash of its own. An entry of an order another live station has
        claimed meanwhile stays where it is until that claim ends. Returns how many it took."""
        if not gone or not self.station:
            return 0
        cursor = self._db.execute(
            f"""UPDATE outbox SET station = ? WHERE state IN ('pending', 'in_flight', 'needs_confirmation')
                AND station IN ({", ".join("?" for _ in gone)})
                AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.order_key = outbox.order_key AND c.station != ?
                                AND c.expires_at >= ?)""",
            (self.station, *gone, self.station, now),
        )
        return int(cursor.rowcount)

    def unfinished_order_keys(self) -> list[str]:
        """The orders this station's unfinished entries are about."""
        sql, parameters = self._mine(
            "SELECT DISTINCT order_key FROM outbox WHERE order_key IS NOT NULL"
            " AND state IN ('pending', 'in_flight', 'needs_confirmation')",
            [],
        )
        return sorted(str(row["order_key"]) for row in self._db.query(sql, parameters))

    def carries_request(self, order_key: str, request_id: str) -> bool:
        """Whether an entry of the order (in any state) was journaled for this request, asked for while the shared
        store was away (store/offline_journal.py): a request moved once is not moved again after a crash."""
        row = self._db.query_one(
            "SELECT 1 FROM outbox WHERE order_key = ? AND payload LIKE ? LIMIT 1",
            (order_key, f'%"request_id":"{request_id}"%'),
        )
        return row is not None

    def worked_on_by(self, order_key: str) -> str | None:
        """The name of the station whose journal last held work of this order (on the shared store)."""
        row = self._db.query_one(
            """SELECT s.name FROM outbox o JOIN stations s ON s.id = o.station
               WHERE o.order_key = ? AND o.station != ? ORDER BY o.id DESC LIMIT 1""",
            (order_key, self.station),
        )
        return str(row[0]) if row else None

    def _mine(self, sql: str, parameters: list[Any], prefix: str = "") -> tuple[str, list[Any]]:
        if not self.station:
            return sql, parameters
        return f"{sql} AND {prefix}station = ?", [*parameters, self.station]

    def all(self) -> list[OutboxEntry]:
        return [self._from_row(row) for row in self._db.query("SELECT * FROM outbox ORDER BY id")]

    @staticmethod
    def _from_row(row: Row) -> OutboxEntry:
        kind = OutboxKind(row["kind"])
        return OutboxEntry(
            id=int(row["id"]),
            kind=kind,
            order_key=row["order_key"],
            payload=payload_from_dict(kind, json.loads(row["payload"])),
            state=OutboxState(row["state"]),
            attempts=int(row["attempts"]),
            last_error=row["last_error"],
            created_at=parse_time(row["created_at"]),
            updated_at=parse_time(row["updated_at"]),
        )
