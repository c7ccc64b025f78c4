"""Scanning at the packing table: a reference or barcode selects its order; scan-to-print creates and prints in one go.

"Create & print" (the detail's button, and scan to print) is `ScanService.create_and_print`: the print is journaled
with the create, so a create that waits for the service still ends in one printed label (docs/reliability.md).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from station.domain.enums import LabelFormat, ShipmentStatus
from station.domain.models import ShipmentDraft
from station.services.errors import AlreadyPrinted, OrderNotFound
from station.services.orders import OrderQueueService
from station.services.outbox import OutboxService
from station.services.printing import PrintService
from station.services.shipping import ShipmentService
from station.store.records import PrintJobRecord, QueuedOrder, ShipmentRecord


@dataclass(frozen=True)
class ScanResult:
    """The scanned order as it is now; `created`/`job` say what this scan did, `already_printed` and
    `shipped_elsewhere` why it printed nothing (another station shipped it: `shipment` is that one)."""

    order: QueuedOrder
    shipment: ShipmentRecord | None = None
    created: bool = False
    job: PrintJobRecord | None = None
    already_printed: bool = False
    shipped_elsewhere: bool = False


class ScanService:
    def __init__(
        self, orders: OrderQueueService, shipments: ShipmentService, printing: PrintService, outbox: OutboxService,
    ) -> None:
        self._orders = orders
        self._shipments = shipments
        self._printing = printing
        self._outbox = outbox
        # The stable weight on the scale now (services/scale.py), None without one.
        self.scale_weight: Callable[[], int | None] | None = None

    async def create_and_print(
        self,
        order_key: str,
        label_format: LabelFormat = LabelFormat.A6,
        positions: Sequence[int] | None = None,
        *,
        draft: ShipmentDraft | None = None,
        ship_anyway: bool = False,
        ship_again: bool = False,
    ) -> ScanResult:
        """Creates the order's shipment if it has none, then prints its label, unless it was printed already (then
        `already_printed`; a reprint is a separate, explicit action) or another station shipped it (then
        `shipped_elsewhere`, and nothing is created or printed: the service said so, before any create).
        `ship_anyway` / `ship_again`: the operator's confirmed word (ShipmentService.create).

        The print is journaled with the create: when the service cannot be reached the create raises WorkQueued and
        the label prints by itself once the shipment exists (A4: on the slot that is free then), exactly once; the
        outbox's observers count it meanwhile and its event observers hear when it printed. `positions` (A4) apply
        to a print done now. A cancelled order is shipped again only with `ship_again` (the operator confirmed).
        Before a create: a printer that cannot print refuses it (PrinterCannotPrint, nothing created), and the scale's
        stable weight becomes the shipment's unless the operator typed one. Raises what create and print raise
        (DraftInvalid, ShipAgainNeedsConfirmation, WorkQueued, PrintNeedsConfirmation, PrinterCannotPrint, ...).
        """
        order = self._orders.get(order_key)
        created = False
        shipment = order.shipment
        if shipment is None or shipment.status is ShipmentStatus.CANCELLED:
            # A label that cannot come out now is refused before the shipment exists (PrinterCannotPrint).
            await self._printing.ensure_can_print(label_format)
            draft = self._weighed(order_key, draft)
            try:
                shipment = await self._shipments.create(order_key, draft, then_print=label_format,
                                                        ship_anyway=ship_anyway, ship_again=ship_again)
                created = not shipment.elsewhere
            except BaseException:
                self._outbox.release_print_after_create(order_key)
                raise
        if shipment.elsewhere:
            # Another station shipped it: its label exists. A new one is only ever an explicit reprint.
            self._outbox.release_print_after_create(order_key)
            return ScanResult(self._orders.get(order_key), shipment, shipped_elsewhere=True)
        try:
            job = await self._printing.print_label(order_key, label_format, positions)
        except AlreadyPrinted:
            return ScanResult(self._orders.get(order_key), shipment, created, None, already_printed=True)
        finally:
            # Printed, or journaled as its own print: the waiting one was dropped with it. Refused before it was
            # journaled (no printer set up, ...): the waiting print stays and the drain prints it when it can.
            self._outbox.release_print_after_create(order_key)
        return ScanResult(self._orders.get(order_key), shipment, created, job)

    def _weighed(self, order_key: str, draft: ShipmentDraft | None) -> ShipmentDraft | None:
        """The draft with the scale's stable weight, unless the operator typed a weight for this order (their word
        wins) or the caller brought a draft of its own."""
        grams = self.scale_weight() if self.scale_weight is not None else None
        if grams is None or draft is not None:
            return draft
        order = self._orders.get(order_key)
        if order.draft is not None and order.draft.weight_grams != order.weight_grams:
            return draft
        return replace(self._shipments.draft_for(order_key), weight_grams=grams)

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
        return await self.create_and_print(order.key, label_format)
