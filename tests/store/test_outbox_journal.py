"""The outbox journal: one unfinished create per order and kind (in code and in the schema), and `sent_before`."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from station.store.records import OutboxKind, OutboxState
from station.store.store import Store


@pytest.fixture
def store(tmp_path: Path) -> Store:
    opened = Store.open(tmp_path / "s.sqlite3", operator="tester")
    yield opened  # type: ignore[misc]
    opened.close()


@pytest.mark.parametrize("kind", [OutboxKind.CREATE_SHIPMENT, OutboxKind.CREATE_RETURN])
def test_a_second_create_of_an_order_joins_the_unfinished_one(store: Store, kind: OutboxKind) -> None:
    first = store.outbox.journal(kind, "import:A", {"n": 1})
    assert store.outbox.journal(kind, "import:A", {"n": 2}).id == first.id
    other_kind = OutboxKind.CREATE_RETURN if kind is OutboxKind.CREATE_SHIPMENT else OutboxKind.CREATE_SHIPMENT
    assert store.outbox.journal(other_kind, "import:A", {}).id != first.id
    store.outbox.mark(first.id, OutboxState.DONE)
    assert store.outbox.journal(kind, "import:A", {"n": 3}).id != first.id


def test_the_schema_itself_refuses_a_second_unfinished_return_of_an_order(store: Store) -> None:
    store.outbox.journal(OutboxKind.CREATE_RETURN, "import:A", {})
    with pytest.raises(sqlite3.IntegrityError):
        store.db.execute(
            "INSERT INTO outbox (kind, order_key, payload, state, created_at, updated_at) "
            "VALUES ('create_return', 'import:A', '{}', 'pending', 'now', 'now')"
        )


def test_sent_before_names_an_earlier_create_that_was_sent_and_did_not_end_done(store: Store) -> None:
    sent = store.outbox.journal(OutboxKind.CREATE_SHIPMENT, "import:A", {})
    later = sent.id + 1000
    assert not store.outbox.sent_before(OutboxKind.CREATE_SHIPMENT, "import:A", other_than=later)
    store.outbox.mark(sent.id, OutboxState.FAILED, error="unreadable answer", count_attempt=True)
    assert store.outbox.sent_before(OutboxKind.CREATE_SHIPMENT, "import:A", other_than=later)
    assert not store.outbox.sent_before(OutboxKind.CREATE_SHIPMENT, "import:A", other_than=sent.id)
    assert not store.outbox.sent_before(OutboxKind.CREATE_RETURN, "import:A", other_than=later)
    store.outbox.mark(sent.id, OutboxState.DONE)
    assert not store.outbox.sent_before(OutboxKind.CREATE_SHIPMENT, "import:A", other_than=later)
