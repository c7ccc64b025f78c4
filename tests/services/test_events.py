"""Services say what changed: the event bus, and the one place that decides whether the service answers."""

from __future__ import annotations

import pytest

from station.domain.enums import LabelFormat
from station.sandbox.server import SandboxServer
from station.services.errors import WorkQueued
from station.services.events import (
    ConnectionChanged,
    EventBus,
    OrdersChanged,
    PendingWorkChanged,
    QueueChanged,
    SheetChanged,
)
from tests.helpers.services import ServicesFactory


def test_a_subscriber_hears_its_kind_only_until_it_unsubscribes() -> None:
    bus = EventBus()
    orders: list[OrdersChanged] = []
    sheets: list[SheetChanged] = []
    stop = bus.subscribe(OrdersChanged, orders.append)
    bus.subscribe(SheetChanged, sheets.append)

    bus.publish(OrdersChanged(("a",)))
    bus.publish(SheetChanged(LabelFormat.A4))
    stop()
    bus.publish(OrdersChanged(("b",)))

    assert orders == [OrdersChanged(("a",))]
    assert sheets == [SheetChanged(LabelFormat.A4)]


def test_a_failing_subscriber_stops_neither_the_publisher_nor_the_others(caplog: pytest.LogCaptureFixture) -> None:
    bus = EventBus()
    heard: list[QueueChanged] = []

    def broken(_event: QueueChanged) -> None:
        raise RuntimeError("a view's bug")

    bus.subscribe(QueueChanged, broken)
    bus.subscribe(QueueChanged, heard.append)
    bus.publish(QueueChanged())

    assert heard == [QueueChanged()]
    assert "a QueueChanged handler failed" in caplog.text


def test_a_new_subscriber_is_told_the_latest_state_at_once_but_no_past_happening() -> None:
    bus = EventBus()
    bus.publish(PendingWorkChanged(3))
    bus.publish(PendingWorkChanged(2))
    bus.publish(OrdersChanged(("a",)))
    counts: list[PendingWorkChanged] = []
    orders: list[OrdersChanged] = []

    bus.subscribe(PendingWorkChanged, counts.append)
    bus.subscribe(OrdersChanged, orders.append)

    assert counts == [PendingWorkChanged(2)]
    assert orders == []


@pytest.mark.anyio
async def test_the_link_says_online_offline_and_when_work_queued_in_an_outage_went_out(
    sandbox: SandboxServer, services_factory: ServicesFactory
) -> None:
    services = services_factory(sandbox)
    links: list[ConnectionChanged] = []
    queue: list[QueueChanged] = []
    services.events.subscribe(ConnectionChanged, links.append)
    services.events.subscribe(QueueChanged, queue.append)

    services.link.answered()
    services.link.answered()  # no change, nothing said
    services.link.failed(ValueError("a refusal says nothing of the connection"))
    assert links == [ConnectionChanged(True)]

    services.link.failed(WorkQueued("The service did not answer."))
    assert links[-1] == ConnectionChanged(False, "The service did not answer.")
    services.events.publish(PendingWorkChanged(1))
    assert queue == []
    services.events.publish(PendingWorkChanged(0))  # the journaled work went out
    assert queue == [QueueChanged()]
    services.link.answered()
    assert links[-1] == ConnectionChanged(True)
