"""One state behind both fronts: a shipment created on one is the same shipment on the other."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx

from station.sandbox import accounts
from station.sandbox.server import SandboxServer
from tests.helpers.production_sandbox import advance, carrier_of, listed
from tests.helpers.sandbox import basic, client_for, shipment_body

Read = Callable[[int], dict[str, Any]]


def test_created_on_the_production_front_read_on_the_contract_front(
    sandbox: SandboxServer, nl: httpx.Client, create: Callable[..., int]
) -> None:
    shipment_id = create()
    with client_for(sandbox, basic(accounts.API_KEY_NL)) as contract:
        read_back = contract.get(f"/shipments/{shipment_id}").json()
    assert read_back["carrier"] == "postnl" and read_back["reference"] == "WS-77188"
    assert read_back["recipient"]["name"] == "Ahmed el Idrissi"
    assert read_back["recipient"]["street"] == "Zeeburgerdijk 210"
    assert read_back["status"] == "pending"


def test_created_on_the_contract_front_read_on_the_production_front(
    sandbox: SandboxServer, nl: httpx.Client, read: Read
) -> None:
    with client_for(sandbox, basic(accounts.API_KEY_NL)) as contract:
        created = contract.post("/shipments", json=shipment_body()).json()
        contract.get(f"/shipment_labels/{created['id']}")
    read_back = read(created["id"])
    assert carrier_of(read_back) == 1 and read_back["reference_identifier"] == "ORD-1001"
    assert read_back["status"] == 2 and read_back["barcode"] == created["barcode"]
    assert (read_back["recipient"]["street"], read_back["recipient"]["number"]) == ("Keizersgracht", "1")
    assert read_back["options"]["insurance"] == {"amount": 50000, "currency": "EUR"}


def test_a_finer_status_reads_as_its_domain_status_on_the_contract_front(
    sandbox: SandboxServer, nl: httpx.Client, create: Callable[..., int]
) -> None:
    shipment_id = create()
    advance(sandbox, shipment_id, 3)
    advance(sandbox, shipment_id, 8)  # at the pickup point
    with client_for(sandbox, basic(accounts.API_KEY_NL)) as contract:
        assert contract.get(f"/shipments/{shipment_id}").json()["status"] == "delivered"
    assert listed(nl.get(f"/shipments/{shipment_id}"))[0]["status"] == 8


def test_one_shop_never_sees_another_shops_shipment(sandbox: SandboxServer, create: Callable[..., int]) -> None:
    from tests.helpers.production_sandbox import production_client

    shipment_id = create()
    with production_client(sandbox, accounts.API_KEY_BE) as belgian:
        assert belgian.get(f"/shipments/{shipment_id}").status_code == 404
