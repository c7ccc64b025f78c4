"""When the shared store cannot be reached (issue 16 point 7, docs/multi-station.md): a real PostgreSQL that is
stopped and started again (`pg_ctl`), and a loopback link to it that is cut and restored; no mocks.

Without the database a table creates and prints nothing (a label printed where no other table can see it would be
printed again by the table that takes the order over once this one's lease ran out); it says since when, how many
orders it holds and until when they are certainly its own, and once the database is back it renews its lease at
once, lets go of what other tables took meanwhile, and its journal goes on: every order ends with one shipment and
one label, whichever table settled it.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from station.api.profiles import WireProfile
from station.sandbox.server import SandboxServer
from station.services.account import AccountService
from station.services.claims import InProgressElsewhere
from station.services.events import SharedStoreChanged
from station.services.station import StationServices
from station.store.claims import StationIdentity
from station.store.records import CreatePayload, OutboxState
from station.store.sql import StoreUnavailable
from station.store.store import Store
from tests.helpers.postgres import Cluster, CuttableLink, Schemas, throwaway_cluster
from tests.helpers.services import directory_printers, knows_the_sample_orders, live_by_reference, sandbox_clients
from tests.helpers.waiting import async_wait_for
from tests.profiles import front_of

pytestmark = pytest.mark.anyio

SHORT_LEASE = timedelta(seconds=3)


def open_table(
    sandbox: SandboxServer, location: str, folder: Path, name: str, lease: timedelta = SHORT_LEASE
) -> StationServices:
    station = StationIdentity(f"id-{name.lower().replace(' ', '-')}", name)
    services = StationServices(
        AccountService(),
        Store.open(location, operator=name, station=station),
        directory_printers(folder / name),
        clients=sandbox_clients(front_of(sandbox, WireProfile.CONTRACT)),
    )
    services.claims.lease = lease
    return services


def links_of(services: StationServices) -> list[SharedStoreChanged]:
    heard: list[SharedStoreChanged] = []
    services.events.subscribe(SharedStoreChanged, heard.append)
    return heard


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
        with pytest.raises(StoreUnavailable, match=r"The shared database .* cannot be used"):
            await table.shipments.create_and_print("import:WEB-10422")
        assert live_by_reference(sandbox, "WEB-10422") == []  # nothing is done without the database

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
