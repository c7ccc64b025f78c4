"""contract §1 and §2 over HTTP: OAuth obtain/refresh/revoke, expiry, API keys, scopes, paused shop."""

from __future__ import annotations

import base64

import httpx
import pytest

from station.sandbox import accounts
from station.sandbox.server import SandboxServer
from tests.helpers.sandbox import (
    ManualClock,
    SandboxFactory,
    assert_error,
    basic,
    bearer,
    client_for,
    obtain_token,
    shipment_body,
)

# contract §1 "Scopes per endpoint": (method, path, scope). The printing API accepts any scope.
ENDPOINT_SCOPES: list[tuple[str, str, str]] = [
    ("GET", "/shipments", "shipments.read"),
    ("GET", "/shipments/1", "shipments.read"),
    ("GET", "/shipment_labels/1", "shipments.read"),
    ("GET", "/track_traces/1", "shipments.read"),
    ("POST", "/shipments", "shipments.write"),
    ("DELETE", "/shipments/1", "shipments.write"),
    ("POST", "/labels/print", "shipments.write"),
    ("POST", "/return_shipments", "shipments.write"),
    ("GET", "/fulfilment/orders", "orders.read"),
    ("GET", "/fulfilment/orders/00000000-0000-0000-0000-000000000000", "orders.read"),
    ("POST", "/fulfilment/orders", "orders.write"),
    ("POST", "/fulfilment/orders/00000000-0000-0000-0000-000000000000/notes", "orders.write"),
    ("GET", "/webhook_subscriptions", "webhooks.write"),
    ("POST", "/webhook_subscriptions", "webhooks.write"),
    ("DELETE", "/webhook_subscriptions/1", "webhooks.write"),
]
ALL_SCOPES = {"shipments.read", "shipments.write", "orders.read", "orders.write", "webhooks.write"}
PRINTING_CALLS = [("GET", "/printing/printers"), ("GET", "/printing/status"), ("GET", "/printing/printer-groups")]


def test_obtain_returns_a_bearer_pair_with_the_requested_scopes(sandbox: SandboxServer) -> None:
    token = obtain_token(sandbox, "shipments.read shipments.write")
    assert token["token_type"] == "bearer"
    assert token["expires_in"] == 3600
    assert set(token["scope"].split()) == {"shipments.read", "shipments.write"}
    assert token["access_token"] and token["refresh_token"] and token["access_token"] != token["refresh_token"]
    with client_for(sandbox, bearer(token["access_token"])) as client:
        assert client.get("/shipments").status_code == 200


@pytest.mark.parametrize("client_id, secret", [("sandbox-client", "wrong"), ("nobody", "sandbox-secret"), ("", "")])
def test_obtain_with_a_bad_client_is_401_invalid_client(sandbox: SandboxServer, client_id: str, secret: str) -> None:
    response = httpx.post(
        sandbox.base_url + "/oauth/token",
        json={
            "grant_type": "client_credentials",
            "client_id": client_id,
            "client_secret": secret,
            "scope": "shipments.read",
        },
    )
    assert response.status_code == 401
    assert response.json()["error"] == "invalid_client"


def test_obtain_with_an_unknown_scope_is_400_invalid_scope(sandbox: SandboxServer) -> None:
    response = httpx.post(
        sandbox.base_url + "/oauth/token",
        json={
            "grant_type": "client_credentials",
            "client_id": accounts.OAUTH_CLIENT_ID,
            "client_secret": accounts.OAUTH_CLIENT_SECRET,
            "scope": "shipments.read printers.everything",
        },
    )
    assert response.status_code == 400
    assert response.json()["error"] == "invalid_scope"


def test_refresh_rotates_and_the_old_refresh_token_dies(sandbox: SandboxServer) -> None:
    first = obtain_token(sandbox, "shipments.read")
    refresh_url = sandbox.base_url + "/oauth/token/refresh"
    second = httpx.post(refresh_url, json={"refresh_token": first["refresh_token"]})
    assert second.status_code == 200
    pair = second.json()
    assert pair["access_token"] != first["access_token"] and pair["refresh_token"] != first["refresh_token"]
    assert pair["scope"] == "shipments.read"
    with client_for(sandbox, bearer(pair["access_token"])) as client:
        assert client.get("/shipments").status_code == 200
    reused = httpx.post(refresh_url, json={"refresh_token": first["refresh_token"]})
    assert reused.status_code == 401 and reused.json()["error"] == "invalid_grant"
    unknown = httpx.post(refresh_url, json={"refresh_token": "never-issued"})
    assert unknown.status_code == 401 and unknown.json()["error"] == "invalid_grant"


def test_revoke_makes_the_token_401_everywhere_and_kills_its_refresh_token(sandbox: SandboxServer) -> None:
    token = obtain_token(sandbox)
    with client_for(sandbox, bearer(token["access_token"])) as client:
        assert client.get("/shipments").status_code == 200
        assert client.get("/printing/printers").status_code == 200
        assert client.delete("/oauth/token").status_code == 204
        for method, path, _ in ENDPOINT_SCOPES:
            assert_error(client.request(method, path, json={}), 401, 3000)
        for method, path in PRINTING_CALLS:
            assert_error(client.request(method, path), 401, 3000)
        # Revoking twice: the token is unknown now.
        assert_error(client.delete("/oauth/token"), 401, 3000)
    dead = httpx.post(sandbox.base_url + "/oauth/token/refresh", json={"refresh_token": token["refresh_token"]})
    assert dead.status_code == 401 and dead.json()["error"] == "invalid_grant"


def test_an_access_token_expires_after_the_token_ttl(sandbox_factory: SandboxFactory) -> None:
    clock = ManualClock()
    server = sandbox_factory(token_ttl=120, clock=clock)
    token = obtain_token(server)
    assert token["expires_in"] == 120
    with client_for(server, bearer(token["access_token"])) as client:
        clock.advance(seconds=119)
        assert client.get("/shipments").status_code == 200
        clock.advance(seconds=1)
        body = assert_error(client.get("/shipments"), 401, 3000)
        assert "expired" in body["message"]
    # The refresh token outlives the access token.
    refreshed = httpx.post(server.base_url + "/oauth/token/refresh", json={"refresh_token": token["refresh_token"]})
    assert refreshed.status_code == 200
    with client_for(server, bearer(refreshed.json()["access_token"])) as client:
        assert client.get("/shipments").status_code == 200


@pytest.mark.parametrize("scheme", ["basic", "Basic", "BASIC"])
def test_an_api_key_in_the_basic_scheme_has_every_scope(sandbox: SandboxServer, scheme: str) -> None:
    encoded = base64.b64encode(accounts.API_KEY_NL.encode()).decode()
    with client_for(sandbox, f"{scheme} {encoded}") as client:
        assert client.get("/shipments").status_code == 200
        assert client.get("/fulfilment/orders").status_code == 200
        assert client.get("/webhook_subscriptions").status_code == 200
        assert client.post("/shipments", json=shipment_body()).status_code == 201


@pytest.mark.parametrize("scheme", ["bearer", "Bearer", "BEARER"])
def test_bearer_scheme_names_are_case_insensitive(sandbox: SandboxServer, scheme: str) -> None:
    token = obtain_token(sandbox)
    with client_for(sandbox, f"{scheme} {token['access_token']}") as client:
        assert client.get("/shipments").status_code == 200


@pytest.mark.parametrize(
    "authorization",
    [
        None,
        "basic " + base64.b64encode(b"no-such-key").decode(),
        "basic sandbox-nl",  # the key itself, not its base64
        "bearer not-a-token",
        "token " + base64.b64encode(b"sandbox-nl").decode(),
        "bearer",
    ],
)
def test_missing_or_invalid_credentials_are_401_code_3000(sandbox: SandboxServer, authorization: str | None) -> None:
    with client_for(sandbox, authorization) as client:
        assert_error(client.get("/shipments"), 401, 3000)
        assert_error(client.get("/printing/printers"), 401, 3000)


@pytest.mark.parametrize("method, path, scope", ENDPOINT_SCOPES)
def test_a_token_without_the_endpoints_scope_is_403_code_3001(
    sandbox: SandboxServer, method: str, path: str, scope: str
) -> None:
    others = " ".join(sorted(ALL_SCOPES - {scope}))
    token = obtain_token(sandbox, others)
    with client_for(sandbox, bearer(token["access_token"])) as client:
        # An empty body would be a 500 (missing field), but the scope answers first (contract §2).
        body = assert_error(client.request(method, path, json={}), 403, 3001)
        assert scope in body["message"]
    only = obtain_token(sandbox, scope)
    with client_for(sandbox, bearer(only["access_token"])) as client:
        assert client.request(method, path, json={}).status_code not in (401, 403)


def test_the_printing_api_accepts_a_token_of_any_scope(sandbox: SandboxServer) -> None:
    token = obtain_token(sandbox, "orders.read")
    with client_for(sandbox, bearer(token["access_token"])) as client:
        for method, path in PRINTING_CALLS:
            assert client.request(method, path).status_code == 200


@pytest.mark.parametrize("method, path", [(m, p) for m, p, _ in ENDPOINT_SCOPES] + PRINTING_CALLS)
def test_the_paused_shop_gets_403_code_3716_on_every_call(sandbox: SandboxServer, method: str, path: str) -> None:
    with client_for(sandbox, basic(accounts.API_KEY_PAUSED)) as client:
        assert_error(client.request(method, path, json=shipment_body()), 403, 3716)


def test_revoking_with_the_refresh_token_kills_the_pair(sandbox: SandboxServer) -> None:
    token = obtain_token(sandbox)
    with client_for(sandbox, bearer(token["refresh_token"])) as client:
        assert client.delete("/oauth/token").status_code == 204
    with client_for(sandbox, bearer(token["access_token"])) as client:
        assert_error(client.get("/shipments"), 401, 3000)
    dead = httpx.post(sandbox.base_url + "/oauth/token/refresh", json={"refresh_token": token["refresh_token"]})
    assert dead.status_code == 401


def test_an_expired_access_token_can_still_be_revoked(sandbox_factory: SandboxFactory) -> None:
    clock = ManualClock()
    server = sandbox_factory(token_ttl=60, clock=clock)
    token = obtain_token(server)
    clock.advance(minutes=5)
    with client_for(server, bearer(token["access_token"])) as client:
        assert client.delete("/oauth/token").status_code == 204
    dead = httpx.post(server.base_url + "/oauth/token/refresh", json={"refresh_token": token["refresh_token"]})
    assert dead.status_code == 401 and dead.json()["error"] == "invalid_grant"


# contract §9, read independently of station/sandbox/accounts.py: each key's shop and its carriers.
CONTRACT_ACCOUNTS = {
    "sandbox-nl": {"postnl", "dhlforyou", "dpd", "upsstandard", "gls"},
    "sandbox-be": {"bpost", "dpd"},
}
ALL_CARRIERS = [
    "postnl",
    "bpost",
    "dpd",
    "dhlforyou",
    "dhlparcelconnect",
    "dhleuroplus",
    "upsstandard",
    "upsexpresssaver",
    "gls",
    "trunkrs",
]


@pytest.mark.parametrize("key", sorted(CONTRACT_ACCOUNTS))
def test_each_fixed_account_ships_with_exactly_its_contract_carriers(sandbox: SandboxServer, key: str) -> None:
    recipient = (
        shipment_body()["recipient"]
        if key == "sandbox-nl"
        else {
            "name": "A. Peeters",
            "street": "Grote Markt 1",
            "postal_code": "1000",
            "city": "Brussel",
            "country": "BE",
        }
    )
    with client_for(sandbox, basic(key)) as client:
        answers = {
            carrier: client.post("/shipments", json=shipment_body(carrier=carrier, recipient=recipient, options={}))
            for carrier in ALL_CARRIERS
        }
    assert {carrier for carrier, answer in answers.items() if answer.status_code == 201} == CONTRACT_ACCOUNTS[key]
    for carrier in set(ALL_CARRIERS) - CONTRACT_ACCOUNTS[key]:
        assert_error(answers[carrier], 403, 3762)


def test_the_oauth_client_acts_for_demo_nl(sandbox: SandboxServer) -> None:
    """contract §9: sandbox-client / sandbox-secret is on shop Demo NL: it sees Demo NL's shipments, not Demo BE's."""
    token = obtain_token(sandbox)
    with client_for(sandbox, basic(accounts.API_KEY_NL)) as nl, client_for(sandbox, basic(accounts.API_KEY_BE)) as be:
        mine = nl.post("/shipments", json=shipment_body(reference="NL-1")).json()
        theirs = be.post("/shipments", json=shipment_body(carrier="dpd", options={}, reference="BE-1")).json()
    with client_for(sandbox, bearer(token["access_token"])) as client:
        assert client.get(f"/shipments/{mine['id']}").status_code == 200
        assert_error(client.get(f"/shipments/{theirs['id']}"), 404, 3004)
        assert_error(client.post("/shipments", json=shipment_body(carrier="bpost", options={})), 403, 3762)
