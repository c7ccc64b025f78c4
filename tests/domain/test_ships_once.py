"""The rule of which shipment made elsewhere an order takes on (station.domain.ships_once)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from station.domain.enums import ShipmentStatus
from station.domain.ships_once import shipment_made_elsewhere, status_moves_forward

NOON = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)


@dataclass(frozen=True)
class Seen:
    id: int
    status: ShipmentStatus
    created: datetime | None


def test_an_order_without_a_shipment_takes_on_the_newest_live_one_made_elsewhere() -> None:
    older = Seen(1, ShipmentStatus.PRINTED, NOON)
    newer = Seen(2, ShipmentStatus.PENDING, NOON + timedelta(minutes=5))
    cancelled = Seen(3, ShipmentStatus.CANCELLED, NOON + timedelta(minutes=9))
    assert shipment_made_elsewhere([older, cancelled, newer], has_live=False, has_any=False) == newer


def test_a_live_shipment_of_its_own_is_never_replaced() -> None:
    assert shipment_made_elsewhere([Seen(1, ShipmentStatus.PRINTED, NOON)], has_live=True, has_any=True) is None


def test_only_cancelled_ones_elsewhere_tell_an_order_without_a_shipment_that_it_was_cancelled_there() -> None:
    first, second = Seen(1, ShipmentStatus.CANCELLED, NOON), Seen(2, ShipmentStatus.CANCELLED, NOON)
    assert shipment_made_elsewhere([first, second], has_live=False, has_any=False) == second  # same second: id
    # Cancelled here already: another cancelled one elsewhere adds nothing; a live one elsewhere does.
    assert shipment_made_elsewhere([first], has_live=False, has_any=True) is None
    live = Seen(4, ShipmentStatus.HANDED_OVER, None)
    assert shipment_made_elsewhere([first, live], has_live=False, has_any=True) == live
    assert shipment_made_elsewhere([], has_live=False, has_any=False) is None


def test_statuses_only_move_forward() -> None:
    assert status_moves_forward(ShipmentStatus.PENDING, ShipmentStatus.PRINTED)
    assert status_moves_forward(ShipmentStatus.PRINTED, ShipmentStatus.CANCELLED)
    assert not status_moves_forward(ShipmentStatus.HANDED_OVER, ShipmentStatus.PRINTED)
    assert not status_moves_forward(ShipmentStatus.PRINTED, ShipmentStatus.PRINTED)


def test_the_one_shipping_rule_leaves_an_order_shipped_elsewhere_alone_and_asks_before_shipping_one_cancelled_there() -> (
    None
):
    from station.domain.shippable import ShipFacts, ShipVerdict, decide

    shipped = decide(ShipFacts(status=ShipmentStatus.PENDING, made_elsewhere=True))
    assert shipped.verdict is ShipVerdict.SHIPPED_ELSEWHERE and shipped.skipped_by_batch and not shipped.creates
    assert shipped.reason == "shipped at another station"
    cancelled = decide(ShipFacts(status=ShipmentStatus.CANCELLED, made_elsewhere=True))
    assert cancelled.verdict is ShipVerdict.CONFIRM_AGAIN and cancelled.reason == "cancelled at another station"
    # Reprinted here on purpose: from then on it is this station's printed label like any other.
    assert decide(ShipFacts(status=ShipmentStatus.PRINTED, label_printed=True, made_elsewhere=True)).verdict is (
        ShipVerdict.DONE
    )
