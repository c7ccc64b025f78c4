"""The order table model without widgets: Qt's model tester, filter as you type, sort, updates (speed: bench/ui_queue.py)."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass, replace

import pytest
from PySide6.QtCore import QPersistentModelIndex, Qt

from station.ui.order_queue_model import INDEX_ROWS_PER_TURN, KEY_ROLE, ROW_ROLE, Column, FastTableModel


@dataclass(frozen=True)
class Item:
    key: str
    name: str
    city: str
    weight: int


COLUMNS = (
    Column[Item]("Reference", lambda r: r.key),
    Column[Item]("Name", lambda r: r.name),
    Column[Item]("City", lambda r: r.city),
    Column[Item]("Weight", lambda r: f"{r.weight} g", sort_key=lambda r: r.weight, searchable=False),
)
CITIES = ("Amsterdam", "Rotterdam", "Utrecht", "Gent", "Antwerpen", "Brugge", "Leiden", "Delft")


def make_items(count: int, seed: int = 7) -> list[Item]:
    rnd = random.Random(seed)
    return [
        Item(f"ORD-{n:06d}", "".join(rnd.choices(string.ascii_letters, k=8)), rnd.choice(CITIES), rnd.randint(1, 30000))
        for n in range(count)
    ]


def shown_keys(model: FastTableModel[Item]) -> list[str]:
    return [model.data(model.index(r, 0), KEY_ROLE) for r in range(model.rowCount())]


def test_model_passes_qt_model_tester_through_filter_sort_and_update(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    model = FastTableModel[Item](COLUMNS, key_of=lambda r: r.key)
    qtmodeltester.check(model, force_py=True)
    model.set_rows(make_items(200))
    model.set_filter("amst")
    model.sort(3, Qt.SortOrder.DescendingOrder)
    model.update_row(replace(model.row_at(0), city="Zwolle"))
    model.set_filter("")
    qtmodeltester.check(model, force_py=True)


def test_filter_is_case_insensitive_every_word_must_match_and_narrowing_equals_fresh_search() -> None:
    items = make_items(3000)
    model = FastTableModel[Item](COLUMNS, key_of=lambda r: r.key)
    model.set_rows(items)
    for typed in ("a", "am", "ams", "amst", "amst ord", "amst ord-001"):
        model.set_filter(typed)
    expected = [i.key for i in items if "amst" in i.city.lower() or "amst" in i.name.lower() or "amst" in i.key.lower()]
    expected = [k for k in expected if "ord-001" in k.lower()]
    assert shown_keys(model) == expected
    assert expected  # the check above must not pass on an empty set
    # Deleting characters widens again (not a narrowing step).
    model.set_filter("AMST")
    assert len(shown_keys(model)) > len(expected)
    assert all(
        "amst" in model.row_by_key(k).city.lower() or "amst" in k.lower() or "amst" in model.row_by_key(k).name.lower()
        for k in shown_keys(model)
    )


def test_weight_column_is_not_searched_but_sorts_numerically() -> None:
    model = FastTableModel[Item](COLUMNS, key_of=lambda r: r.key)
    model.set_rows([Item("A", "x", "Gent", 900), Item("B", "y", "Gent", 10000), Item("C", "z", "Gent", 50)])
    model.set_filter("900")
    assert shown_keys(model) == []
    model.set_filter("")
    model.sort(3)
    assert shown_keys(model) == ["C", "A", "B"]  # as text "10000 g" would sort before "50 g"
    model.sort(3, Qt.SortOrder.DescendingOrder)
    assert shown_keys(model) == ["B", "A", "C"]


def test_sort_keeps_persistent_indexes_on_the_same_row_and_filter_keeps_sort() -> None:
    model = FastTableModel[Item](COLUMNS, key_of=lambda r: r.key)
    model.set_rows(make_items(500))
    held = QPersistentModelIndex(model.index(10, 1))
    held_key = model.data(model.index(10, 0), KEY_ROLE)
    model.sort(2)
    assert model.data(model.index(held.row(), 0), KEY_ROLE) == held_key
    assert held.column() == 1
    model.set_filter("e")
    cities = [model.data(model.index(r, 2)) for r in range(model.rowCount())]
    assert cities == sorted(cities, key=str.lower)


def test_update_row_changes_only_that_row_and_reindexes_its_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = FastTableModel[Item](COLUMNS, key_of=lambda r: r.key)
    model.set_rows(make_items(50))
    target = model.row_by_key("ORD-000007")
    assert target is not None
    with qtbot.waitSignal(model.dataChanged) as changed:
        model.update_row(replace(target, city="Zwolle"))
    assert changed.args[0].row() == model.shown_row_of("ORD-000007")
    model.set_filter("zwolle")
    assert shown_keys(model) == ["ORD-000007"]
    assert model.data(model.index(0, 0), ROW_ROLE).city == "Zwolle"
    assert model.shown_row_of("ORD-000008") is None  # filtered out


def searched_text(item: Item) -> str:
    return "\t".join((item.key, item.name, item.city)).lower()


def test_keystrokes_over_a_sorted_queue_show_exactly_the_matching_rows_in_sort_order() -> None:
    # Speed is measured in bench/ui_queue.py (python -m bench --only ui); this checks what each keystroke shows.
    items = make_items(20_000)
    model = FastTableModel[Item](COLUMNS, key_of=lambda r: r.key)
    model.set_rows(items)
    model.sort(2)
    by_city = sorted(items, key=lambda i: i.city.lower())  # stable: ties keep the order the rows came in
    typed = (
        "a",
        "am",
        "ams",
        "amste",
        "amsterdam",
        "amsterdam ord-01",
        "amsterdam ord-012",
        "ord-012",
        "ord-01234",
        "ord-0123",
        "",
    )
    for text in typed:
        model.set_filter(text)
        words = text.lower().split()
        assert shown_keys(model) == [i.key for i in by_city if all(w in searched_text(i) for w in words)], text
    model.set_filter("ord-01234")
    assert sorted(shown_keys(model)) == [f"ORD-01234{n}" for n in range(10)]


def test_shown_row_of_follows_filter_sort_and_updates() -> None:
    model = FastTableModel[Item](COLUMNS, key_of=lambda r: r.key)
    model.set_rows(make_items(2000))
    for step in (
        lambda: model.set_filter("e"),
        lambda: model.sort(1),
        lambda: model.set_filter("ed"),
        lambda: model.update_row(replace(model.row_at(5), name="moved")),
        lambda: model.sort(2, Qt.SortOrder.DescendingOrder),
        lambda: model.set_filter(""),
    ):
        step()
        shown = shown_keys(model)
        assert all(model.shown_row_of(key) == row for row, key in enumerate(shown))
        hidden = {item.key for item in model.all_rows()} - set(shown)
        assert all(model.shown_row_of(key) is None for key in hidden)


def test_shown_row_of_is_right_whether_the_first_lookup_after_a_change_finds_a_hidden_or_a_shown_row() -> None:
    model = FastTableModel[Item](COLUMNS, key_of=lambda r: r.key)
    model.set_rows(make_items(500))
    model.sort(1)
    model.set_filter("gent")
    shown = shown_keys(model)
    hidden = next(item.key for item in model.all_rows() if item.key not in shown)
    assert model.shown_row_of(hidden) is None  # the first lookup after the filter
    assert model.shown_row_of(shown[-1]) == len(shown) - 1
    assert model.shown_row_of(hidden) is None
    model.set_filter("gen")
    assert model.shown_row_of(shown[-1]) == shown_keys(model).index(shown[-1])


def test_data_answers_display_key_row_and_tooltip_roles_and_nothing_else() -> None:
    columns = (*COLUMNS, Column[Item]("Tip", lambda r: r.city, tooltip=lambda r: f"in {r.city}"))
    model = FastTableModel[Item](columns, key_of=lambda r: r.key)
    items = make_items(3)
    model.set_rows(items)
    index = model.index(1, 1)
    assert model.data(index) == items[1].name
    assert model.data(index, KEY_ROLE) == items[1].key
    assert model.data(index, ROW_ROLE) == items[1]
    assert model.data(index, Qt.ItemDataRole.ToolTipRole) is None  # that column has no tooltip
    assert model.data(model.index(1, 4), Qt.ItemDataRole.ToolTipRole) == f"in {items[1].city}"
    for role in (Qt.ItemDataRole.FontRole, Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.DecorationRole):
        assert model.data(index, role) is None
    assert model.data(model.index(7, 1)) is None  # no such row
    assert model.flags(index) & Qt.ItemFlag.ItemIsSelectable
    assert model.flags(model.index(7, 1)) == Qt.ItemFlag.NoItemFlags


@pytest.mark.parametrize(
    "old,new,narrows",
    [("ams", "amst", True), ("a b", "a bc", True), ("ab", "b", False), ("a", "a b", True), ("a b", "a", False)],
)
def test_narrowing_detection(old: str, new: str, narrows: bool) -> None:
    assert FastTableModel._narrows(old, new) is narrows


def test_the_search_index_is_built_after_the_rows_are_shown_and_a_filter_never_waits_for_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    items = make_items(3 * INDEX_ROWS_PER_TURN + 5)
    model = FastTableModel[Item](COLUMNS, key_of=lambda r: r.key)
    model.set_rows(items)
    # Shown at once; the index follows in slices on the event loop's next turns.
    assert model.rowCount() == len(items) and not model.index_complete
    qtbot.waitUntil(lambda: model.index_complete)
    model.set_filter(items[-1].name.upper())
    assert shown_keys(model) == [items[-1].key]

    # A keystroke before the index is complete searches every row all the same, with the texts as they are now.
    model.set_filter("")
    model.set_rows(items)
    last = replace(items[-1], name="Zwaluwstaart")
    model.update_row(last)  # a row changed before its text was indexed
    assert not model.index_complete
    model.set_filter("zwaluw")
    assert shown_keys(model) == [last.key] and model.index_complete


def test_a_text_made_once_per_value_is_the_text_of_every_row() -> None:
    made: list[str] = []

    def city_text(item: Item) -> str:
        made.append(item.city)
        return f"in {item.city}"

    columns = (
        Column[Item]("Reference", lambda r: r.key),
        Column[Item]("City", city_text, text_depends_on=lambda r: r.city),
    )
    items = make_items(500)
    model = FastTableModel[Item](columns, key_of=lambda r: r.key)
    model.set_rows(items)
    model.set_filter("in gent")
    assert shown_keys(model) == [item.key for item in items if item.city == "Gent"]
    assert sorted(made) == sorted(set(CITIES) & {item.city for item in items})  # asked once per city
