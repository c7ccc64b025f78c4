"""Shipments and their tracking history in the sandbox's database: insert, load, search, move status."""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from station.domain.enums import ShipmentStatus
from station.domain.models import Shipment, ShipmentDraft
from station.domain.tracking import public_tracking_url
from station.sandbox import links, wire
from station.sandbox.state import SandboxState

BARCODE_PREFIX = "3SDEMO"

# What each status adds to the tracking history (contract §5), with a plausible place.
EVENT_TEXT: dict[ShipmentStatus, tuple[str, str]] = {
    ShipmentStatus.PENDING: ("Shipment created; the carrier has received the parcel's data.", ""),
    ShipmentStatus.PRINTED: ("Label printed; the parcel is ready to be handed over.", ""),
    ShipmentStatus.HANDED_OVER: ("Parcel handed over to the carrier and sorted.", "Sorting centre Nieuwegein"),
    ShipmentStatus.DELIVERED: ("Parcel delivered.", "Recipient's address"),
    ShipmentStatus.RETURNED: ("Parcel returned to the sender.", "Sender's address"),
    ShipmentStatus.CANCELLED: ("Shipment cancelled.", ""),
}


@dataclass(frozen=True)
class TrackingEvent:
    status: ShipmentStatus
    description: str
    location: str
    time: datetime


@dataclass(frozen=True)
class StoredShipment:
    """A shipment with the sandbox's bookkeeping beside the domain model."""

    shipment: Shipment
    shop_id: str
    printerless: bool

    @property
    def id(self) -> int:
        return self.shipment.id

    @property
    def status(self) -> ShipmentStatus:
        return self.shipment.status


def barcode_for(shipment_id: int) -> str:
    # Derived from the id, which AUTOINCREMENT never reuses: barcodes stay unique, even across resets.
    return f"{BARCODE_PREFIX}{shipment_id:09d}"


def return_label_barcode_for(shipment_id: int) -> str:
    """Barcode of the return label printed on page 2 when the `return` option is set (spec §2)."""
    return f"{BARCODE_PREFIX}R{shipment_id:09d}"


def _search_text(draft: ShipmentDraft, barcode: str) -> str:
    # contract §3: q searches reference, barcode, name and postal code (with or without its space).
    postal = draft.recipient.postal_code
    parts = (draft.reference, barcode, draft.recipient.name, postal, "".join(postal.split()))
    return "\n".join(parts).lower()


def insert(
    state: SandboxState,
    shop_id: str,
    draft: ShipmentDraft,
    *,
    parent_id: int | None = None,
    multi_collo_main_id: int | None = None,
    printerless: bool = False,
    send_email: bool = False,
) -> int:
    """A new pending shipment with its first tracking event; the caller holds the transaction."""
    now = state.now_epoch()
    cursor = state.db.execute(
        "INSERT INTO shipments (shop_id, draft, reference, barcode, status, search_text, created, modified, "
        "parent_id, multi_collo_main_id, printerless, send_email) VALUES (?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?)",
        (
            shop_id,
            json.dumps(wire.encode_draft(draft)),
            draft.reference,
            f"unset-{uuid.uuid4().hex}",
            int(ShipmentStatus.PENDING),
            now,
            now,
            parent_id,
            multi_collo_main_id,
            int(printerless),
            int(send_email),
        ),
    )
    shipment_id = int(cursor.lastrowid or 0)
    barcode = barcode_for(shipment_id)
    state.db.execute(
        "UPDATE shipments SET barcode = ?, search_text = ? WHERE id = ?",
        (barcode, _search_text(draft, barcode), shipment_id),
    )
    add_event(state, shipment_id, ShipmentStatus.PENDING)
    return shipment_id


def insert_with_collo(state: SandboxState, shop_id: str, draft: ShipmentDraft) -> int:
    """The shipment and, for multi-collo, its follow-up parcels (contract §3 `secondary_shipments`).

    The main parcel and every follow-up carry `multi_collo_main_id` = the main parcel's id.
    """
    main_id = insert(state, shop_id, draft)
    if draft.secondary_shipments > 0:
        state.db.execute("UPDATE shipments SET multi_collo_main_id = ? WHERE id = ?", (main_id, main_id))
        follow_up = replace(draft, secondary_shipments=0)
        for _ in range(draft.secondary_shipments):
            insert(state, shop_id, follow_up, multi_collo_main_id=main_id)
    return main_id


def add_event(state: SandboxState, shipment_id: int, status: ShipmentStatus) -> None:
    description, location = EVENT_TEXT[status]
    state.db.execute(
        "INSERT INTO tracking_events (shipment_id, status, description, location, time) VALUES (?, ?, ?, ?, ?)",
        (shipment_id, int(status), description, location, state.now_epoch()),
    )


def move(state: SandboxState, shipment_id: int, status: ShipmentStatus) -> None:
    """Sets the status and records it in the tracking history; the caller holds the transaction."""
    state.db.execute(
        "UPDATE shipments SET status = ?, modified = ? WHERE id = ?", (int(status), state.now_epoch(), shipment_id)
    )
    add_event(state, shipment_id, status)


def mark_printed(state: SandboxState, shipment_ids: Sequence[int]) -> None:
    """contract §4: fetching a label moves a pending shipment to printed."""
    with state.db:
        for shipment_id in dict.fromkeys(shipment_ids):
            row = state.db.execute("SELECT status FROM shipments WHERE id = ?", (shipment_id,)).fetchone()
            if row is not None and row["status"] == ShipmentStatus.PENDING:
                move(state, shipment_id, ShipmentStatus.PRINTED)


def _from_row(state: SandboxState, row: sqlite3.Row) -> StoredShipment:
    problems = wire.FieldProblems()
    draft = wire.decode_shipment(json.loads(row["draft"]), problems)
    if problems.found:
        raise RuntimeError(f"stored shipment {row['id']} does not decode: {problems.found}")
    shipment_id = int(row["id"])
    main_id = row["multi_collo_main_id"]
    label_ids = [shipment_id]
    if main_id == shipment_id:
        # The main parcel's label link holds every parcel of the multi-collo group.
        label_ids = collo_group(state, shipment_id)
    label_url, _ = links.label_link(state, row["shop_id"], label_ids)
    shipment = Shipment(
        id=shipment_id,
        draft=draft,
        status=ShipmentStatus(row["status"]),
        barcode=row["barcode"],
        tracking_url=public_tracking_url(
            state.public_base_url, row["barcode"], draft.recipient.postal_code, draft.recipient.country
        ),
        label_url=label_url,
        created=datetime.fromtimestamp(row["created"], wire.TIMEZONE),
        modified=datetime.fromtimestamp(row["modified"], wire.TIMEZONE),
        parent_id=row["parent_id"],
        multi_collo_main_id=main_id,
        qr_url=links.return_qr_link(state, row["shop_id"], shipment_id) if row["printerless"] else None,
    )
    return StoredShipment(shipment, row["shop_id"], bool(row["printerless"]))


def collo_group(state: SandboxState, main_id: int) -> list[int]:
    rows = state.db.execute("SELECT id FROM shipments WHERE multi_collo_main_id = ? ORDER BY id", (main_id,)).fetchall()
    return [int(row["id"]) for row in rows]


def load(state: SandboxState, shop_id: str, shipment_id: int) -> StoredShipment | None:
    """The shop's shipment, or None: one shop never sees another's."""
    row = state.db.execute("SELECT * FROM shipments WHERE id = ? AND shop_id = ?", (shipment_id, shop_id)).fetchone()
    return _from_row(state, row) if row is not None else None


def load_any(state: SandboxState, shipment_id: int) -> StoredShipment | None:
    """Any shop's shipment: for the control endpoints, which take no credentials (contract §9)."""
    row = state.db.execute("SELECT * FROM shipments WHERE id = ?", (shipment_id,)).fetchone()
    return _from_row(state, row) if row is not None else None


def load_by_barcode(state: SandboxState, barcode: str) -> StoredShipment | None:
    row = state.db.execute("SELECT * FROM shipments WHERE barcode = ?", (barcode,)).fetchone()
    return _from_row(state, row) if row is not None else None


@dataclass(frozen=True)
class ShipmentQuery:
    """contract §3 GET /shipments filters, already parsed."""

    text: str | None = None
    reference: str | None = None
    statuses: tuple[ShipmentStatus, ...] = ()
    created_from: float | None = None
    created_to: float | None = None
    page: int = 1
    size: int = wire.DEFAULT_PAGE_SIZE


def search(state: SandboxState, shop_id: str, query: ShipmentQuery) -> tuple[list[StoredShipment], int]:
    """One page of the shop's shipments, newest first, and the total count."""
    conditions = ["shop_id = ?"]
    parameters: list[object] = [shop_id]
    if query.text:
        escaped = query.text.lower().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        conditions.append("search_text LIKE ? ESCAPE '\\'")
        parameters.append(f"%{escaped}%")
    if query.reference is not None:
        conditions.append("reference = ?")
        parameters.append(query.reference)
    if query.statuses:
        conditions.append(f"status IN ({', '.join('?' for _ in query.statuses)})")
        parameters.extend(int(status) for status in query.statuses)
    if query.created_from is not None:
        conditions.append("created >= ?")
        parameters.append(query.created_from)
    if query.created_to is not None:
        conditions.append("created <= ?")
        parameters.append(query.created_to)
    where = " AND ".join(conditions)
    total = state.db.execute(f"SELECT COUNT(*) FROM shipments WHERE {where}", parameters).fetchone()[0]
    rows = state.db.execute(
        f"SELECT * FROM shipments WHERE {where} ORDER BY created DESC, id DESC LIMIT ? OFFSET ?",
        [*parameters, query.size, (query.page - 1) * query.size],
    ).fetchall()
    return [_from_row(state, row) for row in rows], int(total)


def history(state: SandboxState, shipment_id: int) -> list[TrackingEvent]:
    """contract §5: newest first."""
    rows = state.db.execute(
        "SELECT status, description, location, time FROM tracking_events WHERE shipment_id = ? "
        "ORDER BY time DESC, id DESC",
        (shipment_id,),
    ).fetchall()
    return [
        TrackingEvent(
            ShipmentStatus(row["status"]),
            row["description"],
            row["location"],
            datetime.fromtimestamp(row["time"], wire.TIMEZONE),
        )
        for row in rows
    ]
