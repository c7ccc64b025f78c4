"""Returns through the outbox: journaled first, looked up before every sending, one live return per shipment across
repeats, lost answers, crashes and restarts (against the sandbox)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from station.domain.enums import LabelFormat
from station.sandbox.server import SandboxServer
from station.services.errors import WorkQueued
from station.services.station import StationServices
from station.store.records import OutboxKind, OutboxState, ReturnPayload, ShipmentKind
from tests.helpers.sandbox import SandboxThatGoesAway, shipments_at
from tests.helpers.services import ServicesFactory, sample_file
from tests.helpers.waiting import async_wait_for

pytestmark = pytest.mark.anyio

ORDER = "import:WEB-10421"


def returns_on_service(base_url: str, parent_id: int, reference: str) -> list[int]:
    """Ids of the live returns of `parent_id`, asked of the sandbox directly (not through Station's client)."""
    return [
        s["id"]
        for s in shipments_at(base_url, reference)
        if s.get("parent_id") == parent_id and s["status"] != "cancelled"
    ]


async def printed_shipment(services: StationServices) -> tuple[int, str]:
    """The order's shipment, created and its label printed, so the service accepts a return for it (contract §3)."""
    services.orders.import_file(sample_file("sample-orders.csv"))
    shipment = await services.shipments.create(ORDER)
    await services.printing.print_label(ORDER, LabelFormat.A6)
    return shipment.id, shipment.reference


async def test_a_return_is_created_once_and_asking_again_gives_the_same_one(
    sandbox: SandboxServer, services_factory: ServicesFactory
) -> None:
    services = services_factory(sandbox)
    parent_id, reference = await printed_shipment(services)
    first = await services.shipments.create_return(ORDER, send_email=True, printerless=False)
    second = await services.shipments.create_return(ORDER, send_email=True, printerless=False)
    assert first.id == second.id and first.kind is ShipmentKind.RETURN and first.parent_id == parent_id
    assert returns_on_service(sandbox.base_url, parent_id, reference) == [first.id]
    entries = [e for e in services.store.outbox.all() if e.kind is OutboxKind.CREATE_RETURN]
    assert [e.state for e in entries] == [OutboxState.DONE]
    assert services.outbox.pending_count() == 0


async def test_a_return_sent_just_before_a_crash_is_found_after_the_restart_not_created_again(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    store_path = tmp_path / "return-crash.sqlite3"
    before = services_factory(sandbox, store_path=store_path)
    parent_id, reference = await printed_shipment(before)
    # What a crashed Station leaves: the journal entry in flight, the return on the service, nothing recorded.
    entry = before.store.outbox.journal(ORDER, ReturnPayload(parent_id, reference))
    before.store.outbox.mark(entry.id, OutboxState.IN_FLIGHT, count_attempt=True)
    created = await before.shipping_client().create_return(parent_id)
    await before.aclose()

    after = services_factory(sandbox, store_path=store_path)
    assert after.outbox.pending_count() == 1
    await after.start()
    await async_wait_for(
        after.outbox.pending_count,
        lambda pending: pending == 0,
        what="the resumed outbox to settle the journaled return",
    )
    recorded = after.store.shipments.live_return_of(parent_id)
    assert recorded is not None and recorded.id == created.id and recorded.order_key == ORDER
    assert returns_on_service(sandbox.base_url, parent_id, reference) == [created.id]
    # Asking for the return again now gives that one, still without a second on the service.
    assert (await after.shipments.create_return(ORDER, send_email=False, printerless=False)).id == created.id
    assert returns_on_service(sandbox.base_url, parent_id, reference) == [created.id]


async def test_a_return_journaled_but_never_sent_before_a_crash_is_created_once_after_the_restart(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    store_path = tmp_path / "return-unsent.sqlite3"
    before = services_factory(sandbox, store_path=store_path)
    parent_id, reference = await printed_shipment(before)
    before.store.outbox.journal(ORDER, ReturnPayload(parent_id, reference))
    await before.aclose()

    after = services_factory(sandbox, store_path=store_path)
    await after.start()
    await async_wait_for(
        after.outbox.pending_count,
        lambda pending: pending == 0,
        what="the resumed outbox to settle the journaled return",
    )
    on_service = returns_on_service(sandbox.base_url, parent_id, reference)
    recorded = after.store.shipments.live_return_of(parent_id)
    assert len(on_service) == 1 and recorded is not None and recorded.id == on_service[0]


async def test_a_return_whose_answer_is_lost_every_time_is_found_by_lookup_not_repeated(
    sandbox_factory: Callable[..., SandboxServer], services_factory: ServicesFactory
) -> None:
    # Every write is carried out and its answer dropped (contract §9 --drop-rate 1): only lookups tell the outcome.
    server = sandbox_factory(drop_rate=1.0, seed=7)
    services = services_factory(server)
    parent_id, reference = await printed_shipment(services)
    created = await services.shipments.create_return(ORDER, send_email=False, printerless=False)
    assert returns_on_service(server.base_url, parent_id, reference) == [created.id]
    assert services.outbox.pending_count() == 0


async def test_a_return_asked_for_while_offline_waits_and_is_created_once_when_the_service_returns(
    sandbox_factory: Callable[..., SandboxServer], services_factory: ServicesFactory, tmp_path: Path
) -> None:
    service = SandboxThatGoesAway(sandbox_factory, tmp_path)
    services = services_factory(service.server)
    parent_id, reference = await printed_shipment(services)
    service.go_away()
    with pytest.raises(WorkQueued):
        await services.shipments.create_return(ORDER, send_email=False, printerless=False)
    with pytest.raises(WorkQueued):  # a second press joins the journaled one
        await services.shipments.create_return(ORDER, send_email=False, printerless=False)
    assert [e.kind for e in services.store.outbox.unfinished()] == [OutboxKind.CREATE_RETURN]

    back = service.come_back()
    services.outbox.start_drainer()
    services.outbox.wake()
    await async_wait_for(
        services.outbox.pending_count, lambda pending: pending == 0, what="the drainer to send the queued returns"
    )
    recorded = services.store.shipments.live_return_of(parent_id)
    assert recorded is not None
    assert returns_on_service(back.base_url, parent_id, reference) == [recorded.id]
