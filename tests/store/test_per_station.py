"""What stays one packing table's own on a store several tables share (issue 16 point 4), on both engines: the sheet
in an A4 printer's tray (a printer is a queue name on one computer, so two tables' printers called "A4" are two
printers) and who works at the table now; the short list of operators' names is the shop's."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from station.services.operator_log import OperatorLogService
from station.store.claims import StationIdentity
from station.store.store import Store

ONE = StationIdentity("one", "Table 1")
TWO = StationIdentity("two", "Table 2")


@pytest.fixture
def location(tmp_path: Path, store_location: Callable[[Path], Path | str]) -> Path | str:
    return store_location(tmp_path / "shared.sqlite3")


@pytest.fixture
def tables(location: Path | str) -> Iterator[tuple[Store, Store]]:
    """Two stations on one store (on SQLite: two connections to one file)."""
    one, two = Store.open(location, station=ONE), Store.open(location, station=TWO)
    yield one, two
    one.close()
    two.close()


def test_two_tables_printers_of_one_name_keep_their_own_sheets(tables: tuple[Store, Store]) -> None:
    one, two = tables
    one.slots.occupy("A4", None, [[1, 2]])
    assert two.slots.used("A4") == frozenset()  # Table 2's own printer called A4 holds a fresh sheet
    two.slots.occupy("A4", None, [[1]])
    two.slots.reset("A4")
    assert one.slots.used("A4") == frozenset({1, 2})  # a new sheet at Table 2 is not one at Table 1
    two.slots.occupy("A4", 7, [[3]])
    one.slots.occupy("A4", 8, [[3]])
    two.slots.release("A4", 7)  # Table 2's job 7 failed: its slot comes free, Table 1's sheet is as it was
    assert (one.slots.used("A4"), two.slots.used("A4")) == (frozenset({1, 2, 3}), frozenset())
    one.slots.occupy("A4", 9, [[4], [2]])  # a second sheet: only Table 1's tray starts again
    two.slots.occupy("A4", None, [[4]])
    assert (one.slots.used("A4"), two.slots.used("A4")) == (frozenset({2}), frozenset({4}))


def test_who_works_now_is_each_tables_own_and_the_names_are_the_shops(location: Path | str) -> None:
    one, two = Store.open(location, station=ONE), Store.open(location, station=TWO)
    OperatorLogService(one).choose("Anna")
    assert not OperatorLogService(two).chosen_before()  # nobody chose at Table 2 yet: it asks at start
    OperatorLogService(two).choose("Bram")
    OperatorLogService(one).choose("anna")
    assert OperatorLogService(two).operators()[:2] == ["anna", "Bram"]  # the shop's short list, newest first
    one.close()
    two.close()
    # Restarted, each table works on with whoever was chosen there last, not whoever was chosen last in the shop.
    one, two = Store.open(location, station=ONE), Store.open(location, station=TWO)
    assert (one.log.operator, two.log.operator) == ("anna", "Bram")
    one.log.add("printed", None, "")
    two.log.add("printed", None, "")
    assert [entry.operator for entry in one.log.with_action("printed")] == ["Bram", "anna"]
    one.close()
    two.close()


def test_one_tables_own_file_keeps_its_sheet_and_operator_across_the_new_schema(tmp_path: Path) -> None:
    """A file written before version 9 (no station column) keeps its used slots and its operator."""
    from station.store.database import Database
    from station.store.migrations import MIGRATIONS

    path = tmp_path / "station.sqlite3"
    old = Database(path, migrations=MIGRATIONS[:8])
    old.execute("INSERT INTO sheet_slots (printer, slot, job_id, used_at) VALUES ('A4', 2, NULL, '2026-01-01')")
    old.execute("INSERT INTO operators (name, chosen_at) VALUES ('Anna', '2026-01-01'), ('Bram', '2026-01-02')")
    old.close()
    store = Store.open(path)
    assert store.slots.used("A4") == frozenset({2}) and store.log.operator == "Bram"
    store.close()
