"""Finding a shop's shipments in the shared store for the production front."""

from __future__ import annotations

from collections.abc import Sequence

from station.sandbox import shipment_store
from station.sandbox.production.errors import not_found
from station.sandbox.shipment_store import StoredShipment
from station.sandbox.state import SandboxState


def owned(state: SandboxState, shop_id: str, shipment_ids: Sequence[int]) -> list[StoredShipment]:
    """Every id as the shop's shipment, in order; 404 naming the unknown ones."""
    found: list[StoredShipment] = []
    missing: list[int] = []
    for shipment_id in shipment_ids:
        stored = shipment_store.load(state, shop_id, shipment_id)
        if stored is None:
            missing.append(shipment_id)
        else:
            found.append(stored)
    if missing:
        raise not_found(f"Shipment {';'.join(map(str, missing))}")
    return found


def with_collo(state: SandboxState, shipments: Sequence[StoredShipment]) -> list[int]:
    """The ids to label: a multi-collo main brings every parcel of its group, each once."""
    ids: list[int] = []
    for stored in shipments:
        if stored.shipment.multi_collo_main_id == stored.id:
            ids += shipment_store.collo_group(state, stored.id)
        else:
            ids.append(stored.id)
    return list(dict.fromkeys(ids))


def shop_shipment_ids(state: SandboxState, shop_id: str) -> list[int]:
    rows = state.db.execute("SELECT id FROM shipments WHERE shop_id = ? ORDER BY created, id", (shop_id,))
    return [int(row["id"]) for row in rows]


def count_main_shipments(state: SandboxState, shop_id: str) -> int:
    """Shipments the shop created (multi-collo follow-ups and returns not counted)."""
    row = state.db.execute(
        "SELECT COUNT(*) FROM shipments WHERE shop_id = ? AND parent_id IS NULL "
        "AND (multi_collo_main_id IS NULL OR multi_collo_main_id = id)",
        (shop_id,),
    ).fetchone()
    return int(row[0])
