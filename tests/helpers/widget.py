"""The delivery widget's browser tests: Chromium, the demo page, the fixed order moment."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from station.sandbox.wire import TIMEZONE

# The browser the widget tests drive: STATION_CHROMIUM if set, else Debian's chromium (scripts/bootstrap.sh installs
# it), else None: Playwright's own build (`python -m playwright install chromium`, on macOS and Windows).
CHROMIUM = os.environ.get("STATION_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


# Wednesday 11 June 2025, 10:00 in Amsterdam: first delivery day Thursday the 12th.
ORDER_MOMENT = datetime(2025, 6, 11, 10, 0, tzinfo=TIMEZONE)
# Browser waits: for a condition on the page, with a deadline for a loaded 2-core machine (docs/testing.md).
WAIT_MS = 60_000
# Records every widget event from the first moment of the page, before any page script runs.
# Also lists the type of every event dispatched on `document`, whoever sends it, so a test can show that no other
# event (such as version 5's unselect_delivery_options) is ever sent.
RECORD_EVENTS = """
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
# How many finished renders the widget has made (its mount may have moved).
RENDERS = (
    "Math.max(0, ...[...document.querySelectorAll('[data-svc-renders]')].map((el) => Number(el.dataset.svcRenders)))"
)


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
            arg=[name, before],
            timeout=WAIT_MS,
        )
        return self.events(name)[before]

    def renders(self) -> int:
        """How many finished renders the widget has made (data-svc-renders; the mount may have moved)."""
        count: int = self.page.evaluate(RENDERS)
        return count

    def settle(self, action: Callable[[], object]) -> None:
        """Runs `action` and waits until the widget has finished rendering again (the same selection is not sent
        twice, so a re-render may send no event to wait for)."""
        before = self.renders()
        action()
        self.page.wait_for_function(f"(count) => ({RENDERS}) > count", arg=before, timeout=WAIT_MS)

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
