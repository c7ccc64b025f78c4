"""The table's own journal while the shared store is away: one request per order, kept across a reopen."""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from pathlib import Path

from station.domain.enums import LabelFormat
from station.store.offline_journal import OfflineJournal, OfflineRequest
from station.store.records import PrintPayload


def request(request_id: str, order_key: str = "import:WEB-1") -> OfflineRequest:
    payload = PrintPayload((order_key,), LabelFormat.A6, job_name="WEB-1", print_after_create=True)
    return OfflineRequest(request_id, order_key, "WEB-1", datetime.now(UTC), (payload,))


def test_an_order_has_one_request_however_many_scans_ask_at_once(tmp_path: Path) -> None:
    journal = OfflineJournal(tmp_path / "offline.sqlite3", "table-1")
    kept: list[bool] = []
    askers = [threading.Thread(target=lambda n=n: kept.append(journal.add(request(f"r{n}")))) for n in range(8)]
    for asker in askers:
        asker.start()
    for asker in askers:
        asker.join()
    assert sorted(kept) == [False] * 7 + [True]
    assert journal.add(request("other", "import:WEB-2"))  # another order is its own request
    journal.close()

    reopened = OfflineJournal(tmp_path / "offline.sqlite3", "table-1")  # after a crash: still there, still one
    assert [r.order_key for r in reopened.all()] == ["import:WEB-1", "import:WEB-2"] and reopened.count() == 2
    assert not reopened.add(request("again"))
    reopened.remove([r.request_id for r in reopened.all()])
    assert reopened.count() == 0 and reopened.add(request("after"))  # handed over: a new request may be kept
    reopened.close()
