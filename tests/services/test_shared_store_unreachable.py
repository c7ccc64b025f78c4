"""When the shared store cannot be reached (issue 16 point 7, docs/multi-station.md): a real PostgreSQL that is
stopped and started again (`pg_ctl`), and a loopback link to it that is cut and restored; no mocks.

Without the database a table creates and prints nothing (a label printed where no other table can see it would be
printed again by the table that takes the order over once this one's lease ran out). A create & print of an order it
certainly holds is kept in its own journal and handed to the shared journal once the database is back (once, across
crashes), then created and printed as any journaled work; an order it does not hold is refused; one another table
took meanwhile is dropped and the operator told. It says since when, how many orders it holds and until when they
are certainly its own, and once the database is back it renews its lease at once, lets go of what other tables took
meanwhile, and its journal goes on: every order ends with one shipment and one label, whichever table settled it.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from station.api.profiles import WireProfile
from station.domain.enums import LabelFormat
from station.domain.models import Address
from station.domain.shippable import ShipVerdict
from station.sandbox.server import SandboxServer
from station.services.account import AccountService
from station.services.claims import InProgressElsewhere
from station.services.errors import ScanInSeveralShops, describe
from station.services.events import JournalOutcome, JournalReported, SharedStoreChanged, WaitingHereChanged
from station.services.offline_requests import CannotClaimCutOff, QueuedHere
from station.services.station import StationServices
from station.store.claims import StationIdentity
from station.store.offline_journal import OFFLINE_JOURNAL_FILE_NAME
from station.store.orders import shop_import_key
from station.store.records import CreatePayload, OrderSource, OutboxState, QueuedOrder
from station.store.sql import StoreUnavailable
from station.store.store import Store
from tests.helpers.postgres import Cluster, CuttableLink, Schemas, throwaway_cluster
from tests.helpers.services import directory_printers, knows_the_sample_orders, live_by_reference, sandbox_clients
from tests.helpers.waiting import async_wait_for
from tests.profiles import front_of

pytestmark = pytest.mark.anyio

SHORT_LEASE = timedelta(seconds=3)
SHOP_RECIPIENT = Address("A. Jansen", "Keizersgracht 1", "1015CC", "Amsterdam", "NL")


def open_table(
    sandbox: SandboxServer, location: str, folder: Path, name: str, lease: timedelta = SHORT_LEASE
) -> StationServices:
    station = StationIdentity(f"id-{name.lower().replace(' ', '-')}", name)
    services = StationServices(
        AccountService(),
        Store.open(location, operator=name, station=station),
        directory_printers(folder / name),
        clients=sandbox_clients(front_of(sandbox, WireProfile.CONTRACT)),
        data_dir=folder / name,
    )
    services.claims.lease = lease
    return services


def links_of(services: StationServices) -> list[SharedStoreChanged]:
    heard: list[SharedStoreChanged] = []
    services.events.subscribe(SharedStoreChanged, heard.append)
    return heard


def labels_printed(folder: Path, name: str) -> int:
    return len(list((folder / name).glob("*.pdf")))


def heard(services: StationServices, kind: type) -> list:
    seen: list = []
    services.events.subscribe(kind, seen.append)
    return seen


async def cut_and_noticed(link: CuttableLink, links: list[SharedStoreChanged]) -> None:
    link.cut()
    await async_wait_for(
        lambda: links, lambda seen: bool(seen) and not seen[-1].reachable, what="the cut to be noticed"
    )


async def restored_and_noticed(link: CuttableLink, links: list[SharedStoreChanged]) -> None:
    link.restore()
    await async_wait_for(
        lambda: links, lambda seen: bool(seen) and seen[-1].reachable, within_s=20, what="the link back"
    )


async def held_and_read(services: StationServices, order_key: str) -> None:
    """A batch's wave: the order claimed here and read (as the batch reads its orders' drafts)."""
    assert await services.claims.take_many([order_key]) == {}
    services.shipments.draft_for(order_key)


@pytest.fixture
def shop(postgres_cluster: Cluster) -> Iterator[str]:
    schemas = Schemas(postgres_cluster, "unreachable")
    yield schemas.location("shop")
    schemas.drop_all()


@pytest.fixture
def link(postgres_cluster: Cluster) -> Iterator[CuttableLink]:
    made = CuttableLink(postgres_cluster)
    yield made
    made.close()


async def test_a_server_stopped_and_started_again_is_used_again_without_restarting_station(
    sandbox: SandboxServer, tmp_path: Path
) -> None:
    with throwaway_cluster() as cluster:  # a server of this test's own, to stop
        schemas = Schemas(cluster, "restart")
        table = open_table(sandbox, schemas.location("shop"), tmp_path, "Table 1", lease=timedelta(seconds=60))
        links = links_of(table)
        await knows_the_sample_orders(table)
        await table.start()
        await table.shipments.create_and_print("import:WEB-10421")

        cluster.stop()
        await async_wait_for(
            lambda: links, lambda seen: bool(seen) and not seen[-1].reachable, what="the lost link to be noticed"
        )
        # Not claimed here, and nothing can be claimed without the database: refused, nothing done.
        with pytest.raises(CannotClaimCutOff, match="WEB-10422 is not claimed at this table, and no order can be"):
            await table.shipments.create_and_print("import:WEB-10422")
        with pytest.raises(CannotClaimCutOff, match="No order claimed at this table matches 'WEB-10423'"):
            await table.scan.scan("WEB-10423", scan_to_print=True)
        with pytest.raises(StoreUnavailable, match=r"The shared database .* cannot be used") as away:
            table.orders.find_by_scan("WEB-10422")  # what is not this table's own waits for the database
        said = describe(away.value)  # the shared queue, not this computer's disk, and what the operator can do
        assert (said.title, said.retry) == ("Shared queue not reachable", True)
        assert "network link" in said.advice and "disk" not in said.advice
        assert live_by_reference(sandbox, "WEB-10422") == []
        assert table.offline.waiting == 0

        cluster.start()
        await async_wait_for(
            lambda: links, lambda seen: bool(seen) and seen[-1].reachable, within_s=20, what="the link back"
        )
        result = await table.shipments.create_and_print("import:WEB-10422")  # the same process, its store again
        assert result.created and result.job is not None
        assert [len(live_by_reference(sandbox, ref)) for ref in ("WEB-10421", "WEB-10422")] == [1, 1]
        assert table.orders.get("import:WEB-10421").state.value == "printed"
        await table.aclose()


async def test_cut_off_a_table_says_how_long_its_claims_hold_and_never_longer_than_the_others_see(
    sandbox: SandboxServer, shop: str, link: CuttableLink, tmp_path: Path
) -> None:
    cut_off = open_table(sandbox, link.route(shop), tmp_path, "Table 1")
    other = open_table(sandbox, shop, tmp_path, "Table 2")
    links = links_of(cut_off)
    await knows_the_sample_orders(other)
    await cut_off.start()
    await other.start()
    assert await cut_off.claims.take_many(["import:WEB-10421", "import:WEB-10422"]) == {}  # a batch's wave

    link.cut()
    await async_wait_for(
        lambda: links, lambda seen: bool(seen) and not seen[-1].reachable, what="the cut to be noticed"
    )
    lost = links[-1]
    assert lost.held == 2 and lost.since is not None and lost.held_until is not None and not lost.claims_ran_out
    # The time Table 1 counts on ends before the end the other tables see (the clock margin).
    claim = other.store.claims.holder("import:WEB-10421")
    assert claim is not None and lost.held_until <= claim.expires_at - SHORT_LEASE / 4 + timedelta(milliseconds=100)
    with pytest.raises(InProgressElsewhere):
        await other.shipments.create_and_print("import:WEB-10421")  # still Table 1's

    await async_wait_for(
        lambda: links, lambda seen: bool(seen) and seen[-1].claims_ran_out, what="the claims to be said run out"
    )
    await async_wait_for(
        lambda: other.claims.holder("import:WEB-10421"), lambda holder: holder is None, what="the claim to expire"
    )
    result = await other.shipments.create_and_print("import:WEB-10421")  # free: Table 2 ships it
    assert result.created

    link.restore()
    await async_wait_for(
        lambda: links, lambda seen: bool(seen) and seen[-1].reachable, within_s=20, what="the link back"
    )
    # Back: WEB-10422, which nobody took, is Table 1's again; WEB-10421, shipped at Table 2 meanwhile, is not.
    await async_wait_for(
        lambda: cut_off.claims.standing().held, lambda held: held == 1, what="Table 1 to know what it still holds"
    )
    assert cut_off.store.claims.held_by("id-table-1") == ["import:WEB-10422"]
    with pytest.raises(InProgressElsewhere, match="WEB-10422 is in progress at Table 1"):
        await other.shipments.create_and_print("import:WEB-10422")
    assert len(live_by_reference(sandbox, "WEB-10421")) == 1
    await cut_off.aclose()
    await other.aclose()


@pytest.mark.parametrize("outage", ["shorter than the lease", "longer than the lease"])
async def test_a_journaled_create_is_settled_once_whether_the_table_comes_back_in_time_or_not(
    sandbox: SandboxServer, shop: str, link: CuttableLink, tmp_path: Path, outage: str
) -> None:
    lease = timedelta(seconds=60) if outage == "shorter than the lease" else SHORT_LEASE
    cut_off = open_table(sandbox, link.route(shop), tmp_path, "Table 1", lease=lease)
    other = open_table(sandbox, shop, tmp_path, "Table 2")
    links = links_of(cut_off)
    await knows_the_sample_orders(other)
    await cut_off.start()
    # Work waiting in Table 1's journal, its order claimed (as a create the service did not answer leaves it).
    assert await cut_off.claims.take_many(["import:WEB-10423"]) == {}
    draft = cut_off.shipments.draft_for("import:WEB-10423")
    cut_off.store.outbox.journal("import:WEB-10423", CreatePayload(draft, draft.reference))
    cut_off.claims.done_with(["import:WEB-10423"])

    link.cut()
    await async_wait_for(
        lambda: links, lambda seen: bool(seen) and not seen[-1].reachable, what="the cut to be noticed"
    )
    cut_off.outbox.wake()  # the drain tries, cannot read the journal, and waits: nothing is sent meanwhile
    if outage == "longer than the lease":
        await other.start()  # Table 1 is gone to the others: Table 2 takes its journal over and settles it
        await async_wait_for(
            lambda: other.orders.get("import:WEB-10423").shipment, bool, within_s=20, what="Table 2 to settle it"
        )
    else:
        assert live_by_reference(sandbox, "WEB-10423") == []

    link.restore()
    await async_wait_for(
        lambda: links, lambda seen: bool(seen) and seen[-1].reachable, within_s=20, what="the link back"
    )
    await async_wait_for(
        lambda: cut_off.store.outbox.all()[0].state,
        lambda state: state is OutboxState.DONE,
        within_s=20,
        what="the journal entry to be settled",
    )
    assert cut_off.outbox.pending_count() == 0
    assert len(live_by_reference(sandbox, "WEB-10423")) == 1  # one shipment, whichever table sent it
    settled_by = cut_off.store.db.query("SELECT station FROM outbox")[0]["station"]
    assert settled_by == ("id-table-1" if outage == "shorter than the lease" else "id-table-2")
    await cut_off.aclose()
    await other.aclose()


async def test_a_create_and_print_of_a_held_order_while_cut_off_is_kept_here_and_carried_out_once_when_back(
    sandbox: SandboxServer, shop: str, link: CuttableLink, tmp_path: Path
) -> None:
    # A short lease: its heartbeat (a third of it) lets go of the order's claim soon once the request is settled.
    table = open_table(sandbox, link.route(shop), tmp_path, "Table 1", lease=timedelta(seconds=9))
    other = open_table(sandbox, shop, tmp_path, "Table 2")
    links, waiting = links_of(table), heard(table, WaitingHereChanged)
    await knows_the_sample_orders(other)
    await table.start()
    await held_and_read(table, "import:WEB-10421")

    await cut_and_noticed(link, links)
    assert table.shipments.decision_for("import:WEB-10421").verdict is ShipVerdict.SHIP  # the button asks first
    with pytest.raises(QueuedHere, match=r"WEB-10421: the shared queue cannot be reached\. Kept at this table"):
        await table.shipments.create_and_print("import:WEB-10421")
    with pytest.raises(QueuedHere, match="WEB-10421 is already kept at this table"):
        await table.scan.scan("web-10421", scan_to_print=True)  # the scanner again: one request, not two
    assert table.offline.waiting == 1 and waiting[-1].count == 1
    table.claims.done_with(["import:WEB-10421"])  # the batch's wave is over: the claim stays for the kept request
    assert table.link.online is not False  # the service was not what went away
    assert live_by_reference(sandbox, "WEB-10421") == [] and labels_printed(tmp_path, "Table 1") == 0

    await restored_and_noticed(link, links)
    await async_wait_for(
        lambda: other.orders.get("import:WEB-10421").state.value,
        lambda state: state == "printed",
        within_s=20,
        what="the kept request to be created and printed",
    )
    assert table.offline.waiting == 0 and waiting[-1].count == 0
    assert len(live_by_reference(sandbox, "WEB-10421")) == 1
    assert labels_printed(tmp_path, "Table 1") == 1
    await async_wait_for(
        lambda: other.store.claims.holder("import:WEB-10421"), lambda claim: claim is None, what="the claim let go of"
    )
    await table.aclose()
    await other.aclose()


async def test_print_label_of_a_held_order_while_cut_off_is_kept_here_and_prints_once_when_back(
    sandbox: SandboxServer, shop: str, link: CuttableLink, tmp_path: Path
) -> None:
    table = open_table(sandbox, link.route(shop), tmp_path, "Table 1", lease=timedelta(seconds=60))
    links = links_of(table)
    await knows_the_sample_orders(table)
    await table.start()
    await table.shipments.create("import:WEB-10424")  # created, its label not printed yet
    await held_and_read(table, "import:WEB-10424")

    await cut_and_noticed(link, links)
    assert table.printing.is_printed("import:WEB-10424") is False  # as last read here: Print label, no reprint
    with pytest.raises(QueuedHere, match="WEB-10424: the shared queue cannot be reached"):
        await table.printing.print_label("import:WEB-10424", LabelFormat.A6)
    with pytest.raises(StoreUnavailable):
        await table.printing.print_label("import:WEB-10424", LabelFormat.A6, reprint=True)  # waits for the queue
    assert labels_printed(tmp_path, "Table 1") == 0

    await restored_and_noticed(link, links)
    await async_wait_for(
        lambda: labels_printed(tmp_path, "Table 1"), lambda count: count == 1, within_s=20, what="the label"
    )
    await async_wait_for(lambda: table.outbox.pending_count(), lambda count: count == 0, what="the print settled")
    assert table.offline.waiting == 0 and labels_printed(tmp_path, "Table 1") == 1
    assert len(live_by_reference(sandbox, "WEB-10424")) == 1
    await table.aclose()


async def test_a_request_kept_here_is_dropped_when_another_table_took_the_order_while_cut_off(
    sandbox: SandboxServer, shop: str, link: CuttableLink, tmp_path: Path
) -> None:
    # A lease long enough that the scan right after the cut is certainly within it, short enough to run out soon.
    cut_off = open_table(sandbox, link.route(shop), tmp_path, "Table 1", lease=timedelta(seconds=9))
    other = open_table(sandbox, shop, tmp_path, "Table 2")
    links, reports = links_of(cut_off), heard(cut_off, JournalReported)
    await knows_the_sample_orders(other)
    await cut_off.start()
    await other.start()
    await held_and_read(cut_off, "import:WEB-10422")

    await cut_and_noticed(link, links)
    with pytest.raises(QueuedHere):
        await cut_off.shipments.create_and_print("import:WEB-10422")
    await async_wait_for(
        lambda: other.claims.holder("import:WEB-10422"), lambda holder: holder is None, what="the claim to expire"
    )
    with pytest.raises(CannotClaimCutOff, match="claim on it may have run out"):
        await cut_off.shipments.create_and_print("import:WEB-10422")  # no longer certainly this table's
    assert (await other.shipments.create_and_print("import:WEB-10422")).created  # Table 2 ships it

    await restored_and_noticed(link, links)
    await async_wait_for(lambda: cut_off.offline.waiting, lambda count: count == 0, what="the request dropped")
    dropped = [report for report in reports if report.kind is JournalOutcome.DROPPED]
    assert [report.order_keys for report in dropped] == [("import:WEB-10422",)]
    assert "WEB-10422 was taken over by Table 2 while this table was cut off" in dropped[0].message
    assert "the other table ships it" in dropped[0].advice
    said = other.store.log.with_action("request kept while cut off dropped")
    assert [(entry.order_key, str(entry.detail)) for entry in said] == [("import:WEB-10422", dropped[0].message)]
    cut_off.outbox.wake()
    await cut_off.outbox.drain_once()
    assert len(live_by_reference(sandbox, "WEB-10422")) == 1
    assert (labels_printed(tmp_path, "Table 1"), labels_printed(tmp_path, "Table 2")) == (0, 1)
    stations = cut_off.store.db.query("SELECT station FROM outbox WHERE order_key = ?", ("import:WEB-10422",))
    assert {row["station"] for row in stations} == {"id-table-2"}  # nothing of the dropped request was journaled
    await cut_off.aclose()
    await other.aclose()


async def test_a_crash_while_cut_off_hands_the_kept_request_over_once_at_the_next_start(
    sandbox: SandboxServer, shop: str, link: CuttableLink, tmp_path: Path
) -> None:
    table = open_table(sandbox, link.route(shop), tmp_path, "Table 1", lease=timedelta(seconds=60))
    other = open_table(sandbox, shop, tmp_path, "Table 2")
    links = links_of(table)
    await knows_the_sample_orders(other)
    await table.start()
    await held_and_read(table, "import:WEB-10423")
    await cut_and_noticed(link, links)
    with pytest.raises(QueuedHere):
        await table.shipments.create_and_print("import:WEB-10423")
    await table.aclose()  # gone while cut off: the request is only in this table's own journal
    kept = tmp_path / "Table 1" / OFFLINE_JOURNAL_FILE_NAME
    before_the_delete = tmp_path / "before-the-delete.sqlite3"
    shutil.copyfile(kept, before_the_delete)

    link.restore()
    again = open_table(sandbox, link.route(shop), tmp_path, "Table 1", lease=timedelta(seconds=60))
    assert again.offline.waiting == 1
    await again.start()
    await async_wait_for(
        lambda: other.orders.get("import:WEB-10423").state.value,
        lambda state: state == "printed",
        within_s=20,
        what="the request kept before the crash to be created and printed",
    )
    assert again.offline.waiting == 0
    await again.aclose()

    # A crash after the request went into the shared journal and before it was deleted here: its id is found there,
    # and it is only deleted here.
    shutil.copyfile(before_the_delete, kept)
    once_more = open_table(sandbox, link.route(shop), tmp_path, "Table 1", lease=timedelta(seconds=60))
    assert once_more.offline.waiting == 1
    entries = len(once_more.store.outbox.all())
    await once_more.start()
    assert once_more.offline.waiting == 0
    await once_more.outbox.drain_once()
    assert len(once_more.store.outbox.all()) == entries  # nothing journaled twice
    assert len(live_by_reference(sandbox, "WEB-10423")) == 1
    assert labels_printed(tmp_path, "Table 1") == 1
    await once_more.aclose()
    await other.aclose()


async def test_a_scan_while_cut_off_of_a_reference_two_shops_have_guesses_neither(
    sandbox: SandboxServer, shop: str, link: CuttableLink, tmp_path: Path
) -> None:
    table = open_table(sandbox, link.route(shop), tmp_path, "Table 1")
    links = links_of(table)
    await table.start()
    for shop_name in ("Shop A", "Shop B"):
        order = QueuedOrder(
            shop_import_key(shop_name, "1001"), OrderSource.IMPORT, "1001", SHOP_RECIPIENT, shop=shop_name
        )
        assert table.store.orders.add(order)
        assert await table.claims.take_many([order.key]) == {}
        read = table.store.orders.get(order.key)
        assert read is not None
        table.offline.remember(read)

    await cut_and_noticed(link, links)
    with pytest.raises(ScanInSeveralShops, match="'1001' is an order of several shops: 'Shop A', 'Shop B'"):
        await table.scan.scan("1001", scan_to_print=True)
    assert [order.shop for order in table.offline.find("1001", shop="Shop B")] == ["Shop B"]
    assert table.offline.waiting == 0 and live_by_reference(sandbox, "1001") == []
    await restored_and_noticed(link, links)
    await table.aclose()
