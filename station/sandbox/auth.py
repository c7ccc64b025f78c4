"""Who is calling: bearer tokens and Basic API keys (contract §1), in the answer order of contract §2."""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass

from starlette.requests import HTTPConnection

from station.sandbox import wire
from station.sandbox.accounts import API_KEYS, SHOPS, ShopAccount
from station.sandbox.errors import ApiError, rate_limited
from station.sandbox.state import SandboxState


@dataclass(frozen=True)
class Principal:
    """An authenticated caller: the shop it acts for and the scopes it holds."""

    account: ShopAccount
    scopes: frozenset[str]
    credential: str  # the API key or access token; the rate limit is counted per credential (spec §5)

    @property
    def shop_id(self) -> str:
        return self.account.shop_id


def sandbox_state(connection: HTTPConnection) -> SandboxState:
    state: SandboxState = connection.app.state.sandbox
    return state


def unauthenticated_error(message: str) -> ApiError:
    return ApiError(401, wire.CODE_UNAUTHENTICATED, message)


def split_authorization(header: str | None) -> tuple[str, str]:
    """(lowercased scheme, credentials) of an `Authorization` header; 401 when absent or malformed."""
    if not header or not header.strip():
        raise unauthenticated_error("No credentials: send `Authorization: bearer <token>` or `basic <base64 key>`.")
    scheme, _, credentials = header.strip().partition(" ")
    if not credentials.strip():
        raise unauthenticated_error("The Authorization header has no credentials after its scheme.")
    # contract §1: scheme names are case-insensitive.
    return scheme.lower(), credentials.strip()


def _principal_of_api_key(encoded: str) -> Principal:
    try:
        key = base64.b64decode(encoded, validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        raise unauthenticated_error("The basic credentials are not base64 of an API key.") from None
    # Some HTTP clients send Basic as `user:password`; a key with an empty password is the same key.
    account = API_KEYS.get(key) or API_KEYS.get(key.removesuffix(":"))
    if account is None:
        raise unauthenticated_error("Unknown API key.")
    return Principal(account, wire.ALL_SCOPES, f"key:{key.removesuffix(':')}")


def _principal_of_access_token(state: SandboxState, token: str) -> Principal:
    row = state.db.execute(
        "SELECT shop_id, scopes, expires_at, revoked FROM access_tokens WHERE token = ?", (token,)
    ).fetchone()
    if row is None:
        raise unauthenticated_error("Unknown access token.")
    if row["revoked"]:
        raise unauthenticated_error("The access token has been revoked.")
    if row["expires_at"] <= state.now_epoch():
        raise unauthenticated_error("The access token has expired; refresh it.")
    return Principal(SHOPS[row["shop_id"]], frozenset(row["scopes"].split()), f"token:{token}")


def identify(connection: HTTPConnection) -> Principal:
    """The caller behind the `Authorization` header, or 401 code 3000."""
    scheme, credentials = split_authorization(connection.headers.get(wire.AUTH_HEADER))
    if scheme == wire.SCHEME_BASIC:
        return _principal_of_api_key(credentials)
    if scheme == wire.SCHEME_BEARER:
        return _principal_of_access_token(sandbox_state(connection), credentials)
    raise unauthenticated_error(f"Unknown authorization scheme {scheme!r}; use bearer or basic.")


async def authenticate(request: HTTPConnection, scope: str | None) -> Principal:
    """The caller, checked in contract §2 order: 401 3000, (429 3200), 403 3716 paused, 403 3001 scope.

    `scope=None` accepts any scope (the printing API, contract §1). The rate limit counts every
    identified request, so it is checked before the shop's state and scopes.
    """
    principal = identify(request)
    state = sandbox_state(request)
    state.log_request(request, principal.shop_id)
    if state.rate_limit is not None:
        wait_s = state.rate_limit.admit(principal.credential, state.now_epoch())
        if wait_s is not None:
            raise rate_limited("Too many requests for this API key or token; retry later.", wait_s)
    if principal.account.paused:
        raise ApiError(
            403,
            wire.CODE_ACCOUNT_PAUSED,
            f"The shop {principal.account.name} is paused or its contract is not active.",
        )
    if scope is not None and scope not in principal.scopes:
        raise ApiError(403, wire.CODE_SCOPE, f"The token lacks the scope {scope!r}.")
    return principal
