"""Takes the widget's pictures in docs/img: `.venv/bin/python -m tests.widget.make_screenshots`.

widget-delivery.png (home delivery), widget-pickup.png (pickup list), widget-pickup-map.png (map view with no tile
server reachable), widget-demo.png (the sandbox's demo checkout), widget-degraded.png (the demo with a WooCommerce
plugin's configuration: euro prices dropped, the rest shown), widget-unusable.png (the demo with no usable carrier:
the customer's message and the error event) in headless Chromium; widget-station.png (the station's dialog for an
order, with a shop's own delivery days and in Dutch) in QtWebEngine, offscreen.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox")

from playwright.sync_api import sync_playwright

from station.sandbox.server import SandboxServer
from station.sandbox.state import SandboxConfig
from tests.helpers.waiting import qt_wait_for
from tests.helpers.widget import CHROMIUM, CHROMIUM_ARGS, ORDER_MOMENT, WAIT_MS

IMAGES = Path(__file__).resolve().parents[2] / "docs" / "img"
MARGIN = 16  # white space around the widget in the picture
QT_WAIT_S = 30.0


def shoot(page: Any, element: Any, name: str) -> None:
    # Only the widget: the demo page's headings around it stay out of the picture.
    page.evaluate(
        "document.querySelectorAll('.demo-checkout h2').forEach((heading) => { heading.style.visibility = 'hidden'; })"
    )
    box = element.bounding_box()
    clip = {
        "x": box["x"] - MARGIN,
        "y": box["y"] - MARGIN,
        "width": box["width"] + 2 * MARGIN,
        "height": box["height"] + 2 * MARGIN,
    }
    page.screenshot(path=str(IMAGES / name), clip=clip, full_page=True)
    page.evaluate(
        "document.querySelectorAll('.demo-checkout h2').forEach((heading) => { heading.style.visibility = ''; })"
    )


def browser_pictures(sandbox: SandboxServer) -> None:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1200, "height": 1000}, device_scale_factor=1)
        page.route("https://tile.openstreetmap.org/**", lambda route: route.abort())
        page.goto(sandbox.base_url + "/widget/demo")
        page.wait_for_selector('[data-svc-choice="postnl:evening"]', timeout=WAIT_MS)
        page.click('[data-svc-choice="postnl:evening"]')
        page.click('[data-svc-option="signature"]')
        widget = page.locator("#svc-delivery-options")
        shoot(page, widget, "widget-delivery.png")
        page.screenshot(path=str(IMAGES / "widget-demo.png"), full_page=False)

        page.click('[data-svc-mode="pickup"] input')
        page.wait_for_selector(".svc-location", timeout=WAIT_MS)
        page.locator(".svc-location").nth(1).locator("input").click()
        page.locator(".svc-location").nth(1).locator("summary").click()
        shoot(page, widget, "widget-pickup.png")

        page.click('[data-svc-view="map"]')
        page.wait_for_selector(".svc-map__marker", timeout=WAIT_MS)
        page.wait_for_function("document.querySelectorAll('.svc-map__tile').length === 0", timeout=WAIT_MS)
        shoot(page, widget, "widget-pickup-map.png")
        browser.close()


def demo_with(browser: Any, sandbox: SandboxServer, svc_config: dict[str, Any]) -> Any:
    """The demo checkout with `svc_config` as the shop's window.svcConfig (demo-config.js's own is ignored)."""
    page = browser.new_page(viewport={"width": 1200, "height": 1000}, device_scale_factor=1)
    page.route("https://tile.openstreetmap.org/**", lambda route: route.abort())
    page.add_init_script(
        f"const config = {json.dumps(svc_config)};"
        " Object.defineProperty(window, 'svcConfig', {get: () => config, set: () => {}});"
    )
    page.goto(sandbox.base_url + "/widget/demo")
    return page


def degraded_pictures(sandbox: SandboxServer) -> None:
    from tests.helpers.shop_configs import DOCS_SAME_DAY, WOOCOMMERCE

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = demo_with(browser, sandbox, WOOCOMMERCE)
        page.wait_for_selector('[data-svc-choice="postnl:evening"]', timeout=WAIT_MS)
        page.wait_for_selector(".demo-message--error", timeout=WAIT_MS)
        page.screenshot(path=str(IMAGES / "widget-degraded.png"), full_page=False)
        page.close()

        unusable = json.loads(json.dumps(DOCS_SAME_DAY))
        del unusable["config"]["carrierSettings"]["postnl"]
        page = demo_with(browser, sandbox, unusable)
        page.wait_for_selector('#event-log li[data-event="svc_error_delivery_options"]', timeout=WAIT_MS)
        page.screenshot(path=str(IMAGES / "widget-unusable.png"), full_page=False)
        browser.close()


def station_picture(sandbox: SandboxServer) -> None:
    """The dialog Ctrl+E opens in the station, for a sample order, with evening delivery chosen: a shop that hands
    parcels over on Monday, Wednesday and Friday before 15:00, closed today (Wednesday the 11th), offering four
    days, so the first is Tuesday the 17th; the station's language Dutch."""
    from station.ui.app import keep_singletons_alive

    keep_singletons_alive()
    import PySide6.QtWebEngineWidgets  # noqa: F401 - before the QApplication
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    from station.domain.enums import Carrier
    from station.domain.models import Address, ShipmentDraft
    from station.domain.shop_delivery import STATION_DEFAULT, read_drop_off_config
    from station.ui.delivery_widget import DeliveryOptionsDialog

    app = QApplication.instance() or QApplication(sys.argv[:1])
    draft = ShipmentDraft(
        carrier=Carrier.POSTNL,
        reference="WEB-10421",
        recipient=Address("Sanne de Vries", "Keizersgracht 123", "1015 CJ", "Amsterdam", "NL"),
    )
    shop, _problems = read_drop_off_config(
        {"dropOffDays": [1, 3, 5], "cutoffTime": "15:00", "closedDays": ["2025-06-11"], "deliveryDaysWindow": 4}
    )
    dialog = DeliveryOptionsDialog(
        sandbox.base_url, draft, drop_off=shop.over(STATION_DEFAULT), now=lambda: ORDER_MOMENT, locale="nl-NL"
    )
    dialog.resize(640, 760)
    dialog.show()

    selections: list[object] = []
    dialog.widget.selectionChanged.connect(selections.append)
    qt_wait_for(lambda: dialog.ok_button.isEnabled(), what="the preselected choice", within_s=QT_WAIT_S)
    pictures = [dialog.widget.view.grab().toImage()]

    def still(differing_from: object = None) -> bool:
        # The compositor paints later than the page changes, and may show intermediate frames: a picture counts once
        # the next one is the same (and differs from the one before the click).
        pictures.append(dialog.widget.view.grab().toImage())
        return pictures[-1] == pictures[-2] and pictures[-1] != differing_from

    qt_wait_for(still, what="the preselected choice to be painted", within_s=QT_WAIT_S)
    shown = pictures[-1]
    seen = len(selections)
    dialog.widget.view.page().runJavaScript(
        "document.querySelector('[data-svc-choice=\"postnl:evening\"] input').click()"
    )
    qt_wait_for(lambda: len(selections) > seen, what="the evening choice to be selected", within_s=QT_WAIT_S)
    qt_wait_for(lambda: still(shown), what="the web view to repaint the choice", within_s=QT_WAIT_S)
    dialog.grab().save(str(IMAGES / "widget-station.png"))
    # The web page goes before its profile does at exit (else Qt warns of trouble).
    dialog.close()
    dialog.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    app.processEvents()


def main() -> None:
    IMAGES.mkdir(parents=True, exist_ok=True)
    with SandboxServer(SandboxConfig(clock=lambda: ORDER_MOMENT)) as sandbox:
        browser_pictures(sandbox)
        degraded_pictures(sandbox)
        if "--browser-only" not in sys.argv:
            station_picture(sandbox)


if __name__ == "__main__":
    main()
