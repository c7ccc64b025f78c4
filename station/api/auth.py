"""httpx.Auth for both APIs: OAuth client credentials with shared refresh, a shop API key, a fixed bearer token.

spec §5 and contract §1. Every class keeps its secret out of repr, str and exception messages.
"""

from __future__ import annotations

import asyncio
import base64
import inspect
import logging
import time
import traceback
from collections.abc import AsyncGenerator, Awaitable, Callable, Generator, Iterable
from typing import TypeAlias

import httpx

from station.api.errors import ApiBackendError, Unauthenticated, error_from_response, error_from_transport
from station.api.retry import RetryPolicy, call_with_retry
from station.api.tokens import (
    TokenPair,
    bearer_header,
    obtain_request,
    read_token_pair,
    refresh_request,
    revoke_request,
    token_check_request,
)
from station.api.wire import AuthScheme, Header, Scope, Status

log = logging.getLogger(__name__)

# Called with every new pair (obtained or rotated) so the owner can persist the refresh token (keyring).
TokenListener = Callable[[TokenPair], Awaitable[None] | None]

# The credentials a client, or one of its calls, goes out with (an API key, OAuth client credentials, a bearer
# token): the name the services hold them by, without knowing the HTTP library underneath.
Credentials: TypeAlias = httpx.Auth

ALL_SCOPES: tuple[Scope, ...] = tuple(Scope)
# Refresh this long before expiry, at most; short-lived tokens refresh in their last tenth instead.
DEFAULT_REFRESH_MARGIN_S = 60.0


class ApiKeyAuth(httpx.Auth):
    """A shop API key, sent as `Authorization: basic <base64(key)>` (spec §5 Shop API key).

    The rate limit is tied to the key. Pass a different instance per request (`auth=`) to act for another shop.
    `scheme`: the production service takes the same base64 key after `bearer` (its reference) or `basic` (one of its
    libraries); the contract's key is `basic`.
    """

    def __init__(self, api_key: str, *, shop: str = "", scheme: str = AuthScheme.BASIC) -> None:
        if not api_key:
            raise ValueError("an API key is required")
        if scheme.lower() not in (AuthScheme.BASIC, AuthScheme.BEARER):
            raise ValueError(f"unknown authorization scheme {scheme!r}; use basic or bearer")
        encoded = base64.b64encode(api_key.encode("utf-8")).decode("ascii")
        self._header = f"{scheme.lower()} {encoded}"
        self.shop = shop
        self.scheme = scheme.lower()

    def auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        request.headers[Header.AUTHORIZATION] = self._header
        yield request

    def __repr__(self) -> str:
        return f"ApiKeyAuth(shop={self.shop!r})"


class BearerToken(httpx.Auth):
    """A fixed access token, with no refresh: for a token obtained elsewhere (and to prove revocation in tests)."""

    def __init__(self, access_token: str) -> None:
        self._header = bearer_header(access_token)

    def auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        request.headers[Header.AUTHORIZATION] = self._header
        yield request

    def __repr__(self) -> str:
        return "BearerToken(<hidden>)"


class OAuthClientCredentials(httpx.Auth):
    """OAuth 2.0 client credentials (spec §5, contract §1).

    - Obtains a pair on first use, or refreshes a stored refresh token given at construction.
    - Refreshes before the access token expires, and once after a 401, then repeats the request once.
    - Refresh tokens rotate: every new pair goes to `on_tokens` so the owner can store it.
    - Concurrent requests share one refresh: the renewal runs under one asyncio.Lock, and a request that waited
      for the lock uses the token the winner obtained (no stampede).
    - A refresh token the service refuses (used, revoked) falls back to the client credentials.
    - `revoke()` signs out: the token is revoked on the service and this instance refuses further requests.

    Token calls are sent through the same httpx client as the request they authenticate (same pool, timeouts).
    Async only.
    """

    def __init__(
        self,
        base_url: str,
        client_id: str,
        client_secret: str,
        *,
        scopes: Iterable[Scope | str] = ALL_SCOPES,
        refresh_token: str | None = None,
        on_tokens: TokenListener | None = None,
        refresh_margin_s: float = DEFAULT_REFRESH_MARGIN_S,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._base_url = base_url
        self._client_id = client_id
        self._client_secret = client_secret
        self._scopes = tuple(scopes)
        self._refresh_token = refresh_token
        self._on_tokens = on_tokens
        self._refresh_margin_s = refresh_margin_s
        self._clock = clock
        self._tokens: TokenPair | None = None
        self._signed_out = False
        # Created lazily so that the instance can be built outside a running loop.
        self._lock_instance: asyncio.Lock | None = None

    @property
    def signed_in(self) -> bool:
        return not self._signed_out

    @property
    def access_token_expires_in(self) -> float | None:
        """Seconds until the current access token expires, None without one (for display and tests)."""
        if self._tokens is None:
            return None
        return self._tokens.expires_at - self._clock()

    def sync_auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        raise TypeError("OAuthClientCredentials works with httpx.AsyncClient only")

    async def async_auth_flow(self, request: httpx.Request) -> AsyncGenerator[httpx.Request, httpx.Response]:
        if self._signed_out:
            raise Unauthenticated("Signed out: sign in again", status=None)
        user_agent = request.headers.get(Header.USER_AGENT)
        refused: TokenPair | None = None
        for _attempt in range(2):  # the request, then once more after a 401 (contract §1)
            async with self._lock:
                # A cancelled task leaves this block through GeneratorExit (httpx closes the flow): the lock is
                # released and no half-renewed state remains, as the pair is only replaced once it is complete.
                current = self._tokens
                if current is None or current is refused or self._expiring(current):
                    grant_refresh = self._refresh_token is not None
                    while True:
                        token_request = (
                            refresh_request(self._base_url, self._refresh_token or "", user_agent=user_agent)
                            if grant_refresh
                            else obtain_request(
                                self._base_url,
                                self._client_id,
                                self._client_secret,
                                self._scopes,
                                user_agent=user_agent,
                            )
                        )
                        token_response = yield token_request
                        await token_response.aread()
                        if grant_refresh and token_response.status_code in (Status.BAD_REQUEST, Status.UNAUTHORIZED):
                            # The refresh token is used or revoked (invalid_grant): the credentials still work.
                            log.info(
                                "refresh token refused (HTTP %s); obtaining a new pair", token_response.status_code
                            )
                            self._refresh_token = None
                            grant_refresh = False
                            continue
                        await self._accept(self._read_pair(token_response, refreshed=grant_refresh))
                        break
                    current = self._tokens
                assert current is not None
            request.headers[Header.AUTHORIZATION] = bearer_header(current.access_token)
            response = yield request
            if response.status_code != Status.UNAUTHORIZED or self._signed_out:
                return
            refused = current
        # A second 401: the flow ends and the client maps that answer to Unauthenticated.

    async def revoke(self, http: httpx.AsyncClient, *, policy: RetryPolicy | None = None) -> None:
        """Sign out: forget the pair, refuse further requests, and revoke the access token on the service.

        contract §1: afterwards the access token gets 401 everywhere and its refresh token is dead too.
        The pair is forgotten even when the revoke call fails; that failure is raised. See `revoke_access_token`
        for a revoke whose answer is lost.
        """
        async with self._lock:
            tokens = self._tokens
            self._tokens = None
            self._refresh_token = None
            self._signed_out = True
        if tokens is None:
            return
        await revoke_access_token(http, self._base_url, tokens.access_token, policy=policy or RetryPolicy())

    @property
    def client_id(self) -> str:
        """The OAuth client's id (not a secret): names the account, e.g. to keep one shop's data apart from another's."""
        return self._client_id

    def __repr__(self) -> str:
        state = "signed out" if self._signed_out else ("signed in" if self._tokens else "not yet signed in")
        return f"OAuthClientCredentials(client_id={self._client_id!r}, {state})"

    @property
    def _lock(self) -> asyncio.Lock:
        if self._lock_instance is None:
            self._lock_instance = asyncio.Lock()
        return self._lock_instance

    def _expiring(self, tokens: TokenPair) -> bool:
        # Refresh before expiry (spec §5): a minute early, or in the last tenth of a short lifetime.
        margin = min(self._refresh_margin_s, tokens.expires_in / 10)
        return self._clock() >= tokens.received_at + tokens.expires_in - margin

    def _read_pair(self, response: httpx.Response, *, refreshed: bool) -> TokenPair:
        what = "POST token refresh" if refreshed else "POST token"
        try:
            pair = read_token_pair(response, what=what)
        except ApiBackendError as error:
            # The request this flow authenticates was not sent yet: sending it again cannot duplicate it.
            error.maybe_committed = False
            raise
        # Measure expiry on this instance's clock (tests substitute one).
        return TokenPair(
            pair.access_token,
            pair.refresh_token,
            pair.expires_in,
            pair.scopes,
            pair.token_type,
            received_at=self._clock(),
        )

    async def _accept(self, tokens: TokenPair) -> None:
        self._tokens = tokens
        self._refresh_token = tokens.refresh_token
        if self._on_tokens is None:
            return
        try:
            outcome = self._on_tokens(tokens)
            if inspect.isawaitable(outcome):
                await outcome
        except Exception as error:  # noqa: BLE001 - storing the token must not break the request in flight
            # The pair stays usable in memory; a later start falls back to the client credentials.
            # The traceback's frames, not its message: the listener's error could echo the token it was storing.
            log.warning(
                "storing the rotated refresh token failed: %s; traceback (message left out):\n%s",
                type(error).__name__,
                "".join(traceback.format_tb(error.__traceback__)).rstrip(),
            )


REVOKE_WHAT = "DELETE token"


async def revoke_access_token(
    http: httpx.AsyncClient, base_url: str, access_token: str, *, policy: RetryPolicy
) -> None:
    """DELETE /oauth/token for `access_token`, resolved rather than guessed (contract §1).

    A revoke whose answer is lost (timeout, dropped connection, 502) is sent again under `policy`: revoking twice
    has the effect of revoking once. The repeat then answers 401 (the token is unknown by now), and so does the
    first attempt for a token that expired or was revoked elsewhere; a 401 proves nothing about the token on its
    own, so the token is tried on a read: a 401 there means it is dead (the earlier revoke worked), anything else
    means it still works and the 401 is raised.
    """
    user_agent = http.headers.get(Header.USER_AGENT)
    answer_lost = False

    async def attempt() -> None:
        nonlocal answer_lost
        try:
            # auth=None: the Authorization header is already the token being revoked.
            response = await http.send(revoke_request(base_url, access_token, user_agent=user_agent), auth=None)
            await response.aread()
        except httpx.HTTPError as error:
            mapped = error_from_transport(error, what=REVOKE_WHAT)
            answer_lost = answer_lost or getattr(mapped, "maybe_committed", False)
            raise mapped from error
        if response.is_success:
            return
        refused = error_from_response(response)
        if response.status_code != Status.UNAUTHORIZED:
            answer_lost = answer_lost or getattr(refused, "maybe_committed", False)
            raise refused
        if await _token_is_dead(http, base_url, access_token, user_agent):
            if answer_lost:
                log.info("%s: the answer was lost; the token is dead, so the first revoke worked", REVOKE_WHAT)
            return
        raise refused

    await call_with_retry(attempt, policy=policy, what=REVOKE_WHAT, idempotent=True)


async def _token_is_dead(http: httpx.AsyncClient, base_url: str, access_token: str, user_agent: str | None) -> bool:
    try:
        response = await http.send(token_check_request(base_url, access_token, user_agent=user_agent), auth=None)
        await response.aclose()
    except httpx.HTTPError as error:
        raise error_from_transport(error, what="GET with the revoked token") from error
    if response.status_code == Status.UNAUTHORIZED:
        return True
    if response.status_code >= 500:
        await response.aread()
        raise error_from_response(response)  # retried: the check says nothing yet
    return False
