"""The order queue's read of the whole table (OrderRepository.all): only what the table shows at once, the rest on
an order's first use, and the same orders as reading each one by key."""

from __future__ import annotations

import dataclasses
import gc
from collections.abc import Callable
from pathlib import Path

import pytest

from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentStatus
from station.domain.models import Address, OrderLine, Product, ShipmentDraft, ShipmentOptions
from station.store.codec import restored
from station.store.records import DEFERRED_ORDER_FIELDS, OrderSource, QueuedOrder, ShipmentRecord
from station.store.store import Store

RECIPIENT = Address("J. Jansen", "Keizersgracht 1", "1015CC", "Amsterdam", "NL", email="j@example.nl")


@pytest.fixture
def store(tmp_path: Path, store_location: Callable[[Path], Path | str]) -> Store:
    opened = Store.open(store_location(tmp_path / "s.sqlite3"), operator="tester")
    yield opened
    opened.close()


def add_orders(store: Store) -> None:
    store.orders.add(
        QueuedOrder(
            key="import:ORD-1",
            source=OrderSource.IMPORT,
            reference="ORD-1",
            recipient=RECIPIENT,
            lines=(OrderLine(2, Product("SKU-1", "Mug", "8712345678906")),),
            carrier=Carrier.POSTNL,
            options=ShipmentOptions(package_type=PackageType.MAILBOX, insurance=500),
            delivery_selection={"carrier": "postnl", "delivery_type": "standard"},
            order_uuid="uuid-1",
            weight_grams=900,
            label_description="fragile",
            shop="sandbox",
            origin="orders.csv line 2",
        )
    )
    store.orders.add(
        QueuedOrder(
            key="service:uuid-2",
            source=OrderSource.SERVICE,
            reference="ORD-2",
            recipient=Address("A. de Vries", "Dorpsstraat 3", "9000", "Gent", "BE"),
        )
    )
    store.orders.set_draft(
        "import:ORD-1",
        ShipmentDraft(
            carrier=Carrier.DPD,
            reference="ORD-1",
            recipient=dataclasses.replace(RECIPIENT, street="Keizersgracht 2"),
            options=ShipmentOptions(delivery_type=DeliveryType.STANDARD),
        ),
    )
    store.shipments.record(ShipmentRecord(101, "import:ORD-1", "ORD-1", ShipmentStatus.PENDING, barcode="3SABC"))


def test_the_queue_read_gives_the_same_orders_as_reading_each_by_key(store: Store) -> None:
    add_orders(store)
    queue = store.orders.all()
    assert [order.key for order in queue] == ["import:ORD-1", "service:uuid-2"]
    for order in queue:
        assert order == store.orders.get(order.key)  # every field, the deferred ones read on the way
    first = queue[0]
    assert (first.lines, first.options, first.order_uuid, first.label_description, first.origin) == (
        (OrderLine(2, Product("SKU-1", "Mug", "8712345678906")),),
        ShipmentOptions(package_type=PackageType.MAILBOX, insurance=500),
        "uuid-1",
        "fragile",
        "orders.csv line 2",
    )
    assert first.draft is not None and first.draft.recipient.street == "Keizersgracht 2"
    assert first.shipment is not None and first.shipment.barcode == "3SABC"


def test_what_the_table_does_not_show_is_read_on_first_use_once(store: Store) -> None:
    add_orders(store)
    order = store.orders.all()[0]
    assert not DEFERRED_ORDER_FIELDS & set(vars(order))  # not read with the queue
    assert order.reference == "ORD-1" and order.recipient == RECIPIENT  # what the table shows is there
    assert order.weight_grams == 900  # the first use reads every deferred field
    assert DEFERRED_ORDER_FIELDS <= set(vars(order))
    store.orders.set_order_uuid("import:ORD-1", "uuid-changed")
    assert order.order_uuid == "uuid-1"  # read once: an order is a snapshot from then on
    changed = dataclasses.replace(order, weight_grams=1000)
    assert changed.weight_grams == 1000 and changed.lines == order.lines and changed.shop == "sandbox"


def test_a_missing_attribute_is_still_an_attribute_error(store: Store) -> None:
    add_orders(store)
    order = store.orders.all()[0]
    with pytest.raises(AttributeError):
        order.no_such_field  # noqa: B018 - the access is the test
    assert not hasattr(order, "__deepcopy__")
    assert QueuedOrder(key="k", source=OrderSource.IMPORT, reference="r", recipient=RECIPIENT).lines == ()


def test_the_read_leaves_the_garbage_collector_as_it_found_it(store: Store) -> None:
    add_orders(store)
    assert gc.isenabled()
    store.orders.all()
    assert gc.isenabled()
    gc.disable()
    try:
        store.orders.all()
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.parametrize("cls", [QueuedOrder, Address])
def test_restored_builds_what_init_builds_for_the_classes_it_is_used_on(cls: type) -> None:
    # restored() skips __init__: only sound for classes with nothing in __post_init__ and no __slots__.
    assert not hasattr(cls, "__post_init__") and not hasattr(cls, "__slots__")
    if cls is Address:
        assert restored(Address, dataclasses.asdict(RECIPIENT)) == RECIPIENT
    else:
        full = QueuedOrder(key="k", source=OrderSource.IMPORT, reference="r", recipient=RECIPIENT, weight_grams=5)
        fields = {field.name: getattr(full, field.name) for field in dataclasses.fields(QueuedOrder)}
        assert restored(QueuedOrder, fields) == full


def test_an_order_read_with_the_queue_is_complete_after_its_store_closed(
    tmp_path: Path, store_location: Callable[[Path], Path | str]
) -> None:
    opened = Store.open(store_location(tmp_path / "closing.sqlite3"), operator="tester")
    add_orders(opened)
    order = opened.orders.all()[0]
    opened.close()  # the session ends; the window may still hand the order on
    assert order.lines == (OrderLine(2, Product("SKU-1", "Mug", "8712345678906")),) and order.shop == "sandbox"
