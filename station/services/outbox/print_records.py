"""What a journaled print is made of: the request, its plan, the printer it goes to, a label downloaded early, and
what came of it. The print path itself is prints.py."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from station.domain.enums import LabelFormat
from station.domain.text import QT_TRANSLATE_NOOP
from station.printers.base import LabelPrinter, PrinterProfile
from station.services.errors import StationError
from station.store.records import OutboxEntry, PrintJobRecord


class SheetSlotsTaken(StationError):
    """An A4 job's planned slots were used on the sheet in the tray by the time it was its turn: nothing printed."""

    title = QT_TRANSLATE_NOOP("StationError", "Sheet slots used already")
    advice = QT_TRANSLATE_NOOP(
        "StationError", "Print it again: Station places it on the free slots of the sheet in the tray."
    )


@dataclass(frozen=True)
class PrinterBinding:
    """The printer a label format goes to: its profile and the adapter that talks to it."""

    profile: PrinterProfile
    printer: LabelPrinter

    @property
    def printer_id(self) -> str:
        """Names the physical printer whose A4 tray the slots belong to."""
        return self.profile.printer_name or self.profile.name


@dataclass(frozen=True)
class PrintRequest:
    """One print job to journal: these orders' labels, in one format, at these A4 positions (none for A6; none on
    A4: the free slots of the sheet in the tray, planned in the journal's transaction)."""

    order_keys: tuple[str, ...]
    label_format: LabelFormat
    positions: tuple[int, ...] = ()
    reprint: bool = False
    job_name: str | None = None
    # The positions are the first sheet's slots exactly (Station's plan, `next_free_positions`), see place_labels.
    exact_slots: bool = False
    return_id: int | None = None  # the order's return's own label instead of the order's (PrintPayload.return_id)
    # Run in the journal's transaction, so nothing journals a print of these labels between the check and this one
    # (`second_print_refusal`); raising refuses the job with nothing journaled.
    check: Callable[[], None] | None = field(default=None, compare=False)


@dataclass
class PlannedPrint:
    """A print asked for with its create: the entry, the A4 slots chosen, its printer (None: none set up), and once
    planned its job (None: it gave way, `dropped` says why)."""

    intent: OutboxEntry
    positions: tuple[int, ...]
    binding: PrinterBinding | None
    job: PrintJobRecord | None = None
    dropped: list[str] = field(default_factory=list)
    planned: bool = False


@dataclass(frozen=True)
class EarlyLabel:
    """A one-parcel shipment's label asked for as soon as the service answered its create, while the commit that
    records the shipment (and plans its print job) runs: the one label download, begun a commit earlier."""

    shipment_id: int
    label_format: LabelFormat
    download: asyncio.Task[bytes]

    def serves(self, job: PrintJobRecord, positions: Sequence[int] | None) -> bool:
        """Whether the job's label is exactly this download's (one label, this format, no A4 slots)."""
        return (
            not positions
            and job.label_format is self.label_format
            and [item.shipment_id for item in job.items] == [self.shipment_id]
        )

    def drop(self) -> None:
        """Not used: stopped, and its outcome (a failure included) looked at so none goes unnoticed."""
        self.download.cancel()
        self.download.add_done_callback(lambda task: task.cancelled() or task.exception())


@dataclass(frozen=True)
class MissingShipment:
    """A journaled print of an order that has no shipment (cancelled meanwhile): the entry failed, nothing printed."""

    order_key: str


@dataclass(frozen=True)
class PrintedLabel:
    """A print that ran: its job as recorded and the PDF handed to the printer (None when it never got that far)."""

    job: PrintJobRecord
    pdf: bytes | None
