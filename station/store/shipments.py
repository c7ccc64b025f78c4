"""Every shipment Station created: id, reference, status, barcode and tracking URL, tied to its order."""

from __future__ import annotations

from collections.abc import Collection

from station.domain.enums import ShipmentStatus
from station.store.codec import now_text, parse_time, time_text
from station.store.records import ParcelRecord, ShipmentKind, ShipmentRecord
from station.store.sql import Row, SqlDatabase, UniqueViolation


class DuplicateShipment(Exception):
    """The order already has a live outbound shipment: recording a second one would mean creating twice."""


class ShipmentRepository:
    def __init__(self, db: SqlDatabase) -> None:
        self._db = db

    def record(self, shipment: ShipmentRecord) -> ShipmentRecord:
        """Inserts the shipment, or updates it when its id is known (a refresh); returns what is stored.

        Raises DuplicateShipment when the order already has another live outbound shipment.
        """
        with self._db.transaction():  # the main parcel and its follow-ups together, or neither
            return self._record(shipment)

    def _record(self, shipment: ShipmentRecord) -> ShipmentRecord:
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
                    shipment.id,
                    shipment.order_key,
                    shipment.reference,
                    shipment.kind.value,
                    shipment.parent_id,
                    shipment.carrier,
                    shipment.status.label,
                    shipment.barcode,
                    shipment.tracking_url,
                    shipment.qr_url,
                    time_text(shipment.created_at) if shipment.elsewhere and shipment.created_at else now,
                    now,
                    "elsewhere" if shipment.elsewhere else "station",
                ),
            )
        except UniqueViolation as error:
            if error.constraint == "one_live_shipment_per_order" or "shipments.order_key" in str(error):
                raise DuplicateShipment(
                    f"order {shipment.order_key} already has a shipment; {shipment.id} would be a second one"
                ) from error
            raise
        # Follow-up parcels are recorded with their main; a record without them (a refresh) keeps the known ones.
        for parcel in shipment.follow_ups:
            self._db.execute(
                """INSERT INTO parcels (id, shipment_id, number, status, barcode, tracking_url, created_at, updated_at)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                   ON CONFLICT (id) DO UPDATE SET status = excluded.status, barcode = excluded.barcode,
                       tracking_url = excluded.tracking_url, updated_at = excluded.updated_at""",
                (
                    parcel.id,
                    shipment.id,
                    parcel.number,
                    parcel.status.label,
                    parcel.barcode,
                    parcel.tracking_url,
                    now,
                    now,
                ),
            )
        stored = self.get(shipment.id)
        assert stored is not None  # just written inside the same connection
        return stored

    def set_status(self, shipment_id: int, status: ShipmentStatus) -> None:
        """The status of a shipment, or of a follow-up parcel by its own id."""
        for table in ("shipments", "parcels"):
            self._db.execute(
                f"UPDATE {table} SET status = ?, updated_at = ? WHERE id = ?", (status.label, now_text(), shipment_id)
            )

    def mark_printed(self, shipment_ids: Collection[int]) -> None:
        """Pending shipments and follow-up parcels among these whose label printed are printed now (spec §3)."""
        now = now_text()
        for shipment_id in shipment_ids:
            for table in ("shipments", "parcels"):
                self._db.execute(
                    f"UPDATE {table} SET status = ?, updated_at = ? WHERE id = ? AND status = ?",
                    (ShipmentStatus.PRINTED.label, now, shipment_id, ShipmentStatus.PENDING.label),
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
        follow_ups = self._all_follow_ups()
        for row in rows:  # later rows win: live after cancelled, newer after older
            current[row["order_key"]] = self._from_row(row, follow_ups.get(int(row["id"]), ()))
        return current

    def for_order(self, order_key: str) -> list[ShipmentRecord]:
        rows = self._db.query("SELECT * FROM shipments WHERE order_key = ? ORDER BY created_at", (order_key,))
        return [self._from_row(row) for row in rows]

    def all(self) -> list[ShipmentRecord]:
        follow_ups = self._all_follow_ups()
        return [
            self._from_row(row, follow_ups.get(int(row["id"]), ()))
            for row in self._db.query("SELECT * FROM shipments ORDER BY created_at")
        ]

    def parcel_by_barcode(self, barcode: str) -> ShipmentRecord | None:
        """The shipment one of whose follow-up parcels has this barcode (a scanned parcel 2 finds its order)."""
        row = self._db.query_one(
            "SELECT s.* FROM shipments s JOIN parcels p ON p.shipment_id = s.id WHERE p.barcode = ? LIMIT 1",
            (barcode,),
        )
        return self._from_row(row) if row else None

    def _follow_ups_of(self, shipment_id: int) -> tuple[ParcelRecord, ...]:
        rows = self._db.query("SELECT * FROM parcels WHERE shipment_id = ? ORDER BY number", (shipment_id,))
        return tuple(self._parcel(row) for row in rows)

    def _all_follow_ups(self) -> dict[int, tuple[ParcelRecord, ...]]:
        grouped: dict[int, list[ParcelRecord]] = {}
        for row in self._db.query("SELECT * FROM parcels ORDER BY shipment_id, number"):
            grouped.setdefault(int(row["shipment_id"]), []).append(self._parcel(row))
        return {shipment_id: tuple(parcels) for shipment_id, parcels in grouped.items()}

    @staticmethod
    def from_row(row: Row) -> ShipmentRecord:
        """A `shipments` row (SELECT * or s.*) as a record (its follow-up parcels not read)."""
        return ShipmentRepository._record_of_row(row, ())

    @staticmethod
    def _parcel(row: Row) -> ParcelRecord:
        return ParcelRecord(
            id=int(row["id"]),
            number=int(row["number"]),
            status=ShipmentStatus.parse(row["status"]),
            barcode=row["barcode"],
            tracking_url=row["tracking_url"],
        )

    def _from_row(self, row: Row, follow_ups: tuple[ParcelRecord, ...] | None = None) -> ShipmentRecord:
        return self._record_of_row(row, follow_ups if follow_ups is not None else self._follow_ups_of(int(row["id"])))

    @staticmethod
    def _record_of_row(row: Row, follow_ups: tuple[ParcelRecord, ...]) -> ShipmentRecord:
        return ShipmentRecord(
            id=int(row["id"]),
            order_key=row["order_key"],
            reference=row["reference"],
            status=ShipmentStatus.parse(row["status"]),
            barcode=row["barcode"],
            tracking_url=row["tracking_url"],
            carrier=row["carrier"],
            kind=ShipmentKind(row["kind"]),
            parent_id=row["parent_id"],
            qr_url=row["qr_url"],
            created_at=parse_time(row["created_at"]),
            updated_at=parse_time(row["updated_at"]),
            elsewhere=row["origin"] == "elsewhere",
            follow_ups=follow_ups,
        )
