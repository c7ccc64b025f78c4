"""Serves the delivery options widget's files under /widget, its demo checkout page and the bare page the station hosts."""

from __future__ import annotations

import importlib.resources
import mimetypes
import re
from importlib.resources.abc import Traversable

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import BaseRoute, Route

from station.sandbox import wire
from station.sandbox.errors import ApiError

WIDGET_PREFIX = "/widget"
DEMO_PATH = "/widget/demo"
EMBED_PATH = "/widget/embed"
# station/resources is the package `station.resources` (its files are package data), in a source checkout,
# an installed wheel and a frozen bundle alike: never found by a path relative to the repository.
_RESOURCE_PACKAGE = "station.resources"
_SAFE_PATH = re.compile(r"[A-Za-z0-9_-]+(?:/[A-Za-z0-9_-]+)*\.[a-z0-9]+")
_CONTENT_TYPES = {
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
}
# A shop's checkout on another origin loads the widget as a module script, which browsers fetch with CORS.
_CORS = {"Access-Control-Allow-Origin": "*"}


def widget_files() -> Traversable:
    """The folder of the widget's files (station/resources/widget)."""
    folder = importlib.resources.files(_RESOURCE_PACKAGE) / "widget"
    if folder.is_dir():
        return folder
    raise FileNotFoundError(
        "the delivery options widget's files (station/resources/widget) are missing from this installation"
    )


def routes() -> list[BaseRoute]:
    """/widget → the demo; /widget/demo, /widget/embed and /widget/<file> (the scripts, stylesheet, translations)."""
    return [
        Route(WIDGET_PREFIX, _to_demo, methods=["GET"]),
        Route(WIDGET_PREFIX + "/", _to_demo, methods=["GET"]),
        Route(DEMO_PATH, _page("demo.html"), methods=["GET"]),
        Route(EMBED_PATH, _page("embed.html"), methods=["GET"]),
        Route(WIDGET_PREFIX + "/{path:path}", _file, methods=["GET"]),
    ]


async def _to_demo(request: Request) -> Response:
    return RedirectResponse(DEMO_PATH, status_code=307)


def _page(name: str):
    async def page(request: Request) -> Response:
        return _file_response(name)

    return page


async def _file(request: Request) -> Response:
    return _file_response(request.path_params["path"])


def _file_response(path: str) -> Response:
    # Only plain relative names: no '..', no absolute paths, no hidden files.
    if not _SAFE_PATH.fullmatch(path):
        raise ApiError(404, wire.CODE_NOT_FOUND, f"No widget file {path!r}.")
    target = widget_files()
    for part in path.split("/"):
        target = target / part
    if not target.is_file():
        raise ApiError(404, wire.CODE_NOT_FOUND, f"No widget file {path!r}.")
    suffix = "." + path.rsplit(".", 1)[-1]
    media_type = _CONTENT_TYPES.get(suffix) or mimetypes.guess_type(path)[0] or "application/octet-stream"
    # no-cache: the browser revalidates, so an edited widget is picked up at once in the sandbox.
    return Response(target.read_bytes(), media_type=media_type, headers={**_CORS, "Cache-Control": "no-cache"})
