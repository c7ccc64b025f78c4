"""Files shipped with Station (the folder `station/resources/`, the package `station.resources`).

Everything goes through importlib.resources, so the same code finds them in a checkout, an installed wheel
and the PyInstaller bundle.
"""

from __future__ import annotations

import importlib.resources
from importlib.resources.abc import Traversable

RESOURCE_PACKAGE = "station.resources"


def resource(*parts: str) -> Traversable:
    """A shipped file or folder, e.g. resource("widget", "widget.js")."""
    node = importlib.resources.files(RESOURCE_PACKAGE)
    for part in parts:
        node = node / part
    return node


def sample_orders_csv() -> Traversable:
    """The documented sample order file (docs/order-import.md), for trying Station on the sandbox."""
    return resource("sample-orders.csv")


def app_icon_png() -> bytes:
    """The application icon, 256 px (the SVG source and the ICO/ICNS for the bundles lie beside it)."""
    return resource("icons", "station-256.png").read_bytes()
