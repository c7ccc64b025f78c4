"""What the store keeps, as frozen dataclasses: queued orders, shipments, print jobs, outbox entries, log lines."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from typing import Any, ClassVar

from station.domain.enums import Carrier, LabelFormat, ShipmentStatus
from station.domain.models import Address, OrderLine, ShipmentDraft, ShipmentOptions


class OrderSource(str, Enum):
    IMPORT = "import"  # from a CSV or JSON file
    SERVICE = "service"  # an open fulfilment order or a pending shipment on the service


class OrderState(str, Enum):
    """Where an order stands at this station (derived from its shipment and print jobs, kept for sorting)."""

    QUEUED = "queued"  # no shipment yet
    CREATED = "created"  # a shipment exists, its label is not printed here
    PRINTED = "printed"  # the label was sent to a printer
    CANCELLED = "cancelled"  # its shipment was cancelled


class ShipmentKind(str, Enum):
    OUTBOUND = "outbound"
    RETURN = "return"


@dataclass(frozen=True)
class ParcelRecord:
    """A multi-collo follow-up parcel: a shipment of its own on the service, labelled with its main parcel."""

    id: int
    number: int  # 2, 3, ...: the main parcel is number 1
    status: ShipmentStatus
    barcode: str = ""
    tracking_url: str = ""


@dataclass(frozen=True)
class ShipmentRecord:
    """A shipment Station created (or found on the service for one of its orders).

    `elsewhere`: another station (or the shop's back office) made it; the service told this station about it, so
    the order is not shipped a second time here. Its `created_at` is then when the service created it.

    For multi-collo it is the main parcel, and `follow_ups` are the other parcels, each with its own label.
    """

    id: int
    order_key: str
    reference: str
    status: ShipmentStatus
    barcode: str = ""
    tracking_url: str = ""
    carrier: str = ""
    kind: ShipmentKind = ShipmentKind.OUTBOUND
    parent_id: int | None = None
    qr_url: str | None = None
    created_at: datetime | None = None
    updated_at: datetime | None = None
    elsewhere: bool = False
    follow_ups: tuple[ParcelRecord, ...] = ()

    @property
    def parcel_count(self) -> int:
        return 1 + len(self.follow_ups)

    @property
    def parcel_ids(self) -> tuple[int, ...]:
        """Every parcel's shipment id in parcel order, the main first: one label each."""
        return (self.id, *(parcel.id for parcel in self.follow_ups))

    def parcel_number(self, shipment_id: int) -> int | None:
        """1 for the main parcel, 2, 3, ... for its follow-ups, None for another shipment."""
        if shipment_id == self.id:
            return 1
        return next((parcel.number for parcel in self.follow_ups if parcel.id == shipment_id), None)

    @property
    def live(self) -> bool:
        return self.status is not ShipmentStatus.CANCELLED


@dataclass(frozen=True)
class ServiceShipment:
    """One of the shop's shipments as a sweep of the service saw it (whichever station made it)."""

    id: int
    reference: str
    status: ShipmentStatus
    carrier: str = ""
    barcode: str = ""
    tracking_url: str = ""
    created: datetime | None = None


@dataclass(frozen=True)
class SweepCoverage:
    """How far the sweeps of the shop's shipments reach: every shipment created in [covered_from, covered_to]
    was read; the last complete sweep began at `swept_at` (this station's clock)."""

    covered_from: datetime
    covered_to: datetime
    swept_at: datetime


@dataclass(frozen=True)
class QueuedOrder:
    """An order waiting at the packing table, with its shipment once there is one.

    `key` is stable across imports, syncs and restarts; `reference` is what the shipment is created with.
    `options` is set when the import file chose the options; otherwise `delivery_selection` (the widget's
    choice) decides them.
    """

    key: str
    source: OrderSource
    reference: str
    recipient: Address
    lines: tuple[OrderLine, ...] = ()
    carrier: Carrier | None = None
    options: ShipmentOptions | None = None
    delivery_selection: dict[str, Any] | None = None
    order_uuid: str | None = None
    weight_grams: int | None = None
    label_description: str = ""
    shop: str = ""
    state: OrderState = OrderState.QUEUED
    origin: str = ""
    created_at: datetime | None = None
    updated_at: datetime | None = None
    shipment: ShipmentRecord | None = None
    printed_count: int = 0  # print jobs of this order that reached a printer
    last_print: PrintState | None = None  # the newest print job's local outcome (None: never asked to print)
    draft: ShipmentDraft | None = None  # the operator's edit of the shipment (sender left out); creates use it
    parcels: int = 1  # how many parcels (labels) the order ships in: more than one is multi-collo

    def __getattr__(self, name: str) -> Any:
        """Reached only for an attribute the instance does not hold. The order queue's read of the whole table
        (OrderRepository.all) leaves out the fields the table does not show (DEFERRED_ORDER_FIELDS) with a loader
        for them (called with the order's key): the first use of any of them reads them all from the store, once."""
        if name in DEFERRED_ORDER_FIELDS:
            load = self.__dict__.get(DEFERRED_LOADER)
            if load is not None:
                values = load(self.__dict__["key"])
                self.__dict__.update(values)
                self.__dict__.pop(DEFERRED_LOADER, None)
                return values[name]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")


# What the queue's table shows is read at once; these wait for their first use (an order opened, shipped, edited).
DEFERRED_ORDER_FIELDS = frozenset(
    {
        "lines",
        "options",
        "delivery_selection",
        "order_uuid",
        "weight_grams",
        "label_description",
        "origin",
        "updated_at",
    }
)
DEFERRED_LOADER = "_load_deferred_fields"
# Their defaults stay in __init__'s signature; as class attributes they would answer for an instance that does not
# hold the field yet, and __getattr__ would never be asked.
for _deferred in DEFERRED_ORDER_FIELDS:
    delattr(QueuedOrder, _deferred)
del _deferred


class PrintState(str, Enum):
    QUEUED = "queued"  # journaled, not yet handed to the printer
    SENDING = "sending"  # being handed to the printer; a crash here leaves the outcome unknown
    SENT = "sent"
    FAILED = "failed"
    UNKNOWN = "unknown"  # the station stopped while sending: the operator confirms whether it came out


@dataclass(frozen=True)
class PrintJobItem:
    order_key: str
    shipment_id: int
    sheet: int = 0
    slot: int | None = None


@dataclass(frozen=True)
class PrintJobRecord:
    id: int
    job_name: str
    label_format: LabelFormat
    printer_profile: str
    printer: str
    state: PrintState
    detail: str = ""
    reprint: bool = False
    items: tuple[PrintJobItem, ...] = ()
    created_at: datetime | None = None
    updated_at: datetime | None = None


class OutboxKind(str, Enum):
    CREATE_SHIPMENT = "create_shipment"
    CREATE_RETURN = "create_return"
    PRINT_LABEL = "print_label"


# Creates whose second sending would be a second shipment: at most one unfinished per order.
CREATE_KINDS = (OutboxKind.CREATE_SHIPMENT, OutboxKind.CREATE_RETURN)


class OutboxState(str, Enum):
    PENDING = "pending"  # journaled; not sent, or sent and must be resolved on resume
    IN_FLIGHT = "in_flight"  # being sent right now
    DONE = "done"
    FAILED = "failed"  # refused for good (e.g. invalid options): needs correction
    NEEDS_CONFIRMATION = "needs_confirmation"  # a print whose outcome is unknown: the operator decides


@dataclass(frozen=True)
class CreatePayload:
    """A journaled create: the draft exactly as the operator confirmed it, and its reference (how a lost create is
    found again). `unsent`: every attempt so far surely never reached the service, so a shipment found later by the
    reference is another station's."""

    kind: ClassVar[OutboxKind] = OutboxKind.CREATE_SHIPMENT
    draft: ShipmentDraft
    reference: str
    unsent: bool = False
    # Asked for while the shared store could not be reached: the request's id in this table's own journal
    # (store/offline_journal.py), so moving it into the shared journal happens once across crashes.
    request_id: str | None = None


@dataclass(frozen=True)
class ReturnPayload:
    """A journaled return of the shipment `parent_id` (whose reference finds its returns on the service)."""

    kind: ClassVar[OutboxKind] = OutboxKind.CREATE_RETURN
    parent_id: int
    reference: str
    send_email: bool = False
    printerless: bool = False


@dataclass(frozen=True)
class PrintPayload:
    """A journaled print: these orders' labels in one format; on A4 the first sheet's `positions` (`exact_slots`: as
    they are, a single one included). `job_id` once its job is recorded; `print_after_create`: asked for with the
    create ("create & print"), it waits for the shipment and gives way to any other print of the label."""

    kind: ClassVar[OutboxKind] = OutboxKind.PRINT_LABEL
    order_keys: tuple[str, ...]
    label_format: LabelFormat
    positions: tuple[int, ...] = ()
    reprint: bool = False
    job_name: str | None = None
    job_id: int | None = None
    exact_slots: bool = False
    print_after_create: bool = False
    # A return shipment's own label (of the order's return), printed instead of the order's label.
    return_id: int | None = None
    request_id: str | None = None  # as CreatePayload's


OutboxPayload = CreatePayload | ReturnPayload | PrintPayload


@dataclass(frozen=True)
class OutboxEntry:
    id: int
    kind: OutboxKind
    order_key: str | None
    payload: OutboxPayload
    state: OutboxState = OutboxState.PENDING
    attempts: int = 0
    last_error: str = ""
    created_at: datetime | None = None
    updated_at: datetime | None = None

    @property
    def create(self) -> CreatePayload:
        """The payload of a `create_shipment` entry."""
        if not isinstance(self.payload, CreatePayload):
            raise TypeError(f"outbox entry {self.id} is a {self.kind.value}, not a create")
        return self.payload

    @property
    def return_request(self) -> ReturnPayload:
        """The payload of a `create_return` entry."""
        if not isinstance(self.payload, ReturnPayload):
            raise TypeError(f"outbox entry {self.id} is a {self.kind.value}, not a return")
        return self.payload

    @property
    def print_request(self) -> PrintPayload:
        """The payload of a `print_label` entry."""
        if not isinstance(self.payload, PrintPayload):
            raise TypeError(f"outbox entry {self.id} is a {self.kind.value}, not a print")
        return self.payload


@dataclass(frozen=True)
class OperatorLogEntry:
    id: int
    at: datetime
    operator: str
    action: str
    order_key: str | None
    detail: str
    reference: str | None = None  # the order's reference, where the read joined it (OperatorLog.between)
