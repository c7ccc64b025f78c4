"""The production service's 19 shipment statuses, how each maps onto the domain's six, and its tracking words.

The shared store keeps the domain status (1, 2, 3, 7, 11, 17 — each also a production status with the same
meaning); a finer production status reached through the production front (e.g. 5, out for delivery) is kept
beside it and shown while the domain status still matches it.
"""

from __future__ import annotations

from dataclasses import dataclass

from station.domain.enums import ShipmentStatus

S = ShipmentStatus


@dataclass(frozen=True)
class ProductionStatus:
    code: int
    domain: ShipmentStatus
    main: str  # tracking `status.main`: registered, handed_to_carrier, sorting, distribution, delivered
    event_code: str  # the carrier's event code in tracking history
    english: str
    dutch: str

    @property
    def final(self) -> bool:
        return self.domain.final


_ROWS = (
    (1, S.PENDING, "registered", "A00", "Concept created", "Concept aangemaakt"),
    (2, S.PRINTED, "registered", "A01", "Shipment pre-advised", "Zending voorgemeld"),
    (3, S.HANDED_OVER, "handed_to_carrier", "B01", "Shipment received", "Zending ontvangen"),
    (4, S.HANDED_OVER, "sorting", "J01", "Shipment sorted", "Zending gesorteerd"),
    (5, S.HANDED_OVER, "distribution", "J05", "Driver is on the way", "Bezorger is onderweg"),
    (6, S.HANDED_OVER, "sorting", "C01", "Shipment at customs", "Zending bij de douane"),
    (7, S.DELIVERED, "delivered", "I01", "Delivered at recipient", "Bezorgd bij ontvanger"),
    (8, S.DELIVERED, "delivered", "I10", "Ready for pickup", "Klaar om op te halen"),
    (9, S.DELIVERED, "delivered", "I11", "Package picked up", "Pakket opgehaald"),
    (10, S.RETURNED, "delivered", "R10", "Return shipment ready for pickup", "Retourzending klaar om op te halen"),
    (11, S.RETURNED, "delivered", "R11", "Return shipment picked up", "Retourzending opgehaald"),
    (12, S.PRINTED, "registered", "A12", "Letter printed", "Brief geprint"),
    (13, S.CANCELLED, "registered", "X13", "Credited", "Gecrediteerd"),
    (14, S.PRINTED, "registered", "A14", "Digital stamp printed", "Digitale postzegel geprint"),
    (15, S.PRINTED, "registered", "A15", "External shipment printed", "Externe zending geprint"),
    (16, S.CANCELLED, "registered", "X16", "Expired", "Verlopen"),
    (17, S.CANCELLED, "registered", "X17", "Cancelled", "Geannuleerd"),
    (18, S.PRINTED, "registered", "A18", "Untracked shipment printed", "Onverzekerde zending geprint"),
    (19, S.DELIVERED, "delivered", "I19", "Delivered at agreed location", "Bezorgd op afgesproken plek"),
)

STATUSES: dict[int, ProductionStatus] = {row[0]: ProductionStatus(*row) for row in _ROWS}


def of_domain(status: ShipmentStatus) -> ProductionStatus:
    """The production status a domain status stands for (the six share their numbers)."""
    return STATUSES[int(status)]


def effective(domain: ShipmentStatus, fine: int | None) -> ProductionStatus:
    """The finer status when one was set and still agrees with the stored domain status, else the domain's own."""
    if fine is not None and fine in STATUSES and STATUSES[fine].domain is domain:
        return STATUSES[fine]
    return of_domain(domain)


def description(status: ProductionStatus, accept_language: str | None) -> str:
    """Dutch unless the caller asks for English (`Accept-Language: en_GB`)."""
    wants_english = (accept_language or "").strip().lower().replace("-", "_").startswith("en")
    return status.english if wants_english else status.dutch
