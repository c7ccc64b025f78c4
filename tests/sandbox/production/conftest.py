"""Helpers for the production front's tests: raw httpx requests in production's own shapes, never the client.

Every body here is written from the production format's description (the `data` envelope, integer ids,
0/1 flags, split addresses), so the front is checked against that reading, not against Station's client.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest

from station.sandbox.server import SandboxServer
from tests.helpers.production_sandbox import create_raw, listed, production_client, shipment


@pytest.fixture
def nl(sandbox: SandboxServer) -> Iterator[httpx.Client]:
    with production_client(sandbox) as client:
        yield client


@pytest.fixture
def create(nl: httpx.Client) -> Callable[..., int]:
    """Creates one Demo NL shipment (fields as in `shipment`) and returns its id."""

    def create_one(**overrides: Any) -> int:
        response = create_raw(nl, shipment(**overrides))
        assert response.status_code == 200, response.text
        shipment_id: int = response.json()["data"]["ids"][0]["id"]
        return shipment_id

    return create_one


@pytest.fixture
def read(nl: httpx.Client) -> Callable[[int], dict[str, Any]]:
    def read_one(shipment_id: int) -> dict[str, Any]:
        response = nl.get(f"/shipments/{shipment_id}")
        assert response.status_code == 200, response.text
        return listed(response)[0]

    return read_one
