"""Returns are first-class (issue 19 point 5), in the window against the sandbox: the Return tab lists the order's
returns (its own and those made elsewhere) with state and tracking; the selected one shows its own label, which
prints on A6 or in an A4 slot (again only after asking) and saves as a PDF; a printerless one shows its QR code; the
printed PDFs read back show the return label, addressed to the shop's sender; every action in the operator log."""

from __future__ import annotations

import base64
from io import BytesIO
from pathlib import Path

import httpx
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from station.domain.enums import LabelFormat
from station.services.account import DEMO_SENDER
from tests.helpers.window import create_and_print, import_sample, select, wait_idle

AUTH = {"Authorization": "basic " + base64.b64encode(b"sandbox-nl").decode()}
CTRL = Qt.KeyboardModifier.ControlModifier
OPERATOR = "Anouk"


def on_the_wire(sandbox, reference: str) -> list[dict]:  # type: ignore[no-untyped-def]
    answer = httpx.get(f"{sandbox.base_url}/shipments", params={"q": reference}, headers=AUTH, timeout=10)
    return answer.raise_for_status().json()["shipments"]


def returns_on_the_wire(sandbox, reference: str) -> list[dict]:  # type: ignore[no-untyped-def]
    return [shipment for shipment in on_the_wire(sandbox, reference) if shipment.get("parent_id")]


def create_return(window, qtbot, *, printerless: bool = False) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+R asks (with the printerless choice), Ctrl+R again creates; the Return tab shows it."""
    window.detail.printerless_box.setChecked(printerless)
    qtbot.keyClick(window.scan_field, Qt.Key.Key_R, CTRL)
    qtbot.keyClick(window.scan_field, Qt.Key.Key_R, CTRL)
    qtbot.waitUntil(lambda: "Return shipment" in window.detail.return_info.text(), timeout=20_000)
    wait_idle(window, qtbot)


def pdf_pages(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(BytesIO(pdf)).pages]


def page_size_mm(pdf: bytes) -> tuple[int, int]:
    box = PdfReader(BytesIO(pdf)).pages[0].mediabox
    return round(float(box.width) / 72 * 25.4), round(float(box.height) / 72 * 25.4)


def logged(window, order_key: str) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return [(entry.action, entry.operator) for entry in reversed(window.services.store.log.entries(order_key))]


def test_a_returns_own_label_is_shown_printed_on_a6_and_a4_reprinted_only_when_asked_and_logged(  # type: ignore[no-untyped-def]
    window, qtbot, sandbox, printed_dir: Path
) -> None:
    window.services.operators.choose(OPERATOR)
    import_sample(window, qtbot)
    order = select(window, qtbot, "WEB-10421")
    create_and_print(window, qtbot)
    create_return(window, qtbot)
    (returned,) = returns_on_the_wire(sandbox, "WEB-10421")
    tab = window.detail.return_tab
    assert window.detail.tabs.currentWidget() is tab
    # Listed with its state and tracking, and shown: its own label in the Return tab's preview.
    assert tab.listed_ids() == [returned["id"]] and tab.shown_return_id == returned["id"]
    row = tab.returns_list.topLevelItem(0)
    assert row.text(0) == f"#{returned['id']}" and row.text(3) == returned["barcode"]
    assert row.text(5) == returned["tracking_url"] and row.text(2) == "not printed here"
    assert "Label tab" not in window.detail.return_info.text()
    qtbot.waitUntil(lambda: tab.preview.page_count == 1, timeout=20_000)
    (page,) = pdf_pages(tab.preview.shown_pdf)
    assert returned["barcode"] in page and "RETURN" in page and DEMO_SENDER.name in page
    assert returned["recipient"]["name"] == DEMO_SENDER.name  # it goes back to the shop's sender
    # The Label tab shows the order's own label only.
    qtbot.waitUntil(lambda: window.preview.page_count == 1, timeout=20_000)
    assert returned["barcode"] not in pdf_pages(window.preview.shown_pdf)[0]

    assert tab.print_button.isEnabled() and tab.label_format() is LabelFormat.A6
    qtbot.mouseClick(tab.print_button, Qt.MouseButton.LeftButton)
    first = printed_dir / f"WEB-10421-return-{returned['id']}.pdf"
    qtbot.waitUntil(first.exists, timeout=20_000)
    wait_idle(window, qtbot)
    (printed,) = pdf_pages(first.read_bytes())
    assert page_size_mm(first.read_bytes()) == (105, 148)
    assert returned["barcode"] in printed and "RETURN" in printed and DEMO_SENDER.name in printed
    assert tab.returns_list.topLevelItem(0).text(2) == "printed here"
    assert window.error_panel.shown == []

    # Again: asked first, nothing printed before yes.
    files = sorted(printed_dir.glob("*.pdf"))
    qtbot.mouseClick(tab.print_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.detail.question.topic == f"return-reprint:{returned['id']}", timeout=10_000)
    wait_idle(window, qtbot)
    assert sorted(printed_dir.glob("*.pdf")) == files
    qtbot.mouseClick(window.detail.question.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(list(printed_dir.glob("*.pdf"))) == len(files) + 1, timeout=20_000)
    wait_idle(window, qtbot)

    # On A4: the next free slot of the sheet in the tray (the order's label went to A6: slot 1).
    tab.set_label_format(LabelFormat.A4)
    qtbot.mouseClick(tab.print_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.detail.question.isVisible(), timeout=10_000)
    qtbot.mouseClick(window.detail.question.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(list(printed_dir.glob("*.pdf"))) == len(files) + 2, timeout=20_000)
    wait_idle(window, qtbot)
    jobs = window.services.store.print_jobs.for_order(order.key)
    (newest,) = [job for job in jobs if job.label_format is LabelFormat.A4]
    assert [(item.shipment_id, item.slot) for item in newest.items] == [(returned["id"], 1)]
    sheet = (printed_dir / f"{newest.job_name}.pdf").read_bytes()
    assert page_size_mm(sheet) == (210, 297) and returned["barcode"] in pdf_pages(sheet)[0]
    assert window.error_panel.shown == []
    # The order's own label still printed once: its badge, its row and its print jobs say so.
    assert window.detail.printed_badge.text() == "✓ Label printed"
    assert window.queue.current_order().printed_count == 1
    assert len(window.services.printing.jobs_for(order.key)) == 1

    actions = logged(window, order.key)
    assert ("return created", OPERATOR) in actions
    assert actions.count(("return label printed", OPERATOR)) == 1
    assert actions.count(("return label reprinted", OPERATOR)) == 2
    assert any("return label printed" in line for line in notes(window))  # the order's history says so too


def notes(window) -> list[str]:  # type: ignore[no-untyped-def]
    return [window.detail.notes_list.item(row).text() for row in range(window.detail.notes_list.count())]


def test_a_returns_label_is_saved_as_a_pdf(window, qtbot, sandbox, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    order = select(window, qtbot, "WEB-10421")
    create_and_print(window, qtbot)
    create_return(window, qtbot)
    (returned,) = returns_on_the_wire(sandbox, "WEB-10421")
    qtbot.mouseClick(window.detail.return_tab.save_button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(QFileDialog, "saveReturnPdfDialog")
    assert dialog is not None and dialog.isVisible()
    target = tmp_path / "saved" / "return.pdf"
    target.parent.mkdir()
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(target.exists, timeout=20_000)
    wait_idle(window, qtbot)
    (page,) = pdf_pages(target.read_bytes())
    assert returned["barcode"] in page and "RETURN" in page
    assert [path.name for path in target.parent.iterdir()] == ["return.pdf"]
    assert logged(window, order.key)[-1][0] == "return label saved"
    assert window.error_panel.shown == []


def test_a_printerless_return_shows_its_qr_code_and_has_no_label_to_print(window, qtbot, sandbox) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10421")
    create_and_print(window, qtbot)
    create_return(window, qtbot, printerless=True)
    tab = window.detail.return_tab
    qtbot.waitUntil(lambda: tab.qr_label.pixmap() is not None and not tab.qr_label.pixmap().isNull(), timeout=20_000)
    assert tab.qr_label.isVisible() and not tab.preview.isVisible()
    assert tab.returns_list.topLevelItem(0).text(2) == "QR code (printerless)"
    assert not tab.print_button.isVisible() and not tab.save_button.isVisible()
    assert "QR" in window.detail.return_info.text()


def test_the_list_holds_every_return_of_the_order_and_each_orders_own(window, qtbot, sandbox) -> None:  # type: ignore[no-untyped-def]
    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10423")
    create_and_print(window, qtbot)
    select(window, qtbot, "WEB-10421")
    create_and_print(window, qtbot)
    parent = window.queue.current_order().shipment
    # Made elsewhere (another station, the shop's back office) and cancelled there; then one made here.
    made_there = httpx.post(
        f"{sandbox.base_url}/return_shipments", json={"parent_id": parent.id}, headers=AUTH, timeout=10
    ).json()
    httpx.delete(f"{sandbox.base_url}/shipments/{made_there['id']}", headers=AUTH, timeout=10).raise_for_status()
    tab = window.detail.return_tab
    select(window, qtbot, "WEB-10423")
    select(window, qtbot, "WEB-10421")
    assert tab.listed_ids() == []  # not asked for while the Return tab is not shown
    window.detail.tabs.setCurrentWidget(tab)  # looking at it asks the service for the order's returns
    qtbot.waitUntil(lambda: tab.listed_ids() == [made_there["id"]], timeout=20_000)
    assert "elsewhere" in tab.returns_list.topLevelItem(0).text(4)
    assert tab.returns_list.topLevelItem(0).text(1) == "cancelled"
    assert not tab.print_button.isEnabled()
    create_return(window, qtbot)
    (ours,) = [r for r in returns_on_the_wire(sandbox, "WEB-10421") if r["id"] != made_there["id"]]
    assert tab.listed_ids() == [ours["id"], made_there["id"]] and tab.shown_return_id == ours["id"]
    qtbot.waitUntil(lambda: tab.preview.page_count == 1, timeout=20_000)
    assert ours["barcode"] in pdf_pages(tab.preview.shown_pdf)[0]
    # Choosing the cancelled one shows it, without a label.
    tab.select_return(made_there["id"])
    assert tab.shown_return_id == made_there["id"] and "cancelled" in window.detail.return_info.text()
    assert not tab.print_button.isEnabled()

    # Another order: its own returns (none), never the ones shown before; back again: this order's.
    select(window, qtbot, "WEB-10423")
    assert tab.listed_ids() == [] and window.detail.return_info.text() == ""
    select(window, qtbot, "WEB-10421")
    assert tab.listed_ids() == [ours["id"], made_there["id"]]
    assert window.error_panel.shown == []


def test_the_return_tab_with_its_returns_has_no_english_left_in_dutch_or_french(  # type: ignore[no-untyped-def]
    window, qtbot, sandbox
) -> None:
    from PySide6.QtCore import QLocale

    from station.ui.language import language_switch
    from tests.helpers.visible_texts import english_left

    import_sample(window, qtbot)
    select(window, qtbot, "WEB-10421")
    create_and_print(window, qtbot)
    create_return(window, qtbot)
    tab = window.detail.return_tab
    qtbot.mouseClick(tab.print_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.returns_list.topLevelItem(0).text(2) == "printed here", timeout=20_000)
    wait_idle(window, qtbot)
    try:
        for locale_name, quit_text in (("nl_NL", "Afsluiten"), ("fr_BE", "Quitter")):
            language_switch().apply(QLocale(locale_name))
            qtbot.waitUntil(lambda text=quit_text: window.actions_by_id["quit"].text() == text, timeout=10_000)
            left = english_left(tab, locale_name[:2])
            assert not left, f"English left in {locale_name}:\n" + "\n".join(left)
        assert tab.returns_list.topLevelItem(0).text(2) == "imprimée ici"
    finally:
        language_switch().apply(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
