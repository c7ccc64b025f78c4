"""The production front's tests: clients with the production credentials, bodies, envelopes, error checks."""

from __future__ import annotations

import base64
from typing import Any

import httpx

from station.sandbox import accounts
from station.sandbox.server import SandboxServer

SHIPMENT_TYPE = "application/vnd.shipment+json;charset=utf-8;version=1.1"
RETURN_TYPE = "application/vnd.return_shipment+json;charset=utf-8"
JSON_UTF8 = "application/json;charset=utf-8"


def key64(key: str) -> str:
    return base64.b64encode(key.encode()).decode()


def production_client(server: SandboxServer, key: str = accounts.API_KEY_NL, scheme: str = "bearer") -> httpx.Client:
    return httpx.Client(
        base_url=server.production_base_url,
        headers={
            "Authorization": f"{scheme} {key64(key)}",
            "Accept": JSON_UTF8,
            "User-Agent": "StationTests/1 Python/3",
        },
        timeout=30,
    )


def recipient(**overrides: Any) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "cc": "NL",
        "person": "Ahmed el Idrissi",
        "company": "",
        "street": "Zeeburgerdijk",
        "number": "210",
        "number_suffix": "",
        "postal_code": "1095AE",
        "city": "Amsterdam",
        "email": "a.elidrissi@example.nl",
        "phone": "",
    }
    fields.update(overrides)
    return fields


def shipment(**overrides: Any) -> dict[str, Any]:
    """A PostNL parcel Demo NL may create, in production's create shape."""
    body: dict[str, Any] = {
        "carrier": 1,
        "reference_identifier": "WS-77188",
        "recipient": recipient(),
        "options": {
            "package_type": 1,
            "delivery_type": 2,
            "signature": 1,
            "only_recipient": 0,
            "return": 0,
            "large_format": 0,
            "age_check": 0,
            "insurance": {"amount": 0, "currency": "EUR"},
            "label_description": "WS-77188",
        },
        "physical_properties": {"weight": 1450},
    }
    body.update(overrides)
    return body


def envelope(key: str, *items: dict[str, Any]) -> dict[str, Any]:
    return {"data": {key: list(items)}}


def create_raw(client: httpx.Client, *items: dict[str, Any], **headers: str) -> httpx.Response:
    return client.post(
        "/shipments", json=envelope("shipments", *items), headers={"Content-Type": SHIPMENT_TYPE, **headers}
    )


def listed(response: httpx.Response) -> list[dict[str, Any]]:
    """The shipments of a read answer in either shape: `data.shipments` or `data.search_results.shipments`."""
    body = response.json()["data"]
    shipments: list[dict[str, Any]] = body.get("search_results", body)["shipments"]
    return shipments


def carrier_of(read: dict[str, Any]) -> int:
    """The carrier id of a read or a tracking answer: `carrier_id` or `carrier` (both are seen)."""
    keys = {"carrier", "carrier_id"} & set(read)
    assert len(keys) == 1, read.keys()
    carrier: int = read[keys.pop()]
    return carrier


def flag(value: Any) -> bool:
    """A flag as production answers it: 0/1, or true/false in some answers."""
    assert value in (0, 1, True, False), value
    return bool(value)


def keyed_codes(response: httpx.Response) -> dict[int, list[str]]:
    """code → fields of a keyed 422, whether codes come as several items or several keys of one item."""
    assert response.status_code == 422, response.text
    body = response.json()
    assert body["status_code"] == 422 and body["request_id"] in body["message"]
    found: dict[int, list[str]] = {}
    for item in body["errors"]:
        for code, entry in item.items():
            # One sentence may name several fields (a combination), so the two lists need not be as long.
            assert set(entry) == {"fields", "human"} and entry["fields"] and entry["human"]
            found.setdefault(int(code), []).extend(entry["fields"])
    return found


def assert_flat(response: httpx.Response, status: int, code: int) -> dict[str, Any]:
    assert response.status_code == status, response.text
    body: dict[str, Any] = response.json()
    assert "data" not in body
    assert body["request_id"] and f"(request_id: {body['request_id']})" in body["message"]
    assert body["errors"][0]["code"] == code
    for entry in body["errors"]:
        assert set(entry) in ({"status", "code", "title", "message"}, {"code", "message"})
    return body


def advance(server: SandboxServer, shipment_id: int, status: int) -> httpx.Response:
    return httpx.post(
        server.base_url + "/__sandbox__/production/advance",
        json={"shipment_id": shipment_id, "status": status},
        timeout=30,
    )
