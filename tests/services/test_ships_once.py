"""An order ships once, whichever station sends it: two stations (two stores, two homes) on one sandbox.

Everything goes over real sockets; the wire is observed with httpx's request hooks, never replaced.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from station.domain.enums import LabelFormat, ShipmentStatus
from station.sandbox.server import SandboxServer
from station.services.errors import (
    ShipAgainNeedsConfirmation,
    ShippedElsewhere,
    ShippedElsewhereUnknown,
)
from station.services.station import StationServices
from tests.helpers.sandbox import SandboxThatGoesAway, shipments_at
from tests.helpers.services import ServicesFactory, directory_printers, knows_the_sample_orders, sample_file
from tests.profiles import front_of

pytestmark = pytest.mark.anyio

KEY, REFERENCE = "import:WEB-10423", "WEB-10423"
SAMPLE = sample_file("sample-orders.csv")


class WireLog:
    """The requests a station's shipping client sent (method and path), recorded by an httpx request hook."""

    def __init__(self, services: StationServices) -> None:
        self.requests: list[tuple[str, str]] = []

        async def record(request: httpx.Request) -> None:
            self.requests.append((request.method, request.url.path))

        services.shipping_client().http.event_hooks["request"].append(record)

    def posts(self) -> list[str]:
        return [path for method, path in self.requests if method == "POST"]


def station(services_factory: ServicesFactory, server: SandboxServer, home: Path) -> StationServices:
    return services_factory(server, printers=directory_printers(home / "labels"), store_path=home / "station.sqlite3")


def labels_in(home: Path) -> list[str]:
    folder = home / "labels"
    return sorted(path.name for path in folder.iterdir()) if folder.exists() else []


def test_two_station_homes_running_the_same_order_file_ship_every_order_once(
    sandbox: SandboxServer,
    tmp_path: Path,
) -> None:
    outputs = []
    for table in ("table-1", "table-2"):
        home = tmp_path / table
        environment = {**os.environ, "STATION_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
        run = subprocess.run(
            [
                sys.executable,
                "-m",
                "station",
                "batch",
                str(SAMPLE),
                "--print-to",
                str(home / "labels"),
                "--sandbox",
                sandbox.base_url,
                "--quiet",
            ],
            env=environment,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert run.returncode == 0, run.stdout + run.stderr
        outputs.append(run.stdout)
    per_reference = Counter(shipment["reference"] for shipment in shipments_at(sandbox.base_url))
    assert len(per_reference) == 20 and set(per_reference.values()) == {1}, per_reference
    assert len(labels_in(tmp_path / "table-1")) == 20
    assert labels_in(tmp_path / "table-2") == []  # no second label for any parcel
    assert "skipped 20" in outputs[1] and "skipped WEB-10423: shipped at another station" in outputs[1], outputs[1]


async def test_a_scan_at_a_second_station_of_an_order_shipped_at_the_first_posts_nothing_and_reprints_on_request(
    sandbox: SandboxServer,
    services_factory: ServicesFactory,
    tmp_path: Path,
) -> None:
    first = station(services_factory, sandbox, tmp_path / "table-1")
    first.orders.import_file(SAMPLE)
    shipped = await first.scan.scan(REFERENCE, scan_to_print=True)
    assert shipped.created and shipped.job is not None

    second = station(services_factory, sandbox, tmp_path / "table-2")
    second.orders.import_file(SAMPLE)  # imported a second ago: unknown, looked up before any create
    assert not second.elsewhere.knows(KEY)
    wire = WireLog(second)
    result = await second.scan.scan(REFERENCE, scan_to_print=True)

    assert result.shipped_elsewhere and not result.created and result.job is None
    assert wire.posts() == []  # nothing created, nothing printed
    assert any(method == "GET" and path.endswith("/shipments") for method, path in wire.requests)
    assert result.shipment is not None and result.shipment.id == shipped.shipment.id  # type: ignore[union-attr]
    assert result.shipment.elsewhere and result.shipment.status is ShipmentStatus.PRINTED
    assert labels_in(tmp_path / "table-2") == []
    assert len(shipments_at(sandbox.base_url, REFERENCE)) == 1
    # A print is refused as such; the reprint, asked for, prints that shipment's label.
    with pytest.raises(ShippedElsewhere, match="shipped at another station"):
        await second.printing.print_label(KEY, LabelFormat.A6)
    job = await second.printing.print_label(KEY, LabelFormat.A6, reprint=True)
    assert job.reprint and [item.shipment_id for item in job.items] == [shipped.shipment.id]  # type: ignore[union-attr]
    assert len(labels_in(tmp_path / "table-2")) == 1
    assert wire.posts() == [] and len(shipments_at(sandbox.base_url, REFERENCE)) == 1
    # Scanned again: still nothing new.
    again = await second.scan.scan(REFERENCE, scan_to_print=True)
    assert again.shipped_elsewhere and again.job is None and len(labels_in(tmp_path / "table-2")) == 1


async def test_the_background_sweep_shows_a_shipment_made_elsewhere_before_any_scan(
    sandbox: SandboxServer,
    services_factory: ServicesFactory,
    tmp_path: Path,
) -> None:
    first = station(services_factory, sandbox, tmp_path / "table-1")
    first.orders.import_file(SAMPLE)
    shipped = await first.scan.scan(REFERENCE, scan_to_print=True)

    second = station(services_factory, sandbox, tmp_path / "table-2")
    second.orders.import_file(SAMPLE)
    report = await second.elsewhere.sweep()
    # A page for each shop of the sandbox account (Demo NL, Demo BE), each with its own credentials, and once a
    # shipment made elsewhere is taken on, the re-read of cancellations.
    assert report.changed == (KEY,) and report.requests == 3
    assert all(second.elsewhere.knows(key) for key in second.store.orders.keys())
    order = second.orders.get(KEY)
    assert order.shipment is not None and order.shipment.elsewhere and order.shipment.id == shipped.shipment.id  # type: ignore[union-attr]
    # A shipment made at the first table afterwards reaches the second with the next sweep.
    later = await first.scan.scan("WEB-10424", scan_to_print=True)
    assert (await second.elsewhere.sweep()).changed == ("import:WEB-10424",)
    assert second.orders.get("import:WEB-10424").shipment.id == later.shipment.id  # type: ignore[union-attr]


@pytest.mark.needs_capability("cancel_after_label")  # the first station cancels a printed shipment
async def test_a_shipment_cancelled_at_the_first_station_makes_the_second_ask_before_shipping(
    sandbox: SandboxServer,
    services_factory: ServicesFactory,
    tmp_path: Path,
    wire_profile,  # type: ignore[no-untyped-def]
) -> None:
    first = station(services_factory, sandbox, tmp_path / "table-1")
    first.orders.import_file(SAMPLE)
    await first.scan.scan(REFERENCE, scan_to_print=True)
    second = station(services_factory, sandbox, tmp_path / "table-2")
    second.orders.import_file(SAMPLE)
    await second.elsewhere.sweep()
    assert second.orders.get(KEY).shipment.elsewhere  # type: ignore[union-attr]

    await first.shipments.cancel(KEY)
    # The next sweep reads the cancellations of the shipments taken on.
    assert (await second.elsewhere.sweep()).changed == (KEY,)
    cancelled = second.orders.get(KEY).shipment
    assert cancelled is not None and cancelled.status is ShipmentStatus.CANCELLED and cancelled.elsewhere

    wire = WireLog(second)
    with pytest.raises(ShipAgainNeedsConfirmation, match="cancelled there"):
        await second.scan.scan(REFERENCE, scan_to_print=True)
    assert wire.posts() == [] and labels_in(tmp_path / "table-2") == []
    # The operator confirms: one new shipment, made here, and its label.
    result = await second.shipments.create_and_print(KEY, ship_again=True)
    assert result.created and result.job is not None and not result.shipment.elsewhere  # type: ignore[union-attr]
    statuses = sorted(shipment["status"] for shipment in shipments_at(sandbox.base_url, REFERENCE))
    assert statuses == ["cancelled", "printed"]


async def test_the_service_down_during_the_lookup_creates_nothing_without_the_operators_word(
    sandbox_factory: Callable[..., SandboxServer],
    services_factory: ServicesFactory,
    tmp_path: Path,
) -> None:
    service = SandboxThatGoesAway(sandbox_factory, tmp_path)
    known = station(services_factory, service.server, tmp_path / "table-2")
    await knows_the_sample_orders(known)
    (tmp_path / "late.csv").write_text(
        "reference,name,street,postal_code,city,country\nWEB-LATE-1,A. Laat,Kerkstraat 1,1017 GA,Amsterdam,NL\n"
    )
    known.orders.import_file(tmp_path / "late.csv")  # arrives after the sweep: unknown
    service.go_away()

    with pytest.raises(ShippedElsewhereUnknown, match="Could not ask the service"):
        await known.scan.scan("WEB-LATE-1", scan_to_print=True)
    assert known.outbox.pending_count() == 0 and known.store.outbox.all() == []  # nothing journaled, nothing sent
    # The outbox keeps working for the orders Station knows: journaled, created when the service is back.
    from station.services.errors import WorkQueued

    with pytest.raises(WorkQueued):
        await known.scan.scan(REFERENCE, scan_to_print=True)
    # The operator's word: ship anyway (confirmed in the window), queued like any create while offline.
    with pytest.raises(WorkQueued):
        await known.shipments.create_and_print("import:WEB-LATE-1", ship_anyway=True)

    back = service.come_back()
    assert await known.outbox.drain_once()
    for reference in (REFERENCE, "WEB-LATE-1"):
        assert len(shipments_at(back.base_url, reference)) == 1


async def test_a_batch_whose_lookup_fails_creates_nothing_and_says_why(
    sandbox_factory: Callable[..., SandboxServer],
    services_factory: ServicesFactory,
    tmp_path: Path,
) -> None:
    server = sandbox_factory()
    services = station(services_factory, server, tmp_path / "table-1")
    report = services.orders.import_file(SAMPLE)
    server.stop()
    summary = await services.batch.run(report.order_keys, settle_timeout_s=0)
    assert summary.created == 0 and len(summary.failed) == 20 and services.store.outbox.all() == []
    assert {failure.stage for failure in summary.failed} == {"create"}
    assert "whether another station shipped" in summary.failed[0].reason


async def test_shops_are_separate_a_shipment_of_another_shop_is_not_this_shops(
    sandbox: SandboxServer,
    services_factory: ServicesFactory,
    tmp_path: Path,
    wire_profile,  # type: ignore[no-untyped-def]
    store_location: Callable[[Path], Path | str],
) -> None:
    from station.services.account import AccountService
    from station.store.store import Store
    from tests.helpers.services import sandbox_clients

    belgian = StationServices(
        AccountService(),
        Store.open(store_location(tmp_path / "be" / "station.sqlite3"), operator="tester"),
        directory_printers(tmp_path / "be" / "labels"),
        clients=sandbox_clients(front_of(sandbox, wire_profile), api_key="sandbox-be"),
    )
    try:
        belgian.orders.import_file(SAMPLE)
        shipped = await belgian.scan.scan("WEB-10435", scan_to_print=True)  # DPD to Gent: the BE shop ships it
        assert shipped.created
    finally:
        await belgian.aclose()
    dutch = station(services_factory, sandbox, tmp_path / "nl")
    dutch.orders.import_file(SAMPLE)
    await dutch.elsewhere.sweep()
    assert dutch.orders.get("import:WEB-10435").shipment is None
    result = await dutch.scan.scan("WEB-10435", scan_to_print=True)
    assert result.created and not result.shipped_elsewhere


async def test_a_create_that_waited_offline_is_not_sent_when_another_station_shipped_the_order_meanwhile(
    sandbox_factory: Callable[..., SandboxServer],
    services_factory: ServicesFactory,
    tmp_path: Path,
) -> None:
    from station.services.errors import WorkQueued

    service = SandboxThatGoesAway(sandbox_factory, tmp_path)
    second = station(services_factory, service.server, tmp_path / "table-2")
    await knows_the_sample_orders(second)
    service.go_away()
    with pytest.raises(WorkQueued):  # known order, service away: journaled with its label
        await second.scan.scan(REFERENCE, scan_to_print=True)

    back = service.come_back()
    first = station(services_factory, back, tmp_path / "table-1")
    first.orders.import_file(SAMPLE)
    shipped = await first.scan.scan(REFERENCE, scan_to_print=True)  # the first table ships it meanwhile

    assert await second.outbox.drain_once()
    order = second.orders.get(KEY)
    assert order.shipment is not None and order.shipment.id == shipped.shipment.id  # type: ignore[union-attr]
    assert order.shipment.elsewhere and labels_in(tmp_path / "table-2") == []  # its waiting label was dropped
    assert second.outbox.pending_count() == 0
    assert len(shipments_at(back.base_url, REFERENCE)) == 1


async def test_a_batch_begun_while_a_sweep_is_under_way_waits_for_that_sweep_instead_of_reading_again(
    sandbox: SandboxServer,
    services_factory: ServicesFactory,
    tmp_path: Path,
) -> None:
    services = station(services_factory, sandbox, tmp_path / "table-1")
    wire = WireLog(services)
    report = services.orders.import_file(SAMPLE)
    # What an import's wake starts in the background, begun after the orders arrived: it covers them.
    under_way = asyncio.ensure_future(services.elsewhere.sweep())
    await asyncio.sleep(0)
    assert await services.elsewhere.ensure_known_many(report.order_keys) == {}
    await under_way
    assert all(services.elsewhere.knows(key) for key in report.order_keys)
    # One page of each shop's shipments (the sandbox account's Demo NL and Demo BE), read once.
    assert [method for method, _path in wire.requests] == ["GET", "GET"]
