"""A production shipment request (`data.shipments[i]`) as a domain draft plus the production-only fields.

Integers for carrier, package and delivery type; 0/1 flags (JSON booleans accepted too); insurance as
`{amount, currency}`; the recipient as `cc`, `person`, split `street`/`number`/`number_suffix`; `pickup` in
snake_case; `secondary_shipments` as an array of N−1 objects. Type problems become keyed 422 problems.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption
from station.domain.models import Address, PickupLocation, ShipmentDraft, ShipmentOptions
from station.sandbox.production import names as n
from station.sandbox.production.errors import KeyedProblem

ADDRESS_EXTRA_FIELDS = (
    "company",
    "number",
    "number_suffix",
    "box_number",
    "street_additional_info",
    "region",
    "state",
    "eori_number",
    "vat_number",
)
PICKUP_FIELDS = (
    "location_code",
    "location_name",
    "retail_network_id",
    "street",
    "number",
    "number_suffix",
    "box_number",
    "postal_code",
    "city",
    "cc",
    "region",
    "state",
)
# Options production knows that the domain does not; echoed back as sent.
EXTRA_FLAGS = ("saturday_delivery", "tracked", "cooled_delivery", "drop_off_at_postal_point", "extra_assurance")
_TIMESTAMP = re.compile(r"\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2}(\.\d{1,6})?)?")
_STREET_WITH_NUMBER = re.compile(r"^(?P<street>.*?[^\d\s].*?)\s+(?P<number>\d+)\s*(?P<suffix>[A-Za-z0-9\-/ ]*)$")


@dataclass
class Decoded:
    """One decoded shipment: the draft, its production-only fields, and any problems found."""

    draft: ShipmentDraft
    extras: dict[str, Any]
    follow_up_references: list[str | None]
    problems: list[KeyedProblem] = field(default_factory=list)


class FieldReader:
    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.problems: list[KeyedProblem] = []

    def problem(self, code: int, path: str, human: str) -> None:
        self.problems.append(KeyedProblem(code, self.prefix + path, f"{self.prefix}{path} {human}"))

    def string(self, payload: Mapping[str, Any], key: str, path: str) -> str:
        value = payload.get(key)
        if value is None:
            return ""
        if isinstance(value, (int, float)) and not isinstance(value, bool) and key in ("number", "postal_code"):
            return str(value)  # a house number sent as a number is still a house number
        if not isinstance(value, str):
            self.problem(n.CODE_MISSING_PARAMETER, path, f"must be a string, not {type(value).__name__}")
            return ""
        return value

    def mapping(self, payload: Mapping[str, Any], key: str, path: str) -> Mapping[str, Any] | None:
        value = payload.get(key)
        if value is None:
            return None
        if not isinstance(value, Mapping):
            self.problem(n.CODE_MISSING_PARAMETER, path, f"must be an object, not {type(value).__name__}")
            return None
        return value

    def integer(self, value: Any, path: str) -> int | None:
        if value is None:
            return None
        if isinstance(value, str) and value.strip().isdigit():
            return int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            self.problem(n.CODE_MISSING_PARAMETER, path, f"must be an integer, not {type(value).__name__}")
            return None
        return value

    def flag(self, value: Any, path: str) -> bool:
        """0/1 as production sends; true/false as some answers carry."""
        if value in (0, 1) or isinstance(value, bool):
            return bool(value)
        if value is None:
            return False
        self.problem(n.CODE_MISSING_PARAMETER, path, "must be 0 or 1")
        return False


def split_street(street: str) -> tuple[str, str, str]:
    """`Zeeburgerdijk 210 B` → (`Zeeburgerdijk`, `210`, `B`); no number → (street, "", "")."""
    match = _STREET_WITH_NUMBER.match(street.strip())
    if match is None:
        return street.strip(), "", ""
    return match["street"].strip(), match["number"], match["suffix"].strip()


def joined_street(street: str, number: str, suffix: str, box: str) -> str:
    """The domain's one-string street: `Lange Nieuwstraat 84 B`, `Rue Haute 12 bus 3`."""
    parts = [street.strip(), number.strip(), suffix.strip()]
    if box.strip():
        parts += ["bus", box.strip()]
    return " ".join(part for part in parts if part)


def _address(
    reader: FieldReader, payload: Mapping[str, Any], path: str, *, domestic_split: bool
) -> tuple[Address, dict[str, str]]:
    values = {
        key: reader.string(payload, key, f"{path}.{key}")
        for key in ("cc", "person", "street", "postal_code", "city", "email", "phone", *ADDRESS_EXTRA_FIELDS)
    }
    number = values["number"]
    street = values["street"]
    cc = values["cc"].strip().upper()
    if domestic_split and cc in ("NL", "BE") and street:
        if number and not number.strip().isdigit():
            reader.problem(n.CODE_INVALID_HOUSE_NUMBER, f"{path}.number", "is not a valid house number")
        elif not number and not split_street(street)[1]:
            reader.problem(
                n.CODE_CANNOT_SPLIT_ADDRESS,
                f"{path}.street",
                "cannot be split into street and house number; send number separately",
            )
    if len(values["person"]) > 40:
        reader.problem(n.CODE_NAME_TOO_LONG, f"{path}.person", "exceeds the maximum length of 40 characters")
    if len(values["box_number"]) > 8:
        reader.problem(n.CODE_INVALID_HOUSE_NUMBER, f"{path}.box_number", "exceeds the maximum length of 8")
    address = Address(
        name=values["person"],
        street=joined_street(street, number, values["number_suffix"], values["box_number"]),
        postal_code=values["postal_code"],
        city=values["city"],
        country=cc or values["cc"],
        email=values["email"],
        phone=values["phone"],
    )
    return address, {key: value for key, value in values.items() if value}


def _pickup(reader: FieldReader, payload: Mapping[str, Any]) -> PickupLocation:
    values = {key: reader.string(payload, key, f"pickup.{key}") for key in PICKUP_FIELDS}
    return PickupLocation(
        location_code=values["location_code"],
        retail_network_id=values["retail_network_id"],
        location_name=values["location_name"],
        street=values["street"],
        number=" ".join(part for part in (values["number"], values["number_suffix"]) if part),
        postal_code=values["postal_code"],
        city=values["city"],
        country=values["cc"].upper(),
    )


def _named(reader: FieldReader, enum: type[Any], value: Any, path: str, default: Any) -> Any:
    number = reader.integer(value, path)
    if number is None:
        return default
    try:
        return enum(number)
    except ValueError:
        reader.problem(n.CODE_INVALID_COMBINATION, path, f"{number} is not offered")
        return default


def _options(reader: FieldReader, payload: Mapping[str, Any], extras: dict[str, Any]) -> tuple[ShipmentOptions, str]:
    package_type = _named(reader, PackageType, payload.get("package_type"), "options.package_type", PackageType.PACKAGE)
    delivery_type = _named(
        reader, DeliveryType, payload.get("delivery_type"), "options.delivery_type", DeliveryType.STANDARD
    )
    insurance = 0
    raw_insurance = payload.get("insurance")
    if raw_insurance is not None:
        if (
            not isinstance(raw_insurance, Mapping)
            or reader.integer(raw_insurance.get("amount"), "options.insurance.amount") is None
            or raw_insurance.get("currency", "EUR") != "EUR"
        ):
            reader.problem(
                n.CODE_INVALID_INSURANCE, "options.insurance", 'must be {"amount": <cents>, "currency": "EUR"}'
            )
        else:
            insurance = int(raw_insurance["amount"])
    flags: set[ShipmentOption] = set()
    for option in ShipmentOption:
        if option is not ShipmentOption.INSURANCE and reader.flag(payload.get(option.value), f"options.{option.value}"):
            flags.add(option)
    for name in EXTRA_FLAGS:
        if name in payload:
            extras.setdefault("options", {})[name] = int(reader.flag(payload.get(name), f"options.{name}"))
    delivery_date = payload.get("delivery_date")
    if delivery_date is not None:
        if not isinstance(delivery_date, str) or not _TIMESTAMP.fullmatch(delivery_date.strip()):
            reader.problem(n.CODE_MISSING_PARAMETER, "options.delivery_date", "must be YYYY-MM-DD HH:MM:SS")
        else:
            extras.setdefault("options", {})["delivery_date"] = delivery_date.strip()
    elif delivery_type in (DeliveryType.MORNING, DeliveryType.EVENING):
        reader.problem(
            n.CODE_MISSING_PARAMETER, "options.delivery_date", "is required with morning and evening delivery"
        )
    label_description = reader.string(payload, "label_description", "options.label_description")
    return ShipmentOptions(package_type, delivery_type, frozenset(flags), insurance), label_description


def _carrier(reader: FieldReader, value: Any) -> Carrier | None:
    if value is None or value == "":
        reader.problem(n.CODE_MISSING_PARAMETER, "carrier", "is required")
        return None
    if isinstance(value, bool) or not (isinstance(value, int) or (isinstance(value, str) and value.isdigit())):
        reader.problem(n.CODE_UNSUPPORTED_CARRIER, "carrier", f"must be a carrier id (an integer), not {value!r}")
        return None
    try:
        return Carrier(int(value))
    except ValueError:
        reader.problem(n.CODE_UNSUPPORTED_CARRIER, "carrier", f"{value} is not a supported carrier")
        return None


def decode_shipment(payload: Any, prefix: str, *, custom_sender: bool) -> Decoded:
    """`prefix` is the item's path, `data.shipments[3].`; a sender counts only with `custom_sender` (its header)."""
    reader = FieldReader(prefix)
    if not isinstance(payload, Mapping):
        reader.problem(n.CODE_MISSING_PARAMETER, "", "must be a shipment object")
        payload = {}
    extras: dict[str, Any] = {}
    carrier = _carrier(reader, payload.get("carrier"))
    recipient, recipient_fields = _address(
        reader, reader.mapping(payload, "recipient", "recipient") or {}, "recipient", domestic_split=True
    )
    extras["recipient"] = recipient_fields
    sender: Address | None = None
    raw_sender = reader.mapping(payload, "sender", "sender")
    if raw_sender is not None and custom_sender:
        sender, extras["sender"] = _address(reader, raw_sender, "sender", domestic_split=False)
    options, label_description = _options(reader, reader.mapping(payload, "options", "options") or {}, extras)
    raw_pickup = reader.mapping(payload, "pickup", "pickup")
    pickup = _pickup(reader, raw_pickup) if raw_pickup is not None else None
    if raw_pickup is not None:
        extras["pickup"] = {key: value for key, value in raw_pickup.items() if key in PICKUP_FIELDS}
    for key in ("drop_off_point", "customs_declaration", "general_settings"):
        value = reader.mapping(payload, key, key)
        if value is not None:
            extras[key] = dict(value)
    physical = reader.mapping(payload, "physical_properties", "physical_properties") or {}
    weight = reader.integer(physical.get("weight"), "physical_properties.weight")
    extras["physical_properties"] = {key: value for key, value in physical.items() if key != "weight"}
    reference = payload.get("reference_identifier")
    if reference is not None and not isinstance(reference, (str, int)):
        reader.problem(n.CODE_MISSING_PARAMETER, "reference_identifier", "must be a string")
        reference = None
    extras["reference_identifier"] = None if reference in (None, "") else str(reference)
    follow_ups = _follow_ups(reader, payload.get("secondary_shipments"))
    draft = ShipmentDraft(
        carrier=carrier,  # type: ignore[arg-type]  # None is reported as a problem and never created
        reference=extras["reference_identifier"] or "",
        recipient=recipient,
        options=options,
        sender=sender,
        pickup_location=pickup,
        weight_grams=weight,
        label_description=label_description,
        secondary_shipments=len(follow_ups),
    )
    return Decoded(draft, extras, follow_ups, reader.problems)


def _follow_ups(reader: FieldReader, value: Any) -> list[str | None]:
    """N−1 objects, each `{}` or `{"reference_identifier": …}`, one per extra parcel."""
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(item, Mapping) for item in value):
        reader.problem(
            n.CODE_MISSING_PARAMETER, "secondary_shipments", "must be an array with one object per extra parcel"
        )
        return []
    references: list[str | None] = []
    for item in value:
        reference = item.get("reference_identifier")
        references.append(str(reference) if reference not in (None, "") else None)
    return references
