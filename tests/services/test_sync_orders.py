"""Syncing open fulfilment orders and pending shipments from the service into the queue, against the sandbox:
each once, however often it runs, tied to an imported order of the same reference, and ready to ship."""

from __future__ import annotations

import pytest

from station.domain.enums import ShipmentStatus
from station.domain.models import Address, Order, OrderLine, Product
from station.domain.text import Text
from station.sandbox.server import SandboxServer
from station.store.orders import service_key
from station.store.records import OrderSource, OrderState
from station.translation import translated
from tests.api.drafts import nl_draft
from tests.helpers.services import ServicesFactory, live_by_reference, sample_file

pytestmark = pytest.mark.anyio

RECIPIENT = Address(
    name="Lotte Smit",
    street="Prinsengracht 263",
    postal_code="1016GV",
    city="Amsterdam",
    country="NL",
    email="lotte@example.nl",
)


def order(external_identifier: str, quantity: int = 1) -> Order:
    return Order(
        external_identifier=external_identifier,
        recipient=RECIPIENT,
        lines=(OrderLine(quantity, Product("MUG-WHT", "Mok wit 350 ml", "8712345000017")),),
    )


async def test_open_orders_are_queued_once_however_often_the_sync_runs(
    sandbox: SandboxServer, services_factory: ServicesFactory
) -> None:
    services = services_factory(sandbox)
    client = services.shipping_client()
    first = await client.create_order(order("SHOP-501", quantity=2))
    second = await client.create_order(order("SHOP-502"))
    queued_before = {o.key for o in services.orders.orders()}
    changes: list[None] = []
    services.orders.add_listener(lambda: changes.append(None))

    report = await services.orders.sync_from_service()
    assert report.added_orders >= 2
    for created in (first, second):
        assert created.uuid is not None
        queued = services.orders.get(service_key(created.uuid))
        assert queued.source is OrderSource.SERVICE and queued.order_uuid == created.uuid
        assert queued.reference == created.external_identifier and queued.state is OrderState.QUEUED
        assert queued.recipient.name == "Lotte Smit" and queued.recipient.street == "Prinsengracht 263"
        assert queued.recipient.postal_code == "1016GV"
    assert [(line.quantity, line.product.sku) for line in services.orders.get(service_key(first.uuid or "")).lines] == [
        (2, "MUG-WHT")
    ]
    after_first = {o.key for o in services.orders.orders()}
    # The operator log says what the sync added as a text kept with its source, said in the language of the day.
    logged = next(entry for entry in services.store.log.entries() if entry.action == "sync")
    assert isinstance(logged.detail, Text)
    assert translated(logged.detail).startswith(f"{report.added_orders} orders added, ")
    assert after_first - queued_before >= {service_key(first.uuid or ""), service_key(second.uuid or "")}
    assert len(changes) == 1

    again = await services.orders.sync_from_service()
    assert (again.added_orders, again.added_shipments) == (0, 0) and again.already_known >= 2
    assert {o.key for o in services.orders.orders()} == after_first
    assert len(changes) == 1  # nothing changed, nothing to reload

    # A synced order ships like any other: its shipment carries the order's reference, once.
    shipment = await services.shipments.create(service_key(first.uuid or ""))
    assert shipment.reference == "SHOP-501"
    await services.orders.sync_from_service()  # its pending shipment is known now: no second order for it
    assert {o.key for o in services.orders.orders()} == after_first
    assert len(live_by_reference(sandbox, "SHOP-501")) == 1


async def test_a_service_order_with_the_reference_of_an_imported_one_is_tied_to_it_not_queued_twice(
    sandbox: SandboxServer, services_factory: ServicesFactory
) -> None:
    services = services_factory(sandbox)
    services.orders.import_file(sample_file("sample-orders.csv"))
    created = await services.shipping_client().create_order(order("WEB-10421"))
    count = len(services.orders.orders())

    await services.orders.sync_from_service()
    assert len(services.orders.orders()) == count
    imported = services.orders.get("import:WEB-10421")
    assert imported.order_uuid == created.uuid and imported.source is OrderSource.IMPORT
    # Now that the order is known on the service, a note can be added to it there.
    note = await services.shipments.add_note("import:WEB-10421", "Fragile: pack with care")
    assert note.order_uuid == created.uuid


async def test_pending_shipments_made_elsewhere_become_orders_once_and_a_lost_create_is_tied_to_its_order(
    sandbox: SandboxServer, services_factory: ServicesFactory
) -> None:
    services = services_factory(sandbox)
    services.orders.import_file(sample_file("sample-orders.csv"))
    client = services.shipping_client()
    elsewhere = await client.create_shipment(nl_draft("PORTAL-77"))
    # A create for an imported order whose answer Station never saw: the shipment exists, the queue has no record.
    lost = await client.create_shipment(services.shipments.draft_for("import:WEB-10422"))

    report = await services.orders.sync_from_service()
    assert report.added_shipments >= 2
    adopted = services.orders.get(f"shipment:{elsewhere.id}")
    assert adopted.reference == "PORTAL-77" and adopted.shipment is not None
    assert adopted.shipment.id == elsewhere.id and adopted.state is OrderState.CREATED
    tied = services.orders.get("import:WEB-10422")
    assert tied.shipment is not None and tied.shipment.id == lost.id
    assert tied.shipment.status is ShipmentStatus.PENDING
    keys = [o.key for o in services.orders.orders()]

    again = await services.orders.sync_from_service()
    assert again.added_shipments == 0 and [o.key for o in services.orders.orders()] == keys
    # Creating the tied order's shipment now gives that one back, never a second.
    assert (await services.shipments.create("import:WEB-10422")).id == lost.id
    assert len(live_by_reference(sandbox, "WEB-10422")) == 1


async def test_a_pending_multi_collo_shipment_syncs_as_one_order_with_its_parcels(
    sandbox: SandboxServer, services_factory: ServicesFactory
) -> None:
    """Its follow-up parcels are listed as pending shipments too (they carry the reference); they join their main
    parcel's order, never become an order or the order's shipment themselves."""
    services = services_factory(sandbox)
    main = await services.shipping_client().create_shipment(nl_draft("MC-SYNC", secondary_shipments=2))
    await services.orders.sync_from_service()
    queued = [o for o in services.orders.orders() if o.reference == "MC-SYNC"]
    assert len(queued) == 1 and queued[0].shipment is not None
    assert queued[0].shipment.id == main.id
    assert [parcel.id for parcel in queued[0].shipment.follow_ups] == [parcel.id for parcel in main.follow_ups]
