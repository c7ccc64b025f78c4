"""contract §6 over HTTP: fulfilment orders and notes, webhook subscriptions."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.helpers.sandbox import assert_error, error_codes


def order_body(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "external_identifier": "WEB-1001",
        "recipient": {
            "cc": "NL",
            "person": "J. Jansen",
            "street": "Keizersgracht",
            "number": "1",
            "postal_code": "1015CC",
            "city": "Amsterdam",
            "email": "j@example.org",
        },
        "order_lines": [{"quantity": 2, "product": {"sku": "BOOK-1", "name": "A book", "ean": "9789000000001"}}],
    }
    body.update(overrides)
    return body


SELECTION = {
    "carrier": "postnl",
    "date": "2026-03-03 00:00:00.000000",
    "deliveryType": "standard",
    "isPickup": False,
    "packageType": "package",
    "shipmentOptions": {"signature": True},
}


def test_create_then_fetch_an_order(nl: httpx.Client) -> None:
    response = nl.post("/fulfilment/orders", json=order_body(delivery_selection=SELECTION))
    assert response.status_code == 201
    order = response.json()
    assert order["status"] == "open" and order["uuid"] and order["created"]
    assert order["external_identifier"] == "WEB-1001"
    assert order["order_lines"][0]["product"]["sku"] == "BOOK-1"
    assert order["delivery_selection"] == SELECTION
    fetched = nl.get(f"/fulfilment/orders/{order['uuid']}")
    assert fetched.status_code == 200 and fetched.json()["uuid"] == order["uuid"]


def test_notes_on_an_order(nl: httpx.Client) -> None:
    order = nl.post("/fulfilment/orders", json=order_body()).json()
    response = nl.post(f"/fulfilment/orders/{order['uuid']}/notes", json={"note": "Gift wrap", "author": "Ann"})
    assert response.status_code == 201
    note = response.json()
    assert set(note) == {"uuid", "order_uuid", "note", "author", "created"}
    assert (note["order_uuid"], note["note"], note["author"]) == (order["uuid"], "Gift wrap", "Ann")
    assert nl.get(f"/fulfilment/orders/{order['uuid']}").json()["notes"] == [note]
    assert_error(nl.post("/fulfilment/orders/no-such-order/notes", json={"note": "x", "author": "y"}), 404, 3004)
    assert_error(nl.post(f"/fulfilment/orders/{order['uuid']}/notes", json={"note": "", "author": "y"}), 500, 3212)
    assert_error(nl.post(f"/fulfilment/orders/{order['uuid']}/notes", json={"note": 5}), 422, 3212)


def test_list_orders_with_status_filter_and_paging(nl: httpx.Client, be: httpx.Client) -> None:
    for index in range(5):
        assert nl.post("/fulfilment/orders", json=order_body(external_identifier=f"W-{index}")).status_code == 201
    listed = nl.get("/fulfilment/orders", params={"status": "open", "page": 2, "size": 2}).json()
    assert (listed["page"], listed["size"], listed["total"]) == (2, 2, 5)
    assert [o["external_identifier"] for o in listed["orders"]] == ["W-2", "W-1"]
    assert nl.get("/fulfilment/orders", params={"status": "shipped"}).json()["total"] == 0
    assert_error(nl.get("/fulfilment/orders", params={"status": "lost"}), 422, 3212)
    assert_error(nl.get("/fulfilment/orders", params={"size": 301}), 422, 3212)
    # One shop never sees another's orders.
    assert be.get("/fulfilment/orders").json()["total"] == 0
    assert be.get("/fulfilment/orders", params={"status": "open"}).json()["total"] == 0
    nl_uuid = listed["orders"][0]["uuid"]
    assert_error(be.get(f"/fulfilment/orders/{nl_uuid}"), 404, 3004)
    assert_error(be.post(f"/fulfilment/orders/{nl_uuid}/notes", json={"note": "x", "author": "y"}), 404, 3004)
    assert nl.get(f"/fulfilment/orders/{nl_uuid}").json()["notes"] == []


@pytest.mark.parametrize(
    "overrides, status, field",
    [
        ({"external_identifier": ""}, 500, "external_identifier"),
        ({"recipient": {"person": "No country"}}, 500, "recipient.cc"),
        ({"order_lines": [{"quantity": 0, "product": {"sku": "A", "name": "B"}}]}, 422, "order_lines[0].quantity"),
        ({"order_lines": "two books"}, 422, "order_lines"),
        ({"recipient": {"cc": 31}}, 422, "recipient.cc"),
        ({"delivery_selection": {"carrier": "postnl"}}, 422, "delivery_selection"),
    ],
)
def test_invalid_orders_are_refused(nl: httpx.Client, overrides: dict[str, Any], status: int, field: str) -> None:
    response = nl.post("/fulfilment/orders", json=order_body(**overrides))
    assert response.status_code == status, response.text
    assert [field] in [fields for _, fields in error_codes(response)]
    assert nl.get("/fulfilment/orders").json()["total"] == 0


def test_unknown_order_is_404(nl: httpx.Client) -> None:
    assert_error(nl.get("/fulfilment/orders/00000000-0000-0000-0000-000000000000"), 404, 3004)


class TestWebhooks:
    def test_create_list_delete(self, nl: httpx.Client, be: httpx.Client) -> None:
        assert nl.get("/webhook_subscriptions").json() == {"webhook_subscriptions": []}
        response = nl.post(
            "/webhook_subscriptions", json={"hook": "shipment_status_change", "url": "https://shop.example/hooks"}
        )
        assert response.status_code == 201
        subscription = response.json()
        assert set(subscription) == {"id", "hook", "url"}
        assert nl.get("/webhook_subscriptions").json()["webhook_subscriptions"] == [subscription]
        assert be.get("/webhook_subscriptions").json()["webhook_subscriptions"] == []
        assert_error(be.delete(f"/webhook_subscriptions/{subscription['id']}"), 404, 3004)
        assert nl.delete(f"/webhook_subscriptions/{subscription['id']}").status_code == 204
        assert nl.get("/webhook_subscriptions").json()["webhook_subscriptions"] == []
        assert_error(nl.delete(f"/webhook_subscriptions/{subscription['id']}"), 404, 3004)

    @pytest.mark.parametrize(
        "body, field",
        [
            ({"hook": "shipment_status_change", "url": "http://shop.example/hooks"}, "url"),
            ({"hook": "shipment_status_change", "url": "not a url"}, "url"),
            ({"hook": "parcel_exploded", "url": "https://shop.example/hooks"}, "hook"),
            ({"url": "https://shop.example/hooks"}, "hook"),
        ],
    )
    def test_invalid_subscriptions_are_422(self, nl: httpx.Client, body: dict[str, Any], field: str) -> None:
        response = nl.post("/webhook_subscriptions", json=body)
        assert_error(response, 422, 3212)
        assert error_codes(response)[0][1] == [field]

    def test_one_subscription_per_hook(self, nl: httpx.Client) -> None:
        body = {"hook": "order_status_change", "url": "https://shop.example/a"}
        assert nl.post("/webhook_subscriptions", json=body).status_code == 201
        assert_error(nl.post("/webhook_subscriptions", json={**body, "url": "https://shop.example/b"}), 422, 3212)
        assert len(nl.get("/webhook_subscriptions").json()["webhook_subscriptions"]) == 1
