"""Printer health for the operator: the state of every printer the profiles use, and labels stuck in an OS queue.

The refusal before a print is PrintService.ensure_can_print; this monitor is what the status bar shows between
prints, and what notices a job that the spooler accepted but never printed (paper ran out after it was sent, the
printer was switched off): such a job is reported as stuck, once, in the operator log and to the observers.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass

from station.domain.enums import LabelFormat
from station.domain.text import QT_TRANSLATE_NOOP
from station.printers.health import PrinterHealth, PrinterState, QueuedJob
from station.services.background import cancel_and_wait
from station.services.printing import PrintService
from station.store.store import Store

log = logging.getLogger("station.services.printer_health")

# How long a label may wait in the OS queue before it counts as stuck (a label printer needs seconds).
DEFAULT_STUCK_AFTER_S = 120.0
DEFAULT_INTERVAL_S = 15.0


@dataclass(frozen=True)
class PrinterStatus:
    """One profile's printer as the status bar shows it."""

    label_format: LabelFormat
    destination: str
    health: PrinterHealth


@dataclass(frozen=True)
class StuckPrint:
    """A label Station sent that still waits in the OS queue after `waited_s` seconds."""

    reference: str
    order_keys: tuple[str, ...]
    queue: str
    waited_s: float

    @property
    def message(self) -> str:
        minutes = max(1, round(self.waited_s / 60))
        return QT_TRANSLATE_NOOP(
            "PrinterHealth",
            "The label of {reference} is stuck in the queue of {queue} ({minutes} min): it has not printed. Look at "
            "the printer and its queue; reprint once it prints again, or cancel the job there.",
        ).format(reference=self.reference, queue=self.queue, minutes=minutes)


@dataclass(frozen=True)
class HealthReport:
    printers: tuple[PrinterStatus, ...]
    newly_stuck: tuple[StuckPrint, ...] = ()


HealthObserver = Callable[[HealthReport], None]


class PrinterHealthMonitor:
    """Asks every bound printer how it is, now (`check_now`) or every `interval_s` (`start`), and tells observers."""

    def __init__(
        self,
        store: Store,
        printing: PrintService,
        *,
        stuck_after_s: float = DEFAULT_STUCK_AFTER_S,
        interval_s: float = DEFAULT_INTERVAL_S,
    ) -> None:
        self._store = store
        self._printing = printing
        self.stuck_after_s = stuck_after_s
        self.interval_s = interval_s
        self._observers: list[HealthObserver] = []
        self._reported: set[tuple[str, int]] = set()  # (queue, OS job id) already reported stuck
        self._task: asyncio.Task[None] | None = None
        self.last_report: HealthReport | None = None

    def add_observer(self, observer: HealthObserver) -> Callable[[], None]:
        """`observer(report)` after every check, on the event loop's thread; returns what removes it."""
        self._observers.append(observer)
        return lambda: self._observers.remove(observer) if observer in self._observers else None

    async def check_now(self) -> HealthReport:
        statuses: list[PrinterStatus] = []
        stuck: list[StuckPrint] = []
        for label_format in LabelFormat:
            binding = self._printing.binding(label_format)
            if binding is None:
                continue
            health = await self._printing.printer_health(label_format) or PrinterHealth(PrinterState.UNKNOWN)
            statuses.append(PrinterStatus(label_format, binding.profile.destination, health))
            waiting = getattr(binding.printer, "waiting_jobs", None)
            if waiting is not None:
                try:
                    jobs: list[QueuedJob] = await waiting(binding.profile)
                except Exception as error:  # noqa: BLE001 - a queue that cannot be listed hides nothing we know of
                    log.info("could not list the queue of %s: %s", binding.profile.destination, error)
                    jobs = []
                stuck.extend(self._newly_stuck(binding.profile.printer_name, jobs))
        report = HealthReport(tuple(statuses), tuple(stuck))
        self.last_report = report
        for observer in list(self._observers):
            observer(report)
        return report

    def _newly_stuck(self, queue: str, jobs: list[QueuedJob]) -> list[StuckPrint]:
        found: list[StuckPrint] = []
        for job in jobs:
            if job.waiting_s <= self.stuck_after_s or (queue, job.job_id) in self._reported:
                continue
            order_keys = self._store.print_jobs.order_keys_of_job_name(job.name)
            if not order_keys:
                continue  # not a label of Station's (another program's job on the same queue)
            self._reported.add((queue, job.job_id))
            stuck_print = StuckPrint(job.name, order_keys, queue, job.waiting_s)
            for order_key in order_keys:
                self._store.log.add(
                    "print stuck",
                    order_key,
                    QT_TRANSLATE_NOOP("OperatorLog", "{job} waited {seconds} s in {queue}").format(
                        job=job.name, seconds=round(job.waiting_s), queue=queue
                    ),
                )
            log.warning("label %s stuck in %s for %.0f s", job.name, queue, job.waiting_s)
            found.append(stuck_print)
        return found

    def start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.ensure_future(self._run())

    async def _run(self) -> None:
        while True:
            try:
                await self.check_now()
            except Exception:  # noqa: BLE001 - the monitor must outlive one bad answer
                log.exception("printer health check failed")
            await asyncio.sleep(self.interval_s)

    async def aclose(self) -> None:
        await cancel_and_wait(self._task)
        self._task = None
