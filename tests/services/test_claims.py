"""Several packing tables on one shared store (PostgreSQL): claims, not collisions, and a table that is gone has its
unfinished work taken over (issue 16 points 2 and 4). Two StationServices, each its own station, on one schema of
the session's throwaway cluster, against the sandbox over real sockets."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from station.api.profiles import WireProfile
from station.domain.enums import LabelFormat
from station.sandbox.server import SandboxServer
from station.services.account import AccountService
from station.services.claims import InProgressElsewhere
from station.services.station import StationServices
from station.store.claims import StationIdentity
from station.store.records import CreatePayload, OutboxState, PrintState
from station.store.store import Store
from tests.helpers.postgres import Cluster, Schemas
from tests.helpers.services import (
    CountingPrinter,
    CrashingPrinter,
    SimulatedCrash,
    bound,
    directory_printers,
    knows_the_sample_orders,
    live_by_reference,
    sandbox_clients,
)
from tests.helpers.waiting import async_wait_for
from tests.profiles import front_of

pytestmark = pytest.mark.anyio

Table = Callable[..., StationServices]


@pytest.fixture
def shared_location(postgres_cluster: Cluster) -> Iterator[str]:
    schemas = Schemas(postgres_cluster, "tables")
    yield schemas.location("shop")
    schemas.drop_all()


@pytest.fixture
async def table(sandbox: SandboxServer, shared_location: str, tmp_path: Path):  # type: ignore[no-untyped-def]
    """`table("Table 2", printers=None, lease=60 s)`: a station on the shop's shared store."""
    opened: list[StationServices] = []

    def open_table(name: str, *, printers: object = None, lease: timedelta = timedelta(seconds=60)) -> StationServices:
        station = StationIdentity(f"id-{name.lower().replace(' ', '-')}", name)
        store = Store.open(shared_location, operator=name, station=station)
        services = StationServices(
            AccountService(),
            store,
            printers if printers is not None else directory_printers(tmp_path / name),  # type: ignore[arg-type]
            clients=sandbox_clients(front_of(sandbox, WireProfile.CONTRACT)),
        )
        services.claims.lease = lease
        opened.append(services)
        return services

    yield open_table
    for services in opened:
        try:
            await services.aclose()
        except Exception:  # noqa: BLE001 - a test that closed it already
            pass


async def test_a_scan_of_an_order_in_progress_at_another_table_says_where_and_does_nothing(
    sandbox: SandboxServer, table: Table
) -> None:
    first, second = table("Table 1"), table("Table 2")
    await first.claims.start()
    await second.claims.start()
    await knows_the_sample_orders(first)
    assert await first.claims.take_many(["import:WEB-10421"]) == {}  # table 1 is working on it

    with pytest.raises(InProgressElsewhere, match=r"WEB-10421 is in progress at Table 1 since \d\d:\d\d"):
        await second.scan.scan("WEB-10421", scan_to_print=True)
    assert live_by_reference(sandbox, "WEB-10421") == []
    assert second.store.outbox.all() == [] and second.orders.get("import:WEB-10421").shipment is None

    first.claims.done_with(["import:WEB-10421"])
    await first.claims.release(["import:WEB-10421"])
    result = await second.shipments.create_and_print("import:WEB-10421")
    assert result.created and result.job is not None and result.job.state is PrintState.SENT
    assert second.store.claims.holder("import:WEB-10421") is None  # done: let go


async def test_two_batches_on_two_tables_split_the_selection_without_overlap(
    sandbox: SandboxServer, table: Table, tmp_path: Path
) -> None:
    first, second = table("Table 1"), table("Table 2")
    await first.claims.start()
    await second.claims.start()
    report = await knows_the_sample_orders(first)
    keys = report.order_keys

    one, two = await asyncio.gather(first.batch.run(keys), second.batch.run(keys))

    assert one.created + two.created == len(keys) and not one.failed and not two.failed
    assert one.printed + two.printed == len(keys)
    left_one = {skip.order_key for skip in one.skipped}
    left_two = {skip.order_key for skip in two.skipped}
    assert left_one | left_two == set(keys) and not left_one & left_two  # each order done at exactly one table
    assert all("in progress at Table" in skip.reason for skip in [*one.skipped, *two.skipped])
    printed_one = {path.name for path in (tmp_path / "Table 1").rglob("*.pdf")}
    printed_two = {path.name for path in (tmp_path / "Table 2").rglob("*.pdf")}
    assert len(printed_one) + len(printed_two) == len(keys) and not printed_one & printed_two
    for key in keys:
        assert len(live_by_reference(sandbox, key.removeprefix("import:"))) == 1
    assert first.store.claims.held_by("id-table-1") == [] and second.store.claims.held_by("id-table-2") == []


async def test_the_claim_of_a_table_that_died_expires_and_the_order_is_free_again(
    sandbox: SandboxServer, table: Table
) -> None:
    dying = table("Table 1", lease=timedelta(seconds=1))
    second = table("Table 2")
    await second.claims.start()
    await knows_the_sample_orders(second)
    # Table 1 registers and claims, and then nothing: no heartbeat renews its lease (a kill -9, a pulled cable).
    dying.store.claims.register(dying.store.station, dying.claims.lease)  # type: ignore[arg-type]
    assert dying.store.claims.claim("import:WEB-10422", "id-table-1", dying.claims.lease) is None
    with pytest.raises(InProgressElsewhere):
        await second.shipments.create_and_print("import:WEB-10422")

    await async_wait_for(
        lambda: second.claims.holder("import:WEB-10422"),
        lambda holder: holder is None,
        what="the dead table's claim to expire",
    )
    result = await second.shipments.create_and_print("import:WEB-10422")
    assert result.created and len(live_by_reference(sandbox, "WEB-10422")) == 1


async def test_a_table_gone_leaves_its_journal_to_another_which_settles_it_as_after_a_crash(
    sandbox: SandboxServer, table: Table
) -> None:
    crashing = CrashingPrinter()
    gone = table("Table 1", printers=bound(crashing), lease=timedelta(seconds=1))
    await gone.claims.start()
    await knows_the_sample_orders(gone)
    # A create sent and answered but never recorded (the journal entry in flight) ...
    draft = gone.shipments.draft_for("import:WEB-10422")
    entry = gone.store.outbox.journal("import:WEB-10422", CreatePayload(draft, draft.reference))
    gone.store.outbox.mark(entry.id, OutboxState.IN_FLIGHT, count_attempt=True)
    created = await gone.shipping_client().create_shipment(draft)
    # ... and a label being handed to the printer when the table stopped.
    await gone.shipments.create("import:WEB-10423")
    with pytest.raises(SimulatedCrash):
        await gone.printing.print_label("import:WEB-10423", LabelFormat.A6)
    await gone.aclose()  # its work is left in the journal: its lease runs out by itself

    printer = CountingPrinter()
    taking_over = table("Table 2", printers=bound(printer))
    assert taking_over.outbox.pending_count() == 0  # Table 1's entries are not Table 2's ...
    await async_wait_for(
        lambda: taking_over.store.claims.stations_gone("id-table-2"),
        lambda gone_ids: "id-table-1" in gone_ids,
        what="Table 1's lease to run out",
    )
    await taking_over.start()  # ... until Table 1 is gone: then they are, and they resume like a crash's
    await async_wait_for(
        taking_over.outbox.pending_count, lambda pending: pending == 0, what="the taken-over create to settle"
    )
    order = taking_over.orders.get("import:WEB-10422")
    assert order.shipment is not None and order.shipment.id == created.id
    assert len(live_by_reference(sandbox, "WEB-10422")) == 1  # looked up by reference, not created again
    waiting = taking_over.printing.prints_to_confirm()
    assert [job.state for _entry, job in waiting] == [PrintState.UNKNOWN]  # the operator says whether it came out
    assert printer.jobs == []
    rows = taking_over.store.db.query("SELECT DISTINCT station FROM outbox WHERE state != 'done'")
    assert [row["station"] for row in rows] == ["id-table-2"]  # Table 1's unfinished entries are Table 2's now


async def test_an_order_shipped_at_one_table_shows_as_shipped_at_the_other_within_a_moment(
    sandbox: SandboxServer, table: Table
) -> None:
    from station.services.events import ChangedAtAnotherTable

    first, second = table("Table 1"), table("Table 2")
    await knows_the_sample_orders(first)
    heard: list[tuple[str, ...]] = []
    second.events.subscribe(ChangedAtAnotherTable, lambda event: heard.append(event.order_keys))
    await second.start()
    await first.start()
    assert second.orders.get("import:WEB-10421").state.value == "queued"

    await first.shipments.create_and_print("import:WEB-10421")
    await async_wait_for(
        lambda: [keys for keys in heard if "import:WEB-10421" in keys],
        bool,
        within_s=5,
        what="table 2 to hear of table 1's shipment",
    )
    assert second.orders.get("import:WEB-10421").state.value == "printed"
    # Only the rows that changed: the shipped order (and no word of table 2's own writes).
    assert {key for keys in heard for key in keys} == {"import:WEB-10421"}
