"""The sandbox serves the widget's files, the demo checkout and the page the station hosts (station.sandbox.widget_site)."""

from __future__ import annotations

import importlib.resources
from collections.abc import Iterator

import httpx
import pytest

from station.sandbox.server import SandboxServer
from station.sandbox.state import SandboxConfig
from station.sandbox.widget_site import widget_files


@pytest.fixture(scope="module")
def sandbox() -> Iterator[SandboxServer]:
    with SandboxServer(SandboxConfig()) as server:
        yield server


@pytest.mark.parametrize(
    ("path", "media_type"),
    [
        ("/widget/svc-delivery-options.js", "text/javascript"),
        ("/widget/widget.js", "text/javascript"),
        ("/widget/svc-delivery-options.css", "text/css"),
        ("/widget/demo", "text/html"),
        ("/widget/embed", "text/html"),
    ],
)
def test_widget_files_are_served_to_any_origin(sandbox: SandboxServer, path: str, media_type: str) -> None:
    response = httpx.get(sandbox.base_url + path, timeout=10)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith(media_type)
    # A shop's page on another origin loads the module script with CORS.
    assert response.headers["access-control-allow-origin"] == "*"


def test_the_demo_page_loads_stylesheet_and_module_and_has_the_mount(sandbox: SandboxServer) -> None:
    page = httpx.get(sandbox.base_url + "/widget/demo", timeout=10).text
    assert '<link rel="stylesheet" href="svc-delivery-options.css">' in page
    assert '<script type="module" src="svc-delivery-options.js"></script>' in page
    assert 'id="svc-delivery-options"' in page


def test_widget_root_redirects_to_the_demo(sandbox: SandboxServer) -> None:
    response = httpx.get(sandbox.base_url + "/widget", timeout=10)
    assert response.status_code == 307
    assert response.headers["location"] == "/widget/demo"


@pytest.mark.parametrize(
    "path", ["/widget/missing.js", "/widget/..%2Fapp.py", "/widget/.hidden.js", "/widget/a/../b.js"]
)
def test_unknown_or_unsafe_paths_are_not_found(sandbox: SandboxServer, path: str) -> None:
    response = httpx.get(sandbox.base_url + path, timeout=10)
    assert response.status_code == 404
    assert response.json()["errors"][0]["code"] == 3004


def test_every_widget_file_comes_from_the_station_resources_package(sandbox: SandboxServer) -> None:
    # The PyInstaller bundle and an installed wheel have no repository folder: only the package station.resources.
    folder = importlib.resources.files("station.resources") / "widget"
    assert widget_files() == folder
    names = sorted(item.name for item in folder.iterdir() if item.is_file())
    assert {"svc-delivery-options.js", "svc-delivery-options.css", "widget.js", "demo.html", "embed.html"} <= set(names)
    for name in names:
        response = httpx.get(f"{sandbox.base_url}/widget/{name}", timeout=10)
        assert response.status_code == 200 and response.content == (folder / name).read_bytes(), name


def test_the_embed_page_is_the_widget_alone_with_its_stylesheet(sandbox: SandboxServer) -> None:
    page = httpx.get(sandbox.base_url + "/widget/embed", timeout=10).text
    assert '<link rel="stylesheet" href="svc-delivery-options.css">' in page
    assert '<div id="svc-delivery-options"></div>' in page
    assert "demo" not in page
