"""Who calls the production front: `Authorization: bearer|basic <base64(API key)>`, never a token.

Sources disagree on the scheme word (the reference's examples say bearer, its header tables and the PHP SDK
say basic); the service accepts both with the same base64 key, case-insensitive, and so does this front.
"""

from __future__ import annotations

import base64
import binascii

from starlette.requests import HTTPConnection

from station.sandbox import wire
from station.sandbox.accounts import API_KEYS, ShopAccount
from station.sandbox.auth import sandbox_state
from station.sandbox.production import names as n
from station.sandbox.production.errors import ProductionError
from station.sandbox.ratelimit import retry_after_header

SCHEMES = ("bearer", "basic")


def _denied(message: str, code: int = n.CODE_ACCESS_DENIED) -> ProductionError:
    return ProductionError(401, code, message)


def _account_of(header: str | None) -> tuple[ShopAccount, str]:
    if not header or not header.strip():
        raise _denied(
            "Access Denied. Send Authorization: bearer <base64 of your API key>.", n.CODE_AUTHORIZATION_HEADER
        )
    scheme, _, credentials = header.strip().partition(" ")
    if scheme.lower() not in SCHEMES:
        raise _denied(
            f"Access Denied. Unknown authentication method {scheme!r}; use bearer or basic.",
            n.CODE_AUTHENTICATION_METHOD,
        )
    try:
        key = base64.b64decode(credentials.strip(), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        raise _denied("Access Denied. The credentials are not the base64 of an API key.") from None
    account = API_KEYS.get(key) or API_KEYS.get(key.removesuffix(":"))
    if account is None:
        raise _denied("Access Denied.")
    return account, key.removesuffix(":")


def authenticate(connection: HTTPConnection) -> ShopAccount:
    """The calling shop, or 401 (3000, 3103 no header, 3104 unknown scheme), 429, or 403 3716 (paused shop)."""
    account, key = _account_of(connection.headers.get(n.AUTHORIZATION))
    state = sandbox_state(connection)
    # The request log (GET /__sandbox__/requests) says whose credentials each request carried, on this front too.
    state.log_request(connection, account.shop_id)
    if state.rate_limit is not None:
        wait_s = state.rate_limit.admit(f"key:{key}", state.now_epoch())
        if wait_s is not None:
            raise ProductionError(
                429,
                429,
                "Too many requests; retry later.",
                headers={wire.HEADER_RETRY_AFTER: retry_after_header(wait_s)},
            )
    if account.paused:
        # No public code for a paused shop; 3716 ("shipment limit exceeded", raised as "account needs to be
        # activated" by the PHP SDK) is the nearest.
        raise ProductionError(
            403, n.CODE_SHIPMENT_LIMIT, f"The shop {account.name} is paused: its account needs to be activated."
        )
    return account


def bearer_key_as_basic(header: str) -> str:
    """`bearer <base64 key>` as `basic <base64 key>`: how the contract's printing routes read an API key."""
    scheme, _, credentials = header.strip().partition(" ")
    if scheme.lower() in SCHEMES:
        return f"basic {credentials.strip()}"
    return header
