"""Webhook subscriptions on the production front: one per hook and shop, a second replaces the first.

`POST /webhook_subscriptions {"data": {"webhook_subscriptions": [{"hook", "url"}]}}` → 200 `data.ids`;
`GET /webhook_subscriptions[/{id;id}][?hook=…]` → `data.webhook_subscriptions` with account and shop ids;
`DELETE /webhook_subscriptions/{id;id}` → 204. Only https URLs. The shared table is the contract front's, so
both fronts see the same subscriptions. Deliveries are not made (as on the contract front).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from station.sandbox.auth import sandbox_state
from station.sandbox.production import names as n
from station.sandbox.production.auth import authenticate
from station.sandbox.production.bodies import data, envelope_items, path_ids
from station.sandbox.production.encode import account_id
from station.sandbox.production.errors import ProductionError
from station.sandbox.production.media import content_type

HOOKS = (
    "shipment_status_change",
    "shipment_label_created",
    "order_status_change",
    "shop_updated",
    "shop_carrier_accessibility_updated",
    "shop_carrier_configuration_updated",
)


def _encode(row: Any) -> dict[str, Any]:
    return {
        "id": row["id"],
        "account_id": account_id(row["shop_id"]),
        "shop_id": int(row["shop_id"]),
        "hook": row["hook"],
        "url": row["url"],
    }


def _checked(item: Any, index: int) -> tuple[str, str]:
    hook = item.get("hook") if isinstance(item, dict) else None
    url = item.get("url") if isinstance(item, dict) else None
    if hook not in HOOKS:
        raise ProductionError(
            422,
            n.CODE_WEBHOOK_HOOK,
            f"data.webhook_subscriptions[{index}].hook {hook!r} is not a hook; use one of {', '.join(HOOKS)}.",
        )
    parts = urlsplit(url) if isinstance(url, str) else None
    if parts is None or parts.scheme != "https" or not parts.hostname:
        raise ProductionError(
            422, n.CODE_WEBHOOK_URL, f"data.webhook_subscriptions[{index}].url must be an https URL, not {url!r}."
        )
    return str(hook), str(url)


async def subscribe(request: Request) -> Response:
    account = authenticate(request)
    content_type(request, (n.JSON_TYPE,))
    state = sandbox_state(request)
    items = await envelope_items(request, n.WEBHOOK_SUBSCRIPTIONS)
    wanted = [_checked(item, index) for index, item in enumerate(items)]
    ids: list[dict[str, int]] = []
    with state.db:
        for hook, url in wanted:
            # One subscription per hook and shop: a new one replaces the old (no error).
            state.db.execute(
                "DELETE FROM webhook_subscriptions WHERE shop_id = ? AND hook = ?", (account.shop_id, hook)
            )
            cursor = state.db.execute(
                "INSERT INTO webhook_subscriptions (shop_id, hook, url) VALUES (?, ?, ?)", (account.shop_id, hook, url)
            )
            ids.append({"id": int(cursor.lastrowid or 0)})
    return JSONResponse(data({n.IDS: ids}), media_type=n.ANSWER_JSON_TYPE)


async def list_subscriptions(request: Request) -> Response:
    account = authenticate(request)
    state = sandbox_state(request)
    where, parameters = "shop_id = ?", [account.shop_id]
    if "subscription_ids" in request.path_params:
        ids = path_ids(request.path_params["subscription_ids"])
        if ids is None:
            raise ProductionError(404, n.CODE_WEBHOOK_NOT_FOUND, "No such webhook subscription.")
        where += f" AND id IN ({', '.join('?' for _ in ids)})"
        parameters += [str(i) for i in ids]
    hook = request.query_params.get("hook")
    if hook:
        where += " AND hook = ?"
        parameters.append(hook)
    rows = state.db.execute(f"SELECT * FROM webhook_subscriptions WHERE {where} ORDER BY id", parameters)
    return JSONResponse(data({n.WEBHOOK_SUBSCRIPTIONS: [_encode(row) for row in rows]}), media_type=n.ANSWER_JSON_TYPE)


async def unsubscribe(request: Request) -> Response:
    account = authenticate(request)
    state = sandbox_state(request)
    ids = path_ids(request.path_params["subscription_ids"]) or []
    owned = (
        {
            int(row["id"])
            for row in state.db.execute(
                f"SELECT id FROM webhook_subscriptions WHERE shop_id = ? AND id IN ({', '.join('?' for _ in ids)})",
                [account.shop_id, *ids],
            )
        }
        if ids
        else set()
    )
    missing = [i for i in ids if i not in owned]
    if not ids or missing:
        raise ProductionError(
            404, n.CODE_WEBHOOK_NOT_FOUND, f"No webhook subscription {';'.join(map(str, missing)) or 'named'}."
        )
    with state.db:
        state.db.executemany("DELETE FROM webhook_subscriptions WHERE id = ?", [(i,) for i in ids])
    return Response(status_code=204)


def routes() -> list[BaseRoute]:
    return [
        Route(n.PATH_WEBHOOKS, subscribe, methods=["POST"]),
        Route(n.PATH_WEBHOOKS, list_subscriptions, methods=["GET"]),
        Route(n.PATH_WEBHOOKS_BY_ID, list_subscriptions, methods=["GET"]),
        Route(n.PATH_WEBHOOKS_BY_ID, unsubscribe, methods=["DELETE"]),
    ]
