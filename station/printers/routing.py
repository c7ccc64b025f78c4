"""The label printer a profile names: a folder profile saves PDF files, any other goes to the system's queues."""

from __future__ import annotations

from pathlib import Path

from station.printers.base import LabelPrinter, PrinterProfile, PrintOutcome
from station.printers.directory import DirectoryLabelPrinter, job_file_name
from station.printers.health import PrinterHealth, PrinterState, QueuedJob, folder_health


class ProfilePrinter:
    """One LabelPrinter for every profile: "save to a folder" is a printer choice like any queue (issue: a station
    without a printer must still produce labels, as files named by reference)."""

    def __init__(self, system: LabelPrinter | None = None) -> None:
        if system is None:
            from station.printers.qt_printer import QtLabelPrinter

            system = QtLabelPrinter()
        self._system = system

    async def print_pdf(self, pdf: bytes, profile: PrinterProfile, job_name: str) -> PrintOutcome:
        if profile.saves_to_folder:
            return await DirectoryLabelPrinter(profile.folder).print_pdf(pdf, profile, job_name)
        return await self._system.print_pdf(pdf, profile, job_name)

    async def health(self, profile: PrinterProfile) -> PrinterHealth:
        if profile.saves_to_folder:
            return folder_health(Path(profile.folder))
        probe = getattr(self._system, "health", None)
        return await probe(profile) if probe is not None else PrinterHealth(PrinterState.UNKNOWN)

    async def waiting_jobs(self, profile: PrinterProfile) -> list[QueuedJob]:
        probe = getattr(self._system, "waiting_jobs", None)
        return [] if profile.saves_to_folder or probe is None else await probe(profile)

    async def print_test_page(self, profile: PrinterProfile) -> PrintOutcome:
        from station.printers.qt_printer import QtLabelPrinter

        if profile.saves_to_folder:
            target = Path(profile.folder) / job_file_name(f"test page {profile.name}")
            target.parent.mkdir(parents=True, exist_ok=True)
            return await QtLabelPrinter(pdf_output=target).print_test_page(profile)
        return await QtLabelPrinter().print_test_page(profile)
