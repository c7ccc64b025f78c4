"""Auth on MockTransport: API key header, OAuth obtain/refresh/rotation, 401 once, no stampede, revoke, cancellation."""

from __future__ import annotations

import asyncio
import base64

import httpx
import pytest

from station.api.auth import ApiKeyAuth, BearerToken, OAuthClientCredentials
from station.api.errors import ApiBackendError, Unauthenticated
from station.api.retry import RetryPolicy
from station.api.session import Call, ClientSettings, HttpSession
from station.api.tokens import TokenPair
from tests.api.fakes import FakeClock, FakeTokenService
from tests.helpers.waiting import async_wait_for

pytestmark = pytest.mark.anyio

BASE = "https://api.test"


async def no_sleep(seconds: float) -> None:
    await asyncio.sleep(0)


def session_for(handler, auth: httpx.Auth | None, **settings) -> HttpSession:  # type: ignore[no-untyped-def]
    settings.setdefault("retry", RetryPolicy(sleep=no_sleep))
    return HttpSession(BASE, auth, ClientSettings(transport=httpx.MockTransport(handler), **settings))


def oauth(clock: FakeClock, **kwargs) -> OAuthClientCredentials:  # type: ignore[no-untyped-def]
    return OAuthClientCredentials(BASE, "client-id", "secret-value", clock=clock, **kwargs)


async def test_api_key_is_sent_as_basic_base64_of_the_key() -> None:
    seen: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request.headers["Authorization"])
        return httpx.Response(200, json={})

    session = session_for(handler, ApiKeyAuth("sandbox-nl", shop="Demo NL"))
    await session.send(Call("GET", "/shipments"))
    await session.aclose()
    scheme, encoded = seen[0].split(" ")
    assert scheme.lower() == "basic"
    assert base64.b64decode(encoded) == b"sandbox-nl"


async def test_per_request_auth_overrides_the_client_auth() -> None:
    seen: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request.headers["Authorization"])
        return httpx.Response(200, json={})

    session = session_for(handler, ApiKeyAuth("sandbox-nl"))
    await session.send(Call("GET", "/shipments", auth=ApiKeyAuth("sandbox-be")))
    await session.aclose()
    assert base64.b64decode(seen[0].split(" ")[1]) == b"sandbox-be"


def test_secrets_stay_out_of_reprs() -> None:
    assert "sandbox-nl" not in repr(ApiKeyAuth("sandbox-nl", shop="Demo NL"))
    assert "tok-123" not in repr(BearerToken("tok-123"))
    auth = OAuthClientCredentials(BASE, "client-id", "secret-value", refresh_token="stored-refresh")
    assert "secret-value" not in repr(auth) and "stored-refresh" not in repr(auth)
    pair = TokenPair("access-secret", "refresh-secret", 3600)
    assert "access-secret" not in repr(pair) and "refresh-secret" not in repr(pair)


async def test_obtains_once_then_reuses_the_token() -> None:
    service = FakeTokenService()
    session = session_for(service, oauth(FakeClock()))
    for _ in range(3):
        await session.send(Call("GET", "/shipments"))
    await session.aclose()
    assert service.calls["obtain"] == 1 and service.calls["refresh"] == 0
    assert service.resource_auth_headers == ["bearer access-1"] * 3


async def test_refreshes_before_expiry_and_reports_the_rotated_pair() -> None:
    clock = FakeClock()
    service = FakeTokenService()
    stored: list[TokenPair] = []
    session = session_for(service, oauth(clock, on_tokens=stored.append))
    await session.send(Call("GET", "/shipments"))
    clock.now += 3600 - 30  # inside the refresh margin, before expiry
    await session.send(Call("GET", "/shipments"))
    await session.aclose()
    assert service.calls["obtain"] == 1 and service.calls["refresh"] == 1
    assert service.calls["resource"] == 2  # no 401 was needed
    assert [pair.refresh_token for pair in stored] == ["refresh-1", "refresh-2"]


async def test_async_token_listener_is_awaited() -> None:
    service = FakeTokenService()
    stored: list[str] = []

    async def store(pair: TokenPair) -> None:
        await asyncio.sleep(0)
        stored.append(pair.refresh_token)

    session = session_for(service, oauth(FakeClock(), on_tokens=store))
    await session.send(Call("GET", "/shipments"))
    await session.aclose()
    assert stored == ["refresh-1"]


async def test_a_failing_token_listener_does_not_fail_the_request(caplog: pytest.LogCaptureFixture) -> None:
    def broken(pair: TokenPair) -> None:
        raise RuntimeError(f"keyring locked {pair.refresh_token}")

    session = session_for(FakeTokenService(), oauth(FakeClock(), on_tokens=broken))
    response = await session.send(Call("GET", "/shipments"))
    await session.aclose()
    assert response.status_code == 200
    assert "refresh-1" not in caplog.text
    assert "in broken" in caplog.text  # where it failed is logged, without the message that echoes the token


async def test_a_stored_refresh_token_is_used_before_the_credentials() -> None:
    service = FakeTokenService()
    service.valid_refresh.add("stored-refresh")
    session = session_for(service, oauth(FakeClock(), refresh_token="stored-refresh"))
    await session.send(Call("GET", "/shipments"))
    await session.aclose()
    assert service.calls["refresh"] == 1 and service.calls["obtain"] == 0


async def test_a_refused_refresh_token_falls_back_to_the_credentials() -> None:
    service = FakeTokenService()
    session = session_for(service, oauth(FakeClock(), refresh_token="used-elsewhere"))
    await session.send(Call("GET", "/shipments"))
    await session.aclose()
    assert service.calls["refresh"] == 1 and service.calls["obtain"] == 1


async def test_401_causes_one_refresh_and_one_retry() -> None:
    service = FakeTokenService()
    session = session_for(service, oauth(FakeClock()))
    await session.send(Call("GET", "/shipments"))
    service.expire_all_access_tokens()  # e.g. revoked elsewhere, or the server's clock ran ahead
    response = await session.send(Call("GET", "/shipments"))
    await session.aclose()
    assert response.status_code == 200
    assert service.calls["refresh"] == 1
    assert service.resource_auth_headers == ["bearer access-1", "bearer access-1", "bearer access-2"]


async def test_a_second_401_raises_unauthenticated_without_further_attempts() -> None:
    service = FakeTokenService(resource=lambda request: httpx.Response(401, json={"message": "no"}))
    session = session_for(service, oauth(FakeClock()))
    with pytest.raises(Unauthenticated) as caught:
        await session.send(Call("GET", "/shipments"))
    await session.aclose()
    assert caught.value.status == 401
    assert service.calls["resource"] == 2 and service.calls["refresh"] == 1


async def test_bad_client_credentials_raise_unauthenticated_without_the_secret() -> None:
    service = FakeTokenService()
    auth = OAuthClientCredentials(BASE, "client-id", "wrong-secret", clock=FakeClock())
    session = session_for(service, auth)
    with pytest.raises(Unauthenticated) as caught:
        await session.send(Call("GET", "/shipments"))
    await session.aclose()
    assert "wrong-secret" not in str(caught.value) and "wrong-secret" not in repr(caught.value)
    assert service.calls["resource"] == 0


async def test_twenty_concurrent_requests_with_an_expired_token_share_one_refresh() -> None:
    clock = FakeClock()
    service = FakeTokenService()
    session = session_for(service, oauth(clock), max_concurrency=20)
    await session.send(Call("GET", "/shipments"))
    clock.now += 7200  # long expired
    service.expire_all_access_tokens()
    responses = await asyncio.gather(*(session.send(Call("GET", "/shipments")) for _ in range(20)))
    await session.aclose()
    assert all(response.status_code == 200 for response in responses)
    assert service.calls["refresh"] == 1 and service.calls["obtain"] == 1
    assert set(service.resource_auth_headers[1:]) == {"bearer access-2"}


async def test_twenty_concurrent_401s_share_one_refresh() -> None:
    service = FakeTokenService()
    session = session_for(service, oauth(FakeClock()), max_concurrency=20)
    await session.send(Call("GET", "/shipments"))
    service.expire_all_access_tokens()  # the client still believes its token is fresh
    await asyncio.gather(*(session.send(Call("GET", "/shipments")) for _ in range(20)))
    await session.aclose()
    assert service.calls["refresh"] == 1


async def test_revoke_signs_out_and_revokes_on_the_service() -> None:
    service = FakeTokenService()
    auth = oauth(FakeClock())
    session = session_for(service, auth)
    await session.send(Call("GET", "/shipments"))
    await auth.revoke(session.http)
    assert service.calls["revoke"] == 1 and "access-1" not in service.valid_access
    assert not auth.signed_in
    before = service.calls["resource"]
    with pytest.raises(Unauthenticated):
        await session.send(Call("GET", "/shipments"))
    await session.aclose()
    assert service.calls["resource"] == before  # refused locally, no request sent


async def test_a_cancelled_refresh_releases_the_lock_and_leaves_no_half_state() -> None:
    service = FakeTokenService()
    service.token_gate = asyncio.Event()
    auth = oauth(FakeClock())
    session = session_for(service, auth)
    stuck = asyncio.create_task(session.send(Call("GET", "/shipments")))
    await async_wait_for(lambda: service.calls["obtain"], what="the token request to start")
    stuck.cancel()
    with pytest.raises(asyncio.CancelledError):
        await stuck
    assert auth.access_token_expires_in is None  # nothing half-stored
    service.token_gate.set()
    response = await asyncio.wait_for(session.send(Call("GET", "/shipments")), timeout=5)
    await session.aclose()
    assert response.status_code == 200


async def test_a_failing_token_endpoint_is_retried_and_never_counts_as_sent() -> None:
    answers = iter([httpx.Response(502, json={"message": "down"})])
    service = FakeTokenService()

    async def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/oauth/token":
            answer = next(answers, None)
            if answer is not None:
                return answer
        return await service(request)

    session = session_for(handler, oauth(FakeClock()))
    # A non-idempotent write: were the 502 taken for the write's own, it would end in OutcomeUnknown.
    response = await session.send(Call("POST", "/return_shipments", json={}, idempotent=False))
    await session.aclose()
    assert response.status_code == 200 and service.calls["resource"] == 1


def test_oauth_refuses_sync_clients() -> None:
    with (
        httpx.Client(transport=httpx.MockTransport(lambda r: httpx.Response(200)), auth=oauth(FakeClock())) as client,
        pytest.raises(TypeError),
    ):
        client.get(BASE + "/shipments")


async def test_transport_failure_of_revoke_is_reported() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        if request.method == "DELETE":
            raise httpx.ConnectError("refused", request=request)
        return FakeTokenService()._issue() if request.url.path == "/oauth/token" else httpx.Response(200)

    auth = oauth(FakeClock())
    session = session_for(handler, auth)
    await session.send(Call("GET", "/x"))
    with pytest.raises(ApiBackendError):
        await auth.revoke(session.http, policy=RetryPolicy(max_attempts=3, base_delay_s=0.001))
    await session.aclose()
    assert not auth.signed_in
