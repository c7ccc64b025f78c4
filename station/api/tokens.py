"""OAuth token calls on the wire (contract §1): building the obtain, refresh and revoke requests, reading the pair."""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field

import httpx

from station.api.decoding import json_body
from station.api.errors import error_from_response
from station.api.wire import SCOPE_SEPARATOR, AuthScheme, Header, ListQuery, MediaType, OAuthKey, Path, Scope

# spec §8: an access token lives one hour; used when an answer leaves out expires_in.
DEFAULT_TOKEN_LIFETIME_S = 3600.0


@dataclass(frozen=True)
class TokenPair:
    """An access token and its refresh token. Neither appears in repr or str."""

    access_token: str = field(repr=False)
    refresh_token: str = field(repr=False)
    expires_in: float
    scopes: tuple[str, ...] = ()
    token_type: str = AuthScheme.BEARER
    # time.monotonic() when the pair was received; expiry is measured from here.
    received_at: float = field(default_factory=time.monotonic, compare=False)

    @property
    def expires_at(self) -> float:
        """Monotonic time at which the access token stops working."""
        return self.received_at + self.expires_in


def bearer_header(access_token: str) -> str:
    return f"{AuthScheme.BEARER} {access_token}"


def obtain_request(
    base_url: str, client_id: str, client_secret: str, scopes: Iterable[Scope | str], *, user_agent: str | None
) -> httpx.Request:
    body = {
        OAuthKey.GRANT_TYPE: OAuthKey.CLIENT_CREDENTIALS,
        OAuthKey.CLIENT_ID: client_id,
        OAuthKey.CLIENT_SECRET: client_secret,
        OAuthKey.SCOPE: SCOPE_SEPARATOR.join(_scope_name(scope) for scope in scopes),
    }
    return httpx.Request("POST", _url(base_url, Path.TOKEN), json=body, headers=_headers(user_agent))


def refresh_request(base_url: str, refresh_token: str, *, user_agent: str | None) -> httpx.Request:
    body = {OAuthKey.REFRESH_TOKEN: refresh_token}
    return httpx.Request("POST", _url(base_url, Path.TOKEN_REFRESH), json=body, headers=_headers(user_agent))


def revoke_request(base_url: str, access_token: str, *, user_agent: str | None) -> httpx.Request:
    # contract §1: the token to revoke goes in the Authorization header.
    headers = _headers(user_agent)
    headers[Header.AUTHORIZATION] = bearer_header(access_token)
    return httpx.Request("DELETE", _url(base_url, Path.TOKEN), headers=headers)


def token_check_request(base_url: str, access_token: str, *, user_agent: str | None) -> httpx.Request:
    """The smallest authenticated read: 401 means the token is dead; any other answer (200, or 403 for a token
    without the read scope, which ranks after 401 in contract §2) means it still works."""
    headers = _headers(user_agent)
    headers[Header.AUTHORIZATION] = bearer_header(access_token)
    return httpx.Request("GET", _url(base_url, Path.SHIPMENTS), params={ListQuery.SIZE: 1}, headers=headers)


def read_token_pair(response: httpx.Response, *, what: str) -> TokenPair:
    """The pair from a token answer (body already read); the mapped ServiceError for a refusal."""
    if not response.is_success:
        raise error_from_response(response)
    body = json_body(response, what=what)
    expires_in = body.opt_number(OAuthKey.EXPIRES_IN)
    scope_text = body.opt_text(OAuthKey.SCOPE)
    return TokenPair(
        access_token=body.text(OAuthKey.ACCESS_TOKEN),
        refresh_token=body.text(OAuthKey.REFRESH_TOKEN),
        expires_in=DEFAULT_TOKEN_LIFETIME_S if expires_in is None else max(0.0, expires_in),
        scopes=tuple(scope_text.split()),
        token_type=body.opt_text(OAuthKey.TOKEN_TYPE, AuthScheme.BEARER),
    )


def _scope_name(scope: Scope | str) -> str:
    return scope.value if isinstance(scope, Scope) else scope


def _url(base_url: str, path: str) -> str:
    return base_url.rstrip("/") + path


def _headers(user_agent: str | None) -> dict[str, str]:
    headers = {Header.ACCEPT: MediaType.JSON}
    if user_agent:
        headers[Header.USER_AGENT] = user_agent
    return headers
