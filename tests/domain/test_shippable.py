"""station.domain.shippable: the one rule for whether an order ships, prints, is left alone or needs confirming."""

from __future__ import annotations

import pytest

from station.domain.enums import ShipmentStatus
from station.domain.shippable import ShipFacts, ShipVerdict, decide


@pytest.mark.parametrize(
    ("facts", "verdict"),
    [
        (ShipFacts(status=None), ShipVerdict.SHIP),
        (ShipFacts(status=ShipmentStatus.PENDING), ShipVerdict.PRINT),
        (ShipFacts(status=ShipmentStatus.PRINTED), ShipVerdict.PRINT),  # the service's status is not paper here
        (ShipFacts(status=ShipmentStatus.PENDING, label_printed=True), ShipVerdict.DONE),
        (ShipFacts(status=ShipmentStatus.HANDED_OVER), ShipVerdict.WITH_CARRIER),
        (ShipFacts(status=ShipmentStatus.DELIVERED, label_printed=True), ShipVerdict.WITH_CARRIER),
        (ShipFacts(status=ShipmentStatus.RETURNED), ShipVerdict.WITH_CARRIER),
        (ShipFacts(status=ShipmentStatus.CANCELLED), ShipVerdict.CONFIRM_AGAIN),
        (ShipFacts(status=ShipmentStatus.CANCELLED, label_printed=True), ShipVerdict.CONFIRM_AGAIN),
    ],
)
def test_each_state_has_one_verdict(facts: ShipFacts, verdict: ShipVerdict) -> None:
    assert decide(facts).verdict is verdict


def test_a_batch_leaves_cancelled_and_handed_over_orders_alone_and_says_why() -> None:
    cancelled = decide(ShipFacts(status=ShipmentStatus.CANCELLED))
    handed = decide(ShipFacts(status=ShipmentStatus.HANDED_OVER))
    assert cancelled.skipped_by_batch and cancelled.reason == "cancelled" and cancelled.creates
    assert handed.skipped_by_batch and "carrier" in handed.reason and not handed.creates
    assert not decide(ShipFacts(status=None)).skipped_by_batch
    assert not decide(ShipFacts(status=ShipmentStatus.PENDING)).skipped_by_batch
