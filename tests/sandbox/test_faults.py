"""contract §9 fault injection and contract §2 rate limit, provoked over HTTP against real sockets."""

from __future__ import annotations

import time

import httpx
import pytest

from station.sandbox import accounts
from tests.helpers.sandbox import (
    ManualClock,
    SandboxFactory,
    advance,
    assert_error,
    basic,
    bearer,
    client_for,
    obtain_token,
    shipment_body,
)


def test_fail_rate_answers_502_code_3900_before_doing_anything(sandbox_factory: SandboxFactory) -> None:
    server = sandbox_factory(fail_rate=1.0)
    with client_for(server, basic(accounts.API_KEY_NL)) as client:
        assert_error(client.post("/shipments", json=shipment_body()), 502, 3900)
        assert_error(client.get("/shipments"), 502, 3900)
        assert_error(client.get("/printing/printers"), 502, 3900)
    # The control endpoints are exempt, and they show that nothing was created.
    assert_error(advance(server, 1, "handed_over"), 404, 3004)
    assert httpx.post(server.base_url + "/__sandbox__/reset").status_code == 204


def test_a_fail_rate_below_one_fails_only_a_share(sandbox_factory: SandboxFactory) -> None:
    server = sandbox_factory(fail_rate=0.5, seed=7)
    with client_for(server, basic(accounts.API_KEY_NL)) as client:
        statuses = [client.get("/shipments").status_code for _ in range(40)]
    assert set(statuses) == {200, 502}
    assert 8 <= statuses.count(502) <= 32


def test_drop_rate_commits_the_write_and_closes_the_connection_unanswered(sandbox_factory: SandboxFactory) -> None:
    server = sandbox_factory(drop_rate=1.0)
    with client_for(server, basic(accounts.API_KEY_NL)) as client:
        with pytest.raises((httpx.RemoteProtocolError, httpx.ReadError)):
            client.post("/shipments", json=shipment_body(reference="DROPPED"))
        # Reads are never dropped: the write is there, exactly once.
        listed = client.get("/shipments").json()
        assert [s["reference"] for s in listed["shipments"]] == ["DROPPED"]
        shipment_id = listed["shipments"][0]["id"]
        with pytest.raises((httpx.RemoteProtocolError, httpx.ReadError)):
            client.delete(f"/shipments/{shipment_id}")
        assert client.get(f"/shipments/{shipment_id}").json()["status"] == "cancelled"
        # contract §3: the DELETE sent again is refused (409 is not committed, so it is not dropped); only
        # reading the shipment tells the client that its first DELETE worked.
        assert_error(client.delete(f"/shipments/{shipment_id}"), 409, 3723)


def test_drop_rate_passes_a_refused_write_through(sandbox_factory: SandboxFactory) -> None:
    server = sandbox_factory(drop_rate=1.0)
    with client_for(server, basic(accounts.API_KEY_NL)) as client:
        # Nothing was committed, so the refusal reaches the client.
        assert_error(client.post("/shipments", json=shipment_body(options={"insurance": 7})), 422, 3743)


def test_latency_delays_a_request_at_least_that_long(sandbox_factory: SandboxFactory) -> None:
    # A lower bound only: the sandbox sleeps that long, so no machine can be fast enough to fail this.
    server = sandbox_factory(latency_ms=300)
    with client_for(server, basic(accounts.API_KEY_NL)) as client:
        started = time.monotonic()
        assert client.get("/shipments").status_code == 200
        assert time.monotonic() - started >= 0.3


def test_the_rate_limit_answers_429_code_3200_with_retry_after(sandbox_factory: SandboxFactory) -> None:
    clock = ManualClock()
    server = sandbox_factory(rate_limit=(3, 60.0), clock=clock)
    with client_for(server, basic(accounts.API_KEY_NL)) as nl, client_for(server, basic(accounts.API_KEY_BE)) as be:
        for _ in range(3):
            assert nl.get("/shipments").status_code == 200
        clock.advance(seconds=20)
        refused = nl.get("/shipments")
        assert_error(refused, 429, 3200)
        assert refused.headers["Retry-After"] == "40"
        # The limit is per key: another key is not affected, and the control endpoints are exempt.
        assert be.get("/shipments").status_code == 200
        assert advance(server, 1, "handed_over").status_code == 404
        clock.advance(seconds=40)
        assert nl.get("/shipments").status_code == 200


def test_the_rate_limit_is_per_token(sandbox_factory: SandboxFactory) -> None:
    clock = ManualClock()
    server = sandbox_factory(rate_limit=(1, 10.0), clock=clock)
    first, second = obtain_token(server), obtain_token(server)
    with (
        client_for(server, bearer(first["access_token"])) as one,
        client_for(server, bearer(second["access_token"])) as two,
    ):
        assert one.get("/shipments").status_code == 200
        assert_error(one.get("/printing/printers"), 429, 3200)
        assert two.get("/shipments").status_code == 200


def test_reset_clears_the_rate_limit(sandbox_factory: SandboxFactory) -> None:
    server = sandbox_factory(rate_limit=(1, 3600.0), clock=ManualClock())
    with client_for(server, basic(accounts.API_KEY_NL)) as client:
        assert client.get("/shipments").status_code == 200
        assert client.get("/shipments").status_code == 429
        assert httpx.post(server.base_url + "/__sandbox__/reset", json={}).status_code == 204
        assert client.get("/shipments").status_code == 200
