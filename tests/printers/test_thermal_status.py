"""Issue 26 point 3: a thermal printer on port 9100 is asked `~HS` before anything is created and after each job;
a printer that cannot print refuses with its reason and what to do. Against the virtual printer in each state."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from station.domain.enums import LabelFormat
from station.printers.base import PrinterKind, PrinterProfile, PrintJobState
from station.printers.health import PrinterState as Health
from station.printers.routing import ProfilePrinter
from station.printers.thermal import ThermalLabelPrinter
from station.printers.zpl_status import HostStatus, MalformedStatus, parse_host_status
from station.sandbox.server import SandboxServer
from station.services.errors import PrinterCannotPrint
from station.services.outbox import PrinterBinding
from tests.printers.virtual_label_printer import PrinterState, VirtualLabelPrinter

NOT_READY = {
    "paper_out": ("out of labels", "Load a new roll", Health.NO_PAPER),
    "head_open": ("head is open", "Close the print head", Health.ERROR),
    "paused": ("is paused", "Press its Pause button", Health.PAUSED),
    "buffer_full": ("memory is full", "Wait until it has printed them", Health.NOT_ACCEPTING),
}


@pytest.fixture
def virtual_printer() -> Iterator[VirtualLabelPrinter]:
    printer = VirtualLabelPrinter()
    yield printer
    printer.close()


def profile_for(address: str) -> PrinterProfile:
    return PrinterProfile("Zebra", LabelFormat.A6, kind=PrinterKind.THERMAL, network_address=address)


def test_each_flag_of_the_host_status_is_read() -> None:
    for flag in NOT_READY:
        state = PrinterState(**{flag: True})
        assert parse_host_status(state.host_status()) == HostStatus(**{name: name == flag for name in NOT_READY})
    with pytest.raises(MalformedStatus):
        parse_host_status(b"\x02030,0,0\x03\r\n")


@pytest.mark.parametrize("flag", sorted(NOT_READY))
def test_a_printer_that_cannot_print_says_why_and_gets_no_label(
    flag: str,
    virtual_printer: VirtualLabelPrinter,
    run_async: Callable[..., Any],
    label_pdf: bytes,
) -> None:
    setattr(virtual_printer.state, flag, True)
    profile = profile_for(virtual_printer.address)
    health = run_async(ProfilePrinter().health(profile))
    reason, remedy, state = NOT_READY[flag]
    assert health.state is state and not health.can_print
    assert reason in health.reason and remedy in health.advice
    outcome = run_async(ThermalLabelPrinter().print_pdf(label_pdf, profile, "job"))
    assert outcome.state is PrintJobState.FAILED and reason in outcome.detail and remedy in outcome.detail
    assert virtual_printer.jobs == []


def test_a_ready_printer_is_asked_before_and_after_the_job(
    virtual_printer: VirtualLabelPrinter,
    run_async: Callable[..., Any],
    label_pdf: bytes,
) -> None:
    profile = profile_for(virtual_printer.address)
    assert run_async(ProfilePrinter().health(profile)).state is Health.READY
    outcome = run_async(ThermalLabelPrinter().print_pdf(label_pdf, profile, "job"))
    assert outcome.state is PrintJobState.SENT and outcome.detail.startswith("2 labels")
    assert len(virtual_printer.jobs) == 1 and virtual_printer.status_queries == 3


def test_a_printer_that_runs_out_during_the_job_is_reported_with_the_job(
    virtual_printer: VirtualLabelPrinter,
    run_async: Callable[..., Any],
    label_pdf: bytes,
) -> None:
    """The job reached the printer (it prints once labels are loaded): sent, with what the printer said after."""

    class RunsOutAfterTheJob(VirtualLabelPrinter):
        def _handle(self, connection):  # type: ignore[no-untyped-def]
            super()._handle(connection)
            if self.jobs:
                self.state.paper_out = True

    printer = RunsOutAfterTheJob()
    try:
        outcome = run_async(ThermalLabelPrinter().print_pdf(label_pdf, profile_for(printer.address), "job"))
    finally:
        printer.close()
    assert outcome.state is PrintJobState.SENT
    assert "then the printer said: the label printer is out of labels." in outcome.detail
    assert len(printer.jobs) == 1


def test_a_printer_that_does_not_answer_or_not_in_zpl_is_not_ready(
    virtual_printer: VirtualLabelPrinter,
    run_async: Callable[..., Any],
) -> None:
    virtual_printer.answers_status = False
    health = run_async(ProfilePrinter().health(profile_for(virtual_printer.address)))
    assert health.state is Health.OFFLINE and "closed before its status was complete" in health.reason
    closed = VirtualLabelPrinter()
    closed.close()
    health = run_async(ProfilePrinter().health(profile_for(closed.address)))
    assert health.state is Health.OFFLINE and "cannot be reached" in health.reason
    assert "switched on and on the network" in health.advice


def test_a_thermal_printer_on_a_queue_is_the_queues_business(run_async: Callable[..., Any]) -> None:
    """Raw through an OS queue: the queue's state (printer health of the queues), not ~HS."""
    queue = PrinterProfile(
        "Zebra on a queue", LabelFormat.A6, printer_name="NoSuchZebraQueue", kind=PrinterKind.THERMAL
    )
    assert run_async(ThermalLabelPrinter().health(queue)).state is Health.UNKNOWN
    assert run_async(ProfilePrinter().health(queue)).state is Health.NOT_INSTALLED


def test_create_and_print_refuses_before_any_shipment_is_created(
    virtual_printer: VirtualLabelPrinter,
    sandbox: SandboxServer,
    tmp_path: Path,
    run_async: Callable[..., Any],
) -> None:
    from station.api.profiles import WireProfile
    from station.services.account import AccountService
    from station.services.station import StationServices
    from station.store.store import Store
    from tests.helpers.services import sample_file, sandbox_clients
    from tests.profiles import front_of

    virtual_printer.state.paper_out = True
    binding = PrinterBinding(profile_for(virtual_printer.address), ProfilePrinter())
    services = StationServices(
        AccountService(),
        Store.open(tmp_path / "station.sqlite3", operator="tester"),
        {LabelFormat.A6: binding},
        clients=sandbox_clients(front_of(sandbox, WireProfile.CONTRACT)),
    )
    try:
        services.orders.import_file(sample_file("sample-orders.csv"))
        with pytest.raises(
            PrinterCannotPrint, match=r"the label printer is out of labels\. Nothing was created"
        ) as refused:
            run_async(services.shipments.create_and_print("import:WEB-10423", LabelFormat.A6))
        assert refused.value.advice.startswith("Load a new roll")
        assert services.orders.get("import:WEB-10423").shipment is None
        assert services.outbox.pending_count() == 0
        assert virtual_printer.jobs == []

        virtual_printer.state.paper_out = False
        result = run_async(services.shipments.create_and_print("import:WEB-10423", LabelFormat.A6))
        assert result.created and result.job is not None
        assert len(virtual_printer.jobs) == 1
    finally:
        run_async(services.aclose())
