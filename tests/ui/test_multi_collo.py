"""Multi-collo from the window against the sandbox (issue 19 point 1): "Extra parcels" = 2 makes three parcels, and
every parcel is recorded, shown ("Parcel 2 of 3") and printed — A6 a page each, A4 consecutive slots running on to
the next sheet. The printed PDFs are read back: one label per parcel, each parcel's barcode decoded from its place."""

from __future__ import annotations

import io
from pathlib import Path

import httpx
import pytest
from PIL import Image
from pypdf import PdfReader
from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt

from station.domain.enums import LabelFormat
from station.domain.models import Address
from station.store.records import CreatePayload, OrderSource, OutboxState, QueuedOrder, ShipmentRecord
from tests.helpers.labels import code128, rendered_page
from tests.helpers.sandbox import advance, basic, requests_seen
from tests.helpers.window import import_sample, run_async

DPI = 150


def slot_images(image: Image.Image) -> dict[int, Image.Image]:
    """contract §4 slots: 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right."""
    width, height = image.size
    return {
        1: image.crop((0, 0, width // 2, height // 2)),
        2: image.crop((width // 2, 0, width, height // 2)),
        3: image.crop((0, height // 2, width // 2, height)),
        4: image.crop((width // 2, height // 2, width, height)),
    }


def select(window, qtbot, reference: str):  # type: ignore[no-untyped-def]
    order = next(o for o in window.queue.model.all_rows() if o.reference == reference)
    assert window.queue.select_key(order.key)
    qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)
    return order


def ask_for_parcels(window, qtbot, extra: int) -> None:  # type: ignore[no-untyped-def]
    """The operator types the number of extra parcels into the detail panel's "Extra parcels" field."""
    spin = window.detail.options_editor.parcels_spin
    assert spin.isVisibleTo(window.detail), "PostNL ships multi-collo: the field is offered"
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(extra))
    assert spin.value() == extra


def create_and_print(window, qtbot, reference: str, printed_dir: Path) -> bytes:  # type: ignore[no-untyped-def]
    assert window.detail.create_button.isEnabled(), window.detail.violations_label.text()
    before = set(printed_dir.glob("*.pdf")) if printed_dir.exists() else set()
    qtbot.mouseClick(window.detail.create_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.queue.current_order().printed_count > 0 and not window.tasks.running, timeout=20_000)
    assert window.error_panel.shown == []
    new = sorted(set(printed_dir.glob("*.pdf")) - before)
    assert len(new) == 1, new  # one print job for the order, its parcels inside
    return new[0].read_bytes()


def parcels_of(window, reference: str) -> ShipmentRecord:  # type: ignore[no-untyped-def]
    order = next(o for o in window.services.orders.orders() if o.reference == reference)
    assert order.shipment is not None
    return order.shipment


def test_extra_parcels_print_one_a6_label_per_parcel_and_show_parcel_2_of_3(window, qtbot, printed_dir) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10421")
    ask_for_parcels(window, qtbot, 2)
    pdf = create_and_print(window, qtbot, "WEB-10421", printed_dir)

    # Recorded: the main parcel and both follow-ups, with their own ids and barcodes (contract §3).
    shipment = parcels_of(window, "WEB-10421")
    assert shipment.parcel_count == 3 and [parcel.number for parcel in shipment.follow_ups] == [2, 3]
    barcodes = [shipment.barcode, *(parcel.barcode for parcel in shipment.follow_ups)]
    assert len(set(barcodes)) == 3

    # Printed: one A6 page per parcel, in parcel order, each page's barcode the parcel's own.
    pages = PdfReader(io.BytesIO(pdf)).pages
    assert len(pages) == 3
    for number, barcode in enumerate(barcodes, start=1):
        assert code128(rendered_page(pdf, number, DPI)) == [barcode], f"page {number}"
        assert f"{number}/3" in pages[number - 1].extract_text()
    # The service marked every parcel printed; so does the store.
    assert all(parcel.status.label == "printed" for parcel in shipment.follow_ups)

    # Shown: the detail panel lists the parcels, and the preview names each page.
    detail = window.detail.parcels_label
    window.detail.tabs.setCurrentIndex(2)  # Tracking (Alt+R)
    assert window.detail.tabs.tabText(2) == "T&racking" and detail.isVisibleTo(window.detail)
    assert f"Parcel 2 of 3: {barcodes[1]}" in detail.text() and "3 parcels" in window.detail.status_chip.text()
    qtbot.waitUntil(lambda: window.preview.page_count == 3, timeout=20_000)
    window.preview.show_page(1)
    qtbot.waitUntil(lambda: window.preview.page_label.text() == f"Parcel 2 of 3 · {barcodes[1]} (2 of 3)")

    # A follow-up parcel's barcode, scanned, finds its order.
    assert window.services.orders.find_by_scan(barcodes[2]).reference == "WEB-10421"


@pytest.mark.parametrize(
    ("used", "expected"),
    [
        # Two slots free: parcels 1 and 2 go to slots 3 and 4, parcel 3 runs on to slot 1 of the next sheet.
        ((1, 2), [{3: 0, 4: 1}, {1: 2}]),
        # Only slot 3 free (not the last): parcel 1 takes it, parcels 2 and 3 the next sheet's slots 1 and 2.
        ((1, 2, 4), [{3: 0}, {1: 1, 2: 2}]),
    ],
)
def test_extra_parcels_on_a4_take_slots_in_order_and_run_on_to_the_next_sheet(  # type: ignore[no-untyped-def]
    window, qtbot, printed_dir, used, expected
) -> None:
    import_sample(window, qtbot)
    window.format_row.format_box.select(LabelFormat.A4)
    window.services.printing.mark_slots_used(LabelFormat.A4, list(used))
    select(window, qtbot, "WEB-10421")
    ask_for_parcels(window, qtbot, 2)
    # The sheet in the tray proposes a slot per parcel: the free ones first, the rest on the next sheet.
    assert window.sheet_picker.label_count == 3
    assert list(window.sheet_picker.selected_slots) == [slot for slot in (1, 2, 3, 4) if slot not in used]
    pdf = create_and_print(window, qtbot, "WEB-10421", printed_dir)

    shipment = parcels_of(window, "WEB-10421")
    barcodes = [shipment.barcode, *(parcel.barcode for parcel in shipment.follow_ups)]
    assert len(PdfReader(io.BytesIO(pdf)).pages) == len(expected)
    for page, slots in enumerate(expected, start=1):
        quarters = slot_images(rendered_page(pdf, page, DPI))
        for slot, image in quarters.items():
            wanted = [barcodes[slots[slot]]] if slot in slots else []
            assert code128(image) == wanted, f"sheet {page} slot {slot}"
    # The sheet left in the tray is the second one, with the slots the parcels took on it.
    assert window.services.printing.used_slots(LabelFormat.A4) == frozenset(expected[-1])


@pytest.mark.parametrize("label_format", [LabelFormat.A6, LabelFormat.A4])
def test_a_batch_prints_and_counts_a_label_per_parcel(window, qtbot, printed_dir, tmp_path, label_format) -> None:  # type: ignore[no-untyped-def]
    """Imported orders with a `parcels` column ship multi-collo in a batch (Ctrl+B): every parcel's label prints,
    A4 sheets filled in queue order with an order's parcels side by side, and the summary counts labels."""
    orders = tmp_path / "parcels.csv"
    orders.write_text(
        "reference,name,street,postal_code,city,country,carrier,parcels\n"
        "MC-100,Sanne de Vries,Keizersgracht 123,1015 CJ,Amsterdam,NL,postnl,3\n"
        "MC-101,Daan Bakker,Oudegracht 45A,3511 AS,Utrecht,NL,postnl,1\n"
        "MC-102,Emma Visser,Witte de Withstraat 12,3012 BP,Rotterdam,NL,postnl,2\n",
        encoding="utf-8",
    )
    import_sample(window, qtbot, orders)
    model = window.queue.model
    window.queue.table.selectionModel().select(
        QItemSelection(model.index(0, 0), model.index(model.rowCount() - 1, model.columnCount() - 1)),
        QItemSelectionModel.SelectionFlag.ClearAndSelect,
    )
    window.format_row.format_box.select(label_format)  # the one format choice (Print as)
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.batch.summary is not None and not window.tasks.running, timeout=60_000)

    summary = window.batch.summary
    assert (summary.created, summary.printed, summary.labels) == (3, 3, 6) and not summary.failed
    assert "3 printed (6 labels)" in window.batch.message.text()
    barcodes = {
        reference: [s.barcode, *(p.barcode for p in s.follow_ups)]
        for reference in ("MC-100", "MC-101", "MC-102")
        for s in [parcels_of(window, reference)]
    }
    files = sorted(printed_dir.glob("*.pdf"))
    if label_format is LabelFormat.A6:
        for reference, expected in barcodes.items():
            (path,) = [f for f in files if f.name.startswith(reference)]
            pdf = path.read_bytes()
            assert [code128(rendered_page(pdf, page, DPI))[0] for page in range(1, len(expected) + 1)] == expected
            assert len(PdfReader(io.BytesIO(pdf)).pages) == len(expected)
    else:
        # Slots in order, each order's parcels side by side in parcel order, running on to the next sheet.
        in_order = [barcode for expected in sorted(barcodes.values()) for barcode in expected]
        sheets = [
            (f.read_bytes(), page)
            for f in sorted(files, key=lambda f: f.stat().st_mtime_ns)
            for page in range(1, len(PdfReader(f).pages) + 1)
        ]
        found = [
            code
            for pdf, page in sheets
            for _slot, image in sorted(slot_images(rendered_page(pdf, page, DPI)).items())
            for code in code128(image)
        ]
        assert found == in_order and len(sheets) == 2


def test_a_lost_create_of_a_multi_collo_shipment_is_resolved_with_its_parcels(services, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The create's answer is lost (the service has the three parcels): resolving by reference records the main
    parcel as the order's shipment, with its two follow-ups, never a follow-up in its place."""
    order = QueuedOrder(
        key="import:MC-LOST",
        source=OrderSource.IMPORT,
        reference="MC-LOST",
        recipient=Address("A. Jansen", "Keizersgracht 1", "1015CC", "Amsterdam", "NL"),
        parcels=3,
    )
    assert services.store.orders.add(order)
    draft = services.shipments.draft_for(order.key)
    assert draft.secondary_shipments == 2
    main = run_async(qtbot, services.shipping_client().create_shipment(draft))
    # A create journaled and sent, whose answer never came back: the drain resolves it by reference.
    entry = services.store.outbox.journal(order.key, CreatePayload(draft, "MC-LOST"))
    services.store.outbox.mark(entry.id, OutboxState.IN_FLIGHT, count_attempt=True)
    run_async(qtbot, services.outbox.drain_once())
    shipment = services.store.orders.get(order.key).shipment
    assert shipment is not None and shipment.id == main.id
    assert [parcel.id for parcel in shipment.follow_ups] == [parcel.id for parcel in main.follow_ups]


CANCEL_KEYS = (Qt.Key.Key_Delete, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)


def status_at_sandbox(sandbox, shipment_id: int) -> str:  # type: ignore[no-untyped-def]
    answer = httpx.get(
        f"{sandbox.base_url}/shipments/{shipment_id}", headers={"Authorization": basic("sandbox-nl")}, timeout=10
    )
    answer.raise_for_status()
    return str(answer.json()["status"])


def cancel_from_the_window(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(window, *CANCEL_KEYS)  # asks
    asked = window.detail.question.text.text()
    assert "all 3 parcels" in asked or "still live" in asked, asked
    qtbot.keyClick(window, *CANCEL_KEYS)  # confirms
    qtbot.waitUntil(lambda: not window.tasks.running, timeout=20_000)


def test_cancelling_a_multi_collo_shipment_cancels_every_parcel(window, qtbot, sandbox, printed_dir) -> None:  # type: ignore[no-untyped-def]
    """Cancel on a three-parcel shipment cancels the main parcel and both follow-ups at the service; each is
    recorded cancelled in the store and shown so in the detail."""
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10421")
    ask_for_parcels(window, qtbot, 2)
    create_and_print(window, qtbot, "WEB-10421", printed_dir)
    shipment = parcels_of(window, "WEB-10421")

    cancel_from_the_window(window, qtbot)

    assert window.error_panel.shown == []
    assert [status_at_sandbox(sandbox, shipment_id) for shipment_id in shipment.parcel_ids] == ["cancelled"] * 3
    stored = parcels_of(window, "WEB-10421")
    assert stored.status.label == "cancelled"
    assert [parcel.status.label for parcel in stored.follow_ups] == ["cancelled", "cancelled"]
    assert "all 3 parcels" in window.status.currentMessage()
    window.detail.tabs.setCurrentIndex(2)  # Tracking
    qtbot.waitUntil(lambda: window.detail.parcels_label.text().count("(cancelled)") == 3, timeout=10_000)
    # Nothing is left to cancel: the button says why.
    assert not window.detail.cancel_button.isEnabled()


def test_a_follow_up_parcel_the_service_refuses_to_cancel_is_named_and_can_be_tried_again(  # type: ignore[no-untyped-def]
    window, qtbot, sandbox, printed_dir
) -> None:
    """Parcel 3 is with the carrier already (the sandbox moves it to handed_over): the main parcel and parcel 2 are
    cancelled, parcel 3 is not, and the one error area says which parcel and the service's reason; Cancel is offered
    again for what is still live, and sends only that parcel."""
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10421")
    ask_for_parcels(window, qtbot, 2)
    create_and_print(window, qtbot, "WEB-10421", printed_dir)
    shipment = parcels_of(window, "WEB-10421")
    main_id, second_id, third_id = shipment.parcel_ids
    advance(sandbox, third_id, "handed_over").raise_for_status()

    cancel_from_the_window(window, qtbot)

    qtbot.waitUntil(lambda: len(window.error_panel.shown) == 1, timeout=10_000)
    shown = window.error_panel.shown[0]
    assert shown.title == "Not every parcel cancelled" and not shown.retryable
    assert f"shipment #{main_id} (parcel 1 of 3) is cancelled" in shown.text
    assert f"Parcel 3 of 3 (#{third_id}) is not" in shown.text and "handed over" in shown.text, shown.text
    assert f"#{second_id}" not in shown.text
    assert [status_at_sandbox(sandbox, shipment_id) for shipment_id in shipment.parcel_ids] == [
        "cancelled",
        "cancelled",
        "handed_over",
    ]
    stored = parcels_of(window, "WEB-10421")
    assert (stored.status.label, [parcel.status.label for parcel in stored.follow_ups]) == (
        "cancelled",
        ["cancelled", "handed_over"],
    )
    log = [(entry.action, entry.detail) for entry in window.services.store.log.entries(stored.order_key)]
    assert any(action == "parcel not cancelled" and f"shipment {third_id}" in detail for action, detail in log)
    # Parcel 3 is with the carrier: Cancel is not offered again, and says why.
    assert not window.detail.cancel_button.isEnabled()
    assert "not all its parcels" in window.detail.cancel_button.toolTip()


def test_cancel_again_sends_only_the_parcels_still_live(window, qtbot, sandbox, printed_dir) -> None:  # type: ignore[no-untyped-def]
    """Another station (a Station before this fix) cancelled only the main parcel; the sweep learns it. Cancel is
    offered for the two follow-up parcels still live and sends a DELETE for each of them, none for the main."""
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10421")
    ask_for_parcels(window, qtbot, 2)
    create_and_print(window, qtbot, "WEB-10421", printed_dir)
    main_id, second_id, third_id = parcels_of(window, "WEB-10421").parcel_ids
    httpx.delete(
        f"{sandbox.base_url}/shipments/{main_id}", headers={"Authorization": basic("sandbox-nl")}, timeout=10
    ).raise_for_status()
    run_async(qtbot, window.services.elsewhere.sweep())
    qtbot.waitUntil(lambda: window.queue.current_order().shipment.status.label == "cancelled", timeout=10_000)
    qtbot.waitUntil(lambda: window.detail.cancel_button.isEnabled(), timeout=10_000)

    before = len(requests_seen(sandbox))
    cancel_from_the_window(window, qtbot)

    assert window.error_panel.shown == []
    deletes = [r["path"] for r in requests_seen(sandbox)[before:] if r["method"] == "DELETE"]
    assert deletes == [f"/shipments/{second_id}", f"/shipments/{third_id}"]
    assert [status_at_sandbox(sandbox, shipment_id) for shipment_id in (main_id, second_id, third_id)] == [
        "cancelled"
    ] * 3
    stored = parcels_of(window, "WEB-10421")
    assert stored.id == main_id  # the sweep took no follow-up parcel for a shipment made elsewhere
    assert [parcel.status.label for parcel in stored.follow_ups] == ["cancelled", "cancelled"]
