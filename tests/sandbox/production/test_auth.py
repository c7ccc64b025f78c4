"""Production front, rows 1–4 and 74: health check, `bearer|basic <base64 key>`, no OAuth, the printing API."""

from __future__ import annotations

import httpx
import pytest

from station.sandbox import accounts
from station.sandbox.server import SandboxServer
from tests.helpers.production_sandbox import assert_flat, key64, listed, production_client


@pytest.mark.parametrize("path", ["/", ""])
def test_the_health_check_answers_without_credentials(sandbox: SandboxServer, path: str) -> None:
    response = httpx.get(sandbox.production_base_url + path, timeout=30)
    assert response.status_code == 200
    assert response.json() == {"title": "MyParcel API", "status": "OK"}


@pytest.mark.parametrize("scheme", ["bearer", "basic", "Bearer", "BASIC"])
def test_the_base64_key_works_with_either_scheme_word(sandbox: SandboxServer, scheme: str) -> None:
    with production_client(sandbox, scheme=scheme) as client:
        response = client.get("/shipments")
    assert response.status_code == 200, response.text
    assert listed(response) == []


def test_no_authorization_header_is_refused(sandbox: SandboxServer) -> None:
    response = httpx.get(sandbox.production_base_url + "/shipments", timeout=30)
    assert_flat(response, 401, 3103)


def test_an_unknown_scheme_is_refused(sandbox: SandboxServer) -> None:
    response = httpx.get(
        sandbox.production_base_url + "/shipments",
        headers={"Authorization": f"token {key64(accounts.API_KEY_NL)}"},
        timeout=30,
    )
    assert_flat(response, 401, 3104)


@pytest.mark.parametrize("credentials", [key64("no-such-key"), accounts.API_KEY_NL, "not base64 !"])
def test_an_unknown_or_unencoded_key_is_access_denied(sandbox: SandboxServer, credentials: str) -> None:
    response = httpx.get(
        sandbox.production_base_url + "/shipments", headers={"Authorization": f"bearer {credentials}"}, timeout=30
    )
    body = assert_flat(response, 401, 3000)
    assert body["errors"][0]["title"] == "Unauthorized"


def test_there_is_no_oauth_on_the_production_front(sandbox: SandboxServer) -> None:
    response = httpx.post(
        sandbox.production_base_url + "/oauth/token",
        json={
            "grant_type": "client_credentials",
            "client_id": accounts.OAUTH_CLIENT_ID,
            "client_secret": accounts.OAUTH_CLIENT_SECRET,
        },
        timeout=30,
    )
    assert_flat(response, 404, 3004)


def test_a_paused_shop_is_refused(sandbox: SandboxServer) -> None:
    with production_client(sandbox, accounts.API_KEY_PAUSED) as client:
        assert_flat(client.get("/shipments"), 403, 3716)


def test_an_unknown_path_answers_the_flat_error(sandbox: SandboxServer) -> None:
    with production_client(sandbox) as client:
        assert_flat(client.get("/track_traces/1"), 404, 3004)


@pytest.mark.parametrize("scheme", ["bearer", "basic"])
def test_the_printing_api_takes_the_same_header(sandbox: SandboxServer, scheme: str) -> None:
    headers = {"Authorization": f"{scheme} {key64(accounts.API_KEY_NL)}"}
    response = httpx.get(sandbox.production_printing_base_url + "/printers", headers=headers, timeout=30)
    assert response.status_code == 200, response.text
    body = response.json()
    assert "data" not in body and len(body["results"]) == 2  # printing answers are not wrapped
    status = httpx.get(sandbox.production_printing_base_url + "/status", headers=headers, timeout=30)
    assert status.json()["status"] == "INITIALIZATION_REQUIRED"


def test_the_printing_api_refuses_an_unknown_key(sandbox: SandboxServer) -> None:
    response = httpx.get(
        sandbox.production_printing_base_url + "/printers",
        headers={"Authorization": f"bearer {key64('nope')}"},
        timeout=30,
    )
    assert response.status_code == 401
    assert response.json()["errors"][0]["code"] == 3000


def test_the_server_names_both_fronts(sandbox: SandboxServer) -> None:
    assert sandbox.production_base_url == sandbox.base_url + "/production"
    assert sandbox.production_printing_base_url == sandbox.base_url + "/production/printing"
