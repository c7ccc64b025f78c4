"""The order queue table: imported and service orders under a stable key, each with its shipment reference."""

from __future__ import annotations

import json
import sqlite3
from station.domain.enums import Carrier
from station.store.codec import (
    address_from_dict,
    address_to_dict,
    dumps,
    lines_from_list,
    lines_to_list,
    now_text,
    options_from_dict,
    options_to_dict,
    parse_time,
)
from station.store.database import Database
from station.store.records import OrderSource, OrderState, QueuedOrder, ShipmentRecord
from station.store.shipments import ShipmentRepository


def import_key(reference: str) -> str:
    return f"import:{reference}"


def service_key(order_uuid: str) -> str:
    return f"service:{order_uuid}"


class OrderRepository:
    def __init__(self, db: Database, shipments: ShipmentRepository) -> None:
        self._db = db
        self._shipments = shipments

    def add(self, order: QueuedOrder) -> bool:
        """Adds the order unless its key, reference or order uuid is already queued; True when added.

        Duplicates are skipped, never merged: an order seen twice (a re-import, a second sync) is the same order.
        """
        now = now_text()
        cursor = self._db.execute(
            """INSERT INTO orders (key, source, reference, order_uuid, recipient, lines, carrier, options,
                   delivery_selection, weight_grams, label_description, shop, state, origin, created_at, updated_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
               ON CONFLICT DO NOTHING""",
            (
                order.key, order.source.value, order.reference, order.order_uuid,
                dumps(address_to_dict(order.recipient)), dumps(lines_to_list(order.lines)),
                order.carrier.slug if order.carrier else None,
                dumps(options_to_dict(order.options)) if order.options else None,
                dumps(order.delivery_selection) if order.delivery_selection is not None else None,
                order.weight_grams, order.label_description, order.shop, order.state.value, order.origin, now, now,
            ),
        )
        return cursor.rowcount == 1

    def exists(self, *, key: str | None = None, reference: str | None = None, order_uuid: str | None = None) -> bool:
        row = self._db.query_one(
            "SELECT 1 FROM orders WHERE key = ? OR reference = ? OR order_uuid = ?", (key, reference, order_uuid)
        )
        return row is not None

    def get(self, key: str) -> QueuedOrder | None:
        row = self._db.query_one("SELECT * FROM orders WHERE key = ?", (key,))
        return self._with_shipment(row) if row else None

    def by_reference(self, reference: str) -> QueuedOrder | None:
        row = self._db.query_one("SELECT * FROM orders WHERE reference = ?", (reference,))
        return self._with_shipment(row) if row else None

    def by_barcode(self, barcode: str) -> QueuedOrder | None:
        row = self._db.query_one(
            """SELECT o.* FROM orders o JOIN shipments s ON s.order_key = o.key
               WHERE s.barcode = ? ORDER BY s.status = 'cancelled', s.created_at DESC LIMIT 1""",
            (barcode,),
        )
        return self._with_shipment(row) if row else None

    def all(self) -> list[QueuedOrder]:
        rows = self._db.query("SELECT * FROM orders ORDER BY created_at, key")
        shipments = self._shipments.current_by_order()
        printed = self._printed_counts()
        return [self._from_row(row, shipments.get(row["key"]), printed.get(row["key"], 0)) for row in rows]

    def keys(self) -> list[str]:
        return [row["key"] for row in self._db.query("SELECT key FROM orders ORDER BY created_at, key")]

    def set_state(self, key: str, state: OrderState) -> None:
        self._db.execute("UPDATE orders SET state = ?, updated_at = ? WHERE key = ?", (state.value, now_text(), key))

    def set_order_uuid(self, key: str, order_uuid: str) -> None:
        self._db.execute(
            "UPDATE orders SET order_uuid = ?, updated_at = ? WHERE key = ?", (order_uuid, now_text(), key)
        )

    def count(self) -> int:
        row = self._db.query_one("SELECT COUNT(*) FROM orders")
        return int(row[0]) if row else 0

    # -- rows ----------------------------------------------------------------------------------------------
    def _printed_counts(self) -> dict[str, int]:
        rows = self._db.query(
            """SELECT i.order_key, COUNT(DISTINCT j.id) AS n FROM print_job_items i
               JOIN print_jobs j ON j.id = i.job_id WHERE j.state = 'sent' GROUP BY i.order_key"""
        )
        return {row["order_key"]: int(row["n"]) for row in rows}

    def _with_shipment(self, row: sqlite3.Row) -> QueuedOrder:
        count_row = self._db.query_one(
            """SELECT COUNT(DISTINCT j.id) FROM print_job_items i JOIN print_jobs j ON j.id = i.job_id
               WHERE j.state = 'sent' AND i.order_key = ?""",
            (row["key"],),
        )
        return self._from_row(row, self._shipments.current_for_order(row["key"]), int(count_row[0]) if count_row else 0)

    @staticmethod
    def _from_row(row: sqlite3.Row, shipment: ShipmentRecord | None, printed_count: int) -> QueuedOrder:
        return QueuedOrder(
            key=row["key"],
            source=OrderSource(row["source"]),
            reference=row["reference"],
            recipient=address_from_dict(json.loads(row["recipient"])),
            lines=lines_from_list(json.loads(row["lines"])),
            carrier=Carrier.from_slug(row["carrier"]) if row["carrier"] else None,
            options=options_from_dict(json.loads(row["options"])) if row["options"] else None,
            delivery_selection=json.loads(row["delivery_selection"]) if row["delivery_selection"] else None,
            order_uuid=row["order_uuid"],
            weight_grams=row["weight_grams"],
            label_description=row["label_description"],
            shop=row["shop"],
            state=OrderState(row["state"]),
            origin=row["origin"],
            created_at=parse_time(row["created_at"]),
            updated_at=parse_time(row["updated_at"]),
            shipment=shipment,
            printed_count=printed_count,
        )
