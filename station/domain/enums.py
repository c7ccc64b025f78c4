"""The specification's enumerations: carriers, package and delivery types, shipment statuses."""

from __future__ import annotations

from enum import Enum, IntEnum
from typing import Self

from station.domain.text import QT_TRANSLATE_NOOP, Text


class Country(str, Enum):
    NL = "NL"
    BE = "BE"


class Carrier(IntEnum):
    """Carrier by its numeric id (spec §2 Carrier ids); `slug` is its lowercase name (the capability table)."""

    POSTNL = 1
    BPOST = 2
    DPD = 4
    DHLFORYOU = 9
    DHLPARCELCONNECT = 10
    DHLEUROPLUS = 11
    UPSSTANDARD = 12
    UPSEXPRESSSAVER = 13
    GLS = 14
    TRUNKRS = 16  # exists from SDK v10.4.0 (spec §2)

    @property
    def slug(self) -> str:
        return self.name.lower()

    @property
    def display_name(self) -> str:
        """The carrier's name as operators know it (for messages and the UI, never for the wire)."""
        return _CARRIER_DISPLAY_NAMES[self]

    @classmethod
    def from_slug(cls, slug: str) -> Carrier:
        try:
            return cls[slug.upper()]
        except KeyError:
            raise ValueError(f"unknown carrier {slug!r}") from None

    @classmethod
    def parse(cls, value: str | int) -> Carrier:
        """Accepts a slug or a numeric id (as int or digit string)."""
        if isinstance(value, bool):
            raise ValueError(f"unknown carrier {value!r}")
        if isinstance(value, int) or (isinstance(value, str) and value.isdigit()):
            try:
                return cls(int(value))
            except ValueError:
                raise ValueError(f"unknown carrier id {value!r}") from None
        return cls.from_slug(value)


_CARRIER_DISPLAY_NAMES: dict[Carrier, str] = {
    Carrier.POSTNL: "PostNL",
    Carrier.BPOST: "bpost",
    Carrier.DPD: "DPD",
    Carrier.DHLFORYOU: "DHL For You",
    Carrier.DHLPARCELCONNECT: "DHL Parcel Connect",
    Carrier.DHLEUROPLUS: "DHL Europlus",
    Carrier.UPSSTANDARD: "UPS Standard",
    Carrier.UPSEXPRESSSAVER: "UPS Express Saver",
    Carrier.GLS: "GLS",
    Carrier.TRUNKRS: "Trunkrs",
}


class _NamedId(IntEnum):
    """An enum whose members have a wire-neutral lowercase name and a numeric id."""

    @property
    def label(self) -> str:
        return self.name.lower()

    @property
    def display_name(self) -> str:
        """Words for messages and the UI (`package_small` reads "package small"); translatable (domain.text)."""
        # Keyed by type and member: members of different IntEnums with the same number are equal.
        return _DISPLAY_NAMES.get((type(self), self)) or self.label.replace("_", " ")

    @classmethod
    def parse(cls, value: str | int) -> Self:
        """Accepts the name or the numeric id (spec §2: 'string or integer id')."""
        if isinstance(value, bool):
            raise ValueError(f"unknown {cls.__name__} {value!r}")
        if isinstance(value, int) or (isinstance(value, str) and value.isdigit()):
            try:
                return cls(int(value))
            except ValueError:
                raise ValueError(f"unknown {cls.__name__} id {value!r}") from None
        try:
            return cls[str(value).upper()]
        except KeyError:
            raise ValueError(f"unknown {cls.__name__} {value!r}") from None


class PackageType(_NamedId):
    """spec §2 Package types."""

    PACKAGE = 1
    MAILBOX = 2
    LETTER = 3
    DIGITAL_STAMP = 4
    PACKAGE_SMALL = 6


class DeliveryType(_NamedId):
    """spec §2 Delivery types."""

    MORNING = 1
    STANDARD = 2
    EVENING = 3
    PICKUP = 4
    EXPRESS = 7


class ShipmentStatus(_NamedId):
    """spec §3 Shipment status; numeric codes above 1 from contract §3."""

    PENDING = 1
    PRINTED = 2
    HANDED_OVER = 3
    DELIVERED = 7
    RETURNED = 11
    CANCELLED = 17

    @property
    def cancellable(self) -> bool:
        # spec §3: pending and printed may be cancelled; handed_over and later need a return.
        return self in (ShipmentStatus.PENDING, ShipmentStatus.PRINTED)

    @property
    def final(self) -> bool:
        return self in (ShipmentStatus.DELIVERED, ShipmentStatus.RETURNED, ShipmentStatus.CANCELLED)


class LabelFormat(str, Enum):
    """spec §1: A6 default, A4 sheets with up to four labels."""

    A6 = "A6"
    A4 = "A4"


class ShipmentOption(str, Enum):
    """spec §2 Shipment options: the boolean and integer option keys (besides package and delivery type)."""

    SIGNATURE = "signature"
    ONLY_RECIPIENT = "only_recipient"
    AGE_CHECK = "age_check"
    INSURANCE = "insurance"
    LARGE_FORMAT = "large_format"
    RETURN = "return"
    PRINTERLESS_RETURN = "printerless_return"
    HIDE_SENDER = "hide_sender"
    SAME_DAY_DELIVERY = "same_day_delivery"
    PRIORITY_DELIVERY = "priority_delivery"
    RECEIPT_CODE = "receipt_code"
    COLLECT = "collect"
    FRESH_FOOD = "fresh_food"
    FROZEN = "frozen"

    @property
    def display_name(self) -> str:
        """Words for messages and the UI: `only_recipient` reads "only recipient"; translatable."""
        return _OPTION_NAMES.get(self) or self.value.replace("_", " ")

    @property
    def camel_name(self) -> str:
        """The key in the widget's `shipmentOptions` (spec §2 Delivery selection: camelCase option keys)."""
        head, *rest = self.value.split("_")
        return head + "".join(part.capitalize() for part in rest)

    @classmethod
    def from_camel_name(cls, name: str) -> ShipmentOption:
        for option in cls:
            if option.camel_name == name:
                return option
        raise ValueError(f"unknown shipment option {name!r}")


class Platform(str, Enum):
    """spec §6 config.platform: one value for NL shops and one for BE shops.

    The specification omits the value names; Station and its sandbox use `nl` and `be`.
    """

    NL = "nl"
    BE = "be"

    @property
    def country(self) -> Country:
        return Country(self.name)

    @property
    def default_locale(self) -> str:
        # spec §6: locale defaults to the platform's; nl-NL and nl-BE are the examples given.
        return {Platform.NL: "nl-NL", Platform.BE: "nl-BE"}[self]


# Operator words for the enumerations, translatable (station.domain.text); the wire never sees them.
_DISPLAY_NAMES: dict[tuple[type[_NamedId], _NamedId], Text] = {
    (PackageType, PackageType.PACKAGE): QT_TRANSLATE_NOOP("PackageType", "package"),
    (PackageType, PackageType.MAILBOX): QT_TRANSLATE_NOOP("PackageType", "mailbox"),
    (PackageType, PackageType.LETTER): QT_TRANSLATE_NOOP("PackageType", "letter"),
    (PackageType, PackageType.DIGITAL_STAMP): QT_TRANSLATE_NOOP("PackageType", "digital stamp"),
    (PackageType, PackageType.PACKAGE_SMALL): QT_TRANSLATE_NOOP("PackageType", "package small"),
    (DeliveryType, DeliveryType.MORNING): QT_TRANSLATE_NOOP("DeliveryType", "morning"),
    (DeliveryType, DeliveryType.STANDARD): QT_TRANSLATE_NOOP("DeliveryType", "standard"),
    (DeliveryType, DeliveryType.EVENING): QT_TRANSLATE_NOOP("DeliveryType", "evening"),
    (DeliveryType, DeliveryType.PICKUP): QT_TRANSLATE_NOOP("DeliveryType", "pickup"),
    (DeliveryType, DeliveryType.EXPRESS): QT_TRANSLATE_NOOP("DeliveryType", "express"),
    (ShipmentStatus, ShipmentStatus.PENDING): QT_TRANSLATE_NOOP("ShipmentStatus", "pending"),
    (ShipmentStatus, ShipmentStatus.PRINTED): QT_TRANSLATE_NOOP("ShipmentStatus", "printed"),
    (ShipmentStatus, ShipmentStatus.HANDED_OVER): QT_TRANSLATE_NOOP("ShipmentStatus", "handed over"),
    (ShipmentStatus, ShipmentStatus.DELIVERED): QT_TRANSLATE_NOOP("ShipmentStatus", "delivered"),
    (ShipmentStatus, ShipmentStatus.RETURNED): QT_TRANSLATE_NOOP("ShipmentStatus", "returned"),
    (ShipmentStatus, ShipmentStatus.CANCELLED): QT_TRANSLATE_NOOP("ShipmentStatus", "cancelled"),
}
_OPTION_NAMES: dict[ShipmentOption, Text] = {
    ShipmentOption.SIGNATURE: QT_TRANSLATE_NOOP("ShipmentOption", "signature"),
    ShipmentOption.ONLY_RECIPIENT: QT_TRANSLATE_NOOP("ShipmentOption", "only recipient"),
    ShipmentOption.AGE_CHECK: QT_TRANSLATE_NOOP("ShipmentOption", "age check"),
    ShipmentOption.INSURANCE: QT_TRANSLATE_NOOP("ShipmentOption", "insurance"),
    ShipmentOption.LARGE_FORMAT: QT_TRANSLATE_NOOP("ShipmentOption", "large format"),
    ShipmentOption.RETURN: QT_TRANSLATE_NOOP("ShipmentOption", "return"),
    ShipmentOption.PRINTERLESS_RETURN: QT_TRANSLATE_NOOP("ShipmentOption", "printerless return"),
    ShipmentOption.HIDE_SENDER: QT_TRANSLATE_NOOP("ShipmentOption", "hide sender"),
    ShipmentOption.SAME_DAY_DELIVERY: QT_TRANSLATE_NOOP("ShipmentOption", "same day delivery"),
    ShipmentOption.PRIORITY_DELIVERY: QT_TRANSLATE_NOOP("ShipmentOption", "priority delivery"),
    ShipmentOption.RECEIPT_CODE: QT_TRANSLATE_NOOP("ShipmentOption", "receipt code"),
    ShipmentOption.COLLECT: QT_TRANSLATE_NOOP("ShipmentOption", "collect"),
    ShipmentOption.FRESH_FOOD: QT_TRANSLATE_NOOP("ShipmentOption", "fresh food"),
    ShipmentOption.FROZEN: QT_TRANSLATE_NOOP("ShipmentOption", "frozen"),
}
