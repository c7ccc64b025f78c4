"""OAuth 2.0 client credentials (contract §1): obtain, refresh with rotation, revoke."""

from __future__ import annotations

import json
import secrets
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.sandbox import wire
from station.sandbox.accounts import OAUTH_CLIENTS
from station.sandbox.auth import sandbox_state, split_authorization, unauthenticated_error
from station.sandbox.state import SandboxState


def _oauth_error(status: int, error: str, description: str) -> JSONResponse:
    # contract §1: OAuth errors use the OAuth body `{"error": ...}`, not the contract §2 body.
    return JSONResponse({wire.OAUTH_ERROR: error, wire.OAUTH_ERROR_DESCRIPTION: description}, status_code=status)


async def _json_object(request: Request) -> dict[str, Any] | None:
    try:
        body = json.loads(await request.body() or b"{}")
    except (json.JSONDecodeError, UnicodeDecodeError):
        return None
    return body if isinstance(body, dict) else None


def _issue_pair(state: SandboxState, shop_id: str, client_id: str, scopes: str) -> dict[str, Any]:
    access_token = secrets.token_urlsafe(32)
    refresh_token = secrets.token_urlsafe(32)
    ttl = state.config.token_ttl
    state.db.execute(
        "INSERT INTO access_tokens (token, shop_id, client_id, scopes, expires_at) VALUES (?, ?, ?, ?, ?)",
        (access_token, shop_id, client_id, scopes, state.now_epoch() + ttl),
    )
    state.db.execute(
        "INSERT INTO refresh_tokens (token, access_token, shop_id, client_id, scopes) VALUES (?, ?, ?, ?, ?)",
        (refresh_token, access_token, shop_id, client_id, scopes),
    )
    return {
        wire.OAUTH_ACCESS_TOKEN: access_token,
        wire.OAUTH_REFRESH_TOKEN: refresh_token,
        wire.OAUTH_TOKEN_TYPE: wire.SCHEME_BEARER,
        wire.OAUTH_EXPIRES_IN: ttl,
        wire.OAUTH_SCOPE: scopes,
    }


async def obtain_token(request: Request) -> Response:
    """contract §1 Obtain: client credentials → a pair; 401 invalid_client, 400 invalid_scope."""
    body = await _json_object(request)
    if body is None:
        return _oauth_error(400, wire.OAUTH_INVALID_REQUEST, "The body must be a JSON object.")
    if body.get(wire.OAUTH_GRANT_TYPE) != wire.OAUTH_GRANT_CLIENT_CREDENTIALS:
        return _oauth_error(400, wire.OAUTH_UNSUPPORTED_GRANT_TYPE, "Only grant_type client_credentials exists.")
    client = OAUTH_CLIENTS.get(str(body.get(wire.OAUTH_CLIENT_ID, "")))
    if client is None or not secrets.compare_digest(
        client.client_secret.encode(), str(body.get(wire.OAUTH_CLIENT_SECRET, "")).encode()
    ):
        return _oauth_error(401, wire.OAUTH_INVALID_CLIENT, "Unknown client id or wrong secret.")
    requested = body.get(wire.OAUTH_SCOPE)
    if requested is None or requested == "":
        # Without a scope the client gets every scope, as the real platform grants its defaults.
        scopes = sorted(wire.ALL_SCOPES)
    elif not isinstance(requested, str):
        return _oauth_error(400, wire.OAUTH_INVALID_SCOPE, "scope must be a space-separated string.")
    else:
        scopes = sorted(set(requested.split()))
        unknown = [scope for scope in scopes if scope not in wire.ALL_SCOPES]
        if unknown:
            return _oauth_error(400, wire.OAUTH_INVALID_SCOPE, f"Unknown scope(s): {' '.join(unknown)}.")
    state = sandbox_state(request)
    with state.db:
        pair = _issue_pair(state, client.shop.shop_id, client.client_id, " ".join(scopes))
    return JSONResponse(pair)


async def refresh_token(request: Request) -> Response:
    """contract §1 Refresh: a new pair; the used refresh token dies (rotation); 401 invalid_grant."""
    body = await _json_object(request)
    token = body.get(wire.OAUTH_REFRESH_TOKEN) if body else None
    if not isinstance(token, str) or not token:
        return _oauth_error(400, wire.OAUTH_INVALID_REQUEST, 'Send {"refresh_token": "..."}.')
    state = sandbox_state(request)
    with state.db:
        row = state.db.execute(
            "SELECT shop_id, client_id, scopes FROM refresh_tokens WHERE token = ? AND dead = 0", (token,)
        ).fetchone()
        if row is None:
            return _oauth_error(401, wire.OAUTH_INVALID_GRANT, "The refresh token is unknown, used or revoked.")
        state.db.execute("UPDATE refresh_tokens SET dead = 1 WHERE token = ?", (token,))
        pair = _issue_pair(state, row["shop_id"], row["client_id"], row["scopes"])
    return JSONResponse(pair)


async def revoke_token(request: Request) -> Response:
    """contract §1 Revoke: the bearer token in the header dies, and so does its refresh token.

    An expired access token can still be revoked, so that signing out also kills its refresh token.
    """
    scheme, token = split_authorization(request.headers.get(wire.AUTH_HEADER))
    if scheme != wire.SCHEME_BEARER:
        raise unauthenticated_error("Revoke takes the token as `Authorization: bearer <token>`.")
    state = sandbox_state(request)
    with state.db:
        access = state.db.execute(
            "SELECT token FROM access_tokens WHERE token = ? AND revoked = 0", (token,)
        ).fetchone()
        refresh = state.db.execute(
            "SELECT access_token FROM refresh_tokens WHERE token = ? AND dead = 0", (token,)
        ).fetchone()
        if access is None and refresh is None:
            raise unauthenticated_error("Unknown or already revoked token.")
        access_token = token if access is not None else refresh["access_token"]
        state.db.execute("UPDATE access_tokens SET revoked = 1 WHERE token = ?", (access_token,))
        state.db.execute("UPDATE refresh_tokens SET dead = 1 WHERE access_token = ?", (access_token,))
    return Response(status_code=204)


def routes() -> list[BaseRoute]:
    return [
        Route(wire.PATH_OAUTH_TOKEN, obtain_token, methods=["POST"]),
        Route(wire.PATH_OAUTH_TOKEN, revoke_token, methods=["DELETE"]),
        Route(wire.PATH_OAUTH_REFRESH, refresh_token, methods=["POST"]),
    ]
