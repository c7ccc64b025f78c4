"""What only the production front knows about a shipment, kept beside the shared shipments table.

The shared store holds the domain draft and status (both fronts read it); here: the request's production-only
fields (split street, drop-off point, delivery date, extra options, …) to echo back, the finer production
status and its tracking events, and the payment state of a pre-paid account's labels.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from station.sandbox.state import SandboxState

_TABLES = (
    """CREATE TABLE IF NOT EXISTS production_shipments (
        shipment_id INTEGER PRIMARY KEY, extras TEXT NOT NULL, fine_status INTEGER, paid INTEGER NOT NULL DEFAULT 0)""",
    """CREATE TABLE IF NOT EXISTS production_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT, shipment_id INTEGER NOT NULL, status INTEGER NOT NULL,
        time REAL NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS production_payments (
        id TEXT PRIMARY KEY, shop_id TEXT NOT NULL, shipment_ids TEXT NOT NULL, price INTEGER NOT NULL,
        paid INTEGER NOT NULL DEFAULT 0, created REAL NOT NULL)""",
    # A fulfilment order created through the production front, as sent (with its lines' uuids); the shared
    # `orders` table holds the same order in the contract's terms.
    """CREATE TABLE IF NOT EXISTS production_orders (uuid TEXT PRIMARY KEY, body TEXT NOT NULL)""",
)
_RESET = ("production_shipments", "production_events", "production_payments", "production_orders")


def init_schema(db: sqlite3.Connection) -> None:
    with db:
        for statement in _TABLES:
            db.execute(statement)


def reset(db: sqlite3.Connection) -> None:
    with db:
        for table in _RESET:
            db.execute(f"DELETE FROM {table}")


@dataclass(frozen=True)
class Extras:
    """A shipment's production-only facts; `fields` is the request's production-only JSON to echo back."""

    fields: dict[str, Any]
    fine_status: int | None = None
    paid: bool = False


def save_extras(state: SandboxState, shipment_id: int, fields: dict[str, Any]) -> None:
    """The caller holds the transaction."""
    state.db.execute(
        "INSERT INTO production_shipments (shipment_id, extras) VALUES (?, ?) "
        "ON CONFLICT (shipment_id) DO UPDATE SET extras = excluded.extras",
        (shipment_id, json.dumps(fields)),
    )


def extras_of(state: SandboxState, shipment_id: int) -> Extras:
    row = state.db.execute(
        "SELECT extras, fine_status, paid FROM production_shipments WHERE shipment_id = ?", (shipment_id,)
    ).fetchone()
    if row is None:
        return Extras({})
    return Extras(json.loads(row["extras"]), row["fine_status"], bool(row["paid"]))


def set_fine_status(state: SandboxState, shipment_id: int, status: int) -> None:
    """Records a finer production status and its tracking event; the caller holds the transaction."""
    state.db.execute(
        "INSERT INTO production_shipments (shipment_id, extras, fine_status) VALUES (?, '{}', ?) "
        "ON CONFLICT (shipment_id) DO UPDATE SET fine_status = excluded.fine_status",
        (shipment_id, status),
    )
    state.db.execute(
        "INSERT INTO production_events (shipment_id, status, time) VALUES (?, ?, ?)",
        (shipment_id, status, state.now_epoch()),
    )


def fine_events(state: SandboxState, shipment_id: int) -> list[tuple[int, float]]:
    """(production status, epoch) of each finer event, oldest first."""
    rows = state.db.execute(
        "SELECT status, time FROM production_events WHERE shipment_id = ? ORDER BY time, id", (shipment_id,)
    ).fetchall()
    return [(int(row["status"]), float(row["time"])) for row in rows]


def delete_shipments(state: SandboxState, shipment_ids: Iterable[int]) -> None:
    """Removes concepts from both fronts' tables (a deleted concept is gone); the caller holds the transaction."""
    for shipment_id in shipment_ids:
        for table, column in (
            ("shipments", "id"),
            ("tracking_events", "shipment_id"),
            ("production_shipments", "shipment_id"),
            ("production_events", "shipment_id"),
        ):
            state.db.execute(f"DELETE FROM {table} WHERE {column} = ?", (shipment_id,))


@dataclass(frozen=True)
class Payment:
    id: str
    shop_id: str
    shipment_ids: tuple[int, ...]
    price: int
    paid: bool
    created: float


def unpaid(state: SandboxState, shipment_ids: Sequence[int]) -> list[int]:
    marks = {
        int(row["shipment_id"]): bool(row["paid"])
        for row in state.db.execute(
            f"SELECT shipment_id, paid FROM production_shipments WHERE shipment_id IN "
            f"({', '.join('?' for _ in shipment_ids)})",
            list(shipment_ids),
        )
    }
    return [shipment_id for shipment_id in shipment_ids if not marks.get(shipment_id, False)]


def open_payment(state: SandboxState, shop_id: str, shipment_ids: Sequence[int], price: int) -> Payment:
    payment = Payment(uuid.uuid4().hex, shop_id, tuple(shipment_ids), price, False, state.now_epoch())
    with state.db:
        state.db.execute(
            "INSERT INTO production_payments (id, shop_id, shipment_ids, price, created) VALUES (?, ?, ?, ?, ?)",
            (payment.id, shop_id, json.dumps(list(shipment_ids)), price, payment.created),
        )
    return payment


def pay(state: SandboxState, payment_id: str) -> Payment | None:
    """Marks a payment and its shipments paid; None when unknown."""
    row = state.db.execute("SELECT * FROM production_payments WHERE id = ?", (payment_id,)).fetchone()
    if row is None:
        return None
    shipment_ids = tuple(int(i) for i in json.loads(row["shipment_ids"]))
    with state.db:
        state.db.execute("UPDATE production_payments SET paid = 1 WHERE id = ?", (payment_id,))
        for shipment_id in shipment_ids:
            state.db.execute(
                "INSERT INTO production_shipments (shipment_id, extras, paid) VALUES (?, '{}', 1) "
                "ON CONFLICT (shipment_id) DO UPDATE SET paid = 1",
                (shipment_id,),
            )
    return Payment(row["id"], row["shop_id"], shipment_ids, int(row["price"]), True, float(row["created"]))
