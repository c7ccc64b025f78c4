"""The production front as one Starlette application, mounted by the sandbox at `/production`.

It shares the sandbox's state (`app.state.sandbox`) with the contract front, so a shipment created on one is
visible on the other. Its printing API (`/production/printing`) is the contract's printing API (production's
printing API has the same paths and bodies) behind production authentication. Every error, unknown paths
included, answers in production's flat shape (keyed for shipment validation).
"""

from __future__ import annotations

import logging

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Mount, Route, Router
from starlette.types import ASGIApp, Receive, Scope, Send

from station.sandbox import printing
from station.sandbox.errors import ApiError
from station.sandbox.production import create, labels, orders, reads, returns, tracking, webhooks
from station.sandbox.production import names as n
from station.sandbox.production.auth import bearer_key_as_basic
from station.sandbox.production.errors import ProductionError, error_response
from station.sandbox.production.labels import PaymentRequired
from station.sandbox.state import SandboxState

log = logging.getLogger("station.sandbox.production")


async def health(request: Request) -> Response:
    return JSONResponse({"title": "MyParcel API", "status": "OK"}, media_type=n.ANSWER_JSON_TYPE)


class ApiKeyAsBasic:
    """Lets the contract's printing routes read production's `bearer <base64 key>` (they read bearer as a token)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            headers = [
                (
                    name,
                    bearer_key_as_basic(value.decode("latin-1")).encode("latin-1")
                    if name == b"authorization"
                    else value,
                )
                for name, value in scope["headers"]
            ]
            scope = {**scope, "headers": headers}
        await self.app(scope, receive, send)


async def _production_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, ProductionError)
    return error_response(request, exc)


async def _payment_required(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, PaymentRequired)
    return JSONResponse(exc.body, status_code=402, media_type=n.ANSWER_JSON_TYPE)


async def _shared_error(request: Request, exc: Exception) -> Response:
    # Raised by code shared with the contract front (label rendering, the printing API): same facts, flat shape.
    assert isinstance(exc, ApiError)
    return error_response(request, ProductionError(exc.status, exc.code, exc.message, headers=exc.headers))


async def _http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    return error_response(
        request,
        ProductionError(
            exc.status_code, 3004 if exc.status_code == 404 else 3212, str(exc.detail), headers=exc.headers
        ),
    )


async def _unexpected_error(request: Request, exc: Exception) -> Response:
    log.exception("production front handler failed", exc_info=exc)
    return error_response(request, ProductionError(502, n.CODE_BACKEND, f"Sandbox backend error: {exc!r}"))


def _routes() -> list[BaseRoute]:
    return [
        Route(n.PATH_HEALTH, health, methods=["GET"]),
        *create.routes(),
        *reads.routes(),
        *labels.routes(),
        *tracking.routes(),
        *returns.routes(),
        *orders.routes(),
        *webhooks.routes(),
        Mount(n.PRINTING_MOUNT, app=ApiKeyAsBasic(Router(routes=printing.routes()))),
    ]


def build_front(state: SandboxState) -> Starlette:
    front = Starlette(
        routes=_routes(),
        exception_handlers={
            ProductionError: _production_error,
            PaymentRequired: _payment_required,
            ApiError: _shared_error,
            HTTPException: _http_error,
            Exception: _unexpected_error,
        },
    )
    front.state.sandbox = state
    return front
