"""A thermal label printer that speaks ZPL: Station renders each label on the head's dot grid and sends it raw.

Over the network (port 9100) the printer is asked for its status (`~HS`) before each job and after it, so a
printer that cannot print refuses with its reason instead of swallowing a label; through an OS queue the job goes
in raw mode (the queue's own state is the OS queue check's business). Labels the service hands out as ZPL go to
the printer unchanged.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

from station.domain.text import QT_TRANSLATE_NOOP, message_of
from station.printers.base import PrinterProfile, PrintJobState, PrintOutcome
from station.printers.health import PrinterHealth, PrinterState
from station.printers.network_address import parse_network_address
from station.printers.qt_printer import PrintJobError, calibration_page_source
from station.printers.raw_transport import RawTransportError, query_host_status, send_to_queue, send_to_socket
from station.printers.thermal_raster import label_bitmaps, media_dots, page_bitmap
from station.printers.zpl import is_zpl, labels_zpl
from station.printers.zpl_status import MalformedStatus, health_of, parse_host_status
from station.workers import run_blocking

log = logging.getLogger("station.printers.thermal")

UNREACHABLE_REMEDY = QT_TRANSLATE_NOOP(
    "LabelPrinter",
    "Check that the printer is switched on and on the network, and that the address in the "
    "printer profile is its address.",
)


@dataclass(frozen=True)
class RawJob:
    """What goes to the printer and how many labels it holds."""

    data: bytes
    labels: int


def zpl_job(label: bytes, profile: PrinterProfile) -> RawJob:
    """The bytes for one label job: the service's ZPL as it is, or the PDF rendered for the profile's head."""
    if is_zpl(label):
        return RawJob(label, label.count(b"^XZ"))
    bitmaps = label_bitmaps(label, profile.media, profile.resolution)
    return RawJob(labels_zpl(bitmaps, profile), len(bitmaps))


def test_page_job(profile: PrinterProfile) -> RawJob:
    """The calibration page drawn the size of what the head prints on the roll, so its frame is 2 mm inside."""
    width, length = media_dots(profile.media, profile.resolution)
    dots_per_mm = profile.resolution.dots_per_mm
    page = calibration_page_source(profile, (width / dots_per_mm, length / dots_per_mm))
    bitmap = page_bitmap(page, profile.media, profile.resolution)
    return RawJob(labels_zpl([bitmap], profile), 1)


def network_health(profile: PrinterProfile) -> PrinterHealth:
    """Blocking: the printer's answer to ~HS, or why there was none."""
    host, port = parse_network_address(profile.network_address)
    try:
        status = parse_host_status(query_host_status(host, port))
    except RawTransportError as error:
        return PrinterHealth(PrinterState.OFFLINE, message_of(error), UNREACHABLE_REMEDY)
    except MalformedStatus as error:
        log.warning("printer %s:%d answered ~HS oddly: %s", host, port, error)
        return PrinterHealth(
            PrinterState.ERROR,
            QT_TRANSLATE_NOOP(
                "LabelPrinter", "the printer at {address} does not answer like a ZPL label printer"
            ).format(address=f"{host}:{port}"),
            QT_TRANSLATE_NOOP(
                "LabelPrinter", "Check the address, and that the printer is set to ZPL (not EPL or ESC/POS)."
            ),
        )
    return health_of(status)


def _in_words(health: PrinterHealth) -> str:
    return QT_TRANSLATE_NOOP("LabelPrinter", "{reason}. {advice}").format(reason=health.reason, advice=health.advice)


def deliver(job: RawJob, profile: PrinterProfile, job_name: str) -> PrintOutcome:
    """Blocking: the job to the profile's printer, checked before and after over the network."""
    count = QT_TRANSLATE_NOOP("LabelPrinter", "%n labels, {size} bytes of ZPL", "", job.labels).format(
        size=len(job.data)
    )
    if profile.network_address:
        before = network_health(profile)
        if not before.can_print:
            return PrintOutcome(
                PrintJobState.FAILED,
                QT_TRANSLATE_NOOP("LabelPrinter", "The label printer cannot print: {words}").format(
                    words=_in_words(before)
                ),
            )
        host, port = parse_network_address(profile.network_address)
        try:
            send_to_socket(host, port, job.data)
        except RawTransportError as error:
            return PrintOutcome(
                PrintJobState.FAILED,
                QT_TRANSLATE_NOOP("LabelPrinter", "{error}. {advice}").format(
                    error=message_of(error), advice=UNREACHABLE_REMEDY
                ),
            )
        after = network_health(profile)
        where = f"{host}:{port}"
        if not after.can_print:
            # The job is in the printer; it prints once the operator has done what it asks.
            log.warning("print job %s sent to %s, then the printer said: %s", job_name, where, after.reason)
            return PrintOutcome(
                PrintJobState.SENT,
                QT_TRANSLATE_NOOP("LabelPrinter", "{count} to {where}; then the printer said: {words}").format(
                    count=count, where=where, words=_in_words(after)
                ),
            )
        log.info("print job %s: %s to %s", job_name, count, where)
        return PrintOutcome(PrintJobState.SENT, _sent(count, where))
    try:
        system_job = send_to_queue(profile.printer_name, job.data, job_name)
    except RawTransportError as error:
        return PrintOutcome(PrintJobState.FAILED, message_of(error))
    where = QT_TRANSLATE_NOOP("LabelPrinter", "queue {queue} (raw)").format(
        queue=repr(profile.printer_name or "(default)")
    )
    log.info("print job %s: %s to %s: %s", job_name, count, where, system_job)
    return PrintOutcome(PrintJobState.SENT, _sent(count, where))


def _sent(count: str, where: str) -> str:
    return QT_TRANSLATE_NOOP("LabelPrinter", "{count} to {where}").format(count=count, where=where)


def print_label_blocking(label: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome:
    try:
        job = zpl_job(label, profile)
    except PrintJobError as error:
        log.warning("print job %s not rendered: %s", job_name, error)
        return PrintOutcome(PrintJobState.FAILED, str(error))
    return deliver(job, profile, job_name)


class ThermalLabelPrinter:
    """A LabelPrinter for ZPL label printers. Jobs run on a worker thread, one after the other, in order."""

    def __init__(self) -> None:
        self._one_job_at_a_time = asyncio.Lock()

    async def print_pdf(self, pdf: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome:
        async with self._one_job_at_a_time:
            return await run_blocking(print_label_blocking, pdf, profile, job_name)

    async def print_test_page(self, profile: PrinterProfile) -> PrintOutcome:
        def blocking() -> PrintOutcome:
            return deliver(test_page_job(profile), profile, f"test page {profile.name}")

        async with self._one_job_at_a_time:
            return await run_blocking(blocking)

    async def health(self, profile: PrinterProfile) -> PrinterHealth:
        """A network printer's own status (~HS); a queue's state is the queue's (PrinterState.UNKNOWN here)."""
        if not profile.network_address:
            return PrinterHealth(PrinterState.UNKNOWN)
        return await run_blocking(network_health, profile)
