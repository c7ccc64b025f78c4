"""The status bar while the shared store cannot be reached (issue 16 point 7): since when, how many orders this table
holds and until when they are certainly its own, and once that time has passed, that other tables may take them."""

from __future__ import annotations

from datetime import datetime, timedelta

from station.services.events import SharedStoreChanged
from station.ui.status_bar import StationStatusBar


def local(hours: int, minutes: int) -> datetime:
    return datetime.now().astimezone().replace(hour=hours, minute=minutes, second=0, microsecond=0)


def test_the_status_bar_says_since_when_what_this_table_holds_and_when_its_claims_ran_out(qtbot) -> None:  # type: ignore[no-untyped-def]
    status = StationStatusBar()
    qtbot.addWidget(status)
    where = "postgresql://station@db.shop.lan/station"
    status.set_shared_store(SharedStoreChanged(True, where))
    assert status.shared_store_label.text() == "● Shared queue"

    lost_at, until = local(14, 5), local(14, 5) + timedelta(seconds=50)
    status.set_shared_store(SharedStoreChanged(False, where, "server closed the connection", lost_at, 3, until))
    assert status.shared_store_label.text() == "● Shared queue unreachable since 14:05 · 3 held until 14:05"
    assert "Orders claimed here: 3. They stay this table's until 14:05" in status.shared_store_label.toolTip()
    assert "server closed the connection" in status.shared_store_label.toolTip()

    ran_out = SharedStoreChanged(False, where, "", lost_at, 3, until, claims_ran_out=True)
    status.set_shared_store(ran_out)
    assert status.shared_store_label.text() == "● Shared queue unreachable since 14:05 · claims ran out at 14:05"
    assert "other tables may take its orders now" in status.shared_store_label.toolTip()

    status.set_shared_store(SharedStoreChanged(False, where, "", lost_at, 0, until))
    assert status.shared_store_label.text() == "● Shared queue unreachable since 14:05"
    status.set_shared_store(SharedStoreChanged(True, where))
    assert status.shared_store_label.text() == "● Shared queue"


def test_the_status_bar_says_how_many_requests_wait_at_this_table_for_the_shared_queue(qtbot) -> None:  # type: ignore[no-untyped-def]
    status = StationStatusBar()
    qtbot.addWidget(status)
    where = "postgresql://station@db.shop.lan/station"
    lost_at, until = local(14, 5), local(14, 6)
    status.set_shared_store(SharedStoreChanged(False, where, "", lost_at, 3, until))
    status.set_waiting_here(2)
    assert (
        status.shared_store_label.text()
        == "● Shared queue unreachable since 14:05 · 3 held until 14:06 · 2 waiting here"
    )
    assert (
        "Requests kept at this table: 2. Nothing of them was created or printed yet"
        in status.shared_store_label.toolTip()
    )
    assert "Orders claimed here can still be scanned" in status.shared_store_label.toolTip()

    status.set_waiting_here(0)  # handed to the shared queue
    status.set_shared_store(SharedStoreChanged(True, where))
    assert status.shared_store_label.text() == "● Shared queue"
