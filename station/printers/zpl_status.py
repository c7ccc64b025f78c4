"""A ZPL printer's own word on whether it can print: its answer to `~HS` (host status), read into operator words.

~HS answers three lines framed STX … ETX. Line 1: `aaa,b,c,dddd,eee,f,…` with b paper out, c paused, f receive
buffer full; line 2: `mmm,n,o,…` with o head open (up); line 3: password and a flag. 1 means set.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from station.domain.text import QT_TRANSLATE_NOOP
from station.printers.health import PrinterHealth, PrinterState

_FRAMED = re.compile(rb"\x02([^\x03]*)\x03")


class MalformedStatus(ValueError):
    """An answer to ~HS that is not three framed status lines."""


@dataclass(frozen=True)
class HostStatus:
    paper_out: bool
    paused: bool
    buffer_full: bool
    head_open: bool


def parse_host_status(answer: bytes) -> HostStatus:
    lines = [match.group(1).decode("ascii", errors="replace").strip() for match in _FRAMED.finditer(answer)]
    if len(lines) < 3:
        raise MalformedStatus(f"expected three framed status lines, got {len(lines)}")
    first, second = lines[0].split(","), lines[1].split(",")
    if len(first) < 6 or len(second) < 3:
        raise MalformedStatus(f"status lines too short: {lines[0]!r} / {lines[1]!r}")

    def flag(value: str) -> bool:
        if value not in ("0", "1"):
            raise MalformedStatus(f"status flag {value!r} is not 0 or 1")
        return value == "1"

    return HostStatus(
        paper_out=flag(first[1]), paused=flag(first[2]), buffer_full=flag(first[5]), head_open=flag(second[2])
    )


def health_of(status: HostStatus) -> PrinterHealth:
    """The first thing the operator must fix, in the order they would fix it at the printer."""
    if status.head_open:
        return PrinterHealth(
            PrinterState.ERROR,
            QT_TRANSLATE_NOOP("LabelPrinter", "the label printer's head is open"),
            QT_TRANSLATE_NOOP("LabelPrinter", "Close the print head until it clicks, then print again."),
        )
    if status.paper_out:
        return PrinterHealth(
            PrinterState.NO_PAPER,
            QT_TRANSLATE_NOOP("LabelPrinter", "the label printer is out of labels"),
            QT_TRANSLATE_NOOP("LabelPrinter", "Load a new roll, close the head and press Feed once, then print again."),
        )
    if status.paused:
        return PrinterHealth(
            PrinterState.PAUSED,
            QT_TRANSLATE_NOOP("LabelPrinter", "the label printer is paused"),
            QT_TRANSLATE_NOOP(
                "LabelPrinter", "Press its Pause button (on some models Feed) to resume, then print again."
            ),
        )
    if status.buffer_full:
        return PrinterHealth(
            PrinterState.NOT_ACCEPTING,
            QT_TRANSLATE_NOOP("LabelPrinter", "the label printer's memory is full of labels it has not printed yet"),
            QT_TRANSLATE_NOOP(
                "LabelPrinter", "Wait until it has printed them; if nothing moves, switch it off and on."
            ),
        )
    return PrinterHealth(PrinterState.READY, QT_TRANSLATE_NOOP("LabelPrinter", "the label printer is ready"))
