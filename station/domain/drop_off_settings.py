"""The widget's drop-off and cutoff settings as written (spec §6): dropOffDays in its three forms, cutoffs, closed days."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, time

from station.domain.delivery_dates import DeliveryDateSettings, DropOffDay
from station.domain.text import QT_TRANSLATE_NOOP, joined, message_of

# Ranges the platform's widget accepts; the specification gives the keys but not their bounds.
MAX_DROP_OFF_DELAY = 14
MAX_DELIVERY_DAYS_WINDOW = 14
# The hour may have one digit ("9:30"), as shops write it.
_CLOCK_TIME = re.compile(r"(0?[0-9]|1[0-9]|2[0-3]):([0-5][0-9])")
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
# `weekday` and `cutoffTimeSameDay` are the spellings of the widget shops use today, read with a deprecation note.
_DAY_OBJECT_KEYS = frozenset({"day", "weekday", "cutoffTime", "sameDayCutoffTime", "cutoffTimeSameDay"})
DROP_OFF_KEYS: tuple[str, ...] = (
    "cutoffTime",
    "sameDayCutoffTime",
    "dropOffDays",
    "dropOffDelay",
    "deliveryDaysWindow",
    "closedDays",
)
# Spellings of today's widget read as the specification's key, each with a deprecation note.
RENAMED_DROP_OFF_KEYS: dict[str, str] = {"cutoffTimeSameDay": "sameDayCutoffTime"}
# Deprecated per-weekday cutoffs: the cutoff of that day of dropOffDays (5 Friday, 6 Saturday).
WEEKDAY_CUTOFF_KEYS: dict[str, int] = {"fridayCutoffTime": 5, "saturdayCutoffTime": 6}


# A key that cannot be read is dropped, saying where, which key and why (`problem`, on its own a sentence for the shop
# owner: station.domain.shop_delivery); a day's own cutoff that cannot be read says which day.
DROPPED = QT_TRANSLATE_NOOP("DropOffSettings", "{where}{key}: {problem}; dropped")
DAY_PROBLEM = QT_TRANSLATE_NOOP("DropOffSettings", "day {day} {key}: {problem}")
# What each problem says (`problem` of DROPPED and DAY_PROBLEM), by name: the shop's own editor says each of them
# as a whole sentence of its own (station.domain.shop_delivery).
NOT_A_TIME = QT_TRANSLATE_NOOP("DropOffSettings", "{value} is not a time of the form HH:MM")
NOT_A_DAY_NUMBER = QT_TRANSLATE_NOOP(
    "DropOffSettings", "{value} is not a day number from 1 (Monday) to 7 (Sunday), or 0 for Sunday"
)
DAYS_NOT_A_LIST = QT_TRANSLATE_NOOP(
    "DropOffSettings", "must be a text, a list of day numbers or a list of day objects, not {value}"
)
DAY_REPEATED = QT_TRANSLATE_NOOP("DropOffSettings", "day {days} is listed more than once")
NO_DAYS = QT_TRANSLATE_NOOP("DropOffSettings", "it is empty; list at least one day")
DAY_UNKNOWN_KEYS = QT_TRANSLATE_NOOP("DropOffSettings", "a day object has unknown keys {keys}")
NOT_A_WHOLE_NUMBER = QT_TRANSLATE_NOOP("DropOffSettings", "{value} is not a whole number from {low} to {high}")
CLOSED_NOT_A_LIST = QT_TRANSLATE_NOOP("DropOffSettings", "{value} is not a list of YYYY-MM-DD dates")
CLOSED_NOT_DATES = QT_TRANSLATE_NOOP("DropOffSettings", "{values} not dates of the form YYYY-MM-DD")


class WidgetConfigError(ValueError):
    """A widget configuration that cannot be used; `problems` lists every reason."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__(joined(problems, "; "))
        self.problems = problems


@dataclass(frozen=True)
class DropOffSettings:
    """The drop-off keys of one level of the configuration; None means the key was not given there."""

    cutoff_time: time | None = None
    same_day_cutoff_time: time | None = None
    drop_off_days: tuple[DropOffDay, ...] | None = None
    drop_off_delay: int | None = None
    delivery_days_window: int | None = None
    closed_days: frozenset[date] | None = None
    # Deprecated fridayCutoffTime / saturdayCutoffTime as (weekday, cutoff): put on those days of dropOffDays.
    weekday_cutoffs: tuple[tuple[int, time], ...] = ()

    def over(self, fallback: DropOffSettings) -> DropOffSettings:
        """These settings, with each key not given here taken from `fallback` (carrier level over config level).

        The deprecated weekday cutoffs of both levels are put on their days of the merged dropOffDays, for days
        without a cutoff of their own.
        """
        days = self.drop_off_days if self.drop_off_days is not None else fallback.drop_off_days
        weekday_cutoffs = dict(fallback.weekday_cutoffs) | dict(self.weekday_cutoffs)
        if days is not None and weekday_cutoffs:
            days = tuple(
                DropOffDay(day.weekday, weekday_cutoffs[day.weekday], day.same_day_cutoff_time)
                if day.cutoff_time is None and day.weekday in weekday_cutoffs
                else day
                for day in days
            )
        return DropOffSettings(
            self.cutoff_time if self.cutoff_time is not None else fallback.cutoff_time,
            self.same_day_cutoff_time if self.same_day_cutoff_time is not None else fallback.same_day_cutoff_time,
            days,
            self.drop_off_delay if self.drop_off_delay is not None else fallback.drop_off_delay,
            self.delivery_days_window if self.delivery_days_window is not None else fallback.delivery_days_window,
            self.closed_days if self.closed_days is not None else fallback.closed_days,
        )

    def resolved(
        self, *, allow_monday: bool = False, allow_saturday: bool = False, allow_same_day: bool = False
    ) -> DeliveryDateSettings:
        """The settings the date rules use, with the defaults of `DeliveryDateSettings` for keys never given."""
        default = DeliveryDateSettings()
        return DeliveryDateSettings(
            drop_off_days=self.drop_off_days if self.drop_off_days is not None else default.drop_off_days,
            cutoff_time=self.cutoff_time,
            same_day_cutoff_time=self.same_day_cutoff_time,
            drop_off_delay=self.drop_off_delay if self.drop_off_delay is not None else default.drop_off_delay,
            delivery_days_window=(
                self.delivery_days_window if self.delivery_days_window is not None else default.delivery_days_window
            ),
            closed_days=self.closed_days if self.closed_days is not None else default.closed_days,
            allow_monday_delivery=allow_monday,
            allow_saturday_delivery=allow_saturday,
            allow_same_day_delivery=allow_same_day,
        )

    def has_same_day_cutoff(self) -> bool:
        """spec §6: same-day delivery requires a same-day cutoff, as fallback or on every drop-off day."""
        if self.same_day_cutoff_time is not None:
            return True
        days = self.drop_off_days or ()
        return bool(days) and all(day.same_day_cutoff_time is not None for day in days)


def parse_clock_time(value: object) -> time:
    """`HH:MM` on a 24-hour clock (spec §6 cutoffTime), the hour also with one digit; raises ValueError otherwise."""
    match = _CLOCK_TIME.fullmatch(value.strip()) if isinstance(value, str) else None
    if match is None:
        raise ValueError(NOT_A_TIME.format(value=repr(value)))
    return time(int(match.group(1)), int(match.group(2)))


def _weekday(value: object, problems: list[str]) -> int | None:
    # spec §6: days as numbers, 1 (Monday); ISO numbering continues to 7 (Sunday). Shops also write the number
    # as a text, and Sunday as 0 (the widget's 0-6 numbering).
    number = int(value) if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit() else value
    if isinstance(number, int) and not isinstance(number, bool) and 0 <= number <= 7:
        return number or 7
    problems.append(NOT_A_DAY_NUMBER.format(value=repr(value)))
    return None


def parse_drop_off_days(value: object, notes: list[str] | None = None) -> tuple[DropOffDay, ...]:
    """dropOffDays in any of its forms (spec §6), ordered by weekday; raises WidgetConfigError.

    Forms: "1,2,3" or "1;2;3"; [1, 2, 3] or ["1", "2"]; [1, {"day": 2, "cutoffTime": "15:00",
    "sameDayCutoffTime": "09:30"}]. Day objects written with `weekday` and `cutoffTimeSameDay` are read, with a
    deprecation note added to `notes`.
    """
    problems: list[str] = []
    days: list[DropOffDay] = []
    renamed: set[str] = set()
    items = re.split(r"[,;]", value) if isinstance(value, str) else value
    if not isinstance(items, list):
        raise WidgetConfigError([DAYS_NOT_A_LIST.format(value=repr(value))])
    for item in items:
        day = _parse_day_item(item, problems, renamed)
        if day is not None:
            days.append(day)
    if notes is not None:
        if "weekday" in renamed:
            notes.append("dropOffDays: day objects written with weekday are deprecated; read as day")
        if "cutoffTimeSameDay" in renamed:
            notes.append("dropOffDays: cutoffTimeSameDay in a day object is deprecated; read as sameDayCutoffTime")
    weekdays = [day.weekday for day in days]
    repeated = sorted({weekday for weekday in weekdays if weekdays.count(weekday) > 1})
    if repeated:
        problems.append(DAY_REPEATED.format(days=", ".join(map(str, repeated))))
    if not problems and not days:
        problems.append(NO_DAYS)
    if problems:
        raise WidgetConfigError(problems)
    return tuple(sorted(days, key=lambda day: day.weekday))


def _parse_day_item(item: object, problems: list[str], renamed: set[str]) -> DropOffDay | None:
    if not isinstance(item, Mapping):
        number = _weekday(item, problems)
        return DropOffDay(number) if number is not None else None
    unknown = sorted(str(key) for key, raw in item.items() if key not in _DAY_OBJECT_KEYS and raw is not None)
    if unknown:
        problems.append(DAY_UNKNOWN_KEYS.format(keys=", ".join(unknown)))
    if item.get("weekday") is not None and item.get("day") is None:
        renamed.add("weekday")
    if item.get("cutoffTimeSameDay") is not None and item.get("sameDayCutoffTime") is None:
        renamed.add("cutoffTimeSameDay")
    label = item.get("day") if item.get("day") is not None else item.get("weekday")
    number = _weekday(label, problems)
    cutoffs: list[time | None] = []
    raws = (
        item.get("cutoffTime"),
        item.get("sameDayCutoffTime") if item.get("sameDayCutoffTime") is not None else item.get("cutoffTimeSameDay"),
    )
    for key, raw in zip(("cutoffTime", "sameDayCutoffTime"), raws, strict=True):
        try:
            cutoffs.append(None if raw is None or raw == "" else parse_clock_time(raw))
        except ValueError as error:
            problems.append(DAY_PROBLEM.format(day=repr(label), key=key, problem=message_of(error)))
            cutoffs.append(None)
    return DropOffDay(number, cutoffs[0], cutoffs[1]) if number is not None else None


def _is_set(source: Mapping[str, object], key: str) -> bool:
    # spec §6 types: null means "not set", for any key.
    return source.get(key) is not None


def parse_drop_off_settings(
    source: Mapping[str, object], where: str, problems: list[str], notes: list[str] | None = None
) -> DropOffSettings:
    """The drop-off keys set in `source`; a key that cannot be read adds one problem (prefixed with `where`) and
    is dropped. Deprecated spellings are read and noted in `notes`."""
    notes = notes if notes is not None else []
    clock: dict[str, time | None] = {"cutoffTime": None, "sameDayCutoffTime": None}

    def read_time(key: str) -> time | None:
        try:
            return parse_clock_time(source[key])
        except ValueError as error:
            problems.append(DROPPED.format(where=where, key=key, problem=message_of(error)))
            return None

    for key in clock:
        if _is_set(source, key):
            clock[key] = read_time(key)
    for old, key in RENAMED_DROP_OFF_KEYS.items():
        if _is_set(source, old):
            notes.append(f"{where}{old} is deprecated; read as {key}")
            if clock[key] is None:
                clock[key] = read_time(old)
    weekday_cutoffs: list[tuple[int, time]] = []
    for key, weekday in WEEKDAY_CUTOFF_KEYS.items():
        if _is_set(source, key):
            notes.append(f"{where}{key} is deprecated; read as the cutoffTime of day {weekday} in dropOffDays")
            cutoff = read_time(key)
            if cutoff is not None:
                weekday_cutoffs.append((weekday, cutoff))
    days: tuple[DropOffDay, ...] | None = None
    if _is_set(source, "dropOffDays"):
        day_notes: list[str] = []
        try:
            days = parse_drop_off_days(source["dropOffDays"], day_notes)
            notes.extend(f"{where}{note}" for note in day_notes)
        except WidgetConfigError as error:
            problems.append(DROPPED.format(where=where, key="dropOffDays", problem=joined(error.problems, "; ")))
    delay = _bounded_int(source, "dropOffDelay", 0, MAX_DROP_OFF_DELAY, where, problems)
    # Today's widget takes a window of 0 for "no date choice": the first delivery day only.
    no_date_choice = type(source.get("deliveryDaysWindow")) is int and source.get("deliveryDaysWindow") == 0
    window = (
        1
        if no_date_choice
        else _bounded_int(source, "deliveryDaysWindow", 1, MAX_DELIVERY_DAYS_WINDOW, where, problems)
    )
    closed = _closed_days(source, where, problems)
    return DropOffSettings(
        clock["cutoffTime"], clock["sameDayCutoffTime"], days, delay, window, closed, tuple(weekday_cutoffs)
    )


def _bounded_int(
    source: Mapping[str, object], key: str, low: int, high: int, where: str, problems: list[str]
) -> int | None:
    if not _is_set(source, key):
        return None
    value = source[key]
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return value
    problem = NOT_A_WHOLE_NUMBER.format(value=repr(value), low=low, high=high)
    problems.append(DROPPED.format(where=where, key=key, problem=problem))
    return None


def _closed_days(source: Mapping[str, object], where: str, problems: list[str]) -> frozenset[date] | None:
    # spec §6: closedDays, an array of YYYY-MM-DD.
    if not _is_set(source, "closedDays"):
        return None
    value = source["closedDays"]
    if not isinstance(value, list):
        problem = CLOSED_NOT_A_LIST.format(value=repr(value))
        problems.append(DROPPED.format(where=where, key="closedDays", problem=problem))
        return None
    closed: set[date] = set()
    bad: list[object] = []
    for item in value:
        try:
            if not (isinstance(item, str) and _ISO_DATE.fullmatch(item)):
                raise ValueError
            closed.add(date.fromisoformat(item))
        except ValueError:
            bad.append(item)
    if bad:
        problem = CLOSED_NOT_DATES.format(values=", ".join(map(repr, bad)), count=len(bad))
        problems.append(DROPPED.format(where=where, key="closedDays", problem=problem))
        return None
    return frozenset(closed)
