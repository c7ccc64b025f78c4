"""This station's own printers: its printer profiles (which local queue or folder prints which label format), the
computer's print queues, and the test page. The account's printers and groups on the printing service are
station.services.printer_groups."""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from station import paths
from station.domain.enums import LabelFormat
from station.printers.base import PrinterProfile, PrintOutcome
from station.store.printer_profiles import InvalidProfile as InvalidProfile  # the profiles dialog's refusal
from station.store.printer_profiles import PrinterProfileStore, folder_profiles
from station.store.printer_profiles import profile_name as profile_name  # the UI shows names through it
from station.workers import run_blocking

log = logging.getLogger("station.services.local_printers")


@dataclass(frozen=True)
class SystemPrinters:
    """The print queues of this computer; `default` is empty when there is no default printer."""

    names: tuple[str, ...]
    default: str


class TestPagePrinter(Protocol):
    async def print_test_page(self, profile: PrinterProfile) -> PrintOutcome: ...


class LocalPrinters:
    """The station's printer profiles (which local queue prints which label format) and the test page."""

    def __init__(self, store: PrinterProfileStore | None = None, printer: TestPagePrinter | None = None) -> None:
        self._store = store if store is not None else PrinterProfileStore()
        if printer is None:
            from station.printers.routing import ProfilePrinter

            printer = ProfilePrinter()
        self._printer = printer

    def profiles(self) -> dict[LabelFormat, PrinterProfile]:
        return self._store.load()

    def choose_out_of_the_box(self, printer_names: Sequence[str]) -> dict[LabelFormat, PrinterProfile] | None:
        """At the first start (no profiles saved yet) on a computer without any printer: both formats save PDF
        files into a folder — a real printer choice, saved, which the profiles dialog shows and can change — rather
        than a default printer that does not exist. Returns the profiles when it chose them, else None.

        Blocking (a file write): call it off the event loop."""
        if self._store.saved() or printer_names:
            return None
        profiles = folder_profiles(paths.labels_dir())
        self._store.save(profiles)
        log.info("no printer on this computer: labels are saved as PDF files in %s", paths.labels_dir())
        return profiles

    async def load_profiles(self) -> dict[LabelFormat, PrinterProfile]:
        """`profiles()` with the file read off the event loop (for views that refresh often)."""
        return await run_blocking(self._store.load)

    def save_profiles(self, profiles: Mapping[LabelFormat, PrinterProfile]) -> None:
        """Raises InvalidProfile (with `field_name`) for a value no printer could use; then nothing is saved."""
        self._store.save(profiles)

    async def system_printers(self) -> SystemPrinters:
        """Asking CUPS or the Windows spooler can take seconds with network printers: off the event loop."""
        from station.printers.qt_printer import default_printer_name, system_printer_names

        def read() -> SystemPrinters:
            return SystemPrinters(tuple(system_printer_names()), default_printer_name())

        return await run_blocking(read)

    async def print_test_page(self, profile: PrinterProfile) -> PrintOutcome:
        return await self._printer.print_test_page(profile)
