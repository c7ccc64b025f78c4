"""contract §2 over HTTP: each rule's status and code, every violation listed, and the answer precedence."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from station.sandbox import accounts
from station.sandbox.server import SandboxServer
from tests.helpers.sandbox import assert_error, basic, bearer, client_for, error_codes, obtain_token, shipment_body

NL_RECIPIENT = shipment_body()["recipient"]


def recipient(**fields: str) -> dict[str, str]:
    return {**NL_RECIPIENT, **fields}


def test_an_unknown_postal_code_format_is_422_code_3505(nl: httpx.Client) -> None:
    body = assert_error(nl.post("/shipments", json=shipment_body(recipient=recipient(postal_code="ABC"))), 422, 3505)
    assert error_codes(nl.post("/shipments", json=shipment_body(recipient=recipient(postal_code="ABC")))) == [
        (3505, ["recipient.postal_code"])
    ]
    assert body["errors"][0]["title"]


def test_a_be_postal_code_must_have_four_digits(be: httpx.Client) -> None:
    bad = shipment_body(carrier="bpost", options={}, recipient=recipient(country="BE", postal_code="1015CC"))
    assert error_codes(be.post("/shipments", json=bad)) == [(3505, ["recipient.postal_code"])]
    good = shipment_body(carrier="bpost", options={}, recipient=recipient(country="BE", postal_code="1000"))
    assert be.post("/shipments", json=good).status_code == 201


def test_an_insurance_amount_not_in_the_list_is_422_code_3743(nl: httpx.Client) -> None:
    response = nl.post("/shipments", json=shipment_body(options={"insurance": 600}))
    assert_error(response, 422, 3743)
    assert error_codes(response) == [(3743, ["options.insurance"])]
    assert nl.post("/shipments", json=shipment_body(options={"insurance": 250})).status_code == 201


def test_a_street_without_letters_is_422_code_3501(nl: httpx.Client) -> None:
    response = nl.post("/shipments", json=shipment_body(recipient=recipient(street="12 34")))
    assert_error(response, 422, 3501)
    assert error_codes(response) == [(3501, ["recipient.street"])]


def test_every_422_violation_is_listed(nl: httpx.Client) -> None:
    response = nl.post(
        "/shipments", json=shipment_body(recipient=recipient(postal_code="X", street="99"), options={"insurance": 7})
    )
    assert response.status_code == 422
    assert sorted(error_codes(response)) == [
        (3501, ["recipient.street"]),
        (3505, ["recipient.postal_code"]),
        (3743, ["options.insurance"]),
    ]
    assert set(response.json()["errors"][0]) >= {"fields"}


def test_a_carrier_the_shop_has_not_activated_is_403_code_3762(nl: httpx.Client, be: httpx.Client) -> None:
    response = be.post("/shipments", json=shipment_body())  # Demo BE has bpost and dpd, not postnl
    assert_error(response, 403, 3762)
    assert error_codes(response) == [(3762, ["carrier"])]
    assert nl.post("/shipments", json=shipment_body()).status_code == 201


def test_an_invalid_combination_is_412_code_3705_listing_every_violation(nl: httpx.Client) -> None:
    response = nl.post(
        "/shipments",
        json=shipment_body(options={"package_type": "mailbox", "delivery_type": "evening", "signature": True}),
    )
    body = assert_error(response, 412, 3705)
    assert len(body["errors"]) >= 2
    assert all(code == 3705 for code, _ in error_codes(response))
    fields = {field for _, fields in error_codes(response) for field in fields}
    assert "options.delivery_type" in fields and "options.signature" in fields


def test_receipt_code_with_signature_is_412(nl: httpx.Client) -> None:
    response = nl.post(
        "/shipments", json=shipment_body(options={"receipt_code": True, "signature": True, "insurance": 500})
    )
    body = assert_error(response, 412, 3705)
    # contract §2: a combination of two options names both.
    assert error_codes(response) == [(3705, ["options.receipt_code", "options.signature"])]
    assert body["errors"][0]["fields"] == ["options.receipt_code", "options.signature"]


def test_a_pickup_without_location_is_412_and_a_pickup_location_field_uses_wire_names(nl: httpx.Client) -> None:
    response = nl.post("/shipments", json=shipment_body(options={"delivery_type": "pickup"}))
    assert_error(response, 412, 3705)
    location = {
        "locationCode": "",
        "retailNetworkId": "PNPNL-01",
        "locationName": "Shop",
        "street": "Markt",
        "number": "1",
        "postalCode": "3511AA",
        "city": "Utrecht",
        "cc": "NL",
    }
    response = nl.post("/shipments", json=shipment_body(options={"delivery_type": "pickup"}, pickup_location=location))
    assert_error(response, 500, 3212)
    assert error_codes(response) == [(3212, ["pickup_location.locationCode"])]
    location["locationCode"] = "176227"
    created = nl.post("/shipments", json=shipment_body(options={"delivery_type": "pickup"}, pickup_location=location))
    assert created.status_code == 201, created.text
    assert created.json()["pickup_location"]["locationCode"] == "176227"


@pytest.mark.parametrize("field", ["country", "name", "street", "postal_code", "city"])
def test_an_empty_required_recipient_field_is_500_code_3212(nl: httpx.Client, field: str) -> None:
    response = nl.post("/shipments", json=shipment_body(recipient=recipient(**{field: ""})))
    assert_error(response, 500, 3212)
    assert [f"recipient.{field}"] in [fields for _, fields in error_codes(response)]


def test_a_body_that_is_not_an_object_is_422(nl: httpx.Client) -> None:
    assert error_codes(nl.post("/shipments", json=["postnl"])) == [(3212, ["body"])]


def test_a_missing_carrier_is_500(nl: httpx.Client) -> None:
    body = shipment_body()
    del body["carrier"]
    assert error_codes(nl.post("/shipments", json=body)) == [(3212, ["carrier"])]


class TestPrecedence:
    """contract §2: 401; 403 (3716); 403 (3001); 500; 403 (3762); 412; 422."""

    everything_wrong: dict[str, Any] = shipment_body(
        recipient=recipient(country="", street="1"),  # 500 and (for the street) 422
        options={"package_type": "mailbox", "signature": True, "insurance": 3},  # 412 and 422
    )

    def test_401_before_all(self, sandbox: SandboxServer) -> None:
        with client_for(sandbox, basic("unknown")) as client:
            assert_error(client.post("/shipments", json=self.everything_wrong), 401, 3000)

    def test_paused_before_scope(self, sandbox: SandboxServer) -> None:
        with client_for(sandbox, basic(accounts.API_KEY_PAUSED)) as client:
            assert_error(client.post("/shipments", json=self.everything_wrong), 403, 3716)

    def test_scope_before_missing_field(self, sandbox: SandboxServer) -> None:
        token = obtain_token(sandbox, "shipments.read")
        with client_for(sandbox, bearer(token["access_token"])) as client:
            assert_error(client.post("/shipments", json=self.everything_wrong), 403, 3001)

    def test_missing_field_before_carrier(self, be: httpx.Client) -> None:
        response = be.post("/shipments", json=self.everything_wrong)  # postnl is not Demo BE's
        assert_error(response, 500, 3212)
        assert all(code == 3212 for code, _ in error_codes(response))

    def test_carrier_before_combination(self, be: httpx.Client) -> None:
        body = shipment_body(options={"package_type": "mailbox", "signature": True, "insurance": 3})
        assert error_codes(be.post("/shipments", json=body)) == [(3762, ["carrier"])]

    def test_combination_before_field_validation(self, nl: httpx.Client) -> None:
        body = shipment_body(
            recipient=recipient(street="1"), options={"package_type": "mailbox", "signature": True, "insurance": 3}
        )
        response = nl.post("/shipments", json=body)
        assert_error(response, 412, 3705)
        assert all(code == 3705 for code, _ in error_codes(response))


class TestMalformedRequests:
    def test_a_body_that_is_not_json_is_422_naming_the_body(self, nl: httpx.Client) -> None:
        response = nl.post("/shipments", content=b"{not json", headers={"Content-Type": "application/json"})
        assert error_codes(response) == [(3212, ["body"])]
        assert response.status_code == 422

    @pytest.mark.parametrize(
        "overrides, field",
        [
            ({"reference": 12}, "reference"),
            ({"recipient": "Keizersgracht"}, "recipient"),
            ({"options": {"signature": "yes"}}, "options.signature"),
            ({"options": {"insurance": "500"}}, "options.insurance"),
            ({"options": {"package_type": "crate"}}, "options.package_type"),
            ({"options": {"teleport": True}}, "options.teleport"),
            ({"carrier": "pigeon"}, "carrier"),
            ({"physical_properties": {"weight": "1kg"}}, "physical_properties.weight"),
            ({"secondary_shipments": 1.5}, "secondary_shipments"),
        ],
    )
    def test_a_mistyped_field_is_422_naming_it(self, nl: httpx.Client, overrides: dict[str, Any], field: str) -> None:
        response = nl.post("/shipments", json=shipment_body(**overrides))
        assert response.status_code == 422, response.text
        assert [field] in [fields for _, fields in error_codes(response)]
        assert nl.get("/shipments").json()["total"] == 0

    def test_a_mistyped_country_is_not_reported_as_empty(self, nl: httpx.Client) -> None:
        response = nl.post("/shipments", json=shipment_body(recipient=recipient(country=31), options={}))  # type: ignore[arg-type]
        assert response.status_code == 422
        assert error_codes(response) == [(3212, ["recipient.country"])]

    def test_a_mistyped_field_and_a_412_answer_412(self, nl: httpx.Client) -> None:
        response = nl.post(
            "/shipments", json=shipment_body(reference=5, options={"package_type": "mailbox", "signature": True})
        )
        assert response.status_code == 412

    def test_mistyped_fields_are_listed_with_the_other_422s(self, nl: httpx.Client) -> None:
        response = nl.post("/shipments", json=shipment_body(reference=5, options={"insurance": 7}))
        assert response.status_code == 422
        assert sorted(error_codes(response)) == [(3212, ["reference"]), (3743, ["options.insurance"])]

    def test_a_label_description_over_45_characters_is_422(self, nl: httpx.Client) -> None:
        response = nl.post("/shipments", json=shipment_body(label_description="x" * 46))
        assert error_codes(response) == [(3212, ["label_description"])]
        assert nl.post("/shipments", json=shipment_body(label_description="x" * 45)).status_code == 201


def test_a_batch_entry_that_is_not_an_object_is_named_by_its_index(nl: httpx.Client) -> None:
    response = nl.post("/shipments", json={"shipments": [shipment_body(), "not a shipment"]})
    assert response.status_code == 422
    assert error_codes(response) == [(3212, ["shipments[1]"])]
    assert nl.get("/shipments").json()["total"] == 0
