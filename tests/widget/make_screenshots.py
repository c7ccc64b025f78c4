"""Takes docs/img/widget-delivery.png and docs/img/widget-pickup.png: `.venv/bin/python -m tests.widget.make_screenshots`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

from station.sandbox.server import SandboxServer
from station.sandbox.state import SandboxConfig
from tests.widget.conftest import CHROMIUM, CHROMIUM_ARGS, ORDER_MOMENT, WAIT_MS

IMAGES = Path(__file__).resolve().parents[2] / "docs" / "img"
MARGIN = 16  # white space around the widget in the picture


def shoot(page: Any, element: Any, name: str) -> None:
    box = element.bounding_box()
    clip = {"x": box["x"] - MARGIN, "y": box["y"] - MARGIN, "width": box["width"] + 2 * MARGIN,
            "height": box["height"] + 2 * MARGIN}
    # Only the widget: the demo page's headings around it stay out of the picture.
    page.evaluate("document.querySelectorAll('.demo-checkout h2').forEach((heading) => { heading.style.visibility = 'hidden'; })")
    page.screenshot(path=str(IMAGES / name), clip=clip, full_page=True)


def main() -> None:
    IMAGES.mkdir(parents=True, exist_ok=True)
    with SandboxServer(SandboxConfig(clock=lambda: ORDER_MOMENT)) as sandbox, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1100, "height": 1200}, device_scale_factor=1)
        page.route("https://tile.openstreetmap.org/**", lambda route: route.abort())
        page.goto(sandbox.base_url + "/widget/demo")
        page.wait_for_selector('[data-svc-choice="postnl:evening"]', timeout=WAIT_MS)
        page.click('[data-svc-choice="postnl:evening"]')
        page.click('[data-svc-option="signature"]')
        widget = page.locator("#svc-delivery-options")
        shoot(page, widget, "widget-delivery.png")
        page.click('[data-svc-mode="pickup"] input')
        page.wait_for_selector(".svc-location", timeout=WAIT_MS)
        page.locator(".svc-location").nth(1).locator("input").click()
        page.locator(".svc-location").nth(1).locator("summary").click()
        shoot(page, widget, "widget-pickup.png")
        browser.close()


if __name__ == "__main__":
    main()
