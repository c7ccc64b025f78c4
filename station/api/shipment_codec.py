"""Shipments, label links and tracking between domain models and the wire (contract §3–§5)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from enum import Enum
from typing import TypeVar

from station.api.decoding import Reader
from station.api.models import LabelLink, ShipmentPage, TrackEvent, TrackTrace
from station.api.wire import (
    CARRIER_NAMES,
    DELIVERY_TYPE_NAMES,
    OPTION_NAMES,
    PACKAGE_TYPE_NAMES,
    STATUS_NAMES,
    TIMESTAMP_FORMAT,
    TIMEZONE,
    AddressKey,
    LabelKey,
    ListQuery,
    OptionKey,
    PickupKey,
    ShipmentKey,
    TrackKey,
)
from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption, ShipmentStatus
from station.domain.models import Address, OpeningPeriod, PickupLocation, Shipment, ShipmentDraft, ShipmentOptions

E = TypeVar("E", bound=Enum)


# --- encoding --------------------------------------------------------------------------------------------------


def encode_draft(draft: ShipmentDraft) -> dict[str, object]:
    """The POST /shipments object for one draft (contract §3); optional parts only when set."""
    body: dict[str, object] = {
        ShipmentKey.CARRIER: CARRIER_NAMES[draft.carrier],
        ShipmentKey.REFERENCE: draft.reference,
        ShipmentKey.RECIPIENT: encode_address(draft.recipient),
        ShipmentKey.OPTIONS: encode_options(draft.options),
    }
    if draft.sender is not None:
        body[ShipmentKey.SENDER] = encode_address(draft.sender)
    if draft.pickup_location is not None:
        body[ShipmentKey.PICKUP_LOCATION] = encode_pickup_location(draft.pickup_location)
    if draft.weight_grams is not None:
        body[ShipmentKey.PHYSICAL_PROPERTIES] = {ShipmentKey.WEIGHT: draft.weight_grams}
    if draft.label_description:
        body[ShipmentKey.LABEL_DESCRIPTION] = draft.label_description
    if draft.secondary_shipments:
        body[ShipmentKey.SECONDARY_SHIPMENTS] = draft.secondary_shipments
    return body


def encode_address(address: Address) -> dict[str, object]:
    return {
        AddressKey.NAME: address.name,
        AddressKey.STREET: address.street,
        AddressKey.POSTAL_CODE: address.postal_code,
        AddressKey.CITY: address.city,
        AddressKey.COUNTRY: address.country,
        AddressKey.EMAIL: address.email,
        AddressKey.PHONE: address.phone,
    }


def encode_options(options: ShipmentOptions) -> dict[str, object]:
    body: dict[str, object] = {
        OptionKey.PACKAGE_TYPE: PACKAGE_TYPE_NAMES[options.package_type],
        OptionKey.DELIVERY_TYPE: DELIVERY_TYPE_NAMES[options.delivery_type],
    }
    for option in sorted(options.flags, key=lambda member: member.value):
        if option in OPTION_NAMES:
            body[OPTION_NAMES[option]] = True
    if options.insurance:
        body[OptionKey.INSURANCE] = options.insurance
    return body


def encode_pickup_location(location: PickupLocation) -> dict[str, object]:
    body: dict[str, object] = {
        PickupKey.LOCATION_CODE: location.location_code,
        PickupKey.RETAIL_NETWORK_ID: location.retail_network_id,
        PickupKey.LOCATION_NAME: location.location_name,
        PickupKey.STREET: location.street,
        PickupKey.NUMBER: location.number,
        PickupKey.POSTAL_CODE: location.postal_code,
        PickupKey.CITY: location.city,
        PickupKey.COUNTRY: location.country,
    }
    if location.latitude is not None:
        body[PickupKey.LATITUDE] = location.latitude
    if location.longitude is not None:
        body[PickupKey.LONGITUDE] = location.longitude
    if location.opening_hours:
        body[PickupKey.OPENING_HOURS] = {
            day: [{PickupKey.FROM: period.start, PickupKey.TO: period.end} for period in periods]
            for day, periods in location.opening_hours.items()
        }
    return body


def encode_timestamp(moment: datetime) -> str:
    """contract conventions: `YYYY-MM-DD HH:MM:SS` in Europe/Amsterdam; a naive moment is taken as Amsterdam time."""
    if moment.tzinfo is not None:
        moment = moment.astimezone(TIMEZONE)
    return moment.strftime(TIMESTAMP_FORMAT)


# --- decoding --------------------------------------------------------------------------------------------------


def _parser(names: Mapping[E, str], enum_type: type[E]) -> Callable[[str], E]:
    """Reads a wire name, or a numeric id where the enumeration has one (contract §3: name or numeric id)."""
    by_name = {name: member for member, name in names.items()}

    def parse(text: str) -> E:
        if text in by_name:
            return by_name[text]
        if text.isdigit():
            return enum_type(int(text))  # ValueError for an unknown id
        raise ValueError(text)

    return parse


parse_carrier = _parser(CARRIER_NAMES, Carrier)
parse_package_type = _parser(PACKAGE_TYPE_NAMES, PackageType)
parse_delivery_type = _parser(DELIVERY_TYPE_NAMES, DeliveryType)
parse_status = _parser(STATUS_NAMES, ShipmentStatus)


def decode_shipment(body: Reader) -> Shipment:
    """A shipment answer (contract §3): id, status and carrier are required, the rest read when present."""
    body.as_object()
    if body.has(ShipmentKey.STATUS):
        status = body.parsed(ShipmentKey.STATUS, parse_status)
    else:
        status = body.field(ShipmentKey.STATUS_CODE).parse_with(parse_status)
    draft = ShipmentDraft(
        carrier=body.parsed(ShipmentKey.CARRIER, parse_carrier),
        reference=body.opt_text(ShipmentKey.REFERENCE),
        recipient=decode_address(body.field(ShipmentKey.RECIPIENT)),
        options=decode_options(body.field(ShipmentKey.OPTIONS)) if body.has(ShipmentKey.OPTIONS) else ShipmentOptions(),
        sender=decode_address(body.field(ShipmentKey.SENDER)) if body.has(ShipmentKey.SENDER) else None,
        pickup_location=(
            decode_pickup_location(body.field(ShipmentKey.PICKUP_LOCATION))
            if body.has(ShipmentKey.PICKUP_LOCATION)
            else None
        ),
        weight_grams=(
            body.field(ShipmentKey.PHYSICAL_PROPERTIES).opt_integer(ShipmentKey.WEIGHT)
            if body.has(ShipmentKey.PHYSICAL_PROPERTIES)
            else None
        ),
        label_description=body.opt_text(ShipmentKey.LABEL_DESCRIPTION),
        secondary_shipments=body.opt_integer(ShipmentKey.SECONDARY_SHIPMENTS) or 0,
    )
    return Shipment(
        id=body.integer(ShipmentKey.ID),
        draft=draft,
        status=status,
        barcode=body.opt_text(ShipmentKey.BARCODE),
        tracking_url=body.opt_text(ShipmentKey.TRACKING_URL),
        label_url=body.opt_text(ShipmentKey.LABEL_URL),
        created=body.timestamp(ShipmentKey.CREATED),
        modified=body.timestamp(ShipmentKey.MODIFIED),
        parent_id=body.opt_integer(ShipmentKey.PARENT_ID),
        multi_collo_main_id=body.opt_integer(ShipmentKey.MULTI_COLLO_MAIN_ID),
        qr_url=body.opt_text(ShipmentKey.QR_URL) or None,
    )


def decode_shipment_list(body: Reader) -> list[Shipment]:
    """`{"shipments": [...]}`: the batch answer and the list answer share the envelope (contract §3)."""
    return [decode_shipment(item) for item in body.field(ShipmentKey.SHIPMENTS).items()]


def decode_shipment_page(body: Reader, *, requested_size: int) -> ShipmentPage:
    shipments = tuple(decode_shipment_list(body))
    return ShipmentPage(
        shipments=shipments,
        page=body.opt_integer(ListQuery.PAGE) or 1,
        size=body.opt_integer(ListQuery.SIZE) or requested_size,
        total=body.opt_integer(ListQuery.TOTAL) or 0,
    )


def decode_address(body: Reader) -> Address:
    body.as_object()
    return Address(
        name=body.opt_text(AddressKey.NAME),
        street=body.opt_text(AddressKey.STREET),
        postal_code=body.opt_text(AddressKey.POSTAL_CODE),
        city=body.opt_text(AddressKey.CITY),
        country=body.opt_text(AddressKey.COUNTRY),
        email=body.opt_text(AddressKey.EMAIL),
        phone=body.opt_text(AddressKey.PHONE),
    )


def decode_options(body: Reader) -> ShipmentOptions:
    body.as_object()
    flags = frozenset(option for option, name in OPTION_NAMES.items() if body.flag(name, default=False))
    return ShipmentOptions(
        package_type=(
            body.parsed(OptionKey.PACKAGE_TYPE, parse_package_type)
            if body.has(OptionKey.PACKAGE_TYPE)
            else PackageType.PACKAGE
        ),
        delivery_type=(
            body.parsed(OptionKey.DELIVERY_TYPE, parse_delivery_type)
            if body.has(OptionKey.DELIVERY_TYPE)
            else DeliveryType.STANDARD
        ),
        flags=frozenset(flag for flag in flags if flag is not ShipmentOption.INSURANCE),
        insurance=body.opt_integer(OptionKey.INSURANCE) or 0,
    )


def decode_pickup_location(body: Reader) -> PickupLocation:
    body.as_object()
    hours: dict[str, tuple[OpeningPeriod, ...]] = {}
    if body.has(PickupKey.OPENING_HOURS):
        opening = body.field(PickupKey.OPENING_HOURS)
        for day in opening.keys():
            hours[day] = tuple(
                OpeningPeriod(period.text(PickupKey.FROM), period.text(PickupKey.TO))
                for period in opening.field(day).items()
            )
    return PickupLocation(
        location_code=body.opt_text(PickupKey.LOCATION_CODE),
        retail_network_id=body.opt_text(PickupKey.RETAIL_NETWORK_ID),
        location_name=body.opt_text(PickupKey.LOCATION_NAME),
        street=body.opt_text(PickupKey.STREET),
        number=body.opt_text(PickupKey.NUMBER),
        postal_code=body.opt_text(PickupKey.POSTAL_CODE),
        city=body.opt_text(PickupKey.CITY),
        country=body.opt_text(PickupKey.COUNTRY),
        latitude=body.opt_number(PickupKey.LATITUDE),
        longitude=body.opt_number(PickupKey.LONGITUDE),
        opening_hours=hours,
    )


def decode_label_link(body: Reader) -> LabelLink:
    return LabelLink(url=body.text(LabelKey.URL), expires_at=body.timestamp(LabelKey.EXPIRES_AT))


def decode_track_traces(body: Reader) -> list[TrackTrace]:
    return [decode_track_trace(item) for item in body.field(TrackKey.TRACK_TRACES).items()]


def decode_track_trace(body: Reader) -> TrackTrace:
    status = body.field(TrackKey.STATUS).as_object()
    return TrackTrace(
        shipment_id=body.integer(TrackKey.SHIPMENT_ID),
        barcode=body.opt_text(TrackKey.BARCODE),
        tracking_url=body.opt_text(TrackKey.TRACKING_URL),
        status_name=status.text(TrackKey.CURRENT),
        status_code=status.integer(TrackKey.CODE),
        final=status.flag(TrackKey.FINAL, default=False),
        history=tuple(
            TrackEvent(
                code=event.integer(TrackKey.CODE),
                status=event.opt_text(TrackKey.STATUS),
                description=event.opt_text(TrackKey.DESCRIPTION),
                time=event.timestamp(TrackKey.TIME),
                location=event.opt_text(TrackKey.LOCATION),
            )
            for event in (body.field(TrackKey.HISTORY).items() if body.has(TrackKey.HISTORY) else iter(()))
        ),
    )
