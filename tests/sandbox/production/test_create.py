"""Production front, rows 6–36: `POST /shipments` bodies, media types, the ids answer and validation."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pytest

from tests.helpers.production_sandbox import (
    JSON_UTF8,
    SHIPMENT_TYPE,
    assert_flat,
    carrier_of,
    create_raw,
    envelope,
    flag,
    keyed_codes,
    listed,
    recipient,
    shipment,
)

Read = Callable[[int], dict[str, Any]]


def test_create_answers_200_with_ids_in_request_order(nl: httpx.Client) -> None:
    response = create_raw(nl, shipment(reference_identifier="WS-1"), shipment(reference_identifier=None))
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/vnd.shipment_ids+json;charset=utf-8"
    ids = response.json()["data"]["ids"]
    assert [entry["reference_identifier"] for entry in ids] == ["WS-1", None]
    assert ids[0]["id"] < ids[1]["id"]
    assert set(response.json()["data"]) == {"ids"}  # no barcode, status or label in the answer


@pytest.mark.parametrize(
    "content_type",
    [
        SHIPMENT_TYPE,
        "application/vnd.shipment+json;version=1.1;charset=utf-8",
        "application/vnd.shipment+json;charset=utf8;version=1.1",
        "application/vnd.shipment+json;version=1.1",
        "application/vnd.shipment+json",
        "application/json;charset=utf-8",
    ],
)
def test_every_create_media_type_the_sources_show_is_accepted(nl: httpx.Client, content_type: str) -> None:
    response = nl.post("/shipments", json=envelope("shipments", shipment()), headers={"Content-Type": content_type})
    assert response.status_code == 200, response.text


def test_a_foreign_content_type_is_415_3100(nl: httpx.Client) -> None:
    response = nl.post("/shipments", json=envelope("shipments", shipment()), headers={"Content-Type": "text/plain"})
    assert_flat(response, 415, 3100)


def test_a_foreign_character_set_is_415_3101(nl: httpx.Client) -> None:
    response = nl.post(
        "/shipments",
        json=envelope("shipments", shipment()),
        headers={"Content-Type": "application/vnd.shipment+json;charset=latin-1;version=1.1"},
    )
    assert_flat(response, 415, 3101)


@pytest.mark.parametrize(
    "body", [shipment(), {"shipments": [shipment()]}, {"data": {"shipments": []}}, {"data": shipment()}]
)
def test_the_data_envelope_with_an_array_is_required(nl: httpx.Client, body: dict[str, Any]) -> None:
    response = nl.post("/shipments", json=body, headers={"Content-Type": SHIPMENT_TYPE})
    assert_flat(response, 422, 3212)
    assert nl.get("/shipments").json()["data"]  # still answers
    assert listed(nl.get("/shipments")) == []


def test_version_1_2_asks_for_the_full_shipments(nl: httpx.Client) -> None:
    response = create_raw(nl, shipment(), Accept="application/json;charset=utf-8;version=1.2")
    assert response.status_code == 200, response.text
    created = response.json()["data"]["shipments"]
    assert len(created) == 1 and created[0]["status"] == 1 and carrier_of(created[0]) == 1
    assert created[0]["reference_identifier"] == "WS-77188"


def test_a_read_carries_production_names_and_integers(create: Callable[..., int], read: Read) -> None:
    shipment_id = create(recipient=recipient(number_suffix="B"))
    read_back = read(shipment_id)
    assert read_back["id"] == shipment_id and carrier_of(read_back) == 1 and read_back["shipment_type"] == 1
    assert read_back["status"] == 1 and read_back["barcode"] in (None, "")  # a concept has no barcode yet
    assert read_back["recipient"]["person"] == "Ahmed el Idrissi" and read_back["recipient"]["cc"] == "NL"
    assert (
        read_back["recipient"]["street"],
        read_back["recipient"]["number"],
        read_back["recipient"]["number_suffix"],
    ) == ("Zeeburgerdijk", "210", "B")
    options = read_back["options"]
    assert options["package_type"] == 1 and options["delivery_type"] == 2
    assert flag(options["signature"]) and not flag(options["only_recipient"])
    assert options["insurance"] == {"amount": 0, "currency": "EUR"}
    assert options["label_description"] == "WS-77188"
    assert read_back["physical_properties"]["weight"] == 1450
    assert read_back["pickup"] is None and read_back["drop_off_point"] is None
    assert read_back["multi_collo_main_shipment_id"] is None and read_back["secondary_shipments"] == []
    assert read_back["price"]["currency"] == "EUR" and isinstance(read_back["price"]["amount"], int)
    assert "label_url" not in read_back and "tracking_url" not in read_back
    assert read_back["sender"]["cc"] == "NL"  # the shop's address when none was sent


def test_booleans_are_accepted_beside_0_and_1(create: Callable[..., int], read: Read) -> None:
    shipment_id = create(options={"package_type": 1, "delivery_type": 2, "signature": True, "only_recipient": False})
    assert flag(read(shipment_id)["options"]["signature"])


def test_insurance_is_an_amount_object(create: Callable[..., int], read: Read, nl: httpx.Client) -> None:
    shipment_id = create(
        options={
            "package_type": 1,
            "delivery_type": 2,
            "signature": 1,
            "insurance": {"amount": 50000, "currency": "EUR"},
        }
    )
    assert read(shipment_id)["options"]["insurance"] == {"amount": 50000, "currency": "EUR"}
    plain = create_raw(nl, shipment(options={"package_type": 1, "insurance": 50000}))
    assert 3743 in keyed_codes(plain)


def test_a_carrier_slug_is_refused(nl: httpx.Client) -> None:
    assert keyed_codes(create_raw(nl, shipment(carrier="postnl"))) == {3728: ["data.shipments[0].carrier"]}


def test_a_carrier_outside_the_shops_contract_is_refused(nl: httpx.Client) -> None:
    assert 3728 in keyed_codes(create_raw(nl, shipment(carrier=2)))  # bpost is not in Demo NL's contract


def test_street_and_number_in_one_string_is_accepted_and_split(create: Callable[..., int], read: Read) -> None:
    shipment_id = create(recipient=recipient(street="Zeeburgerdijk 210", number=None))
    address = read(shipment_id)["recipient"]
    assert address["street"].startswith("Zeeburgerdijk")


def test_a_domestic_address_without_a_house_number_cannot_be_split(nl: httpx.Client) -> None:
    codes = keyed_codes(create_raw(nl, shipment(recipient=recipient(street="Zeeburgerdijk", number=None))))
    assert codes == {3731: ["data.shipments[0].recipient.street"]}


def test_a_house_number_with_letters_is_invalid(nl: httpx.Client) -> None:
    codes = keyed_codes(create_raw(nl, shipment(recipient=recipient(number="12a"))))
    assert codes == {3503: ["data.shipments[0].recipient.number"]}


def test_validation_lists_every_problem_with_its_path(nl: httpx.Client) -> None:
    bad = shipment(recipient=recipient(person="x" * 41, postal_code="0000"))
    response = create_raw(nl, shipment(), bad)
    codes = keyed_codes(response)
    assert codes[3510] == ["data.shipments[1].recipient.person"]
    assert codes[3505] == ["data.shipments[1].recipient.postal_code"]
    assert listed(nl.get("/shipments")) == []  # a refused batch creates nothing


def test_both_keyed_error_forms_are_served(nl: httpx.Client) -> None:
    bad = shipment(recipient=recipient(person="x" * 41, postal_code="0000"))
    item_counts = {len(create_raw(nl, bad).json()["errors"]) for _ in range(2)}
    assert item_counts == {1, 2}  # several items, or several keys of one item


def test_a_combination_the_carrier_refuses_is_3705(nl: httpx.Client) -> None:
    options = {
        "package_type": 1,
        "delivery_type": 2,
        "signature": 1,
        "receipt_code": 1,
        "insurance": {"amount": 10000, "currency": "EUR"},
    }
    codes = keyed_codes(create_raw(nl, shipment(options=options)))
    assert sorted(codes[3705]) == ["data.shipments[0].options.receipt_code", "data.shipments[0].options.signature"]


def test_evening_delivery_needs_a_delivery_date(nl: httpx.Client, create: Callable[..., int], read: Read) -> None:
    options: dict[str, Any] = {"package_type": 1, "delivery_type": 3, "signature": 0}
    assert keyed_codes(create_raw(nl, shipment(options=options))) == {3212: ["data.shipments[0].options.delivery_date"]}
    shipment_id = create(options={**options, "delivery_date": "2026-11-27 00:00:00"})
    assert read(shipment_id)["options"]["delivery_date"] == "2026-11-27 00:00:00"


def test_a_pickup_point_and_a_drop_off_point(create: Callable[..., int], read: Read) -> None:
    pickup = {
        "cc": "NL",
        "location_code": "176633",
        "location_name": "Drogisterij Oostpoort",
        "retail_network_id": "PNPNL-01",
        "street": "Oostpoortweg",
        "number": "12",
        "postal_code": "1093 AB",
        "city": "AMSTERDAM",
    }
    drop_off = {
        "cc": "NL",
        "location_code": "8a0e6d2c",
        "location_name": "Servicepunt Roombeek",
        "street": "Roomweg",
        "number": "3",
        "number_suffix": "",
        "postal_code": "7523 BM",
        "city": "Enschede",
    }
    shipment_id = create(
        options={"package_type": 1, "delivery_type": 4, "delivery_date": "2026-11-27 00:00:00", "signature": 1},
        pickup=pickup,
        drop_off_point=drop_off,
    )
    read_back = read(shipment_id)
    assert read_back["pickup"] == pickup and read_back["drop_off_point"] == drop_off
    assert read_back["options"]["delivery_type"] == 4


def test_pickup_delivery_without_a_pickup_point_is_refused(nl: httpx.Client) -> None:
    codes = keyed_codes(
        create_raw(
            nl, shipment(options={"package_type": 1, "delivery_type": 4, "delivery_date": "2026-11-27 00:00:00"})
        )
    )
    assert 3722 in codes


def test_a_sender_counts_only_with_the_custom_sender_header(nl: httpx.Client, read: Read) -> None:
    sender = {
        "cc": "NL",
        "person": "Joost Meulenbelt",
        "company": "Meulenbelt Tegels",
        "street": "Industrieweg",
        "number": "7",
        "postal_code": "7521 BD",
        "city": "Enschede",
        "email": "orders@example.com",
        "phone": "0530000000",
    }
    without = create_raw(nl, shipment(sender=sender)).json()["data"]["ids"][0]["id"]
    with_header = create_raw(nl, shipment(sender=sender), **{"x-dmp-set-custom-sender": "true"})
    assert read(without)["sender"]["company"] != "Meulenbelt Tegels"
    own = read(with_header.json()["data"]["ids"][0]["id"])["sender"]
    assert (own["person"], own["company"], own["number"]) == ("Joost Meulenbelt", "Meulenbelt Tegels", "7")


def test_multi_collo_creates_follow_up_parcels(nl: httpx.Client, read: Read) -> None:
    main = shipment(reference_identifier="WS-77120", secondary_shipments=[{"reference_identifier": "WS-77120-2"}, {}])
    response = create_raw(nl, main)
    ids = response.json()["data"]["ids"]
    assert len(ids) == 1  # follow-ups get no entry
    main_id = ids[0]["id"]
    read_back = read(main_id)
    assert read_back["shipment_type"] == 3 and read_back["multi_collo_main_shipment_id"] == main_id
    follow_ups = read_back["secondary_shipments"]
    assert [parcel["reference_identifier"] for parcel in follow_ups] == ["WS-77120-2", None]
    for parcel in follow_ups:
        assert parcel["id"] != main_id and parcel["multi_collo_main_shipment_id"] == main_id
        assert read(parcel["id"])["multi_collo_main_shipment_id"] == main_id  # readable by id
    assert [s["id"] for s in listed(nl.get("/shipments"))] == [main_id]
    everything = listed(nl.get("/shipments", params={"include_secondary_shipments": 1}))
    assert len(everything) == 3


def test_multi_collo_is_only_for_package_type_1(nl: httpx.Client) -> None:
    body = shipment(options={"package_type": 2, "delivery_type": 2}, secondary_shipments=[{}])
    assert 3736 in keyed_codes(create_raw(nl, body))


def test_secondary_shipments_must_be_an_array(nl: httpx.Client) -> None:
    assert 3212 in keyed_codes(create_raw(nl, shipment(secondary_shipments=2)))


def test_the_plain_json_accept_gets_the_ids_answer(nl: httpx.Client) -> None:
    response = create_raw(nl, shipment(), Accept=JSON_UTF8)
    assert list(response.json()["data"]) == ["ids"]


def test_optional_objects_and_extra_options_come_back_as_sent(
    create: Callable[..., int], read: Read, nl: httpx.Client
) -> None:
    customs = {
        "contents": 1,
        "invoice": "INV-1",
        "weight": 1450,
        "items": [
            {
                "description": "Tegels",
                "amount": 2,
                "weight": 700,
                "item_value": {"amount": 2495, "currency": "EUR"},
                "classification": "6907",
                "country": "NL",
            }
        ],
    }
    settings = {"save_recipient_address": 0, "delivery_notification": 1}
    options = {"package_type": 1, "delivery_type": 2, "signature": 1, "saturday_delivery": 1, "tracked": 0}
    shipment_id = create(
        customs_declaration=customs,
        general_settings=settings,
        options=options,
        recipient=recipient(company="Idrissi BV", street_additional_info="2e etage"),
    )
    response = nl.get(f"/shipments/{shipment_id}")
    assert response.headers["content-type"] == "application/json;charset=utf-8"
    read_back = listed(response)[0]
    assert read_back["customs_declaration"] == customs and read_back["general_settings"] == settings
    assert flag(read_back["options"]["saturday_delivery"]) and not flag(read_back["options"]["tracked"])
    assert read_back["recipient"]["company"] == "Idrissi BV"
    assert read_back["recipient"]["street_additional_info"] == "2e etage"


def test_multi_collo_only_within_nl_and_be(nl: httpx.Client) -> None:
    abroad = shipment(
        carrier=4,
        recipient=recipient(cc="DE", postal_code="10115", city="Berlin"),
        options={"package_type": 1, "delivery_type": 2},
        secondary_shipments=[{}],
    )
    assert 3739 in keyed_codes(create_raw(nl, abroad))
