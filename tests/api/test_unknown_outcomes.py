"""Writes whose answer is lost are resolved, not guessed (contract §3, issue 13 point 8): cancels and revokes.

The sandbox's drop-rate fault commits a write and closes the connection unanswered, over a real socket. The service
refuses a repeated DELETE (409 3723 for a cancelled shipment, 401 for a revoked token), so a client that sends again
must read the shipment or try the token before it concludes anything.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from pathlib import Path

import httpx
import pytest

from station.api import (
    ApiKeyAuth,
    BearerToken,
    CancelOutcome,
    ClientSettings,
    Conflict,
    OAuthClientCredentials,
    RetryPolicy,
    ShippingClient,
    TokenPair,
    Unauthenticated,
)
from station.domain.enums import ShipmentStatus
from station.sandbox.server import SandboxServer
from tests.api.drafts import nl_draft

pytestmark = pytest.mark.anyio

# Faults are frequent here: many attempts, short waits.
PATIENT = RetryPolicy(max_attempts=12, base_delay_s=0.01, max_delay_s=0.1)


def client(server: SandboxServer, auth: httpx.Auth | None = None) -> ShippingClient:
    return ShippingClient(server.base_url, auth or ApiKeyAuth("sandbox-nl"), ClientSettings(retry=PATIENT))


async def advance(server: SandboxServer, shipment_id: int, status: str) -> None:
    async with httpx.AsyncClient() as http:
        response = await http.post(
            server.base_url + "/__sandbox__/advance", json={"shipment_id": shipment_id, "status": status}
        )
        response.raise_for_status()


async def test_a_cancel_whose_answer_is_lost_is_sent_again_and_the_409_is_settled_by_reading(
    sandbox_factory,
    caplog: pytest.LogCaptureFixture,  # type: ignore[no-untyped-def]
) -> None:
    server = sandbox_factory(drop_rate=1.0)  # every committed write loses its answer
    caplog.set_level(logging.INFO, logger="station.api.shipping")
    async with client(server) as shipping:
        created = await shipping.create_shipment(nl_draft("LOST-CANCEL"))  # resolved by its reference
        outcome = await shipping.cancel(created.id)
        assert outcome is CancelOutcome.CANCELLED
        assert (await shipping.get_shipment(created.id)).status is ShipmentStatus.CANCELLED
    assert any("the answer was lost" in record.getMessage() for record in caplog.records)


async def test_a_409_without_a_lost_answer_on_a_cancelled_shipment_says_it_was_cancelled_before(
    sandbox: SandboxServer,
) -> None:
    async with client(sandbox) as shipping:
        created = await shipping.create_shipment(nl_draft("TWICE"))
        assert await shipping.cancel(created.id) is CancelOutcome.CANCELLED
        assert await shipping.cancel(created.id) is CancelOutcome.ALREADY_CANCELLED


async def test_a_409_for_a_handed_over_parcel_stays_a_conflict_even_after_a_lost_answer(sandbox_factory) -> None:  # type: ignore[no-untyped-def]
    server = sandbox_factory(drop_rate=1.0)
    async with client(server) as shipping:
        created = await shipping.create_shipment(nl_draft("HANDED"))
        await advance(server, created.id, "handed_over")
        with pytest.raises(Conflict) as refused:
            await shipping.cancel(created.id)
        assert refused.value.code == 3723
        assert (await shipping.get_shipment(created.id)).status is ShipmentStatus.HANDED_OVER


async def test_twenty_cancels_under_dropped_answers_and_502s_all_end_cancelled(sandbox_factory) -> None:  # type: ignore[no-untyped-def]
    server = sandbox_factory(drop_rate=0.5, fail_rate=0.2, seed=13)
    async with client(server) as shipping:
        created = await shipping.create_shipments([nl_draft(f"C20-{n:02d}") for n in range(20)])
        outcomes = await asyncio.gather(*(shipping.cancel(shipment.id) for shipment in created))
        states = await shipping.refresh(created)
    # Each cancel was our own (some by a DELETE whose answer was lost); none was mistaken for a handed-over parcel.
    assert Counter(outcomes) == Counter({CancelOutcome.CANCELLED: 20})
    assert {state.status for state in states} == {ShipmentStatus.CANCELLED}


def _obtained_pair(server: SandboxServer) -> TokenPair:
    response = httpx.post(
        server.base_url + "/oauth/token",
        json={
            "grant_type": "client_credentials",
            "client_id": "sandbox-client",
            "client_secret": "sandbox-secret",
        },
    )
    response.raise_for_status()
    body = response.json()
    return TokenPair(body["access_token"], body["refresh_token"], body["expires_in"])


async def test_a_revoke_whose_answer_is_lost_is_sent_again_and_the_401_is_checked(
    sandbox_factory,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,  # type: ignore[no-untyped-def]
) -> None:
    # The token is obtained from a sandbox without faults; the same service (same database) then loses answers.
    database = str(tmp_path / "service.db")
    calm = sandbox_factory(db_path=database)
    pair = _obtained_pair(calm)
    calm.stop()
    lossy = sandbox_factory(db_path=database, drop_rate=1.0)
    caplog.set_level(logging.INFO, logger="station.api.auth")
    async with client(lossy, ApiKeyAuth("sandbox-nl")) as shipping:
        await shipping.revoke_token(pair.access_token)  # the first DELETE is dropped; the repeat answers 401
        with pytest.raises(Unauthenticated):
            await shipping.list_shipments(auth=BearerToken(pair.access_token)).__anext__()
        with pytest.raises(Unauthenticated):
            await shipping.refresh_token(pair.refresh_token)
    assert any("the first revoke worked" in record.getMessage() for record in caplog.records)


async def test_sign_out_under_a_lost_answer_kills_the_token(sandbox_factory, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    database = str(tmp_path / "service.db")
    stored: list[TokenPair] = []
    calm = sandbox_factory(db_path=database)
    auth = OAuthClientCredentials(calm.base_url, "sandbox-client", "sandbox-secret", on_tokens=stored.append)
    async with client(calm, auth) as shipping:
        [shipment async for shipment in shipping.list_shipments()]  # signs in
        # The service restarts at the same address, now losing the answer of every write.
        port = calm.port
        calm.stop()
        lossy = sandbox_factory(db_path=database, port=port, drop_rate=1.0)
        await shipping.sign_out()
    async with client(lossy) as reader:
        with pytest.raises(Unauthenticated):
            await reader.list_shipments(auth=BearerToken(stored[-1].access_token)).__anext__()
        with pytest.raises(Unauthenticated):
            await reader.refresh_token(stored[-1].refresh_token)


async def test_webhook_subscribe_and_delete_whose_answers_are_lost_are_settled_by_the_list(sandbox_factory) -> None:  # type: ignore[no-untyped-def]
    server = sandbox_factory(drop_rate=1.0)
    async with client(server) as shipping:
        created = await shipping.create_webhook("shipment_status_change", "https://shop.example/hooks")
        assert [s.id for s in await shipping.webhooks()] == [created.id]  # once, not refused as a second one
        await shipping.delete_webhook(created.id)  # dropped; a repeat would be 404: the list says it is gone
        assert await shipping.webhooks() == []
