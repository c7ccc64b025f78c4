"""Helpers for the sandbox's HTTP tests: plain httpx clients per account, a movable clock, shipment bodies."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest

from station.sandbox import accounts
from station.sandbox.server import SandboxServer
from tests.helpers.sandbox import basic, client_for, shipment_body


@pytest.fixture
def nl(sandbox: SandboxServer) -> Iterator[httpx.Client]:
    """Demo NL through its API key."""
    with client_for(sandbox, basic(accounts.API_KEY_NL)) as client:
        yield client


@pytest.fixture
def be(sandbox: SandboxServer) -> Iterator[httpx.Client]:
    """Demo BE through its API key."""
    with client_for(sandbox, basic(accounts.API_KEY_BE)) as client:
        yield client


@pytest.fixture
def create(nl: httpx.Client) -> Callable[..., dict[str, Any]]:
    """Creates a Demo NL shipment (fields as in `shipment_body`) and returns it."""

    def create_shipment(**overrides: Any) -> dict[str, Any]:
        response = nl.post("/shipments", json=shipment_body(**overrides))
        assert response.status_code == 201, response.text
        created: dict[str, Any] = response.json()
        return created

    return create_shipment
