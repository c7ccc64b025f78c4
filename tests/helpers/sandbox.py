"""The sandbox tests' set-ups: clients with the contract's credentials, bodies, error checks, a manual clock."""

from __future__ import annotations

import base64
import socket
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import httpx

from station.sandbox import accounts, wire
from station.sandbox.server import SandboxServer

# The root conftest's `sandbox_factory` fixture: keyword arguments are SandboxConfig fields.
SandboxFactory = Callable[..., SandboxServer]


class ManualClock:
    """A clock the test moves on: token expiry and link lifetimes without waiting."""

    def __init__(self) -> None:
        self.moment = datetime(2026, 3, 2, 9, 0, tzinfo=wire.TIMEZONE)

    def __call__(self) -> datetime:
        return self.moment

    def advance(self, **delta: float) -> None:
        self.moment += timedelta(**delta)


def basic(key: str) -> str:
    return "basic " + base64.b64encode(key.encode()).decode()


def bearer(token: str) -> str:
    return f"bearer {token}"


def client_for(server: SandboxServer, authorization: str | None) -> httpx.Client:
    headers = {"Authorization": authorization} if authorization else {}
    return httpx.Client(base_url=server.base_url, headers=headers, timeout=30)


def obtain_token(server: SandboxServer, scope: str | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {
        "grant_type": "client_credentials",
        "client_id": accounts.OAUTH_CLIENT_ID,
        "client_secret": accounts.OAUTH_CLIENT_SECRET,
    }
    if scope is not None:
        body["scope"] = scope
    response = httpx.post(server.base_url + "/oauth/token", json=body, timeout=30)
    assert response.status_code == 200, response.text
    token: dict[str, Any] = response.json()
    return token


def shipment_body(**overrides: Any) -> dict[str, Any]:
    """A postnl shipment Demo NL may create; keyword arguments replace top-level fields."""
    body: dict[str, Any] = {
        "carrier": "postnl",
        "reference": "ORD-1001",
        "recipient": {
            "name": "J. Jansen",
            "street": "Keizersgracht 1",
            "postal_code": "1015CC",
            "city": "Amsterdam",
            "country": "NL",
            "email": "",
            "phone": "",
        },
        "options": {"package_type": "package", "delivery_type": "standard", "signature": True, "insurance": 50000},
    }
    body.update(overrides)
    return body


def error_codes(response: httpx.Response) -> list[tuple[int, list[str]]]:
    """(code, fields) of every entry of a contract §2 error body."""
    return [(entry["code"], entry["fields"]) for entry in response.json()["errors"]]


def assert_error(response: httpx.Response, status: int, code: int) -> dict[str, Any]:
    assert response.status_code == status, response.text
    body: dict[str, Any] = response.json()
    assert set(body) == {"message", "request_id", "errors"}
    assert body["request_id"]
    assert body["errors"] and body["errors"][0]["code"] == code
    for entry in body["errors"]:
        assert set(entry) == {"status", "code", "title", "message", "fields"}
        assert entry["status"] == status
    return body


def advance(server: SandboxServer, shipment_id: int, status: str) -> httpx.Response:
    return httpx.post(
        server.base_url + "/__sandbox__/advance", json={"shipment_id": shipment_id, "status": status}, timeout=30
    )


def requests_seen(server: SandboxServer) -> list[dict[str, str]]:
    """The sandbox's request log (GET /__sandbox__/requests): each request's method, path, query and shop, oldest
    first."""
    answer = httpx.get(server.base_url + wire.PATH_CONTROL_REQUESTS, timeout=10)
    answer.raise_for_status()
    return list(answer.json()["requests"])


def unread_by_server(server_port: int, client: socket.socket) -> int | None:
    """Bytes of `client`'s request still waiting in the server's receive queue (Linux /proc/net/tcp; None when the
    connection is not listed). 0 means the server process has read everything sent on this connection."""
    client_port = client.getsockname()[1]
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        local_port, remote_port = int(fields[1].split(":")[1], 16), int(fields[2].split(":")[1], 16)
        if local_port == server_port and remote_port == client_port:
            return int(fields[4].split(":")[1], 16)
    return None


def shipments_at(base_url: str, reference: str | None = None, *, key: str = "sandbox-nl") -> list[dict[str, Any]]:
    """Every shipment of the shop with API key `key` (Demo NL by default) in its wire form, all statuses, or
    those with `reference`: asked of the sandbox directly, page by page, not through Station's client."""
    found: list[dict[str, Any]] = []
    page = 1
    while True:
        params: dict[str, Any] = {"size": 300, "page": page}
        if reference is not None:
            params["reference"] = reference
        answer = httpx.get(base_url + "/shipments", params=params, headers={"Authorization": basic(key)}, timeout=10)
        answer.raise_for_status()
        body = answer.json()
        found += body["shipments"]
        if page * body["size"] >= body["total"]:
            return found
        page += 1


class SandboxThatGoesAway:
    """A sandbox whose data lives in a file in `folder`: `go_away()` takes the service off the network and
    `come_back()` starts it again on the same address with everything it had (an outage, as Station sees it)."""

    def __init__(self, sandbox_factory: SandboxFactory, folder: Path) -> None:
        self._factory = sandbox_factory
        self._db_path = str(folder / "sandbox.sqlite3")
        self.server = sandbox_factory(db_path=self._db_path)
        self.port = self.server.port

    def go_away(self) -> None:
        self.server.stop()

    def come_back(self) -> SandboxServer:
        self.server = self._factory(port=self.port, db_path=self._db_path)
        return self.server
