"""Fault injection (contract §9): added latency, 502 answers, and writes whose answer is lost."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from station.sandbox import wire
from station.sandbox.errors import ApiError, error_body
from station.sandbox.production import names as production_names
from station.sandbox.production.errors import flat_body
from station.sandbox.state import SandboxState

WRITE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


class DroppedConnection:
    """Returned to uvicorn instead of None: uvicorn then closes the connection without writing anything.

    WORKAROUND: ASGI has no message for "close without answering"; uvicorn's h11 protocol closes the
    transport, unanswered, when the application returns a value other than None (h11_impl.run_asgi).
    """

    def __repr__(self) -> str:
        return "DroppedConnection (sandbox drop-rate fault)"


DROPPED = DroppedConnection()


def is_exempt(scope: Scope) -> bool:
    # contract §9: the control endpoints are for tests and must stay reliable.
    return scope["type"] != "http" or str(scope.get("path", "")).startswith(wire.PATH_CONTROL_PREFIX)


async def call_with_faults(app: ASGIApp, state: SandboxState, scope: Scope, receive: Receive, send: Send) -> Any:
    config = state.config
    if config.latency_ms or (config.latency_jitter_ms and not is_exempt(scope)):
        jitter = state.random.uniform(0, config.latency_jitter_ms) if not is_exempt(scope) else 0.0
        await asyncio.sleep((config.latency_ms + jitter) / 1000)
    if config.fail_rate and state.random.random() < config.fail_rate:
        await _send_backend_error(scope, send)
        return None
    is_write = scope["method"] in WRITE_METHODS
    if not (is_write and config.drop_rate and state.random.random() < config.drop_rate):
        await app(scope, receive, send)
        return None
    captured: list[Message] = []

    async def capture(message: Message) -> None:
        captured.append(message)

    await app(scope, receive, capture)
    started = next((m for m in captured if m["type"] == "http.response.start"), None)
    if started is not None and started["status"] < 400:
        # The write is committed; the answer is lost on its way (contract §9 --drop-rate).
        return DROPPED
    for message in captured:
        await send(message)
    return None


async def _send_backend_error(scope: Scope, send: Send) -> None:
    # contract §9 --fail-rate: answer 502 code 3900 before doing anything.
    error = ApiError(502, wire.CODE_BACKEND, "Injected backend error (sandbox --fail-rate); retry with backoff.")
    request_id = str((scope.get("state") or {}).get(wire.REQUEST_ID_STATE_KEY, ""))
    if str(scope.get("path", "")).startswith(production_names.MOUNT):
        # The production front's clients expect its own flat error body.
        payload = flat_body(error.status, error.code, error.message, request_id)
    else:
        payload = error_body(error, request_id)
    body = json.dumps(payload).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 502,
            "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())],
        }
    )
    await send({"type": "http.response.body", "body": body})
