"""Webhook subscriptions for the shop owner (issue 19 point 6): opened from the account settings, listed as the
service lists them, added after a check with one message per problem under its field (nothing sent), removed after
a question; what the service refuses reaches the window's one error area. Against the embedded sandbox."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from station.services.account import AccountService
from station.services.embedded_sandbox import production_front
from station.services.station import StationServices
from station.store.settings import SettingsFile, WireName
from station.ui.app import StationApp
from station.ui.webhooks_panel import WebhooksDialog, WebhooksPanel
from tests.helpers.keyring import MemoryKeyring
from tests.helpers.window import account_dialog, close_window, run_async, wait_for_session

KEY = {"Authorization": "basic " + base64.b64encode(b"sandbox-nl").decode()}


@pytest.fixture
def station_app(sandbox_station_app: StationApp) -> StationApp:
    return sandbox_station_app


def on_service(base_url: str) -> list[tuple[str, str]]:
    """The subscriptions as the sandbox has them, read past Station."""
    answer = httpx.get(f"{base_url}/webhook_subscriptions", headers=KEY, timeout=10)
    answer.raise_for_status()
    return [(item["hook"], item["url"]) for item in answer.json()["webhook_subscriptions"]]


def open_webhooks(station_app: StationApp, qtbot) -> WebhooksPanel:  # type: ignore[no-untyped-def]
    dialog = account_dialog(station_app, qtbot)
    qtbot.mouseClick(dialog.webhooks_button, Qt.MouseButton.LeftButton)
    [webhooks] = dialog.findChildren(WebhooksDialog)
    assert webhooks.isVisible()  # open(), not exec(): the loop keeps running
    panel = webhooks.panel
    qtbot.waitUntil(lambda: not station_app.window.tasks.running and panel.status_label.text() == "", timeout=20_000)
    return panel


def add(panel: WebhooksPanel, qtbot, hook: str, url: str) -> None:  # type: ignore[no-untyped-def]
    panel.hook_box.setCurrentIndex(panel.hook_box.findData(hook))
    panel.url_edit.setText(url)
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)


def problems(panel: WebhooksPanel) -> dict[str, str]:
    return {field: label.text() for field, label in panel.problem_labels.items() if label.isVisible()}


def test_webhooks_are_listed_added_checked_refused_and_removed(  # type: ignore[no-untyped-def]
    station_app, qtbot, memory_keyring: MemoryKeyring
) -> None:
    station_app.open_session()
    wait_for_session(qtbot, station_app, sandbox=True)
    window = station_app.window
    base_url = station_app.embedded.base_url
    panel = open_webhooks(station_app, qtbot)
    assert panel.rows() == [] and panel.empty_label.isVisible()
    assert not panel.shop_box.isVisible()  # one shop: no choice to make

    # Checked before sending: one message per problem, under its field; nothing reaches the service.
    add(panel, qtbot, "", "http://shop.example.nl/hooks")
    assert problems(panel) == {
        "hook": "Choose the event the service should report.",
        "url": "The service calls only https addresses: write https:// instead of http://.",
    }
    assert "border" in panel.url_edit.styleSheet() and "border" in panel.hook_box.styleSheet()
    for url, message in (
        ("", "Enter the address the service should call, starting with https://."),
        (
            "https://localhost:8443/hooks",
            "localhost is this computer or a private network: the service on the "
            "internet cannot reach it. Use the public host name of the shop's server.",
        ),
        ("https://shop.example.nl/hooks status", "The address contains a space; remove it (or write it as %20)."),
        (
            "https://owner:pw@shop.example.nl/hooks",
            "Leave the user name and password out of the address: it would be stored and sent as written.",
        ),
        ("shop.example.nl/hooks", "The address must start with https://."),
    ):
        add(panel, qtbot, "shipment_status_change", url)
        assert problems(panel) == {"url": message}, url
    assert on_service(base_url) == []
    panel.url_edit.setText("https://shop.example.nl/hook")
    panel.url_edit.textEdited.emit("https://shop.example.nl/hook")  # typing clears the field's message
    assert problems(panel) == {} and panel.url_edit.styleSheet() == ""

    # Added: the service's answer is what the list shows.
    add(panel, qtbot, "shipment_status_change", "https://shop.example.nl/hooks/status")
    qtbot.waitUntil(
        lambda: panel.rows() == [("shipment_status_change", "https://shop.example.nl/hooks/status")], timeout=20_000
    )
    assert on_service(base_url) == [("shipment_status_change", "https://shop.example.nl/hooks/status")]
    assert panel.url_edit.text() == "" and panel.hook_box.currentIndex() == 0 and not panel.empty_label.isVisible()

    # One address per event: asked here, before the service would refuse (or, in production, silently replace).
    add(panel, qtbot, "shipment_status_change", "https://shop.example.nl/hooks/other")
    assert problems(panel) == {
        "hook": "shipment_status_change already goes to https://shop.example.nl/hooks/status; "
        "one address per event: remove that subscription first."
    }

    # Another station subscribed the label event meanwhile: the service's refusal goes to the one error area, and
    # the list is read again.
    httpx.post(
        f"{base_url}/webhook_subscriptions",
        headers=KEY,
        timeout=10,
        json={"hook": "shipment_label_created", "url": "https://elsewhere.example.nl/label"},
    ).raise_for_status()
    add(panel, qtbot, "shipment_label_created", "https://shop.example.nl/hooks/label")
    qtbot.waitUntil(lambda: len(window.error_panel.shown) == 1 and not window.tasks.running, timeout=20_000)
    [shown] = window.error_panel.shown
    assert shown.title == "A field is not valid" and "shipment_label_created already has subscription" in shown.text
    assert ("shipment_label_created", "https://elsewhere.example.nl/label") in panel.rows()
    assert problems(panel) == {}

    # Removed only after a question; Cancel keeps it.
    status_row = panel.subscriptions[0]
    box = panel.confirm_remove(status_row)
    assert box.isVisible() and "shipment_status_change" in box.text()
    box.button(QMessageBox.StandardButton.Cancel).click()
    qtbot.waitUntil(lambda: not box.isVisible() and not window.tasks.running)
    assert len(on_service(base_url)) == 2
    remove_button = panel.table.cellWidget(0, 2)
    qtbot.mouseClick(remove_button, Qt.MouseButton.LeftButton)
    box = panel._confirm
    assert box is not None
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(
        lambda: panel.rows() == [("shipment_label_created", "https://elsewhere.example.nl/label")], timeout=20_000
    )
    assert on_service(base_url) == [("shipment_label_created", "https://elsewhere.example.nl/label")]
    assert len(window.error_panel.shown) == 1  # nothing new went wrong


@pytest.fixture
def production_window(sandbox, tmp_path: Path, qtbot, qasync_loop) -> Iterator[Any]:  # type: ignore[no-untyped-def]
    """The window on the sandbox's production front (the production service's wire format, its own webhook shape:
    a `data` envelope, a second subscription of an event replacing the first)."""
    from station.ui.main_window import MainWindow

    account = AccountService(SettingsFile(tmp_path / "account.json"))
    account.use_sandbox(*production_front(sandbox.base_url), wire=WireName.PRODUCTION)
    services = StationServices.open(account=account, store_path=tmp_path / "station.sqlite3", printers={})
    run_async(qtbot, services.start())
    main = MainWindow(services, sandbox=True)
    main.show()
    qtbot.waitExposed(main)
    yield main
    close_window(qtbot, main)
    run_async(qtbot, services.aclose())


def test_webhooks_in_production_mode(production_window, sandbox, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = production_window
    assert window.services.capabilities.barcode_after_label  # the production profile's clients
    dialog = WebhooksDialog(window.services.webhooks, window.tasks, parent=window)
    dialog.open()
    panel = dialog.panel
    qtbot.waitUntil(lambda: not window.tasks.running and panel.status_label.text() == "", timeout=20_000)
    assert panel.rows() == []

    add(panel, qtbot, "shipment_status_change", "https://shop.example.nl/hooks/status")
    qtbot.waitUntil(
        lambda: panel.rows() == [("shipment_status_change", "https://shop.example.nl/hooks/status")], timeout=20_000
    )
    # The two fronts share the sandbox's state: the contract front sees what the production one stored.
    assert on_service(sandbox.base_url) == [("shipment_status_change", "https://shop.example.nl/hooks/status")]
    # The production service would replace the first subscription without a word: asked here first.
    add(panel, qtbot, "shipment_status_change", "https://shop.example.nl/hooks/other")
    assert problems(panel) == {
        "hook": "shipment_status_change already goes to https://shop.example.nl/hooks/status; "
        "one address per event: remove that subscription first."
    }
    assert on_service(sandbox.base_url) == [("shipment_status_change", "https://shop.example.nl/hooks/status")]

    # Removed elsewhere meanwhile: the service's 404 reaches the error area, and the list shows it gone.
    [subscription] = panel.subscriptions
    httpx.delete(
        f"{sandbox.base_url}/webhook_subscriptions/{subscription.id}", headers=KEY, timeout=10
    ).raise_for_status()
    panel.remove(subscription.id)
    qtbot.waitUntil(lambda: len(window.error_panel.shown) == 1 and not window.tasks.running, timeout=20_000)
    assert window.error_panel.shown[0].title == "Not found"
    assert panel.rows() == []
    dialog.close()
