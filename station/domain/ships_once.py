"""An order ships once, whichever station sends it: which of the shop's shipments made elsewhere an order takes on.

The service is what every packing table of a shop shares (contract §3: its shipments carry the order's
`reference`, and a shop sees only its own). Station looks there before it ships an order it has no shipment of its
own for; these rules decide what it makes of what it finds. Pure: the services gather, the store keeps.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Protocol, TypeVar

from station.domain.enums import ShipmentStatus


class SeenShipment(Protocol):
    """What the rules need of a shipment the service reported."""

    @property
    def id(self) -> int: ...

    @property
    def status(self) -> ShipmentStatus: ...

    @property
    def created(self) -> datetime | None: ...


Seen = TypeVar("Seen", bound=SeenShipment)


def _newest(shipments: Sequence[Seen]) -> Seen:
    # The service lists newest first; ids grow with time, so they break ties of the same second.
    return max(shipments, key=lambda shipment: (shipment.created.timestamp() if shipment.created else 0.0, shipment.id))


def shipment_made_elsewhere(found: Sequence[Seen], *, has_live: bool, has_any: bool) -> Seen | None:
    """Which shipment made elsewhere (`found`: the shop's shipments with the order's reference that this station
    has not recorded) the order takes on, if any.

    - An order with a live shipment of its own keeps it: a second one elsewhere is the duplicate this rule exists
      to prevent, not one to adopt.
    - Otherwise a live shipment elsewhere is the order's: it is shipped (the newest one, if there are several).
    - With no live one: an order that has no shipment at all learns that it was shipped and cancelled elsewhere
      (then shipping it again is the operator's confirmed decision, as for one cancelled here); one cancelled
      here already learns nothing new from another cancelled one.
    """
    if has_live or not found:
        return None
    live = [shipment for shipment in found if shipment.status is not ShipmentStatus.CANCELLED]
    if live:
        return _newest(live)
    return None if has_any else _newest(found)


def status_moves_forward(current: ShipmentStatus, reported: ShipmentStatus) -> bool:
    """True when `reported` is later in a shipment's life than `current` (contract §3: the codes grow along it:
    pending 1, printed 2, handed_over 3, delivered 7, returned 11, cancelled 17). An older answer never undoes a
    newer one."""
    return int(reported) > int(current)
