"""The outbox: create once, resume after a simulated crash by reference, unknown prints wait for the operator, offline drain."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from station.api.profiles import WireProfile
from station.domain.enums import LabelFormat
from station.sandbox.server import SandboxServer
from station.services.errors import AlreadyPrinted, PrintNeedsConfirmation, WorkQueued
from station.store.records import CreatePayload, OutboxState, PrintState
from tests.helpers.sandbox import SandboxThatGoesAway
from tests.helpers.services import (
    CountingPrinter,
    CrashingPrinter,
    ServicesFactory,
    SimulatedCrash,
    bound,
    directory_printers,
    knows_the_sample_orders,
    live_by_reference,
    sample_file,
)
from tests.helpers.waiting import async_wait_for

pytestmark = pytest.mark.anyio


async def test_creating_twice_gives_the_one_shipment(
    sandbox: SandboxServer, services_factory: ServicesFactory, wire_profile: WireProfile
) -> None:
    services = services_factory(sandbox)
    services.orders.import_file(sample_file("sample-orders.csv"))
    first = await services.shipments.create("import:WEB-10421")
    second = await services.shipments.create("import:WEB-10421")
    # Where the barcode comes with the label (production), a new shipment has none yet.
    assert first.id == second.id and bool(first.barcode) is wire_profile.capabilities.barcode_at_create
    assert len(live_by_reference(sandbox, "WEB-10421")) == 1
    assert services.outbox.pending_count() == 0


async def test_a_create_journaled_and_sent_before_a_crash_resumes_by_reference(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    store_path = tmp_path / "crash.sqlite3"
    before = services_factory(sandbox, store_path=store_path)
    before.orders.import_file(sample_file("sample-orders.csv"))
    draft = before.shipments.draft_for("import:WEB-10422")
    # What a crashed Station leaves: the journal entry, and the shipment on the service, but nothing marked done.
    entry = before.store.outbox.journal("import:WEB-10422", CreatePayload(draft, draft.reference))
    before.store.outbox.mark(entry.id, OutboxState.IN_FLIGHT, count_attempt=True)
    created = await before.shipping_client().create_shipment(draft)
    await before.aclose()

    after = services_factory(sandbox, store_path=store_path)
    assert after.outbox.pending_count() == 1
    await after.start()
    await async_wait_for(
        after.outbox.pending_count,
        lambda pending: pending == 0,
        what="the resumed outbox to settle the journaled create",
    )
    order = after.orders.get("import:WEB-10422")
    assert order.shipment is not None and order.shipment.id == created.id
    assert len(live_by_reference(sandbox, "WEB-10422")) == 1  # resolved, not created again
    # A create of the same order now returns that shipment, still without a second one.
    assert (await after.shipments.create("import:WEB-10422")).id == created.id
    assert len(live_by_reference(sandbox, "WEB-10422")) == 1


async def test_a_print_interrupted_by_a_crash_is_never_reprinted_automatically(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    store_path = tmp_path / "print-crash.sqlite3"
    crashing = CrashingPrinter()
    before = services_factory(sandbox, store_path=store_path, printers=bound(crashing))
    before.orders.import_file(sample_file("sample-orders.csv"))
    await before.shipments.create("import:WEB-10423")
    with pytest.raises(SimulatedCrash):
        await before.printing.print_label("import:WEB-10423", LabelFormat.A6)
    assert crashing.calls == 1
    await before.aclose()

    printer = CountingPrinter()
    after = services_factory(sandbox, store_path=store_path, printers=bound(printer))
    await after.start()
    await async_wait_for(
        after.printing.prints_to_confirm,
        lambda waiting: len(waiting) == 1,
        what="the print of unknown outcome to wait for the operator",
    )
    assert printer.jobs == []  # flagged, not reprinted
    with pytest.raises(PrintNeedsConfirmation):
        await after.printing.print_label("import:WEB-10423", LabelFormat.A6)
    entry, job = after.printing.prints_to_confirm()[0]
    assert job.state is PrintState.UNKNOWN
    # The operator found no label in the printer: it may be printed now, once.
    after.printing.confirm_print(entry.id, printed=False)
    await after.printing.print_label("import:WEB-10423", LabelFormat.A6)
    assert printer.jobs == ["WEB-10423"]
    with pytest.raises(AlreadyPrinted):
        await after.printing.print_label("import:WEB-10423", LabelFormat.A6)
    await after.printing.print_label("import:WEB-10423", LabelFormat.A6, reprint=True)
    assert len(printer.jobs) == 2 and printer.jobs[1].startswith("WEB-10423-reprint-")


async def test_offline_work_queues_with_a_visible_count_and_drains_when_the_service_returns(
    sandbox_factory: Callable[..., SandboxServer], services_factory: ServicesFactory, tmp_path: Path
) -> None:
    service = SandboxThatGoesAway(sandbox_factory, tmp_path)
    services = services_factory(service.server, printers=directory_printers(tmp_path / "labels"))
    await knows_the_sample_orders(services)
    counts: list[int] = []
    services.outbox.add_observer(counts.append)
    service.go_away()

    for key in ("import:WEB-10424", "import:WEB-10425"):
        with pytest.raises(WorkQueued):
            await services.shipments.create(key)
    assert services.outbox.pending_count() == 2 and counts[-1] == 2
    services.outbox.start_drainer()

    service.come_back()
    services.outbox.wake()
    await async_wait_for(
        services.outbox.pending_count,
        lambda pending: pending == 0,
        what="the drainer to send the queued creates once the service is back",
    )
    assert counts[-1] == 0
    for reference in ("WEB-10424", "WEB-10425"):
        assert services.orders.get(f"import:{reference}").shipment is not None
        assert len(live_by_reference(service.server, reference)) == 1
    # A print queued while offline is journaled too and prints once when the service is back.
    await services.printing.print_label("import:WEB-10424", LabelFormat.A6)
    assert (tmp_path / "labels" / "WEB-10424.pdf").exists()
