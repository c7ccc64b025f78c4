"""Production front, rows 56–58: related returns through `POST /shipments`, the consumer page, printerless QR."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from PIL import Image

from tests.helpers.production_sandbox import RETURN_TYPE, envelope, keyed_codes, listed

Read = Callable[[int], dict[str, Any]]


def _labelled(nl: httpx.Client, create: Callable[..., int]) -> int:
    shipment_id = create()
    assert nl.get(f"/shipment_labels/{shipment_id}").status_code == 200
    return shipment_id


def _return(parent: int, **overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "parent": parent,
        "carrier": 1,
        "reference_identifier": "WS-77188-RET",
        "email": "a.elidrissi@example.nl",
        "name": "Ahmed el Idrissi",
        "options": {"package_type": 1},
    }
    body.update(overrides)
    return body


@pytest.mark.parametrize("path", ["/shipments", "/return_shipments"])
def test_a_related_return_with_the_return_media_type(
    nl: httpx.Client, create: Callable[..., int], read: Read, path: str
) -> None:
    parent = _labelled(nl, create)
    response = nl.post(
        path + "?send_return_mail=1",
        json=envelope("return_shipments", _return(parent)),
        headers={"Content-Type": RETURN_TYPE},
    )
    assert response.status_code == 200, response.text
    (entry,) = response.json()["data"]["ids"]
    assert entry["reference_identifier"] == "WS-77188-RET"
    returned = read(entry["id"])
    assert returned["parent_id"] == parent and returned["shipment_type"] == 2 and returned["status"] == 1
    assert returned["options"]["label_description"].startswith("Retour")


def test_the_return_type_with_the_sdks_space_is_accepted(nl: httpx.Client, create: Callable[..., int]) -> None:
    parent = _labelled(nl, create)
    response = nl.post(
        "/shipments",
        json=envelope("return_shipments", _return(parent)),
        headers={"Content-Type": "application/vnd.return_shipment+json; charset=utf-8;version=1.1"},
    )
    assert response.status_code == 200, response.text


def test_a_concept_cannot_be_returned_nor_returned_twice(nl: httpx.Client, create: Callable[..., int]) -> None:
    concept = create()
    refused = nl.post(
        "/shipments", json=envelope("return_shipments", _return(concept)), headers={"Content-Type": RETURN_TYPE}
    )
    assert keyed_codes(refused) == {3714: ["data.return_shipments[0].parent"]}
    parent = _labelled(nl, create)
    body = envelope("return_shipments", _return(parent))
    assert nl.post("/shipments", json=body, headers={"Content-Type": RETURN_TYPE}).status_code == 200
    again = nl.post("/shipments", json=body, headers={"Content-Type": RETURN_TYPE})
    assert 3719 in keyed_codes(again)


def test_a_return_with_another_carrier_is_3718(nl: httpx.Client, create: Callable[..., int]) -> None:
    parent = _labelled(nl, create)
    refused = nl.post(
        "/shipments",
        json=envelope("return_shipments", _return(parent, carrier=4)),
        headers={"Content-Type": RETURN_TYPE},
    )
    assert 3718 in keyed_codes(refused)


def test_a_bodiless_return_shipments_is_the_consumer_return_page(nl: httpx.Client) -> None:
    response = nl.post("/return_shipments")
    assert response.status_code == 200, response.text
    assert response.json()["data"]["download_url"]["link"].startswith("http")
    assert listed(nl.get("/shipments")) == []  # it creates nothing


def test_the_printerless_qr_code_is_an_authenticated_png(nl: httpx.Client, create: Callable[..., int]) -> None:
    parent = _labelled(nl, create)
    body = envelope("return_shipments", _return(parent, options={"package_type": 1, "printerless_return": 1}))
    return_id = nl.post("/shipments", json=body, headers={"Content-Type": RETURN_TYPE}).json()["data"]["ids"][0]["id"]
    response = nl.get(f"/printerless_return_label/{return_id}", headers={"Accept": "image/png"})
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "image/png"
    image = Image.open(io.BytesIO(response.content))
    assert image.format == "PNG" and image.size[0] == image.size[1] >= 100
    anonymous = httpx.get(str(nl.base_url).rstrip("/") + f"/printerless_return_label/{return_id}", timeout=30)
    assert anonymous.status_code == 401
    assert nl.get(f"/printerless_return_label/{parent}", headers={"Accept": "image/png"}).status_code == 422
