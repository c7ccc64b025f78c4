"""The widget's delivery selection (spec §2 Delivery selection, spec §6): parse, payload, mapping and back."""

from __future__ import annotations

import copy
from datetime import UTC, datetime
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption
from station.domain.models import OpeningPeriod, PickupLocation, ShipmentOptions
from station.domain.selection import (
    WEEKDAYS,
    DeliverySelection,
    SelectionError,
    format_selection_date,
    options_to_selection,
    parse_delivery_selection,
    selection_to_options,
    selection_to_payload,
)

LOCATION_PAYLOAD: dict[str, Any] = {
    "locationCode": "176227",
    "retailNetworkId": "PNPNL-01",
    "locationName": "Primera Dam",
    "street": "Dam",
    "number": "1",
    "postalCode": "1012JS",
    "city": "Amsterdam",
    "cc": "NL",
    "latitude": 52.373,
    "longitude": 4.893,
    "openingHours": {"monday": [{"from": "09:00", "to": "12:00"}, {"from": "13:00", "to": "17:00"}], "sunday": []},
}
HOME: dict[str, Any] = {
    "carrier": "postnl",
    "date": "2025-04-23 00:00:00.000000",
    "deliveryType": "evening",
    "isPickup": False,
    "packageType": "package",
    "shipmentOptions": {"signature": True, "onlyRecipient": True, "ageCheck": False},
}
PICKUP: dict[str, Any] = {
    "carrier": "postnl",
    "date": "2025-04-23 15:00:00.000000",
    "deliveryType": "pickup",
    "isPickup": True,
    "packageType": "package",
    "shipmentOptions": {},
    "pickupLocation": LOCATION_PAYLOAD,
}


def with_changes(base: dict[str, Any], **changes: Any) -> dict[str, Any]:
    payload = copy.deepcopy(base)
    for key, value in changes.items():
        if value is KeyError:
            payload.pop(key, None)
        else:
            payload[key] = value
    return payload


def test_home_delivery_selection() -> None:
    selection = parse_delivery_selection(HOME)
    assert selection == DeliverySelection(
        Carrier.POSTNL,
        datetime(2025, 4, 23),
        DeliveryType.EVENING,
        False,
        PackageType.PACKAGE,
        frozenset({ShipmentOption.SIGNATURE, ShipmentOption.ONLY_RECIPIENT}),
        None,
    )
    # spec §6: the selection maps one-to-one onto the options of POST /shipments
    carrier, options, location = selection_to_options(selection)
    assert carrier is Carrier.POSTNL and location is None
    assert options == ShipmentOptions(
        PackageType.PACKAGE, DeliveryType.EVENING, frozenset({ShipmentOption.SIGNATURE, ShipmentOption.ONLY_RECIPIENT})
    )


def test_pickup_selection() -> None:
    selection = parse_delivery_selection(PICKUP)
    assert selection.is_pickup and selection.delivery_type is DeliveryType.PICKUP
    assert selection.pickup_location == PickupLocation(
        "176227",
        "PNPNL-01",
        "Primera Dam",
        "Dam",
        "1",
        "1012JS",
        "Amsterdam",
        "NL",
        52.373,
        4.893,
        {"monday": (OpeningPeriod("09:00", "12:00"), OpeningPeriod("13:00", "17:00")), "sunday": ()},
    )
    assert selection_to_payload(selection) == PICKUP


def test_payload_keeps_only_options_set_to_true() -> None:
    # spec §2: shipmentOptions, camelCase keys with boolean values; may be empty
    payload = selection_to_payload(parse_delivery_selection(HOME))
    assert payload["shipmentOptions"] == {"signature": True, "onlyRecipient": True}
    assert "pickupLocation" not in payload  # spec §2: present only when isPickup is true


@pytest.mark.parametrize(
    ("case", "payload", "problem"),
    [
        # spec §2: carrier is a carrier slug
        ("unknown slug", with_changes(HOME, carrier="royalmail"), "carrier"),
        ("numeric id", with_changes(HOME, carrier="1"), "carrier"),
        ("missing carrier", with_changes(HOME, carrier=KeyError), "carrier"),
        # spec §2: date format YYYY-MM-DD HH:MM:SS.ffffff
        ("date without microseconds", with_changes(HOME, date="2025-04-23 00:00:00"), "date"),
        ("ISO date", with_changes(HOME, date="2025-04-23T00:00:00.000000"), "date"),
        ("impossible date", with_changes(HOME, date="2025-02-30 00:00:00.000000"), "date"),
        ("date as number", with_changes(HOME, date=20250423), "date"),
        # spec §2: deliveryType and packageType are names
        ("delivery type id", with_changes(HOME, deliveryType=3), "deliveryType"),
        ("delivery type upper case", with_changes(HOME, deliveryType="EVENING"), "deliveryType"),
        ("package type unknown", with_changes(HOME, packageType="pallet"), "packageType"),
        # spec §2: isPickup boolean; pickupLocation present only when isPickup is true
        ("isPickup text", with_changes(HOME, isPickup="false"), "isPickup"),
        ("location on home delivery", with_changes(HOME, pickupLocation=LOCATION_PAYLOAD), "pickupLocation is present"),
        ("pickup without location", with_changes(PICKUP, pickupLocation=KeyError), "pickupLocation is missing"),
        ("isPickup with standard", with_changes(PICKUP, deliveryType="standard"), "deliveryType is 'standard'"),
        # spec §2: shipmentOptions camelCase keys with boolean values
        ("snake case option", with_changes(HOME, shipmentOptions={"only_recipient": True}), "unknown option"),
        ("option not boolean", with_changes(HOME, shipmentOptions={"signature": 1}), "true or false"),
        ("insurance as option", with_changes(HOME, shipmentOptions={"insurance": True}), "insurance"),
        ("options not an object", with_changes(HOME, shipmentOptions=["signature"]), "must be an object"),
        ("unknown field", with_changes(HOME, price=100), "unknown fields: price"),
        # spec §2 Pickup location
        (
            "location without code",
            with_changes(PICKUP, pickupLocation=with_changes(LOCATION_PAYLOAD, locationCode="")),
            "locationCode",
        ),
        (
            "location network not text",
            with_changes(PICKUP, pickupLocation=with_changes(LOCATION_PAYLOAD, retailNetworkId=5)),
            "retailNetworkId",
        ),
        (
            "latitude beyond 90",
            with_changes(PICKUP, pickupLocation=with_changes(LOCATION_PAYLOAD, latitude=91)),
            "latitude",
        ),
        (
            "longitude as text",
            with_changes(PICKUP, pickupLocation=with_changes(LOCATION_PAYLOAD, longitude="4.9")),
            "longitude",
        ),
        (
            "opening hours weekday",
            with_changes(PICKUP, pickupLocation=with_changes(LOCATION_PAYLOAD, openingHours={"Monday": []})),
            "unknown weekday",
        ),
        (
            "opening hours not a list",
            with_changes(
                PICKUP,
                pickupLocation=with_changes(
                    LOCATION_PAYLOAD, openingHours={"monday": {"from": "09:00", "to": "17:00"}}
                ),
            ),
            "must be a list",
        ),
        (
            "opening hours bad time",
            with_changes(
                PICKUP,
                pickupLocation=with_changes(
                    LOCATION_PAYLOAD, openingHours={"monday": [{"from": "9:00", "to": "17:00"}]}
                ),
            ),
            "HH:MM",
        ),
        (
            "opening hours not an object",
            with_changes(PICKUP, pickupLocation=with_changes(LOCATION_PAYLOAD, openingHours=[])),
            "openingHours must be an object",
        ),
        ("location not an object", with_changes(PICKUP, pickupLocation="176227"), "pickupLocation must be an object"),
    ],
)
def test_selection_problems(case: str, payload: dict[str, Any], problem: str) -> None:
    with pytest.raises(SelectionError) as caught:
        parse_delivery_selection(payload)
    assert any(problem in text for text in caught.value.problems), caught.value.problems


def test_every_problem_is_listed() -> None:
    with pytest.raises(SelectionError) as caught:
        parse_delivery_selection({"carrier": 1, "date": "x", "isPickup": "y", "shipmentOptions": {"foo": 1}})
    assert len(caught.value.problems) == 6
    assert str(caught.value) == "; ".join(caught.value.problems)


def test_not_an_object() -> None:
    with pytest.raises(SelectionError):
        parse_delivery_selection(["carrier"])  # type: ignore[arg-type]


def test_null_pickup_location_counts_as_absent() -> None:
    assert parse_delivery_selection(with_changes(HOME, pickupLocation=None)).pickup_location is None


def test_payload_date_from_an_aware_moment_is_amsterdam_time() -> None:
    # spec §2 date format; contract: timestamps are Europe/Amsterdam
    assert format_selection_date(datetime(2025, 7, 1, 10, 0, tzinfo=UTC)) == "2025-07-01 12:00:00.000000"


def test_options_to_selection_leaves_insurance_out() -> None:
    options = ShipmentOptions(PackageType.PACKAGE, DeliveryType.STANDARD, frozenset({ShipmentOption.SIGNATURE}), 500)
    selection = options_to_selection(Carrier.GLS, options, None, datetime(2025, 1, 2))
    assert selection.shipment_options == {ShipmentOption.SIGNATURE} and not selection.is_pickup
    assert selection_to_options(selection) == (
        Carrier.GLS,
        ShipmentOptions(PackageType.PACKAGE, DeliveryType.STANDARD, frozenset({ShipmentOption.SIGNATURE})),
        None,
    )


clock = st.tuples(st.integers(0, 23), st.integers(0, 59)).map(lambda hm: f"{hm[0]:02d}:{hm[1]:02d}")
texts = st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=8).filter(str.strip)
locations = st.builds(
    PickupLocation,
    location_code=texts,
    retail_network_id=st.text(max_size=5),
    location_name=texts,
    street=texts,
    number=texts,
    postal_code=texts,
    city=texts,
    country=texts,
    latitude=st.none() | st.floats(-90, 90),
    longitude=st.none() | st.floats(-180, 180),
    opening_hours=st.dictionaries(
        st.sampled_from(WEEKDAYS), st.lists(st.builds(OpeningPeriod, clock, clock), max_size=3).map(tuple), max_size=7
    ),
)
boolean_options = st.frozensets(st.sampled_from([o for o in ShipmentOption if o is not ShipmentOption.INSURANCE]))


@st.composite
def selections(draw: st.DrawFn) -> DeliverySelection:
    is_pickup = draw(st.booleans())
    delivery = (
        DeliveryType.PICKUP
        if is_pickup
        else draw(st.sampled_from([d for d in DeliveryType if d is not DeliveryType.PICKUP]))
    )
    return DeliverySelection(
        carrier=draw(st.sampled_from(Carrier)),
        date=draw(st.datetimes(datetime(2000, 1, 1), datetime(2100, 1, 1))),
        delivery_type=delivery,
        is_pickup=is_pickup,
        package_type=draw(st.sampled_from(PackageType)),
        shipment_options=draw(boolean_options),
        pickup_location=draw(locations) if is_pickup else None,
    )


@given(selections())
def test_selection_round_trip(selection: DeliverySelection) -> None:
    payload = selection_to_payload(selection)
    assert parse_delivery_selection(payload) == selection
    # and onto shipment options and back (spec §6: one-to-one)
    carrier, options, location = selection_to_options(selection)
    assert options_to_selection(carrier, options, location, selection.date) == selection


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=10), inner, max_size=3),
    max_leaves=10,
)


@given(
    st.fixed_dictionaries(
        {},
        optional={
            "carrier": st.sampled_from(["postnl", "dpd", "x"]) | json_values,
            "date": st.just("2025-01-01 00:00:00.000000") | json_values,
            "deliveryType": st.sampled_from(["pickup", "standard"]) | json_values,
            "isPickup": st.booleans() | json_values,
            "packageType": st.just("package") | json_values,
            "shipmentOptions": st.dictionaries(st.sampled_from(["signature", "onlyRecipient", "x"]), json_values)
            | json_values,
            "pickupLocation": st.just(LOCATION_PAYLOAD) | json_values,
        },
    )
)
def test_parse_raises_only_selection_error(payload: dict[str, Any]) -> None:
    try:
        selection = parse_delivery_selection(payload)
    except SelectionError as error:
        assert error.problems
    else:
        assert selection.is_pickup == (selection.pickup_location is not None)


def test_the_widgets_pickup_extras_are_read_and_the_suffix_kept() -> None:
    # The widget sends the house-number suffix apart, with the distance and whether the point is a locker.
    location = {**LOCATION_PAYLOAD, "number": "12", "numberSuffix": "A", "distance": 640, "type": "locker"}
    selection = parse_delivery_selection({**PICKUP, "pickupLocation": location})
    assert selection.pickup_location is not None and selection.pickup_location.number == "12A"
    plain = parse_delivery_selection({**PICKUP, "pickupLocation": {**location, "numberSuffix": ""}})
    assert plain.pickup_location is not None and plain.pickup_location.number == "12"


@pytest.mark.parametrize(
    ("extra", "problem"),
    [
        ({"numberSuffix": 1}, "numberSuffix"),
        ({"distance": -5}, "distance"),
        ({"distance": "640"}, "distance"),
        ({"type": "shop"}, "type"),
    ],
)
def test_bad_pickup_extras_are_problems(extra: dict[str, Any], problem: str) -> None:
    with pytest.raises(SelectionError) as caught:
        parse_delivery_selection({**PICKUP, "pickupLocation": {**LOCATION_PAYLOAD, **extra}})
    assert any(f"pickupLocation.{problem}" in text for text in caught.value.problems)
