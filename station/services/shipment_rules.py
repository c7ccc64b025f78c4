"""Which actions a shipment allows now, and in operator words why not (the detail's buttons and the menu follow)."""

from __future__ import annotations

from station.domain.enums import ShipmentStatus
from station.domain.service_capabilities import ServiceCapabilities
from station.domain.text import QT_TRANSLATE_NOOP
from station.store.records import ParcelRecord, ShipmentKind, ShipmentRecord


def print_blocked_reason(shipment: ShipmentRecord | None) -> str | None:
    """Why the label cannot be printed now, or None when it can."""
    if shipment is None:
        return QT_TRANSLATE_NOOP(
            "ShipmentRules", "No shipment yet: Create & print (Ctrl+Enter) creates it and prints its label."
        )
    if shipment.status is ShipmentStatus.CANCELLED:
        return QT_TRANSLATE_NOOP("ShipmentRules", "The shipment is cancelled: its label is no longer valid.")
    return None


def live_follow_ups(shipment: ShipmentRecord) -> list[ParcelRecord]:
    """The follow-up parcels of a multi-collo shipment that are not cancelled (yet)."""
    return [parcel for parcel in shipment.follow_ups if parcel.status is not ShipmentStatus.CANCELLED]


def cancel_blocked_reason(
    shipment: ShipmentRecord | None, capabilities: ServiceCapabilities | None = None
) -> str | None:
    """Why the shipment cannot be cancelled now (spec §3: only pending and printed can; a service may allow less,
    as the production service cancels only shipments without a label), or None when it can."""
    if shipment is None:
        return QT_TRANSLATE_NOOP("ShipmentRules", "No shipment to cancel yet.")
    if shipment.status is ShipmentStatus.CANCELLED:
        # A multi-collo shipment whose main parcel is cancelled and some follow-up parcel not: those can be tried again.
        live = [parcel.status for parcel in live_follow_ups(shipment)]
        can_cancel = capabilities.can_cancel if capabilities is not None else (lambda status: status.cancellable)
        if any(can_cancel(status) for status in live):
            return None
        if live:
            return QT_TRANSLATE_NOOP(
                "ShipmentRules",
                "The shipment is cancelled, but not all its parcels: the others are with the carrier. Create a return "
                "for them instead.",
            )
        return QT_TRANSLATE_NOOP("ShipmentRules", "The shipment is cancelled already.")
    if (
        capabilities is not None
        and capabilities.cancel_only_before_label
        and not capabilities.can_cancel(shipment.status)
    ):
        return capabilities.why_not_cancel(shipment.status)
    if not shipment.status.cancellable:
        return QT_TRANSLATE_NOOP(
            "ShipmentRules",
            "The shipment is {status}: it is with the carrier, so it can no longer "
            "be cancelled. Create a return instead (Ctrl+R).",
        ).format(status=shipment.status.display_name)
    return None


def return_blocked_reason(shipment: ShipmentRecord | None) -> str | None:
    """Why no return can be created now (contract §3: the parent must be printed or later), or None when it can."""
    if shipment is None:
        return QT_TRANSLATE_NOOP("ShipmentRules", "No shipment yet: a return needs a shipment that went out.")
    if shipment.kind is not ShipmentKind.OUTBOUND:
        return QT_TRANSLATE_NOOP("ShipmentRules", "This is a return shipment already.")
    if shipment.status is ShipmentStatus.CANCELLED:
        return QT_TRANSLATE_NOOP("ShipmentRules", "The shipment is cancelled: there is nothing to return.")
    if shipment.status is ShipmentStatus.PENDING:
        return QT_TRANSLATE_NOOP(
            "ShipmentRules", "The label is not printed yet: cancel the shipment instead of returning it."
        )
    return None
