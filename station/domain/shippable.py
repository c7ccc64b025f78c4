"""Whether an order may be shipped now: the one rule every path that creates a shipment asks.

A cancelled order stays cancelled: shipping it again is the operator's explicit, confirmed choice, never a side
effect of a batch or a scan. An order with the carrier, or whose label is printed, has nothing left to ship.

The facts are a value with one field per source. Another source (for example what the service knows about the
order's shipments made at other stations) is one more field of `ShipFacts` and one more rule in `decide`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from station.domain.enums import ShipmentStatus
from station.domain.text import QT_TRANSLATE_NOOP


class ShipVerdict(str, Enum):
    SHIP = "ship"  # no shipment yet: create it, then print its label
    PRINT = "print"  # a live shipment whose label did not come out here yet: print it
    DONE = "done"  # shipped already: its label is printed; a second print is a reprint
    WITH_CARRIER = "with_carrier"  # handed over, delivered or returned: nothing to ship, a return is the way back
    CONFIRM_AGAIN = "confirm_again"  # its shipment was cancelled on purpose: a new one only once the operator confirms
    SHIPPED_ELSEWHERE = "shipped_elsewhere"  # another station shipped it (the service said so): its label is there


@dataclass(frozen=True)
class ShipFacts:
    """What is known about an order's shipment at this station."""

    status: ShipmentStatus | None  # of the order's current outbound shipment; None when it never had one
    label_printed: bool = False  # its label reached a printer here (or may have: an unknown outcome)
    made_elsewhere: bool = False  # that shipment was made at another station (issue 21, ships once)


@dataclass(frozen=True)
class ShipDecision:
    verdict: ShipVerdict
    reason: str  # operator words for a summary line or a question: "cancelled", "handed over to the carrier", ...

    @property
    def creates(self) -> bool:
        """A new shipment would be created (at once, or after the confirmation)."""
        return self.verdict in (ShipVerdict.SHIP, ShipVerdict.CONFIRM_AGAIN)

    @property
    def skipped_by_batch(self) -> bool:
        """A batch leaves the order alone and lists it as skipped, with the reason. (DONE orders are counted as
        already printed, as a batch run again after a stop counts what it did before.)"""
        return self.verdict in (ShipVerdict.WITH_CARRIER, ShipVerdict.CONFIRM_AGAIN, ShipVerdict.SHIPPED_ELSEWHERE)


_WITH_CARRIER = {
    ShipmentStatus.HANDED_OVER: QT_TRANSLATE_NOOP("ShipDecision", "handed over to the carrier"),
    ShipmentStatus.DELIVERED: QT_TRANSLATE_NOOP("ShipDecision", "delivered"),
    ShipmentStatus.RETURNED: QT_TRANSLATE_NOOP("ShipDecision", "returned to the shop"),
}


def decide(facts: ShipFacts) -> ShipDecision:
    """The verdict for an order with these facts (see ShipVerdict)."""
    if facts.status is None:
        return ShipDecision(ShipVerdict.SHIP, QT_TRANSLATE_NOOP("ShipDecision", "not shipped yet"))
    if facts.status is ShipmentStatus.CANCELLED:
        return ShipDecision(
            ShipVerdict.CONFIRM_AGAIN,
            QT_TRANSLATE_NOOP("ShipDecision", "cancelled at another station")
            if facts.made_elsewhere
            else QT_TRANSLATE_NOOP("ShipDecision", "cancelled"),
        )
    if facts.made_elsewhere and not facts.label_printed:
        # Its label came out at that station: a new one here is only ever an explicit reprint.
        return ShipDecision(
            ShipVerdict.SHIPPED_ELSEWHERE, QT_TRANSLATE_NOOP("ShipDecision", "shipped at another station")
        )
    if facts.status in _WITH_CARRIER:
        return ShipDecision(ShipVerdict.WITH_CARRIER, _WITH_CARRIER[facts.status])
    if facts.label_printed:
        return ShipDecision(
            ShipVerdict.DONE, QT_TRANSLATE_NOOP("ShipDecision", "already shipped: its label is printed")
        )
    return ShipDecision(ShipVerdict.PRINT, QT_TRANSLATE_NOOP("ShipDecision", "shipment created, label not printed yet"))
