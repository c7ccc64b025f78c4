"""A return's own label (issue 19 point 5): printed once on A6 or in an A4 sheet slot through the journaled print
path (never twice, never lost across an outage or a crash), saved whole, read back from the PDFs; the order's returns
from the store and the service; returns go back to the shop's sender; every action in the operator log (against the
sandbox)."""

from __future__ import annotations

from collections.abc import Callable
from io import BytesIO
from pathlib import Path

import pytest
from pypdf import PdfReader

from station.domain.enums import LabelFormat, ShipmentStatus
from station.domain.models import Address
from station.domain.text import Text, message_of
from station.sandbox.server import SandboxServer
from station.services.errors import AlreadyPrinted, PrintNeedsConfirmation, WorkQueued
from station.services.outbox import PrintQueued
from station.services.return_labels import ReturnIsPrinterless
from station.services.station import StationServices
from station.store.records import OrderState, PrintState, ShipmentKind, ShipmentRecord
from tests.helpers.labels import code128, rendered_page
from tests.helpers.sandbox import SandboxThatGoesAway, shipments_at
from tests.helpers.services import (
    CrashingPrinter,
    ServicesFactory,
    SimulatedCrash,
    bound,
    directory_printers,
    sample_file,
)
from tests.helpers.waiting import async_wait_for

pytestmark = pytest.mark.anyio

ORDER = "import:WEB-10421"
SENDER = Address("Tegelhuis Meulenbelt", "Industrieweg 7", "7521 BD", "Enschede", "NL")


def pdf_text(pdf: bytes) -> list[str]:
    """Each page's text, as a reader (or a search of the PDF) finds it."""
    return [page.extract_text() for page in PdfReader(BytesIO(pdf)).pages]


def page_size_mm(pdf: bytes) -> tuple[int, int]:
    box = PdfReader(BytesIO(pdf)).pages[0].mediabox
    return round(float(box.width) / 72 * 25.4), round(float(box.height) / 72 * 25.4)


def on_service(base_url: str, shipment_id: int) -> dict:
    [found] = [s for s in shipments_at(base_url, "WEB-10421") if s["id"] == shipment_id]
    return found


async def a_return(services: StationServices, *, printerless: bool = False) -> tuple[ShipmentRecord, ShipmentRecord]:
    """The order shipped from the shop's sender and its label printed (so a return is accepted), and its return."""
    problems = services.account.set_senders(dict.fromkeys(("", "Demo NL", "sandbox"), SENDER))
    assert problems == []
    services.orders.import_file(sample_file("sample-orders.csv"))
    parent = await services.shipments.create(ORDER)
    await services.printing.print_label(ORDER, LabelFormat.A6)
    returned = await services.shipments.create_return(ORDER, send_email=False, printerless=printerless)
    return parent, returned


def printed_files(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.glob("*.pdf")) if folder.exists() else []


async def test_a_returns_label_prints_once_on_a6_goes_back_to_the_shops_sender_and_is_logged(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    services = services_factory(sandbox)
    parent, returned = await a_return(services)
    folder = tmp_path / "labels"
    before = printed_files(folder)

    job = await services.returns.print_label(ORDER, returned.id, LabelFormat.A6)

    assert job.state is PrintState.SENT and [item.shipment_id for item in job.items] == [returned.id]
    (new,) = sorted(set(printed_files(folder)) - set(before))
    pages = pdf_text((folder / new).read_bytes())
    assert len(pages) == 1 and page_size_mm((folder / new).read_bytes()) == (105, 148)
    # The return's own label: its barcode, marked RETURN, addressed to the shop's sender (from the customer).
    wire = on_service(sandbox.base_url, returned.id)
    assert wire["barcode"] and wire["barcode"] in pages[0] and "RETURN" in pages[0] and SENDER.name in pages[0]
    # Not the parcel's own label (a production label may name the parcel it returns, never track it).
    assert f"/{on_service(sandbox.base_url, parent.id)['barcode']}/" not in pages[0]
    assert services.store.shipments.get(returned.id).barcode == wire["barcode"]  # the list shows it
    # Its bars scan as the return's barcode (poppler renders the page, zxing-cpp reads it).
    assert code128(rendered_page((folder / new).read_bytes(), 1, 300)) == [wire["barcode"]]
    assert wire["parent_id"] == parent.id and wire["recipient"]["name"] == SENDER.name
    assert wire["recipient"]["postal_code"] == SENDER.postal_code and wire["status"] == "printed"

    # Once: a second print is refused with nothing sent; a reprint is asked for on purpose and says so.
    with pytest.raises(AlreadyPrinted) as refused:
        await services.returns.print_label(ORDER, returned.id, LabelFormat.A6)
    # Refused by the one rule of "already printed", naming the return, in a sentence the window translates.
    message = message_of(refused.value)
    assert isinstance(message, Text) and message == f"The label of return #{returned.id} was printed already."
    assert len(printed_files(folder)) == len(before) + 1
    again = await services.returns.print_label(ORDER, returned.id, LabelFormat.A6, reprint=True)
    assert again.reprint and again.state is PrintState.SENT
    assert len(printed_files(folder)) == len(before) + 2
    assert services.returns.printed(returned.id)

    # The order's own label is untouched: still printed once, the order's state as it was.
    with pytest.raises(AlreadyPrinted):
        await services.printing.print_label(ORDER, LabelFormat.A6)
    assert services.orders.get(ORDER).state is OrderState.PRINTED
    actions = [(entry.action, entry.operator) for entry in reversed(services.store.log.entries(ORDER))]
    assert ("return created", "tester") in actions
    assert actions.index(("return label printed", "tester")) < actions.index(("return label reprinted", "tester"))
    assert actions.count(("label printed", "tester")) == 1


async def test_a_returns_label_on_a4_takes_the_next_free_slot_of_the_sheet_in_the_tray(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    services = services_factory(sandbox)
    services.account.set_senders(dict.fromkeys(("", "Demo NL", "sandbox"), SENDER))
    services.orders.import_file(sample_file("sample-orders.csv"))
    await services.shipments.create(ORDER)
    await services.printing.print_label(ORDER, LabelFormat.A4)  # slot 1
    returned = await services.shipments.create_return(ORDER, send_email=False, printerless=False)

    job = await services.returns.print_label(ORDER, returned.id, LabelFormat.A4)

    assert [(item.shipment_id, item.slot) for item in job.items] == [(returned.id, 2)]
    assert services.printing.used_slots(LabelFormat.A4) == {1, 2}
    pdf = (tmp_path / "labels" / f"{job.job_name}.pdf").read_bytes()
    assert page_size_mm(pdf) == (210, 297)
    (page,) = pdf_text(pdf)
    assert on_service(sandbox.base_url, returned.id)["barcode"] in page and "RETURN" in page


async def test_a_returns_label_asked_for_while_the_service_is_away_prints_once_after_a_restart(
    sandbox_factory: Callable[..., SandboxServer], services_factory: ServicesFactory, tmp_path: Path
) -> None:
    service = SandboxThatGoesAway(sandbox_factory, tmp_path)
    store_path = tmp_path / "return-label.sqlite3"
    before = services_factory(service.server, store_path=store_path)
    _parent, returned = await a_return(before)
    service.go_away()
    with pytest.raises(WorkQueued):
        await before.returns.print_label(ORDER, returned.id, LabelFormat.A6)
    with pytest.raises(PrintQueued):  # a second press does not journal a second print
        await before.returns.print_label(ORDER, returned.id, LabelFormat.A6)
    # The order's own label is not held up by its return's waiting print.
    assert before.store.outbox.open_print_for(ORDER) is None
    assert before.store.outbox.open_print_for(ORDER, return_id=returned.id) is not None
    await before.aclose()

    service.come_back()
    after = services_factory(service.server, store_path=store_path)
    await after.start()
    await async_wait_for(after.outbox.pending_count, lambda pending: pending == 0, what="the journaled return label")
    folder = tmp_path / "labels"
    printed = [name for name in printed_files(folder) if f"-return-{returned.id}" in name]
    assert printed == [f"WEB-10421-return-{returned.id}.pdf"]
    assert (
        on_service(service.server.base_url, returned.id)["barcode"] in pdf_text((folder / printed[0]).read_bytes())[0]
    )
    with pytest.raises(AlreadyPrinted):
        await after.returns.print_label(ORDER, returned.id, LabelFormat.A6)


async def test_a_returns_label_that_may_have_printed_before_a_crash_is_not_printed_again_unasked(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    store_path = tmp_path / "return-crash.sqlite3"
    first = services_factory(sandbox, store_path=store_path)
    _parent, returned = await a_return(first)
    await first.aclose()
    crashing = CrashingPrinter()
    before = services_factory(sandbox, store_path=store_path, printers=bound(crashing))
    with pytest.raises(SimulatedCrash):
        await before.returns.print_label(ORDER, returned.id, LabelFormat.A6)
    await before.aclose()

    after = services_factory(sandbox, store_path=store_path, printers=directory_printers(tmp_path / "after"))
    await after.start()
    await async_wait_for(after.printing.prints_to_confirm, lambda waiting: len(waiting) == 1, what="the unknown print")
    with pytest.raises(PrintNeedsConfirmation):
        await after.returns.print_label(ORDER, returned.id, LabelFormat.A6)
    assert printed_files(tmp_path / "after") == []
    entry, _job = after.printing.prints_to_confirm()[0]
    after.printing.confirm_print(entry.id, printed=False)  # the operator: it did not come out
    job = await after.returns.print_label(ORDER, returned.id, LabelFormat.A6)
    assert job.state is PrintState.SENT and printed_files(tmp_path / "after") == [f"{job.job_name}.pdf"]


async def test_a_returns_label_is_saved_whole_as_a_pdf(
    sandbox: SandboxServer, services_factory: ServicesFactory, tmp_path: Path
) -> None:
    services = services_factory(sandbox)
    _parent, returned = await a_return(services)
    target = tmp_path / "saved" / "return.pdf"
    await services.returns.save_pdf(ORDER, returned.id, target)
    (page,) = pdf_text(target.read_bytes())
    assert on_service(sandbox.base_url, returned.id)["barcode"] in page and "RETURN" in page
    assert [path.name for path in target.parent.iterdir()] == ["return.pdf"]  # no temporary file left behind
    assert services.store.log.entries(ORDER)[0].action == "return label saved"


async def test_a_printerless_return_has_no_label_to_print(
    sandbox: SandboxServer, services_factory: ServicesFactory
) -> None:
    services = services_factory(sandbox)
    _parent, returned = await a_return(services, printerless=True)
    assert returned.qr_url and not services.returns.has_label(returned)
    with pytest.raises(ReturnIsPrinterless):
        await services.returns.print_label(ORDER, returned.id, LabelFormat.A6)
    with pytest.raises(ReturnIsPrinterless):
        await services.returns.label_pdf(ORDER, returned.id)


async def test_the_orders_returns_are_read_from_the_service_with_their_state(
    sandbox: SandboxServer, services_factory: ServicesFactory
) -> None:
    services = services_factory(sandbox)
    services.account.set_senders(dict.fromkeys(("", "Demo NL", "sandbox"), SENDER))
    services.orders.import_file(sample_file("sample-orders.csv"))
    parent = await services.shipments.create(ORDER)
    await services.printing.print_label(ORDER, LabelFormat.A6)
    # A return made elsewhere (another station, the shop's back office), later cancelled there.
    elsewhere = await services.shipping_client().create_return(parent.id)
    assert services.returns.returns_of(ORDER) == []
    found = await services.returns.gather(ORDER)
    assert [(r.id, r.kind, r.elsewhere, r.status) for r in found] == [
        (elsewhere.id, ShipmentKind.RETURN, True, ShipmentStatus.PENDING)
    ]
    again = await services.returns.gather(ORDER)  # a second look keeps where it was made
    assert [(r.id, r.elsewhere) for r in again] == [(elsewhere.id, True)]
    await services.shipping_client().cancel(elsewhere.id)  # there, not through this station's store
    # Its state as the service has it now: cancelled, no label to print.
    (cancelled,) = await services.returns.gather(ORDER)
    assert cancelled.id == elsewhere.id and cancelled.status is ShipmentStatus.CANCELLED
    assert not services.returns.has_label(cancelled)


@pytest.mark.needs_capability("cancel_after_label")  # the return (its label made) is cancelled at the service
async def test_a_return_cancelled_at_the_service_is_not_handed_back_a_new_one_is_made(
    sandbox: SandboxServer, services_factory: ServicesFactory
) -> None:
    services = services_factory(sandbox)
    _parent, first = await a_return(services)
    await services.shipping_client().cancel(first.id)  # in the shop's back office, say; not known here yet

    second = await services.shipments.create_return(ORDER, send_email=False, printerless=False)

    assert second.id != first.id and second.live
    recorded = services.store.shipments.get(first.id)
    assert recorded is not None and recorded.status is ShipmentStatus.CANCELLED
    assert on_service(sandbox.base_url, second.id)["status"] != "cancelled"
