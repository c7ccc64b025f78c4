"""Every shipment Station created: id, reference, status, barcode and tracking URL, tied to its order."""

from __future__ import annotations

import sqlite3

from station.domain.enums import ShipmentStatus
from station.store.codec import now_text, parse_time, time_text
from station.store.database import Database
from station.store.records import ShipmentKind, ShipmentRecord


class DuplicateShipment(Exception):
    """The order already has a live outbound shipment: recording a second one would mean creating twice."""


class ShipmentRepository:
    def __init__(self, db: Database) -> None:
        self._db = db

    def record(self, shipment: ShipmentRecord) -> ShipmentRecord:
        """Inserts the shipment, or updates it when its id is known (a refresh); returns what is stored.

        Raises DuplicateShipment when the order already has another live outbound shipment.
        """
        now = now_text()
        try:
            self._db.execute(
                """INSERT INTO shipments (id, order_key, reference, kind, parent_id, carrier, status, barcode,
                       tracking_url, qr_url, created_at, updated_at, origin)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                   ON CONFLICT (id) DO UPDATE SET status = excluded.status, barcode = excluded.barcode,
                       tracking_url = excluded.tracking_url, qr_url = COALESCE(excluded.qr_url, shipments.qr_url),
                       updated_at = excluded.updated_at,
                       -- A create of this station that a sweep saw first is this station's own after all.
                       origin = CASE WHEN excluded.origin = 'station' THEN 'station' ELSE shipments.origin END""",
                (
                    shipment.id, shipment.order_key, shipment.reference, shipment.kind.value, shipment.parent_id,
                    shipment.carrier, shipment.status.label, shipment.barcode, shipment.tracking_url,
                    shipment.qr_url,
                    time_text(shipment.created_at) if shipment.elsewhere and shipment.created_at else now,
                    now, "elsewhere" if shipment.elsewhere else "station",
                ),
            )
        except sqlite3.IntegrityError as error:
            if "one_live_shipment_per_order" in str(error) or "shipments.order_key" in str(error):
                raise DuplicateShipment(
                    f"order {shipment.order_key} already has a shipment; {shipment.id} would be a second one"
                ) from error
            raise
        stored = self.get(shipment.id)
        assert stored is not None  # just written inside the same connection
        return stored

    def set_status(self, shipment_id: int, status: ShipmentStatus) -> None:
        self._db.execute(
            "UPDATE shipments SET status = ?, updated_at = ? WHERE id = ?", (status.label, now_text(), shipment_id)
        )

    def get(self, shipment_id: int) -> ShipmentRecord | None:
        row = self._db.query_one("SELECT * FROM shipments WHERE id = ?", (shipment_id,))
        return self._from_row(row) if row else None

    def live_return_of(self, parent_id: int) -> ShipmentRecord | None:
        """The oldest return of that shipment that is not cancelled, or None."""
        row = self._db.query_one(
            """SELECT * FROM shipments WHERE kind = 'return' AND parent_id = ? AND status != 'cancelled'
               ORDER BY created_at, id LIMIT 1""",
            (parent_id,),
        )
        return self._from_row(row) if row else None

    def current_for_order(self, order_key: str) -> ShipmentRecord | None:
        """The order's live outbound shipment, else its latest cancelled one, else None."""
        row = self._db.query_one(
            """SELECT * FROM shipments WHERE order_key = ? AND kind = 'outbound'
               ORDER BY status = 'cancelled', created_at DESC LIMIT 1""",
            (order_key,),
        )
        return self._from_row(row) if row else None

    def current_by_order(self) -> dict[str, ShipmentRecord]:
        current: dict[str, ShipmentRecord] = {}
        rows = self._db.query(
            "SELECT * FROM shipments WHERE kind = 'outbound' ORDER BY status != 'cancelled', created_at"
        )
        for row in rows:  # later rows win: live after cancelled, newer after older
            current[row["order_key"]] = self._from_row(row)
        return current

    def for_order(self, order_key: str) -> list[ShipmentRecord]:
        rows = self._db.query("SELECT * FROM shipments WHERE order_key = ? ORDER BY created_at", (order_key,))
        return [self._from_row(row) for row in rows]

    def all(self) -> list[ShipmentRecord]:
        return [self._from_row(row) for row in self._db.query("SELECT * FROM shipments ORDER BY created_at")]

    @staticmethod
    def from_row(row: sqlite3.Row) -> ShipmentRecord:
        """A `shipments` row (SELECT * or s.*) as a record."""
        return ShipmentRepository._from_row(row)

    @staticmethod
    def _from_row(row: sqlite3.Row) -> ShipmentRecord:
        return ShipmentRecord(
            id=int(row["id"]),
            order_key=row["order_key"],
            reference=row["reference"],
            status=ShipmentStatus.parse(row["status"]),  # type: ignore[arg-type]
            barcode=row["barcode"],
            tracking_url=row["tracking_url"],
            carrier=row["carrier"],
            kind=ShipmentKind(row["kind"]),
            parent_id=row["parent_id"],
            qr_url=row["qr_url"],
            created_at=parse_time(row["created_at"]),
            updated_at=parse_time(row["updated_at"]),
            elsewhere=row["origin"] == "elsewhere",
        )
