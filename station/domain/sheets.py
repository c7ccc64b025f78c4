"""A4 label sheets: the four slots, start positions, and placing labels across sheets (spec §4, §8; contract §4)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from enum import IntEnum

from station.domain.enums import LabelFormat
from station.domain.text import QT_TRANSLATE_NOOP
from station.domain.violations import Rule, Violation


class SheetSlot(IntEnum):
    """spec §4 GET /shipment_labels: 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right."""

    TOP_LEFT = 1
    TOP_RIGHT = 2
    BOTTOM_LEFT = 3
    BOTTOM_RIGHT = 4

    @property
    def origin_mm(self) -> tuple[float, float]:
        """Lower-left corner of the slot on an A4 page, in mm from the page's lower-left (PDF coordinates)."""
        column = (self - 1) % 2
        row_from_top = (self - 1) // 2
        return (column * A4_WIDTH_MM / 2, (1 - row_from_top) * A4_HEIGHT_MM / 2)


A4_WIDTH_MM = 210.0
A4_HEIGHT_MM = 297.0
SLOTS_PER_SHEET = len(SheetSlot)
ALL_SLOTS: tuple[SheetSlot, ...] = tuple(SheetSlot)


def parse_label_format(value: str) -> LabelFormat:
    """`A4` or `A6` in any case (contract §4 `format=A6|A4`); anything else raises ValueError."""
    try:
        return LabelFormat(value.strip().upper())
    except ValueError:
        raise ValueError(f"unknown paper format {value!r}") from None


def label_format_violations(value: str) -> list[Violation]:
    """422 PAPER_FORMAT when the format is neither A4 nor A6 (contract §4, code 3709)."""
    try:
        parse_label_format(value)
    except ValueError:
        return [
            Violation.of(
                "format",
                Rule.PAPER_FORMAT,
                QT_TRANSLATE_NOOP("Rules", "The paper format '{value}' is unknown; choose A4 or A6.").format(
                    value=value
                ),
            )
        ]
    return []


def expand_start_position(start: int) -> tuple[int, ...]:
    """contract §4: a single start position N means N..4."""
    if start not in ALL_SLOTS:
        raise ValueError(f"label position {start!r} is outside 1-4")
    return tuple(range(start, SLOTS_PER_SHEET + 1))


def validate_positions(label_format: LabelFormat, positions: Sequence[int]) -> list[Violation]:
    """422 LABEL_POSITION for positions on A4 outside 1–4, given twice, or missing; A6 ignores positions.

    spec §4 behaviour rule 2: A4 sheets need a position; spec §8: 1 to 4 only, ignored on A6.
    """
    if label_format is LabelFormat.A6:
        return []
    if not positions:
        return [
            Violation.of(
                "positions",
                Rule.LABEL_POSITION,
                QT_TRANSLATE_NOOP("Rules", "An A4 sheet needs a start position from 1 to 4."),
            )
        ]
    found: list[Violation] = []
    seen: set[int] = set()
    for position in positions:
        if position not in ALL_SLOTS:
            found.append(
                Violation.of(
                    "positions",
                    Rule.LABEL_POSITION,
                    QT_TRANSLATE_NOOP("Rules", "Label position {position} does not exist; use 1 to 4.").format(
                        position=position
                    ),
                )
            )
        elif position in seen:
            found.append(
                Violation.of(
                    "positions",
                    Rule.LABEL_POSITION,
                    QT_TRANSLATE_NOOP("Rules", "Label position {position} is given twice.").format(position=position),
                )
            )
        seen.add(position)
    return found


def first_sheet_slots(positions: Sequence[int]) -> tuple[SheetSlot, ...]:
    """The slots of the first sheet, top-left to bottom-right: one position is a start (N..4), several are used
    as given, none means the whole sheet. Raises ValueError for positions outside 1–4 or given twice."""
    if not positions:
        return ALL_SLOTS
    if len(positions) == 1:
        return tuple(SheetSlot(position) for position in expand_start_position(positions[0]))
    if len(set(positions)) != len(positions):
        raise ValueError(f"label positions {list(positions)} repeat a position")
    for position in positions:
        if position not in ALL_SLOTS:
            raise ValueError(f"label position {position!r} is outside 1-4")
    return tuple(sorted(SheetSlot(position) for position in positions))


def place_labels(
    count: int, first_sheet_positions: Sequence[int], *, exact: bool = False
) -> list[list[tuple[int, SheetSlot]]]:
    """Per A4 sheet, the (label index, slot) pairs: the first sheet fills `first_sheet_positions`, later sheets 1..4.

    `exact`: the positions are the first sheet's slots as they are, a single one included (Station's own plan for
    a sheet whose only free slot is not the last); otherwise a single position is a start (N..4, contract §4).
    Label indexes run 0..count-1 in order, so no label is skipped and no slot is used twice.
    """
    if count < 0:
        raise ValueError(f"cannot place {count} labels")
    sheets: list[list[tuple[int, SheetSlot]]] = []
    if exact and len(first_sheet_positions) == 1:
        slots: tuple[SheetSlot, ...] = (SheetSlot(first_sheet_positions[0]),)
    else:
        slots = first_sheet_slots(first_sheet_positions)
    index = 0
    while index < count:
        page = [(index + offset, slot) for offset, slot in enumerate(slots[: count - index])]
        sheets.append(page)
        index += len(page)
        slots = ALL_SLOTS
    return sheets


def remaining_slots(used: Collection[int]) -> tuple[SheetSlot, ...]:
    """The free slots of a partly used sheet, top-left to bottom-right."""
    for position in used:
        if position not in ALL_SLOTS:
            raise ValueError(f"label position {position!r} is outside 1-4")
    return tuple(slot for slot in ALL_SLOTS if slot not in used)


def next_free_positions(used: Collection[int], count: int) -> list[int]:
    """Where the next `count` labels go on a sheet whose `used` slots are gone: its free slots, top-left first.

    At most the free slots of this sheet; a full sheet counts as a fresh one (1..4). A single position from the
    service's point of view means "from N to 4", so when only a non-final slot is free the proposal is for one
    label only.
    """
    if count < 1:
        return []
    free = [int(slot) for slot in remaining_slots(used)] or [int(s) for s in ALL_SLOTS]
    if len(free) == 1 or count == 1:
        return free[:1]
    return free[: min(count, SLOTS_PER_SHEET)] if count < len(free) else free


def tray_after(used: Collection[int], sheets: Sequence[Collection[int]]) -> frozenset[int]:
    """The used slots of the sheet left in the tray once a job printed on `sheets` (per sheet its slots): the first
    sheet adds to what was used, later sheets are fresh; a sheet with every slot used is gone (the tray is empty)."""
    if not sheets:
        return frozenset(used)
    left = set(sheets[-1]) if len(sheets) > 1 else set(used) | set(sheets[0])
    return frozenset() if len(left) >= SLOTS_PER_SHEET else frozenset(left)


def plan_sheets(used: Collection[int], count: int) -> list[list[int]]:
    """The positions of every sheet `count` single labels take, from the sheet in the tray (`used` slots gone) on:
    `next_free_positions` for the first, then for each next sheet as the tray will be once the ones before it are
    printed. Each sheet takes as many labels as it has positions, so the sheets add up to `count`."""
    plan: list[list[int]] = []
    tray = frozenset(used)
    while count > 0:
        positions = next_free_positions(tray, count)
        plan.append(positions)
        count -= len(positions)
        tray = tray_after(tray, [positions])
    return plan


def slots_to_print(used: Collection[int], chosen: Collection[int], count: int) -> list[int]:
    """The one rule for where the next `count` labels go on the sheet in the tray (the window, the sheet picker and
    the print service all ask it): the slots the operator chose, the free ones among them top-left first, else
    `next_free_positions`. At most one sheet's worth: labels beyond these slots are not placed by this job.

    The positions sent on the wire, the label preview and the slots recorded as used all come from this answer
    (`place_labels` places the labels into it the same way the service does).
    """
    if count < 1:
        return []
    picked = [int(slot) for slot in ALL_SLOTS if slot in chosen and slot not in used]
    if picked:
        return picked[:count]
    return next_free_positions(used, count)


def slots_to_fill(used: Collection[int], chosen: Collection[int]) -> list[int]:
    """ "Fill the remaining slots": the chosen slots when the operator chose some, else every free slot."""
    return slots_to_print(used, chosen, SLOTS_PER_SHEET)


def plan_label_jobs(used: Collection[int], label_counts: Sequence[int]) -> list[tuple[int, list[int]]]:
    """A4 jobs for orders with these label counts (a multi-collo order has one label per parcel), in order, from the
    sheet in the tray whose `used` slots are gone: per job, how many of the orders it takes and the first sheet's
    slots exactly (`place_labels(..., exact=True)`).

    A job holds the orders that start on one sheet: the tray's free slots, top-left first. The last order of a job
    may run on to the next sheets; the following job starts where it ended.
    """
    remaining_slots(used)  # checks the positions
    used_now = {int(position) for position in used}
    plan: list[tuple[int, list[int]]] = []
    index = 0
    while index < len(label_counts):
        free = [int(slot) for slot in remaining_slots(used_now)] or [int(slot) for slot in ALL_SLOTS]
        if len(free) == SLOTS_PER_SHEET:
            used_now = set()
        orders = labels = 0
        while index + orders < len(label_counts) and (orders == 0 or labels < len(free)):
            labels += max(1, label_counts[index + orders])
            orders += 1
        positions = free[: min(labels, len(free))]
        placed = place_labels(labels, positions, exact=True)
        used_now = set(tray_after(used_now, [[int(slot) for _label, slot in sheet] for sheet in placed]))
        plan.append((orders, positions))
        index += orders
    return plan
