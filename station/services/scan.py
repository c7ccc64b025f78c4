"""Scanning at the packing table: a reference or barcode selects its order; scan to print ships and prints it
(ShipmentService.create_and_print, the same operation as the detail's Create & print button)."""

from __future__ import annotations

from station.domain.enums import LabelFormat
from station.domain.text import QT_TRANSLATE_NOOP
from station.services.errors import OrderNotFound, ScanInSeveralShops
from station.services.offline_requests import CannotClaimCutOff
from station.services.orders import OrderQueueService
from station.services.shipping import ShipmentService, ShipResult
from station.store.sql import StoreUnavailable

# What a scan hands back: the order found, and what scan to print did with it.
ScanResult = ShipResult


class ScanService:
    def __init__(self, orders: OrderQueueService, shipments: ShipmentService) -> None:
        self._orders = orders
        self._shipments = shipments

    async def scan(
        self,
        code: str,
        *,
        scan_to_print: bool = False,
        label_format: LabelFormat = LabelFormat.A6,
        shop: str | None = None,
    ) -> ScanResult:
        """Finds the order by reference or barcode (OrderNotFound otherwise). A reference that several shops' orders
        have is refused (ScanInSeveralShops: nothing guessed, nothing done) unless `shop`, the shop the operator
        chose to see, has one of them.

        With `scan_to_print`: creates its shipment if it has none, then prints its label, unless that label was
        printed already (then `already_printed` is True and nothing is printed: reprint is a separate, explicit
        action). Raises what create and print raise (DraftInvalid, WorkQueued, PrintNeedsConfirmation, ...).
        """
        try:
            found = self._orders.matching_scan(code, shop=shop)
        except StoreUnavailable:
            offline = self._shipments.offline
            if offline is None or not offline.active:
                raise
            # The shared store is away: an order this table read (and may hold) is found as it was read.
            remembered = offline.find(code, shop=shop)
            if not remembered:
                raise CannotClaimCutOff(
                    QT_TRANSLATE_NOOP(
                        "OfflineRequests",
                        "No order claimed at this table matches '{code}', and no order can be claimed while the "
                        "shared queue cannot be reached. Nothing was done here.",
                    ).format(code=code.strip())
                ) from None
            found = remembered  # several shops' orders of one reference are refused below, as online
        if not found:
            raise OrderNotFound(
                QT_TRANSLATE_NOOP("StationError", "No order or shipment matches '{code}'.").format(code=code.strip())
            )
        if len(found) > 1:
            raise ScanInSeveralShops(code.strip(), list(dict.fromkeys(order.shop for order in found)))
        order = found[0]
        if not scan_to_print:
            return ScanResult(order, order.shipment)
        return await self._shipments.create_and_print(order.key, label_format)
