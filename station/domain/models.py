"""Domain models shared by client, store, UI and sandbox: plain frozen dataclasses, no wire names."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum

from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption, ShipmentStatus


@dataclass(frozen=True)
class Address:
    """A recipient or sender (spec §2 Recipient): street holds street and house number in one string."""

    name: str
    street: str
    postal_code: str
    city: str
    country: str
    email: str = ""
    phone: str = ""


@dataclass(frozen=True)
class OpeningPeriod:
    start: str  # "HH:MM"
    end: str


@dataclass(frozen=True)
class PickupLocation:
    """spec §2 Pickup location."""

    location_code: str
    retail_network_id: str
    location_name: str
    street: str
    number: str
    postal_code: str
    city: str
    country: str
    latitude: float | None = None
    longitude: float | None = None
    # lowercase weekday name -> periods
    opening_hours: dict[str, tuple[OpeningPeriod, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class ShipmentOptions:
    """spec §2 Shipment options. `insurance` in euro cents; the flags are the boolean options set to true."""

    package_type: PackageType = PackageType.PACKAGE
    delivery_type: DeliveryType = DeliveryType.STANDARD
    flags: frozenset[ShipmentOption] = frozenset()
    insurance: int = 0

    def has(self, option: ShipmentOption) -> bool:
        if option is ShipmentOption.INSURANCE:
            return self.insurance > 0
        return option in self.flags

    @property
    def enabled(self) -> frozenset[ShipmentOption]:
        """Every option in use, insurance included when above zero."""
        return self.flags | ({ShipmentOption.INSURANCE} if self.insurance > 0 else set())


@dataclass(frozen=True)
class ShipmentDraft:
    """A shipment as the caller wants it created (spec §2 Shipment)."""

    carrier: Carrier
    reference: str
    recipient: Address
    options: ShipmentOptions = ShipmentOptions()
    sender: Address | None = None
    pickup_location: PickupLocation | None = None
    weight_grams: int | None = None
    label_description: str = ""
    secondary_shipments: int = 0  # multi-collo follow-up parcels


@dataclass(frozen=True)
class Shipment:
    """A created shipment as the service reports it."""

    id: int
    draft: ShipmentDraft
    status: ShipmentStatus
    barcode: str
    tracking_url: str
    label_url: str
    created: datetime | None = None
    modified: datetime | None = None
    parent_id: int | None = None
    multi_collo_main_id: int | None = None
    qr_url: str | None = None
    # Multi-collo: the follow-up parcels of this (main) shipment, in parcel order (2, 3, ...), when known.
    follow_ups: tuple[Shipment, ...] = ()

    @property
    def reference(self) -> str:
        return self.draft.reference

    @property
    def is_follow_up(self) -> bool:
        """A multi-collo follow-up parcel: it names a main parcel other than itself (the main names itself)."""
        return self.multi_collo_main_id is not None and self.multi_collo_main_id != self.id

    @property
    def parcel_count(self) -> int:
        """How many parcels (labels) the shipment has: the main parcel and its follow-ups."""
        return 1 + max(self.draft.secondary_shipments, len(self.follow_ups))


@dataclass(frozen=True)
class Product:
    """spec §2 Fulfilment order: product (sku, name, ean)."""

    sku: str
    name: str
    ean: str = ""


@dataclass(frozen=True)
class OrderLine:
    quantity: int
    product: Product


class OrderStatus(str, Enum):
    """Fulfilment order status (contract §6)."""

    OPEN = "open"
    SHIPPED = "shipped"
    CANCELLED = "cancelled"


@dataclass(frozen=True)
class Order:
    """A fulfilment order (spec §2): external identifier, recipient, order lines; `uuid` once the service knows it.

    `delivery_selection` is the widget's outbound payload as received (spec §2 Delivery selection), kept raw
    so that it can be validated again before use (spec §6).
    """

    external_identifier: str
    recipient: Address
    lines: tuple[OrderLine, ...] = ()
    uuid: str | None = None
    status: OrderStatus = OrderStatus.OPEN
    delivery_selection: dict[str, object] | None = None
    created: datetime | None = None


@dataclass(frozen=True)
class OrderNote:
    order_uuid: str
    note: str
    author: str
    uuid: str | None = None
    created: datetime | None = None
