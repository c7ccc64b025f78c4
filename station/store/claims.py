"""Which station is working on which order: claims with an expiry, renewed while the station lives.

A claim is a row per order; taking it is one statement both engines run atomically (an upsert that only replaces a
claim of the same station or an expired one), so two stations asking for the same order at once get one "yes" and
one "no, Table 2 has it since 14:05". A station that dies stops renewing its lease; its claims then expire and
its orders are free again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from station.store.codec import parse_time, time_text
from station.store.sql import Row, SqlDatabase

_KEYS_PER_STATEMENT = 500
STATION_ID_FILE_NAME = "station-id"


@dataclass(frozen=True)
class StationIdentity:
    """A packing table on the shared store: an id that stays across restarts and the name the others see."""

    id: str
    name: str

    @classmethod
    def of_this_computer(cls, name: str = "") -> StationIdentity:
        """This computer's station: an id made once and kept in the data folder (a restart is the same station),
        named `name`, else after the computer."""
        import socket
        import uuid

        from station import paths
        from station.files import write_atomically

        path = paths.data_dir() / STATION_ID_FILE_NAME
        try:
            station_id = path.read_text(encoding="utf-8").strip()
        except FileNotFoundError:
            station_id = ""
        if not station_id:
            station_id = str(uuid.uuid4())
            write_atomically(path, station_id)
        return cls(station_id, name or socket.gethostname())


@dataclass(frozen=True)
class Claim:
    order_key: str
    station_id: str
    station_name: str
    claimed_at: datetime
    expires_at: datetime


class ClaimRepository:
    def __init__(self, db: SqlDatabase) -> None:
        self._db = db

    # -- stations ------------------------------------------------------------------------------------------
    def register(self, station: StationIdentity, lease: timedelta, now: datetime | None = None) -> None:
        """The station is alive for `lease` from now (its name as given: a renamed table shows its new name)."""
        now = now or datetime.now(UTC)
        self._db.execute(
            """INSERT INTO stations (id, name, seen_at, lease_until) VALUES (?, ?, ?, ?)
               ON CONFLICT (id) DO UPDATE SET name = excluded.name, seen_at = excluded.seen_at,
                   lease_until = excluded.lease_until""",
            (station.id, station.name, time_text(now), time_text(now + lease)),
        )

    def renew(self, station_id: str, lease: timedelta, now: datetime | None = None) -> None:
        """The station's heartbeat: it and every claim it holds live `lease` longer."""
        now = now or datetime.now(UTC)
        until = time_text(now + lease)
        with self._db.transaction() as statements:
            statements.execute(
                "UPDATE stations SET seen_at = ?, lease_until = ? WHERE id = ?", (time_text(now), until, station_id)
            )
            statements.execute("UPDATE claims SET expires_at = ? WHERE station = ?", (until, station_id))

    def stations_gone(self, other_than: str, now: datetime | None = None) -> list[str]:
        """The stations whose lease ran out (they stopped without saying so, or cannot reach the store)."""
        rows = self._db.query(
            "SELECT id FROM stations WHERE lease_until < ? AND id != ? ORDER BY id",
            (time_text(now or datetime.now(UTC)), other_than),
        )
        return [str(row["id"]) for row in rows]

    def leave(self, station_id: str) -> None:
        """The station stops cleanly: its claims go and its lease ends now."""
        now = time_text(datetime.now(UTC))
        with self._db.transaction() as statements:
            statements.execute("DELETE FROM claims WHERE station = ?", (station_id,))
            statements.execute("UPDATE stations SET lease_until = ? WHERE id = ?", (now, station_id))

    # -- claims --------------------------------------------------------------------------------------------
    def claim(self, order_key: str, station_id: str, lease: timedelta, now: datetime | None = None) -> Claim | None:
        """Claims the order for the station; None when it is the station's now, else the claim that holds it.

        One statement: it inserts the claim, or replaces one of this station (kept since it began) or one that
        expired; a live claim of another station is left alone and read back.
        """
        now = now or datetime.now(UTC)
        won = self._db.execute(
            """INSERT INTO claims (order_key, station, claimed_at, expires_at) VALUES (?, ?, ?, ?)
               ON CONFLICT (order_key) DO UPDATE SET
                   claimed_at = CASE WHEN claims.station = excluded.station THEN claims.claimed_at
                                     ELSE excluded.claimed_at END,
                   station = excluded.station, expires_at = excluded.expires_at
               WHERE claims.station = excluded.station OR claims.expires_at < ?
               RETURNING order_key""",
            (order_key, station_id, time_text(now), time_text(now + lease), time_text(now)),
        ).fetchone()
        if won is not None:
            return None
        holder = self.holder(order_key, now)
        if holder is None:  # it expired or was released between the two statements: try once more
            return self.claim(order_key, station_id, lease, now)
        return holder

    def claim_many(self, order_keys: Sequence[str], station_id: str, lease: timedelta) -> dict[str, Claim]:
        """Claims the orders; returns the ones another station holds, with its claim.

        Raises StoreConflict when the server rolled it back (two stations' transactions in each other's way): run
        it again, as a whole. One transaction locks the orders' rows it can get (`FOR UPDATE SKIP LOCKED`: the rows another station is
        claiming right now are left out, not waited for, so stations claiming overlapping chunks never queue
        behind each other nor deadlock) and claims those. The ones left out are asked about after: by then the
        other station's claim is committed and says who holds them.
        """
        now = datetime.now(UTC)
        refused: dict[str, Claim] = {}
        keys = list(dict.fromkeys(order_keys))
        # Two transactions: the second waits for other stations' claims, which must not wait for this one's.
        with self._db.transaction() as statements:
            if self._db.dialect.skip_locked:
                lockable: set[str] = set()
                for start in range(0, len(keys), _KEYS_PER_STATEMENT):
                    chunk = keys[start : start + _KEYS_PER_STATEMENT]
                    rows = statements.execute(
                        f"SELECT key FROM orders WHERE key IN ({', '.join('?' for _ in chunk)})"
                        f" ORDER BY key{self._db.dialect.skip_locked}",
                        chunk,
                    ).fetchall()
                    lockable.update(str(row[0]) for row in rows)
            else:
                lockable = set(keys)
            for order_key in keys:
                if order_key in lockable:
                    holder = self.claim(order_key, station_id, lease, now)
                    if holder is not None:
                        refused[order_key] = holder
        busy = sorted(key for key in keys if key not in lockable)  # being claimed elsewhere a moment ago
        if busy:
            with self._db.transaction() as statements:
                for order_key in busy:
                    # Wait for that station's transaction first (its row lock), holding nothing of the claims:
                    # a claim begun before it ends would be a claims row that station then waits for.
                    statements.execute(f"SELECT 1 FROM orders WHERE key = ?{self._db.dialect.key_share}", (order_key,))
                    holder = self.claim(order_key, station_id, lease)
                    if holder is not None:
                        refused[order_key] = holder
        return refused

    def holder(self, order_key: str, now: datetime | None = None) -> Claim | None:
        """The live claim on the order, whichever station holds it; None when it is free."""
        row = self._db.query_one(
            """SELECT c.order_key, c.station, s.name, c.claimed_at, c.expires_at FROM claims c
               JOIN stations s ON s.id = c.station WHERE c.order_key = ? AND c.expires_at >= ?""",
            (order_key, time_text(now or datetime.now(UTC))),
        )
        return _claim(row) if row else None

    def held_by(self, station_id: str) -> list[str]:
        rows = self._db.query("SELECT order_key FROM claims WHERE station = ? ORDER BY order_key", (station_id,))
        return [str(row["order_key"]) for row in rows]

    def release(self, order_keys: Sequence[str], station_id: str) -> None:
        """The station is done with these orders (another station's claim on one of them is left alone)."""
        keys = list(order_keys)
        for start in range(0, len(keys), _KEYS_PER_STATEMENT):
            chunk = keys[start : start + _KEYS_PER_STATEMENT]
            self._db.execute(
                f"DELETE FROM claims WHERE station = ? AND order_key IN ({', '.join('?' for _ in chunk)})",
                (station_id, *chunk),
            )


def _claim(row: Row) -> Claim:
    claimed_at, expires_at = parse_time(row[3]), parse_time(row[4])
    assert claimed_at is not None and expires_at is not None
    return Claim(str(row[0]), str(row[1]), str(row[2]), claimed_at, expires_at)
