"""Fixtures for the delivery options widget: a sandbox on a fixed clock, headless Chromium, the demo page."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import pytest

from station.ui.app import keep_singletons_alive

# Before any Qt call (see station.ui.app.keep_singletons_alive); harmless when tests/ui did it already.
keep_singletons_alive()

# QtWebEngineWidgets must be imported before the QApplication exists (pytest-qt creates it on first use).
import PySide6.QtWebEngineWidgets  # noqa: E402, F401

from station.sandbox.server import SandboxServer  # noqa: E402
from station.sandbox.state import SandboxConfig  # noqa: E402
from station.sandbox.wire import TIMEZONE  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
# Wednesday 11 June 2025, 10:00 in Amsterdam: first delivery day Thursday the 12th.
ORDER_MOMENT = datetime(2025, 6, 11, 10, 0, tzinfo=TIMEZONE)
# Browser waits: for a condition on the page, with a deadline for a loaded 2-core machine (docs/testing.md).
WAIT_MS = 60_000

# Records every widget event from the first moment of the page, before any page script runs.
# Also lists the type of every event dispatched on `document`, whoever sends it, so a test can show that no other
# event (such as version 5's unselect_delivery_options) is ever sent.
_RECORD_EVENTS = """
window.__svcEvents = [];
window.__svcDispatched = [];
for (const name of ['svc_updated_delivery_options', 'svc_error_delivery_options']) {
  document.addEventListener(name, (event) => window.__svcEvents.push({name, detail: event.detail}));
}
const dispatchEvent = EventTarget.prototype.dispatchEvent;
EventTarget.prototype.dispatchEvent = function (event) {
  if (this === document) window.__svcDispatched.push(event.type);
  return dispatchEvent.call(this, event);
};
"""


_RENDERS = "Math.max(0, ...[...document.querySelectorAll('[data-svc-renders]')].map((el) => Number(el.dataset.svcRenders)))"


class _PlaywrightLoopSlot:
    """WORKAROUND: the session's qasync loop (tests/conftest.py) registers itself as the thread's running loop, and
    Playwright's sync API registers its own loop in the same slot for as long as it lives; each refuses to work
    while the other is registered. Browser work swaps Playwright's loop in, and the previous one back afterwards."""

    def __init__(self) -> None:
        self.playwright_loop: asyncio.AbstractEventLoop | None = None

    @contextmanager
    def active(self) -> Iterator[None]:
        outer = asyncio.events._get_running_loop()
        asyncio.events._set_running_loop(self.playwright_loop)
        try:
            yield
        finally:
            self.playwright_loop = asyncio.events._get_running_loop()
            asyncio.events._set_running_loop(outer)


_loop_slot = _PlaywrightLoopSlot()
outside_running_loop = _loop_slot.active


@pytest.fixture(scope="module")
def widget_sandbox() -> Iterator[SandboxServer]:
    """A sandbox whose clock stands still at ORDER_MOMENT, so the delivery dates are known."""
    with SandboxServer(SandboxConfig(clock=lambda: ORDER_MOMENT)) as server:
        yield server


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with outside_running_loop():
        # The manager must stay referenced: once collected, it closes the connection to the browser.
        manager = sync_playwright()
        playwright = manager.start()
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield browser
    with outside_running_loop():
        browser.close()
        playwright.stop()
    del manager


@dataclass
class DemoPage:
    """The demo checkout in a fresh browser page, with the widget's events and console messages recorded."""

    page: Any
    base_url: str
    console: list[tuple[str, str]] = field(default_factory=list)

    def events(self, name: str = "svc_updated_delivery_options") -> list[dict[str, Any]]:
        return [item["detail"] for item in self.page.evaluate("window.__svcEvents") if item["name"] == name]

    def next_event(self, action: Callable[[], object], name: str = "svc_updated_delivery_options") -> dict[str, Any]:
        """Runs `action` and returns the first `name` event after it (waits for it, up to WAIT_MS)."""
        before = len(self.events(name))
        action()
        self.page.wait_for_function(
            "([name, count]) => window.__svcEvents.filter((item) => item.name === name).length > count",
            arg=[name, before], timeout=WAIT_MS,
        )
        return self.events(name)[before]

    def renders(self) -> int:
        """How many finished renders the widget has made (data-svc-renders; the mount may have moved)."""
        count: int = self.page.evaluate(_RENDERS)
        return count

    def settle(self, action: Callable[[], object]) -> None:
        """Runs `action` and waits until the widget has finished rendering again (the same selection is not sent
        twice, so a re-render may send no event to wait for)."""
        before = self.renders()
        action()
        self.page.wait_for_function(f"(count) => ({_RENDERS}) > count", arg=before, timeout=WAIT_MS)

    def dispatched(self) -> list[str]:
        """The type of every event dispatched on `document` since the page opened."""
        names: list[str] = self.page.evaluate("window.__svcDispatched")
        return names

    def send_update(self, detail: dict[str, Any]) -> None:
        """What a shop does when the address or configuration changes (spec §6 inbound event)."""
        self.page.evaluate(
            "(detail) => document.dispatchEvent(new CustomEvent('svc_update_delivery_options', {detail}))",
            json.loads(json.dumps(detail)),
        )


@pytest.fixture
def open_demo(chromium: Any, widget_sandbox: SandboxServer) -> Iterator[Callable[..., DemoPage]]:
    """Opens the demo checkout in a fresh browser context; `stylesheet=False` refuses the widget's stylesheet and
    `svc_config` replaces window.svcConfig before any page script runs."""
    contexts: list[Any] = []

    def open_page(*, stylesheet: bool = True, svc_config: dict[str, Any] | None = None) -> DemoPage:
        context = chromium.new_context(viewport={"width": 1100, "height": 1000}, locale="nl-NL")
        contexts.append(context)
        # No tile server is reachable here; tiles fail fast instead of waiting on DNS.
        context.route("https://tile.openstreetmap.org/**", lambda route: route.abort())
        if not stylesheet:
            context.route("**/widget/svc-delivery-options.css", lambda route: route.abort())
        page = context.new_page()
        demo_page = DemoPage(page, widget_sandbox.base_url)
        page.on("console", lambda message: demo_page.console.append((message.type, message.text)))
        page.add_init_script(_RECORD_EVENTS)
        if svc_config is not None:
            # demo-config.js sets window.svcConfig; a setter that ignores it keeps this one.
            page.add_init_script(
                "const config = %s; Object.defineProperty(window, 'svcConfig', {get: () => config, set: () => {}});"
                % json.dumps(svc_config)
            )
        page.goto(widget_sandbox.base_url + "/widget/demo")
        # The preselected choice is reported once the options have loaded.
        page.wait_for_function("window.__svcEvents.length > 0", timeout=WAIT_MS)
        return demo_page

    with outside_running_loop():
        yield open_page
        for context in contexts:
            context.close()


@pytest.fixture
def demo(open_demo: Callable[..., DemoPage]) -> DemoPage:
    return open_demo()
