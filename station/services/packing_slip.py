"""Packing slips: rendered locally (reportlab), previewed with the label, printed with it or on their own printer.

The slip joins a label print through one seam, OutboxService.compose_print: just before a label job goes to its
printer, `PackingSlipService.compose` adds the slip pages (mode "with the label") or sends the slips to their own
printer (mode "on its own printer"). A reprint is the label only.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path

from station.domain.enums import LabelFormat
from station.domain.packing_slip import PackingSlip, SlipMode, free_half, packing_slip
from station.domain.text import QT_TRANSLATE_NOOP
from station.printers.base import LabelPrinter, PrinterProfile, PrintJobState
from station.store.records import PrintJobRecord
from station.store.slip_settings import SlipSettings, SlipSettingsStore
from station.store.store import Store
from station.workers import run_blocking

log = logging.getLogger("station.services.packing_slip")

Say = Callable[[str], str]

NO_LINES_NOTICE = QT_TRANSLATE_NOOP(
    "PackingSlip",
    "Orders without lines (imported from a file without the product columns) print no packing slip: "
    "there is nothing to list on it.",
)


# On worker threads: reportlab and pypdf are imported with the first slip (station/services/slip_pdf.py).
def _render_slips(slips: Sequence[PackingSlip], label_format: LabelFormat | None, logo: Path | None, say: Say) -> bytes:
    """The slips on pages of the format's size, or on half an A4 sheet (`label_format` None)."""
    from station.services import slip_pdf

    page = slip_pdf.HALF_A4 if label_format is None else slip_pdf.PAGE_OF_FORMAT[label_format]
    return slip_pdf.render_slips(slips, page, logo, say)


def _append_pdf(first: bytes, second: bytes) -> bytes:
    from station.services.slip_pdf import append_pdf

    return append_pdf(first, second)


def _onto_half(sheet_pdf: bytes, slip: PackingSlip, logo: Path | None, half: tuple[int, int], say: Say) -> bytes | None:
    """The sheet with the slip on its free `half`; None when the slip needs more than half a page."""
    from station.services import slip_pdf

    half_page = slip_pdf.render_slips([slip], slip_pdf.HALF_A4, logo, say)
    if slip_pdf.page_count(half_page) != 1:
        return None
    return slip_pdf.onto_half(sheet_pdf, half_page, half)


class PackingSlipService:
    """Builds an order's slip from the store and the slip settings, and adds it to label prints."""

    def __init__(
        self,
        store: Store,
        settings: SlipSettingsStore | None = None,
        own_printer: Callable[[], LabelPrinter] | None = None,
        sheet_printer_id: Callable[[], str | None] | None = None,
    ) -> None:
        self._store = store
        # The physical printer whose A4 tray a job's sheet is in (PrinterBinding.printer_id), for the free half.
        self._sheet_printer_id = sheet_printer_id
        self.settings_store = settings if settings is not None else SlipSettingsStore()
        self._own_printer = own_printer
        self._notices: list[Callable[[str], None]] = []
        self._said_no_lines = False
        # How the slip's words are said: the window sets its translation (the station's language); English without.
        self.say: Say = str

    def add_notice_observer(self, observer: Callable[[str], None]) -> None:
        """`observer(message)` for what the operator should know once (orders without lines print no slip)."""
        self._notices.append(observer)

    def settings(self) -> SlipSettings:
        return self.settings_store.load()

    def slip_of(self, order_key: str) -> PackingSlip | None:
        order = self._store.orders.get(order_key)
        if order is None:
            return None
        recipient = order.draft.recipient if order.draft is not None else order.recipient
        return packing_slip(self.settings().shop_name or order.shop, order.reference, recipient, order.lines)

    async def slip_pdf(self, order_keys: Sequence[str], label_format: LabelFormat) -> bytes | None:
        """The slips of these orders on pages of the format's size; None when none of them has lines (said once)."""
        slips = [slip for slip in (self.slip_of(key) for key in order_keys) if slip is not None]
        if len(slips) < len(order_keys):
            self._say_once_no_lines()
        if not slips:
            return None
        logo = self.settings().logo
        return await run_blocking(_render_slips, slips, label_format, logo, self.say)

    async def preview_pdf(self, order_key: str, label_format: LabelFormat) -> bytes | None:
        """The slip as it prints with this format's label, for the Label tab; None when it does not print with it."""
        if self.settings().mode_for(label_format) is SlipMode.NONE or self.slip_of(order_key) is None:
            return None
        return await self.slip_pdf([order_key], label_format)

    async def compose(self, job: PrintJobRecord, label_pdf: bytes) -> bytes:
        """OutboxService.compose_print: the PDF the label job sends (the label, then its slips when they print with
        it); slips for their own printer are sent there first. Never raises for a slip: the label matters more."""
        if job.reprint:
            return label_pdf
        settings = self.settings()
        mode = settings.mode_for(job.label_format)
        if mode is SlipMode.NONE:
            return label_pdf
        order_keys = list(dict.fromkeys(item.order_key for item in job.items))
        try:
            if mode is SlipMode.WITH_LABEL and job.label_format is LabelFormat.A4 and len(order_keys) == 1:
                on_sheet = await self._onto_free_half(job, label_pdf, order_keys[0])
                if on_sheet is not None:
                    return on_sheet
            if mode is SlipMode.WITH_LABEL:
                slips = await self.slip_pdf(order_keys, job.label_format)
                return label_pdf if slips is None else await run_blocking(_append_pdf, label_pdf, slips)
            slips = await self.slip_pdf(order_keys, LabelFormat.A4)
            if slips is not None:
                await self._print_on_own_printer(slips, settings, job.job_name)
        except Exception:  # noqa: BLE001 - a slip that cannot be made never holds back the label
            log.exception("packing slip for %s could not be made", job.job_name)
            self._store.log.add("packing slip failed", order_keys[0] if order_keys else None, job.job_name)
        return label_pdf

    async def _onto_free_half(self, job: PrintJobRecord, sheet_pdf: bytes, order_key: str) -> bytes | None:
        """The slip on the free half of the job's sheet, that half recorded as used by this job; None when the job
        runs over a sheet, no half is free, or the slip needs more than half a page."""
        printer_id = self._sheet_printer_id() if self._sheet_printer_id is not None else None
        if printer_id is None or any(item.sheet != 0 or item.slot is None for item in job.items):
            return None
        half = free_half(self._store.slots.used(printer_id), {int(item.slot) for item in job.items if item.slot})
        slip = self.slip_of(order_key)
        if half is None or slip is None:
            return None
        composed = await run_blocking(_onto_half, sheet_pdf, slip, self.settings().logo, half, self.say)
        if composed is None:
            return None  # too many lines for half a sheet: its own page
        # Recorded as the job's, so a print that fails frees them with the labels' slots.
        self._store.slots.occupy(printer_id, job.id, [list(half)])
        return composed

    async def _print_on_own_printer(self, slips: bytes, settings: SlipSettings, job_name: str) -> None:
        if self._own_printer is None:
            from station.printers.routing import ProfilePrinter

            printer: LabelPrinter = ProfilePrinter()
        else:
            printer = self._own_printer()
        profile = PrinterProfile(
            "Packing slips", LabelFormat.A4, printer_name=settings.own_printer, folder=settings.own_folder
        )
        outcome = await printer.print_pdf(slips, profile, f"slip-{job_name}")
        if outcome.state is PrintJobState.FAILED:
            self._store.log.add("packing slip failed", None, f"{job_name}: {outcome.detail}")

    def _say_once_no_lines(self) -> None:
        if self._said_no_lines:
            return
        self._said_no_lines = True
        log.info("orders without lines: no packing slip")
        for observer in list(self._notices):
            observer(NO_LINES_NOTICE)
