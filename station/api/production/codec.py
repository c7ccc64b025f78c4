"""Shipments, returns, label links and tracking between domain models and the production format.

Tolerant where the sources disagree or the service may grow: 0/1 or true/false flags, `carrier` or `carrier_id`,
street and number split or together, unknown fields ignored, unknown statuses and enumeration values logged once
and mapped to the nearest domain value (production-wire §2, §4), never a crash.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from station.api.decoding import Reader
from station.api.models import LabelLink, ShipmentPage, TrackEvent, TrackTrace
from station.api.production.names import (
    ALWAYS_SENT_FLAGS,
    CURRENCY,
    INACTIVE_OFFSET,
    INACTIVE_RANGE,
    RETURN_SHIPMENT_TYPES,
    STATUSES,
    AddressKey,
    Envelope,
    LabelKey,
    ListQuery,
    MoneyKey,
    OptionKey,
    PickupKey,
    ReturnKey,
    ShipmentKey,
    TrackKey,
)
from station.api.wire import OPTION_NAMES
from station.domain.delivery_dates import AMSTERDAM, DeliveryDateSettings, plan_delivery
from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption, ShipmentStatus
from station.domain.models import Address, PickupLocation, Shipment, ShipmentDraft, ShipmentOptions

log = logging.getLogger("station.api.production")

# Delivery types the service wants a delivery date with (morning and evening).
DATED_DELIVERY_TYPES = frozenset({DeliveryType.MORNING, DeliveryType.EVENING})

_logged_once: set[str] = set()


def log_once(message: str, *args: object) -> None:
    """Something the service sent that Station does not know: logged the first time only, so a list of a thousand
    such shipments does not flood the log."""
    text = message % args if args else message
    if text not in _logged_once:
        _logged_once.add(text)
        log.warning(text)


# --- envelope ---------------------------------------------------------------------------------------------------


def wrap(plural: str, items: Iterable[object]) -> dict[str, object]:
    """`{"data": {"<plural>": [...]}}`: every main-API write, an array even for one item."""
    return {Envelope.DATA: {plural: list(items)}}


def unwrap(body: Reader) -> Reader:
    """The `data` member of an answer; an answer without one is read as it is (a bare object)."""
    return body.field(Envelope.DATA).as_object() if body.has(Envelope.DATA) else body


# --- statuses ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ServiceStatus:
    """A production status: its integer, the domain status it maps to, and the finer label for display."""

    code: int
    status: ShipmentStatus
    label: str


def map_status(code: int) -> ServiceStatus:
    """production-wire §2: 1–19, inactive copies 30–38, and anything else logged and counted as not final."""
    if code in STATUSES:
        status, label = STATUSES[code]
        return ServiceStatus(code, status, label)
    if code in INACTIVE_RANGE:
        status, label = STATUSES[code - INACTIVE_OFFSET]
        return ServiceStatus(code, status, f"inactive {label}")
    log_once("unknown shipment status %s from the service: shown as its number, counted as not final", code)
    status = ShipmentStatus.HANDED_OVER if code > 2 else ShipmentStatus.PENDING
    return ServiceStatus(code, status, f"status {code}")


# --- encoding ---------------------------------------------------------------------------------------------------

_STREET_AND_NUMBER = re.compile(r"^(?P<street>.*?\D)\s*(?P<number>\d[^\s]*(?:\s+\D.*)?)$")
_NUMBER_AND_SUFFIX = re.compile(r"^(?P<number>\d+)\s*-?\s*(?P<suffix>.*)$")
_BOX = re.compile(r"^(?:bus|box|b)\s*(?P<box>\S+)$", re.IGNORECASE)


@dataclass(frozen=True)
class StreetParts:
    street: str
    number: str = ""
    number_suffix: str = ""
    box_number: str = ""


def split_street(text: str, country: str) -> StreetParts:
    """NL and BE addresses go out split ("Lange Nieuwstraat 84B" → street, "84", "B"; BE "Rue X 16 bus 2" → box
    "2"). A street without a number goes whole, for the service to split or refuse (3731)."""
    match = _STREET_AND_NUMBER.match(text.strip())
    if match is None:
        return StreetParts(text.strip())
    street, number_part = match.group("street").strip(), match.group("number").strip()
    numbered = _NUMBER_AND_SUFFIX.match(number_part)
    if numbered is None:
        return StreetParts(text.strip())
    suffix = numbered.group("suffix").strip()
    box = _BOX.match(suffix) if country.upper() == "BE" else None
    if box is not None:
        return StreetParts(street, numbered.group("number"), box_number=box.group("box"))
    return StreetParts(street, numbered.group("number"), suffix)


def join_street(street: str, number: str, suffix: str = "", box: str = "") -> str:
    """The domain's one street string from the split fields (an answer may also carry them together)."""
    house = number + (suffix if suffix[:1].isalpha() and len(suffix) <= 2 else (f" {suffix}" if suffix else ""))
    text = " ".join(part for part in (street.strip(), house.strip()) if part)
    return f"{text} bus {box}" if box else text


def encode_address(address: Address) -> dict[str, object]:
    parts = split_street(address.street, address.country)
    body: dict[str, object] = {
        AddressKey.COUNTRY: address.country,
        AddressKey.PERSON: address.name,
        AddressKey.COMPANY: "",
        AddressKey.STREET: parts.street,
        AddressKey.NUMBER: parts.number,
        AddressKey.NUMBER_SUFFIX: parts.number_suffix,
        AddressKey.STREET_ADDITIONAL_INFO: "",
        AddressKey.POSTAL_CODE: address.postal_code,
        AddressKey.CITY: address.city,
        AddressKey.EMAIL: address.email,
        AddressKey.PHONE: address.phone,
    }
    if parts.box_number:
        body[AddressKey.BOX_NUMBER] = parts.box_number
    return body


def encode_money(cents: int) -> dict[str, object]:
    return {MoneyKey.AMOUNT: cents, MoneyKey.CURRENCY: CURRENCY}


def encode_options(
    options: ShipmentOptions, label_description: str = "", delivery_date: str | None = None
) -> dict[str, object]:
    body: dict[str, object] = {
        OptionKey.PACKAGE_TYPE: int(options.package_type),
        OptionKey.DELIVERY_TYPE: int(options.delivery_type),
    }
    if delivery_date:
        body[OptionKey.DELIVERY_DATE] = delivery_date
    for name in ALWAYS_SENT_FLAGS:
        body[name] = 0
    for option in sorted(options.flags, key=lambda member: member.value):
        if option in OPTION_NAMES:
            body[OPTION_NAMES[option]] = 1
    body[OptionKey.INSURANCE] = encode_money(options.insurance)
    if label_description:
        body[OptionKey.LABEL_DESCRIPTION] = label_description
    return body


def encode_pickup(location: PickupLocation) -> dict[str, object]:
    parts = split_street(location.street, location.country)
    number = location.number or parts.number
    return {
        AddressKey.COUNTRY: location.country,
        PickupKey.LOCATION_CODE: location.location_code,
        PickupKey.LOCATION_NAME: location.location_name,
        PickupKey.RETAIL_NETWORK_ID: location.retail_network_id,
        AddressKey.STREET: parts.street if not location.number else location.street,
        AddressKey.NUMBER: number,
        AddressKey.POSTAL_CODE: location.postal_code,
        AddressKey.CITY: location.city,
    }


def first_delivery_date(draft: ShipmentDraft, now: datetime | None = None) -> str | None:
    """Morning and evening delivery need a delivery date in this format, which the draft does not carry: the first
    day the carrier can deliver an order handed in now (the domain's delivery-day rules with the default drop-off
    settings), at midnight. None for other delivery types, or when no day can be found."""
    if draft.options.delivery_type not in DATED_DELIVERY_TYPES:
        return None
    moment = now or datetime.now(AMSTERDAM)
    days = plan_delivery(moment, DeliveryDateSettings(), draft.carrier, draft.recipient.country.upper()).delivery_days
    return f"{days[0].isoformat()} 00:00:00" if days else None


def encode_draft(draft: ShipmentDraft, *, now: datetime | None = None) -> dict[str, object]:
    """One item of `data.shipments` for POST /shipments (production-wire §3.1)."""
    body: dict[str, object] = {
        ShipmentKey.CARRIER: int(draft.carrier),
        ShipmentKey.REFERENCE: draft.reference,
        ShipmentKey.RECIPIENT: encode_address(draft.recipient),
        ShipmentKey.OPTIONS: encode_options(draft.options, draft.label_description, first_delivery_date(draft, now)),
    }
    if draft.sender is not None:
        body[ShipmentKey.SENDER] = encode_address(draft.sender)
    if draft.pickup_location is not None:
        body[ShipmentKey.PICKUP] = encode_pickup(draft.pickup_location)
    if draft.weight_grams is not None:
        body[ShipmentKey.PHYSICAL_PROPERTIES] = {ShipmentKey.WEIGHT: draft.weight_grams}
    if draft.secondary_shipments:
        # One object per follow-up parcel; empty ones take everything from the main shipment.
        body[ShipmentKey.SECONDARY_SHIPMENTS] = [{} for _ in range(draft.secondary_shipments)]
    return body


def encode_return(parent: Shipment, reference: str, *, printerless: bool) -> dict[str, object]:
    """One item of `data.return_shipments` (production-wire §3.10): the customer's name and e-mail from the parent."""
    options: dict[str, object] = {OptionKey.PACKAGE_TYPE: int(PackageType.PACKAGE)}
    if printerless:
        options[OptionKey.PRINTERLESS_RETURN] = 1
    return {
        ReturnKey.PARENT: parent.id,
        ReturnKey.CARRIER: int(parent.draft.carrier),
        ReturnKey.REFERENCE: reference,
        ReturnKey.EMAIL: parent.draft.recipient.email,
        ReturnKey.NAME: parent.draft.recipient.name,
        ReturnKey.OPTIONS: options,
    }


# --- decoding ---------------------------------------------------------------------------------------------------


def flag(body: Reader, key: str) -> bool:
    """A boolean option: 0/1 as the reference sends it, true/false as some reads carry it."""
    value = body.field(key).raw
    if value is None:
        return False
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value != 0
    if isinstance(value, str) and value.strip() in ("0", "1"):
        return value.strip() == "1"
    raise body.field(key).fail(f"should be 0 or 1, not {value!r}"[:80])


def money(body: Reader, key: str) -> int:
    """`{amount, currency}` in cents; a plain integer is read too."""
    member = body.field(key)
    if member.raw is None:
        return 0
    if isinstance(member.raw, dict):
        return member.opt_integer(MoneyKey.AMOUNT) or 0
    return member.as_int()


def _enum_value(body: Reader, key: str, enum_type: type[PackageType] | type[DeliveryType], default: object) -> object:
    member = body.field(key)
    if member.raw is None:
        return default
    code = member.as_int() if not isinstance(member.raw, str) else member.parse_with(lambda t: int(t))
    try:
        return enum_type(code)
    except ValueError:
        log_once("unknown %s %s from the service: read as %s", key, code, getattr(default, "label", default))
        return default


def decode_carrier(body: Reader) -> Carrier:
    key = ShipmentKey.CARRIER_ID if body.has(ShipmentKey.CARRIER_ID) else ShipmentKey.CARRIER
    return body.parsed(key, Carrier.parse)


def decode_address(body: Reader) -> Address:
    body.as_object()
    return Address(
        name=body.opt_text(AddressKey.PERSON),
        street=join_street(
            body.opt_text(AddressKey.STREET),
            _text_or_number(body, AddressKey.NUMBER),
            body.opt_text(AddressKey.NUMBER_SUFFIX),
            _text_or_number(body, AddressKey.BOX_NUMBER),
        ),
        postal_code=body.opt_text(AddressKey.POSTAL_CODE),
        city=body.opt_text(AddressKey.CITY),
        country=body.opt_text(AddressKey.COUNTRY),
        email=body.opt_text(AddressKey.EMAIL),
        phone=body.opt_text(AddressKey.PHONE),
    )


def _text_or_number(body: Reader, key: str) -> str:
    value = body.field(key).raw
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return body.opt_text(key)


def decode_options(body: Reader) -> tuple[ShipmentOptions, str]:
    """The options and the label description (which production keeps among them)."""
    body.as_object()
    flags = frozenset(
        option for option, name in OPTION_NAMES.items() if option is not ShipmentOption.INSURANCE and flag(body, name)
    )
    options = ShipmentOptions(
        package_type=_enum_value(body, OptionKey.PACKAGE_TYPE, PackageType, PackageType.PACKAGE),  # type: ignore[arg-type]
        delivery_type=_enum_value(body, OptionKey.DELIVERY_TYPE, DeliveryType, DeliveryType.STANDARD),  # type: ignore[arg-type]
        flags=flags,
        insurance=money(body, OptionKey.INSURANCE),
    )
    return options, body.opt_text(OptionKey.LABEL_DESCRIPTION)


def decode_pickup(body: Reader) -> PickupLocation:
    body.as_object()
    return PickupLocation(
        location_code=_text_or_number(body, PickupKey.LOCATION_CODE),
        retail_network_id=body.opt_text(PickupKey.RETAIL_NETWORK_ID),
        location_name=body.opt_text(PickupKey.LOCATION_NAME),
        street=body.opt_text(AddressKey.STREET),
        number=_text_or_number(body, AddressKey.NUMBER),
        postal_code=body.opt_text(AddressKey.POSTAL_CODE),
        city=body.opt_text(AddressKey.CITY),
        country=body.opt_text(AddressKey.COUNTRY),
    )


def tracking_url(body: Reader, barcode: str, recipient: Address) -> str:
    """The shop's consumer portal link when the service gives one, else the public page the SDK builds."""
    portal = body.opt_text(ShipmentKey.LINK_CONSUMER_PORTAL)
    if portal:
        return portal
    if not barcode:
        return ""
    postal_code = recipient.postal_code.replace(" ", "")
    return f"https://myparcel.me/track-trace/{barcode}/{postal_code}/{recipient.country}"


def decode_shipment(body: Reader, *, qr_url_for: object = None) -> Shipment:
    """One shipment of a read (production-wire §3.3/§3.4). `qr_url_for(id)` names the QR image of a printerless
    return (an authenticated call in this profile)."""
    body.as_object()
    status = map_status(body.integer(ShipmentKey.STATUS))
    recipient = decode_address(body.field(ShipmentKey.RECIPIENT))
    options, label_description = (
        decode_options(body.field(ShipmentKey.OPTIONS)) if body.has(ShipmentKey.OPTIONS) else (ShipmentOptions(), "")
    )
    secondary = body.field(ShipmentKey.SECONDARY_SHIPMENTS)
    follow_ups = len(list(secondary.items())) if isinstance(secondary.raw, list) else (secondary.raw or 0)
    draft = ShipmentDraft(
        carrier=decode_carrier(body),
        reference=body.opt_text(ShipmentKey.REFERENCE),
        recipient=recipient,
        options=options,
        sender=decode_address(body.field(ShipmentKey.SENDER)) if body.has(ShipmentKey.SENDER) else None,
        pickup_location=decode_pickup(body.field(ShipmentKey.PICKUP)) if body.has(ShipmentKey.PICKUP) else None,
        weight_grams=(
            body.field(ShipmentKey.PHYSICAL_PROPERTIES).opt_integer(ShipmentKey.WEIGHT)
            if body.has(ShipmentKey.PHYSICAL_PROPERTIES)
            else None
        ),
        label_description=label_description,
        secondary_shipments=follow_ups if isinstance(follow_ups, int) else 0,
    )
    shipment_id = body.integer(ShipmentKey.ID)
    # UPS: the barcode may be empty while the external identifier carries it.
    barcode = body.opt_text(ShipmentKey.BARCODE) or (
        body.opt_text(ShipmentKey.EXTERNAL_IDENTIFIER)
        if draft.carrier in (Carrier.UPSSTANDARD, Carrier.UPSEXPRESSSAVER)
        else ""
    )
    main_id = body.opt_integer(ShipmentKey.MULTI_COLLO_MAIN_ID)
    is_return = body.opt_integer(ShipmentKey.SHIPMENT_TYPE) in RETURN_SHIPMENT_TYPES
    printerless = is_return and options.has(ShipmentOption.PRINTERLESS_RETURN)
    return Shipment(
        id=shipment_id,
        draft=draft,
        status=status.status,
        barcode=barcode,
        tracking_url=tracking_url(body, barcode, recipient),
        label_url="",
        created=body.timestamp(ShipmentKey.CREATED),
        modified=body.timestamp(ShipmentKey.MODIFIED),
        parent_id=body.opt_integer(ShipmentKey.PARENT_ID),
        # The main carries its own id in this field; the domain names only follow-ups by their main.
        multi_collo_main_id=main_id if main_id not in (None, shipment_id) else None,
        qr_url=qr_url_for(shipment_id) if printerless and callable(qr_url_for) else None,
    )


def shipment_list(body: Reader) -> Reader:
    """The list of a read or search answer: `data.shipments` or `data.search_results.shipments` (both seen)."""
    data = unwrap(body)
    if data.has(Envelope.SEARCH_RESULTS):
        data = data.field(Envelope.SEARCH_RESULTS).as_object()
    return data


def decode_shipments(body: Reader, *, qr_url_for: object = None, skip_unreadable: bool = True) -> list[Shipment]:
    """Every shipment of the answer Station can represent; one it cannot (an unknown carrier) is logged and left
    out, so one odd shipment never hides the rest of a list. `skip_unreadable=False` (a read by id: the shipments
    asked for exist) raises MalformedResponse instead, since a shipment left out would read as one that is gone."""
    shipments: list[Shipment] = []
    for item in shipment_list(body).field(Envelope.SHIPMENTS).items():
        if not skip_unreadable:
            shipments.append(decode_shipment(item, qr_url_for=qr_url_for))
            continue
        try:
            shipments.append(decode_shipment(item, qr_url_for=qr_url_for))
        except Exception as error:  # noqa: BLE001 - MalformedResponse or an unknown carrier: skip this one
            raw = item.raw if isinstance(item.raw, dict) else {}
            log_once("shipment %s left out of the list: %s", raw.get(ShipmentKey.ID, "?"), error)
    return shipments


def decode_shipment_page(body: Reader, *, page: int, requested_size: int, qr_url_for: object = None) -> ShipmentPage:
    data = shipment_list(body)
    shipments = tuple(decode_shipments(body, qr_url_for=qr_url_for))
    return ShipmentPage(
        shipments=shipments,
        page=data.opt_integer(ListQuery.PAGE) or page,
        size=data.opt_integer(ListQuery.SIZE) or requested_size,
        total=data.opt_integer(ListQuery.RESULTS) or 0,
    )


@dataclass(frozen=True)
class CreatedIds:
    """A create answer: the ids in request order, and the full shipments when the 1.2 form was answered."""

    ids: tuple[int, ...]
    references: tuple[str, ...]
    shipments: tuple[Shipment, ...] = ()


def decode_created(body: Reader) -> CreatedIds:
    """`data.ids` (the plain answer), `data.shipments` (the 1.2 answer), one per main shipment in order, or a direct
    print's `data.shipment_ids` beside its `print_job_id` (row 46's second reading; no references there)."""
    data = unwrap(body)
    if data.has(LabelKey.SHIPMENT_IDS):
        ids = tuple(item.as_int() for item in data.field(LabelKey.SHIPMENT_IDS).items())
        return CreatedIds(ids=ids, references=("",) * len(ids))
    if data.has(Envelope.IDS):
        items = list(data.field(Envelope.IDS).items())
        return CreatedIds(
            ids=tuple(item.integer(ShipmentKey.ID) for item in items),
            references=tuple(item.opt_text(ShipmentKey.REFERENCE) for item in items),
        )
    shipments = tuple(decode_shipment(item) for item in data.field(Envelope.SHIPMENTS).items())
    return CreatedIds(tuple(s.id for s in shipments), tuple(s.reference for s in shipments), shipments)


def decode_label_link(body: Reader, base_url: str) -> LabelLink:
    """`data.pdfs.url`, `data.pdf.url` or `data.pdf[0].url`; a path gets the base URL in front. No expiry is told."""
    data = unwrap(body)
    holder = data.field(LabelKey.PDFS) if data.has(LabelKey.PDFS) else data.field(LabelKey.PDF)
    if isinstance(holder.raw, list):
        first = next(iter(holder.items()), None)
        if first is None:
            raise holder.fail("holds no link")
        holder = first
    url = holder.as_object().text(LabelKey.URL)
    if url.startswith("/"):
        url = base_url.rstrip("/") + url
    return LabelLink(url=url, expires_at=None)


# --- tracking ---------------------------------------------------------------------------------------------------


def _location(body: Reader) -> str:
    """The tracking location object as one line (only `name` is always set); a plain string is read too."""
    member = body.field(TrackKey.LOCATION)
    if member.raw is None:
        return ""
    if isinstance(member.raw, str):
        return member.raw
    member.as_object()
    name = member.opt_text(TrackKey.LOCATION_NAME)
    city = member.opt_text(TrackKey.LOCATION_CITY)
    if not name:
        return city
    return f"{name}, {city}" if city and city not in name else name


def decode_track_trace(body: Reader) -> TrackTrace:
    body.as_object()
    status_body = body.field(TrackKey.STATUS).as_object()
    status = map_status(status_body.integer(TrackKey.CURRENT))
    events = []
    for event in body.field(TrackKey.HISTORY).items() if body.has(TrackKey.HISTORY) else iter(()):
        event_status = map_status(event.integer(TrackKey.STATUS))
        events.append(
            TrackEvent(
                code=event_status.code,
                status=event_status.label,
                description=event.opt_text(TrackKey.DESCRIPTION),
                time=event.timestamp(TrackKey.TIME),
                location=_location(event),
            )
        )
    # The sources disagree on the order (ascending or descending): sorted here, newest first as the domain has it;
    # events of the same second go by status, as a parcel's statuses only move forward.
    events.sort(key=lambda e: (e.time is not None, e.time, e.code), reverse=True)
    return TrackTrace(
        shipment_id=body.integer(TrackKey.SHIPMENT_ID),
        barcode="",  # tracking carries no barcode in this format; the shipment has it
        tracking_url=body.opt_text(TrackKey.LINK_CONSUMER_PORTAL) or body.opt_text(TrackKey.LINK_TRACKTRACE),
        status_name=status.label,
        status_code=status.code,
        final=flag(status_body, TrackKey.FINAL),
        history=tuple(events),
        mapped_status=status.status,
    )


def decode_track_traces(body: Reader) -> list[TrackTrace]:
    return [decode_track_trace(item) for item in unwrap(body).field(Envelope.TRACK_TRACES).items()]
