"""Issue 19 point 3: several shops from one station. Each order is shipped, printed and looked up with its own shop's
credentials (the sandbox's request log says whose each request carried); a batch spanning two shops works, on A6
and on one A4 sheet; the queue filters by shop; an order of a shop the account has no key for is refused."""

from __future__ import annotations

import logging
from io import BytesIO
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt

from station.domain.enums import LabelFormat
from tests.helpers.sandbox import requests_seen, shipments_at
from tests.helpers.window import create_and_print, run_async, select

DEMO_NL, DEMO_BE = "1001", "2002"
HEADER = "reference,name,street,postal_code,city,country,carrier,package_type,delivery_type,options,weight_grams,shop\n"
ORDERS_CSV = HEADER + "".join(
    [
        "NL-1,Sanne de Vries,Keizersgracht 1,1015 CJ,Amsterdam,NL,postnl,package,standard,,1000,Demo NL\n",
        "BE-1,Lotte Peeters,Meir 10,2000,Antwerpen,BE,dpd,package,standard,,1200,Demo BE\n",
        "NL-2,Daan Bakker,Damrak 2,1012 LG,Amsterdam,NL,postnl,package,standard,,900,Demo NL\n",
        "BE-2,Wout Janssens,Grote Markt 3,1000,Brussel,BE,dpd,package,standard,,800,Demo BE\n",
        "XX-1,Eva Smit,Coolsingel 4,3011 AD,Rotterdam,NL,postnl,package,standard,,700,Elsewhere Shop\n",
    ]
)


def shop_of_request(sandbox: Any, method: str, path: str) -> set[str]:
    return {seen["shop_id"] for seen in requests_seen(sandbox) if seen["method"] == method and seen["path"] == path}


def import_orders(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "two-shops.csv"
    path.write_text(ORDERS_CSV, encoding="utf-8")
    window.queue_actions.import_orders(str(path))
    qtbot.waitUntil(lambda: window.queue.model.total_count == 5 and not window.tasks.running, timeout=20_000)


def select_rows(window, references: list[str]) -> None:  # type: ignore[no-untyped-def]
    table, model = window.queue.table, window.queue.model
    table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    selection = QItemSelection()
    for row in range(model.rowCount()):
        if model.row_at(row).reference in references:
            selection.select(model.index(row, 0), model.index(row, model.columnCount() - 1))
    table.selectionModel().select(selection, QItemSelectionModel.SelectionFlag.ClearAndSelect)


def run_batch(window, qtbot) -> Any:  # type: ignore[no-untyped-def]
    window.batch.summary = None
    qtbot.keyClick(window.scan_field, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.batch.summary is not None and not window.tasks.running, timeout=60_000)
    return window.batch.summary


def test_queue_filters_by_shop(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import_orders(window, qtbot, tmp_path)
    shop_filter = window.queue.shop_filter
    assert shop_filter.isVisible()
    assert [shop_filter.itemText(i) for i in range(shop_filter.count())] == [
        "All shops",
        "Demo BE",
        "Demo NL",
        "Elsewhere Shop",
    ]
    shop_filter.choose("Demo BE")
    model = window.queue.model
    assert sorted(model.row_at(row).reference for row in range(model.rowCount())) == ["BE-1", "BE-2"]
    assert window.queue.count_label.text() == "2 of 5 orders"
    window.queue.filter_edit.setText("antwerpen")  # the text filter works within the shop
    assert [model.row_at(row).reference for row in range(model.rowCount())] == ["BE-1"]
    window.queue.filter_edit.clear()
    # Selecting an order the shop filter hides shows every shop again.
    assert window.queue.select_key(next(o.key for o in model.all_rows() if o.reference == "NL-1"))
    assert shop_filter.shop is None and model.rowCount() == 5


@pytest.mark.parametrize("label_format", [LabelFormat.A6, LabelFormat.A4])
def test_a_batch_of_two_shops_goes_out_with_each_shops_credentials(  # type: ignore[no-untyped-def]
    window, qtbot, sandbox, tmp_path: Path, printed_dir: Path, label_format: LabelFormat
) -> None:
    import_orders(window, qtbot, tmp_path)
    window.format_row.format_box.select(label_format)
    select_rows(window, ["BE-1", "BE-2", "NL-1", "NL-2"])
    summary = run_batch(window, qtbot)
    assert (summary.total, summary.created, summary.printed) == (4, 4, 4), summary.failed
    assert window.error_panel.shown == []
    # Each shop holds its own shipments: asked of the sandbox directly with each shop's key.
    assert sorted(s["reference"] for s in shipments_at(sandbox.base_url, key="sandbox-nl")) == ["NL-1", "NL-2"]
    assert sorted(s["reference"] for s in shipments_at(sandbox.base_url, key="sandbox-be")) == ["BE-1", "BE-2"]
    seen = requests_seen(sandbox)
    creates = {
        (s["method"], s["path"], s["shop_id"]) for s in seen if s["path"] == "/shipments" and s["method"] == "POST"
    }
    assert creates == {("POST", "/shipments", DEMO_NL), ("POST", "/shipments", DEMO_BE)}
    be_ids = {s["id"] for s in shipments_at(sandbox.base_url, key="sandbox-be")}
    nl_ids = {s["id"] for s in shipments_at(sandbox.base_url, key="sandbox-nl")}
    labels = [s for s in seen if s["path"].startswith("/shipment_labels/")]
    assert labels
    for request in labels:  # every label request names only its own shop's shipments
        ids = {int(part) for part in request["path"].rsplit("/", 1)[1].split(";")}
        assert ids <= (be_ids if request["shop_id"] == DEMO_BE else nl_ids), request
    assert {request["shop_id"] for request in labels} == {DEMO_NL, DEMO_BE}
    # What came out: every order's label, read back from the printed PDFs.
    text = "".join(
        page.extract_text() or ""
        for pdf in printed_dir.glob("*.pdf")
        for page in PdfReader(BytesIO(pdf.read_bytes())).pages
    )
    for name in ("Sanne de Vries", "Lotte Peeters", "Daan Bakker", "Wout Janssens"):
        assert name in text.replace("\n", " ") or name.upper() in text.upper().replace("\n", " "), name
    if label_format is LabelFormat.A4:  # the four labels of two shops on one sheet, one page
        pages = [len(PdfReader(BytesIO(pdf.read_bytes())).pages) for pdf in printed_dir.glob("*.pdf")]
        assert sum(pages) == 1, pages


def test_one_shops_order_is_tracked_reprinted_and_cancelled_with_its_key(  # type: ignore[no-untyped-def]
    window, qtbot, sandbox, tmp_path: Path
) -> None:
    import_orders(window, qtbot, tmp_path)
    order = select(window, qtbot, "BE-1")
    create_and_print(window, qtbot)
    shipment_id = window.queue.current_order().shipment.id
    assert shop_of_request(sandbox, "POST", "/shipments") == {DEMO_BE}
    run_async(qtbot, window.shipment_actions.refresh_shipment())
    assert shop_of_request(sandbox, "GET", f"/shipments/{shipment_id}") == {DEMO_BE}
    run_async(qtbot, window.shown_order.load_tracking(order.key))
    assert shop_of_request(sandbox, "GET", f"/track_traces/{shipment_id}") == {DEMO_BE}
    run_async(qtbot, window.services.printing.label_pdf(order.key, LabelFormat.A6, None))  # a preview's download
    run_async(qtbot, window.services.shipments.cancel(order.key))
    assert shop_of_request(sandbox, "DELETE", f"/shipments/{shipment_id}") == {DEMO_BE}
    assert window.error_panel.shown == []
    # Nothing of Demo BE's went out with Demo NL's key.
    assert all(seen["shop_id"] == DEMO_BE for seen in requests_seen(sandbox) if str(shipment_id) in seen["path"])


def test_an_order_of_a_shop_without_a_key_is_refused_never_sent_with_another(  # type: ignore[no-untyped-def]
    window, qtbot, sandbox, tmp_path: Path, caplog
) -> None:
    import_orders(window, qtbot, tmp_path)
    select(window, qtbot, "XX-1")
    before = len(requests_seen(sandbox))
    with caplog.at_level(logging.INFO):
        qtbot.mouseClick(window.detail.create_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(window.error_panel.shown) and not window.tasks.running, timeout=20_000)
    shown = window.error_panel.shown[0]
    assert shown.title == "Shop not in the account"
    assert "'Elsewhere Shop'" in shown.text and "no API key" in shown.text
    assert "Account settings" in shown.advice
    assert "Elsewhere Shop" in caplog.text
    # Nothing was sent for it, with any key (the background's reads of the shop's shipments go on meanwhile).
    about_it = [seen for seen in requests_seen(sandbox)[before:] if seen["method"] != "GET" or "XX-1" in seen["query"]]
    assert about_it == []
    assert window.services.store.outbox.unfinished() == []  # and nothing journaled to go out later
    assert window.queue.current_order().shipment is None
    # In a batch it fails on its own; the other shops' orders go out.
    select_rows(window, ["XX-1", "NL-1", "BE-1"])
    summary = run_batch(window, qtbot)
    assert summary.created == 2 and [failure.reference for failure in summary.failed] == ["XX-1"]
    assert "no API key" in summary.failed[0].reason
