"""The store's tables: order queue without duplicates, one live shipment per order, print jobs, slots, outbox."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from station.domain.enums import Carrier, LabelFormat, ShipmentStatus
from station.domain.models import Address, OrderLine, Product, ShipmentDraft, ShipmentOptions
from station.store.records import (
    CreatePayload,
    OrderSource,
    OutboxState,
    PrintJobItem,
    PrintState,
    QueuedOrder,
    ShipmentKind,
    ShipmentRecord,
)
from station.store.shipments import DuplicateShipment
from station.store.store import Store

RECIPIENT = Address("J. Jansen", "Keizersgracht 1", "1015CC", "Amsterdam", "NL", email="j@example.nl")


@pytest.fixture
def store(tmp_path: Path, store_location: Callable[[Path], Path | str]) -> Store:
    opened = Store.open(store_location(tmp_path / "s.sqlite3"), operator="tester")
    yield opened
    opened.close()


def order(reference: str = "ORD-1", **changes: object) -> QueuedOrder:
    values: dict[str, object] = {
        "key": f"import:{reference}",
        "source": OrderSource.IMPORT,
        "reference": reference,
        "recipient": RECIPIENT,
        "lines": (OrderLine(2, Product("SKU-1", "Mug", "8712345678906")),),
        "carrier": Carrier.POSTNL,
        "options": ShipmentOptions(insurance=500),
        "delivery_selection": {"carrier": "postnl"},
    }
    values.update(changes)
    return QueuedOrder(**values)  # type: ignore[arg-type]


def test_an_order_round_trips_and_a_duplicate_is_skipped(store: Store) -> None:
    assert store.orders.add(order())
    assert not store.orders.add(order())
    assert not store.orders.add(order(key="import:other"))  # same reference, other key: still the same order
    stored = store.orders.get("import:ORD-1")
    assert stored is not None
    assert (stored.recipient, stored.lines, stored.carrier, stored.options) == (
        RECIPIENT,
        order().lines,
        Carrier.POSTNL,
        ShipmentOptions(insurance=500),
    )
    assert stored.delivery_selection == {"carrier": "postnl"}
    assert store.orders.count() == 1


def test_the_store_refuses_a_second_live_shipment_for_an_order(store: Store) -> None:
    store.orders.add(order())
    first = ShipmentRecord(101, "import:ORD-1", "ORD-1", ShipmentStatus.PENDING, barcode="3SABC")
    store.shipments.record(first)
    with pytest.raises(DuplicateShipment):
        store.shipments.record(ShipmentRecord(102, "import:ORD-1", "ORD-1", ShipmentStatus.PENDING))
    # Recording the same id again is a refresh, not a duplicate.
    store.shipments.record(ShipmentRecord(101, "import:ORD-1", "ORD-1", ShipmentStatus.PRINTED, barcode="3SABC"))
    # After a cancel, a new shipment for the order is allowed; a return never counts as a second outbound.
    store.shipments.set_status(101, ShipmentStatus.CANCELLED)
    store.shipments.record(ShipmentRecord(103, "import:ORD-1", "ORD-1", ShipmentStatus.PENDING))
    store.shipments.record(
        ShipmentRecord(104, "import:ORD-1", "", ShipmentStatus.PENDING, kind=ShipmentKind.RETURN, parent_id=103)
    )
    current = store.orders.get("import:ORD-1")
    assert current is not None and current.shipment is not None and current.shipment.id == 103
    assert store.orders.by_barcode("3SABC").key == "import:ORD-1"  # type: ignore[union-attr]


def test_print_jobs_count_as_printed_only_once_sent(store: Store) -> None:
    store.orders.add(order())
    store.shipments.record(ShipmentRecord(101, "import:ORD-1", "ORD-1", ShipmentStatus.PENDING))
    job = store.print_jobs.create(
        job_name="ORD-1",
        label_format=LabelFormat.A6,
        printer_profile="Zebra",
        printer="zebra",
        items=[PrintJobItem("import:ORD-1", 101)],
    )
    assert job.state is PrintState.QUEUED and not store.print_jobs.printed_shipment(101)
    store.print_jobs.set_state(job.id, PrintState.SENT, "wrote ORD-1.pdf")
    assert store.print_jobs.printed_shipment(101)
    assert store.orders.get("import:ORD-1").printed_count == 1  # type: ignore[union-attr]
    assert [j.id for j in store.print_jobs.for_order("import:ORD-1")] == [job.id]


def test_sheet_slots_follow_the_sheet_in_the_tray(store: Store) -> None:
    assert store.slots.used("office") == frozenset()
    store.slots.occupy("office", 1, [[1, 2]])
    store.slots.occupy("office", 2, [[3]])
    assert store.slots.used("office") == {1, 2, 3}
    assert store.slots.used("other") == frozenset()
    store.slots.occupy("office", 3, [[4]])  # the sheet is full, so a fresh one is next
    assert store.slots.used("office") == frozenset()
    store.slots.occupy("office", 4, [[1, 2, 3, 4], [1, 2]])  # only the job's last sheet stays in the tray
    assert store.slots.used("office") == {1, 2}
    store.slots.release("office", 4)
    assert store.slots.used("office") == frozenset()
    store.slots.occupy("office", 5, [[2]])
    store.slots.reset("office")
    assert store.slots.used("office") == frozenset()


def test_the_outbox_keeps_one_open_create_per_order(store: Store) -> None:
    store.orders.add(order())
    journaled = CreatePayload(ShipmentDraft(Carrier.POSTNL, "ORD-1", order().recipient), "ORD-1")
    first = store.outbox.journal("import:ORD-1", journaled)
    again = store.outbox.journal("import:ORD-1", journaled)
    assert again.id == first.id
    assert store.outbox.pending_count() == 1
    store.outbox.mark(first.id, OutboxState.IN_FLIGHT, count_attempt=True)
    assert store.outbox.unfinished()[0].attempts == 1
    store.outbox.mark(first.id, OutboxState.DONE)
    assert store.outbox.pending_count() == 0
    # Once done, a new create (after a cancel) may be journaled.
    assert store.outbox.journal("import:ORD-1", journaled).id != first.id


def test_the_operator_log_says_who_did_what(store: Store) -> None:
    store.log.add("created shipment", "import:ORD-1", "id 101")
    entry = store.log.entries("import:ORD-1")[0]
    assert (entry.operator, entry.action, entry.detail) == ("tester", "created shipment", "id 101")
