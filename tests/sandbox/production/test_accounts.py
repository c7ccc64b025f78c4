"""Production front, rows 45–46 and 69–73: account states, direct printing, problem+json."""

from __future__ import annotations

import httpx

from station.sandbox import accounts
from station.sandbox.server import SandboxServer
from tests.helpers.production_sandbox import (
    assert_flat,
    create_raw,
    key64,
    keyed_codes,
    listed,
    production_client,
    recipient,
    shipment,
)


def test_a_non_activated_account_creates_two_shipments_then_3762(sandbox: SandboxServer) -> None:
    with production_client(sandbox, accounts.API_KEY_NEW) as client:
        assert keyed_codes(create_raw(client, shipment(), shipment(), shipment())) == {3762: ["data.shipments[2]"]}
        assert create_raw(client, shipment(), shipment()).status_code == 200
        assert keyed_codes(create_raw(client, shipment())) == {3762: ["data.shipments[0]"]}
        assert len(listed(client.get("/shipments"))) == 2


def test_a_non_activated_accounts_first_shipments_stay_within_nl_and_be(sandbox: SandboxServer) -> None:
    german = shipment(carrier=4, recipient=recipient(cc="DE", postal_code="10115", city="Berlin"))
    with production_client(sandbox, accounts.API_KEY_NEW) as client:
        assert 3762 in keyed_codes(create_raw(client, german))


def test_an_activated_account_has_no_such_limit(nl: httpx.Client) -> None:
    assert create_raw(nl, *[shipment() for _ in range(3)]).status_code == 200


def _printer_group(sandbox: SandboxServer) -> str:
    """A printer group made through the production front's printing API, with production's header."""
    headers = {"Authorization": f"bearer {key64(accounts.API_KEY_NL)}"}
    with httpx.Client(base_url=sandbox.production_printing_base_url, headers=headers, timeout=30) as printing:
        response = printing.post("/create-printer-group", json={"name": "Packing table", "shopIds": ["1001"]})
        assert response.status_code == 201, response.text
        group_id: str = response.json()["id"]
        return group_id


def test_direct_printing_at_create_in_both_answer_shapes(sandbox: SandboxServer, nl: httpx.Client) -> None:
    group_id = _printer_group(sandbox)
    accept = f"application/vnd.shipment_label+json+print;printer-group-id={group_id}"
    shapes = set()
    for _ in range(2):
        response = create_raw(nl, shipment(), Accept=accept)
        assert response.status_code == 200, response.text
        answer = response.json()["data"]
        shapes.add("print_job_id" in answer)
        shipment_id = answer["ids"][0]["id"] if "ids" in answer else answer["shipment_ids"][0]
        assert listed(nl.get(f"/shipments/{shipment_id}"))[0]["status"] == 2  # its label was made
    assert shapes == {True, False}


def test_direct_printing_to_an_unknown_printer_group_creates_nothing(nl: httpx.Client) -> None:
    response = create_raw(nl, shipment(), Accept="application/vnd.shipment_label+json+print;printer-group-id=nope")
    assert_flat(response, 422, 3212)
    assert listed(nl.get("/shipments")) == []


def test_problem_details_only_when_acceptable(nl: httpx.Client) -> None:
    bad = shipment(recipient=recipient(postal_code="0000"))
    response = create_raw(nl, bad, Accept="application/json;charset=utf-8, application/problem+json")
    assert response.status_code == 422
    assert response.headers["content-type"].startswith("application/problem+json")
    body = response.json()
    assert body["status"] == 422 and body["type"].startswith("urn:problem:")
    assert body["errors"][0]["instance"] == "/data/shipments/0/recipient/postal_code"
    assert "status_code" in create_raw(nl, bad).json()  # the keyed body otherwise


def test_the_rate_limit_answers_429_with_retry_after(sandbox_factory: object) -> None:
    server = sandbox_factory(rate_limit=(2, 60.0))  # type: ignore[operator]
    with production_client(server) as client:
        assert client.get("/shipments").status_code == 200
        assert client.get("/shipments").status_code == 200
        refused = client.get("/shipments")
        assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1
        assert "data" not in refused.json()


def test_an_injected_backend_error_has_the_flat_body(sandbox_factory: object) -> None:
    server = sandbox_factory(fail_rate=1.0)  # type: ignore[operator]
    with production_client(server) as client:
        body = assert_flat(client.get("/shipments"), 502, 3900)
    assert set(body["errors"][0]) == {"status", "code", "title", "message"}
