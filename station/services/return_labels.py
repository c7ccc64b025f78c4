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
from station.domain.sheets import validate_positions
from station.domain.text import QT_TRANSLATE_NOOP
from station.files import write_atomically
from station.services.errors import (
    AlreadyPrinted,
    DraftInvalid,
    NoShipmentYet,
    OrderNotFound,
    PrintNeedsConfirmation,
    StationError,
)
from station.services.events import ConnectionChanged, EventBus, OrdersChanged, PrintJobChanged, SheetChanged
from station.services.outbox import OutboxService, PrintQueued, shipment_record
from station.store.records import (
    OutboxEntry,
    OutboxKind,
    OutboxState,
    PrintJobRecord,
    PrintState,
    ShipmentKind,
    ShipmentRecord,
)
from station.store.store import Store
from station.workers import run_blocking

if TYPE_CHECKING:
    from station.api.shipping_api import ShippingApi
    from station.services.printing import PrintService

log = logging.getLogger("station.services.return_labels")

# The service's largest page (contract §3 `size`, 1–300; the production profile caps it lower by itself).
_PAGE = 200


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
            raise OrderNotFound(f"No order {order_key} in the queue.")
        shipments = self._store.shipments.for_order(order_key)
        parents = {shipment.id for shipment in shipments if shipment.kind is ShipmentKind.OUTBOUND}
        if not parents:
            return []
        known = {shipment.id: shipment for shipment in shipments}
        # A return carries its parent's reference (see ShippingClient.find_returns); cancelled ones are listed too.
        try:
            found = [
                shipment
                async for shipment in self._shipping(order_key).list_shipments(reference=order.reference, size=_PAGE)
                if shipment.parent_id in parents
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
            raise ReturnNotFound(f"Shipment {return_id} is not a return of order {order_key}.")
        return returned

    def _with_label(self, order_key: str, return_id: int) -> ShipmentRecord:
        returned = self.return_for(order_key, return_id)
        if not returned.live:
            raise NoShipmentYet(f"Return #{return_id} was cancelled: it has no label.")
        if returned.qr_url:
            raise ReturnIsPrinterless(f"Return #{return_id} is printerless: the customer shows its QR code.")
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
            self._refuse_second_print(returned)
        await self._printing.ensure_can_print(label_format)
        if label_format is LabelFormat.A4:
            positions = list(positions) if positions else self._printing.propose_positions(label_format, 1)
            violations = validate_positions(label_format, list(positions))
            if violations:
                raise DraftInvalid("The label positions are not valid.", violations)
        job = await self._outbox.print_labels(
            [order_key],
            label_format,
            positions if label_format is LabelFormat.A4 else None,
            reprint=reprint,
            job_name=f"{returned.reference}-return-{returned.id}",
            # Asked again in the journal's transaction: a second print started meanwhile is refused, not journaled.
            check=None if reprint else lambda: self._refuse_second_print(returned),
            exact_slots=True,
            return_id=returned.id,
        )
        if not returned.barcode:
            await self._read_barcode(order_key, returned)
        self._events.publish(ConnectionChanged(True))
        self._events.publish(OrdersChanged((order_key,)))
        self._events.publish(PrintJobChanged(job, (order_key,), label_format))
        if label_format is LabelFormat.A4:
            self._events.publish(SheetChanged(LabelFormat.A4))
        return job

    async def _read_barcode(self, order_key: str, returned: ShipmentRecord) -> None:
        """Where the service gives a barcode only with the label (production), the return's is read after its print
        so the list shows it; a failure is logged, not raised: the label is printed, the next read brings it."""
        try:
            fresh = await self._shipping(order_key).get_shipment(returned.id)
        except ServiceError as error:
            log.warning("barcode of return %s not read after its label: %s", returned.id, type(error).__name__)
            return
        await self._store.db.write(
            lambda: self._store.shipments.record(
                shipment_record(order_key, fresh, kind=ShipmentKind.RETURN, elsewhere=returned.elsewhere)
            )
        )

    def _refuse_second_print(self, returned: ShipmentRecord) -> None:
        """Raises why printing the return's label now would print it a second time, if it would (as
        `second_print_refusal` does for a shipment's label)."""
        waiting = self._open_print_of(returned.id)
        if waiting is not None:
            if waiting.state is OutboxState.NEEDS_CONFIRMATION:
                raise PrintNeedsConfirmation(
                    f"The label of return #{returned.id} may have been printed before Station stopped."
                )
            raise PrintQueued(
                f"The label of return #{returned.id} is queued already and prints when the service is back."
            )
        outcome = self._store.print_jobs.print_outcome(returned.id)
        if outcome is PrintState.UNKNOWN:
            raise PrintNeedsConfirmation(
                f"The label of return #{returned.id} may have been printed before Station stopped."
            )
        if outcome is not None:
            raise AlreadyPrinted(f"The label of return #{returned.id} was printed already.")

    def _open_print_of(self, return_id: int) -> OutboxEntry | None:
        """An unfinished print of the return's label in the journal (pending, in flight or awaiting the operator)."""
        entries = [
            *self._store.outbox.unfinished(OutboxKind.PRINT_LABEL),
            *self._store.outbox.in_state(OutboxState.NEEDS_CONFIRMATION),
        ]
        return next(
            (
                entry
                for entry in entries
                if entry.kind is OutboxKind.PRINT_LABEL and entry.print_request.return_id == return_id
            ),
            None,
        )
