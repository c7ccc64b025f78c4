"""Moving one station's SQLite queue into the shared store (docs/multi-station.md): everything it knew arrives, a
second move adds nothing, and a journal with unfinished work is refused rather than half-moved."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from station.domain.enums import Carrier, LabelFormat, ShipmentStatus
from station.domain.models import Address, ShipmentDraft
from station.store.claims import StationIdentity
from station.store.moving import JournalNotSettled, move_queue
from station.store.orders import shop_import_key
from station.store.records import (
    CreatePayload,
    OrderSource,
    OutboxState,
    PrintJobItem,
    PrintState,
    QueuedOrder,
    ShipmentRecord,
)
from station.store.store import Store
from tests.helpers.postgres import Cluster, Schemas

RECIPIENT = Address("A. Jansen", "Keizersgracht 1", "1015CC", "Amsterdam", "NL")


@pytest.fixture
def shared(postgres_cluster: Cluster) -> Iterator[str]:
    schemas = Schemas(postgres_cluster, "moving")
    yield schemas.location("shop")
    schemas.drop_all()


def own_queue(path: Path) -> Store:
    store = Store.open(path, operator="tester")
    for number in range(1, 4):
        store.orders.add(QueuedOrder(f"import:M-{number}", OrderSource.IMPORT, f"M-{number}", RECIPIENT))
    store.shipments.record(ShipmentRecord(9001, "import:M-1", "M-1", ShipmentStatus.PRINTED, barcode="3SABC"))
    job = store.print_jobs.create(
        job_name="M-1",
        label_format=LabelFormat.A4,
        printer_profile="PDF",
        printer="p",
        items=[PrintJobItem("import:M-1", 9001, 0, 2)],
    )
    store.print_jobs.set_state(job.id, PrintState.SENT)
    store.slots.occupy("p", job.id, [[2]])
    store.log.add("printed", "import:M-1", "slot 2")
    return store


def test_the_queue_moves_whole_and_a_second_move_adds_nothing(tmp_path: Path, shared: str) -> None:
    own = own_queue(tmp_path / "own.sqlite3")
    target = Store.open(shared, station=StationIdentity("t1", "Table 1"))
    report = move_queue(own, target)
    assert (report.orders, report.orders_already_there, report.shipments, report.print_jobs) == (3, 0, 1, 1)
    order = target.orders.get("import:M-1")
    assert order is not None and order.shipment is not None and order.shipment.barcode == "3SABC"
    assert order.printed_count == 1 and target.slots.used("p") == frozenset({2})
    assert target.orders.by_barcode("3SABC") is not None and target.log.entries("import:M-1")[0].detail == "slot 2"
    again = move_queue(own, target)
    assert (again.orders, again.orders_already_there) == (0, 3) and target.orders.count() == 3
    # Nor a second print of M-1 in the history, nor a second log line: the same file moved again is the same work.
    assert (again.print_jobs, again.log_lines) == (0, 0)
    moved_again = target.orders.get("import:M-1")
    assert moved_again is not None and moved_again.printed_count == 1
    assert len(target.log.entries("import:M-1")) == 1 and target.slots.used("p") == frozenset({2})
    own.close()
    target.close()


def test_a_journal_with_unfinished_work_is_not_moved(tmp_path: Path, shared: str) -> None:
    own = own_queue(tmp_path / "own.sqlite3")
    draft = ShipmentDraft(Carrier.POSTNL, "M-2", RECIPIENT)
    entry = own.outbox.journal("import:M-2", CreatePayload(draft, "M-2"))
    target = Store.open(shared, station=StationIdentity("t1", "Table 1"))
    with pytest.raises(JournalNotSettled, match="not settled yet"):
        move_queue(own, target)
    assert target.orders.count() == 0
    own.outbox.mark(entry.id, OutboxState.DONE)
    assert move_queue(own, target).orders == 3
    own.close()
    target.close()


def test_the_move_command_moves_this_stations_queue(tmp_path: Path, shared: str) -> None:
    import os

    home = tmp_path / "home"
    environment = {**os.environ, "STATION_HOME": str(home), "PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring"}
    own = own_queue(tmp_path / "own.sqlite3")
    own.close()
    (home / "config").mkdir(parents=True)
    from station.store.settings import AccountSettings, SettingsFile

    SettingsFile(home / "config" / "account.json").save(AccountSettings(shared_store=shared))
    command = [sys.executable, "-m", "station", "shared-store", "move", "--from", str(tmp_path / "own.sqlite3")]
    # On a Dutch computer: said in Dutch, each count with its own plural ("1 zending", never "1 shipments").
    dutch = {**environment, "LANG": "nl_NL.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""}
    moved = subprocess.run(command, capture_output=True, text=True, env=dutch, timeout=120)
    assert moved.returncode == 0, moved.stderr
    assert moved.stdout == (
        f"verhuisd uit {tmp_path / 'own.sqlite3'}: 3 bestellingen (al aanwezig: 0), 1 zending, 1 printopdracht, "
        "1 logregel\n"
    )


def test_two_shops_numbering_alike_keep_their_own_orders_when_a_table_moves_in(tmp_path: Path, shared: str) -> None:
    # Shop B's #1001 is in the shared store as import:1001; this table's file has shop A's #1001 under that same key,
    # shipped and printed. Moving must neither drop shop A's order nor hang its shipment on shop B's.
    target = Store.open(shared, station=StationIdentity("t1", "Table 1"))
    assert target.orders.add(QueuedOrder("import:1001", OrderSource.IMPORT, "1001", RECIPIENT, shop="Shop B"))
    own = Store.open(tmp_path / "own.sqlite3", operator="tester")
    own.orders.add(QueuedOrder("import:1001", OrderSource.IMPORT, "1001", RECIPIENT, shop="Shop A"))
    own.shipments.record(ShipmentRecord(9101, "import:1001", "1001", ShipmentStatus.PRINTED, barcode="3SAAA"))
    job = own.print_jobs.create(
        job_name="1001", label_format=LabelFormat.A6, printer_profile="PDF", printer="p",
        items=[PrintJobItem("import:1001", 9101, 0, None)],
    )  # fmt: skip
    own.print_jobs.set_state(job.id, PrintState.SENT)
    own.log.add("printed", "import:1001", "shop A's label")

    report = move_queue(own, target)
    assert (report.orders, report.orders_already_there, report.print_jobs) == (1, 0, 1)
    shop_b = target.orders.get("import:1001")
    assert shop_b is not None and shop_b.shop == "Shop B" and shop_b.shipment is None and shop_b.printed_count == 0
    shop_a = target.orders.get(shop_import_key("Shop A", "1001"))
    assert shop_a is not None and shop_a.shop == "Shop A"
    assert shop_a.shipment is not None and shop_a.shipment.barcode == "3SAAA" and shop_a.printed_count == 1
    assert [entry.detail for entry in target.log.entries(shop_a.key)] == ["shop A's label"]
    assert target.log.entries("import:1001") == []
    again = move_queue(own, target)  # the same file again: shop A's order is recognised under its new key
    assert (again.orders, again.orders_already_there, again.print_jobs, again.log_lines) == (0, 1, 0, 0)
    own.close()
    target.close()
