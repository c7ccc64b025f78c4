"""Cancelling an order's shipment, every parcel of it: a multi-collo shipment is a main parcel and its follow-up
parcels, each a shipment of its own at the service (contract §3 `multi_collo_main_id`), so each is cancelled.

The main parcel goes first: when the service refuses it (handed over), nothing else is tried. Then each follow-up
parcel not cancelled yet; one the service refuses (or cannot be reached for) stays as it is, recorded as the
service says it is now, and the operator is told which parcel and why (`ParcelsNotCancelled`). Cancel again then tries
only the parcels still live. A follow-up the service no longer has after its main was cancelled went with it (the
production service deletes a multi-collo main's parcels with it).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from station.api.errors import Conflict, NoConsignmentFound, ServiceError
from station.api.models import CancelOutcome
from station.domain.enums import ShipmentStatus
from station.domain.text import QT_TRANSLATE_NOOP, Text, joined
from station.services.errors import NoShipmentYet, StationError
from station.services.shipment_rules import live_follow_ups
from station.store.records import OrderState, ParcelRecord, QueuedOrder, ShipmentRecord
from station.store.store import Store

if TYPE_CHECKING:
    from station.api.shipping_api import ShippingApi

log = logging.getLogger("station.services.cancel")


class ParcelsNotCancelled(StationError):
    """The main parcel is cancelled, and the service refused (or could not be asked) to cancel these follow-ups."""

    title = QT_TRANSLATE_NOOP("StationError", "Not every parcel cancelled")

    def __init__(self, message: str, *, order_key: str, parcel_ids: tuple[int, ...], retryable: bool) -> None:
        super().__init__(message)
        self.order_key = order_key
        self.parcel_ids = parcel_ids
        self.retryable = retryable
        self.advice = (
            QT_TRANSLATE_NOOP(
                "StationError",
                "Cancel again (Ctrl+Shift+Delete) once the service answers: only these parcels are sent.",
            )
            if retryable
            else QT_TRANSLATE_NOOP(
                "StationError",
                "These parcels are with the carrier: they can no longer be cancelled. Create a return for them, "
                "or tell the carrier not to deliver them.",
            )
        )


@dataclass(frozen=True)
class _Refusal:
    parcel: ParcelRecord
    reason: str
    retryable: bool


def cancellable_shipment(order: QueuedOrder) -> ShipmentRecord:
    """The order's shipment when any parcel of it is still to be cancelled; NoShipmentYet otherwise."""
    shipment = order.shipment
    if shipment is None or not (shipment.live or live_follow_ups(shipment)):
        raise NoShipmentYet(f"Order {order.reference} has no shipment.")
    return shipment


async def cancel_every_parcel(
    store: Store, client: ShippingApi, order: QueuedOrder, drop_prints: Callable[[str, str], object]
) -> ShipmentRecord:
    """Cancels the order's shipment, the main parcel and then each follow-up parcel (see the module docstring);
    returns the shipment as stored now. Raises the client's refusal of the main parcel (nothing changed then), or
    ParcelsNotCancelled once the main parcel is cancelled and some follow-up is not."""
    shipment = cancellable_shipment(order)
    order_key = order.key
    if shipment.live:
        outcome = await client.cancel(shipment.id)
        detail = (
            QT_TRANSLATE_NOOP("OperatorLog", "shipment {id} (it was cancelled at the service already)")
            if outcome is CancelOutcome.ALREADY_CANCELLED
            else QT_TRANSLATE_NOOP("OperatorLog", "shipment {id}")
        ).format(id=shipment.id)
        with store.db.transaction():
            store.shipments.set_status(shipment.id, ShipmentStatus.CANCELLED)
            store.orders.set_state(order_key, OrderState.CANCELLED)
            store.log.add("shipment cancelled", order_key, detail)
        # A label asked for with the create and not printed yet is not wanted any more.
        drop_prints(order_key, "the shipment was cancelled")
    refused: list[_Refusal] = []
    count = shipment.parcel_count
    for parcel in live_follow_ups(shipment):
        refusal = await _cancel_follow_up(store, client, order_key, parcel, count)
        if refusal is not None:
            refused.append(refusal)
    cancelled = store.shipments.get(shipment.id)
    assert cancelled is not None
    if refused:
        raise _not_cancelled(order, cancelled, refused)
    return cancelled


async def _cancel_follow_up(
    store: Store, client: ShippingApi, order_key: str, parcel: ParcelRecord, count: int
) -> _Refusal | None:
    """Cancels one follow-up parcel and records it; the refusal (recorded in the log) when it stays live."""
    where = f"parcel {parcel.number} of {count} (shipment {parcel.id})"  # the log file's words, not the operator's
    said = {"number": parcel.number, "count": count, "id": parcel.id}
    try:
        outcome = await client.cancel(parcel.id)
        detail = (
            QT_TRANSLATE_NOOP(
                "OperatorLog", "parcel {number} of {count} (shipment {id}; it was cancelled at the service already)"
            )
            if outcome is CancelOutcome.ALREADY_CANCELLED
            else QT_TRANSLATE_NOOP("OperatorLog", "parcel {number} of {count} (shipment {id})")
        ).format(**said)
    except NoConsignmentFound:
        detail = QT_TRANSLATE_NOOP(
            "OperatorLog", "parcel {number} of {count} (shipment {id}; the service deleted it with its main parcel)"
        ).format(**said)
    except ServiceError as error:
        reason = error.message.rstrip(".")
        retryable = error.retryable or error.kind.retryable  # with the carrier (a Conflict): never
        log.warning("cancel of %s refused: %s", where, reason)
        store.log.add(
            "parcel not cancelled",
            order_key,
            QT_TRANSLATE_NOOP("OperatorLog", "parcel {number} of {count} (shipment {id}): {reason}").format(
                **said, reason=reason
            ),
        )
        if isinstance(error, Conflict):
            await _record_status(store, client, parcel.id)
        return _Refusal(parcel, reason, retryable)
    with store.db.transaction():
        store.shipments.set_status(parcel.id, ShipmentStatus.CANCELLED)
        store.log.add("parcel cancelled", order_key, detail)
    return None


async def _record_status(store: Store, client: ShippingApi, parcel_id: int) -> None:
    """The parcel's status as the service has it now (handed over, say), so the detail shows why it stays."""
    try:
        fresh = await client.get_shipment(parcel_id)
    except ServiceError as error:
        log.info("status of parcel %s not read after the refused cancel: %s", parcel_id, error)
        return
    store.shipments.set_status(parcel_id, fresh.status)


def _not_cancelled(order: QueuedOrder, shipment: ShipmentRecord, refused: list[_Refusal]) -> ParcelsNotCancelled:
    count = shipment.parcel_count
    parcels: list[str] = [
        QT_TRANSLATE_NOOP("StationError", "Parcel {number} of {count} (#{id}) is not: {reason}").format(
            number=refusal.parcel.number, count=count, id=refusal.parcel.id, reason=refusal.reason
        )
        for refusal in refused
    ]
    message: Text = joined(
        [
            QT_TRANSLATE_NOOP("StationError", "{reference}: shipment #{id} (parcel 1 of {count}) is cancelled.").format(
                reference=order.reference, id=shipment.id, count=count
            ),
            joined(parcels, "; "),
        ]
    )
    return ParcelsNotCancelled(
        message,
        order_key=order.key,
        parcel_ids=tuple(refusal.parcel.id for refusal in refused),
        retryable=all(refusal.retryable for refusal in refused),
    )
