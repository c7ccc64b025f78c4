"""The one definition of "already printed": why printing an order's current label (or its return's) now would print it
a second time. The print service, create-and-print, the drain's prints that waited for their create and the Return
tab's labels all ask it."""

from __future__ import annotations

from station.domain.text import QT_TRANSLATE_NOOP
from station.services.errors import AlreadyPrinted, PrintNeedsConfirmation, ShippedElsewhere, StationError, WorkQueued
from station.services.outbox import texts as say
from station.services.outbox.texts import MAY_HAVE_PRINTED
from station.services.shipped_elsewhere import describe_elsewhere
from station.store.records import OutboxState, PrintState, ShipmentKind, ShipmentRecord
from station.store.store import Store


class PrintQueued(WorkQueued):
    """This label is journaled already and waits for the service; printing it again would print it twice."""

    title = QT_TRANSLATE_NOOP("StationError", "Label already queued")


# How the refusals name a return's label ("The label of return #12 was printed already.").
RETURN_NUMBER = QT_TRANSLATE_NOOP("Outbox", "return #{id}")


def second_print_refusal(
    store: Store, order_key: str, shipment: ShipmentRecord, *, other_than: int | None = None
) -> StationError | None:
    """Why printing the order's current label (or, for a return, the return's own label) now would print it a second
    time, or None when it would not.

    The one definition of "already printed": made at another station (its label is theirs; not so a return made
    elsewhere, whose label this station prints), a print of it waiting in the journal or with an unknown outcome, or
    a job of it that reached a printer (`print_jobs.print_outcome`). A print waiting for its create is no print yet:
    it gives way to this one.
    """
    returned = shipment.kind is ShipmentKind.RETURN
    if shipment.elsewhere and not returned:
        return ShippedElsewhere(
            say.SHIPPED_ELSEWHERE.format(
                reference=shipment.reference,
                elsewhere=describe_elsewhere(shipment.id, shipment.status, shipment.created_at),
            )
        )
    name = RETURN_NUMBER.format(id=shipment.id) if returned else shipment.reference
    waiting = store.outbox.open_print_for(order_key, other_than=other_than, return_id=shipment.id if returned else None)
    if waiting is not None:
        if waiting.state is OutboxState.NEEDS_CONFIRMATION:
            return PrintNeedsConfirmation(MAY_HAVE_PRINTED.format(reference=name))
        return PrintQueued(say.ALREADY_QUEUED.format(reference=name))
    outcome = store.print_jobs.print_outcome(shipment.id)
    if outcome is PrintState.UNKNOWN:
        return PrintNeedsConfirmation(MAY_HAVE_PRINTED.format(reference=name))
    if outcome is not None:
        return AlreadyPrinted(say.ALREADY_PRINTED.format(reference=name))
    return None
