"""This packing table's own journal of work asked for while the shop's shared database could not be reached.

A small SQLite file in the table's data folder (`offline-journal.sqlite3`), written with `synchronous=FULL`: a
request the operator was told is "queued here" survives a crash or a power cut. Each request holds the entries the
shared journal would have got (a create and the print asked for with it, or the print alone) and an id made once;
once the shared database answers again they are moved into its journal (services/offline_requests.py) and deleted
here. Nothing in this file is ever sent to the carrier or a printer by itself.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from station.store.codec import parse_time, payload_from_dict, payload_to_dict, time_text
from station.store.records import OutboxKind, OutboxPayload

OFFLINE_JOURNAL_FILE_NAME = "offline-journal.sqlite3"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS requests (
    request_id TEXT PRIMARY KEY,      -- made once when the operator asked; it travels in the shared entries' payloads
    station TEXT NOT NULL,            -- the station that asked (one data folder is one station; tests share one)
    order_key TEXT NOT NULL,
    reference TEXT NOT NULL,          -- the order's reference, for what the operator is told
    asked_at TEXT NOT NULL,           -- ISO 8601 UTC
    entries TEXT NOT NULL             -- JSON: [{"kind": ..., "payload": ...}], in the order they are journaled
);
CREATE UNIQUE INDEX IF NOT EXISTS one_request_per_order ON requests(station, order_key);
"""


@dataclass(frozen=True)
class OfflineRequest:
    request_id: str
    order_key: str
    reference: str
    asked_at: datetime
    entries: tuple[OutboxPayload, ...]


class OfflineJournal:
    """The requests of `station` waiting here, oldest first. Thread-safe (one connection under a lock); every write
    commits."""

    def __init__(self, path: Path, station: str) -> None:
        self.path = path
        self._station = station
        path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA synchronous = FULL")  # a request said "queued here" is on the disk, not in a cache
        self._db.executescript(_SCHEMA)

    def add(self, request: OfflineRequest) -> bool:
        """Keeps the request; False (nothing kept) when a request of its order waits here already: one per order,
        however often it is scanned."""
        entries = [{"kind": payload.kind.value, "payload": payload_to_dict(payload)} for payload in request.entries]
        with self._lock:
            cursor = self._db.execute(
                """INSERT INTO requests (request_id, station, order_key, reference, asked_at, entries)
                   VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING""",
                (
                    request.request_id,
                    self._station,
                    request.order_key,
                    request.reference,
                    time_text(request.asked_at),
                    json.dumps(entries),
                ),
            )
            return cursor.rowcount == 1

    def all(self) -> list[OfflineRequest]:
        with self._lock:
            rows = self._db.execute(
                """SELECT request_id, order_key, reference, asked_at, entries FROM requests WHERE station = ?
                   ORDER BY asked_at, rowid""",
                (self._station,),
            ).fetchall()
        return [_request(row) for row in rows]

    def count(self) -> int:
        with self._lock:
            return int(
                self._db.execute("SELECT COUNT(*) FROM requests WHERE station = ?", (self._station,)).fetchone()[0]
            )

    def remove(self, request_ids: Sequence[str]) -> None:
        with self._lock:
            self._db.executemany("DELETE FROM requests WHERE request_id = ?", [(rid,) for rid in request_ids])

    def close(self) -> None:
        with self._lock:
            self._db.close()


def _request(row: tuple[str, str, str, str, str]) -> OfflineRequest:
    asked_at = parse_time(row[3])
    assert asked_at is not None
    entries = tuple(payload_from_dict(OutboxKind(item["kind"]), item["payload"]) for item in json.loads(row[4]))
    return OfflineRequest(str(row[0]), str(row[1]), str(row[2]), asked_at, entries)
