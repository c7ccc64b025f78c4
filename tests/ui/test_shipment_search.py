"""Issue 19 point 4: find any shipment. The service's search (text, status, days, pages) from the window finds
shipments the queue does not hold, opens them in the detail with tracking, a reprint of the label and a return;
pages are the service's, asked for when shown; the search runs while the window stays responsive."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import QDate, Qt

from station.domain.enums import ShipmentStatus
from tests.helpers.sandbox import advance, basic, requests_seen
from tests.helpers.window import run_async


def made_elsewhere(
    sandbox: Any,
    references: list[str],
    *,
    key: str = "sandbox-nl",
    name: str = "Klant",
    carrier: str = "postnl",
    country: str = "NL",
    postal_code: str = "1012 LG",
) -> list[dict]:
    """Shipments another station made: straight at the service, never in this station's queue."""
    body = {
        "shipments": [
            {
                "reference": reference,
                "carrier": carrier,
                "package_type": "package",
                "delivery_type": "standard",
                "weight_grams": 900,
                "recipient": {
                    "name": f"{name} {reference}",
                    "street": "Damrak 1",
                    "postal_code": postal_code,
                    "city": "Amsterdam",
                    "country": country,
                },
                "sender": {
                    "name": "Demo NL Webshop",
                    "street": "Stationsplein 12",
                    "postal_code": "3511 ED",
                    "city": "Utrecht",
                    "country": "NL",
                },
            }
            for reference in references
        ]
    }
    answer = httpx.post(sandbox.base_url + "/shipments", json=body, headers={"Authorization": basic(key)}, timeout=20)
    answer.raise_for_status()
    return list(answer.json()["shipments"])


def searches(sandbox: Any) -> int:
    """The search's pages asked of the service (the background's own reads of the shop's shipments left out)."""
    return sum(
        1
        for seen in requests_seen(sandbox)
        if seen["method"] == "GET" and seen["path"] == "/shipments" and "q=OLD" in seen["query"]
    )


def open_search(window, qtbot):  # type: ignore[no-untyped-def]
    qtbot.keyClick(
        window.scan_field, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    qtbot.waitUntil(
        lambda: getattr(window, "shipment_search", None) is not None and window.shipment_search.dialog.isVisible()
    )
    return window.shipment_search


def search_for(search, qtbot, text: str) -> Any:  # type: ignore[no-untyped-def]
    dialog = search.dialog
    dialog.text_edit.setText(text)
    qtbot.mouseClick(dialog.search_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.search_button.isEnabled() and not search.w.tasks.running, timeout=20_000)
    return search.page


def shown_references(search) -> list[str]:  # type: ignore[no-untyped-def]
    table = search.dialog.table
    return [table.item(row, 1).text() for row in range(table.rowCount())]


def test_a_shipment_not_in_the_queue_is_found_and_opened_with_tracking_reprint_and_return(  # type: ignore[no-untyped-def]
    window, qtbot, sandbox, printed_dir: Path
) -> None:
    [caller] = made_elsewhere(sandbox, ["WEB-CALLER"], name="Jansen")
    made_elsewhere(sandbox, ["WEB-OTHER"], name="Pietersen")
    advance(sandbox, caller["id"], "handed_over").raise_for_status()
    assert window.queue.model.total_count == 0
    search = open_search(window, qtbot)
    page = search_for(search, qtbot, "Jansen")
    assert page.total == 1 and shown_references(search) == ["WEB-CALLER"]
    assert search.dialog.message.text() == "1 shipment found"
    assert search.dialog.page_label.text() == "Page 1 of 1"
    qtbot.mouseClick(search.dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.queue.current_order() is not None and not window.tasks.running, timeout=20_000)
    order = window.queue.current_order()
    assert order.reference == "WEB-CALLER" and order.shipment.id == caller["id"]
    assert window.detail.order is not None and window.detail.order.key == order.key
    # The panel is the order's: tracking from the service ...
    window.detail.tabs.setCurrentWidget(window.detail.tracking_tab)
    timeline = window.detail.timeline
    qtbot.waitUntil(lambda: timeline.topLevelItemCount() >= 1 and not window.tasks.running, timeout=20_000)
    assert any("handed over" in timeline.topLevelItem(n).text(1).lower() for n in range(timeline.topLevelItemCount()))
    # ... the label printed again here (it was made elsewhere: a reprint, asked first) ...
    window.actions_by_id["print_label"].trigger()
    qtbot.waitUntil(lambda: window.detail.question.isVisible() and not window.tasks.running)
    qtbot.mouseClick(window.detail.question.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(list(printed_dir.glob("*.pdf"))) == 1 and not window.tasks.running, timeout=20_000)
    # ... and a return of it, created once at the service.
    returned = run_async(qtbot, window.services.shipments.create_return(order.key, send_email=False, printerless=False))
    assert returned.parent_id == caller["id"]
    assert window.error_panel.shown == []
    # Found again, it is marked as in the queue, and opening it again shows the same order.
    search_for(search, qtbot, "WEB-CALLER")
    assert search.dialog.table.item(0, 7).text() == "in the queue"


@pytest.fixture
def sandbox(sandbox_factory):  # type: ignore[no-untyped-def]
    """Answers take 200 ms: a search under way is seen under way."""
    return sandbox_factory(latency_ms=200)


def test_pages_are_the_services_asked_when_shown_and_the_window_stays_responsive(  # type: ignore[no-untyped-def]
    window, qtbot, sandbox
) -> None:
    made_elsewhere(sandbox, [f"OLD-{n:02d}" for n in range(1, 31)])
    search = open_search(window, qtbot)
    dialog = search.dialog
    before = searches(sandbox)
    dialog.text_edit.setText("OLD")
    qtbot.mouseClick(dialog.search_button, Qt.MouseButton.LeftButton)
    # Under way: the window answers (Qt runs this very check) and says what it does.
    assert dialog.message.text() == "Searching…" and not dialog.search_button.isEnabled()
    assert "search shipments" in window.tasks.running
    window.queue.filter_edit.setText("typing while it searches")
    qtbot.waitUntil(lambda: dialog.search_button.isEnabled() and not window.tasks.running, timeout=20_000)
    window.queue.filter_edit.clear()
    assert search.page.total == 30 and dialog.page_label.text() == "Page 1 of 2"
    assert searches(sandbox) == before + 1  # one page asked for
    newest = shown_references(search)
    assert len(newest) == 25 and newest[0] == "OLD-30"  # newest first
    qtbot.mouseClick(dialog.older_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.page_label.text() == "Page 2 of 2" and not window.tasks.running, timeout=20_000)
    assert shown_references(search) == [f"OLD-{n:02d}" for n in range(5, 0, -1)]
    assert searches(sandbox) == before + 2
    assert not dialog.older_button.isEnabled()
    qtbot.mouseClick(dialog.newer_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.page_label.text() == "Page 1 of 2" and not window.tasks.running, timeout=20_000)
    assert shown_references(search) == newest and searches(sandbox) == before + 2  # kept, not asked again


def test_status_days_and_shop_narrow_the_search(window, qtbot, sandbox) -> None:  # type: ignore[no-untyped-def]
    made = made_elsewhere(sandbox, ["S-1", "S-2", "S-3"])
    advance(sandbox, made[1]["id"], "handed_over").raise_for_status()
    [belgian] = made_elsewhere(sandbox, ["S-BE"], key="sandbox-be", carrier="dpd", country="BE", postal_code="2000")
    search = open_search(window, qtbot)
    dialog = search.dialog
    dialog.status_box.setCurrentIndex(dialog.status_box.findData(ShipmentStatus.HANDED_OVER))
    search_for(search, qtbot, "S-")
    assert shown_references(search) == ["S-2"]
    dialog.status_box.setCurrentIndex(0)
    dialog.from_check.setChecked(True)
    dialog.from_edit.setDate(QDate.currentDate().addDays(1))
    search_for(search, qtbot, "S-")
    assert search.page.total == 0 and dialog.message.text() == "No shipment matches the search."
    dialog.from_edit.setDate(QDate.currentDate())
    dialog.to_check.setChecked(True)
    dialog.to_edit.setDate(QDate.currentDate().addDays(-1))  # the first day after the last: said, not asked
    search_for(search, qtbot, "S-")
    assert window.error_panel.shown[0].title == "Search not possible"
    yesterday = date.today() - timedelta(days=1)  # the day written out, as the station's language writes it
    assert f"{yesterday:%A} {yesterday.day} {yesterday:%B %Y}" in window.error_panel.shown[0].text
    dialog.from_check.setChecked(False)
    dialog.to_check.setChecked(False)
    # The sandbox session's two shops: Demo BE's shipment is found in Demo BE only, with its key.
    assert [dialog.shop_box.itemText(i) for i in range(dialog.shop_box.count())] == ["Demo NL", "Demo BE"]
    assert dialog.shop_box.isVisible()
    search_for(search, qtbot, "S-")
    assert sorted(shown_references(search)) == ["S-1", "S-2", "S-3"]
    dialog.shop_box.setCurrentIndex(1)
    search_for(search, qtbot, "S-")
    assert shown_references(search) == ["S-BE"]
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.queue.current_order() is not None and not window.tasks.running, timeout=20_000)
    order = window.queue.current_order()
    assert order.shipment.id == belgian["id"] and window.services.orders.get(order.key).shop == "Demo BE"
    run_async(qtbot, window.services.shipments.tracking(order.key))
    tracked = [s for s in requests_seen(sandbox) if s["path"] == f"/track_traces/{belgian['id']}"]
    assert tracked and {s["shop_id"] for s in tracked} == {"2002"}
