"""A4 sheet slots, start positions and placement across sheets (spec §4, §8; contract §4)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from station.domain.enums import LabelFormat
from station.domain.sheets import (
    SheetSlot,
    expand_start_position,
    first_sheet_slots,
    label_format_violations,
    next_free_positions,
    parse_label_format,
    place_labels,
    remaining_slots,
    validate_positions,
)
from station.domain.validation import Rule

S = SheetSlot


def test_slot_numbers_and_corners() -> None:
    # spec §4: 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right
    assert [int(slot) for slot in (S.TOP_LEFT, S.TOP_RIGHT, S.BOTTOM_LEFT, S.BOTTOM_RIGHT)] == [1, 2, 3, 4]
    assert S.TOP_LEFT.origin_mm == (0.0, 148.5)
    assert S.TOP_RIGHT.origin_mm == (105.0, 148.5)
    assert S.BOTTOM_LEFT.origin_mm == (0.0, 0.0)
    assert S.BOTTOM_RIGHT.origin_mm == (105.0, 0.0)


@pytest.mark.parametrize(("start", "expected"), [(1, (1, 2, 3, 4)), (2, (2, 3, 4)), (3, (3, 4)), (4, (4,))])
def test_expand_start_position(start: int, expected: tuple[int, ...]) -> None:
    # contract §4: "a single start position N means N..4"
    assert expand_start_position(start) == expected


@pytest.mark.parametrize("start", [0, 5, -1])
def test_expand_start_position_outside_the_sheet(start: int) -> None:
    with pytest.raises(ValueError, match="outside 1-4"):
        expand_start_position(start)


@pytest.mark.parametrize(
    ("label_format", "positions", "problems"),
    [
        (LabelFormat.A6, [0, 9, 9], 0),  # spec §8: positions ignored on A6
        (LabelFormat.A6, [], 0),
        (LabelFormat.A4, [1], 0),
        (LabelFormat.A4, [2, 3], 0),
        (LabelFormat.A4, [], 1),  # spec §4 rule 2: A4 sheets need a position
        (LabelFormat.A4, [0], 1),  # spec §8: 1 to 4 only; contract §4 code 3708
        (LabelFormat.A4, [5, 1, 6], 2),
        (LabelFormat.A4, [2, 2], 1),  # a slot cannot take two labels
    ],
)
def test_validate_positions(label_format: LabelFormat, positions: list[int], problems: int) -> None:
    violations = validate_positions(label_format, positions)
    assert len(violations) == problems
    assert all(
        v.rule is Rule.LABEL_POSITION and v.field == "positions" and v.kind.http_status == 422 for v in violations
    )


@pytest.mark.parametrize(
    ("value", "expected"), [("A4", LabelFormat.A4), ("a6", LabelFormat.A6), (" A4 ", LabelFormat.A4)]
)
def test_parse_label_format(value: str, expected: LabelFormat) -> None:
    assert parse_label_format(value) is expected
    assert label_format_violations(value) == []


@pytest.mark.parametrize("value", ["A5", "", "letter"])
def test_unknown_paper_format(value: str) -> None:
    # contract §4: other formats → 422 code 3709
    with pytest.raises(ValueError):
        parse_label_format(value)
    [violation] = label_format_violations(value)
    assert violation.rule is Rule.PAPER_FORMAT and violation.rule.contract_code == 3709


@pytest.mark.parametrize(
    ("count", "positions", "expected"),
    [
        (0, [1], []),
        (1, [1], [[(0, S.TOP_LEFT)]]),
        (3, [3], [[(0, S.BOTTOM_LEFT), (1, S.BOTTOM_RIGHT)], [(2, S.TOP_LEFT)]]),  # start 3 → 3, 4, then sheet 2
        (2, [4, 2], [[(0, S.TOP_RIGHT), (1, S.BOTTOM_RIGHT)]]),  # several positions: used as given, in slot order
        (
            6,
            [],
            [
                [(0, S.TOP_LEFT), (1, S.TOP_RIGHT), (2, S.BOTTOM_LEFT), (3, S.BOTTOM_RIGHT)],
                [(4, S.TOP_LEFT), (5, S.TOP_RIGHT)],
            ],
        ),
    ],
)
def test_place_labels(count: int, positions: list[int], expected: list[list[tuple[int, SheetSlot]]]) -> None:
    assert place_labels(count, positions) == expected


@pytest.mark.parametrize(("count", "positions"), [(-1, [1]), (2, [0]), (2, [1, 1]), (2, [1, 7])])
def test_place_labels_rejects_nonsense(count: int, positions: list[int]) -> None:
    with pytest.raises(ValueError):
        place_labels(count, positions)


@pytest.mark.parametrize(
    ("used", "remaining", "next_slot"),
    [
        (set(), (S.TOP_LEFT, S.TOP_RIGHT, S.BOTTOM_LEFT, S.BOTTOM_RIGHT), S.TOP_LEFT),
        ({1}, (S.TOP_RIGHT, S.BOTTOM_LEFT, S.BOTTOM_RIGHT), S.TOP_RIGHT),
        ({1, 3}, (S.TOP_RIGHT, S.BOTTOM_RIGHT), S.TOP_RIGHT),
        ({2, 1, 3}, (S.BOTTOM_RIGHT,), S.BOTTOM_RIGHT),
        ({1, 2, 3, 4}, (), S.TOP_LEFT),  # a full sheet is gone: the next label starts a fresh one
    ],
)
def test_partly_used_sheet(used: set[int], remaining: tuple[SheetSlot, ...], next_slot: SheetSlot) -> None:
    assert remaining_slots(used) == remaining
    assert next_free_positions(used, 1) == [next_slot]


def test_used_slot_outside_the_sheet() -> None:
    with pytest.raises(ValueError):
        remaining_slots({5})


first_sheets = st.one_of(
    st.just([]),
    st.integers(1, 4).map(lambda start: [start]),
    st.lists(st.integers(1, 4), min_size=2, max_size=4, unique=True),
)


@given(st.integers(0, 60), first_sheets)
def test_placement_never_overlaps_or_skips(count: int, positions: list[int]) -> None:
    sheets = place_labels(count, positions)
    indexes = [index for sheet in sheets for index, _ in sheet]
    assert indexes == list(range(count))  # every label once, in order: nothing skipped
    for number, sheet in enumerate(sheets):
        slots = [slot for _, slot in sheet]
        assert len(set(slots)) == len(slots)  # no two labels in one slot
        assert slots == sorted(slots)
        assert sheet  # no empty sheet
        if number == 0:
            assert set(slots) <= set(first_sheet_slots(positions))
        else:
            assert slots == list(SheetSlot)[: len(slots)]  # later sheets fill from slot 1
        if number < len(sheets) - 1:
            # every sheet but the last is full: no free slot is skipped
            expected = first_sheet_slots(positions) if number == 0 else tuple(SheetSlot)
            assert tuple(slots) == expected


@given(st.sets(st.integers(1, 4)))
def test_the_next_label_goes_to_the_first_remaining_slot(used: set[int]) -> None:
    remaining = remaining_slots(used)
    assert set(remaining) | used == {1, 2, 3, 4} and not set(remaining) & used
    assert next_free_positions(used, 1) == [remaining[0] if remaining else 1]


@given(st.sets(st.integers(1, 4)), st.integers(0, 30))
def test_planned_sheets_take_every_label_once_from_the_tray_on(used: set[int], count: int) -> None:
    from station.domain.sheets import plan_sheets, tray_after

    plan = plan_sheets(used, count)
    assert sum(len(positions) for positions in plan) == count
    tray = tray_after(used, [[]])  # a full sheet is gone: the first label starts a fresh one
    for positions in plan:
        assert not set(positions) & tray  # never a used slot
        tray = tray_after(tray, [positions])


def test_the_chosen_slots_are_where_labels_go_else_the_free_ones() -> None:
    from station.domain.sheets import slots_to_fill, slots_to_print

    assert slots_to_print(used=set(), chosen=(3, 4), count=2) == [3, 4]
    assert slots_to_print(used=set(), chosen=(4, 3), count=1) == [3]  # top-left first
    assert slots_to_print(used={1}, chosen=(), count=2) == [2, 3]
    assert slots_to_print(used={3}, chosen=(3, 4), count=2) == [4]  # a used slot is never chosen
    assert slots_to_print(used=set(), chosen=(2,), count=3) == [2]  # what does not fit is not placed
    assert slots_to_fill(used={1}, chosen=()) == [2, 3, 4]
    assert slots_to_fill(used=set(), chosen=(3, 4)) == [3, 4]
    assert slots_to_fill(used={1, 2, 3, 4}, chosen=()) == [1, 2, 3, 4]  # a full sheet counts as a fresh one
