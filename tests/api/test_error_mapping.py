"""Every answer of contract §2 → its exception class, and whether the retry policy repeats it (MockTransport)."""

from __future__ import annotations

import asyncio
from datetime import UTC

import httpx
import pytest

from station.api.auth import ApiKeyAuth
from station.api.errors import (
    AccountNotActive,
    ApiBackendError,
    BadRequest,
    CarrierNotActive,
    Conflict,
    Forbidden,
    InvalidConsignment,
    MalformedResponse,
    MissingField,
    MissingScope,
    NoConsignmentFound,
    OutcomeUnknown,
    RateLimited,
    ServiceError,
    Unauthenticated,
    ValidationFailed,
    error_from_response,
    parse_retry_after,
)
from station.api.retry import RetryPolicy
from station.api.session import Call, ClientSettings, HttpSession
from station.domain.errors import ErrorKind

pytestmark = pytest.mark.anyio

MAX_ATTEMPTS = 3


class RecordingSleep:
    """Records the waits the policy asks for instead of waiting (the decision is what is under test)."""

    def __init__(self) -> None:
        self.waits: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)
        await asyncio.sleep(0)


def error_body(status: int, code: int, fields: list[str] | None = None) -> dict[str, object]:
    return {
        "message": f"status {status}",
        "request_id": "req-1",
        "errors": [{"status": status, "code": code, "title": "t", "message": "m", "fields": fields or []}],
    }


def make_session(handler, sleep: RecordingSleep, **policy) -> HttpSession:  # type: ignore[no-untyped-def]
    retry = RetryPolicy(
        max_attempts=MAX_ATTEMPTS, max_rate_limited=MAX_ATTEMPTS, sleep=sleep, random=lambda: 0.5, **policy
    )
    return HttpSession(
        "https://api.test",
        ApiKeyAuth("sandbox-nl"),
        ClientSettings(transport=httpx.MockTransport(handler), retry=retry),
    )


# (status, code, headers) → (class, kind, retried)
ANSWERS = [
    (400, 3212, {}, BadRequest, ErrorKind.BAD_REQUEST, False),
    (401, 3000, {}, Unauthenticated, ErrorKind.UNAUTHENTICATED, False),
    (403, 3001, {}, MissingScope, ErrorKind.FORBIDDEN, False),
    (403, 3716, {}, AccountNotActive, ErrorKind.ACCOUNT_NOT_ACTIVE, False),
    (403, 3762, {}, CarrierNotActive, ErrorKind.CARRIER_NOT_ACTIVE, False),
    (404, 3004, {}, NoConsignmentFound, ErrorKind.NOT_FOUND, False),
    (409, 3723, {}, Conflict, ErrorKind.CONFLICT, False),
    (412, 3705, {}, InvalidConsignment, ErrorKind.INVALID_COMBINATION, False),
    (422, 3505, {}, ValidationFailed, ErrorKind.VALIDATION, False),
    (422, 3708, {}, ValidationFailed, ErrorKind.VALIDATION, False),
    (422, 3709, {}, ValidationFailed, ErrorKind.VALIDATION, False),
    (422, 3743, {}, ValidationFailed, ErrorKind.VALIDATION, False),
    (422, 3501, {}, ValidationFailed, ErrorKind.VALIDATION, False),
    (429, 3200, {"Retry-After": "2"}, RateLimited, ErrorKind.RATE_LIMITED, True),
    (500, 3212, {}, MissingField, ErrorKind.MISSING_FIELD, False),
    (502, 3900, {}, ApiBackendError, ErrorKind.BACKEND, True),
    (503, 3900, {}, ApiBackendError, ErrorKind.BACKEND, True),
    (504, 3900, {}, ApiBackendError, ErrorKind.BACKEND, True),
    (501, 3900, {}, ApiBackendError, ErrorKind.BACKEND, False),
    (418, 1, {}, BadRequest, ErrorKind.BAD_REQUEST, False),
]


@pytest.mark.parametrize(
    ("status", "code", "headers", "error_type", "kind", "retried"), ANSWERS, ids=[f"{a[0]}-{a[1]}" for a in ANSWERS]
)
async def test_answer_maps_to_its_class_and_retry_decision(
    status: int, code: int, headers: dict[str, str], error_type: type[ServiceError], kind: ErrorKind, retried: bool
) -> None:
    attempts = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal attempts
        attempts += 1
        return httpx.Response(status, json=error_body(status, code, ["recipient.country"]), headers=headers)

    sleep = RecordingSleep()
    session = make_session(handler, sleep)
    with pytest.raises(ServiceError) as caught:
        await session.send(Call("GET", "/shipments/1"))
    await session.aclose()
    error = caught.value
    assert type(error) is error_type
    assert error.kind is kind
    assert (error.status, error.code, error.request_id) == (status, code, "req-1")
    assert error.fields == ("recipient.country",)
    assert attempts == (MAX_ATTEMPTS if retried else 1)
    assert len(sleep.waits) == (MAX_ATTEMPTS - 1 if retried else 0)
    assert error.operator_message.endswith(kind.advice)


def test_the_three_403s_share_a_base_class() -> None:
    assert issubclass(MissingScope, Forbidden) and issubclass(AccountNotActive, Forbidden)
    assert issubclass(CarrierNotActive, Forbidden)


def test_a_403_without_a_code_counts_as_the_shop_contract() -> None:
    error = error_from_response(httpx.Response(403, json={"message": "no"}))
    assert type(error) is AccountNotActive


def test_412_lists_every_violation_field() -> None:
    body = {
        "message": "invalid",
        "errors": [
            {"status": 412, "code": 3705, "title": "a", "message": "b", "fields": ["options.signature"]},
            {"status": 412, "code": 3705, "title": "a", "message": "c", "fields": ["options.receipt_code"]},
        ],
    }
    error = error_from_response(httpx.Response(412, json=body))
    assert error.fields == ("options.signature", "options.receipt_code") and len(error.details) == 2


@pytest.mark.parametrize(
    "content",
    [
        b"<html><body>502 Bad Gateway</body></html>",
        b'{"message": "cut',
        b"",
        b"[1, 2]",
        b'{"errors": "nope", "message": 5}',
    ],
)
def test_error_bodies_that_are_not_the_contract_still_map_by_status(content: bytes) -> None:
    error = error_from_response(httpx.Response(502, content=content, headers={"Content-Type": "text/html"}))
    assert type(error) is ApiBackendError and error.status == 502 and error.retryable
    assert "\n" not in error.message


def test_oauth_error_bodies_give_their_error_as_message() -> None:
    error = error_from_response(httpx.Response(401, json={"error": "invalid_client"}))
    assert type(error) is Unauthenticated and "invalid_client" in error.message


async def test_retry_after_is_honoured() -> None:
    answers = iter(
        [httpx.Response(429, json=error_body(429, 3200), headers={"Retry-After": "3"}), httpx.Response(200, json={})]
    )
    sleep = RecordingSleep()
    session = make_session(lambda request: next(answers), sleep)
    await session.send(Call("GET", "/shipments"))
    await session.aclose()
    assert sleep.waits[0] >= 3.0
    assert sum(sleep.waits) <= 3.0 * 1.2 + 1e-9  # at most a fifth of jitter on top


async def test_a_retry_after_beyond_the_limit_goes_to_the_caller() -> None:
    sleep = RecordingSleep()
    session = make_session(
        lambda request: httpx.Response(429, json=error_body(429, 3200), headers={"Retry-After": "3600"}), sleep
    )
    with pytest.raises(RateLimited) as caught:
        await session.send(Call("GET", "/shipments"))
    await session.aclose()
    assert caught.value.retry_after == 3600 and sleep.waits == []


async def test_a_rate_limit_holds_back_the_other_requests_of_the_client() -> None:
    clock = [0.0]
    sleep_log: list[float] = []

    async def sleep(seconds: float) -> None:
        sleep_log.append(seconds)
        clock[0] += seconds
        await asyncio.sleep(0)

    policy = RetryPolicy(sleep=sleep, random=lambda: 0.0, clock=lambda: clock[0])
    answers = iter([httpx.Response(429, json=error_body(429, 3200), headers={"Retry-After": "2"})])
    sent_at: list[float] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent_at.append(clock[0])
        return next(answers, httpx.Response(200, json={}))

    session = HttpSession(
        "https://api.test", ApiKeyAuth("k"), ClientSettings(transport=httpx.MockTransport(handler), retry=policy)
    )
    await session.send(Call("GET", "/a"))  # 429, then waits 2 s, then succeeds
    await session.send(Call("GET", "/b"))
    await session.aclose()
    assert sent_at == [0.0, 2.0, 2.0]


def test_backoff_grows_exponentially_with_jitter_and_a_cap() -> None:
    low = RetryPolicy(random=lambda: 0.0, base_delay_s=0.5, max_delay_s=8)
    high = RetryPolicy(random=lambda: 1.0, base_delay_s=0.5, max_delay_s=8)
    assert [low.backoff_s(n) for n in (1, 2, 3, 4, 5, 6)] == [0.25, 0.5, 1.0, 2.0, 4.0, 4.0]
    assert [high.backoff_s(n) for n in (1, 2, 3, 4, 5, 6)] == [0.5, 1.0, 2.0, 4.0, 8.0, 8.0]


def test_retry_after_reads_seconds_and_http_dates() -> None:
    from datetime import datetime

    now = datetime(2025, 1, 1, 12, 0, 0, tzinfo=UTC)
    assert parse_retry_after("5") == 5.0
    assert parse_retry_after("Wed, 01 Jan 2025 12:00:10 GMT", now=now) == 10.0
    assert parse_retry_after("soon") is None and parse_retry_after(None) is None
    assert parse_retry_after("-3") == 0.0


TRANSPORT_FAILURES = [
    (httpx.ConnectError, False),
    (httpx.ConnectTimeout, False),
    (httpx.PoolTimeout, False),
    (httpx.ReadTimeout, True),
    (httpx.WriteTimeout, True),
    (httpx.ReadError, True),
    (httpx.RemoteProtocolError, True),
]


@pytest.mark.parametrize(
    ("failure", "maybe_committed"), TRANSPORT_FAILURES, ids=[f[0].__name__ for f in TRANSPORT_FAILURES]
)
async def test_transport_failures_are_retried_reads(failure: type[httpx.TransportError], maybe_committed: bool) -> None:
    attempts = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal attempts
        attempts += 1
        raise failure("boom", request=request)

    session = make_session(handler, RecordingSleep())
    with pytest.raises(ApiBackendError) as caught:
        await session.send(Call("GET", "/shipments"))
    await session.aclose()
    assert attempts == MAX_ATTEMPTS
    assert caught.value.maybe_committed is maybe_committed


@pytest.mark.parametrize(
    ("failure", "maybe_committed"), TRANSPORT_FAILURES, ids=[f[0].__name__ for f in TRANSPORT_FAILURES]
)
async def test_a_write_is_repeated_only_when_it_surely_was_not_received(
    failure: type[httpx.TransportError], maybe_committed: bool
) -> None:
    attempts = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal attempts
        attempts += 1
        if attempts == 1:
            raise failure("boom", request=request)
        return httpx.Response(201, json={})

    session = make_session(handler, RecordingSleep())
    call = Call("POST", "/return_shipments", json={}, idempotent=False)
    if maybe_committed:
        with pytest.raises(OutcomeUnknown):
            await session.send(call)
        assert attempts == 1
    else:
        await session.send(call)
        assert attempts == 2
    await session.aclose()


async def test_a_write_answered_502_is_not_repeated_blindly() -> None:
    attempts = 0

    def handler(request: httpx.Request) -> httpx.Response:
        nonlocal attempts
        attempts += 1
        return httpx.Response(502, json=error_body(502, 3900))

    session = make_session(handler, RecordingSleep())
    with pytest.raises(OutcomeUnknown) as caught:
        await session.send(Call("POST", "/fulfilment/orders", json={}, idempotent=False))
    await session.aclose()
    assert attempts == 1 and isinstance(caught.value.__cause__, ApiBackendError)


def test_malformed_response_and_outcome_unknown_are_service_errors() -> None:
    assert issubclass(MalformedResponse, ServiceError) and issubclass(OutcomeUnknown, ServiceError)
