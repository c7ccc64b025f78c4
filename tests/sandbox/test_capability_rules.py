"""Every rule of station/domain's one rule table (`Rule`), provoked over HTTP: its status, its code, its field.

the capability table and contract §2–§4. Each case breaks exactly one rule, so the answer must list exactly that
violation; the same body with the rule repaired is accepted, so the refusal is the rule's and nothing else's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest

from station.domain.violations import Rule
from station.sandbox import accounts
from station.sandbox.server import SandboxServer
from tests.helpers.sandbox import assert_error, basic, client_for, error_codes, shipment_body

NL = {"name": "J. Jansen", "street": "Keizersgracht 1", "postal_code": "1015CC", "city": "Amsterdam", "country": "NL"}
BE = {"name": "A. Peeters", "street": "Grote Markt 1", "postal_code": "1000", "city": "Brussel", "country": "BE"}
LOCATION = {
    "locationCode": "176227",
    "retailNetworkId": "PNPNL-01",
    "locationName": "Primera Centrum",
    "street": "Damrak",
    "number": "70",
    "postalCode": "1012LM",
    "city": "Amsterdam",
    "cc": "NL",
}


@dataclass(frozen=True)
class Case:
    """A shipment that breaks one rule, the same shipment repaired, and the answer the rule gives."""

    rule: Rule
    broken: dict[str, Any]
    repaired: dict[str, Any]
    status: int
    code: int
    field: str
    key: str = accounts.API_KEY_NL
    # contract §2: a combination of two options names both; `field` is the one the repair changes.
    together_with: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)


def ship(carrier: str = "postnl", recipient: dict[str, str] | None = None, **changes: Any) -> dict[str, Any]:
    """A shipment with no options but the ones given (the helpers' default carries signature and insurance)."""
    return shipment_body(carrier=carrier, recipient=dict(recipient or NL), **{"options": {}, **changes})


SHIPMENT_CASES: list[Case] = [
    Case(Rule.REQUIRED_FIELD_EMPTY, ship(recipient={**NL, "country": ""}), ship(), 500, 3212, "recipient.country"),
    # Demo NL has postnl, dhlforyou, dpd, upsstandard and gls; not bpost (contract §9).
    Case(Rule.CARRIER_NOT_ACTIVE, ship("bpost"), ship("dpd"), 403, 3762, "carrier"),
    Case(
        Rule.PACKAGE_TYPE_NOT_SUPPORTED,
        ship("upsstandard", options={"package_type": "mailbox"}),
        ship("upsstandard", options={"package_type": "package"}),
        412,
        3705,
        "options.package_type",
    ),
    Case(
        Rule.DELIVERY_TYPE_NOT_SUPPORTED,
        ship("dpd", options={"delivery_type": "morning"}),
        ship("dpd", options={"delivery_type": "standard"}),
        412,
        3705,
        "options.delivery_type",
    ),
    Case(
        Rule.OPTION_NOT_SUPPORTED, ship("dpd", options={"signature": True}), ship("dpd"), 412, 3705, "options.signature"
    ),
    Case(
        Rule.OPTION_NOT_WITH_PICKUP,
        ship(options={"delivery_type": "pickup", "only_recipient": True}, pickup_location=LOCATION),
        ship(options={"delivery_type": "pickup", "signature": True}, pickup_location=LOCATION),
        412,
        3705,
        "options.only_recipient",
    ),
    Case(
        Rule.RECEIPT_CODE_WITH_SIGNATURE,
        ship(options={"receipt_code": True, "signature": True, "insurance": 500}),
        ship(options={"receipt_code": True, "insurance": 500}),
        412,
        3705,
        "options.receipt_code",
        together_with=("options.signature",),
    ),
    Case(
        Rule.RECEIPT_CODE_NEEDS_INSURANCE,
        ship(options={"receipt_code": True}),
        ship(options={"receipt_code": True, "insurance": 100}),
        412,
        3705,
        "options.insurance",
        together_with=("options.receipt_code",),
    ),
    Case(
        Rule.OPTIONS_ONLY_FOR_PACKAGE,
        ship(options={"package_type": "letter", "signature": True}),
        ship(options={"package_type": "letter"}),
        412,
        3705,
        "options.signature",
    ),
    Case(
        Rule.NON_PACKAGE_NEEDS_STANDARD_DELIVERY,
        ship(options={"package_type": "mailbox", "delivery_type": "evening"}),
        ship(options={"package_type": "mailbox", "delivery_type": "standard"}),
        412,
        3705,
        "options.delivery_type",
    ),
    Case(
        Rule.MAILBOX_NL_ONLY,
        ship(recipient=BE, options={"package_type": "mailbox"}),
        ship(recipient=BE, options={"package_type": "package"}),
        412,
        3705,
        "options.package_type",
    ),
    Case(
        Rule.PRIORITY_DELIVERY_MAILBOX_NL_ONLY,
        ship(options={"priority_delivery": True}),
        ship(options={"package_type": "mailbox", "priority_delivery": True}),
        412,
        3705,
        "options.priority_delivery",
    ),
    Case(
        Rule.DIGITAL_STAMP_NEEDS_WEIGHT,
        ship(options={"package_type": "digital_stamp"}),
        ship(options={"package_type": "digital_stamp"}, physical_properties={"weight": 80}),
        412,
        3705,
        "physical_properties.weight",
    ),
    Case(
        Rule.PICKUP_NEEDS_LOCATION,
        ship(options={"delivery_type": "pickup"}),
        ship(options={"delivery_type": "pickup"}, pickup_location=LOCATION),
        412,
        3705,
        "pickup_location",
    ),
    Case(Rule.PICKUP_LOCATION_WITHOUT_PICKUP, ship(pickup_location=LOCATION), ship(), 412, 3705, "pickup_location"),
    Case(
        Rule.AGE_CHECK_NL_ONLY,
        ship(recipient=BE, options={"age_check": True, "signature": True, "only_recipient": True}),
        ship(recipient=BE, options={"signature": True, "only_recipient": True}),
        412,
        3705,
        "options.age_check",
    ),
    Case(
        Rule.AGE_CHECK_NEEDS_SIGNATURE,
        ship("upsstandard", options={"age_check": True}),
        ship("upsstandard", options={"age_check": True, "signature": True}),
        412,
        3705,
        "options.signature",
        together_with=("options.age_check",),
    ),
    Case(
        Rule.AGE_CHECK_NEEDS_ONLY_RECIPIENT,
        ship(options={"age_check": True, "signature": True}),
        ship(options={"age_check": True, "signature": True, "only_recipient": True}),
        412,
        3705,
        "options.only_recipient",
        together_with=("options.age_check",),
    ),
    Case(
        Rule.MULTI_COLLO_NOT_SUPPORTED,
        ship("dpd", secondary_shipments=1),
        ship("postnl", secondary_shipments=1),
        412,
        3705,
        "secondary_shipments",
    ),
    # Insurance amounts are per country (the capability table): 2500 is an NL step, but BE stops at 2000.
    Case(
        Rule.INSURANCE_AMOUNT,
        ship("bpost", recipient=BE, options={"insurance": 2500}),
        ship("bpost", recipient=BE, options={"insurance": 2000}),
        422,
        3743,
        "options.insurance",
        key=accounts.API_KEY_BE,
    ),
    Case(Rule.COUNTRY_CODE_FORMAT, ship(recipient={**NL, "country": "NLD"}), ship(), 422, 3212, "recipient.country"),
    Case(
        Rule.POSTAL_CODE_FORMAT,
        ship(recipient={**NL, "postal_code": "1015"}),
        ship(),
        422,
        3505,
        "recipient.postal_code",
    ),
    Case(Rule.STREET_UNPARSEABLE, ship(recipient={**NL, "street": "1 - 3"}), ship(), 422, 3501, "recipient.street"),
    Case(
        Rule.LABEL_DESCRIPTION_TOO_LONG,
        ship(label_description="d" * 46),
        ship(label_description="d" * 45),
        422,
        3212,
        "label_description",
    ),
    Case(
        Rule.NAME_TOO_LONG,
        ship(recipient={**NL, "name": "n" * 51}),
        ship(recipient={**NL, "name": "n" * 50}),
        422,
        3212,
        "recipient.name",
    ),
    Case(
        Rule.WEIGHT_NOT_POSITIVE,
        ship(physical_properties={"weight": 0}),
        ship(physical_properties={"weight": 1}),
        422,
        3212,
        "physical_properties.weight",
    ),
    Case(
        Rule.SECONDARY_SHIPMENTS_NEGATIVE,
        ship(secondary_shipments=-1),
        ship(secondary_shipments=0),
        422,
        3212,
        "secondary_shipments",
    ),
]

# The two label rules answer on GET /shipment_labels (contract §4), so they are not shipment bodies.
LABEL_CASES: dict[Rule, tuple[dict[str, str], dict[str, str], int, str]] = {
    Rule.LABEL_POSITION: ({"format": "A4", "positions": "5"}, {"format": "A4", "positions": "4"}, 3708, "positions"),
    Rule.PAPER_FORMAT: ({"format": "A5"}, {"format": "A6"}, 3709, "format"),
}


def test_every_rule_of_the_domain_table_has_a_case() -> None:
    """A rule added to station/domain without an HTTP case here fails this test."""
    covered = [case.rule for case in SHIPMENT_CASES] + list(LABEL_CASES)
    assert sorted(covered) == sorted(Rule)


@pytest.mark.parametrize("case", SHIPMENT_CASES, ids=[case.rule.value for case in SHIPMENT_CASES])
def test_a_broken_rule_answers_its_status_code_and_field(sandbox: SandboxServer, case: Case) -> None:
    with client_for(sandbox, basic(case.key)) as client:
        refused = client.post("/shipments", json=case.broken)
        assert_error(refused, case.status, case.code)
        assert error_codes(refused) == [(case.code, [case.field, *case.together_with])]
        assert client.get("/shipments").json()["total"] == 0
        accepted = client.post("/shipments", json=case.repaired)
        assert accepted.status_code == 201, accepted.text


@pytest.mark.parametrize("rule", list(LABEL_CASES), ids=[rule.value for rule in LABEL_CASES])
def test_a_broken_label_rule_answers_422_with_its_code(nl: httpx.Client, rule: Rule) -> None:
    broken, repaired, code, field_name = LABEL_CASES[rule]
    shipment = nl.post("/shipments", json=ship()).json()
    refused = nl.get(f"/shipment_labels/{shipment['id']}", params=broken)
    assert_error(refused, 422, code)
    assert error_codes(refused) == [(code, [field_name])]
    assert nl.get(f"/shipment_labels/{shipment['id']}", params=repaired).status_code == 200


def test_an_a4_sheet_without_a_position_is_422_code_3708(nl: httpx.Client) -> None:
    """spec §4 behaviour rule 2: "A4 sheets need a position"; A6 is the default and needs none."""
    shipment = nl.post("/shipments", json=ship()).json()
    assert error_codes(nl.get(f"/shipment_labels/{shipment['id']}", params={"format": "A4"})) == [(3708, ["positions"])]
    assert nl.get(f"/shipment_labels/{shipment['id']}").status_code == 200
