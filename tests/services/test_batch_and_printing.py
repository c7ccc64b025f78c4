"""Batch, printing and scanning against the sandbox: per-item errors, faults without duplicates, A4 slots."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from station.api.errors import Conflict
from station.api.profiles import WireProfile
from station.domain.enums import LabelFormat, ShipmentStatus
from station.sandbox.server import SandboxServer
from station.services.batch import BatchProgress
from station.services.errors import OrderNotFound, describe
from tests.helpers.services import ServicesFactory, directory_printers, live_by_reference, sample_file
from tests.helpers.waiting import wait_for

pytestmark = pytest.mark.anyio


async def test_a_batch_creates_and_prints_every_order_once_and_a_second_run_does_nothing(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    services = services_factory(sandbox, printers=directory_printers(tmp_path / "labels"))
    keys = services.orders.import_file(sample_file("sample-orders.csv")).order_keys
    progress: list[BatchProgress] = []
    summary = await services.batch.run(keys, LabelFormat.A6, concurrency=4, on_progress=progress.append)
    assert (summary.created, summary.printed, summary.failed, summary.queued) == (20, 20, [], 0)
    assert progress[-1].done == progress[-1].total == 20
    assert sorted(path.name for path in (tmp_path / "labels").glob("*.pdf")) == sorted(
        f"{key.split(':', 1)[1]}.pdf" for key in keys
    )
    again = await services.batch.run(keys, LabelFormat.A6)
    assert (again.created, again.already_created, again.printed, again.already_printed) == (0, 20, 0, 20)


async def test_per_item_errors_do_not_stop_the_batch(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    orders_file = tmp_path / "orders.csv"
    orders_file.write_text(
        "reference,name,street,postal_code,city,country,carrier,package_type,options\n"
        "OK-1,Jan,Dorpsstraat 1,1234 AB,Utrecht,NL,postnl,package,\n"
        "BAD-1,Jan,Dorpsstraat 1,1000,Brussel,BE,postnl,mailbox,\n"  # mailbox is NL only: refused per item
        "OK-2,Jan,Dorpsstraat 2,1234 AB,Utrecht,NL,postnl,package,signature\n"
    )
    services = services_factory(sandbox)
    keys = services.orders.import_file(orders_file).order_keys
    summary = await services.batch.run(keys, LabelFormat.A6)
    assert (summary.created, summary.printed) == (2, 2)
    assert [(failure.reference, failure.stage) for failure in summary.failed] == [("BAD-1", "create")]
    assert "Netherlands" in summary.failed[0].reason


def _read_through_faults(server: SandboxServer, reference: str) -> list[dict] | None:
    try:
        return live_by_reference(server, reference)
    except httpx.HTTPError:  # an injected 502 or a dropped answer: None, and the wait reads again
        return None


async def test_faults_and_dropped_answers_never_duplicate_a_shipment(
    sandbox_factory: Callable[..., SandboxServer], services_factory: ServicesFactory, tmp_path: Path
) -> None:
    server = sandbox_factory(fail_rate=0.25, drop_rate=0.15, seed=7)
    services = services_factory(server, printers=directory_printers(tmp_path / "labels"))
    keys = services.orders.import_file(sample_file("sample-orders.json")).order_keys
    summary = await services.batch.run(keys, LabelFormat.A6, concurrency=4, settle_timeout_s=120)
    assert summary.failed == [] and summary.queued == 0, summary
    # Count through the faulty sandbox itself, reading again when the fault injection fails a read.
    for key in keys:
        reference = key.split(":", 1)[1]
        found = wait_for(
            lambda reference=reference: _read_through_faults(server, reference),
            lambda found: found is not None,
            what=f"a read of {reference}'s shipments past the injected faults",
        )
        assert found is not None and len(found) == 1, reference
        assert (tmp_path / "labels" / f"{reference}.pdf").exists()


async def test_a4_prints_fill_the_sheet_slot_by_slot_per_printer(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    services = services_factory(sandbox, printers=directory_printers(tmp_path / "labels"))
    keys = services.orders.import_file(sample_file("sample-orders.csv")).order_keys
    for key in keys[:3]:
        await services.shipments.create(key)
    assert services.printing.propose_positions(LabelFormat.A4, 1) == [1]
    job = await services.printing.print_label(keys[0], LabelFormat.A4)
    assert [item.slot for item in job.items] == [1]
    assert services.printing.used_slots(LabelFormat.A4) == {1}
    assert services.printing.propose_positions(LabelFormat.A4, 2) == [2, 3]
    sheet = await services.printing.print_sheet(keys[1:3])
    assert [item.slot for item in sheet.items] == [2, 3]
    assert services.printing.used_slots(LabelFormat.A4) == {1, 2, 3}
    assert services.printing.used_slots(LabelFormat.A6) == frozenset()  # another printer
    services.printing.reset_sheet(LabelFormat.A4)
    assert services.printing.used_slots(LabelFormat.A4) == frozenset()
    pdf = await services.printing.label_pdf(keys[0], LabelFormat.A4, [2])
    assert pdf.startswith(b"%PDF")


async def test_an_a4_batch_prints_sheet_by_sheet(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    services = services_factory(sandbox, printers=directory_printers(tmp_path / "labels"))
    keys = services.orders.import_file(sample_file("sample-orders.csv")).order_keys[:6]
    services.printing.mark_slots_used(LabelFormat.A4, [1])
    summary = await services.batch.run(keys, LabelFormat.A4)
    assert (summary.created, summary.printed, summary.failed) == (6, 6, [])
    jobs = services.store.print_jobs.all()
    assert [[item.slot for item in job.items] for job in jobs] == [[2, 3, 4], [1, 2, 3]]
    assert services.printing.used_slots(LabelFormat.A4) == {1, 2, 3}


async def test_cancelling_stops_between_items_and_a_rerun_finishes(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    services = services_factory(sandbox, printers=directory_printers(tmp_path / "labels"))
    keys = services.orders.import_file(sample_file("sample-orders.csv")).order_keys
    cancel = asyncio.Event()

    def cancel_after_first_print(progress: BatchProgress) -> None:
        if progress.stage == "printed":
            cancel.set()

    summary = await services.batch.run(
        keys, LabelFormat.A6, concurrency=1, on_progress=cancel_after_first_print, cancel_event=cancel
    )
    assert summary.cancelled and 1 <= summary.printed < 20
    rest = await services.batch.run(keys, LabelFormat.A6)
    assert rest.printed + summary.printed == 20 and rest.already_printed == summary.printed
    assert len(list((tmp_path / "labels").glob("*.pdf"))) == 20


async def test_scan_selects_by_reference_or_barcode_and_scan_to_print_does_it_in_one_go(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    services = services_factory(sandbox, printers=directory_printers(tmp_path / "labels"))
    services.orders.import_file(sample_file("sample-orders.csv"))
    selected = await services.scan.scan(" web-10430 ")
    assert selected.order.reference == "WEB-10430" and selected.shipment is None
    printed = await services.scan.scan("WEB-10430", scan_to_print=True)
    assert printed.created and printed.job is not None and (tmp_path / "labels" / "WEB-10430.pdf").exists()
    by_barcode = await services.scan.scan(printed.shipment.barcode, scan_to_print=True)  # type: ignore[union-attr]
    assert by_barcode.order.key == "import:WEB-10430" and by_barcode.already_printed and by_barcode.job is None
    with pytest.raises(OrderNotFound) as caught:
        await services.scan.scan("NOPE-1")
    assert describe(caught.value).title == "Order not found"


async def test_cancel_return_tracking_and_refresh(
    sandbox: SandboxServer, services_factory: ServicesFactory, wire_profile: WireProfile
) -> None:
    services = services_factory(sandbox)
    services.orders.import_file(sample_file("sample-orders.csv"))
    shipment = await services.shipments.create("import:WEB-10430")
    trace = await services.shipments.tracking("import:WEB-10430")
    assert trace.shipment_id == shipment.id
    await services.printing.label_pdf("import:WEB-10430", LabelFormat.A6)  # fetching a label: printed
    refreshed = await services.shipments.refresh("import:WEB-10430")
    assert refreshed.status.label == "printed"
    returned = await services.shipments.create_return("import:WEB-10430", send_email=False, printerless=False)
    assert returned.parent_id == shipment.id
    if not wire_profile.capabilities.cancel_after_label:
        # The production service cancels only concepts: a labelled shipment stays, and the order with it.
        with pytest.raises(Conflict):
            await services.shipments.cancel("import:WEB-10430")
        assert services.orders.get("import:WEB-10430").shipment.status is ShipmentStatus.PRINTED  # type: ignore[union-attr]
        return
    cancelled = await services.shipments.cancel("import:WEB-10430")
    assert cancelled.status.label == "cancelled"
    assert services.orders.get("import:WEB-10430").state.value == "cancelled"


async def test_an_a4_batch_fetches_sheets_concurrently_and_prints_them_in_planned_order(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    services = services_factory(sandbox, printers=directory_printers(tmp_path / "labels"))
    keys = services.orders.import_file(sample_file("sample-orders.csv")).order_keys
    services.printing.mark_slots_used(LabelFormat.A4, [1, 2])
    assert services.printing.plan_sheets(LabelFormat.A4, len(keys)) == [[3, 4]] + [[1, 2, 3, 4]] * 4 + [[1, 2]]
    summary = await services.batch.run(keys, LabelFormat.A4, concurrency=4)
    assert (summary.printed, summary.failed, summary.queued) == (len(keys), [], 0)
    jobs = sorted(services.store.print_jobs.all(), key=lambda job: job.id)
    # Journaled in the planned order, each order on exactly one sheet, slots as planned.
    assert [[item.slot for item in job.items] for job in jobs] == [[3, 4]] + [[1, 2, 3, 4]] * 4 + [[1, 2]]
    assert [item.order_key for job in jobs for item in job.items] == list(keys)
    entries = [entry for entry in services.store.outbox.all() if entry.kind.value == "print_label"]
    assert [entry.print_request.job_id for entry in entries] == [job.id for job in jobs]
    assert services.printing.used_slots(LabelFormat.A4) == {1, 2}
    assert len(list((tmp_path / "labels").glob("*.pdf"))) == len(jobs)
    again = await services.batch.run(keys, LabelFormat.A4, concurrency=4)
    assert (again.printed, again.already_printed) == (0, len(keys))


async def test_an_a4_job_whose_slots_were_used_meanwhile_prints_nothing_and_may_print_again(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    from station.services.outbox import SheetSlotsTaken

    services = services_factory(sandbox, printers=directory_printers(tmp_path / "labels"))
    keys = services.orders.import_file(sample_file("sample-orders.csv")).order_keys[:2]
    for key in keys:
        await services.shipments.create(key)
    services.printing.mark_slots_used(LabelFormat.A4, [2])
    with pytest.raises(SheetSlotsTaken):
        await services.printing.print_sheet(keys, [1, 2])
    assert list((tmp_path / "labels").glob("*.pdf")) == []
    assert services.printing.used_slots(LabelFormat.A4) == {2}
    assert not services.printing.is_printed(keys[0])
    job = await services.printing.print_sheet(keys)
    assert [item.slot for item in job.items] == [1, 3]
    assert len(list((tmp_path / "labels").glob("*.pdf"))) == 1
