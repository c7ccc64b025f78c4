"""Results of API calls that the domain has no model for: label links, tracking, webhooks, printing resources."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum

from station.api.wire import DirectPrintingStatus, WebhookHook
from station.domain.enums import ShipmentStatus
from station.domain.models import Shipment

__all__ = [
    "Assignment",
    "CancelOutcome",
    "DirectPrintingStatus",
    "LabelLink",
    "Printer",
    "PrinterGroup",
    "PrintingCredentials",
    "ShipmentPage",
    "ShipmentStatusChange",
    "TrackEvent",
    "TrackTrace",
    "WebhookHook",
    "WebhookSubscription",
]


class CancelOutcome(Enum):
    """How a cancel ended: the shipment is cancelled either way (contract §3)."""

    CANCELLED = "cancelled"  # by this call (perhaps by a DELETE whose answer was lost)
    ALREADY_CANCELLED = "already_cancelled"  # before this call: no answer was lost, yet the service had it cancelled


@dataclass(frozen=True)
class ShipmentPage:
    """One page of GET /shipments (contract §3)."""

    shipments: tuple[Shipment, ...]
    page: int
    size: int
    total: int

    @property
    def is_last(self) -> bool:
        return not self.shipments or self.page * self.size >= self.total


@dataclass(frozen=True)
class LabelLink:
    """A short-lived signed link to a label PDF that needs no credentials (contract §4: ten minutes)."""

    url: str = field(repr=False)  # the link itself grants access until it expires
    expires_at: datetime | None


@dataclass(frozen=True)
class TrackEvent:
    """One entry of a shipment's tracking history (contract §5)."""

    code: int
    status: str
    description: str
    time: datetime | None
    location: str = ""


@dataclass(frozen=True)
class TrackTrace:
    """Tracking of one shipment: its current status and history, newest first (contract §5)."""

    shipment_id: int
    barcode: str
    tracking_url: str
    status_name: str
    status_code: int
    final: bool
    history: tuple[TrackEvent, ...] = ()
    # Set by a profile whose statuses are not the domain's codes (production: 19 integers onto six statuses).
    mapped_status: ShipmentStatus | None = None

    @property
    def status(self) -> ShipmentStatus | None:
        """The status as a domain value, None for a tracking status the domain does not know."""
        if self.mapped_status is not None:
            return self.mapped_status
        try:
            return ShipmentStatus(self.status_code)
        except ValueError:
            return None


@dataclass(frozen=True)
class WebhookSubscription:
    """contract §6: one subscription per hook, delivered to an https URL."""

    id: str
    hook: str
    url: str


@dataclass(frozen=True)
class ShipmentStatusChange:
    """One shipment in a `shipment_status_change` delivery: its status now (the domain's, and the service's own
    number and word for display) and, once it has one, its barcode."""

    shipment_id: int
    status: ShipmentStatus
    status_code: int
    status_name: str
    barcode: str
    reference: str


@dataclass(frozen=True)
class Assignment:
    """contract §7 (ext): the printer a group uses for one paper format."""

    format: str
    printer_id: str


@dataclass(frozen=True)
class PrinterGroup:
    """spec §2 Printing API resources: printer group."""

    id: str
    name: str
    shop_ids: tuple[str, ...] = ()
    created_at: datetime | None = None
    assignments: tuple[Assignment, ...] = ()

    def printer_for(self, paper_format: str) -> str | None:
        return next((a.printer_id for a in self.assignments if a.format == paper_format), None)


@dataclass(frozen=True)
class Printer:
    """spec §2 Printing API resources: printer, with the paper formats it takes."""

    id: str
    name: str
    formats: tuple[str, ...] = ()


@dataclass(frozen=True)
class PrintingCredentials:
    """spec §4 POST /enable-direct-printing: the password never appears in repr."""

    email: str
    password: str = field(repr=False)
