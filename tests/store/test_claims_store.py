"""The claims table on both engines: one statement takes a claim, a live claim of another station holds, an expired
one is taken, a station's renewal keeps its claims alive, and a station gone leaves its journal to be taken over."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from station.domain.enums import Carrier
from station.domain.models import Address, ShipmentDraft
from station.store.claims import StationIdentity
from station.store.records import CreatePayload, OrderSource, QueuedOrder
from station.store.store import Store

LEASE = timedelta(seconds=30)
ONE = StationIdentity("one", "Table 1")
TWO = StationIdentity("two", "Table 2")
RECIPIENT = Address("A. Jansen", "Keizersgracht 1", "1015CC", "Amsterdam", "NL")


@pytest.fixture
def stores(tmp_path: Path, store_location: Callable[[Path], Path | str]) -> Iterator[tuple[Store, Store]]:
    """Two stations on one store (on SQLite: two connections to one file)."""
    location = store_location(tmp_path / "shared.sqlite3")
    one, two = Store.open(location, station=ONE), Store.open(location, station=TWO)
    for reference in ("A", "B"):
        one.orders.add(QueuedOrder(f"import:{reference}", OrderSource.IMPORT, reference, RECIPIENT))
    one.claims.register(ONE, LEASE)
    two.claims.register(TWO, LEASE)
    yield one, two
    one.close()
    two.close()


def test_a_live_claim_of_another_station_holds_and_says_who_and_since_when(stores: tuple[Store, Store]) -> None:
    one, two = stores
    assert one.claims.claim("import:A", "one", LEASE) is None
    holder = two.claims.claim("import:A", "two", LEASE)
    assert holder is not None and holder.station_name == "Table 1" and holder.station_id == "one"
    assert one.claims.claim("import:A", "one", LEASE) is None  # its own again: still its, since the first time
    assert one.claims.holder("import:A").claimed_at == holder.claimed_at  # type: ignore[union-attr]
    one.claims.release(["import:A"], "two")  # another station cannot let go of it
    assert two.claims.holder("import:A") is not None
    one.claims.release(["import:A"], "one")
    assert two.claims.claim("import:A", "two", LEASE) is None


def test_an_expired_claim_is_free_and_a_renewed_one_is_not(stores: tuple[Store, Store]) -> None:
    one, two = stores
    past = datetime.now(UTC) - timedelta(minutes=5)
    one.claims.claim("import:A", "one", LEASE, now=past)
    one.claims.claim("import:B", "one", LEASE, now=past)
    assert two.claims.holder("import:A") is None  # 5 minutes old, 30 s lease: expired
    one.claims.renew("one", LEASE)  # the heartbeat of a live station renews every claim it holds
    assert two.claims.claim("import:A", "two", LEASE) is not None
    one.claims.renew("one", LEASE, now=past)  # its last heartbeat long ago: it died
    assert two.claims.claim("import:B", "two", LEASE) is None
    assert two.claims.held_by("two") == ["import:B"]


def test_a_station_gone_leaves_its_unfinished_journal_to_be_taken_over(stores: tuple[Store, Store]) -> None:
    one, two = stores
    draft = ShipmentDraft(Carrier.POSTNL, "A", RECIPIENT)
    entry = one.outbox.journal("import:A", CreatePayload(draft, "A"))
    assert one.outbox.pending_count() == 1 and two.outbox.pending_count() == 0  # each station's own journal
    now = datetime.now(UTC).isoformat()
    assert two.outbox.take_over(two.claims.stations_gone("two"), now) == 0  # Table 1 is alive
    one.claims.register(ONE, LEASE, now=datetime.now(UTC) - timedelta(minutes=5))
    assert two.claims.stations_gone("two") == ["one"]
    assert two.outbox.take_over(["one"], now) == 1
    assert [taken.id for taken in two.outbox.unfinished()] == [entry.id] and one.outbox.pending_count() == 0
