"""The order queue: import from files, sync from the service, list, and find an order by a scanned code."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from station.domain.enums import ShipmentStatus
from station.domain.models import Order, OrderStatus, Shipment
from station.domain.text import QT_TRANSLATE_NOOP, joined
from station.services.errors import order_not_found
from station.services.events import ConnectionChanged, EventBus
from station.services.order_import import RowError, read_order_file
from station.services.outbox import shipment_record
from station.services.shops import ShopReach
from station.store.orders import service_key
from station.store.records import OrderSource, OrderState, QueuedOrder
from station.store.shipments import DuplicateShipment
from station.store.store import Store

if TYPE_CHECKING:
    from station.api.shipping_api import ShippingApi

log = logging.getLogger("station.services.orders")

__all__ = ["ImportReport", "OrderQueueService", "QueuedOrder", "RowError", "SyncReport"]


@dataclass(frozen=True)
class ImportReport:
    """What an import did: orders added, orders already queued (skipped), and every row that could not be read."""

    imported: int
    skipped_duplicates: int
    errors: list[RowError] = field(default_factory=list)
    imported_keys: list[str] = field(default_factory=list)
    # Keys of every order of the file that is in the queue now, new or already there (a batch works on these).
    order_keys: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class SyncReport:
    added_orders: int
    added_shipments: int  # pending shipments on the service that the queue did not know
    already_known: int


class OrderQueueService:
    """Orders at this station, each under a stable key; nothing is queued twice."""

    def __init__(
        self,
        store: Store,
        shipping: Callable[[], ShippingApi],
        events: EventBus | None = None,
        *,
        shops: Callable[[], Sequence[ShopReach]] | None = None,
    ) -> None:
        self._store = store
        self._events = events if events is not None else EventBus()
        self._shipping = shipping
        # Every shop of the account with its client: a sync reads each (the default shop alone when not given).
        self._shops = shops or (lambda: [ShopReach("", "", self._shipping())])
        self._listeners: list[Callable[[], None]] = []

    def add_listener(self, listener: Callable[[], None]) -> None:
        """`listener()` is called after the queue changed (an import or a sync), to reload the view."""
        self._listeners.append(listener)

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()

    # -- reading -----------------------------------------------------------------------------------------------
    def orders(self) -> list[QueuedOrder]:
        """Every queued order with its current shipment, oldest first."""
        return self._store.orders.all()

    def get(self, order_key: str) -> QueuedOrder:
        """The order with this key; raises OrderNotFound."""
        order = self._store.orders.get(order_key)
        if order is None:
            raise order_not_found(order_key)
        return order

    def find_by_scan(self, code: str, *, shop: str | None = None) -> QueuedOrder | None:
        """The one order a scanned `code` means (`matching_scan`), None when none or several do."""
        found = self.matching_scan(code, shop=shop)
        return found[0] if len(found) == 1 else None

    def matching_scan(self, code: str, *, shop: str | None = None) -> list[QueuedOrder]:
        """The orders whose reference or shipment barcode is `code` (scanners may add spaces or change case): one,
        or none, or several shops' orders with that reference. Several: `shop` (the shop the operator chose to see)
        picks its own when it has one of them, else a scan would have to guess and all are returned."""
        cleaned = code.strip()
        if not cleaned:
            return []
        for candidate in dict.fromkeys((cleaned, cleaned.upper(), "".join(cleaned.split()))):
            found = self._store.orders.all_by_reference(candidate)
            if not found:
                by_barcode = self._store.orders.by_barcode(candidate)
                found = [by_barcode] if by_barcode is not None else []
            if found:
                return _of_shop(found, shop)
        # In another case a shop may have two references ("ab", "AB"): its first stands for it, as it always did.
        per_shop: dict[str, QueuedOrder] = {}
        for order in self._store.orders.all_by_reference_ignoring_case(cleaned):
            per_shop.setdefault(order.shop, order)
        return _of_shop(list(per_shop.values()), shop)

    # -- importing ---------------------------------------------------------------------------------------------
    def import_file(self, path: Path | str) -> ImportReport:
        """Adds the orders of a CSV or JSON file (docs/order-import.md); never raises for bad content.

        An order whose reference is already queued is skipped (a file imported twice adds nothing).
        """
        path = Path(path)
        parsed = read_order_file(path)
        imported_keys: list[str] = []
        order_keys: list[str] = []
        skipped = 0
        with self._store.db.transaction():
            for order in parsed.orders:
                key = self._store.orders.queue(order)
                if key is not None:
                    imported_keys.append(key)
                    order_keys.append(key)
                else:
                    skipped += 1
                    existing = self._store.orders.by_reference(order.reference, shop=order.shop)
                    if existing is not None:
                        order_keys.append(existing.key)
            self._store.log.add(
                "import",
                None,
                QT_TRANSLATE_NOOP(
                    "OperatorLog", "{file}: {imported} imported, {skipped} already queued, {errors} rows with errors"
                ).format(file=path.name, imported=len(imported_keys), skipped=skipped, errors=len(parsed.errors)),
            )
        log.info("imported %s: %d new, %d duplicates, %d errors", path, len(imported_keys), skipped, len(parsed.errors))
        if imported_keys:
            self._changed()
        return ImportReport(len(imported_keys), skipped, parsed.errors, imported_keys, order_keys)

    # -- syncing -----------------------------------------------------------------------------------------------
    async def sync_from_service(self) -> SyncReport:
        """Adds every shop's open fulfilment orders and pending shipments that the queue does not know, each shop
        read with its own credentials and its orders queued as that shop's (so they ship with its credentials).

        A pending shipment whose reference matches a queued order without a shipment is tied to it (a create
        whose answer was lost); others become orders of their own, ready to print.
        """
        added_orders = added_shipments = known = 0
        for shop in self._shops():
            report = await self._sync_shop(shop)
            added_orders += report.added_orders
            added_shipments += report.added_shipments
            known += report.already_known
        self._store.log.add(
            "sync",
            None,
            joined(
                [
                    QT_TRANSLATE_NOOP("OperatorLog", "%n orders added", "", added_orders),
                    QT_TRANSLATE_NOOP("OperatorLog", "%n shipments added", "", added_shipments),
                ],
                ", ",
            ),
        )
        self._events.publish(ConnectionChanged(True))
        if added_orders or added_shipments:
            self._changed()
        return SyncReport(added_orders, added_shipments, known)

    async def _sync_shop(self, shop: ShopReach) -> SyncReport:
        client = shop.client
        added_orders = added_shipments = known = 0
        async for order in client.list_orders(status=OrderStatus.OPEN):
            if self._add_service_order(order, shop.name):
                added_orders += 1
            else:
                known += 1
        pending = [shipment async for shipment in client.list_shipments(status=[ShipmentStatus.PENDING], size=300)]
        # A multi-collo shipment's follow-up parcels are listed too: they belong to their main, never an order.
        follow_ups: dict[int, list[Shipment]] = {}
        for shipment in pending:
            if shipment.is_follow_up:
                follow_ups.setdefault(shipment.multi_collo_main_id or 0, []).append(shipment)
        for shipment in pending:
            if shipment.is_follow_up:
                continue
            parcels = sorted(follow_ups.get(shipment.id, []), key=lambda parcel: parcel.id)
            outcome = self._add_pending_shipment(
                replace(shipment, follow_ups=tuple(parcels)) if parcels else shipment, shop.name
            )
            if outcome:
                added_shipments += 1
            else:
                known += 1
        log.info("sync of shop %r: %d orders and %d shipments added", shop.name, added_orders, added_shipments)
        return SyncReport(added_orders, added_shipments, known)

    def _add_service_order(self, order: Order, shop: str) -> bool:
        if order.uuid is None:
            return False
        existing = self._store.orders.by_reference(order.external_identifier, shop=shop)
        if existing is not None:
            if existing.order_uuid is None:
                self._store.orders.set_order_uuid(existing.key, order.uuid)
            return False
        return self._store.orders.add(
            QueuedOrder(
                key=service_key(order.uuid),
                source=OrderSource.SERVICE,
                reference=order.external_identifier,
                recipient=order.recipient,
                lines=order.lines,
                delivery_selection=order.delivery_selection,
                order_uuid=order.uuid,
                shop=shop,
                origin="service",
            )
        )

    def _add_pending_shipment(self, shipment: Shipment, shop: str) -> bool:
        if self._store.shipments.get(shipment.id) is not None:
            return False
        reference = shipment.reference or f"#{shipment.id}"
        with self._store.db.transaction():
            order = self._store.orders.by_reference(reference, shop=shop)
            if order is None:
                key = f"shipment:{shipment.id}"
                self._store.orders.add(
                    QueuedOrder(
                        key=key,
                        source=OrderSource.SERVICE,
                        reference=reference,
                        recipient=shipment.draft.recipient,
                        carrier=shipment.draft.carrier,
                        options=shipment.draft.options,
                        shop=shop,
                        origin="service shipment",
                    )
                )
            else:
                key = order.key
                if order.shipment is not None and order.shipment.status is not ShipmentStatus.CANCELLED:
                    return False  # the order has its shipment; a second one on the service is not ours to adopt
            try:
                self._store.shipments.record(shipment_record(key, shipment))
            except DuplicateShipment:
                return False
            self._store.orders.set_state(key, OrderState.CREATED)
        return True


def _of_shop(found: list[QueuedOrder], shop: str | None) -> list[QueuedOrder]:
    """Of several orders a scan matched, the chosen shop's when it has exactly one of them; else all."""
    if len(found) > 1 and shop is not None:
        chosen = [order for order in found if order.shop == shop]
        if len(chosen) == 1:
            return chosen
    return found
