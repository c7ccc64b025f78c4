"""The sandbox as one ASGI application: the main API, the printing API under /printing, the widget back end."""

from __future__ import annotations

import logging
import uuid
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.types import Receive, Scope, Send

from station.sandbox import (
    control,
    delivery_options,
    label_routes,
    oauth,
    orders,
    printing,
    return_qr,
    shipments,
    tracking,
    webhooks,
    widget_site,
    wire,
)
from station.sandbox.errors import ApiError, error_response
from station.sandbox.faults import call_with_faults, is_exempt
from station.sandbox.lifecycle import init_all
from station.sandbox.production import control as production_control
from station.sandbox.production import names as production_names
from station.sandbox.production.front import build_front
from station.sandbox.production.front import health as production_health
from station.sandbox.state import SandboxConfig, SandboxState

log = logging.getLogger("station.sandbox")


class SandboxApp(Starlette):
    """Starlette with the sandbox's outermost layer: a request id, then fault injection (contract §9)."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> Any:
        if scope["type"] == "http":
            scope.setdefault("state", {})[wire.REQUEST_ID_STATE_KEY] = uuid.uuid4().hex
        if is_exempt(scope):
            await super().__call__(scope, receive, send)
            return None
        state: SandboxState = self.state.sandbox
        # The return value reaches uvicorn: faults.DROPPED makes it close the connection unanswered.
        return await call_with_faults(super().__call__, state, scope, receive, send)


async def _api_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, ApiError)
    return error_response(request, exc)


async def _http_error(request: Request, exc: Exception) -> Response:
    # Unknown paths and methods answer in the contract §2 body too, so a client parses every error alike.
    assert isinstance(exc, HTTPException)
    code = wire.CODE_NOT_FOUND if exc.status_code == 404 else wire.CODE_MISTYPED_FIELD
    return error_response(request, ApiError(exc.status_code, code, str(exc.detail), headers=exc.headers))


async def _unexpected_error(request: Request, exc: Exception) -> Response:
    # A bug in the sandbox is a backend error to the client (502 3900, retryable), never a 500 "missing field".
    log.exception("sandbox handler failed", exc_info=exc)
    return error_response(request, ApiError(502, wire.CODE_BACKEND, f"Sandbox backend error: {exc!r}"))


def _routes() -> list[BaseRoute]:
    main: list[BaseRoute] = [
        *oauth.routes(),
        *shipments.routes(),
        *label_routes.routes(),
        *return_qr.routes(),
        *tracking.routes(),
        *orders.routes(),
        *webhooks.routes(),
        *control.routes(),
        *production_control.routes(),
    ]
    main += delivery_options.routes()
    main += widget_site.routes()
    main.append(Mount(wire.PATH_PRINTING_MOUNT, routes=printing.routes()))
    return main


def build_app(config: SandboxConfig) -> SandboxApp:
    """A ready sandbox application; its state is at `app.state.sandbox`.

    The production front (`/production`) is a second application over the same state.
    """
    state = SandboxState(config)
    init_all(state)
    routes = [
        # The base URL itself is production's `GET /` (its host's root), not a redirect to `/production/`.
        Route(production_names.MOUNT, production_health, methods=["GET"]),
        Mount(production_names.MOUNT, app=build_front(state)),
        *_routes(),
    ]
    app = SandboxApp(
        routes=routes,
        exception_handlers={ApiError: _api_error, HTTPException: _http_error, Exception: _unexpected_error},
    )
    app.state.sandbox = state
    return app
