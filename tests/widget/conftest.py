"""Fixtures for the delivery options widget: a sandbox on a fixed clock, headless Chromium, the demo page."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from station.ui.app import keep_singletons_alive

# Before any Qt call (see station.ui.app.keep_singletons_alive); harmless when tests/ui did it already.
keep_singletons_alive()

# QtWebEngineWidgets must be imported before the QApplication exists (pytest-qt creates it on first use).
import PySide6.QtWebEngineWidgets  # noqa: E402, F401

from station.sandbox.server import SandboxServer  # noqa: E402
from station.sandbox.state import SandboxConfig  # noqa: E402
from tests.helpers.widget import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    ORDER_MOMENT,
    RECORD_EVENTS,
    WAIT_MS,
    DemoPage,
)


@pytest.fixture(scope="module")
def widget_sandbox() -> Iterator[SandboxServer]:
    """A sandbox whose clock stands still at ORDER_MOMENT, so the delivery dates are known."""
    with SandboxServer(SandboxConfig(clock=lambda: ORDER_MOMENT)) as server:
        yield server


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    # The manager must stay referenced: once collected, it closes the connection to the browser.
    manager = sync_playwright()
    playwright = manager.start()
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield browser
    browser.close()
    playwright.stop()
    del manager


@pytest.fixture
def open_demo(chromium: Any, widget_sandbox: SandboxServer) -> Iterator[Callable[..., DemoPage]]:
    """Opens the demo checkout in a fresh browser context; `stylesheet=False` refuses the widget's stylesheet and
    `svc_config` replaces window.svcConfig before any page script runs."""
    contexts: list[Any] = []

    def open_page(*, stylesheet: bool = True, svc_config: dict[str, Any] | None = None) -> DemoPage:
        context = chromium.new_context(viewport={"width": 1100, "height": 1000}, locale="nl-NL")
        contexts.append(context)
        # The customer's clock is the service's: the widget applies today's cutoffs and closed days itself.
        context.clock.set_fixed_time(ORDER_MOMENT)
        # No tile server is reachable here; tiles fail fast instead of waiting on DNS.
        context.route("https://tile.openstreetmap.org/**", lambda route: route.abort())
        if not stylesheet:
            context.route("**/widget/svc-delivery-options.css", lambda route: route.abort())
        page = context.new_page()
        demo_page = DemoPage(page, widget_sandbox.base_url)
        page.on("console", lambda message: demo_page.console.append((message.type, message.text)))
        page.add_init_script(RECORD_EVENTS)
        if svc_config is not None:
            # demo-config.js sets window.svcConfig; a setter that ignores it keeps this one.
            page.add_init_script(
                f"const config = {json.dumps(svc_config)};"
                " Object.defineProperty(window, 'svcConfig', {get: () => config, set: () => {}});"
            )
        page.goto(widget_sandbox.base_url + "/widget/demo")
        # The preselected choice is reported once the options have loaded.
        page.wait_for_function("window.__svcEvents.length > 0", timeout=WAIT_MS)
        return demo_page

    yield open_page
    for context in contexts:
        context.close()


@pytest.fixture
def demo(open_demo: Callable[..., DemoPage]) -> DemoPage:
    return open_demo()
