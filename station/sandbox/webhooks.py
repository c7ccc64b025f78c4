"""Webhook subscriptions (contract §6): list, create (known hooks, https URLs, one per hook), delete."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.sandbox import wire
from station.sandbox.auth import authenticate, sandbox_state
from station.sandbox.bodies import field_error, read_json_object
from station.sandbox.errors import ApiError


def _encode(row: Any) -> dict[str, Any]:
    return {wire.WEBHOOK_ID: row["id"], wire.WEBHOOK_HOOK: row["hook"], wire.WEBHOOK_URL: row["url"]}


async def list_subscriptions(request: Request) -> Response:
    principal = await authenticate(request, wire.SCOPE_WEBHOOKS_WRITE)
    rows = (
        sandbox_state(request)
        .db.execute("SELECT * FROM webhook_subscriptions WHERE shop_id = ? ORDER BY id", (principal.shop_id,))
        .fetchall()
    )
    return JSONResponse({wire.WEBHOOK_SUBSCRIPTIONS: [_encode(row) for row in rows]})


async def create_subscription(request: Request) -> Response:
    principal = await authenticate(request, wire.SCOPE_WEBHOOKS_WRITE)
    state = sandbox_state(request)
    body = await read_json_object(request)
    hook, url = body.get(wire.WEBHOOK_HOOK), body.get(wire.WEBHOOK_URL)
    if hook not in wire.WEBHOOK_HOOKS:
        raise field_error(wire.WEBHOOK_HOOK, f"hook must be one of {', '.join(wire.WEBHOOK_HOOKS)}, not {hook!r}.")
    parts = urlsplit(url) if isinstance(url, str) else None
    if parts is None or parts.scheme != "https" or not parts.hostname:
        raise field_error(wire.WEBHOOK_URL, f"url must be an https URL, not {url!r}.")
    with state.db:
        taken = state.db.execute(
            "SELECT id FROM webhook_subscriptions WHERE shop_id = ? AND hook = ?", (principal.shop_id, hook)
        ).fetchone()
        if taken is not None:
            raise field_error(
                wire.WEBHOOK_HOOK, f"{hook} already has subscription {taken['id']}; one subscription per hook."
            )
        cursor = state.db.execute(
            "INSERT INTO webhook_subscriptions (shop_id, hook, url) VALUES (?, ?, ?)", (principal.shop_id, hook, url)
        )
    row = state.db.execute("SELECT * FROM webhook_subscriptions WHERE id = ?", (cursor.lastrowid,)).fetchone()
    return JSONResponse(_encode(row), status_code=201)


async def delete_subscription(request: Request) -> Response:
    principal = await authenticate(request, wire.SCOPE_WEBHOOKS_WRITE)
    state = sandbox_state(request)
    text = request.path_params["subscription_id"]
    with state.db:
        deleted = state.db.execute(
            "DELETE FROM webhook_subscriptions WHERE id = ? AND shop_id = ?",
            (int(text) if text.isdigit() else -1, principal.shop_id),
        ).rowcount
    if not deleted:
        raise ApiError(404, wire.CODE_NOT_FOUND, f"Webhook subscription {text} does not exist.")
    return Response(status_code=204)


def routes() -> list[BaseRoute]:
    return [
        Route(wire.PATH_WEBHOOKS, list_subscriptions, methods=["GET"]),
        Route(wire.PATH_WEBHOOKS, create_subscription, methods=["POST"]),
        Route(wire.PATH_WEBHOOK, delete_subscription, methods=["DELETE"]),
    ]
