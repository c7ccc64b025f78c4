"""Checks of single shipment fields: required (500) and well-formed (422), contract §2–§3 and spec §8."""

from __future__ import annotations

import re

from station.domain.insurance import allowed_insurance_amounts, is_allowed_insurance
from station.domain.models import Address, PickupLocation, ShipmentDraft
from station.domain.text import QT_TRANSLATE_NOOP, Text
from station.domain.violations import Rule, Violation

# contract §3: label_description at most 45 characters, recipient.name at most 50.
MAX_LABEL_DESCRIPTION_LENGTH = 45
MAX_NAME_LENGTH = 50

# contract §3: NL `1234AB` with a space allowed, BE `1234`. Dutch and Belgian codes never start with 0.
_POSTAL_CODE_PATTERNS: dict[str, re.Pattern[str]] = {
    "NL": re.compile(r"[1-9][0-9]{3} ?[A-Za-z]{2}"),
    "BE": re.compile(r"[1-9][0-9]{3}"),
}
_COUNTRY_CODE = re.compile(r"[A-Za-z]{2}")

# Recipient fields every shipment needs (spec §2 Recipient; spec §7: "a required field, such as country").
_REQUIRED_RECIPIENT_FIELDS: tuple[str, ...] = ("name", "street", "postal_code", "city", "country")
# A pickup location must say where it is; retail_network_id is carrier-specific and so not required.
_REQUIRED_PICKUP_FIELDS: tuple[str, ...] = (
    "location_code",
    "location_name",
    "street",
    "number",
    "postal_code",
    "city",
    "country",
)


def _is_blank(value: object) -> bool:
    return not isinstance(value, str) or not value.strip()


def is_valid_postal_code(country: str, postal_code: str) -> bool:
    """True when the postal code fits its country's format; countries without a known format accept any."""
    pattern = _POSTAL_CODE_PATTERNS.get(country.strip().upper())
    return pattern is None or pattern.fullmatch(postal_code.strip()) is not None


def normalize_postal_code(postal_code: str) -> str:
    """The postal code without spaces, upper case (NL `1015 cc` → `1015CC`), as tracking URLs use it."""
    return "".join(postal_code.split()).upper()


def is_parseable_street(street: str) -> bool:
    # contract §8: a street without letters cannot be parsed (widget code 3501, also 422 on shipments).
    return any(character.isalpha() for character in street)


def required_field_violations(draft: ShipmentDraft) -> list[Violation]:
    """500 violations: the recipient fields and the pickup location fields that are empty."""
    found = _blank_fields("recipient", draft.recipient, _REQUIRED_RECIPIENT_FIELDS)
    if draft.pickup_location is not None:
        found += _blank_fields("pickup_location", draft.pickup_location, _REQUIRED_PICKUP_FIELDS)
    return found


def _blank_fields(prefix: str, record: Address | PickupLocation, names: tuple[str, ...]) -> list[Violation]:
    return [
        Violation.of(f"{prefix}.{name}", Rule.REQUIRED_FIELD_EMPTY, _empty(prefix, name))
        for name in names
        if _is_blank(getattr(record, name, None))
    ]


def _empty(prefix: str, name: str) -> Text:
    """ "The recipient's postal code is empty; fill it in.", with the field in words a translation can use whole."""
    field = _FIELD_WORDS.get((prefix, name)) or Text("", f"The {prefix.replace('_', ' ')}'s {name.replace('_', ' ')}")
    return QT_TRANSLATE_NOOP("Rules", "{field} is empty; fill it in.").format(field=field)


# Each required field in operator words (an address's owner and the field together, so a translation can say them
# in its own order: "De postcode van de ontvanger").
_FIELD_WORDS: dict[tuple[str, str], Text] = {
    ("recipient", "name"): QT_TRANSLATE_NOOP("Rules", "The recipient's name"),
    ("recipient", "street"): QT_TRANSLATE_NOOP("Rules", "The recipient's street"),
    ("recipient", "postal_code"): QT_TRANSLATE_NOOP("Rules", "The recipient's postal code"),
    ("recipient", "city"): QT_TRANSLATE_NOOP("Rules", "The recipient's city"),
    ("recipient", "country"): QT_TRANSLATE_NOOP("Rules", "The recipient's country"),
    ("sender", "name"): QT_TRANSLATE_NOOP("Rules", "The sender's name"),
    ("sender", "street"): QT_TRANSLATE_NOOP("Rules", "The sender's street"),
    ("sender", "postal_code"): QT_TRANSLATE_NOOP("Rules", "The sender's postal code"),
    ("sender", "city"): QT_TRANSLATE_NOOP("Rules", "The sender's city"),
    ("sender", "country"): QT_TRANSLATE_NOOP("Rules", "The sender's country"),
    ("pickup_location", "location_code"): QT_TRANSLATE_NOOP("Rules", "The pickup location's location code"),
    ("pickup_location", "location_name"): QT_TRANSLATE_NOOP("Rules", "The pickup location's location name"),
    ("pickup_location", "street"): QT_TRANSLATE_NOOP("Rules", "The pickup location's street"),
    ("pickup_location", "number"): QT_TRANSLATE_NOOP("Rules", "The pickup location's number"),
    ("pickup_location", "postal_code"): QT_TRANSLATE_NOOP("Rules", "The pickup location's postal code"),
    ("pickup_location", "city"): QT_TRANSLATE_NOOP("Rules", "The pickup location's city"),
    ("pickup_location", "country"): QT_TRANSLATE_NOOP("Rules", "The pickup location's country"),
}


def address_violations(address: Address, prefix: str) -> list[Violation]:
    """Every rule an address breaks, as a recipient's is checked: the required fields, a two-letter country, the
    postal code of that country, a readable street and a name that fits. `prefix` names it in fields and texts
    (`sender` → `sender.postal_code`, "The sender's postal code …")."""
    found = [
        Violation.of(f"{prefix}.{name}", Rule.REQUIRED_FIELD_EMPTY, _empty(prefix, name))
        for name in _REQUIRED_RECIPIENT_FIELDS
        if _is_blank(getattr(address, name, None))
    ]
    country = address.country.strip().upper() if isinstance(address.country, str) else ""
    if country and not _COUNTRY_CODE.fullmatch(country):
        found.append(
            Violation.of(
                f"{prefix}.country",
                Rule.COUNTRY_CODE_FORMAT,
                QT_TRANSLATE_NOOP("Rules", "'{country}' is not a two-letter country code (such as NL or BE).").format(
                    country=address.country
                ),
            )
        )
    elif not _is_blank(address.postal_code) and country and not is_valid_postal_code(country, address.postal_code):
        example = {"NL": "1234 AB", "BE": "1234"}[country]
        found.append(
            Violation.of(
                f"{prefix}.postal_code",
                Rule.POSTAL_CODE_FORMAT,
                QT_TRANSLATE_NOOP(
                    "Rules", "'{postal_code}' is not a postal code of {country}; write it like {example}."
                ).format(postal_code=address.postal_code, country=country, example=example),
            )
        )
    if not _is_blank(address.street) and not is_parseable_street(address.street):
        found.append(
            Violation.of(
                f"{prefix}.street",
                Rule.STREET_UNPARSEABLE,
                QT_TRANSLATE_NOOP(
                    "Rules", "The street '{street}' cannot be read; give the street name and house number."
                ).format(street=address.street),
            )
        )
    if isinstance(address.name, str) and len(address.name) > MAX_NAME_LENGTH:
        found.append(
            Violation.of(
                f"{prefix}.name",
                Rule.NAME_TOO_LONG,
                QT_TRANSLATE_NOOP("Rules", "{field} has {count} characters; at most {limit} fit.").format(
                    field=_FIELD_WORDS.get((prefix, "name")) or Text("", f"The {prefix}'s name"),
                    count=len(address.name),
                    limit=MAX_NAME_LENGTH,
                ),
            )
        )
    return found


NO_SENDER = QT_TRANSLATE_NOOP(
    "Rules",
    'No sender address is set up for this shop: the label would say "FROM —" and returns would '
    "have nowhere to go. Set it in Account settings (Sender address), then create the shipment.",
)


def sender_violations(sender: Address | None) -> list[Violation]:
    """Station ships nothing without its sender (the label's FROM, where returns go): a missing sender is named
    first, a sender is checked as a recipient is."""
    if sender is None:
        return [Violation.of("sender", Rule.REQUIRED_FIELD_EMPTY, NO_SENDER)]
    return address_violations(sender, "sender")


def field_format_violations(draft: ShipmentDraft) -> list[Violation]:
    """422 violations: country, postal code, street, lengths, weight, parcel count and insurance amount."""
    recipient = draft.recipient
    found: list[Violation] = []
    country = recipient.country.strip().upper() if isinstance(recipient.country, str) else ""
    if country and not _COUNTRY_CODE.fullmatch(country):
        found.append(
            Violation.of(
                "recipient.country",
                Rule.COUNTRY_CODE_FORMAT,
                QT_TRANSLATE_NOOP("Rules", "'{country}' is not a two-letter country code (such as NL or BE).").format(
                    country=recipient.country
                ),
            )
        )
    if not _is_blank(recipient.postal_code) and country and not is_valid_postal_code(country, recipient.postal_code):
        example = {"NL": "1234 AB", "BE": "1234"}[country]
        found.append(
            Violation.of(
                "recipient.postal_code",
                Rule.POSTAL_CODE_FORMAT,
                QT_TRANSLATE_NOOP(
                    "Rules", "'{postal_code}' is not a postal code of {country}; write it like {example}."
                ).format(postal_code=recipient.postal_code, country=country, example=example),
            )
        )
    if not _is_blank(recipient.street) and not is_parseable_street(recipient.street):
        found.append(
            Violation.of(
                "recipient.street",
                Rule.STREET_UNPARSEABLE,
                QT_TRANSLATE_NOOP(
                    "Rules", "The street '{street}' cannot be read; give the street name and house number."
                ).format(street=recipient.street),
            )
        )
    if isinstance(recipient.name, str) and len(recipient.name) > MAX_NAME_LENGTH:
        found.append(
            Violation.of(
                "recipient.name",
                Rule.NAME_TOO_LONG,
                QT_TRANSLATE_NOOP("Rules", "{field} has {count} characters; at most {limit} fit.").format(
                    field=_FIELD_WORDS[("recipient", "name")], count=len(recipient.name), limit=MAX_NAME_LENGTH
                ),
            )
        )
    if isinstance(draft.label_description, str) and len(draft.label_description) > MAX_LABEL_DESCRIPTION_LENGTH:
        found.append(
            Violation.of(
                "label_description",
                Rule.LABEL_DESCRIPTION_TOO_LONG,
                QT_TRANSLATE_NOOP("Rules", "{field} has {count} characters; at most {limit} fit.").format(
                    field=QT_TRANSLATE_NOOP("Rules", "The label description"),
                    count=len(draft.label_description),
                    limit=MAX_LABEL_DESCRIPTION_LENGTH,
                ),
            )
        )
    if draft.weight_grams is not None and draft.weight_grams <= 0:
        found.append(
            Violation.of(
                "physical_properties.weight",
                Rule.WEIGHT_NOT_POSITIVE,
                QT_TRANSLATE_NOOP("Rules", "The weight must be more than 0 grams."),
            )
        )
    if draft.secondary_shipments < 0:
        found.append(
            Violation.of(
                "secondary_shipments",
                Rule.SECONDARY_SHIPMENTS_NEGATIVE,
                QT_TRANSLATE_NOOP("Rules", "The number of extra parcels cannot be negative."),
            )
        )
    found.extend(insurance_violations(country, draft.options.insurance))
    return found


def insurance_violations(country: str, cents: int) -> list[Violation]:
    """422 when the amount is not one of the country's steps (the capability table, contract code 3743)."""
    if is_allowed_insurance(country, cents):
        return []
    amounts = allowed_insurance_amounts(country)
    if len(amounts) == 1:
        allowed = QT_TRANSLATE_NOOP("Rules", "no insurance")
    else:
        allowed = QT_TRANSLATE_NOOP("Rules", "one of the steps from € {lowest} to € {highest}").format(
            lowest=f"{amounts[1] / 100:.2f}", highest=f"{amounts[-1] / 100:.2f}"
        )
    return [
        Violation.of(
            "options.insurance",
            Rule.INSURANCE_AMOUNT,
            QT_TRANSLATE_NOOP(
                "Rules", "Insurance of {cents} cents is not possible to {country}; choose {allowed}."
            ).format(cents=cents, country=country or QT_TRANSLATE_NOOP("Rules", "this country"), allowed=allowed),
        )
    ]
