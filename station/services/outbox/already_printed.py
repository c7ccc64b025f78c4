"""The one definition of "already printed": why printing an order's current label now would print it a second time.
The print service, create-and-print and the drain's prints that waited for their create all ask it."""

from __future__ import annotations

from station.domain.text import QT_TRANSLATE_NOOP
from station.services.errors import AlreadyPrinted, PrintNeedsConfirmation, ShippedElsewhere, StationError, WorkQueued
from station.services.outbox import texts as say
from station.services.outbox.texts import MAY_HAVE_PRINTED
from station.services.shipped_elsewhere import describe_elsewhere
from station.store.records import OutboxState, PrintState, ShipmentRecord
from station.store.store import Store


class PrintQueued(WorkQueued):
    """This label is journaled already and waits for the service; printing it again would print it twice."""

    title = QT_TRANSLATE_NOOP("StationError", "Label already queued")


def second_print_refusal(
    store: Store, order_key: str, shipment: ShipmentRecord, *, other_than: int | None = None
) -> StationError | None:
    """Why printing the order's current label now would print it a second time, or None when it would not.

    The one definition of "already printed": made at another station (its label is theirs), a print of it waiting in
    the journal or with an unknown outcome, or a job of it that reached a printer (`print_jobs.print_outcome`).
    A print waiting for its create is no print yet: it gives way to this one.
    """
    if shipment.elsewhere:
        return ShippedElsewhere(
            say.SHIPPED_ELSEWHERE.format(
                reference=shipment.reference,
                elsewhere=describe_elsewhere(shipment.id, shipment.status, shipment.created_at),
            )
        )
    waiting = store.outbox.open_print_for(order_key, other_than=other_than)
    if waiting is not None:
        if waiting.state is OutboxState.NEEDS_CONFIRMATION:
            return PrintNeedsConfirmation(MAY_HAVE_PRINTED.format(reference=shipment.reference))
        return PrintQueued(say.ALREADY_QUEUED.format(reference=shipment.reference))
    outcome = store.print_jobs.print_outcome(shipment.id)
    if outcome is PrintState.UNKNOWN:
        return PrintNeedsConfirmation(MAY_HAVE_PRINTED.format(reference=shipment.reference))
    if outcome is not None:
        return AlreadyPrinted(say.ALREADY_PRINTED.format(reference=shipment.reference))
    return None
