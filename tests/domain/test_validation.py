"""Shipment validation: one table row per rule, each citing where the rule is written."""

from __future__ import annotations

from dataclasses import replace

import pytest

from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption
from station.domain.errors import ErrorKind
from station.domain.models import Address, PickupLocation, ShipmentDraft, ShipmentOptions
from station.domain.validation import (
    ANSWER_PRECEDENCE,
    Rule,
    Violation,
    allowed_delivery_types,
    allowed_options,
    allowed_package_types,
    decisive_violations,
    options_excluded_by,
    options_required_by,
    validate_shipment,
)

O = ShipmentOption
P = PackageType
D = DeliveryType
C = Carrier

NL_RECIPIENT = Address("J. Jansen", "Keizersgracht 1", "1015 CC", "Amsterdam", "NL")
BE_RECIPIENT = Address("A. Peeters", "Meir 1", "2000", "Antwerpen", "BE")
DE_RECIPIENT = Address("K. Müller", "Hauptstraße 1", "10115", "Berlin", "DE")
LOCATION = PickupLocation(
    location_code="176227",
    retail_network_id="PNPNL-01",
    location_name="Primera",
    street="Dam",
    number="1",
    postal_code="1012JS",
    city="Amsterdam",
    country="NL",
)


def draft(
    carrier: Carrier = C.POSTNL,
    *,
    recipient: Address = NL_RECIPIENT,
    package: PackageType = P.PACKAGE,
    delivery: DeliveryType = D.STANDARD,
    flags: set[ShipmentOption] | None = None,
    insurance: int = 0,
    **extra: object,
) -> ShipmentDraft:
    options = ShipmentOptions(package, delivery, frozenset(flags or set()), insurance)
    return ShipmentDraft(carrier, "ORD-1", recipient, options, **extra)  # type: ignore[arg-type]


def rules(violations: list[Violation]) -> set[tuple[str, Rule]]:
    return {(violation.field, violation.rule) for violation in violations}


def test_a_plain_postnl_parcel_is_valid() -> None:
    assert validate_shipment(draft()) == []


# Each row: the draft, the (field, rule) pairs it must produce — exactly these, nothing else.
CASES: list[tuple[str, ShipmentDraft, set[tuple[str, Rule]]]] = [
    # spec §7 500 "A required field, such as country, is empty"; contract §2 500
    (
        "country empty",
        draft(recipient=replace(NL_RECIPIENT, country="")),
        {("recipient.country", Rule.REQUIRED_FIELD_EMPTY)},
    ),
    (
        "name and city blank",
        draft(recipient=replace(NL_RECIPIENT, name=" ", city="")),
        {("recipient.name", Rule.REQUIRED_FIELD_EMPTY), ("recipient.city", Rule.REQUIRED_FIELD_EMPTY)},
    ),
    (
        "street and postal code empty",
        draft(recipient=replace(NL_RECIPIENT, street="", postal_code="")),
        {("recipient.street", Rule.REQUIRED_FIELD_EMPTY), ("recipient.postal_code", Rule.REQUIRED_FIELD_EMPTY)},
    ),
    (
        "pickup location without its code",
        draft(delivery=D.PICKUP, pickup_location=replace(LOCATION, location_code="")),
        {("pickup_location.location_code", Rule.REQUIRED_FIELD_EMPTY)},
    ),
    # Capability table: package types per carrier
    (
        "bpost letter",
        draft(C.BPOST, recipient=BE_RECIPIENT, package=P.LETTER),
        {("options.package_type", Rule.PACKAGE_TYPE_NOT_SUPPORTED)},
    ),
    # Capability table: delivery types per carrier
    ("dpd morning", draft(C.DPD, delivery=D.MORNING), {("options.delivery_type", Rule.DELIVERY_TYPE_NOT_SUPPORTED)}),
    (
        "upsexpresssaver standard",
        draft(C.UPSEXPRESSSAVER, delivery=D.STANDARD),
        {("options.delivery_type", Rule.DELIVERY_TYPE_NOT_SUPPORTED)},
    ),
    # spec §2 "A carrier that does not support an option rejects it"
    ("dpd signature", draft(C.DPD, flags={O.SIGNATURE}), {("options.signature", Rule.OPTION_NOT_SUPPORTED)}),
    (
        "dhleuroplus only_recipient",
        draft(C.DHLEUROPLUS, flags={O.ONLY_RECIPIENT}),
        {("options.only_recipient", Rule.OPTION_NOT_SUPPORTED)},
    ),
    # Capability table: "printerless_return only on carriers that list it (postnl); return likewise"
    (
        "dhlforyou return",
        draft(C.DHLFORYOU, flags={O.RETURN, O.PRINTERLESS_RETURN}),
        {("options.return", Rule.OPTION_NOT_SUPPORTED), ("options.printerless_return", Rule.OPTION_NOT_SUPPORTED)},
    ),
    # Capability table: "options not in the pickup column are rejected"
    (
        "postnl pickup only_recipient",
        draft(delivery=D.PICKUP, pickup_location=LOCATION, flags={O.ONLY_RECIPIENT}),
        {("options.only_recipient", Rule.OPTION_NOT_WITH_PICKUP)},
    ),
    (
        "dhlforyou pickup signature",
        draft(C.DHLFORYOU, delivery=D.PICKUP, pickup_location=LOCATION, flags={O.SIGNATURE}),
        {("options.signature", Rule.OPTION_NOT_WITH_PICKUP)},
    ),
    (
        "postnl pickup with allowed options",
        draft(delivery=D.PICKUP, pickup_location=LOCATION, flags={O.SIGNATURE, O.LARGE_FORMAT}, insurance=50000),
        set(),
    ),
    # spec §2 "receipt_code together with signature is blocked"; the capability table: postnl receipt_code needs insurance
    (
        "trunkrs receipt code and signature",
        draft(C.TRUNKRS, flags={O.RECEIPT_CODE, O.SIGNATURE}),
        {("options.receipt_code", Rule.RECEIPT_CODE_WITH_SIGNATURE)},
    ),
    (
        "postnl receipt code without insurance",
        draft(flags={O.RECEIPT_CODE}),
        {("options.insurance", Rule.RECEIPT_CODE_NEEDS_INSURANCE)},
    ),
    ("postnl receipt code insured", draft(flags={O.RECEIPT_CODE}, insurance=500), set()),
    ("trunkrs receipt code needs no insurance", draft(C.TRUNKRS, flags={O.RECEIPT_CODE}), set()),
    # Capability table: "Shipment options are allowed only for package and package_small"
    (
        "postnl mailbox signature",
        draft(package=P.MAILBOX, flags={O.SIGNATURE}),
        {("options.signature", Rule.OPTIONS_ONLY_FOR_PACKAGE)},
    ),
    (
        "postnl letter insured",
        draft(package=P.LETTER, insurance=500),
        {("options.insurance", Rule.OPTIONS_ONLY_FOR_PACKAGE)},
    ),
    ("postnl package_small signature", draft(package=P.PACKAGE_SMALL, flags={O.SIGNATURE}), set()),
    # Capability table: "any other package type forces delivery type standard"
    (
        "postnl mailbox evening",
        draft(package=P.MAILBOX, delivery=D.EVENING),
        {("options.delivery_type", Rule.NON_PACKAGE_NEEDS_STANDARD_DELIVERY)},
    ),
    # spec §2 Package types "mailbox … NL-only"; spec §8
    (
        "postnl mailbox to BE",
        draft(package=P.MAILBOX, recipient=BE_RECIPIENT),
        {("options.package_type", Rule.MAILBOX_NL_ONLY)},
    ),
    # Capability table: "priority_delivery only on postnl mailbox, NL only"; spec §9 6.26.1
    ("postnl mailbox priority", draft(package=P.MAILBOX, flags={O.PRIORITY_DELIVERY}), set()),
    (
        "postnl package priority",
        draft(flags={O.PRIORITY_DELIVERY}),
        {("options.priority_delivery", Rule.PRIORITY_DELIVERY_MAILBOX_NL_ONLY)},
    ),
    (
        "postnl mailbox priority to BE",
        draft(package=P.MAILBOX, recipient=BE_RECIPIENT, flags={O.PRIORITY_DELIVERY}),
        {
            ("options.package_type", Rule.MAILBOX_NL_ONLY),
            ("options.priority_delivery", Rule.PRIORITY_DELIVERY_MAILBOX_NL_ONLY),
        },
    ),
    # spec §2 Package types "digital_stamp … weight must be set"
    (
        "digital stamp without weight",
        draft(package=P.DIGITAL_STAMP),
        {("physical_properties.weight", Rule.DIGITAL_STAMP_NEEDS_WEIGHT)},
    ),
    ("digital stamp with weight", draft(package=P.DIGITAL_STAMP, weight_grams=20), set()),
    (
        "digital stamp with zero weight",
        draft(package=P.DIGITAL_STAMP, weight_grams=0),
        {
            ("physical_properties.weight", Rule.DIGITAL_STAMP_NEEDS_WEIGHT),
            ("physical_properties.weight", Rule.WEIGHT_NOT_POSITIVE),
        },
    ),
    # spec §2 Delivery types "A pickup delivery needs a pickup location"
    ("pickup without location", draft(delivery=D.PICKUP), {("pickup_location", Rule.PICKUP_NEEDS_LOCATION)}),
    (
        "location without pickup",
        draft(pickup_location=LOCATION),
        {("pickup_location", Rule.PICKUP_LOCATION_WITHOUT_PICKUP)},
    ),
    # Capability table: "age_check only for recipient country NL; on postnl and ups it requires signature and
    # only_recipient (on ups: signature)"
    (
        "postnl age check alone",
        draft(flags={O.AGE_CHECK}),
        {
            ("options.signature", Rule.AGE_CHECK_NEEDS_SIGNATURE),
            ("options.only_recipient", Rule.AGE_CHECK_NEEDS_ONLY_RECIPIENT),
        },
    ),
    ("postnl age check complete", draft(flags={O.AGE_CHECK, O.SIGNATURE, O.ONLY_RECIPIENT}), set()),
    (
        "postnl pickup age check with signature",
        draft(delivery=D.PICKUP, pickup_location=LOCATION, flags={O.AGE_CHECK, O.SIGNATURE}),
        set(),
    ),
    (
        "ups age check needs signature only",
        draft(C.UPSSTANDARD, flags={O.AGE_CHECK}),
        {("options.signature", Rule.AGE_CHECK_NEEDS_SIGNATURE)},
    ),
    ("dhlforyou age check alone", draft(C.DHLFORYOU, flags={O.AGE_CHECK}), set()),
    (
        "age check to BE",
        draft(C.DHLFORYOU, recipient=BE_RECIPIENT, flags={O.AGE_CHECK}),
        {("options.age_check", Rule.AGE_CHECK_NL_ONLY)},
    ),
    # Capability table: "multi_collo only on carriers with it in Extra, package type package, recipient NL or BE"
    ("postnl multi collo", draft(secondary_shipments=2), set()),
    ("bpost multi collo", draft(C.BPOST, recipient=BE_RECIPIENT, secondary_shipments=1), set()),
    ("dpd multi collo", draft(C.DPD, secondary_shipments=1), {("secondary_shipments", Rule.MULTI_COLLO_NOT_SUPPORTED)}),
    (
        "postnl multi collo small",
        draft(package=P.PACKAGE_SMALL, secondary_shipments=1),
        {("secondary_shipments", Rule.MULTI_COLLO_NOT_SUPPORTED)},
    ),
    (
        "postnl multi collo to DE",
        draft(recipient=DE_RECIPIENT, secondary_shipments=1),
        {("secondary_shipments", Rule.MULTI_COLLO_NOT_SUPPORTED)},
    ),
    (
        "negative parcel count",
        draft(secondary_shipments=-1),
        {("secondary_shipments", Rule.SECONDARY_SHIPMENTS_NEGATIVE)},
    ),
    # Capability table: insurance amounts, contract §2 422 code 3743
    ("NL insurance 250", draft(insurance=250), set()),
    ("NL insurance 300", draft(insurance=300), {("options.insurance", Rule.INSURANCE_AMOUNT)}),
    ("NL insurance above 50000", draft(insurance=50500), {("options.insurance", Rule.INSURANCE_AMOUNT)}),
    (
        "BE insurance 2500",
        draft(C.BPOST, recipient=BE_RECIPIENT, insurance=2500),
        {("options.insurance", Rule.INSURANCE_AMOUNT)},
    ),
    ("DE insurance", draft(recipient=DE_RECIPIENT, insurance=500), {("options.insurance", Rule.INSURANCE_AMOUNT)}),
    ("negative insurance", draft(insurance=-100), {("options.insurance", Rule.INSURANCE_AMOUNT)}),
    # contract §3 postal code per country, 422 code 3505
    (
        "NL postal code without letters",
        draft(recipient=replace(NL_RECIPIENT, postal_code="1015")),
        {("recipient.postal_code", Rule.POSTAL_CODE_FORMAT)},
    ),
    ("NL postal code lower case, no space", draft(recipient=replace(NL_RECIPIENT, postal_code="1015cc")), set()),
    (
        "NL postal code with leading zero",
        draft(recipient=replace(NL_RECIPIENT, postal_code="0123 AB")),
        {("recipient.postal_code", Rule.POSTAL_CODE_FORMAT)},
    ),
    (
        "BE postal code with letters",
        draft(C.BPOST, recipient=replace(BE_RECIPIENT, postal_code="2000AB")),
        {("recipient.postal_code", Rule.POSTAL_CODE_FORMAT)},
    ),
    ("DE postal code is not checked", draft(recipient=DE_RECIPIENT), set()),
    (
        "country code of three letters",
        draft(recipient=replace(DE_RECIPIENT, country="DEU")),
        {("recipient.country", Rule.COUNTRY_CODE_FORMAT)},
    ),
    # contract §2 422 code 3501 street; contract §8 "a street without letters cannot be parsed"
    (
        "street of digits",
        draft(recipient=replace(NL_RECIPIENT, street="12 34")),
        {("recipient.street", Rule.STREET_UNPARSEABLE)},
    ),
    # contract §3 "label_description at most 45 characters, recipient.name at most 50"
    ("label description of 45", draft(label_description="x" * 45), set()),
    (
        "label description of 46",
        draft(label_description="x" * 46),
        {("label_description", Rule.LABEL_DESCRIPTION_TOO_LONG)},
    ),
    ("name of 50", draft(recipient=replace(NL_RECIPIENT, name="n" * 50)), set()),
    ("name of 51", draft(recipient=replace(NL_RECIPIENT, name="n" * 51)), {("recipient.name", Rule.NAME_TOO_LONG)}),
    ("negative weight", draft(weight_grams=-5), {("physical_properties.weight", Rule.WEIGHT_NOT_POSITIVE)}),
]


@pytest.mark.parametrize(("case", "shipment", "expected"), CASES, ids=[case[0] for case in CASES])
def test_rule_table(case: str, shipment: ShipmentDraft, expected: set[tuple[str, Rule]]) -> None:
    violations = validate_shipment(shipment)
    assert rules(violations) == expected
    for violation in violations:
        assert violation.kind is violation.rule.kind
        assert violation.message.endswith(".") and len(violation.message) > 20


@pytest.mark.parametrize(
    ("shipment", "fields"),
    [
        (draft(C.TRUNKRS, flags={O.RECEIPT_CODE, O.SIGNATURE}), ("options.receipt_code", "options.signature")),
        (draft(flags={O.RECEIPT_CODE}), ("options.insurance", "options.receipt_code")),
        (draft(C.UPSSTANDARD, flags={O.AGE_CHECK}), ("options.signature", "options.age_check")),
        (draft(flags={O.AGE_CHECK, O.SIGNATURE}), ("options.only_recipient", "options.age_check")),
    ],
)
def test_a_combination_of_two_options_names_both(shipment: ShipmentDraft, fields: tuple[str, ...]) -> None:
    # contract §2: "for a combination of two options, both are named".
    (violation,) = validate_shipment(shipment)
    assert violation.fields == fields


def test_every_violation_is_reported_at_once() -> None:
    # contract §2 "A 412 or 422 lists every violation found in errors, not only the first."
    shipment = draft(
        C.DPD,
        recipient=replace(NL_RECIPIENT, country="", name="n" * 60),
        package=P.LETTER,
        delivery=D.EVENING,
        flags={O.SIGNATURE},
        insurance=333,
        label_description="x" * 50,
    )
    found = validate_shipment(shipment, active_carriers={C.POSTNL})
    assert {violation.kind for violation in found} == {
        ErrorKind.MISSING_FIELD,
        ErrorKind.CARRIER_NOT_ACTIVE,
        ErrorKind.INVALID_COMBINATION,
        ErrorKind.VALIDATION,
    }
    assert ("options.package_type", Rule.PACKAGE_TYPE_NOT_SUPPORTED) in rules(found)
    assert ("options.signature", Rule.OPTION_NOT_SUPPORTED) in rules(found)
    assert ("recipient.name", Rule.NAME_TOO_LONG) in rules(found)


def test_carrier_not_active_for_the_shop() -> None:
    # spec §2 Carrier ids "using a carrier not activated for the shop is rejected"; spec §7 403
    found = validate_shipment(draft(C.GLS), active_carriers={C.POSTNL, C.DPD})
    assert rules(found) == {("carrier", Rule.CARRIER_NOT_ACTIVE)}
    assert found[0].kind.http_status == 403
    assert validate_shipment(draft(C.GLS), active_carriers={C.GLS}) == []
    assert validate_shipment(draft(C.GLS), active_carriers=None) == []


def test_a_draft_without_carrier_reports_a_missing_field() -> None:
    shipment = replace(draft(insurance=300), carrier=None)  # type: ignore[arg-type]
    assert rules(validate_shipment(shipment)) == {
        ("carrier", Rule.REQUIRED_FIELD_EMPTY),
        ("options.insurance", Rule.INSURANCE_AMOUNT),
    }


@pytest.mark.parametrize(
    ("kinds", "answer"),
    [
        # contract §2 precedence: 500 (missing) → 403 (3762 carrier) → 412 → 422
        ({ErrorKind.VALIDATION, ErrorKind.INVALID_COMBINATION, ErrorKind.MISSING_FIELD}, ErrorKind.MISSING_FIELD),
        (
            {ErrorKind.VALIDATION, ErrorKind.INVALID_COMBINATION, ErrorKind.CARRIER_NOT_ACTIVE},
            ErrorKind.CARRIER_NOT_ACTIVE,
        ),
        ({ErrorKind.VALIDATION, ErrorKind.INVALID_COMBINATION}, ErrorKind.INVALID_COMBINATION),
        ({ErrorKind.VALIDATION}, ErrorKind.VALIDATION),
        # contract §2: 401 and the 403s of account and scope come before a missing field
        ({ErrorKind.MISSING_FIELD, ErrorKind.ACCOUNT_NOT_ACTIVE}, ErrorKind.ACCOUNT_NOT_ACTIVE),
        ({ErrorKind.FORBIDDEN, ErrorKind.ACCOUNT_NOT_ACTIVE, ErrorKind.UNAUTHENTICATED}, ErrorKind.UNAUTHENTICATED),
        ({ErrorKind.MISSING_FIELD, ErrorKind.FORBIDDEN}, ErrorKind.FORBIDDEN),
        ({ErrorKind.VALIDATION, ErrorKind.NOT_FOUND}, ErrorKind.VALIDATION),
        ({ErrorKind.NOT_FOUND}, ErrorKind.NOT_FOUND),
    ],
)
def test_decisive_violations_follow_contract_precedence(kinds: set[ErrorKind], answer: ErrorKind) -> None:
    violations = [
        Violation(f"field{index}", Rule.REQUIRED_FIELD_EMPTY, kind, "m")
        for index, kind in enumerate(sorted(kinds, key=lambda kind: kind.value) * 2)
    ]
    decisive = decisive_violations(violations)
    assert decisive == [violation for violation in violations if violation.kind is answer]
    assert len(decisive) == 2  # every violation of the answering kind, not only the first


def test_decisive_violations_of_nothing() -> None:
    assert decisive_violations([]) == []


def test_answer_precedence_ranks_every_kind_once() -> None:
    assert sorted(ANSWER_PRECEDENCE, key=lambda kind: kind.value) == sorted(ErrorKind, key=lambda kind: kind.value)


@pytest.mark.parametrize(
    ("rule", "status", "code"),
    [
        (Rule.REQUIRED_FIELD_EMPTY, 500, 3212),  # contract §2
        (Rule.CARRIER_NOT_ACTIVE, 403, 3762),
        (Rule.OPTION_NOT_SUPPORTED, 412, 3705),
        (Rule.POSTAL_CODE_FORMAT, 422, 3505),
        (Rule.LABEL_POSITION, 422, 3708),
        (Rule.PAPER_FORMAT, 422, 3709),
        (Rule.INSURANCE_AMOUNT, 422, 3743),
        (Rule.STREET_UNPARSEABLE, 422, 3501),
        (Rule.NAME_TOO_LONG, 422, 3212),
    ],
)
def test_rule_status_and_code(rule: Rule, status: int, code: int) -> None:
    assert rule.kind.http_status == status
    assert rule.contract_code == code


@pytest.mark.parametrize(
    ("carrier", "country", "expected"),
    [
        # Capability table: package types; mailbox NL-only (spec §2)
        (C.POSTNL, "NL", (P.PACKAGE, P.MAILBOX, P.LETTER, P.DIGITAL_STAMP, P.PACKAGE_SMALL)),
        (C.POSTNL, "be", (P.PACKAGE, P.LETTER, P.DIGITAL_STAMP, P.PACKAGE_SMALL)),
        (C.DPD, "NL", (P.PACKAGE, P.MAILBOX)),
        (C.BPOST, "BE", (P.PACKAGE,)),
    ],
)
def test_allowed_package_types(carrier: Carrier, country: str, expected: tuple[PackageType, ...]) -> None:
    assert allowed_package_types(carrier, country) == expected


@pytest.mark.parametrize(
    ("carrier", "package", "expected"),
    [
        (C.POSTNL, P.PACKAGE, (D.MORNING, D.STANDARD, D.EVENING, D.PICKUP)),  # the capability table
        (C.POSTNL, P.MAILBOX, (D.STANDARD,)),  # Capability table: other package types force standard
        (C.UPSEXPRESSSAVER, P.PACKAGE, (D.PICKUP, D.EXPRESS)),
        (C.BPOST, P.MAILBOX, ()),  # bpost has no mailbox
    ],
)
def test_allowed_delivery_types(carrier: Carrier, package: PackageType, expected: tuple[DeliveryType, ...]) -> None:
    assert allowed_delivery_types(carrier, package) == expected


@pytest.mark.parametrize(
    ("carrier", "package", "delivery", "country", "expected"),
    [
        (C.POSTNL, P.PACKAGE, D.PICKUP, "NL", {O.SIGNATURE, O.AGE_CHECK, O.INSURANCE, O.LARGE_FORMAT}),
        (C.POSTNL, P.PACKAGE, D.PICKUP, "BE", {O.SIGNATURE, O.INSURANCE, O.LARGE_FORMAT}),
        (C.POSTNL, P.MAILBOX, D.STANDARD, "NL", {O.PRIORITY_DELIVERY}),
        (C.POSTNL, P.LETTER, D.STANDARD, "NL", set()),
        (
            C.POSTNL,
            P.PACKAGE,
            D.STANDARD,
            "NL",
            {
                O.SIGNATURE,
                O.ONLY_RECIPIENT,
                O.AGE_CHECK,
                O.INSURANCE,
                O.LARGE_FORMAT,
                O.RETURN,
                O.PRINTERLESS_RETURN,
                O.RECEIPT_CODE,
            },
        ),
        (C.POSTNL, P.MAILBOX, D.EVENING, "NL", set()),  # not an allowed choice at all
        (C.DPD, P.PACKAGE, D.STANDARD, "NL", set()),
        (C.DHLFORYOU, P.PACKAGE, D.PICKUP, "NL", {O.INSURANCE}),
    ],
)
def test_allowed_options(
    carrier: Carrier, package: PackageType, delivery: DeliveryType, country: str, expected: set[ShipmentOption]
) -> None:
    assert allowed_options(carrier, package, delivery, country) == frozenset(expected)


@pytest.mark.parametrize(
    ("carrier", "option", "delivery", "expected"),
    [
        (C.POSTNL, O.AGE_CHECK, D.STANDARD, {O.SIGNATURE, O.ONLY_RECIPIENT}),  # the capability table
        (C.POSTNL, O.AGE_CHECK, D.PICKUP, {O.SIGNATURE}),  # only_recipient is not allowed with pickup
        (C.UPSSTANDARD, O.AGE_CHECK, D.STANDARD, {O.SIGNATURE}),
        (C.DHLFORYOU, O.AGE_CHECK, D.STANDARD, set()),
        (C.POSTNL, O.RECEIPT_CODE, D.STANDARD, {O.INSURANCE}),
        (C.TRUNKRS, O.RECEIPT_CODE, D.STANDARD, set()),
        (C.POSTNL, O.SIGNATURE, D.STANDARD, set()),
    ],
)
def test_options_required_by(
    carrier: Carrier, option: ShipmentOption, delivery: DeliveryType, expected: set[ShipmentOption]
) -> None:
    assert options_required_by(carrier, option, delivery) == frozenset(expected)


def test_options_excluded_by() -> None:
    # spec §2 "receipt_code together with signature is blocked"
    assert options_excluded_by(O.RECEIPT_CODE) == {O.SIGNATURE}
    assert options_excluded_by(O.SIGNATURE) == {O.RECEIPT_CODE}
    assert options_excluded_by(O.INSURANCE) == frozenset()


def test_insurance_is_not_offered_where_only_zero_is_allowed() -> None:
    # Capability table: "Other countries: 0 only."
    assert O.INSURANCE not in allowed_options(C.POSTNL, P.PACKAGE, D.STANDARD, "DE")
    assert O.INSURANCE in allowed_options(C.BPOST, P.PACKAGE, D.STANDARD, "BE")
