"""Who works at the station, and the operator log read a day at a time and exported as CSV (issue 19 point 8).

Every service writes its own entries with the operator chosen here (Store.log); this service is where the operator
is chosen, the short list of names kept, and the log read back. The log lives in the store, so it survives restarts,
and whoever was chosen last works on after one.
"""

from __future__ import annotations

import csv
import io
import logging
from collections.abc import Callable
from datetime import date
from pathlib import Path

from station.domain.operators import operator_name
from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.files import write_atomically
from station.services.day_close import day_bounds
from station.store.records import OperatorLogEntry
from station.store.store import Store

log = logging.getLogger("station.services.operator_log")

OPERATOR_CHOSEN = "operator chosen"
SHORT_LIST = 8  # names offered at start; older ones are forgotten from the list (never from the log)
# The export's columns, in the language of the window that writes it (a spreadsheet reader sees what the log shows).
CSV_COLUMNS: tuple[Text, ...] = (
    QT_TRANSLATE_NOOP("OperatorLogExport", "time"),
    QT_TRANSLATE_NOOP("OperatorLogExport", "operator"),
    QT_TRANSLATE_NOOP("OperatorLogExport", "action"),
    QT_TRANSLATE_NOOP("OperatorLogExport", "order"),
    QT_TRANSLATE_NOOP("OperatorLogExport", "detail"),
)
Say = Callable[[str], str]  # a text in the language spoken now (str: English, as written)


class OperatorLogService:
    def __init__(self, store: Store) -> None:
        self._store = store

    @property
    def current(self) -> str:
        """Who works now: every entry of the log is written with this name."""
        return self._store.log.operator

    def operators(self) -> list[str]:
        """The short list to choose from, the newest choice first."""
        return self._store.log.operators(limit=SHORT_LIST)

    def chosen_before(self) -> bool:
        """Whether anyone was ever chosen at this station (else the log uses the computer's login)."""
        return bool(self._store.log.chosen_here())

    def choose(self, typed: str) -> str:
        """`typed` works at the station from now on (InvalidOperatorName for a name the log cannot use); the choice
        is remembered and logged, also when the same operator starts again."""
        name = operator_name(typed)
        previous = self._store.log.operator
        detail = (
            QT_TRANSLATE_NOOP("OperatorLog", "after {operator}").format(operator=previous)
            if previous.casefold() != name.casefold()
            else QT_TRANSLATE_NOOP("OperatorLog", "again")
        )
        self._store.log.choose(name, action=OPERATOR_CHOSEN, detail=detail)
        log.info("operator %s chosen (%s)", name, detail)
        return name

    def forget(self, name: str) -> None:
        """Takes `name` off the short list (not the current operator: someone must be working)."""
        if name.casefold() != self.current.casefold():
            self._store.log.forget(name)

    def day(self, day: date) -> list[OperatorLogEntry]:
        """The day's entries (local midnight to midnight), oldest first, each with its order's reference."""
        start, end = day_bounds(day)
        return self._store.log.between(start, end)

    def export_csv(self, day: date, target: Path, say: Say = str, action_words: Say = str) -> int:
        """Writes the day's log to `target` as CSV, atomically (the old file or the whole new one); blocking: run it
        off the UI thread. `say` and `action_words` write its texts as the window shows them (the window's
        translation, plurals included). Returns how many entries were written."""
        entries = self.day(day)
        write_atomically(target, log_csv(entries, say, action_words))
        log.info("operator log of %s exported to %s (%d entries)", day.isoformat(), target, len(entries))
        return len(entries)


def log_csv(entries: list[OperatorLogEntry], say: Say = str, action_words: Say = str) -> str:
    """The entries as CSV: local time, operator, action, the order's reference (its key when it has none), detail;
    the headers, actions and the details Station wrote said with `say` / `action_words` (names and the service's
    words stay as recorded)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([say(column) for column in CSV_COLUMNS])
    for entry in entries:
        writer.writerow(
            (
                entry.at.astimezone().strftime("%Y-%m-%d %H:%M:%S"),
                entry.operator,
                action_words(entry.action),
                entry.reference or entry.order_key or "",
                say(entry.detail),
            )
        )
    return out.getvalue()
