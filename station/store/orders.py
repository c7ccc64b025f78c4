"""The order queue table: imported and service orders under a stable key, each with its shipment reference."""

from __future__ import annotations

import gc
import json
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from datetime import datetime
from typing import Any
from urllib.parse import quote

from station.domain.enums import Carrier
from station.domain.models import Address, OrderLine, ShipmentDraft, ShipmentOptions
from station.store.codec import (
    address_from_stored,
    address_to_dict,
    draft_from_dict,
    draft_to_dict,
    dumps,
    lines_from_list,
    lines_to_list,
    now_text,
    options_from_dict,
    options_to_dict,
    restored,
)
from station.store.records import (
    DEFERRED_LOADER,
    DEFERRED_ORDER_FIELDS,
    OrderSource,
    OrderState,
    PrintState,
    QueuedOrder,
    ShipmentRecord,
)
from station.store.shipments import ShipmentRepository
from station.store.sql import Row, SqlDatabase


def import_key(reference: str) -> str:
    """The key an imported order is queued under, unless another shop's order holds it already (`OrderRepository.
    queue`): then `shop_import_key`."""
    return f"import:{reference}"


def shop_import_key(shop: str, reference: str) -> str:
    """The key of a shop's imported order whose reference another shop's order has (and its `import:<reference>`):
    `import@<shop>:<reference>`, the shop's name with ':', '@' and '%' percent-encoded ('' for the default shop). A
    reference may hold any character, so the prefix alone keeps this form apart from `import:<reference>`."""
    return f"import@{quote(shop, safe=' ')}:{reference}"


def service_key(order_uuid: str) -> str:
    return f"service:{order_uuid}"


class OrderRepository:
    def __init__(self, db: SqlDatabase, shipments: ShipmentRepository) -> None:
        self._db = db
        self._shipments = shipments

    def add(self, order: QueuedOrder) -> bool:
        """Adds the order unless its key, its shop's order with its reference or its order uuid is already queued;
        True when added.

        Duplicates are skipped, never merged: an order seen twice (a re-import, a second sync) is the same order.
        Two shops' orders with one reference are two orders (schema version 10).
        """
        return self.queue(order) is not None

    def queue(self, order: QueuedOrder) -> str | None:
        """As `add`; the key the order is queued under, or None when it was queued already.

        An imported order is keyed `import:<reference>` (every key made before schema version 10 is). When another
        shop's order with that reference holds the key, the order is queued under `shop_import_key` instead of being
        dropped as a duplicate it is not: the first shop's key stays what it was, and so does every key of a shop
        whose references no other shop has.
        """
        if self._insert(order):
            return order.key
        if order.source is not OrderSource.IMPORT or order.key != import_key(order.reference):
            return None
        taken_by = self._db.query_one("SELECT shop, reference FROM orders WHERE key = ?", (order.key,))
        if taken_by is None or (taken_by["shop"], taken_by["reference"]) == (order.shop, order.reference):
            return None
        moved = replace(order, key=shop_import_key(order.shop, order.reference))
        return moved.key if self._insert(moved) else None

    def _insert(self, order: QueuedOrder) -> bool:
        now = now_text()
        cursor = self._db.execute(
            """INSERT INTO orders (key, source, reference, order_uuid, recipient, lines, carrier, options,
                   delivery_selection, weight_grams, label_description, shop, state, origin, created_at, updated_at,
                   parcels)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
               ON CONFLICT DO NOTHING""",
            (
                order.key,
                order.source.value,
                order.reference,
                order.order_uuid,
                dumps(address_to_dict(order.recipient)),
                dumps(lines_to_list(order.lines)),
                order.carrier.slug if order.carrier else None,
                dumps(options_to_dict(order.options)) if order.options else None,
                dumps(order.delivery_selection) if order.delivery_selection is not None else None,
                order.weight_grams,
                order.label_description,
                order.shop,
                order.state.value,
                order.origin,
                now,
                now,
                order.parcels,
            ),
        )
        return cursor.rowcount == 1

    def exists(
        self, *, key: str | None = None, reference: str | None = None, shop: str = "", order_uuid: str | None = None
    ) -> bool:
        """Whether an order has this key, or is `shop`'s with this reference, or has this order uuid."""
        row = self._db.query_one(
            "SELECT 1 FROM orders WHERE key = ? OR (shop = ? AND reference = ?) OR order_uuid = ?",
            (key, shop, reference, order_uuid),
        )
        return row is not None

    def get(self, key: str) -> QueuedOrder | None:
        row = self._db.query_one(f"SELECT {_SELECTED} FROM orders WHERE key = ?", (key,))
        return self._with_shipment(row) if row else None

    def by_reference(self, reference: str, *, shop: str) -> QueuedOrder | None:
        """`shop`'s order with this reference ('' the default shop's): a reference is unique per shop only."""
        row = self._db.query_one(f"SELECT {_SELECTED} FROM orders WHERE shop = ? AND reference = ?", (shop, reference))
        return self._with_shipment(row) if row else None

    def all_by_reference(self, reference: str) -> list[QueuedOrder]:
        """Every shop's order with this reference, by shop: what a scan of it may mean."""
        rows = self._db.query(f"SELECT {_SELECTED} FROM orders WHERE reference = ? ORDER BY shop", (reference,))
        return [self._with_shipment(row) for row in rows]

    def shops_with_reference(self, reference: str) -> list[str]:
        """The shops that have an order with this reference ('' the default shop), in order."""
        rows = self._db.query("SELECT shop FROM orders WHERE reference = ? ORDER BY shop", (reference,))
        return [row["shop"] for row in rows]

    def all_by_reference_ignoring_case(self, reference: str) -> list[QueuedOrder]:
        """Every order whose reference is this one in any case of ASCII letters (scanners may change case), by shop
        and reference."""
        rows = self._db.query(
            f"SELECT {_SELECTED} FROM orders WHERE lower(reference) = lower(?) ORDER BY shop, reference", (reference,)
        )
        return [self._with_shipment(row) for row in rows]

    def by_barcode(self, barcode: str) -> QueuedOrder | None:
        row = self._db.query_one(
            f"""SELECT {_SELECTED_O} FROM orders o JOIN shipments s ON s.order_key = o.key
               WHERE s.barcode = ? ORDER BY s.status = 'cancelled', s.created_at DESC LIMIT 1""",
            (barcode,),
        )
        if row is None:
            # A multi-collo follow-up parcel's barcode finds its shipment's order too.
            row = self._db.query_one(
                f"""SELECT {_SELECTED_O} FROM orders o JOIN shipments s ON s.order_key = o.key
                   JOIN parcels p ON p.shipment_id = s.id WHERE p.barcode = ? LIMIT 1""",
                (barcode,),
            )
        return self._with_shipment(row) if row else None

    def all(self) -> list[QueuedOrder]:
        """Every order, oldest first, as the queue's table needs them: one query per table, rows as plain tuples,
        only the columns the table shows (the rest, DEFERRED_ORDER_FIELDS, is read on an order's first use of any of
        them), each distinct recipient, slug and draft decoded once, orders rebuilt without their dataclass
        __init__. At 100,000 orders that keeps the read near a bare SELECT + json.loads of the same rows
        (bench/ui_queue.py, row 4; it was 2.9×)."""
        with _collector_paused():
            rows: list[Any] = self._db.query_values(f"SELECT {_SHOWN_SELECTED} FROM orders ORDER BY created_at, key")
            shipments = self._shipments.current_by_order()
            printed = self._print_facts()
            decoder = _RowDecoder()
            deferred = self._deferred_fields
            orders = []
            for index, row in enumerate(rows):
                # Each row let go once decoded: the next orders are made in its memory, instead of beside all the
                # rows: 37 MiB less resident at 100,000 orders (freed afterwards, their memory stays the process's).
                rows[index] = None
                orders.append(
                    decoder.shown(
                        row, shipments.get(row[0]), *printed.get(row[0], _NEVER_PRINTED), load_deferred=deferred
                    )
                )
            return orders

    def newest(self, limit: int) -> list[QueuedOrder]:
        """The `limit` newest orders, newest first (ties as `all` orders them): the top of the queue as its table
        first shows it, read in milliseconds where `all` takes a second at 100,000 orders."""
        rows = self._db.query(
            f"SELECT {_SELECTED} FROM orders ORDER BY created_at DESC, key LIMIT {max(0, int(limit))}"
        )
        return [self._with_shipment(row) for row in rows]

    def _deferred_fields(self, key: str) -> dict[str, Any]:
        # An order may be used after its session closed the store (a window closing, a test's fixture).
        row = self._db.query_one_even_after_close(f"SELECT {_DEFERRED_SELECTED} FROM orders WHERE key = ?", (key,))
        if row is None:  # orders are never deleted; a key read a moment ago is still there
            raise LookupError(f"order {key} is no longer in the store")
        return _RowDecoder().deferred(row)

    def keys(self) -> list[str]:
        return [row["key"] for row in self._db.query("SELECT key FROM orders ORDER BY created_at, key")]

    def set_state(self, key: str, state: OrderState) -> None:
        self._db.execute("UPDATE orders SET state = ?, updated_at = ? WHERE key = ?", (state.value, now_text(), key))

    def set_draft(self, key: str, draft: ShipmentDraft) -> None:
        """The operator's edit of the order's shipment; every create of the order uses it from now on."""
        self._db.execute(
            "UPDATE orders SET draft = ?, updated_at = ? WHERE key = ?", (dumps(draft_to_dict(draft)), now_text(), key)
        )

    def set_order_uuid(self, key: str, order_uuid: str) -> None:
        self._db.execute(
            "UPDATE orders SET order_uuid = ?, updated_at = ? WHERE key = ?", (order_uuid, now_text(), key)
        )

    def count(self) -> int:
        row = self._db.query_one("SELECT COUNT(*) FROM orders")
        return int(row[0]) if row else 0

    # -- rows ----------------------------------------------------------------------------------------------
    # Per order: how many print jobs of its own label reached a printer (a return's label is not one), and the
    # newest job's state (joined by the newest job's id: both engines read it alike).
    _PRINT_FACTS = """SELECT f.order_key, f.n, f.newest, newest.state FROM (
                          SELECT i.order_key, COUNT(DISTINCT CASE WHEN j.state = 'sent' THEN j.id END) AS n,
                                 MAX(j.id) AS newest
                          FROM print_job_items i JOIN print_jobs j ON j.id = i.job_id
                          WHERE NOT EXISTS (SELECT 1 FROM shipments r WHERE r.id = i.shipment_id AND r.kind = 'return')
                          {where} GROUP BY i.order_key
                      ) f JOIN print_jobs newest ON newest.id = f.newest"""

    def _print_facts(self, order_key: str | None = None) -> dict[str, tuple[int, PrintState | None]]:
        where, args = ("AND i.order_key = ?", (order_key,)) if order_key is not None else ("", ())
        rows = self._db.query(self._PRINT_FACTS.format(where=where), args)
        return {row[0]: (int(row[1]), PrintState(row[3]) if row[3] else None) for row in rows}

    def _with_shipment(self, row: Row) -> QueuedOrder:
        facts = self._print_facts(row["key"]).get(row["key"], _NEVER_PRINTED)
        return _RowDecoder().order(row, self._shipments.current_for_order(row["key"]), *facts)


_NEVER_PRINTED: tuple[int, PrintState | None] = (0, None)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused while a whole table is read: every few hundred new objects it
    would walk the young ones, and a read making 100,000 orders (nothing in them refers back: no cycles to find)
    spent ~40 % of its time there (measured, bench/ui_queue.py row 4). Process-wide for that moment; a collector
    someone else had switched off stays off."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


class _RowDecoder:
    """Turns `orders` rows into QueuedOrders, decoding each distinct JSON text, slug and time only once.

    Sharing is safe because the decoded values are immutable (frozen dataclasses, tuples, enums, datetimes);
    `delivery_selection` is a mutable dict and is decoded per row. Orders of one import share their options
    and lines text, and often the time, so a queue of 100,000 decodes a handful of distinct values.
    """

    def __init__(self) -> None:
        self._recipients: dict[str, Address] = {}
        self._lines: dict[str, tuple[OrderLine, ...]] = {}
        self._options: dict[str, ShipmentOptions] = {}
        self._carriers: dict[str, Carrier] = {}
        self._times: dict[str, datetime] = {}
        self._shops: dict[str, str] = {}

    def order(
        self,
        row: Sequence[Any] | Row,
        shipment: ShipmentRecord | None,
        printed_count: int,
        last_print: PrintState | None = None,
    ) -> QueuedOrder:
        """`row`: the columns of _ORDER_COLUMNS, in that order (a tuple or an sqlite3.Row)."""
        (
            key,
            source,
            reference,
            order_uuid,
            recipient,
            lines,
            carrier,
            options,
            delivery_selection,
            weight_grams,
            label_description,
            shop,
            state,
            origin,
            created_at,
            updated_at,
            draft,
            parcels,
        ) = row
        return restored(
            QueuedOrder,
            {
                "key": key,
                "source": _SOURCES[source],
                "reference": reference,
                "recipient": self._recipient(recipient),
                "lines": self._lines_of(lines),
                "carrier": self._carrier(carrier) if carrier else None,
                "options": self._options_of(options) if options else None,
                "delivery_selection": json.loads(delivery_selection) if delivery_selection else None,
                "order_uuid": order_uuid,
                "weight_grams": weight_grams,
                "label_description": label_description,
                "shop": shop,
                "state": _STATES[state],
                "origin": origin,
                "created_at": self._time(created_at),
                "updated_at": self._time(updated_at),
                "shipment": shipment,
                "printed_count": printed_count,
                "last_print": last_print,
                "draft": draft_from_dict(json.loads(draft)) if draft else None,  # rare: decoded per row
                "parcels": int(parcels),
            },
        )

    def shown(
        self,
        row: Sequence[Any],
        shipment: ShipmentRecord | None,
        printed_count: int,
        last_print: PrintState | None,
        *,
        load_deferred: Callable[[str], dict[str, Any]],
    ) -> QueuedOrder:
        """`row`: the columns of _SHOWN_COLUMNS; the order reads DEFERRED_ORDER_FIELDS with `load_deferred(key)`
        once one of them is first used (one loader shared by every order: no object per row for it)."""
        (key, source, reference, recipient, carrier, state, created_at, draft, parcels, shop) = row
        fields = {
            "key": key,
            "source": _SOURCES[source],
            "reference": reference,
            "recipient": self._recipient(recipient),
            "state": _STATES[state],
            "created_at": datetime.fromisoformat(created_at) if created_at else None,
            DEFERRED_LOADER: load_deferred,
        }
        # A field left out reads its class default (None, 0, 1): most orders have no shipment, print or edit yet,
        # and a smaller __dict__ per order is ~10 MB less at 100,000 orders.
        if carrier:
            fields["carrier"] = self._carrier(carrier)
        if shipment is not None:
            fields["shipment"] = shipment
        if printed_count:
            fields["printed_count"] = printed_count
        if last_print is not None:
            fields["last_print"] = last_print
        if draft:
            fields["draft"] = draft_from_dict(json.loads(draft))  # rare: decoded per row
        if parcels != 1:
            fields["parcels"] = int(parcels)
        if shop:  # the queue filters by shop: read with it, one string per shop
            fields["shop"] = self._shops.setdefault(shop, shop)
        return restored(QueuedOrder, fields)

    def deferred(self, row: Sequence[Any]) -> dict[str, Any]:
        """`row`: the columns of _DEFERRED_COLUMNS, as an order's DEFERRED_ORDER_FIELDS."""
        (lines, options, delivery_selection, order_uuid, weight_grams, label_description, origin, updated_at) = row
        return {
            "lines": self._lines_of(lines),
            "options": self._options_of(options) if options else None,
            "delivery_selection": json.loads(delivery_selection) if delivery_selection else None,
            "order_uuid": order_uuid,
            "weight_grams": weight_grams,
            "label_description": label_description,
            "origin": origin,
            "updated_at": self._time(updated_at),
        }

    def _recipient(self, text: str) -> Address:
        address = self._recipients.get(text)
        if address is None:
            address = self._recipients[text] = address_from_stored(json.loads(text))
        return address

    def _lines_of(self, text: str) -> tuple[OrderLine, ...]:
        lines = self._lines.get(text)
        if lines is None:
            lines = self._lines[text] = lines_from_list(json.loads(text))
        return lines

    def _options_of(self, text: str) -> ShipmentOptions:
        options = self._options.get(text)
        if options is None:
            options = self._options[text] = options_from_dict(json.loads(text))
        return options

    def _carrier(self, slug: str) -> Carrier:
        carrier = self._carriers.get(slug)
        if carrier is None:
            carrier = self._carriers[slug] = Carrier.from_slug(slug)
        return carrier

    def _time(self, text: str | None) -> datetime | None:
        if not text:
            return None
        moment = self._times.get(text)
        if moment is None:
            moment = self._times[text] = datetime.fromisoformat(text)
        return moment


_ORDER_COLUMNS = (
    "key",
    "source",
    "reference",
    "order_uuid",
    "recipient",
    "lines",
    "carrier",
    "options",
    "delivery_selection",
    "weight_grams",
    "label_description",
    "shop",
    "state",
    "origin",
    "created_at",
    "updated_at",
    "draft",
    "parcels",
)
_SELECTED = ", ".join(_ORDER_COLUMNS)
_SHOWN_COLUMNS = (
    "key",
    "source",
    "reference",
    "recipient",
    "carrier",
    "state",
    "created_at",
    "draft",
    "parcels",
    "shop",
)
_DEFERRED_COLUMNS = (
    "lines",
    "options",
    "delivery_selection",
    "order_uuid",
    "weight_grams",
    "label_description",
    "origin",
    "updated_at",
)
assert (
    set(_SHOWN_COLUMNS) | set(_DEFERRED_COLUMNS) == set(_ORDER_COLUMNS)
    and frozenset(_DEFERRED_COLUMNS) == DEFERRED_ORDER_FIELDS
)
_SHOWN_SELECTED = ", ".join(_SHOWN_COLUMNS)
_DEFERRED_SELECTED = ", ".join(_DEFERRED_COLUMNS)
_SELECTED_O = ", ".join(f"o.{column}" for column in _ORDER_COLUMNS)
# A value lookup, not Enum.__call__: the same members, an unknown value still raises (KeyError).
_SOURCES = {member.value: member for member in OrderSource}
_STATES = {member.value: member for member in OrderState}
