"""Whether a printer can print right now: state, reason and what to do, read from CUPS or from Qt's printer info.

One small shape for every kind of printer (system queues here, raw thermal printers elsewhere): `PrinterHealth`
is a state, the reason in operator words, and the advice. Reading it is blocking I/O: call it on a worker thread.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from station.domain.text import QT_TRANSLATE_NOOP, Text

log = logging.getLogger("station.printers.health")


class PrinterState(str, Enum):
    READY = "ready"
    BUSY = "busy"  # printing; takes more jobs
    WARNING = "warning"  # prints, but something wants attention (toner low, ...)
    PAUSED = "paused"
    OFFLINE = "offline"
    NO_PAPER = "no paper"
    JAMMED = "jammed"
    NOT_ACCEPTING = "not accepting jobs"
    NOT_INSTALLED = "not installed"
    ERROR = "error"
    UNKNOWN = "unknown"  # could not be asked: printing is not refused for it

    @property
    def can_print(self) -> bool:
        return self in (PrinterState.READY, PrinterState.BUSY, PrinterState.WARNING, PrinterState.UNKNOWN)


@dataclass(frozen=True)
class PrinterHealth:
    """A printer's state now; `reason` says why in operator words, `advice` what to do about it."""

    state: PrinterState
    reason: str = ""
    advice: str = ""

    @property
    def can_print(self) -> bool:
        return self.state.can_print


READY = PrinterHealth(PrinterState.READY, QT_TRANSLATE_NOOP("PrinterHealth", "ready"))


def folder_health(folder: Path) -> PrinterHealth:
    """A "save to a folder" printer can print while its folder (or the nearest existing parent) is writable."""
    existing = folder
    while not existing.exists() and existing.parent != existing:
        existing = existing.parent
    if not os.access(existing, os.W_OK):
        return PrinterHealth(
            PrinterState.ERROR,
            QT_TRANSLATE_NOOP("PrinterHealth", "the folder {folder} cannot be written to").format(folder=str(folder)),
            QT_TRANSLATE_NOOP("PrinterHealth", "Choose a folder you may write to in the printer profile."),
        )
    return PrinterHealth(
        PrinterState.READY, QT_TRANSLATE_NOOP("PrinterHealth", "saves PDF files in {folder}").format(folder=str(folder))
    )


@dataclass(frozen=True)
class QueuedJob:
    """A job still in the OS queue (not completed): its title, how long it has waited, and the queue's word on it."""

    job_id: int
    name: str
    waiting_s: float
    state_reasons: tuple[str, ...] = ()


# CUPS printer-state (RFC 8011 §5.4.11) and the printer-state-reasons that stop a print, most serious first.
_CUPS_IDLE, _CUPS_PROCESSING, _CUPS_STOPPED = 3, 4, 5
_JAMMED = QT_TRANSLATE_NOOP(
    "PrinterHealth",
    "Open the printer, take out the jammed label or paper, close it; then resume the queue if it paused.",
)
_LOAD = QT_TRANSLATE_NOOP("PrinterHealth", "Load labels or paper; then resume the queue if it paused.")
_COVER = QT_TRANSLATE_NOOP("PrinterHealth", "Close the printer's cover.")
_CONNECT = QT_TRANSLATE_NOOP(
    "PrinterHealth", "Check that the printer is switched on and its cable or network is connected."
)
_BLOCKING_REASONS: tuple[tuple[str, PrinterState, Text, Text], ...] = (
    ("media-jam", PrinterState.JAMMED, QT_TRANSLATE_NOOP("PrinterHealth", "paper jam"), _JAMMED),
    ("media-empty", PrinterState.NO_PAPER, QT_TRANSLATE_NOOP("PrinterHealth", "out of labels or paper"), _LOAD),
    ("media-needed", PrinterState.NO_PAPER, QT_TRANSLATE_NOOP("PrinterHealth", "out of labels or paper"), _LOAD),
    ("door-open", PrinterState.ERROR, QT_TRANSLATE_NOOP("PrinterHealth", "a cover is open"), _COVER),
    ("cover-open", PrinterState.ERROR, QT_TRANSLATE_NOOP("PrinterHealth", "a cover is open"), _COVER),
    ("offline", PrinterState.OFFLINE, QT_TRANSLATE_NOOP("PrinterHealth", "offline"), _CONNECT),
    (
        "shutdown",
        PrinterState.OFFLINE,
        QT_TRANSLATE_NOOP("PrinterHealth", "switched off"),
        QT_TRANSLATE_NOOP("PrinterHealth", "Switch the printer on and check its cable or network."),
    ),
    ("connecting-to-device", PrinterState.OFFLINE, QT_TRANSLATE_NOOP("PrinterHealth", "cannot be reached"), _CONNECT),
)
_RESUME_ADVICE = QT_TRANSLATE_NOOP(
    "PrinterHealth",
    "Resume the printer in the system's printer settings (CUPS: `cupsenable {queue}`), then print again.",
)


def _reason_word(reason: str) -> str:
    """'media-empty-error' → 'media-empty': CUPS adds -error, -warning or -report to say how serious it is."""
    for suffix in ("-error", "-warning", "-report"):
        if reason.endswith(suffix):
            return reason[: -len(suffix)]
    return reason


def health_from_cups(queue: str, attributes: Mapping[str, Any]) -> PrinterHealth:
    """The health a CUPS queue's attributes describe (printer-state, printer-state-reasons, -message, accepting)."""
    state = int(attributes.get("printer-state", _CUPS_IDLE))
    raw_reasons = attributes.get("printer-state-reasons", ()) or ()
    reasons = [raw_reasons] if isinstance(raw_reasons, str) else list(raw_reasons)
    reasons = [reason for reason in reasons if reason and reason != "none"]
    message = str(attributes.get("printer-state-message", "") or "").strip()
    said = (
        QT_TRANSLATE_NOOP("PrinterHealth", " (the printer says: {message})").format(message=message) if message else ""
    )
    words = {_reason_word(reason) for reason in reasons}
    serious = {_reason_word(reason) for reason in reasons if not reason.endswith(("-warning", "-report"))}
    for word, printer_state, reason, advice in _BLOCKING_REASONS:
        # A -report is only information, except offline: a queue that reports its printer offline cannot print.
        if word in serious or (word == "offline" and word in words):
            text = (
                QT_TRANSLATE_NOOP("PrinterHealth", "{queue} is {reason}{said}")
                if printer_state is PrinterState.OFFLINE
                else QT_TRANSLATE_NOOP("PrinterHealth", "{queue}: {reason}{said}")
            )
            return PrinterHealth(printer_state, text.format(queue=queue, reason=reason, said=said), advice)
    if state == _CUPS_STOPPED or "paused" in words:
        return PrinterHealth(
            PrinterState.PAUSED,
            QT_TRANSLATE_NOOP("PrinterHealth", "{queue} is paused{said}").format(queue=queue, said=said),
            _RESUME_ADVICE.format(queue=queue),
        )
    if attributes.get("printer-is-accepting-jobs", True) is False:
        return PrinterHealth(
            PrinterState.NOT_ACCEPTING,
            QT_TRANSLATE_NOOP("PrinterHealth", "{queue} does not accept jobs{said}").format(queue=queue, said=said),
            QT_TRANSLATE_NOOP(
                "PrinterHealth", "Let the queue accept jobs again (CUPS: `cupsaccept {queue}`), then print again."
            ).format(queue=queue),
        )
    other_errors = sorted(reason for reason in reasons if reason.endswith("-error"))
    if other_errors:
        return PrinterHealth(
            PrinterState.ERROR,
            QT_TRANSLATE_NOOP("PrinterHealth", "{queue} reports {reasons}{said}").format(
                queue=queue, reasons=", ".join(other_errors), said=said
            ),
            QT_TRANSLATE_NOOP(
                "PrinterHealth", "Look at the printer's display or its queue in the system's printer settings."
            ),
        )
    warnings = sorted(reason for reason in reasons if reason.endswith("-warning"))
    if warnings:
        return PrinterHealth(
            PrinterState.WARNING,
            QT_TRANSLATE_NOOP("PrinterHealth", "{queue} prints, but reports {reasons}{said}").format(
                queue=queue, reasons=", ".join(warnings), said=said
            ),
            QT_TRANSLATE_NOOP("PrinterHealth", "Look at the printer when there is a moment."),
        )
    if state == _CUPS_PROCESSING:
        return PrinterHealth(
            PrinterState.BUSY, QT_TRANSLATE_NOOP("PrinterHealth", "{queue} is printing").format(queue=queue)
        )
    return PrinterHealth(PrinterState.READY, QT_TRANSLATE_NOOP("PrinterHealth", "{queue} is ready").format(queue=queue))


def _cups_connection() -> Any | None:
    """A pycups connection to the CUPS server of this process's environment (CUPS_SERVER read now, not libcups's
    per-thread cache), None where pycups is not installed (Windows) or no CUPS server answers."""
    try:
        import cups
    except ImportError:
        return None
    server = os.environ.get("CUPS_SERVER") or cups.getServer()
    try:
        return cups.Connection(host=server)
    except RuntimeError as error:  # "failed to connect to server"
        log.info("no CUPS server at %s: %s", server, error)
        return None


_CUPS_ATTRIBUTES = ["printer-state", "printer-state-reasons", "printer-state-message", "printer-is-accepting-jobs"]


def _cups_health(connection: Any, queue: str) -> PrinterHealth:
    import cups

    try:
        attributes = connection.getPrinterAttributes(queue, requested_attributes=_CUPS_ATTRIBUTES)
    except cups.IPPError as error:
        status = error.args[0] if error.args else None
        if status == cups.IPP_NOT_FOUND:
            return PrinterHealth(PrinterState.NOT_INSTALLED, _NOT_INSTALLED.format(queue=queue), _INSTALL)
        return PrinterHealth(
            PrinterState.UNKNOWN,
            QT_TRANSLATE_NOOP("PrinterHealth", "CUPS could not say how {queue} is ({error})").format(
                queue=queue, error=str(error)
            ),
        )
    return health_from_cups(queue, attributes)


def _qt_health(queue: str) -> PrinterHealth:
    """What Qt knows (Windows' spooler, or a system without a reachable CUPS): installed, and idle/active/error."""
    from PySide6.QtPrintSupport import QPrinter, QPrinterInfo

    info = QPrinterInfo.printerInfo(queue) if queue else QPrinterInfo.defaultPrinter()
    shown = queue or QT_TRANSLATE_NOOP("PrinterHealth", "the default printer")
    if info.isNull():
        if not queue:
            return PrinterHealth(
                PrinterState.NOT_INSTALLED,
                QT_TRANSLATE_NOOP("PrinterHealth", "this computer has no default printer"),
                QT_TRANSLATE_NOOP("PrinterHealth", "Choose a printer in the printer profile."),
            )
        return PrinterHealth(PrinterState.NOT_INSTALLED, _NOT_INSTALLED.format(queue=queue), _INSTALL)
    state = info.state()
    if state == QPrinter.PrinterState.Error:
        return PrinterHealth(
            PrinterState.ERROR,
            QT_TRANSLATE_NOOP("PrinterHealth", "{queue} reports an error").format(queue=shown),
            QT_TRANSLATE_NOOP(
                "PrinterHealth", "Look at the printer and at its queue in the system's printer settings."
            ),
        )
    if state == QPrinter.PrinterState.Aborted:
        return PrinterHealth(
            PrinterState.PAUSED,
            QT_TRANSLATE_NOOP("PrinterHealth", "{queue} stopped its last job").format(queue=shown),
            QT_TRANSLATE_NOOP("PrinterHealth", "Look at its queue in the system's printer settings and resume it."),
        )
    if state == QPrinter.PrinterState.Active:
        return PrinterHealth(
            PrinterState.BUSY, QT_TRANSLATE_NOOP("PrinterHealth", "{queue} is printing").format(queue=shown)
        )
    return PrinterHealth(PrinterState.READY, QT_TRANSLATE_NOOP("PrinterHealth", "{queue} is ready").format(queue=shown))


_NOT_INSTALLED = QT_TRANSLATE_NOOP("PrinterHealth", "{queue} is not installed on this computer")
_INSTALL = QT_TRANSLATE_NOOP(
    "PrinterHealth", "Choose an installed printer in the printer profile, or install this one."
)


def system_printer_health(queue: str) -> PrinterHealth:
    """The health of a system printer queue ('' for the default one). Blocking: call it on a worker thread.

    CUPS says most (Linux, macOS: paused, offline, out of paper, jammed); without it Qt's state is all there is.
    """
    connection = _cups_connection()
    if connection is not None:
        name = queue
        if not name:
            try:
                name = connection.getDefault() or ""
            except Exception:  # noqa: BLE001 - any CUPS failure just means "ask Qt instead"
                name = ""
        if name:
            try:
                return _cups_health(connection, name)
            except Exception as error:  # noqa: BLE001 - CUPS went away mid-question: fall back to Qt
                log.info("CUPS could not be asked about %s: %s", name, error)
    return _qt_health(queue)


def queued_jobs(queue: str, *, now: float | None = None) -> list[QueuedJob]:
    """The jobs still waiting in a CUPS queue (not completed), oldest first; [] where CUPS cannot be asked."""
    connection = _cups_connection()
    if connection is None or not queue:
        return []
    try:
        # This user's jobs: the ones Station sent (CUPS hides other users' job names anyway).
        jobs = connection.getJobs(
            which_jobs="not-completed",
            my_jobs=True,
            requested_attributes=["job-id", "job-name", "job-printer-uri", "time-at-creation", "job-state-reasons"],
        )
    except Exception as error:  # noqa: BLE001 - no answer is no stuck job known
        log.info("CUPS could not list the jobs of %s: %s", queue, error)
        return []
    moment = time.time() if now is None else now
    found: list[QueuedJob] = []
    for job_id, attributes in jobs.items():
        uri = str(attributes.get("job-printer-uri", ""))
        if uri.rsplit("/", 1)[-1] != queue:
            continue
        reasons = attributes.get("job-state-reasons", ()) or ()
        found.append(
            QueuedJob(
                int(job_id),
                str(attributes.get("job-name", "")),
                max(0.0, moment - float(attributes.get("time-at-creation", moment))),
                tuple([reasons] if isinstance(reasons, str) else reasons),
            )
        )
    return sorted(found, key=lambda job: -job.waiting_s)


def stuck_jobs(queue: str, names: Sequence[str], older_than_s: float, *, now: float | None = None) -> list[QueuedJob]:
    """Jobs named one of `names` that have waited in `queue` longer than `older_than_s`."""
    wanted = set(names)
    return [job for job in queued_jobs(queue, now=now) if job.name in wanted and job.waiting_s > older_than_s]
