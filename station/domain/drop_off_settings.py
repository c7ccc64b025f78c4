"""The widget's drop-off and cutoff settings as written (spec §6): dropOffDays in its three forms, cutoffs, closed days."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, time

from station.domain.delivery_dates import DeliveryDateSettings, DropOffDay

# Ranges the platform's widget accepts; the specification gives the keys but not their bounds.
MAX_DROP_OFF_DELAY = 14
MAX_DELIVERY_DAYS_WINDOW = 14
_CLOCK_TIME = re.compile(r"([01][0-9]|2[0-3]):([0-5][0-9])")
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_DAY_OBJECT_KEYS = frozenset({"day", "cutoffTime", "sameDayCutoffTime"})
DROP_OFF_KEYS: tuple[str, ...] = (
    "cutoffTime", "sameDayCutoffTime", "dropOffDays", "dropOffDelay", "deliveryDaysWindow", "closedDays",
)


class WidgetConfigError(ValueError):
    """A widget configuration that cannot be used; `problems` lists every reason."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
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

    def over(self, fallback: DropOffSettings) -> DropOffSettings:
        """These settings, with each key not given here taken from `fallback` (carrier level over config level)."""
        return DropOffSettings(
            self.cutoff_time if self.cutoff_time is not None else fallback.cutoff_time,
            self.same_day_cutoff_time if self.same_day_cutoff_time is not None else fallback.same_day_cutoff_time,
            self.drop_off_days if self.drop_off_days is not None else fallback.drop_off_days,
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
    """`HH:MM` on a 24-hour clock (spec §6 cutoffTime); raises ValueError otherwise."""
    match = _CLOCK_TIME.fullmatch(value) if isinstance(value, str) else None
    if match is None:
        raise ValueError(f"{value!r} is not a time of the form HH:MM")
    return time(int(match.group(1)), int(match.group(2)))


def _weekday(value: object, where: str, problems: list[str]) -> int | None:
    # spec §6: days as numbers, 1 (Monday); ISO numbering continues to 7 (Sunday).
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 7:
        return value
    problems.append(f"{where}: {value!r} is not a day number from 1 (Monday) to 7 (Sunday)")
    return None


def parse_drop_off_days(value: object) -> tuple[DropOffDay, ...]:
    """dropOffDays in any of its three forms (spec §6), ordered by weekday; raises WidgetConfigError.

    Forms: "1,2,3" or "1;2;3"; [1, 2, 3]; [1, {"day": 2, "cutoffTime": "15:00", "sameDayCutoffTime": "09:30"}].
    """
    problems: list[str] = []
    days: list[DropOffDay] = []
    if isinstance(value, str):
        for part in re.split(r"[,;]", value):
            text = part.strip()
            number = _weekday(int(text) if text.isascii() and text.isdigit() else text, "dropOffDays", problems)
            if number is not None:
                days.append(DropOffDay(number))
    elif isinstance(value, list):
        for item in value:
            day = _parse_day_item(item, problems)
            if day is not None:
                days.append(day)
    else:
        problems.append(f"dropOffDays must be a text, a list of day numbers or a list of day objects, not {value!r}")
    weekdays = [day.weekday for day in days]
    repeated = sorted({weekday for weekday in weekdays if weekdays.count(weekday) > 1})
    if repeated:
        problems.append(f"dropOffDays lists day {', '.join(map(str, repeated))} more than once")
    if not problems and not days:
        problems.append("dropOffDays is empty; list at least one day")
    if problems:
        raise WidgetConfigError(problems)
    return tuple(sorted(days, key=lambda day: day.weekday))


def _parse_day_item(item: object, problems: list[str]) -> DropOffDay | None:
    if not isinstance(item, Mapping):
        number = _weekday(item, "dropOffDays", problems)
        return DropOffDay(number) if number is not None else None
    unknown = sorted(str(key) for key in item if key not in _DAY_OBJECT_KEYS)
    if unknown:
        problems.append(f"dropOffDays: a day object has unknown keys {', '.join(unknown)}")
    number = _weekday(item.get("day"), "dropOffDays day", problems)
    cutoffs: list[time | None] = []
    for key in ("cutoffTime", "sameDayCutoffTime"):
        raw = item.get(key)
        try:
            cutoffs.append(None if raw is None else parse_clock_time(raw))
        except ValueError as error:
            problems.append(f"dropOffDays day {item.get('day')!r} {key}: {error}")
            cutoffs.append(None)
    return DropOffDay(number, cutoffs[0], cutoffs[1]) if number is not None else None


def parse_drop_off_settings(source: Mapping[str, object], where: str, problems: list[str]) -> DropOffSettings:
    """The drop-off keys present in `source`; each problem is added to `problems`, prefixed with `where`."""
    clock: dict[str, time | None] = {}
    for key in ("cutoffTime", "sameDayCutoffTime"):
        clock[key] = None
        if key in source:
            try:
                clock[key] = parse_clock_time(source[key])
            except ValueError as error:
                problems.append(f"{where}{key}: {error}")
    days: tuple[DropOffDay, ...] | None = None
    if "dropOffDays" in source:
        try:
            days = parse_drop_off_days(source["dropOffDays"])
        except WidgetConfigError as error:
            problems.extend(f"{where}{problem}" for problem in error.problems)
    delay = _bounded_int(source, "dropOffDelay", 0, MAX_DROP_OFF_DELAY, where, problems)
    window = _bounded_int(source, "deliveryDaysWindow", 1, MAX_DELIVERY_DAYS_WINDOW, where, problems)
    closed = _closed_days(source, where, problems)
    return DropOffSettings(clock["cutoffTime"], clock["sameDayCutoffTime"], days, delay, window, closed)


def _bounded_int(
    source: Mapping[str, object], key: str, low: int, high: int, where: str, problems: list[str]
) -> int | None:
    if key not in source:
        return None
    value = source[key]
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return value
    problems.append(f"{where}{key}: {value!r} is not a whole number from {low} to {high}")
    return None


def _closed_days(source: Mapping[str, object], where: str, problems: list[str]) -> frozenset[date] | None:
    # spec §6: closedDays, an array of YYYY-MM-DD.
    if "closedDays" not in source:
        return None
    value = source["closedDays"]
    if not isinstance(value, list):
        problems.append(f"{where}closedDays must be a list of YYYY-MM-DD dates, not {value!r}")
        return None
    closed: set[date] = set()
    for item in value:
        try:
            if not (isinstance(item, str) and _ISO_DATE.fullmatch(item)):
                raise ValueError
            closed.add(date.fromisoformat(item))
        except ValueError:
            problems.append(f"{where}closedDays: {item!r} is not a date of the form YYYY-MM-DD")
    return frozenset(closed)
