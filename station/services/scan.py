"""Scanning at the packing table: a reference or barcode selects its order; scan-to-print creates and prints in one go."""

from __future__ import annotations

from dataclasses import dataclass

from station.domain.enums import LabelFormat, ShipmentStatus
from station.services.errors import AlreadyPrinted, OrderNotFound
from station.services.orders import OrderQueueService
from station.services.printing import PrintService
from station.services.shipping import ShipmentService
from station.store.records import PrintJobRecord, QueuedOrder, ShipmentRecord


@dataclass(frozen=True)
class ScanResult:
    """The scanned order as it is now; `created`/`job` say what this scan did, `already_printed` why it printed nothing."""

    order: QueuedOrder
    shipment: ShipmentRecord | None = None
    created: bool = False
    job: PrintJobRecord | None = None
    already_printed: bool = False


class ScanService:
    def __init__(self, orders: OrderQueueService, shipments: ShipmentService, printing: PrintService) -> None:
        self._orders = orders
        self._shipments = shipments
        self._printing = printing

    async def scan(
        self, code: str, *, scan_to_print: bool = False, label_format: LabelFormat = LabelFormat.A6
    ) -> ScanResult:
        """Finds the order by reference or barcode (OrderNotFound otherwise).

        With `scan_to_print`: creates its shipment if it has none, then prints its label, unless that label was
        printed already (then `already_printed` is True and nothing is printed: reprint is a separate, explicit
        action). Raises what create and print raise (DraftInvalid, WorkQueued, PrintNeedsConfirmation, ...).
        """
        order = self._orders.find_by_scan(code)
        if order is None:
            raise OrderNotFound(f"No order or shipment matches '{code.strip()}'.")
        if not scan_to_print:
            return ScanResult(order, order.shipment)
        created = False
        shipment = order.shipment
        if shipment is None or shipment.status is ShipmentStatus.CANCELLED:
            shipment = await self._shipments.create(order.key)
            created = True
        try:
            job = await self._printing.print_label(order.key, label_format)
        except AlreadyPrinted:
            return ScanResult(self._orders.get(order.key), shipment, created, None, already_printed=True)
        return ScanResult(self._orders.get(order.key), shipment, created, job)
