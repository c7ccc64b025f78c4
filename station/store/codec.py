"""Domain values to and from the store's JSON columns (the store's own shape, never wire names)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import UTC, date, datetime
from typing import Any, TypeVar

from station.domain.enums import Carrier, DeliveryType, LabelFormat, PackageType, ShipmentOption
from station.domain.models import (
    Address,
    OpeningPeriod,
    OrderLine,
    PickupLocation,
    Product,
    ShipmentDraft,
    ShipmentOptions,
)
from station.domain.text import Quantity, Text, Weekday
from station.store.records import CreatePayload, OutboxKind, OutboxPayload, PrintPayload, ReturnPayload

T = TypeVar("T")


def restored(cls: type[T], fields: dict[str, Any]) -> T:
    """An instance of a frozen dataclass rebuilt from its fields as the store wrote them (a field left out reads
    its class-level default), without running its __init__: a frozen dataclass's __init__ sets each field through object.__setattr__, and at 100,000
    orders that was most of reading the queue (measured: 8× slower than this). Only for classes with no
    __post_init__ and no __slots__ (tests/store/test_order_queue_read.py checks both), and only with values that
    were validated on their way in."""
    instance = object.__new__(cls)
    instance.__dict__.update(fields)
    return instance


def now_text() -> str:
    """The current time as the store writes it: ISO 8601 UTC with microseconds (sorts as text)."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


def time_text(moment: datetime) -> str:
    """A moment as the store writes times (UTC, sorts as text); a naive moment is taken as UTC."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def parse_time(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


# A stored sentence that begins with this (invisible) mark is a `Text` (station.domain.text) kept with its source
# and values, so it is translated when read back (the operator log's and print jobs' details); anything else stored
# is a plain string.
_STORED_MARK = "\u2063"


def stored_text(text: str) -> str:
    """How a sentence is kept in the store: a `Text` with what translating it needs, a plain string as it is."""
    return _STORED_MARK + json.dumps(_text_data(text), ensure_ascii=False) if isinstance(text, Text) else text


def text_from_store(value: str) -> str:
    """A kept sentence back: a `Text` again (English as `str`, translated when shown), or the plain string."""
    if not value.startswith(_STORED_MARK):
        return value
    try:
        return _text_of(json.loads(value[len(_STORED_MARK) :]))
    except (ValueError, KeyError, TypeError):
        return value


def _text_data(text: Text) -> dict[str, object]:
    return {
        "context": text.context,
        "source": text.source,
        "disambiguation": text.disambiguation,
        "number": text.number,
        "arguments": {name: _value_data(value) for name, value in text.arguments.items()},
    }


def _value_data(value: object) -> object:
    if isinstance(value, Text):
        return {"text": _text_data(value)}
    if isinstance(value, Weekday):
        return {"weekday": int(value)}
    if isinstance(value, Quantity):
        return {"quantity": float(value), "places": value.places}
    if isinstance(value, date) and not isinstance(value, datetime):
        return {"date": value.isoformat()}
    if value is None or isinstance(value, (bool, int, float)):
        return value
    return str(value)


def _text_of(data: Mapping[str, Any]) -> Text:
    arguments = {name: _value_of(value) for name, value in dict(data["arguments"]).items()}
    return Text(data["context"], data["source"], arguments, data.get("disambiguation", ""), data.get("number"))


def _value_of(data: object) -> object:
    if isinstance(data, dict) and "text" in data:
        return _text_of(data["text"])
    if isinstance(data, dict) and "date" in data:
        return date.fromisoformat(data["date"])
    if isinstance(data, dict) and "weekday" in data:
        return Weekday(int(data["weekday"]))
    if isinstance(data, dict) and "quantity" in data:
        return Quantity(float(data["quantity"]), int(data.get("places", 2)))
    return data


def address_to_dict(address: Address) -> dict[str, str]:
    return {
        "name": address.name,
        "street": address.street,
        "postal_code": address.postal_code,
        "city": address.city,
        "country": address.country,
        "email": address.email,
        "phone": address.phone,
    }


ADDRESS_FIELDS = ("name", "street", "postal_code", "city", "country", "email", "phone")


def address_from_stored(data: dict[str, Any]) -> Address:
    """An address the store wrote (address_to_dict): equal to address_from_dict(data), a few times faster."""
    fields = {}
    for name in ADDRESS_FIELDS:
        value = data.get(name, "")
        fields[name] = value if value.__class__ is str else str(value)
    return restored(Address, fields)


def address_from_dict(data: dict[str, Any]) -> Address:
    return Address(
        name=str(data.get("name", "")),
        street=str(data.get("street", "")),
        postal_code=str(data.get("postal_code", "")),
        city=str(data.get("city", "")),
        country=str(data.get("country", "")),
        email=str(data.get("email", "")),
        phone=str(data.get("phone", "")),
    )


def lines_to_list(lines: tuple[OrderLine, ...]) -> list[dict[str, Any]]:
    return [
        {"quantity": line.quantity, "sku": line.product.sku, "name": line.product.name, "ean": line.product.ean}
        for line in lines
    ]


def lines_from_list(data: list[dict[str, Any]]) -> tuple[OrderLine, ...]:
    return tuple(
        OrderLine(
            int(item.get("quantity", 1)),
            Product(str(item.get("sku", "")), str(item.get("name", "")), str(item.get("ean", ""))),
        )
        for item in data
    )


def options_to_dict(options: ShipmentOptions) -> dict[str, Any]:
    return {
        "package_type": options.package_type.label,
        "delivery_type": options.delivery_type.label,
        "flags": sorted(flag.value for flag in options.flags),
        "insurance": options.insurance,
    }


def options_from_dict(data: dict[str, Any]) -> ShipmentOptions:
    return ShipmentOptions(
        package_type=PackageType.parse(data.get("package_type", "package")),
        delivery_type=DeliveryType.parse(data.get("delivery_type", "standard")),
        flags=frozenset(ShipmentOption(flag) for flag in data.get("flags", [])),
        insurance=int(data.get("insurance", 0)),
    )


def pickup_to_dict(location: PickupLocation) -> dict[str, Any]:
    return {
        "location_code": location.location_code,
        "retail_network_id": location.retail_network_id,
        "location_name": location.location_name,
        "street": location.street,
        "number": location.number,
        "postal_code": location.postal_code,
        "city": location.city,
        "country": location.country,
        "latitude": location.latitude,
        "longitude": location.longitude,
        "opening_hours": {
            day: [[period.start, period.end] for period in periods] for day, periods in location.opening_hours.items()
        },
    }


def pickup_from_dict(data: dict[str, Any]) -> PickupLocation:
    return PickupLocation(
        location_code=str(data["location_code"]),
        retail_network_id=str(data.get("retail_network_id", "")),
        location_name=str(data.get("location_name", "")),
        street=str(data.get("street", "")),
        number=str(data.get("number", "")),
        postal_code=str(data.get("postal_code", "")),
        city=str(data.get("city", "")),
        country=str(data.get("country", "")),
        latitude=data.get("latitude"),
        longitude=data.get("longitude"),
        opening_hours={
            day: tuple(OpeningPeriod(start, end) for start, end in periods)
            for day, periods in (data.get("opening_hours") or {}).items()
        },
    )


def draft_to_dict(draft: ShipmentDraft) -> dict[str, Any]:
    """A draft as the outbox journals it, so a resumed create sends exactly what the operator confirmed."""
    return {
        "carrier": draft.carrier.slug,
        "reference": draft.reference,
        "recipient": address_to_dict(draft.recipient),
        "options": options_to_dict(draft.options),
        "sender": address_to_dict(draft.sender) if draft.sender else None,
        "pickup_location": pickup_to_dict(draft.pickup_location) if draft.pickup_location else None,
        "weight_grams": draft.weight_grams,
        "label_description": draft.label_description,
        "secondary_shipments": draft.secondary_shipments,
    }


def draft_from_dict(data: dict[str, Any]) -> ShipmentDraft:
    return ShipmentDraft(
        carrier=Carrier.from_slug(data["carrier"]),
        reference=str(data["reference"]),
        recipient=address_from_dict(data["recipient"]),
        options=options_from_dict(data.get("options") or {}),
        sender=address_from_dict(data["sender"]) if data.get("sender") else None,
        pickup_location=pickup_from_dict(data["pickup_location"]) if data.get("pickup_location") else None,
        weight_grams=data.get("weight_grams"),
        label_description=str(data.get("label_description", "")),
        secondary_shipments=int(data.get("secondary_shipments", 0)),
    )


def payload_to_dict(payload: OutboxPayload) -> dict[str, Any]:
    """An outbox entry's payload as its JSON column holds it (the journal's SQL reads `order_keys`, `job_id` and
    `print_after_create` from it)."""
    if isinstance(payload, CreatePayload):
        create = {"draft": draft_to_dict(payload.draft), "reference": payload.reference, "unsent": payload.unsent}
        return create | _request_of(payload.request_id)
    if isinstance(payload, ReturnPayload):
        return {
            "parent_id": payload.parent_id,
            "reference": payload.reference,
            "send_email": payload.send_email,
            "printerless": payload.printerless,
        }
    return {
        "order_keys": list(payload.order_keys),
        "label_format": payload.label_format.value,
        "positions": list(payload.positions),
        "reprint": payload.reprint,
        "job_name": payload.job_name,
        "job_id": payload.job_id,
        "exact_slots": payload.exact_slots,
        "print_after_create": payload.print_after_create,
        "return_id": payload.return_id,
    } | _request_of(payload.request_id)


def _request_of(request_id: str | None) -> dict[str, Any]:
    """Only a payload asked for while the shared store was away carries its request's id."""
    return {} if request_id is None else {"request_id": request_id}


def payload_from_dict(kind: OutboxKind, data: dict[str, Any]) -> OutboxPayload:
    """The payload of an entry of `kind` from its JSON column (keys an older Station wrote and this one does not
    use are ignored)."""
    if kind is OutboxKind.CREATE_SHIPMENT:
        return CreatePayload(
            draft_from_dict(data["draft"]), str(data["reference"]), bool(data.get("unsent")), data.get("request_id")
        )
    if kind is OutboxKind.CREATE_RETURN:
        return ReturnPayload(
            int(data["parent_id"]), str(data["reference"]), bool(data.get("send_email")), bool(data.get("printerless"))
        )
    return PrintPayload(
        order_keys=tuple(str(key) for key in data.get("order_keys") or ()),
        label_format=LabelFormat(data["label_format"]),
        positions=tuple(int(position) for position in data.get("positions") or ()),
        reprint=bool(data.get("reprint")),
        job_name=data.get("job_name"),
        job_id=int(data["job_id"]) if data.get("job_id") else None,
        exact_slots=bool(data.get("exact_slots")),
        print_after_create=bool(data.get("print_after_create")),
        return_id=int(data["return_id"]) if data.get("return_id") else None,
        request_id=data.get("request_id"),
    )
