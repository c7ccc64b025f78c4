"""One connection pool per client: timeouts, bounded concurrency, error mapping and the retry policy around each call."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

import anyio._backends._asyncio  # noqa: F401
import httpcore._backends.anyio  # noqa: F401
import httpx

from station.api.errors import MalformedResponse, ServiceError, error_from_response, error_from_transport
from station.api.retry import RateGate, RetryPolicy, call_with_retry
from station.api.user_agent import user_agent
from station.api.wire import Header, MediaType

# The two imports above: httpx's transport loads its async backend (anyio, about 70 modules) on the first request,
# which would freeze the event loop for tens of milliseconds in the middle of the first scan (measured in
# bench/ui_queue.py's stall row). Imported with the clients, they load where the clients are built, off the loop.

T = TypeVar("T")

CONNECT_TIMEOUT_S = 5.0
DEFAULT_READ_TIMEOUT_S = 30.0
DEFAULT_MAX_CONCURRENCY = 8
# The largest answer read, checked while it streams in, so a runaway body never sits in memory whole. Label PDFs
# are the largest answers: the sandbox's labels measure about 1.4 KB each (A4 or A6; 2.5 KB with a return label on
# page 2), so 300 labels in one PDF are about 0.43 MB; carrier labels with embedded images run to tens of KB each.
# 20 MB leaves room for hundreds of such labels in one batch PDF and refuses a 50 MB one.
MAX_BODY_BYTES = 20 * 1024 * 1024
# Of an error answer only a short excerpt is kept (station.api.errors), so little of it is read.
MAX_ERROR_BODY_BYTES = 64 * 1024

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
    accept: str | None = None  # None: the session's default (the profile's JSON type)
    auth: httpx.Auth | None = None  # None: the client's auth
    authenticate: bool = True  # False for calls that must carry no credentials (a signed label link)
    headers: Mapping[str, str] | None = None
    # True when sending it twice has the effect of sending it once (reads, set-state writes).
    idempotent: bool = True
    # A successful answer longer than this is refused (MalformedResponse) without being read further.
    max_body_bytes: int = MAX_BODY_BYTES

    @property
    def what(self) -> str:
        """The call for messages and logs: method and path, never a credential."""
        return f"{self.method} {self.path}"


class HttpSession:
    """The shared machinery of ShippingClient and PrintingClient around one httpx.AsyncClient."""

    def __init__(
        self,
        base_url: str,
        auth: httpx.Auth | None,
        settings: ClientSettings,
        *,
        map_error: Callable[[httpx.Response], ServiceError] = error_from_response,
        default_accept: str = MediaType.JSON,
    ) -> None:
        """`map_error` and `default_accept` belong to the wire profile (the contract's by default)."""
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
        self._map_error = map_error
        self._default_accept = default_accept
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
        self,
        call: Call,
        decode: Callable[[httpx.Response], T],
        *,
        resolve: Callable[[], Awaitable[T | None]] | None = None,
    ) -> T:
        """Send and decode under the retry policy; `resolve` returns an already decoded result."""

        async def attempt() -> T:
            return decode(await self.send_once(call))

        return await self.retrying(attempt, what=call.what, idempotent=call.idempotent, resolve=resolve)

    async def retrying(
        self,
        attempt: Callable[[], Awaitable[T]],
        *,
        what: str,
        idempotent: bool,
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
            call.method,
            call.path,
            params=call.params,
            json=call.json,
            headers={Header.ACCEPT: call.accept or self._default_accept, **(call.headers or {})},
        )
        async with self._slots:
            try:
                # Streamed, so the body is read here under a size limit rather than whole by httpx.
                response = await self._http.send(request, auth=self._auth_for(call), stream=True)
            except httpx.HTTPError as error:
                raise self._transport_error(error, request, call) from error
            limit = call.max_body_bytes if response.is_success else MAX_ERROR_BODY_BYTES
            try:
                complete = await _read_at_most(response, limit)
            except httpx.HTTPError as error:
                raise error_from_transport(error, what=call.what) from error
            finally:
                await response.aclose()
        if not response.is_success:
            # A cut-off error body still maps by its status; its text is only an excerpt anyway.
            raise self._map_error(response)
        if not complete:
            raise MalformedResponse(f"{call.what}: {_too_large(call, response, limit)}", status=response.status_code)
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


async def _read_at_most(response: httpx.Response, limit: int) -> bool:
    """Reads the (decoded) body into `response` up to `limit` bytes; False when it is longer (what was read is kept).

    A declared Content-Length over the limit is refused before anything is read.
    """
    declared = response.headers.get(Header.CONTENT_LENGTH, "")
    if declared.isdigit() and int(declared) > limit:
        _keep(response, b"")
        return False
    chunks: list[bytes] = []
    size = 0
    async for chunk in response.aiter_bytes():
        room = limit - size
        chunks.append(chunk[:room])
        size += len(chunk)
        if size > limit:
            _keep(response, b"".join(chunks))
            return False
    _keep(response, b"".join(chunks))
    return True


def _keep(response: httpx.Response, content: bytes) -> None:
    # WORKAROUND: httpx has no bounded read; `_content` is what `Response.aread()` fills, so `response.content`,
    # `.text` and `.json()` work on what was read.
    response._content = content


def _too_large(call: Call, response: httpx.Response, limit: int) -> str:
    megabytes = f"{limit / (1024 * 1024):g} MB"
    if call.accept == MediaType.PDF:
        return (
            f"the label PDF is larger than {megabytes}, the most Station accepts; it was not printed "
            f"({_declared_size(response)})"
        )
    return f"the answer is larger than {megabytes}, the most Station accepts ({_declared_size(response)})"


def _declared_size(response: httpx.Response) -> str:
    declared = response.headers.get(Header.CONTENT_LENGTH, "")
    if declared.isdigit():
        return f"{int(declared) / (1024 * 1024):.1f} MB announced"
    return "reading stopped at the limit"


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
