"""The delivery options dialog (Ctrl+E) offers and validates with the shop's active carriers, as the services know
them; without a known contract it offers the order's carrier only and every carrier counts as active."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest

from station.domain.enums import Carrier
from station.ui.app import StationApp
from tests.helpers.window import import_sample

LOAD_TIMEOUT_MS = 30_000
OFFERED_CARRIERS_JS = (
    "[...new Set([...document.querySelectorAll('[data-svc-choice]')]"
    ".map((e) => e.dataset.svcChoice.split(':')[0]))].sort().join(',')"
)


@pytest.fixture
def delivery_window(window, qtbot) -> Iterator[Any]:  # type: ignore[no-untyped-def]
    """The main window with the sample orders, wired to StationApp.open_delivery_options as the app does."""
    window.delivery_options_requested.connect(
        lambda order: StationApp.open_delivery_options(SimpleNamespace(window=window), order)  # type: ignore[arg-type]
    )
    import_sample(window, qtbot)
    yield window
    from station.ui.delivery_widget import DeliveryOptionsDialog

    for dialog in window.findChildren(DeliveryOptionsDialog):
        dialog.close()


def open_dialog_for(window, qtbot, reference: str):  # type: ignore[no-untyped-def]
    from station.ui.delivery_widget import DeliveryOptionsDialog

    order = next(o for o in window.queue.model.all_rows() if o.reference == reference)
    assert window.queue.select_key(order.key)
    qtbot.waitUntil(
        lambda: window.detail.order is not None and window.detail.order.key == order.key and not window.tasks.running,
        timeout=20_000,
    )
    window.actions_by_id["delivery_options"].trigger()
    [dialog] = window.findChildren(DeliveryOptionsDialog)
    qtbot.waitUntil(dialog.ok_button.isEnabled, timeout=LOAD_TIMEOUT_MS)  # the widget's preselected choice
    return dialog


def run_js(dialog, qtbot, script: str) -> Any:  # type: ignore[no-untyped-def]
    results: list[Any] = []
    dialog.widget.view.page().runJavaScript(script, 0, results.append)
    qtbot.waitUntil(lambda: bool(results), timeout=LOAD_TIMEOUT_MS)
    return results[0]


def test_the_dialog_offers_and_validates_with_the_shops_active_carriers(delivery_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    delivery_window.services.active_carriers = frozenset({Carrier.POSTNL, Carrier.DHLFORYOU, Carrier.BPOST})
    dialog = open_dialog_for(delivery_window, qtbot, "WEB-10421")  # postnl, Amsterdam
    # The active carriers of the order's country (NL; bpost is Belgian), not every carrier.
    assert run_js(dialog, qtbot, OFFERED_CARRIERS_JS) == "dhlforyou,postnl"

    # A choice of a carrier outside the contract is refused by the dialog's own validation.
    dialog._selection_changed({**dialog._selection, "carrier": "gls"})
    assert not dialog.ok_button.isEnabled() and dialog.chosen is None
    assert "cannot be used" in dialog.status_label.text()


def test_without_known_carriers_the_dialog_offers_the_orders_carrier_only(delivery_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert delivery_window.services.active_carriers is None
    dialog = open_dialog_for(delivery_window, qtbot, "WEB-10421")
    assert run_js(dialog, qtbot, OFFERED_CARRIERS_JS) == "postnl"
    dialog._selection_changed({**dialog._selection, "carrier": "gls"})
    assert dialog.ok_button.isEnabled()  # no contract known: every carrier counts as active


def test_the_services_active_carriers_reach_the_shipment_detail(services, qtbot) -> None:  # type: ignore[no-untyped-def]
    from station.ui.main_window import MainWindow

    services.active_carriers = frozenset({Carrier.POSTNL, Carrier.DPD})
    window = MainWindow(services, sandbox=True)
    try:
        assert window.detail._active_carriers == {Carrier.POSTNL, Carrier.DPD}
    finally:
        qtbot.waitUntil(lambda: not window.tasks.running)
        window.close()
        window.deleteLater()
