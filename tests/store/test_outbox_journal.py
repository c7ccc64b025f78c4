"""The outbox journal: one unfinished create per order and kind (in code and in the schema), and `sent_before`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from station.domain.enums import Carrier, LabelFormat
from station.domain.models import Address, ShipmentDraft
from station.store.codec import payload_from_dict, payload_to_dict
from station.store.records import CreatePayload, OutboxKind, OutboxPayload, OutboxState, PrintPayload, ReturnPayload
from station.store.sql import UniqueViolation
from station.store.store import Store

DRAFT = ShipmentDraft(Carrier.POSTNL, "A", Address("A. Jansen", "Keizersgracht 1", "1015CC", "Amsterdam", "NL"))


def payload(kind: OutboxKind, n: int = 1) -> OutboxPayload:
    """A payload of this kind; `n` tells payloads of one kind apart."""
    if kind is OutboxKind.CREATE_SHIPMENT:
        return CreatePayload(DRAFT, f"A-{n}")
    return ReturnPayload(n, "A")


@pytest.fixture
def store(tmp_path: Path, store_location: Callable[[Path], Path | str]) -> Store:
    opened = Store.open(store_location(tmp_path / "s.sqlite3"), operator="tester")
    yield opened  # type: ignore[misc]
    opened.close()


@pytest.mark.parametrize("kind", [OutboxKind.CREATE_SHIPMENT, OutboxKind.CREATE_RETURN])
def test_a_second_create_of_an_order_joins_the_unfinished_one(store: Store, kind: OutboxKind) -> None:
    first = store.outbox.journal("import:A", payload(kind, 1))
    assert store.outbox.journal("import:A", payload(kind, 2)).id == first.id
    other_kind = OutboxKind.CREATE_RETURN if kind is OutboxKind.CREATE_SHIPMENT else OutboxKind.CREATE_SHIPMENT
    assert store.outbox.journal("import:A", payload(other_kind)).id != first.id
    store.outbox.mark(first.id, OutboxState.DONE)
    assert store.outbox.journal("import:A", payload(kind, 3)).id != first.id


def test_the_schema_itself_refuses_a_second_unfinished_return_of_an_order(store: Store) -> None:
    store.outbox.journal("import:A", payload(OutboxKind.CREATE_RETURN))
    with pytest.raises(UniqueViolation):
        store.db.execute(
            "INSERT INTO outbox (kind, order_key, payload, state, created_at, updated_at) "
            "VALUES ('create_return', 'import:A', '{}', 'pending', 'now', 'now')"
        )


def test_sent_before_names_an_earlier_create_that_was_sent_and_did_not_end_done(store: Store) -> None:
    sent = store.outbox.journal("import:A", payload(OutboxKind.CREATE_SHIPMENT))
    later = sent.id + 1000
    assert not store.outbox.sent_before(OutboxKind.CREATE_SHIPMENT, "import:A", other_than=later)
    store.outbox.mark(sent.id, OutboxState.FAILED, error="unreadable answer", count_attempt=True)
    assert store.outbox.sent_before(OutboxKind.CREATE_SHIPMENT, "import:A", other_than=later)
    assert not store.outbox.sent_before(OutboxKind.CREATE_SHIPMENT, "import:A", other_than=sent.id)
    assert not store.outbox.sent_before(OutboxKind.CREATE_RETURN, "import:A", other_than=later)
    store.outbox.mark(sent.id, OutboxState.DONE)
    assert not store.outbox.sent_before(OutboxKind.CREATE_SHIPMENT, "import:A", other_than=later)


@pytest.mark.parametrize(
    "journaled",
    [
        CreatePayload(DRAFT, "A", unsent=True),
        ReturnPayload(7, "A", send_email=True, printerless=True),
        PrintPayload(
            ("import:A", "import:B"),
            LabelFormat.A4,
            (2, 3),
            reprint=True,
            job_name="sheet",
            job_id=5,
            exact_slots=True,
            print_after_create=True,
        ),
    ],
)
def test_a_payload_reads_back_as_it_was_journaled(store: Store, journaled: OutboxPayload) -> None:
    entry = store.outbox.journal("import:A", journaled)
    assert entry.kind is journaled.kind and store.outbox.get(entry.id).payload == journaled  # type: ignore[union-attr]
    assert payload_from_dict(journaled.kind, payload_to_dict(journaled)) == journaled


def test_a_print_waiting_for_its_create_is_found_by_the_journals_sql(store: Store) -> None:
    waiting = store.outbox.journal("import:A", PrintPayload(("import:A",), LabelFormat.A6, print_after_create=True))
    assert [entry.id for entry in store.outbox.waiting_prints_after_create("import:A")] == [waiting.id]
    assert store.outbox.open_print_for("import:A") is None  # it gives way to any other print of the label
    store.outbox.update_payload(
        waiting.id, PrintPayload(("import:A",), LabelFormat.A6, job_id=1, print_after_create=True)
    )
    assert store.outbox.waiting_prints_after_create("import:A") == []
    assert store.outbox.open_print_for("import:A").id == waiting.id  # type: ignore[union-attr]
