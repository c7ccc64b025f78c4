"""From the shipment detail to the hosted widget and back: Ctrl+E opens it for the selected order, and the chosen
delivery lands in the detail's options, mapped by station.domain and validated again."""

from __future__ import annotations

import importlib.resources
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt

from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption
from station.sandbox.server import SandboxServer
from station.services.account import AccountService
from station.services.station import StationServices
from station.store.settings import SettingsFile
from station.ui.app import StationApp
from station.ui.delivery_widget import DeliveryOptionsDialog
from tests.helpers.window import close_window, run_async

LOAD_TIMEOUT_MS = 30_000


@pytest.fixture
def window(widget_sandbox: SandboxServer, tmp_path: Path, qtbot, qasync_loop) -> Iterator[Any]:  # type: ignore[no-untyped-def]
    """The main window on the widget's sandbox (account sandbox-nl), with the sample orders imported."""
    from station.ui.main_window import MainWindow

    account = AccountService(SettingsFile(tmp_path / "account.json"))
    account.use_sandbox(widget_sandbox.base_url, widget_sandbox.printing_base_url)
    services = StationServices.open(account=account, store_path=tmp_path / "station.sqlite3", printers={})
    run_async(qtbot, services.start())
    main = MainWindow(services, sandbox=True)
    # What StationApp does with the window's request (station/ui/app.py), on this window.
    main.delivery_options_requested.connect(
        lambda order: StationApp.open_delivery_options(SimpleNamespace(window=main), order)  # type: ignore[arg-type]
    )
    main.show()
    qtbot.waitExposed(main)
    with importlib.resources.as_file(importlib.resources.files("station.resources") / "sample-orders.csv") as csv:
        main.queue_actions.import_orders(str(csv))
        qtbot.waitUntil(lambda: main.queue.model.total_count > 0 and not main.tasks.running, timeout=20_000)
    yield main
    for dialog in main.findChildren(DeliveryOptionsDialog):
        dialog.close()
    close_window(qtbot, main)
    run_async(qtbot, services.aclose())


def open_dialog_for(window, qtbot, reference: str) -> DeliveryOptionsDialog:  # type: ignore[no-untyped-def]
    order = next(o for o in window.queue.model.all_rows() if o.reference == reference)
    assert window.queue.select_key(order.key)
    qtbot.waitUntil(
        lambda: window.detail.order is not None and window.detail.order.key == order.key and not window.tasks.running,
        timeout=20_000,
    )
    action = window.actions_by_id["delivery_options"]
    assert action.shortcut().toString() == "Ctrl+E"
    action.trigger()
    [dialog] = window.findChildren(DeliveryOptionsDialog)
    assert dialog.isVisible()  # opened with open(), not exec(): the event loop keeps running
    qtbot.waitUntil(dialog.ok_button.isEnabled, timeout=LOAD_TIMEOUT_MS)
    return dialog


def click_in(dialog: DeliveryOptionsDialog, qtbot, selector: str) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(dialog.widget.selectionChanged, timeout=LOAD_TIMEOUT_MS):
        dialog.widget.view.page().runJavaScript(f"document.querySelector({selector!r}).click()")


def test_ctrl_e_chooses_evening_delivery_for_the_order(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog_for(window, qtbot, "WEB-10421")  # postnl, standard, signature, Keizersgracht 123
    assert dialog.windowTitle() == "Delivery options — WEB-10421"
    click_in(dialog, qtbot, '[data-svc-choice="postnl:evening"] input')
    click_in(dialog, qtbot, '[data-svc-option="signature"] input')
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: window.detail.draft().options.delivery_type is DeliveryType.EVENING)
    draft = window.detail.draft()
    assert (draft.carrier, draft.options.package_type, draft.options.flags, draft.pickup_location) == (
        Carrier.POSTNL,
        PackageType.PACKAGE,
        frozenset({ShipmentOption.SIGNATURE}),
        None,
    )
    # Validated again by the detail (and by the services before creating): nothing to correct.
    assert window.detail.violations == []
    assert window.services.shipments.validate(draft) == []


def test_ctrl_e_chooses_a_pickup_point_for_the_order(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog_for(window, qtbot, "WEB-10421")
    click_in(dialog, qtbot, '[data-svc-mode="pickup"] input')
    click_in(dialog, qtbot, ".svc-location:nth-child(2) input")
    assert dialog.status_label.text().startswith("PostNL · pickup at Supermarkt Centrum, Kerkstraat")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: window.detail.draft().options.delivery_type is DeliveryType.PICKUP)
    draft = window.detail.draft()
    assert draft.pickup_location is not None and draft.pickup_location.location_name == "Supermarkt Centrum"
    assert draft.pickup_location.retail_network_id == "PNPNL-01"
    assert draft.options.flags == frozenset()  # the order's signature was replaced by the customer's choice
    assert window.detail.violations == []


def test_cancel_leaves_the_order_as_it_was(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog_for(window, qtbot, "WEB-10423")  # postnl, evening, only_recipient
    before = window.detail.draft()
    click_in(dialog, qtbot, '[data-svc-choice="postnl:morning"] input')
    gone: list[bool] = []
    dialog.destroyed.connect(lambda: gone.append(True))
    dialog.reject()
    # The test runs inside the session's loop (tests/helpers/gui_loop.py): the deleteLater of its close waits for
    # the test to hand control back to that loop, or for deferred deletions to be sent, as Qt lets a caller do.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.waitUntil(lambda: bool(gone))  # deleted on close
    assert window.detail.draft() == before
