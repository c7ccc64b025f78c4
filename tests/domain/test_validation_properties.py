"""Properties of validation: it never raises, and what the UI offers the validation accepts."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from station.domain.combinations import options_required_by
from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption
from station.domain.errors import ErrorKind
from station.domain.insurance import allowed_insurance_amounts
from station.domain.models import Address, PickupLocation, ShipmentDraft, ShipmentOptions
from station.domain.validation import (
    Rule,
    allowed_delivery_types,
    allowed_options,
    allowed_package_types,
    decisive_violations,
    validate_shipment,
)

# None stands for a field missing from outside input (a store row, a JSON body): reported, never raised.
countries = st.one_of(st.sampled_from(["NL", "BE", "DE", "nl", " be ", "", "XYZ"]), st.text(max_size=4), st.none())
addresses = st.builds(
    Address,
    name=st.none() | st.text(max_size=60),
    street=st.none() | st.text(max_size=30),
    postal_code=st.none() | st.text(max_size=8),
    city=st.none() | st.text(max_size=10),
    country=countries,
)
locations = st.builds(
    PickupLocation,
    location_code=st.text(max_size=6),
    retail_network_id=st.text(max_size=6),
    location_name=st.text(max_size=6),
    street=st.text(max_size=6),
    number=st.text(max_size=3),
    postal_code=st.text(max_size=7),
    city=st.text(max_size=6),
    country=countries,
)
option_sets = st.builds(
    ShipmentOptions,
    package_type=st.sampled_from(PackageType),
    delivery_type=st.sampled_from(DeliveryType),
    flags=st.frozensets(st.sampled_from(ShipmentOption)),
    insurance=st.integers(-(10**6), 10**6),
)
drafts = st.builds(
    ShipmentDraft,
    carrier=st.sampled_from(Carrier),
    reference=st.text(max_size=5),
    recipient=addresses,
    options=option_sets,
    pickup_location=st.none() | locations,
    weight_grams=st.none() | st.integers(-5, 5000),
    label_description=st.none() | st.text(max_size=60),
    secondary_shipments=st.integers(-3, 5),
)

PER_OPTION_RULES = {
    Rule.OPTION_NOT_SUPPORTED,
    Rule.OPTION_NOT_WITH_PICKUP,
    Rule.OPTIONS_ONLY_FOR_PACKAGE,
    Rule.PRIORITY_DELIVERY_MAILBOX_NL_ONLY,
    Rule.AGE_CHECK_NL_ONLY,
}


@given(drafts, st.none() | st.frozensets(st.sampled_from(Carrier)))
def test_validation_never_raises_and_answers_one_kind(draft: ShipmentDraft, active: frozenset[Carrier] | None) -> None:
    violations = validate_shipment(draft, active_carriers=active)
    assert all(violation.kind is violation.rule.kind for violation in violations)
    decisive = decisive_violations(violations)
    assert bool(decisive) == bool(violations)
    assert len({violation.kind for violation in decisive}) <= 1
    if any(violation.kind is ErrorKind.MISSING_FIELD for violation in violations):
        assert decisive[0].kind is ErrorKind.MISSING_FIELD  # contract §2: 500 answers before 403/412/422


@given(
    st.sampled_from(Carrier),
    st.sampled_from(["NL", "BE", "DE"]),
    st.data(),
)
def test_what_the_ui_offers_passes_validation(carrier: Carrier, country: str, data: st.DataObject) -> None:
    """A choice built only from allowed_* lists, with the required companions, has no combination violation."""
    package_types = allowed_package_types(carrier, country)
    if not package_types:
        return
    package = data.draw(st.sampled_from(package_types))
    delivery = data.draw(st.sampled_from(allowed_delivery_types(carrier, package)))
    offered = allowed_options(carrier, package, delivery, country)
    chosen = set(data.draw(st.frozensets(st.sampled_from(sorted(offered))))) if offered else set()
    if ShipmentOption.RECEIPT_CODE in chosen:
        chosen.discard(ShipmentOption.SIGNATURE)  # spec §2: the two exclude each other
    for option in list(chosen):
        chosen |= options_required_by(carrier, option, delivery) & (offered | {ShipmentOption.INSURANCE})
    insurance = allowed_insurance_amounts(country)[-1] if ShipmentOption.INSURANCE in chosen else 0
    draft = ShipmentDraft(
        carrier,
        "R",
        Address("A", "Straat 1", {"NL": "1015CC", "BE": "2000", "DE": "10115"}[country], "C", country),
        ShipmentOptions(package, delivery, frozenset(chosen - {ShipmentOption.INSURANCE}), insurance),
        pickup_location=PickupLocation("1", "", "L", "S", "1", "1015CC", "C", "NL")
        if delivery is DeliveryType.PICKUP
        else None,
        weight_grams=100,
    )
    violations = validate_shipment(draft)
    assert not [violation for violation in violations if violation.rule in PER_OPTION_RULES], violations
    assert not [
        violation
        for violation in violations
        if violation.rule
        in {
            Rule.PACKAGE_TYPE_NOT_SUPPORTED,
            Rule.DELIVERY_TYPE_NOT_SUPPORTED,
            Rule.MAILBOX_NL_ONLY,
            Rule.NON_PACKAGE_NEEDS_STANDARD_DELIVERY,
        }
    ]
