"""What this station knows of the shop's shipments at the service: a mirror of the sweeps, how far they reach, and
which references the service has been asked about.

`ServiceKnowledgeRepository` is the interface the services use; `SqlServiceKnowledge` keeps it in the store's
database; on the shared store (PostgreSQL) every station then shares what one of them learned.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from station.domain.enums import ShipmentStatus
from station.store.codec import now_text, parse_time, time_text
from station.store.records import ServiceShipment, ShipmentRecord, SweepCoverage
from station.store.sql import Row, SqlDatabase

_KEYS_PER_QUERY = 500  # bound parameters per statement stay far below SQLite's limit


@dataclass(frozen=True)
class OrderMatch:
    """A queued order and the shop's shipments with its reference that this station has not recorded."""

    order_key: str
    reference: str
    found: tuple[ServiceShipment, ...]


class ServiceKnowledgeRepository(Protocol):
    """Storage of what the service said about the shop's shipments; per shop, since shops are separate (contract §3)."""

    def record_seen(self, shop: str, shipments: Iterable[ServiceShipment]) -> None:
        """Keeps (or updates) these shipments as the service reported them just now."""

    def coverage(self, shop: str) -> SweepCoverage | None:
        """How far the sweeps reach for this shop; None before the first complete sweep."""

    def set_coverage(self, shop: str, coverage: SweepCoverage) -> None: ...

    def mark_checked(self, shop: str, references: Iterable[str], at: datetime) -> None:
        """The service was asked about these references (a lookup by reference answered)."""

    def mark_queue_checked(
        self, shop: str, arrived_by: datetime, at: datetime, *, arrived_after: datetime | None = None
    ) -> int:
        """Every queued order that had arrived by `arrived_by` (and after `arrived_after`: the ones before are
        known already) is known (a complete sweep began after it arrived); returns how many became known."""

    def unchecked(self, shop: str, order_keys: Sequence[str] | None = None) -> list[str]:
        """The order keys (of `order_keys`, or of the whole queue) whose reference the service was never asked
        about, oldest first."""

    def matches(self, shop: str, order_keys: Sequence[str] | None = None) -> list[OrderMatch]:
        """Queued orders whose reference the shop has shipments for that this station has not recorded."""

    def status_updates(self, shop: str) -> list[tuple[ShipmentRecord, ShipmentStatus]]:
        """Recorded shipments whose status the service reported differently since, with that status."""

    def oldest_live_elsewhere(self) -> datetime | None:
        """When the oldest live shipment made elsewhere that an order here took on was created."""


class SqlServiceKnowledge:
    """`ServiceKnowledgeRepository` in the store's database (SQLite, or the shared PostgreSQL one)."""

    def __init__(self, db: SqlDatabase) -> None:
        self._db = db

    def record_seen(self, shop: str, shipments: Iterable[ServiceShipment]) -> None:
        now = now_text()
        rows = [
            (
                shop,
                shipment.id,
                shipment.reference,
                shipment.status.label,
                shipment.carrier,
                shipment.barcode,
                shipment.tracking_url,
                time_text(shipment.created) if shipment.created else None,
                now,
            )
            for shipment in shipments
        ]
        if not rows:
            return
        with self._db.transaction() as connection:
            connection.executemany(
                """INSERT INTO service_shipments (shop, id, reference, status, carrier, barcode, tracking_url,
                       created, seen_at)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                   ON CONFLICT (shop, id) DO UPDATE SET status = excluded.status, barcode = excluded.barcode,
                       tracking_url = excluded.tracking_url, seen_at = excluded.seen_at""",
                rows,
            )

    def coverage(self, shop: str) -> SweepCoverage | None:
        row = self._db.query_one("SELECT * FROM service_sweeps WHERE shop = ?", (shop,))
        if row is None:
            return None
        covered_from, covered_to, swept_at = (
            parse_time(row[name]) for name in ("covered_from", "covered_to", "swept_at")
        )
        assert covered_from and covered_to and swept_at
        return SweepCoverage(covered_from, covered_to, swept_at)

    def set_coverage(self, shop: str, coverage: SweepCoverage) -> None:
        self._db.execute(
            """INSERT INTO service_sweeps (shop, covered_from, covered_to, swept_at) VALUES (?, ?, ?, ?)
               ON CONFLICT (shop) DO UPDATE SET covered_from = excluded.covered_from,
                   covered_to = excluded.covered_to, swept_at = excluded.swept_at""",
            (shop, time_text(coverage.covered_from), time_text(coverage.covered_to), time_text(coverage.swept_at)),
        )

    def mark_checked(self, shop: str, references: Iterable[str], at: datetime) -> None:
        with self._db.transaction() as connection:
            connection.executemany(
                "INSERT INTO service_checks (shop, reference, checked_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                [(shop, reference, time_text(at)) for reference in references],
            )

    def mark_queue_checked(
        self, shop: str, arrived_by: datetime, at: datetime, *, arrived_after: datetime | None = None
    ) -> int:
        cursor = self._db.execute(
            """INSERT INTO service_checks (shop, reference, checked_at)
               SELECT ?, reference, ? FROM orders WHERE created_at <= ? AND created_at > ?
               ON CONFLICT DO NOTHING""",
            (shop, time_text(at), time_text(arrived_by), time_text(arrived_after) if arrived_after else ""),
        )
        return cursor.rowcount

    def unchecked(self, shop: str, order_keys: Sequence[str] | None = None) -> list[str]:
        sql = """SELECT o.key FROM orders o
                 WHERE NOT EXISTS (SELECT 1 FROM service_checks c WHERE c.shop = ? AND c.reference = o.reference)"""
        if order_keys is None:
            return [row["key"] for row in self._db.query(sql + " ORDER BY o.created_at, o.key", (shop,))]
        found: set[str] = set()
        keys = list(dict.fromkeys(order_keys))
        for start in range(0, len(keys), _KEYS_PER_QUERY):  # a scan asks about one order: an index lookup, not a scan
            chunk = keys[start : start + _KEYS_PER_QUERY]
            rows = self._db.query(sql + f" AND o.key IN ({', '.join('?' for _ in chunk)})", (shop, *chunk))
            found.update(row["key"] for row in rows)
        return [key for key in keys if key in found]

    def matches(self, shop: str, order_keys: Sequence[str] | None = None) -> list[OrderMatch]:
        rows = self._db.query(
            """SELECT o.key AS order_key, o.reference AS order_reference, m.* FROM orders o
               JOIN service_shipments m ON m.shop = ? AND m.reference = o.reference
               WHERE NOT EXISTS (SELECT 1 FROM shipments s WHERE s.id = m.id)
               ORDER BY o.key""",
            (shop,),
        )
        wanted = set(order_keys) if order_keys is not None else None
        grouped: dict[str, tuple[str, list[ServiceShipment]]] = {}
        for row in rows:
            if wanted is not None and row["order_key"] not in wanted:
                continue
            grouped.setdefault(row["order_key"], (row["order_reference"], []))[1].append(self._seen(row))
        return [OrderMatch(key, reference, tuple(found)) for key, (reference, found) in grouped.items()]

    def status_updates(self, shop: str) -> list[tuple[ShipmentRecord, ShipmentStatus]]:
        from station.store.shipments import ShipmentRepository

        rows = self._db.query(
            """SELECT s.*, m.status AS reported FROM shipments s
               JOIN service_shipments m ON m.shop = ? AND m.id = s.id WHERE m.status != s.status""",
            (shop,),
        )
        return [(ShipmentRepository.from_row(row), ShipmentStatus.parse(row["reported"])) for row in rows]

    def oldest_live_elsewhere(self) -> datetime | None:
        row = self._db.query_one(
            """SELECT MIN(created_at) FROM shipments
               WHERE origin = 'elsewhere' AND kind = 'outbound' AND status != 'cancelled'"""
        )
        return parse_time(row[0]) if row and row[0] else None

    @staticmethod
    def _seen(row: Row) -> ServiceShipment:
        return ServiceShipment(
            id=int(row["id"]),
            reference=row["reference"],
            status=ShipmentStatus.parse(row["status"]),
            carrier=row["carrier"],
            barcode=row["barcode"],
            tracking_url=row["tracking_url"],
            created=parse_time(row["created"]),
        )
