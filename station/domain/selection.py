"""The widget's delivery selection (spec §2, §6): parsed and checked, mapped one-to-one onto shipment options and back."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import TypeVar
from zoneinfo import ZoneInfo

from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption
from station.domain.models import OpeningPeriod, PickupLocation, ShipmentOptions
from station.domain.text import QT_TRANSLATE_NOOP, joined

AMSTERDAM = ZoneInfo("Europe/Amsterdam")
# spec §2 Delivery selection: date format `YYYY-MM-DD HH:MM:SS.ffffff`.
SELECTION_DATE_FORMAT = "%Y-%m-%d %H:%M:%S.%f"
_SELECTION_DATE = re.compile(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}")
_CLOCK_TIME = re.compile(r"([01][0-9]|2[0-3]):[0-5][0-9]")
WEEKDAYS: tuple[str, ...] = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")

# spec §2 Pickup location: payload key → PickupLocation attribute, for the string fields.
_PICKUP_REQUIRED_TEXT: dict[str, str] = {
    "locationCode": "location_code",
    "locationName": "location_name",
    "street": "street",
    "number": "number",
    "postalCode": "postal_code",
    "city": "city",
    "cc": "country",
}
# retailNetworkId is carrier-specific (one carrier's network); absent means "".
_PICKUP_OPTIONAL_TEXT: dict[str, str] = {"retailNetworkId": "retail_network_id"}
_SELECTION_KEYS = frozenset(
    {"carrier", "date", "deliveryType", "isPickup", "packageType", "shipmentOptions", "pickupLocation"}
)


class SelectionError(ValueError):
    """A delivery selection that cannot be used; `problems` lists every reason, in operator words (translatable
    `Text`s of station.domain.text, English as `str`)."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__(joined(problems, "; "))
        self.problems = problems


@dataclass(frozen=True)
class DeliverySelection:
    """The customer's choice in the widget (spec §2 Delivery selection).

    `date` is naive local time in Europe/Amsterdam, as the widget writes it.
    """

    carrier: Carrier
    date: datetime
    delivery_type: DeliveryType
    is_pickup: bool
    package_type: PackageType
    shipment_options: frozenset[ShipmentOption] = frozenset()
    pickup_location: PickupLocation | None = None


def parse_delivery_selection(payload: Mapping[str, object]) -> DeliverySelection:
    """The selection in `payload`, or SelectionError listing every problem found (never another exception)."""
    if not isinstance(payload, Mapping):
        raise SelectionError([QT_TRANSLATE_NOOP("DeliverySelection", "the delivery selection is not an object")])
    problems: list[str] = []
    unknown = sorted(str(key) for key in payload if key not in _SELECTION_KEYS)
    if unknown:
        problems.append(
            QT_TRANSLATE_NOOP("DeliverySelection", "unknown fields: {fields}").format(fields=", ".join(unknown))
        )

    carrier = _parse_carrier(payload.get("carrier"), problems)
    date = _parse_date(payload.get("date"), problems)
    delivery_type = _parse_named(DeliveryType, "deliveryType", payload.get("deliveryType"), problems)
    package_type = _parse_named(PackageType, "packageType", payload.get("packageType"), problems)
    options = _parse_shipment_options(payload.get("shipmentOptions", {}), problems)

    is_pickup = payload.get("isPickup")
    if not isinstance(is_pickup, bool):
        problems.append(
            QT_TRANSLATE_NOOP("DeliverySelection", "isPickup must be true or false, not {value}").format(
                value=repr(is_pickup)
            )
        )
    # spec §2: pickupLocation is present only when isPickup is true, and a pickup delivery needs one.
    pickup_location: PickupLocation | None = None
    # A null pickupLocation counts as absent.
    if payload.get("pickupLocation") is not None:
        if is_pickup is False:
            problems.append(
                QT_TRANSLATE_NOOP("DeliverySelection", "pickupLocation is present although isPickup is false")
            )
        pickup_location = _parse_pickup_location(payload["pickupLocation"], problems)
    elif is_pickup is True:
        problems.append(QT_TRANSLATE_NOOP("DeliverySelection", "isPickup is true but pickupLocation is missing"))
    # isPickup and deliveryType 'pickup' say the same thing and must agree (one-to-one mapping, spec §6).
    if (
        isinstance(is_pickup, bool)
        and delivery_type is not None
        and is_pickup != (delivery_type is DeliveryType.PICKUP)
    ):
        problems.append(
            QT_TRANSLATE_NOOP("DeliverySelection", "isPickup is {value} but deliveryType is {delivery_type}").format(
                value=str(is_pickup).lower(), delivery_type=repr(delivery_type.label)
            )
        )

    if problems:
        raise SelectionError(problems)
    assert carrier is not None and date is not None and delivery_type is not None and package_type is not None
    return DeliverySelection(carrier, date, delivery_type, bool(is_pickup), package_type, options, pickup_location)


def _parse_carrier(value: object, problems: list[str]) -> Carrier | None:
    # spec §2: carrier is the carrier slug (a string), not the numeric id.
    if isinstance(value, str) and not value.isdigit():
        try:
            return Carrier.from_slug(value)
        except ValueError:
            pass
    problems.append(
        QT_TRANSLATE_NOOP("DeliverySelection", "carrier {value} is not a known carrier slug").format(value=repr(value))
    )
    return None


def _parse_date(value: object, problems: list[str]) -> datetime | None:
    if isinstance(value, str) and _SELECTION_DATE.fullmatch(value):
        try:
            return datetime.strptime(value, SELECTION_DATE_FORMAT)
        except ValueError:
            pass
    problems.append(
        QT_TRANSLATE_NOOP(
            "DeliverySelection", "date {value} is not a date of the form YYYY-MM-DD HH:MM:SS.ffffff"
        ).format(value=repr(value))
    )
    return None


_Named = TypeVar("_Named", DeliveryType, PackageType)


def _parse_named(enum: type[_Named], key: str, value: object, problems: list[str]) -> _Named | None:
    # spec §2: deliveryType and packageType are names here, not ids.
    if isinstance(value, str) and value == value.lower():
        for member in enum:
            if member.label == value:
                return member
    problems.append(
        QT_TRANSLATE_NOOP("DeliverySelection", "{key} {value} is not one of {names}").format(
            key=key, value=repr(value), names=", ".join(member.label for member in enum)
        )
    )
    return None


def _parse_shipment_options(value: object, problems: list[str]) -> frozenset[ShipmentOption]:
    # spec §2: an object of camelCase option keys with boolean values; may be empty.
    if not isinstance(value, Mapping):
        problems.append(
            QT_TRANSLATE_NOOP("DeliverySelection", "shipmentOptions must be an object, not {value}").format(
                value=repr(value)
            )
        )
        return frozenset()
    chosen: set[ShipmentOption] = set()
    for key, flag in value.items():
        try:
            option = ShipmentOption.from_camel_name(str(key))
        except ValueError:
            problems.append(
                QT_TRANSLATE_NOOP("DeliverySelection", "shipmentOptions has an unknown option {key}").format(
                    key=repr(key)
                )
            )
            continue
        if option is ShipmentOption.INSURANCE:
            # Insurance is an amount in cents (spec §2), never a yes/no choice of the widget.
            problems.append(
                QT_TRANSLATE_NOOP(
                    "DeliverySelection", "shipmentOptions cannot hold insurance; it is an amount, not a choice"
                )
            )
        elif not isinstance(flag, bool):
            problems.append(
                QT_TRANSLATE_NOOP(
                    "DeliverySelection", "shipmentOptions.{key} must be true or false, not {value}"
                ).format(key=key, value=repr(flag))
            )
        elif flag:
            chosen.add(option)
    return frozenset(chosen)


def _parse_pickup_location(value: object, problems: list[str]) -> PickupLocation | None:
    if not isinstance(value, Mapping):
        problems.append(
            QT_TRANSLATE_NOOP("DeliverySelection", "pickupLocation must be an object, not {value}").format(
                value=repr(value)
            )
        )
        return None
    before = len(problems)
    text: dict[str, str] = {}
    for key, attribute in _PICKUP_REQUIRED_TEXT.items():
        item = value.get(key)
        if isinstance(item, str) and item.strip():
            text[attribute] = item
        else:
            problems.append(
                QT_TRANSLATE_NOOP(
                    "DeliverySelection", "pickupLocation.{key} must be a non-empty text, not {value}"
                ).format(key=key, value=repr(item))
            )
    for key, attribute in _PICKUP_OPTIONAL_TEXT.items():
        item = value.get(key, "")
        if isinstance(item, str):
            text[attribute] = item
        else:
            problems.append(
                QT_TRANSLATE_NOOP("DeliverySelection", "pickupLocation.{key} must be a text, not {value}").format(
                    key=key, value=repr(item)
                )
            )
    latitude = _parse_coordinate(value, "latitude", 90.0, problems)
    longitude = _parse_coordinate(value, "longitude", 180.0, problems)
    opening_hours = _parse_opening_hours(value.get("openingHours", {}), problems)
    _check_display_fields(value, problems)
    if len(problems) > before:
        return None
    # The widget sends the house-number suffix in its own field, as today's widget does; the shipment's pickup
    # address has one house number, so the suffix is kept on it.
    suffix = value.get("numberSuffix")
    if isinstance(suffix, str) and suffix.strip():
        text["number"] = f"{text['number']}{suffix.strip()}"
    return PickupLocation(**text, latitude=latitude, longitude=longitude, opening_hours=opening_hours)


def _check_display_fields(location: Mapping[object, object], problems: list[str]) -> None:
    """The widget's extra fields for the shop's page: numberSuffix, distance (metres) and type ('default' or
    'locker'); each optional."""
    suffix = location.get("numberSuffix")
    if suffix is not None and not isinstance(suffix, str):
        problems.append(
            QT_TRANSLATE_NOOP("DeliverySelection", "pickupLocation.numberSuffix must be a text, not {value}").format(
                value=repr(suffix)
            )
        )
    distance = location.get("distance")
    if distance is not None and not (
        isinstance(distance, (int, float))
        and not isinstance(distance, bool)
        and math.isfinite(distance)
        and distance >= 0
    ):
        problems.append(
            QT_TRANSLATE_NOOP(
                "DeliverySelection", "pickupLocation.distance must be a number of metres, not {value}"
            ).format(value=repr(distance))
        )
    kind = location.get("type")
    if kind is not None and kind not in ("default", "locker"):
        problems.append(
            QT_TRANSLATE_NOOP(
                "DeliverySelection", "pickupLocation.type must be 'default' or 'locker', not {value}"
            ).format(value=repr(kind))
        )


def _parse_coordinate(location: Mapping[object, object], key: str, limit: float, problems: list[str]) -> float | None:
    value = location.get(key)
    if value is None:
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and abs(value) <= limit:
        return float(value)
    problems.append(
        QT_TRANSLATE_NOOP(
            "DeliverySelection", "pickupLocation.{key} must be a number between -{limit} and {limit}, not {value}"
        ).format(key=key, limit=f"{limit:g}", value=repr(value))
    )
    return None


def _parse_opening_hours(value: object, problems: list[str]) -> dict[str, tuple[OpeningPeriod, ...]]:
    # spec §2: keyed by lowercase weekday name, each an array of {from: 'HH:MM', to: 'HH:MM'}.
    if not isinstance(value, Mapping):
        problems.append(
            QT_TRANSLATE_NOOP("DeliverySelection", "pickupLocation.openingHours must be an object, not {value}").format(
                value=repr(value)
            )
        )
        return {}
    hours: dict[str, tuple[OpeningPeriod, ...]] = {}
    for day, periods in value.items():
        if day not in WEEKDAYS:
            problems.append(
                QT_TRANSLATE_NOOP(
                    "DeliverySelection", "pickupLocation.openingHours has an unknown weekday {day}"
                ).format(day=repr(day))
            )
            continue
        if not isinstance(periods, list):
            problems.append(
                QT_TRANSLATE_NOOP(
                    "DeliverySelection", "pickupLocation.openingHours.{day} must be a list, not {value}"
                ).format(day=day, value=repr(periods))
            )
            continue
        parsed: list[OpeningPeriod] = []
        for period in periods:
            start = period.get("from") if isinstance(period, Mapping) else None
            end = period.get("to") if isinstance(period, Mapping) else None
            if _is_clock_time(start) and _is_clock_time(end):
                parsed.append(OpeningPeriod(str(start), str(end)))
            else:
                problems.append(
                    QT_TRANSLATE_NOOP(
                        "DeliverySelection",
                        "pickupLocation.openingHours.{day} has a period that is not {shape}: {period}",
                    ).format(day=day, shape="{from: HH:MM, to: HH:MM}", period=repr(period))
                )
        hours[str(day)] = tuple(parsed)
    return hours


def _is_clock_time(value: object) -> bool:
    return isinstance(value, str) and _CLOCK_TIME.fullmatch(value) is not None


def format_selection_date(moment: datetime) -> str:
    """`YYYY-MM-DD HH:MM:SS.ffffff` in Amsterdam local time (spec §2); an aware moment is converted first."""
    if moment.tzinfo is not None:
        moment = moment.astimezone(AMSTERDAM).replace(tzinfo=None)
    return moment.strftime(SELECTION_DATE_FORMAT)


def selection_to_payload(selection: DeliverySelection) -> dict[str, object]:
    """The exact widget payload (spec §2 Delivery selection): only options set to true, pickupLocation only for pickup."""
    payload: dict[str, object] = {
        "carrier": selection.carrier.slug,
        "date": format_selection_date(selection.date),
        "deliveryType": selection.delivery_type.label,
        "isPickup": selection.is_pickup,
        "packageType": selection.package_type.label,
        "shipmentOptions": {
            option.camel_name: True for option in ShipmentOption if option in selection.shipment_options
        },
    }
    if selection.pickup_location is not None:
        payload["pickupLocation"] = pickup_location_to_payload(selection.pickup_location)
    return payload


def pickup_location_to_payload(location: PickupLocation) -> dict[str, object]:
    """spec §2 Pickup location in its camelCase form; coordinates only when known."""
    payload: dict[str, object] = {key: getattr(location, attribute) for key, attribute in _PICKUP_REQUIRED_TEXT.items()}
    payload["retailNetworkId"] = location.retail_network_id
    if location.latitude is not None:
        payload["latitude"] = location.latitude
    if location.longitude is not None:
        payload["longitude"] = location.longitude
    payload["openingHours"] = {
        day: [{"from": period.start, "to": period.end} for period in periods]
        for day, periods in location.opening_hours.items()
    }
    return payload


def selection_to_options(selection: DeliverySelection) -> tuple[Carrier, ShipmentOptions, PickupLocation | None]:
    """The shipment's carrier, options and pickup location for this choice (spec §6: maps one-to-one)."""
    options = ShipmentOptions(
        package_type=selection.package_type,
        delivery_type=selection.delivery_type,
        flags=frozenset(option for option in selection.shipment_options if option is not ShipmentOption.INSURANCE),
    )
    return selection.carrier, options, selection.pickup_location


def options_to_selection(
    carrier: Carrier, options: ShipmentOptions, pickup_location: PickupLocation | None, date: datetime
) -> DeliverySelection:
    """The selection that maps onto these options; insurance, an amount the widget never chooses, is left out."""
    return DeliverySelection(
        carrier=carrier,
        date=date,
        delivery_type=options.delivery_type,
        is_pickup=options.delivery_type is DeliveryType.PICKUP,
        package_type=options.package_type,
        shipment_options=frozenset(options.flags - {ShipmentOption.INSURANCE}),
        pickup_location=pickup_location,
    )
