"""Shipped files are found through importlib.resources, as the bundle needs."""

from __future__ import annotations

from station import assets
from station.services.order_import import decode_text, parse_orders_csv


def test_the_icon_is_a_png() -> None:
    assert assets.app_icon_png().startswith(b"\x89PNG\r\n\x1a\n")


def test_the_sample_orders_are_shipped_and_parse() -> None:
    parsed = parse_orders_csv(decode_text(assets.sample_orders_csv().read_bytes()))
    assert len(parsed.orders) >= 10


def test_widget_files_are_shipped() -> None:
    assert assets.resource("widget", "svc-delivery-options.js").is_file()
    assert assets.resource("widget", "svc-delivery-options.css").is_file()
