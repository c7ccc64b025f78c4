"""The label printer a profile names: a folder profile saves PDF files, any other goes to the system's queues."""

from __future__ import annotations

from pathlib import Path

from station.printers.base import LabelPrinter, PrinterProfile, PrintOutcome
from station.printers.directory import DirectoryLabelPrinter, job_file_name
from station.printers.health import PrinterHealth, PrinterState, QueuedJob, folder_health
from station.printers.thermal import ThermalLabelPrinter


class ProfilePrinter:
    """One LabelPrinter for every profile: "save to a folder" is a printer choice like any queue (issue: a station
    without a printer must still produce labels, as files named by reference)."""

    def __init__(self, system: LabelPrinter | None = None) -> None:
        if system is None:
            from station.printers.qt_printer import QtLabelPrinter

            system = QtLabelPrinter()
        self._system = system
        self._thermal = ThermalLabelPrinter()

    async def print_pdf(self, pdf: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome:
        if profile.saves_to_folder:
            return await DirectoryLabelPrinter(profile.folder).print_pdf(pdf, profile, job_name)
        if profile.is_thermal:
            return await self._thermal.print_pdf(pdf, profile, job_name)
        return await self._system.print_pdf(pdf, profile, job_name)

    async def health(self, profile: PrinterProfile) -> PrinterHealth:
        if profile.saves_to_folder:
            return folder_health(Path(profile.folder))
        if profile.is_thermal and profile.network_address:
            return await self._thermal.health(profile)  # the printer's own word (~HS)
        probe = getattr(self._system, "health", None)  # a queue, thermal (raw) or not: the queue's state
        return await probe(profile) if probe is not None else PrinterHealth(PrinterState.UNKNOWN)

    async def waiting_jobs(self, profile: PrinterProfile) -> list[QueuedJob]:
        probe = getattr(self._system, "waiting_jobs", None)
        no_queue = profile.saves_to_folder or (profile.is_thermal and bool(profile.network_address))
        return [] if no_queue or probe is None else await probe(profile)

    async def print_test_page(self, profile: PrinterProfile) -> PrintOutcome:
        from station.printers.qt_printer import QtLabelPrinter

        if profile.is_thermal:
            return await self._thermal.print_test_page(profile)
        if profile.saves_to_folder:
            target = Path(profile.folder) / job_file_name(f"test page {profile.name}")
            target.parent.mkdir(parents=True, exist_ok=True)
            return await QtLabelPrinter(pdf_output=target).print_test_page(profile)
        return await QtLabelPrinter().print_test_page(profile)
