"""An order's reference is unique per shop (schema version 10): two shops' #1001 are two orders, a re-import of
either adds nothing, and a database written before keeps every order, key and what refers to them. On both engines."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from station.domain.models import Address
from station.store.database import Database
from station.store.migrations import MIGRATIONS
from station.store.postgres import PostgresDatabase
from station.store.records import OrderSource, QueuedOrder
from station.store.sql import SqlDatabase
from station.store.store import Store

BEFORE_SHOPS = MIGRATIONS[:9]
RECIPIENT = Address("J. Jansen", "Keizersgracht 1", "1015CC", "Amsterdam", "NL")


def imported(reference: str, shop: str = "") -> QueuedOrder:
    return QueuedOrder(f"import:{reference}", OrderSource.IMPORT, reference, RECIPIENT, shop=shop)


@pytest.fixture
def location(tmp_path: Path, store_location: Callable[[Path], Path | str]) -> Path | str:
    return store_location(tmp_path / "s.sqlite3")


def database_at(location: Path | str, migrations: tuple[str | object, ...]) -> SqlDatabase:
    if isinstance(location, Path):
        return Database(location, migrations=migrations)  # type: ignore[arg-type] # the ladder's own steps
    return PostgresDatabase(location, migrations=migrations)  # type: ignore[arg-type] # the ladder's own steps


def test_two_shops_orders_with_one_reference_are_two_orders_and_each_is_added_once(location: Path | str) -> None:
    store = Store.open(location)
    assert store.orders.queue(imported("1001", "Shop A")) == "import:1001"
    # Shop B's #1001 is no duplicate of shop A's: it is queued, under a key that names its shop.
    assert store.orders.queue(imported("1001", "Shop B")) == "import@Shop B:1001"
    assert store.orders.queue(imported("1001", "Shop:B@x")) == "import@Shop%3AB%40x:1001"
    # The default shop's too; and a re-import of any of them adds nothing.
    assert store.orders.queue(imported("1001")) == "import@:1001"
    for shop in ("Shop A", "Shop B", "Shop:B@x", ""):
        assert store.orders.queue(imported("1001", shop)) is None
        assert not store.orders.add(imported("1001", shop))
    assert store.orders.count() == 4
    by_shop = {order.shop: order.key for order in store.orders.all_by_reference("1001")}
    assert by_shop == {
        "": "import@:1001",
        "Shop A": "import:1001",
        "Shop B": "import@Shop B:1001",
        "Shop:B@x": "import@Shop%3AB%40x:1001",
    }
    b = store.orders.by_reference("1001", shop="Shop B")
    assert b is not None and b.key == "import@Shop B:1001" and b.shop == "Shop B"
    assert store.orders.by_reference("1001", shop="Shop C") is None
    assert store.orders.exists(reference="1001", shop="Shop B") and not store.orders.exists(reference="1001", shop="C")
    assert [o.shop for o in store.orders.all_by_reference_ignoring_case("1001")] == ["", "Shop A", "Shop B", "Shop:B@x"]
    # A reference of one shop alone keeps the plain key, whichever shop it is.
    assert store.orders.queue(imported("2002", "Shop B")) == "import:2002"
    store.close()


def test_a_database_of_before_keeps_every_order_key_and_reference_and_takes_a_second_shops_order(
    location: Path | str,
) -> None:
    old = database_at(location, BEFORE_SHOPS)
    rows = [
        ("import:1001", "import", "1001", None, "Shop A"),
        ("import:1002", "import", "1002", None, ""),
        ("service:u-1", "service", "1003", "u-1", "Shop B"),
        ("shipment:77", "service", "#77", None, "Shop B"),
    ]
    for key, source, reference, uuid, shop in rows:
        old.execute(
            """INSERT INTO orders (key, source, reference, order_uuid, recipient, shop, created_at, updated_at,
                   draft, parcels) VALUES (?, ?, ?, ?, '{}', ?, '2026-11-01T10:00:00+00:00',
                   '2026-11-01T10:00:00+00:00', NULL, 2)""",
            (key, source, reference, uuid, shop),
        )
    old.execute(
        """INSERT INTO shipments (id, order_key, reference, status, barcode, created_at, updated_at)
           VALUES (501, 'import:1001', '1001', 'printed', '3SABC', '2026-11-01', '2026-11-01')"""
    )
    old.execute(
        """INSERT INTO print_jobs (id, job_name, label_format, printer_profile, printer, state, created_at,
               updated_at) VALUES (7, '1001', 'a6', 'p', 'p', 'sent', '2026-11-01', '2026-11-01')"""
    )
    old.execute("INSERT INTO print_job_items (job_id, order_key, shipment_id) VALUES (7, 'import:1001', 501)")
    old.execute(
        """INSERT INTO outbox (kind, order_key, state, created_at, updated_at)
           VALUES ('create_shipment', 'import:1002', 'pending', '2026-11-01', '2026-11-01')"""
    )
    old.close()

    store = Store.open(location)
    assert store.db.schema_version == len(MIGRATIONS)
    kept = {(o.key, o.source.value, o.reference, o.order_uuid, o.shop, o.parcels) for o in store.orders.all()}
    assert kept == {(key, source, reference, uuid, shop, 2) for key, source, reference, uuid, shop in rows}
    a = store.orders.get("import:1001")
    assert a is not None and a.shipment is not None and a.shipment.id == 501 and a.printed_count == 1
    assert [row["order_key"] for row in store.db.query("SELECT order_key FROM outbox")] == ["import:1002"]

    # Shop B's #1001 arrives: an order of its own next to shop A's; the default shop's as well; again: nothing.
    assert store.orders.queue(imported("1001", "Shop B")) == "import@Shop B:1001"
    assert store.orders.queue(imported("1001")) == "import@:1001"
    assert store.orders.queue(imported("1001", "Shop A")) is None
    assert store.orders.queue(imported("1002")) is None
    assert store.orders.count() == len(rows) + 2
    store.close()


def test_after_the_migration_a_shipment_of_no_order_is_still_refused(location: Path | str) -> None:
    database_at(location, BEFORE_SHOPS).close()
    store = Store.open(location)
    with pytest.raises(Exception, match=r"(?i)foreign key"):
        store.db.execute(
            """INSERT INTO shipments (id, order_key, reference, status, created_at, updated_at)
               VALUES (9, 'import:nobody', 'x', 'pending', '2026-11-01', '2026-11-01')"""
        )
    store.close()
