"""The carrier capability table: what each carrier offers, one data table read by client, UI and sandbox."""

from __future__ import annotations

from dataclasses import dataclass

from station.domain.enums import Carrier, Country, DeliveryType, PackageType, ShipmentOption

O = ShipmentOption
P = PackageType
D = DeliveryType


@dataclass(frozen=True)
class CarrierCapabilities:
    carrier: Carrier
    local_country: Country
    package_types: frozenset[PackageType]
    delivery_types: frozenset[DeliveryType]
    options: frozenset[ShipmentOption]
    options_with_pickup: frozenset[ShipmentOption]
    multi_collo: bool = False
    saturday_delivery: bool = False


def _caps(
    carrier: Carrier,
    country: Country,
    packages: set[PackageType],
    deliveries: set[DeliveryType],
    options: set[ShipmentOption],
    with_pickup: set[ShipmentOption],
    *,
    multi_collo: bool = False,
    saturday_delivery: bool = False,
) -> CarrierCapabilities:
    return CarrierCapabilities(
        carrier,
        country,
        frozenset(packages),
        frozenset(deliveries),
        frozenset(options),
        frozenset(with_pickup),
        multi_collo,
        saturday_delivery,
    )


# The capability table, one row per carrier.
CAPABILITIES: dict[Carrier, CarrierCapabilities] = {
    c.carrier: c
    for c in (
        _caps(
            Carrier.POSTNL,
            Country.NL,
            {P.PACKAGE, P.MAILBOX, P.LETTER, P.DIGITAL_STAMP, P.PACKAGE_SMALL},
            {D.MORNING, D.STANDARD, D.EVENING, D.PICKUP},
            {
                O.SIGNATURE,
                O.ONLY_RECIPIENT,
                O.AGE_CHECK,
                O.INSURANCE,
                O.LARGE_FORMAT,
                O.RETURN,
                O.PRINTERLESS_RETURN,
                O.RECEIPT_CODE,
                O.PRIORITY_DELIVERY,
            },
            {O.SIGNATURE, O.AGE_CHECK, O.INSURANCE, O.LARGE_FORMAT},
            multi_collo=True,
        ),
        _caps(
            Carrier.BPOST,
            Country.BE,
            {P.PACKAGE},
            {D.STANDARD, D.PICKUP},
            {O.SIGNATURE, O.INSURANCE},
            set(),
            multi_collo=True,
            saturday_delivery=True,
        ),
        _caps(Carrier.DPD, Country.BE, {P.PACKAGE, P.MAILBOX}, {D.STANDARD, D.PICKUP}, set(), set()),
        _caps(
            Carrier.DHLFORYOU,
            Country.NL,
            {P.PACKAGE, P.MAILBOX, P.PACKAGE_SMALL},
            {D.STANDARD, D.PICKUP},
            {O.SIGNATURE, O.ONLY_RECIPIENT, O.AGE_CHECK, O.INSURANCE, O.HIDE_SENDER, O.SAME_DAY_DELIVERY},
            {O.INSURANCE},
            saturday_delivery=True,
        ),
        _caps(
            Carrier.DHLPARCELCONNECT,
            Country.NL,
            {P.PACKAGE, P.MAILBOX},
            {D.STANDARD, D.PICKUP},
            {O.SIGNATURE, O.INSURANCE},
            {O.SIGNATURE},
        ),
        _caps(Carrier.DHLEUROPLUS, Country.NL, {P.PACKAGE, P.MAILBOX}, {D.STANDARD}, {O.SIGNATURE, O.INSURANCE}, set()),
        _caps(
            Carrier.UPSSTANDARD,
            Country.NL,
            {P.PACKAGE},
            {D.STANDARD, D.PICKUP},
            {O.SIGNATURE, O.ONLY_RECIPIENT, O.AGE_CHECK, O.INSURANCE, O.COLLECT},
            {O.SIGNATURE, O.INSURANCE},
        ),
        _caps(
            Carrier.UPSEXPRESSSAVER,
            Country.NL,
            {P.PACKAGE},
            {D.EXPRESS, D.PICKUP},
            {O.SIGNATURE, O.ONLY_RECIPIENT, O.AGE_CHECK, O.INSURANCE, O.COLLECT},
            {O.SIGNATURE, O.INSURANCE},
        ),
        _caps(
            Carrier.GLS,
            Country.NL,
            {P.PACKAGE, P.MAILBOX},
            {D.STANDARD, D.PICKUP},
            {O.SIGNATURE, O.ONLY_RECIPIENT, O.INSURANCE},
            {O.SIGNATURE, O.INSURANCE},
        ),
        _caps(
            Carrier.TRUNKRS,
            Country.NL,
            {P.PACKAGE},
            {D.STANDARD},
            {O.SIGNATURE, O.ONLY_RECIPIENT, O.AGE_CHECK, O.RECEIPT_CODE, O.FRESH_FOOD, O.FROZEN, O.SAME_DAY_DELIVERY},
            set(),
        ),
    )
}


def capabilities_of(carrier: Carrier) -> CarrierCapabilities:
    return CAPABILITIES[carrier]
