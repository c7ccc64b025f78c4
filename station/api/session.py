"""One connection pool per client: timeouts, bounded concurrency, error mapping and the retry policy around each call."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

import httpx

from station.api.errors import ServiceError, error_from_response, error_from_transport
from station.api.retry import RateGate, RetryPolicy, call_with_retry
from station.api.user_agent import user_agent
from station.api.wire import Header, MediaType

T = TypeVar("T")

CONNECT_TIMEOUT_S = 5.0
DEFAULT_READ_TIMEOUT_S = 30.0
DEFAULT_MAX_CONCURRENCY = 8

QueryValue = str | int
JsonBody = Mapping[str, object] | Sequence[object]


@dataclass(frozen=True)
class ClientSettings:
    """Everything a client needs besides its base URL and auth. `transport` replaces the network in tests."""

    read_timeout_s: float = DEFAULT_READ_TIMEOUT_S
    max_concurrency: int = DEFAULT_MAX_CONCURRENCY
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    integration_name: str = ""
    integration_version: str = ""
    transport: httpx.AsyncBaseTransport | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Call:
    """One logical API call: what to send, and how it may be repeated."""

    method: str
    path: str
    params: Mapping[str, QueryValue] | None = None
    json: JsonBody | None = None
    accept: str = MediaType.JSON
    auth: httpx.Auth | None = None  # None: the client's auth
    authenticate: bool = True  # False for calls that must carry no credentials (a signed label link)
    headers: Mapping[str, str] | None = None
    # True when sending it twice has the effect of sending it once (reads, set-state writes).
    idempotent: bool = True

    @property
    def what(self) -> str:
        """The call for messages and logs: method and path, never a credential."""
        return f"{self.method} {self.path}"


class HttpSession:
    """The shared machinery of ShippingClient and PrintingClient around one httpx.AsyncClient."""

    def __init__(self, base_url: str, auth: httpx.Auth | None, settings: ClientSettings) -> None:
        if settings.max_concurrency < 1:
            raise ValueError("max_concurrency must be at least 1")
        self.settings = settings
        self.base_url = base_url.rstrip("/")
        self._http = httpx.AsyncClient(
            base_url=self.base_url,
            auth=auth,
            headers={Header.USER_AGENT: user_agent(settings.integration_name, settings.integration_version)},
            timeout=httpx.Timeout(settings.read_timeout_s, connect=CONNECT_TIMEOUT_S),
            limits=httpx.Limits(
                max_connections=settings.max_concurrency, max_keepalive_connections=settings.max_concurrency
            ),
            transport=settings.transport,
        )
        self._slots = asyncio.Semaphore(settings.max_concurrency)
        self._gate = RateGate(settings.retry)

    @property
    def http(self) -> httpx.AsyncClient:
        return self._http

    @property
    def user_agent(self) -> str:
        return self._http.headers[Header.USER_AGENT]

    async def aclose(self) -> None:
        await self._http.aclose()

    async def send(self, call: Call) -> httpx.Response:
        """Send `call` under the retry policy; the successful answer with its body read, or a ServiceError."""
        return await self.send_with(call, _unchanged)

    async def send_with(
        self, call: Call, decode: Callable[[httpx.Response], T],
        *, resolve: Callable[[], Awaitable[T | None]] | None = None,
    ) -> T:
        """Send and decode under the retry policy; `resolve` returns an already decoded result."""
        async def attempt() -> T:
            return decode(await self.send_once(call))

        return await self.retrying(attempt, what=call.what, idempotent=call.idempotent, resolve=resolve)

    async def retrying(
        self, attempt: Callable[[], Awaitable[T]], *, what: str, idempotent: bool,
        resolve: Callable[[], Awaitable[T | None]] | None = None,
    ) -> T:
        """Run `attempt` (which calls send_once, perhaps with a body rebuilt each time) under the retry policy."""
        return await call_with_retry(
            attempt, policy=self.settings.retry, what=what, idempotent=idempotent, resolve=resolve, gate=self._gate
        )

    async def send_once(self, call: Call) -> httpx.Response:
        """One attempt: wait for the rate gate and a free slot, send, read the body, map a failure."""
        await self._gate.wait()
        request = self._http.build_request(
            call.method, call.path, params=call.params, json=call.json,
            headers={Header.ACCEPT: call.accept, **(call.headers or {})},
        )
        async with self._slots:
            try:
                response = await self._http.send(request, auth=self._auth_for(call))
            except httpx.HTTPError as error:
                raise self._transport_error(error, request, call) from error
            try:
                await response.aread()
            except httpx.HTTPError as error:
                raise error_from_transport(error, what=call.what) from error
            finally:
                await response.aclose()
        if not response.is_success:
            raise error_from_response(response)
        return response

    @staticmethod
    def _auth_for(call: Call) -> httpx.Auth | httpx._client.UseClientDefault | None:
        if not call.authenticate:
            return None
        return call.auth if call.auth is not None else httpx.USE_CLIENT_DEFAULT

    @staticmethod
    def _transport_error(error: httpx.HTTPError, request: httpx.Request, call: Call) -> ServiceError:
        mapped = error_from_transport(error, what=call.what)
        failed_request = _request_of(error)
        if failed_request is not None and failed_request is not request and hasattr(mapped, "maybe_committed"):
            # The failure hit a token call made on this request's behalf; the request itself was never sent.
            mapped.maybe_committed = False
        return mapped


def _request_of(error: httpx.HTTPError) -> httpx.Request | None:
    try:
        return error.request
    except RuntimeError:  # httpx raises this when the error carries no request
        return None


def _unchanged(response: httpx.Response) -> httpx.Response:
    return response


async def gather_cancelling(awaitables: Sequence[Awaitable[T]]) -> list[T]:
    """All results in order; on the first failure (or cancellation) the others are cancelled, then it is raised.

    Unlike asyncio.gather, nothing keeps running in the background after the caller has been told of a failure.
    """
    tasks = [asyncio.ensure_future(awaitable) for awaitable in awaitables]
    try:
        return list(await asyncio.gather(*tasks))
    except BaseException:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        raise
