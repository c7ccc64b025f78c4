"""What an account's shipping service offers where the two wire formats differ (station.api.profiles picks one per
profile). Services and UI read these to offer only what will work; they never see a wire name."""

from __future__ import annotations

from dataclasses import dataclass

from station.domain.enums import ShipmentStatus
from station.domain.text import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class ServiceCapabilities:
    """What a service offers where the formats differ; each "why not" is the operator's tooltip."""

    oauth: bool
    cancellable: frozenset[ShipmentStatus]
    # True: the return's QR code is an image behind the API key (no public link to hand out).
    qr_needs_credentials: bool
    # True: a new shipment has no barcode until its label was made (a concept first).
    barcode_after_label: bool

    @property
    def cancel_after_label(self) -> bool:
        return ShipmentStatus.PRINTED in self.cancellable

    @property
    def barcode_at_create(self) -> bool:
        return not self.barcode_after_label

    @property
    def public_qr_link(self) -> bool:
        return not self.qr_needs_credentials

    @property
    def cancel_only_before_label(self) -> bool:
        """True when a shipment with a label can never be cancelled (the UI then disables Cancel beforehand)."""
        return ShipmentStatus.PRINTED not in self.cancellable

    def can_cancel(self, status: ShipmentStatus) -> bool:
        return status in self.cancellable

    def why_not_cancel(self, status: ShipmentStatus) -> str:
        """Empty when a shipment in `status` can be cancelled, else why not, in the operator's words."""
        if self.can_cancel(status):
            return ""
        if status is ShipmentStatus.CANCELLED:
            return QT_TRANSLATE_NOOP("ShipmentRules", "The shipment is cancelled already.")
        if ShipmentStatus.PRINTED not in self.cancellable and status is ShipmentStatus.PRINTED:
            return QT_TRANSLATE_NOOP(
                "ShipmentRules",
                "This service cancels only shipments whose label was not made yet; a label that is "
                "not used is not charged.",
            )
        return QT_TRANSLATE_NOOP("ShipmentRules", "The parcel is with the carrier already; create a return instead.")

    @property
    def why_no_oauth(self) -> str:
        return "" if self.oauth else "This service signs in with an API key only; it has no OAuth."


# The contract's service (Station's own format and its sandbox's contract front).
CONTRACT_CAPABILITIES = ServiceCapabilities(
    oauth=True,
    cancellable=frozenset({ShipmentStatus.PENDING, ShipmentStatus.PRINTED}),
    qr_needs_credentials=False,
    barcode_after_label=False,
)
# The production service: API keys only, concepts alone can be cancelled, the barcode comes with the label.
PRODUCTION_CAPABILITIES = ServiceCapabilities(
    oauth=False,
    cancellable=frozenset({ShipmentStatus.PENDING}),
    qr_needs_credentials=True,
    barcode_after_label=True,
)
