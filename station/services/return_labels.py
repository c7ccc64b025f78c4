"""A return shipment's own label: the order's returns (as recorded here and as the service knows them), and each
normal return's label to preview, print and save.

A return's label prints through the same journaled path as a shipment's (`OutboxService.print_labels` with the
return's id): A6, or the next free slot of the A4 sheet in the tray, journaled before it is sent, printed once (a
second print is an explicit reprint) and never lost across a crash. A printerless return has no label: the customer
shows its QR code.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from station.api.errors import ServiceError
from station.domain.enums import LabelFormat, ShipmentStatus
from station.domain.text import QT_TRANSLATE_NOOP
from station.files import write_atomically
from station.services.errors import NoShipmentYet, StationError, order_not_found
from station.services.events import ConnectionChanged, EventBus
from station.services.outbox import OutboxService, shipment_record
from station.store.records import (
    PrintJobRecord,
    ShipmentKind,
    ShipmentRecord,
)
from station.store.store import Store
from station.workers import run_blocking

if TYPE_CHECKING:
    from station.api.shipping_api import ShippingApi
    from station.services.printing import PrintService

log = logging.getLogger("station.services.return_labels")


class ReturnIsPrinterless(StationError):
    """A printerless return has no label to print or save: the customer shows its QR code at the drop-off point."""

    title = QT_TRANSLATE_NOOP("StationError", "Printerless return")
    advice = QT_TRANSLATE_NOOP(
        "StationError", "The customer shows the QR code at the drop-off point; there is no label to print."
    )


class ReturnNotFound(StationError):
    title = QT_TRANSLATE_NOOP("StationError", "Return not found")
    advice = QT_TRANSLATE_NOOP("StationError", "Select the order again: its returns are read anew.")


class ReturnLabels:
    """The order's returns and their own labels. Prints are the outbox's (journaled), told as PrintJobChanged."""

    def __init__(
        self,
        store: Store,
        outbox: OutboxService,
        shipping: Callable[..., ShippingApi],
        printing: PrintService,
        events: EventBus,
    ) -> None:
        self._store = store
        self._outbox = outbox
        self._shipping = shipping
        self._printing = printing
        self._events = events

    # -- the order's returns ---------------------------------------------------------------------------------------
    def returns_of(self, order_key: str) -> list[ShipmentRecord]:
        """The order's returns as recorded here (of any of its shipments), newest first."""
        returns = [
            shipment for shipment in self._store.shipments.for_order(order_key) if shipment.kind is ShipmentKind.RETURN
        ]
        return sorted(returns, key=lambda shipment: shipment.id, reverse=True)

    async def gather(self, order_key: str) -> list[ShipmentRecord]:
        """Asks the service for the returns of the order's shipments and records the ones not known here (made at
        another station or in the shop's back office) and the state of the known ones; then `returns_of`."""
        order = self._store.orders.get(order_key)
        if order is None:
            raise order_not_found(order_key)
        shipments = self._store.shipments.for_order(order_key)
        parents = [shipment for shipment in shipments if shipment.kind is ShipmentKind.OUTBOUND]
        if not parents:
            return []
        known = {shipment.id: shipment for shipment in shipments}
        client = self._shipping(order_key)
        try:
            # Cancelled ones too: a return cancelled at the service is known here as such.
            found = [
                shipment
                for parent in parents
                for shipment in await client.find_returns(parent.id, parent.reference, cancelled=True)
            ]
        except ServiceError as error:
            # A look at the list, not work to do: the returns known here are shown; the next look asks again.
            log.warning("returns of %s not read from the service: %s", order.reference, type(error).__name__)
            return self.returns_of(order_key)
        self._events.publish(ConnectionChanged(True))
        listed = {shipment.id for shipment in found}
        # A return the service no longer lists was deleted there (the production service deletes, not cancels).
        gone = [s.id for s in shipments if s.kind is ShipmentKind.RETURN and s.live and s.id not in listed]

        def rows() -> None:
            for shipment in found:
                recorded = known.get(shipment.id)
                # Made elsewhere: not known here before; a known one keeps where it was made.
                elsewhere = recorded.elsewhere if recorded is not None else True
                self._store.shipments.record(
                    shipment_record(order_key, shipment, kind=ShipmentKind.RETURN, elsewhere=elsewhere)
                )
            for return_id in gone:
                self._store.shipments.set_status(return_id, ShipmentStatus.CANCELLED)

        if found or gone:
            await self._store.db.write(rows)
        return self.returns_of(order_key)

    def return_for(self, order_key: str, return_id: int) -> ShipmentRecord:
        """The order's return `return_id` as recorded (ReturnNotFound when it is not one of the order's)."""
        returned = self._store.shipments.get(return_id)
        if returned is None or returned.order_key != order_key or returned.kind is not ShipmentKind.RETURN:
            raise ReturnNotFound(
                QT_TRANSLATE_NOOP("StationError", "Shipment {id} is not a return of order {order}.").format(
                    id=return_id, order=order_key
                )
            )
        return returned

    def _with_label(self, order_key: str, return_id: int) -> ShipmentRecord:
        returned = self.return_for(order_key, return_id)
        if not returned.live:
            raise NoShipmentYet(
                QT_TRANSLATE_NOOP("StationError", "Return #{id} was cancelled: it has no label.").format(id=return_id)
            )
        if returned.qr_url:
            raise ReturnIsPrinterless(
                QT_TRANSLATE_NOOP(
                    "StationError", "Return #{id} is printerless: the customer shows its QR code."
                ).format(id=return_id)
            )
        return returned

    def has_label(self, returned: ShipmentRecord) -> bool:
        """Whether the return has a label of its own to show, print or save (a live return with no QR code)."""
        return returned.live and not returned.qr_url

    def printed(self, return_id: int) -> bool:
        """Whether the return's label reached a printer here (or may have: outcome not yet confirmed)."""
        return self._store.print_jobs.printed_shipment(return_id)

    # -- its label ---------------------------------------------------------------------------------------------
    async def label_pdf(self, order_key: str, return_id: int, label_format: LabelFormat = LabelFormat.A6) -> bytes:
        """The return's label PDF for the preview or a file; nothing is printed or recorded. The PDF printed here last
        in this format is kept by the outbox (a label does not change once created); otherwise the service's (which
        marks a pending return printed: contract §4)."""
        returned = self._with_label(order_key, return_id)
        printed = self._outbox.printed_label(order_key, returned.id, label_format)
        if printed is not None and label_format is LabelFormat.A6:
            return printed
        pdf = bytes(await self._shipping(order_key).label_pdf([returned.id], label_format, None))
        self._events.publish(ConnectionChanged(True))
        return pdf

    async def save_pdf(self, order_key: str, return_id: int, target: Path) -> Path:
        """Writes the return's A6 label to `target` whole or not at all (a crash leaves the old file); logged."""
        pdf = await self.label_pdf(order_key, return_id, LabelFormat.A6)
        await run_blocking(write_atomically, target, pdf)
        await self._store.db.write(
            lambda: self._store.log.add("return label saved", order_key, f"#{return_id}: {target}")
        )
        return target

    async def print_label(
        self,
        order_key: str,
        return_id: int,
        label_format: LabelFormat,
        positions: Sequence[int] | None = None,
        *,
        reprint: bool = False,
    ) -> PrintJobRecord:
        """Prints the return's label once (a second print only as `reprint`), on A6 or in the A4 slot chosen (else
        the next free slot of the sheet in the tray), through the outbox's journal like every label.

        Raises AlreadyPrinted, PrintNeedsConfirmation or PrintQueued (unless `reprint`), ReturnIsPrinterless,
        NoShipmentYet (cancelled), PrinterNotConfigured, PrinterCannotPrint, WorkQueued (the service is away: the
        print is journaled and comes out when it is back), SheetSlotsTaken.
        """
        returned = self._with_label(order_key, return_id)
        if not reprint:
            self._refuse_second_print(order_key, returned)
        await self._printing.ensure_can_print(label_format)
        positions = self._printing.checked_positions(label_format, positions, 1)
        job = await self._outbox.print_labels(
            [order_key],
            label_format,
            positions if label_format is LabelFormat.A4 else None,
            reprint=reprint,
            job_name=f"{returned.reference}-return-{returned.id}",
            # Asked again in the journal's transaction: a second print started meanwhile is refused, not journaled.
            check=None if reprint else lambda: self._refuse_second_print(order_key, returned),
            exact_slots=True,
            return_id=returned.id,
        )
        await self._printing.read_barcodes_of([(order_key, returned)])
        self._printing.publish_printed(job, [order_key], label_format)
        return job

    def _refuse_second_print(self, order_key: str, returned: ShipmentRecord) -> None:
        """Raises why printing the return's label now would print it a second time (`second_print_refusal`, the one
        definition of "already printed", asked of the return), if it would."""
        refusal = self._outbox.second_print_refusal(order_key, returned)
        if refusal is not None:
            raise refusal
