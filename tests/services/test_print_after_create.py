"""Create & print while the service is away: the print is journaled with the create and prints once the shipment
exists (drain, restart), exactly once; printed by hand or cancelled meanwhile, it is dropped; A4 takes the free slot."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from station.domain.enums import LabelFormat, PackageType
from station.printers.base import PrinterProfile, PrintOutcome
from station.printers.directory import DirectoryLabelPrinter
from station.sandbox.server import SandboxServer
from station.services.errors import PrinterNotConfigured, WorkQueued
from station.services.events import OrdersChanged, PrintJobChanged, SheetChanged
from station.services.outbox import OutboxEvent, OutboxEventKind, PrinterBinding
from station.services.station import StationServices
from station.store.records import OutboxKind, OutboxState, PrintState
from tests.helpers.sandbox import SandboxThatGoesAway
from tests.helpers.services import (
    ServicesFactory,
    SimulatedCrash,
    knows_the_sample_orders,
    live_by_reference,
    sample_file,
)
from tests.helpers.waiting import DEADLINE_S

pytestmark = pytest.mark.anyio

KEY, REFERENCE = "import:WEB-10423", "WEB-10423"


class CountingFolderPrinter:
    """The folder printer (one PDF per job name), counting every job handed to it: a second print of a label with
    the same name would overwrite its file, so the files alone could not show it."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.jobs: list[str] = []
        self._printer = DirectoryLabelPrinter(folder)

    async def print_pdf(self, pdf: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome:
        self.jobs.append(job_name)
        return await self._printer.print_pdf(pdf, profile, job_name)

    def files(self) -> list[str]:
        return sorted(path.name for path in self.folder.glob("*.pdf")) if self.folder.exists() else []


def bound(printer: CountingFolderPrinter, *formats: LabelFormat) -> dict[LabelFormat, PrinterBinding]:
    return {
        fmt: PrinterBinding(PrinterProfile(f"folder {fmt.value}", fmt, printer_name=f"dir-{fmt.value}"), printer)  # type: ignore[arg-type]
        for fmt in formats or tuple(LabelFormat)
    }


class Events:
    """The outbox's events, and a way to wait for one of a kind (an asyncio.Event, never a sleep)."""

    def __init__(self, services: StationServices) -> None:
        self.seen: list[OutboxEvent] = []
        self._arrived = asyncio.Event()
        services.outbox.add_event_observer(self._add)

    def _add(self, event: OutboxEvent) -> None:
        self.seen.append(event)
        self._arrived.set()

    def of(self, kind: OutboxEventKind) -> list[OutboxEvent]:
        return [event for event in self.seen if event.kind is kind]

    async def wait_for(self, kind: OutboxEventKind, timeout_s: float = DEADLINE_S) -> OutboxEvent:
        async def arrival() -> OutboxEvent:
            while not self.of(kind):
                self._arrived.clear()
                await self._arrived.wait()
            return self.of(kind)[0]

        try:
            return await asyncio.wait_for(arrival(), timeout_s)
        except TimeoutError:
            seen = [event.kind.name for event in self.seen]
            raise AssertionError(f"waited {timeout_s:g} s for the outbox event {kind.name}; seen: {seen}") from None


def entries(services: StationServices, kind: OutboxKind) -> list:
    return [entry for entry in services.store.outbox.all() if entry.kind is kind]


async def queued_create_and_print(
    sandbox_factory: Callable[..., SandboxServer],
    services_factory: ServicesFactory,
    tmp_path: Path,
    printer: CountingFolderPrinter,
    label_format: LabelFormat = LabelFormat.A6,
    *,
    scan: bool = False,
    formats: tuple[LabelFormat, ...] = (),
) -> tuple[StationServices, Callable[[], SandboxServer]]:
    """Station with the sample orders; the service goes away and the operator presses Create & print (or scans
    with scan to print on). Returns the services and a function that brings the service back on its address."""
    service = SandboxThatGoesAway(sandbox_factory, tmp_path)
    services = services_factory(
        service.server, printers=bound(printer, *formats), store_path=tmp_path / "station.sqlite3"
    )
    await knows_the_sample_orders(services)
    service.go_away()
    with pytest.raises(WorkQueued):
        if scan:
            await services.scan.scan(REFERENCE, scan_to_print=True, label_format=label_format)
        else:
            await services.shipments.create_and_print(KEY, label_format)
    # Both wait, and the operator sees both: the create and the label asked for with it.
    assert services.outbox.pending_count() == 2
    [intent] = entries(services, OutboxKind.PRINT_LABEL)
    assert intent.state is OutboxState.PENDING and intent.print_request.label_format is label_format
    assert printer.jobs == []
    return services, service.come_back


@pytest.mark.parametrize("scan", [False, True], ids=["create-and-print", "scan-to-print"])
async def test_a_label_asked_for_while_offline_prints_once_when_the_service_is_back(
    sandbox_factory: Callable[..., SandboxServer],
    services_factory: ServicesFactory,
    tmp_path: Path,
    scan: bool,
) -> None:
    printer = CountingFolderPrinter(tmp_path / "labels")
    services, back = await queued_create_and_print(sandbox_factory, services_factory, tmp_path, printer, scan=scan)
    counts: list[int] = []
    services.outbox.add_observer(counts.append)
    events = Events(services)
    changed: list[OrdersChanged | PrintJobChanged | SheetChanged] = []
    for kind in (OrdersChanged, PrintJobChanged, SheetChanged):
        services.events.subscribe(kind, changed.append)
    services.outbox.start_drainer()

    server = back()
    services.outbox.wake()
    printed = await events.wait_for(OutboxEventKind.PRINTED)
    assert printed.order_keys == (KEY,) and REFERENCE in printed.message and "printed" in printed.message
    assert printed.job is not None and printed.job.state is PrintState.SENT
    # The drain says what it changed as a print by the operator does: the row, the print job, the sheet.
    assert OrdersChanged((KEY,)) in changed
    assert PrintJobChanged(printed.job, (KEY,), LabelFormat.A6) in changed
    assert SheetChanged(LabelFormat.A6) in changed
    assert services.outbox.pending_count() == 0 and counts[-1] == 0
    assert printer.jobs == [REFERENCE] and printer.files() == [f"{REFERENCE}.pdf"]
    assert len(live_by_reference(server, REFERENCE)) == 1
    assert services.printing.is_printed(KEY)
    # Drained again (the operator presses sync, a restart): nothing prints a second time.
    assert await services.outbox.drain_once()
    assert printer.jobs == [REFERENCE] and events.of(OutboxEventKind.FAILED) == []


async def test_a_crash_after_the_create_drained_prints_the_label_once_after_the_restart(
    sandbox_factory: Callable[..., SandboxServer],
    services_factory: ServicesFactory,
    tmp_path: Path,
) -> None:
    printer = CountingFolderPrinter(tmp_path / "labels")
    before, back = await queued_create_and_print(sandbox_factory, services_factory, tmp_path, printer)
    server = back()
    client = before.shipping_client()
    fetched = asyncio.Event()

    async def dies_fetching_the_label(*_args: object, **_kwargs: object) -> bytes:
        fetched.set()
        raise SimulatedCrash  # the process dies: the create is recorded, the print journaled but not sent

    client.label_pdf = dies_fetching_the_label
    with pytest.raises(SimulatedCrash):
        await before.outbox.drain_once()
    assert fetched.is_set() and before.orders.get(KEY).shipment is not None
    assert before.outbox.pending_count() == 1 and printer.jobs == []
    await before.aclose()

    after = services_factory(server, printers=bound(printer), store_path=tmp_path / "station.sqlite3")
    events = Events(after)
    await after.start()
    await events.wait_for(OutboxEventKind.PRINTED)
    assert after.outbox.pending_count() == 0 and after.printing.prints_to_confirm() == []
    assert printer.jobs == [REFERENCE] and printer.files() == [f"{REFERENCE}.pdf"]
    assert len(live_by_reference(server, REFERENCE)) == 1


async def test_a_print_that_waited_for_its_printer_across_a_restart_prints_once(
    sandbox_factory: Callable[..., SandboxServer],
    services_factory: ServicesFactory,
    tmp_path: Path,
) -> None:
    printer = CountingFolderPrinter(tmp_path / "labels")
    # Only the A4 printer is set up: the create drains, the A6 label asked for with it cannot print yet.
    before, back = await queued_create_and_print(
        sandbox_factory, services_factory, tmp_path, printer, formats=(LabelFormat.A4,)
    )
    server = back()
    events = Events(before)
    assert await before.outbox.drain_once()
    assert [event.kind for event in events.seen] == [OutboxEventKind.FAILED]
    assert before.orders.get(KEY).shipment is not None and before.outbox.pending_count() == 1
    [intent] = entries(before, OutboxKind.PRINT_LABEL)
    assert intent.state is OutboxState.PENDING and intent.print_request.job_id is None
    await before.aclose()

    after = services_factory(server, printers=bound(printer), store_path=tmp_path / "station.sqlite3")
    events = Events(after)
    await after.start()
    await events.wait_for(OutboxEventKind.PRINTED)
    assert printer.jobs == [REFERENCE] and after.outbox.pending_count() == 0


async def test_a_label_printed_by_hand_meanwhile_is_not_printed_again(
    sandbox_factory: Callable[..., SandboxServer],
    services_factory: ServicesFactory,
    tmp_path: Path,
) -> None:
    printer = CountingFolderPrinter(tmp_path / "labels")
    services, back = await queued_create_and_print(sandbox_factory, services_factory, tmp_path, printer)
    back()
    events = Events(services)
    # The service is back; before the drainer gets to it the operator creates the shipment and prints it (Ctrl+P).
    await services.shipments.create(KEY)
    assert services.outbox.pending_count() == 1  # the label asked for with the create still waits
    job = await services.printing.print_label(KEY, LabelFormat.A6)
    assert job.state is PrintState.SENT and printer.jobs == [REFERENCE]
    assert services.outbox.pending_count() == 0
    [intent, manual] = entries(services, OutboxKind.PRINT_LABEL)
    assert intent.state is OutboxState.DONE and intent.print_request.job_id is None
    assert manual.state is OutboxState.DONE

    assert await services.outbox.drain_once()
    assert printer.jobs == [REFERENCE] and events.of(OutboxEventKind.PRINTED) == []


async def test_a_label_printed_by_hand_before_the_drain_journals_its_job_is_dropped_by_the_drain(
    sandbox_factory: Callable[..., SandboxServer],
    services_factory: ServicesFactory,
    tmp_path: Path,
) -> None:
    printer = CountingFolderPrinter(tmp_path / "labels")
    services, back = await queued_create_and_print(sandbox_factory, services_factory, tmp_path, printer)
    back()
    events = Events(services)
    await services.shipments.create(KEY)
    # A print of the label recorded by another path (a reprint, an older Station) without taking the waiting one's
    # place: the waiting one sees the printed job in its own transaction and gives way.
    binding = services.printing.binding(LabelFormat.A6)
    assert binding is not None
    shipment = services.orders.get(KEY).shipment
    assert shipment is not None
    from station.store.records import PrintJobItem

    recorded = services.store.print_jobs.create(
        job_name=REFERENCE,
        label_format=LabelFormat.A6,
        printer_profile=binding.profile.name,
        printer=binding.printer_id,
        items=[PrintJobItem(KEY, shipment.id)],
    )
    services.store.print_jobs.set_state(recorded.id, PrintState.SENT, "printed elsewhere")

    assert await services.outbox.drain_once()
    assert printer.jobs == [] and services.outbox.pending_count() == 0
    [dropped] = events.of(OutboxEventKind.DROPPED)
    assert "printed meanwhile" in dropped.message
    [intent] = entries(services, OutboxKind.PRINT_LABEL)
    assert intent.state is OutboxState.DONE and intent.last_error == "it was printed meanwhile"


async def test_a_cancelled_shipment_drops_the_label_waiting_for_it(
    sandbox_factory: Callable[..., SandboxServer],
    services_factory: ServicesFactory,
    tmp_path: Path,
) -> None:
    printer = CountingFolderPrinter(tmp_path / "labels")
    services, back = await queued_create_and_print(sandbox_factory, services_factory, tmp_path, printer)
    back()
    events = Events(services)
    await services.shipments.create(KEY)
    await services.shipments.cancel(KEY)
    assert services.outbox.pending_count() == 0
    [dropped] = events.of(OutboxEventKind.DROPPED)
    assert "cancelled" in dropped.message
    assert await services.outbox.drain_once()
    assert printer.jobs == []


async def test_a_create_refused_drops_the_label_asked_for_with_it(
    sandbox_factory: Callable[..., SandboxServer],
    services_factory: ServicesFactory,
    tmp_path: Path,
) -> None:
    printer = CountingFolderPrinter(tmp_path / "labels")
    services, back = await queued_create_and_print(sandbox_factory, services_factory, tmp_path, printer)
    back()
    events = Events(services)
    # The service refuses the journaled draft when it is back (here: its carrier rules changed meanwhile).
    [create] = entries(services, OutboxKind.CREATE_SHIPMENT)
    draft = create.create.draft
    # A mailbox parcel to Belgium: mailbox is for the Netherlands only.
    belgian_mailbox = replace(
        draft,
        recipient=replace(draft.recipient, country="BE", postal_code="1000"),
        options=replace(draft.options, package_type=PackageType.MAILBOX),
    )
    services.store.outbox.update_payload(create.id, replace(create.create, draft=belgian_mailbox))
    assert await services.outbox.drain_once()
    assert services.orders.get(KEY).shipment is None and services.outbox.pending_count() == 0
    assert [event.kind for event in events.seen] == [OutboxEventKind.DROPPED]
    assert printer.jobs == []


async def test_a_queued_a4_label_takes_the_slot_free_when_it_prints(
    sandbox_factory: Callable[..., SandboxServer],
    services_factory: ServicesFactory,
    tmp_path: Path,
) -> None:
    printer = CountingFolderPrinter(tmp_path / "labels")
    services, back = await queued_create_and_print(sandbox_factory, services_factory, tmp_path, printer, LabelFormat.A4)
    # While it waits, the operator uses slots 1 and 2 of the sheet in the tray.
    services.printing.mark_slots_used(LabelFormat.A4, [1, 2])
    back()
    events = Events(services)
    assert await services.outbox.drain_once()
    printed = await events.wait_for(OutboxEventKind.PRINTED)
    assert printed.job is not None and [item.slot for item in printed.job.items] == [3]
    assert services.printing.used_slots(LabelFormat.A4) == frozenset({1, 2, 3})
    assert printer.jobs == [REFERENCE]


async def test_create_and_print_online_prints_once_and_leaves_nothing_waiting(
    sandbox: SandboxServer,
    services_factory: ServicesFactory,
    tmp_path: Path,
) -> None:
    printer = CountingFolderPrinter(tmp_path / "labels")
    services = services_factory(sandbox, printers=bound(printer))
    services.orders.import_file(sample_file("sample-orders.csv"))
    services.outbox.start_drainer()
    result = await services.shipments.create_and_print(KEY, LabelFormat.A6)
    assert result.created and result.job is not None and result.job.state is PrintState.SENT
    assert services.outbox.pending_count() == 0 and printer.jobs == [REFERENCE]
    # One operation: the print is the entry journaled with the create, and the PDF printed comes back with it.
    [create, printed] = services.store.outbox.all()
    assert create.kind is OutboxKind.CREATE_SHIPMENT and printed.kind is OutboxKind.PRINT_LABEL
    assert printed.state is OutboxState.DONE and printed.print_request.job_id == result.job.id
    assert result.pdf == (tmp_path / "labels" / f"{REFERENCE}.pdf").read_bytes()
    assert await services.outbox.drain_once()
    assert printer.jobs == [REFERENCE]
    again = await services.shipments.create_and_print(KEY, LabelFormat.A6)
    assert again.already_printed and not again.created and printer.jobs == [REFERENCE]


async def test_create_and_print_without_a_printer_leaves_the_label_waiting_for_the_drain(
    sandbox: SandboxServer,
    services_factory: ServicesFactory,
    tmp_path: Path,
) -> None:
    printer = CountingFolderPrinter(tmp_path / "labels")
    services = services_factory(sandbox, printers=bound(printer, LabelFormat.A4))
    services.orders.import_file(sample_file("sample-orders.csv"))
    with pytest.raises(PrinterNotConfigured):
        await services.shipments.create_and_print(KEY, LabelFormat.A6)
    assert services.orders.get(KEY).shipment is not None and services.outbox.pending_count() == 1
    # The operator sets up the A6 printer; the label asked for prints, once.
    services.printing.set_printer(
        LabelFormat.A6, PrinterProfile("folder A6", LabelFormat.A6, printer_name="dir-A6"), printer
    )  # type: ignore[arg-type]
    events = Events(services)
    assert await services.outbox.drain_once()
    await events.wait_for(OutboxEventKind.PRINTED)
    assert printer.jobs == [REFERENCE] and services.outbox.pending_count() == 0
