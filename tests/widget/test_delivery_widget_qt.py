"""The station's Qt host of the widget: selections arrive through QWebChannel and are validated before use."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QDialog

from station.domain.capabilities import CAPABILITIES
from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption
from station.domain.models import Address, ShipmentDraft, ShipmentOptions
from station.domain.violations import Rule
from station.domain.widget_config import parse_widget_config
from station.sandbox.server import SandboxServer
from station.ui.delivery_widget import (
    DeliveryChoice,
    DeliveryOptionsDialog,
    DeliveryWidget,
    RejectedChoice,
    split_street,
    validate_selection,
    widget_update_for,
)

LOAD_TIMEOUT_MS = 30_000
CONFIG: dict[str, Any] = {
    "address": {"cc": "NL", "postalCode": "1015 CC", "number": "1", "street": "Keizersgracht", "city": "Amsterdam"},
    "config": {
        "platform": "nl",
        "dropOffDays": "1;2;3;4;5",
        "cutoffTime": "17:00",
        "deliveryDaysWindow": 3,
        "carrierSettings": {"postnl": {"allowEveningDelivery": True, "allowSignature": True}},
    },
}
DRAFT = ShipmentDraft(
    carrier=Carrier.GLS,  # replaced by the widget's choice
    reference="ORD-1001",
    recipient=Address("J. Jansen", "Keizersgracht 1", "1015CC", "Amsterdam", "NL"),
    options=ShipmentOptions(insurance=50000),
)
STANDARD = {
    "carrier": "postnl",
    "date": "2025-06-12 00:00:00.000000",
    "deliveryType": "standard",
    "isPickup": False,
    "packageType": "package",
    "shipmentOptions": {},
}


@pytest.fixture
def hosted(qtbot, widget_sandbox: SandboxServer) -> Iterator[DeliveryWidget]:  # type: ignore[no-untyped-def]
    widget = DeliveryWidget(widget_sandbox.base_url)
    widget.resize(640, 900)
    widget.show()
    yield widget
    # The web page must go before the web engine profile does at exit, or Qt warns of trouble.
    gone: list[bool] = []
    widget.destroyed.connect(lambda: gone.append(True))
    widget.deleteLater()
    qtbot.waitUntil(lambda: bool(gone))


def click(widget: DeliveryWidget, selector: str) -> None:
    widget.view.page().runJavaScript(f"document.querySelector({selector!r}).click()")


def test_the_hosted_widget_reports_selections_as_qt_signals(qtbot, hosted: DeliveryWidget) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(hosted.selectionChanged, timeout=LOAD_TIMEOUT_MS) as first:
        hosted.configure(CONFIG)  # sent once the page has loaded
    assert first.args == [STANDARD]

    with qtbot.waitSignal(hosted.selectionChanged, timeout=LOAD_TIMEOUT_MS) as evening:
        click(hosted, '[data-svc-choice="postnl:evening"] input')
    assert evening.args[0] == {**STANDARD, "deliveryType": "evening"}
    with qtbot.waitSignal(hosted.selectionChanged, timeout=LOAD_TIMEOUT_MS):
        click(hosted, '[data-svc-option="signature"] input')
    assert hosted.last_selection == {**STANDARD, "deliveryType": "evening", "shipmentOptions": {"signature": True}}

    choice = hosted.validated_choice(DRAFT)
    assert choice == DeliveryChoice(
        Carrier.POSTNL,
        ShipmentOptions(
            PackageType.PACKAGE, DeliveryType.EVENING, frozenset({ShipmentOption.SIGNATURE}), insurance=50000
        ),
        None,
    )
    # A shop without postnl in its contract cannot use the choice.
    refused = hosted.validated_choice(DRAFT, active_carriers={Carrier.GLS})
    assert isinstance(refused, RejectedChoice)
    assert [violation.rule for violation in refused.violations] == [Rule.CARRIER_NOT_ACTIVE]


def test_the_hosted_widget_reports_service_errors(qtbot, hosted: DeliveryWidget) -> None:  # type: ignore[no-untyped-def]
    unknown = {**CONFIG, "address": {**CONFIG["address"], "postalCode": "9912 AB"}}
    with qtbot.waitSignal(hosted.errorRaised, timeout=LOAD_TIMEOUT_MS) as error:
        hosted.configure(unknown)
    assert error.args[0]["exception"]["code"] == 3505
    assert error.args[0]["exception"]["status"] == 422
    assert isinstance(hosted.validated_choice(DRAFT), RejectedChoice)  # nothing chosen yet


def test_a_pickup_selection_with_an_option_the_carrier_refuses_at_pickup() -> None:
    # Capability table: dhlforyou allows only insurance with pickup, so signature is a violation.
    location = {
        "locationCode": "0912345",
        "locationName": "Supermarkt Centrum",
        "street": "Kerkstraat",
        "number": "80",
        "postalCode": "1015TE",
        "city": "Amsterdam",
        "cc": "NL",
        "retailNetworkId": "",
    }
    payload = {
        "carrier": "dhlforyou",
        "date": "2025-06-12 15:00:00.000000",
        "deliveryType": "pickup",
        "isPickup": True,
        "packageType": "package",
        "shipmentOptions": {"signature": True},
        "pickupLocation": location,
    }
    rejected = validate_selection(payload, DRAFT)
    assert isinstance(rejected, RejectedChoice) and rejected.violations and not rejected.problems
    assert all(violation.field.startswith("options.") for violation in rejected.violations)
    accepted = validate_selection({**payload, "shipmentOptions": {}}, DRAFT)
    assert isinstance(accepted, DeliveryChoice)
    assert accepted.pickup_location is not None and accepted.pickup_location.location_code == "0912345"
    assert accepted.options.delivery_type is DeliveryType.PICKUP and accepted.options.insurance == 50000


def test_an_unreadable_selection_lists_its_problems() -> None:
    rejected = validate_selection({"carrier": "postnl", "isPickup": True}, DRAFT)
    assert isinstance(rejected, RejectedChoice) and not rejected.violations
    assert any("pickupLocation" in problem for problem in rejected.problems)
    assert any("date" in problem for problem in rejected.problems)


# ----- the dialog the station opens for an order (Ctrl+E), and its configuration -----


@pytest.mark.parametrize("carrier", list(Carrier))
@pytest.mark.parametrize("country", ["NL", "BE"])
def test_the_station_configuration_is_valid_for_every_carrier_and_country(carrier: Carrier, country: str) -> None:
    recipient = Address("A. Klant", "Rue Neuve 33", "1000" if country == "BE" else "1015 CC", "Brussel", country)
    draft = ShipmentDraft(
        carrier=carrier, reference="ORD-1", recipient=recipient, options=ShipmentOptions(PackageType.MAILBOX)
    )
    update = widget_update_for(draft, carriers=set(Carrier))
    _config, warnings = parse_widget_config(update)  # raises WidgetConfigError when invalid
    assert warnings == []
    assert next(iter(update["config"]["carrierSettings"])) == carrier.slug  # the draft's carrier first
    assert update["address"] == {
        "cc": country,
        "postalCode": recipient.postal_code,
        "number": "33",
        "street": "Rue Neuve",
        "city": "Brussel",
    }
    # Mailbox only where the carrier and the country allow it; else a parcel.
    mailbox = country == "NL" and PackageType.MAILBOX in CAPABILITIES[carrier].package_types
    assert update["config"]["carrierSettings"][carrier.slug]["packageType"] == ("mailbox" if mailbox else "package")
    others = [Carrier.from_slug(slug) for slug in update["config"]["carrierSettings"]][1:]
    assert all(CAPABILITIES[other].local_country.value == country for other in others)


def test_the_station_configuration_offers_what_the_carrier_can_do() -> None:
    draft = ShipmentDraft(carrier=Carrier.POSTNL, reference="ORD-1", recipient=DRAFT.recipient)
    postnl = widget_update_for(draft)["config"]["carrierSettings"]
    assert list(postnl) == ["postnl"]  # the shop's carriers unknown: only the draft's
    assert postnl["postnl"] == {
        "packageType": "package",
        "allowDeliveryOptions": True,
        "allowStandardDelivery": True,
        "allowMorningDelivery": True,
        "allowEveningDelivery": True,
        "allowSaturdayDelivery": False,
        "allowSignature": True,
        "allowOnlyRecipient": True,
        "allowPriorityDelivery": False,
        "allowPickupLocations": True,
    }
    dpd = widget_update_for(replace(draft, carrier=Carrier.DPD))["config"]["carrierSettings"]["dpd"]
    assert (dpd["allowEveningDelivery"], dpd["allowSignature"], dpd["allowPickupLocations"]) == (False, False, True)


@pytest.mark.parametrize(
    ("street", "expected"),
    [
        ("Keizersgracht 123", ("Keizersgracht", "123")),
        ("Oudegracht 45A", ("Oudegracht", "45A")),
        ("Laan 1940-1945 12", ("Laan 1940-1945", "12")),
        ("Meir 5 b", ("Meir", "5 b")),
        ("Kerkplein", ("Kerkplein", "")),
    ],
)
def test_split_street(street: str, expected: tuple[str, str]) -> None:
    assert split_street(street) == expected


def close_and_wait(qtbot, widget) -> None:  # type: ignore[no-untyped-def]
    gone: list[bool] = []
    widget.destroyed.connect(lambda: gone.append(True))
    widget.close()
    widget.deleteLater()
    qtbot.waitUntil(lambda: bool(gone))


def test_the_dialog_offers_ok_only_for_a_valid_choice_and_returns_it(qtbot, widget_sandbox: SandboxServer) -> None:  # type: ignore[no-untyped-def]
    draft = replace(DRAFT, carrier=Carrier.POSTNL)
    dialog = DeliveryOptionsDialog(widget_sandbox.base_url, draft)
    dialog.show()
    try:
        qtbot.waitUntil(dialog.ok_button.isEnabled, timeout=LOAD_TIMEOUT_MS)
        assert dialog.status_label.text() == "PostNL · standard delivery · on Thursday 12 June 2025"
        with qtbot.waitSignal(dialog.widget.selectionChanged, timeout=LOAD_TIMEOUT_MS):
            click(dialog.widget, '[data-svc-choice="postnl:evening"] input')
        with qtbot.waitSignal(dialog.widget.selectionChanged, timeout=LOAD_TIMEOUT_MS):
            click(dialog.widget, '[data-svc-option="only_recipient"] input')
        assert dialog.status_label.text() == "PostNL · evening delivery · on Thursday 12 June 2025 · only recipient"
        payloads: list[dict[str, Any]] = []
        choices: list[DeliveryChoice] = []
        dialog.selection_made.connect(payloads.append)
        dialog.choice_made.connect(choices.append)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        [payload], [choice] = payloads, choices
        assert payload == {**STANDARD, "deliveryType": "evening", "shipmentOptions": {"onlyRecipient": True}}
        assert choice == DeliveryChoice(
            Carrier.POSTNL,
            ShipmentOptions(
                PackageType.PACKAGE, DeliveryType.EVENING, frozenset({ShipmentOption.ONLY_RECIPIENT}), insurance=50000
            ),
            None,
        )
        assert dialog.result() == QDialog.DialogCode.Accepted
    finally:
        close_and_wait(qtbot, dialog)


def test_the_dialog_refuses_a_choice_the_shop_cannot_use(qtbot, widget_sandbox: SandboxServer) -> None:  # type: ignore[no-untyped-def]
    # postnl is the draft's carrier but not in this shop's contract: the choice is shown, and refused.
    dialog = DeliveryOptionsDialog(
        widget_sandbox.base_url, replace(DRAFT, carrier=Carrier.POSTNL), active_carriers={Carrier.GLS}
    )
    dialog.show()
    try:
        qtbot.waitUntil(lambda: "cannot be used" in dialog.status_label.text(), timeout=LOAD_TIMEOUT_MS)
        assert not dialog.ok_button.isEnabled() and dialog.chosen is None
        assert "PostNL" in dialog.status_label.text()
        # OK cannot be forced either.
        with qtbot.assertNotEmitted(dialog.selection_made):
            dialog.accept()
        assert dialog.isVisible()
    finally:
        close_and_wait(qtbot, dialog)


def test_the_dialog_shows_the_service_error(qtbot, widget_sandbox: SandboxServer) -> None:  # type: ignore[no-untyped-def]
    unknown = replace(DRAFT, carrier=Carrier.POSTNL, recipient=replace(DRAFT.recipient, postal_code="9912 AB"))
    dialog = DeliveryOptionsDialog(widget_sandbox.base_url, unknown)
    dialog.show()
    try:
        qtbot.waitUntil(lambda: "code 3505" in dialog.status_label.text(), timeout=LOAD_TIMEOUT_MS)
        assert dialog.status_label.text() == "This postal code does not exist. Check your postal code. (code 3505)"
        assert not dialog.ok_button.isEnabled()
    finally:
        close_and_wait(qtbot, dialog)


class _PassEverything(QObject):
    """An application event filter written in Python, as the main window's ScanKeyRedirect is."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        return False


def test_the_widget_survives_a_python_application_event_filter(qtbot, widget_sandbox: SandboxServer) -> None:  # type: ignore[no-untyped-def]
    # Without station.ui.delivery_widget's QtQuick workaround this crashes the process on the first focus change.
    event_filter = _PassEverything()
    QApplication.instance().installEventFilter(event_filter)
    dialog = DeliveryOptionsDialog(widget_sandbox.base_url, replace(DRAFT, carrier=Carrier.POSTNL))
    try:
        dialog.show()
        dialog.activateWindow()
        dialog.widget.view.setFocus()
        qtbot.waitUntil(dialog.ok_button.isEnabled, timeout=LOAD_TIMEOUT_MS)
    finally:
        QApplication.instance().removeEventFilter(event_filter)
        close_and_wait(qtbot, dialog)
