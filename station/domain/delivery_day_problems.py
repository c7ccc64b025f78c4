"""What is wrong with a shop's own delivery days, as the shop owner reads it: each problem a code and its values
(`SettingProblem`), said as one whole sentence of its own in the station's language, never glued together from the
reader's fragments ("cutoffTime: '25:00' is not …; dropped") or from English weekday names: a weekday is a `Weekday`,
named by the window's locale."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from station.domain import drop_off_settings as reader
from station.domain.text import QT_TRANSLATE_NOOP, Text, Weekday, joined

# The fields of the settings editor, by their spec §6 key.
CUTOFF, DAYS, DELAY, WINDOW, CLOSED = "cutoffTime", "dropOffDays", "dropOffDelay", "deliveryDaysWindow", "closedDays"


class ProblemCode(str, Enum):
    """What can be wrong with one of the shop's settings."""

    NO_DAYS = "no days"
    DAYS_UNREADABLE = "days unreadable"
    NOT_A_DAY = "not a day"
    DAY_UNKNOWN_KEYS = "day with unknown keys"
    DAY_REPEATED = "day repeated"
    DAY_CUTOFF_NOT_A_TIME = "day's cutoff not a time"
    DAY_SAME_DAY_CUTOFF_NOT_A_TIME = "day's same-day cutoff not a time"
    CUTOFF_NOT_A_TIME = "cutoff not a time"
    DELAY_OUT_OF_RANGE = "delay out of range"
    WINDOW_OUT_OF_RANGE = "window out of range"
    CLOSED_NOT_A_LIST = "closed days not a list"
    CLOSED_NOT_DATES = "closed days not dates"
    UNREADABLE = "unreadable"  # a form the editor never writes (a file edited by hand): the reader's own words


@dataclass(frozen=True)
class SettingProblem:
    """One value that cannot be used: `key` is the spec §6 key of its field, `code` what is wrong with it and
    `values` what its sentence names (the value as written, the weekday, the bounds)."""

    key: str
    code: ProblemCode
    values: Mapping[str, object] = field(default_factory=dict)

    @property
    def message(self) -> Text:
        """The problem as one sentence for the shop owner, translatable (English as `str`)."""
        return _sentence(self.code, self.values)


def _sentence(code: ProblemCode, values: Mapping[str, object]) -> Text:
    if code is ProblemCode.CLOSED_NOT_DATES:  # "this day is" or "these days are": Qt's numerus form by the count
        return QT_TRANSLATE_NOOP(
            "ShopDelivery",
            "These closed days are not dates: {values}. Write each as YYYY-MM-DD, for example 2026-12-24.",
            "",
            int(str(values.get("count", 1))),
        ).format(values=values.get("values", ""))
    if code is ProblemCode.UNREADABLE:
        problem = values.get("problem", "")
        return problem if isinstance(problem, Text) else joined([str(problem)])
    return _SENTENCES[code].format(**values)


_SENTENCES: dict[ProblemCode, Text] = {
    ProblemCode.NO_DAYS: QT_TRANSLATE_NOOP(
        "ShopDelivery", "Choose at least one day on which the parcels go to the carrier."
    ),
    ProblemCode.DAYS_UNREADABLE: QT_TRANSLATE_NOOP(
        "ShopDelivery", "The days the parcels go to the carrier cannot be read: {value} is not a list of days."
    ),
    ProblemCode.NOT_A_DAY: QT_TRANSLATE_NOOP(
        "ShopDelivery", "{value} is not a day: days are numbered 1 (Monday) to 7 (Sunday)."
    ),
    ProblemCode.DAY_UNKNOWN_KEYS: QT_TRANSLATE_NOOP(
        "ShopDelivery", "A day has settings Station does not know: {keys}."
    ),
    ProblemCode.DAY_REPEATED: QT_TRANSLATE_NOOP("ShopDelivery", "Day number {days} is listed more than once."),
    ProblemCode.DAY_CUTOFF_NOT_A_TIME: QT_TRANSLATE_NOOP(
        "ShopDelivery", "{weekday}'s own cutoff {value} is not a time: write it as HH:MM, for example 15:30."
    ),
    ProblemCode.DAY_SAME_DAY_CUTOFF_NOT_A_TIME: QT_TRANSLATE_NOOP(
        "ShopDelivery", "{weekday}'s same-day cutoff {value} is not a time: write it as HH:MM, for example 09:30."
    ),
    ProblemCode.CUTOFF_NOT_A_TIME: QT_TRANSLATE_NOOP(
        "ShopDelivery", "The cutoff {value} is not a time: write it as HH:MM, for example 15:30."
    ),
    ProblemCode.DELAY_OUT_OF_RANGE: QT_TRANSLATE_NOOP(
        "ShopDelivery", "The handling time must be a whole number of working days from {low} to {high}, not {value}."
    ),
    ProblemCode.WINDOW_OUT_OF_RANGE: QT_TRANSLATE_NOOP(
        "ShopDelivery", "The delivery days offered must be a whole number from {low} to {high}, not {value}."
    ),
    ProblemCode.CLOSED_NOT_A_LIST: QT_TRANSLATE_NOOP(
        "ShopDelivery", "The closed days cannot be read: {value} is not a list of dates."
    ),
}

# The reader's problems (station.domain.drop_off_settings), by what they say, as the owner's.
_CODES: dict[str, ProblemCode] = {
    reader.NOT_A_TIME.source: ProblemCode.CUTOFF_NOT_A_TIME,
    reader.NOT_A_DAY_NUMBER.source: ProblemCode.NOT_A_DAY,
    reader.DAYS_NOT_A_LIST.source: ProblemCode.DAYS_UNREADABLE,
    reader.DAY_UNKNOWN_KEYS.source: ProblemCode.DAY_UNKNOWN_KEYS,
    reader.DAY_REPEATED.source: ProblemCode.DAY_REPEATED,
    reader.NO_DAYS.source: ProblemCode.NO_DAYS,
    reader.CLOSED_NOT_A_LIST.source: ProblemCode.CLOSED_NOT_A_LIST,
    reader.CLOSED_NOT_DATES.source: ProblemCode.CLOSED_NOT_DATES,
}
_RANGE_CODES = {DELAY: ProblemCode.DELAY_OUT_OF_RANGE, WINDOW: ProblemCode.WINDOW_OUT_OF_RANGE}
_DAY_CUTOFF_CODES = {
    "cutoffTime": ProblemCode.DAY_CUTOFF_NOT_A_TIME,
    "sameDayCutoffTime": ProblemCode.DAY_SAME_DAY_CUTOFF_NOT_A_TIME,
}
_DAY_NUMBER = re.compile(r"'?([0-7])'?")  # a day as the reader quotes it: 3 or '3'; 0 is Sunday too


def problems_of(key: str, message: str) -> list[SettingProblem]:
    """The reader's "{where}{key}: {problem}; dropped" for the field `key`: one problem for each thing wrong."""
    if not (isinstance(message, Text) and message.source == reader.DROPPED.source):
        return [SettingProblem(key, ProblemCode.UNREADABLE, {"problem": message})]
    problem = message.arguments["problem"]
    if isinstance(problem, Text) and not problem.context:  # several, joined (station.domain.text.joined)
        return [_problem_of(key, part) for part in problem.arguments.values()]
    return [_problem_of(key, problem)]


def _problem_of(key: str, problem: object) -> SettingProblem:
    if not isinstance(problem, Text):
        return SettingProblem(key, ProblemCode.UNREADABLE, {"problem": problem})
    if problem.source == reader.DAY_PROBLEM.source:
        return _day_cutoff_problem(key, problem)
    if problem.source == reader.NOT_A_WHOLE_NUMBER.source and key in _RANGE_CODES:
        return SettingProblem(key, _RANGE_CODES[key], dict(problem.arguments))
    code = _CODES.get(problem.source, ProblemCode.UNREADABLE)
    return SettingProblem(
        key, code, {"problem": problem} if code is ProblemCode.UNREADABLE else dict(problem.arguments)
    )


def _day_cutoff_problem(key: str, problem: Text) -> SettingProblem:
    """A day's own cutoff that is not a time, named by its weekday."""
    day = _DAY_NUMBER.fullmatch(str(problem.arguments["day"]))
    inner = problem.arguments["problem"]
    if day is None or not isinstance(inner, Text) or inner.source != reader.NOT_A_TIME.source:
        # A day that is no day is a problem of its own (NOT_A_DAY), said beside this one in the reader's words.
        return SettingProblem(key, ProblemCode.UNREADABLE, {"problem": inner})
    code = _DAY_CUTOFF_CODES.get(str(problem.arguments["key"]), ProblemCode.DAY_CUTOFF_NOT_A_TIME)
    return SettingProblem(key, code, {"weekday": Weekday(int(day.group(1)) or 7), "value": inner.arguments["value"]})
