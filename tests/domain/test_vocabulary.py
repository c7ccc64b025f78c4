"""The shared vocabulary: enumerations (spec §2, §3, §6), the capability table and the small model helpers."""

from __future__ import annotations

import pytest

from station.domain.capabilities import CAPABILITIES, capabilities_of
from station.domain.enums import (
    Carrier,
    Country,
    DeliveryType,
    PackageType,
    Platform,
    ShipmentOption,
    ShipmentStatus,
)
from station.domain.field_rules import normalize_postal_code
from station.domain.models import Address, Shipment, ShipmentDraft, ShipmentOptions


def test_carrier_ids_and_slugs() -> None:
    # spec §2 Carrier ids: 1, 2, 4, 9, 10, 11, 12, 13, 14, 16; slugs from the capability table
    assert [int(carrier) for carrier in Carrier] == [1, 2, 4, 9, 10, 11, 12, 13, 14, 16]
    assert [carrier.slug for carrier in Carrier] == [
        "postnl",
        "bpost",
        "dpd",
        "dhlforyou",
        "dhlparcelconnect",
        "dhleuroplus",
        "upsstandard",
        "upsexpresssaver",
        "gls",
        "trunkrs",
    ]
    assert all(carrier.display_name for carrier in Carrier)


@pytest.mark.parametrize(
    ("value", "carrier"),
    [("postnl", Carrier.POSTNL), ("GLS", Carrier.GLS), (16, Carrier.TRUNKRS), ("9", Carrier.DHLFORYOU)],
)
def test_carrier_parse(value: str | int, carrier: Carrier) -> None:
    assert Carrier.parse(value) is carrier


@pytest.mark.parametrize("value", ["royalmail", 3, "3", True, ""])
def test_carrier_parse_rejects(value: str | int) -> None:
    with pytest.raises(ValueError):
        Carrier.parse(value)


@pytest.mark.parametrize(
    ("enum", "value", "member"),
    [
        # spec §2: package_type / delivery_type "string or integer id"
        (PackageType, "mailbox", PackageType.MAILBOX),
        (PackageType, 6, PackageType.PACKAGE_SMALL),
        (PackageType, "4", PackageType.DIGITAL_STAMP),
        (DeliveryType, "PICKUP", DeliveryType.PICKUP),
        (DeliveryType, 7, DeliveryType.EXPRESS),
        (ShipmentStatus, "handed_over", ShipmentStatus.HANDED_OVER),
    ],
)
def test_named_id_parse(enum: type[PackageType], value: str | int, member: PackageType) -> None:
    assert enum.parse(value) is member


@pytest.mark.parametrize("value", ["pallet", 5, "5", False])
def test_named_id_parse_rejects(value: str | int) -> None:
    with pytest.raises(ValueError):
        PackageType.parse(value)


def test_display_names() -> None:
    assert PackageType.PACKAGE_SMALL.display_name == "package small"
    assert ShipmentOption.ONLY_RECIPIENT.display_name == "only recipient"


def test_statuses() -> None:
    # spec §3: pending and printed may be cancelled; contract §3 codes
    assert {status for status in ShipmentStatus if status.cancellable} == {
        ShipmentStatus.PENDING,
        ShipmentStatus.PRINTED,
    }
    assert {status for status in ShipmentStatus if status.final} == {
        ShipmentStatus.DELIVERED,
        ShipmentStatus.RETURNED,
        ShipmentStatus.CANCELLED,
    }


@pytest.mark.parametrize(
    ("option", "camel"),
    [
        # spec §2 Delivery selection: camelCase option keys (signature, onlyRecipient)
        (ShipmentOption.SIGNATURE, "signature"),
        (ShipmentOption.ONLY_RECIPIENT, "onlyRecipient"),
        (ShipmentOption.SAME_DAY_DELIVERY, "sameDayDelivery"),
        (ShipmentOption.RETURN, "return"),
    ],
)
def test_camel_names(option: ShipmentOption, camel: str) -> None:
    assert option.camel_name == camel
    assert ShipmentOption.from_camel_name(camel) is option


def test_unknown_camel_name() -> None:
    with pytest.raises(ValueError):
        ShipmentOption.from_camel_name("only_recipient")


def test_platforms() -> None:
    # spec §6 config.platform: one value for NL shops, one for BE shops
    assert (Platform.NL.country, Platform.BE.country) == (Country.NL, Country.BE)
    assert (Platform.NL.default_locale, Platform.BE.default_locale) == ("nl-NL", "nl-BE")


def test_capability_table_has_every_carrier() -> None:
    # Capability table: one row per carrier
    assert set(CAPABILITIES) == set(Carrier)
    assert capabilities_of(Carrier.BPOST).local_country is Country.BE
    for carrier, caps in CAPABILITIES.items():
        assert caps.carrier is carrier
        assert caps.options_with_pickup <= caps.options


def test_shipment_options_helpers() -> None:
    options = ShipmentOptions(flags=frozenset({ShipmentOption.SIGNATURE}), insurance=500)
    assert options.has(ShipmentOption.SIGNATURE) and options.has(ShipmentOption.INSURANCE)
    assert not options.has(ShipmentOption.AGE_CHECK) and not ShipmentOptions().has(ShipmentOption.INSURANCE)
    assert options.enabled == {ShipmentOption.SIGNATURE, ShipmentOption.INSURANCE}


def test_shipment_reference() -> None:
    draft = ShipmentDraft(Carrier.POSTNL, "ORD-7", Address("A", "Dam 1", "1012JS", "Amsterdam", "NL"))
    shipment = Shipment(1, draft, ShipmentStatus.PENDING, "3S1", "https://t", "https://l")
    assert shipment.reference == "ORD-7"


@pytest.mark.parametrize(("code", "expected"), [("1015 cc", "1015CC"), (" 2000 ", "2000")])
def test_normalize_postal_code(code: str, expected: str) -> None:
    assert normalize_postal_code(code) == expected
