"""Production front, rows 61–65: fulfilment orders and notes, webhook subscriptions, in the `data` envelope."""

from __future__ import annotations

from typing import Any

import httpx

from station.sandbox import accounts
from station.sandbox.server import SandboxServer
from tests.helpers.production_sandbox import JSON_UTF8, assert_flat, envelope, production_client
from tests.helpers.sandbox import basic, client_for

JSON_BODY = {"Content-Type": JSON_UTF8}


def _order(**overrides: Any) -> dict[str, Any]:
    order: dict[str, Any] = {
        "external_identifier": "WS-77200",
        "fulfilment_partner_identifier": None,
        "order_date": "2026-11-25 09:58:00",
        "invoice_address": None,
        "language": "NL",
        "type": "consumer",
        "price": 4990,
        "vat": 866,
        "price_after_vat": 5856,
        "shipment": {
            "carrier": 1,
            "recipient": {
                "cc": "NL",
                "person": "Lotte Hendriks",
                "street": "Markt",
                "number": "5",
                "postal_code": "5211 JV",
                "city": "'s-Hertogenbosch",
                "email": "lotte@example.nl",
            },
            "options": {
                "package_type": 1,
                "delivery_type": 2,
                "signature": 0,
                "insurance": {"amount": 0, "currency": "EUR"},
            },
            "pickup": None,
            "drop_off_point": None,
            "physical_properties": {"weight": 900},
            "customs_declaration": None,
        },
        "order_lines": [
            {
                "quantity": 2,
                "price": 2495,
                "vat": 433,
                "price_after_vat": 2928,
                "product": {"sku": "TGL-WIT-15", "name": "Wandtegel wit 15x15", "ean": "8712345678906"},
                "instructions": None,
                "shippable": True,
            }
        ],
    }
    order.update(overrides)
    return order


def _create_order(client: httpx.Client, **overrides: Any) -> dict[str, Any]:
    response = client.post("/fulfilment/orders", json=envelope("orders", _order(**overrides)), headers=JSON_BODY)
    assert response.status_code == 200, response.text
    (order,) = response.json()["data"]["orders"]
    return dict(order)


def test_an_order_comes_back_as_sent_with_uuids(nl: httpx.Client) -> None:
    order = _create_order(nl)
    assert order["uuid"] and order["status"] == "open" and order["order_shipments"] == []
    assert order["external_identifier"] == "WS-77200" and order["price"] == 4990
    assert order["shipment"]["recipient"]["person"] == "Lotte Hendriks"
    assert order["order_lines"][0]["uuid"] and order["order_lines"][0]["product"]["sku"] == "TGL-WIT-15"
    assert order["created_at"] and order["updated_at"]


def test_orders_are_listed_and_read_by_uuid(nl: httpx.Client) -> None:
    first = _create_order(nl, external_identifier="A")
    second = _create_order(nl, external_identifier="B")
    listing = nl.get("/fulfilment/orders").json()["data"]
    assert [order["uuid"] for order in listing["orders"]] == [first["uuid"], second["uuid"]]
    assert listing["results"] == 2 and listing["size"] == 10  # per_page defaults to 10
    by_uuid = nl.get(f"/fulfilment/orders/{second['uuid']}").json()["data"]["orders"]
    assert [order["external_identifier"] for order in by_uuid] == ["B"]
    assert nl.get("/fulfilment/orders", params={"status": "processed"}).json()["data"]["orders"] == []


def test_an_order_without_a_recipient_country_is_refused(nl: httpx.Client) -> None:
    bad = _order(shipment={"recipient": {"person": "x"}})
    assert_flat(nl.post("/fulfilment/orders", json=envelope("orders", bad), headers=JSON_BODY), 422, 3212)


def test_an_open_order_can_be_deleted_an_unknown_one_is_422(nl: httpx.Client) -> None:
    order = _create_order(nl)
    assert nl.delete(f"/fulfilment/orders/{order['uuid']}").status_code == 204
    assert_flat(nl.delete(f"/fulfilment/orders/{order['uuid']}"), 422, 3212)


def test_a_note_on_an_order(nl: httpx.Client) -> None:
    order = _create_order(nl)
    note = {"author": "webshop", "note": "Klant vraagt om levering na 12:00."}
    response = nl.post(
        f"/fulfilment/orders/{order['uuid']}/notes", json=envelope("order_notes", note), headers=JSON_BODY
    )
    assert response.status_code == 200, response.text
    (answered,) = response.json()["data"]["order_notes"]
    assert answered["uuid"] and answered["author"] == "webshop" and answered["note"] == note["note"]
    assert answered["created"] and answered["updated"]
    wrong = {"author": "robot", "note": "x"}
    assert_flat(
        nl.post(f"/fulfilment/orders/{order['uuid']}/notes", json=envelope("order_notes", wrong), headers=JSON_BODY),
        422,
        3212,
    )


def test_an_order_from_the_production_front_is_seen_by_the_contract_front(
    sandbox: SandboxServer, nl: httpx.Client
) -> None:
    order = _create_order(nl)
    with client_for(sandbox, basic(accounts.API_KEY_NL)) as contract:
        read_back = contract.get(f"/fulfilment/orders/{order['uuid']}").json()
    assert read_back["external_identifier"] == "WS-77200" and read_back["recipient"]["cc"] == "NL"
    assert read_back["order_lines"][0]["quantity"] == 2


def test_a_webhook_subscription_and_its_replacement(nl: httpx.Client) -> None:
    first = nl.post(
        "/webhook_subscriptions",
        headers=JSON_BODY,
        json=envelope(
            "webhook_subscriptions", {"hook": "shipment_status_change", "url": "https://station.example.nl/a"}
        ),
    )
    assert first.status_code == 200, first.text
    first_id = first.json()["data"]["ids"][0]["id"]
    second = nl.post(
        "/webhook_subscriptions",
        headers=JSON_BODY,
        json=envelope(
            "webhook_subscriptions",
            {"hook": "shipment_status_change", "url": "https://station.example.nl/b"},
            {"hook": "shipment_label_created", "url": "https://station.example.nl/label"},
        ),
    )
    assert second.status_code == 200, second.text  # a second subscription replaces, no error
    listed = nl.get("/webhook_subscriptions").json()["data"]["webhook_subscriptions"]
    assert sorted((s["hook"], s["url"]) for s in listed) == [
        ("shipment_label_created", "https://station.example.nl/label"),
        ("shipment_status_change", "https://station.example.nl/b"),
    ]
    assert first_id not in {s["id"] for s in listed}
    assert {s["shop_id"] for s in listed} == {1001} and all(s["account_id"] for s in listed)
    only = nl.get("/webhook_subscriptions", params={"hook": "shipment_label_created"}).json()["data"]
    assert [s["hook"] for s in only["webhook_subscriptions"]] == ["shipment_label_created"]
    ids = ";".join(str(s["id"]) for s in listed)
    assert nl.delete(f"/webhook_subscriptions/{ids}").status_code == 204
    assert nl.get("/webhook_subscriptions").json()["data"]["webhook_subscriptions"] == []
    assert_flat(nl.delete(f"/webhook_subscriptions/{first_id}"), 404, 10003)


def test_a_webhook_needs_a_known_hook_and_https(nl: httpx.Client) -> None:
    def subscribe(hook: str, url: str) -> httpx.Response:
        return nl.post(
            "/webhook_subscriptions",
            headers=JSON_BODY,
            json=envelope("webhook_subscriptions", {"hook": hook, "url": url}),
        )

    assert_flat(subscribe("parcel_eaten", "https://x.example"), 422, 10001)
    assert_flat(subscribe("shipment_status_change", "http://x.example"), 422, 10002)


def test_another_shops_subscriptions_are_not_listed(sandbox: SandboxServer, nl: httpx.Client) -> None:
    nl.post(
        "/webhook_subscriptions",
        headers=JSON_BODY,
        json=envelope(
            "webhook_subscriptions", {"hook": "shipment_status_change", "url": "https://station.example.nl/a"}
        ),
    )
    with production_client(sandbox, accounts.API_KEY_BE) as belgian:
        assert belgian.get("/webhook_subscriptions").json()["data"]["webhook_subscriptions"] == []
