"""The station's Qt host of the widget: selections arrive through QWebChannel and are validated before use."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from station.domain.enums import Carrier, DeliveryType, PackageType, ShipmentOption
from station.domain.models import Address, ShipmentDraft, ShipmentOptions
from station.domain.violations import Rule
from station.sandbox.server import SandboxServer
from station.ui.delivery_widget import DeliveryChoice, DeliveryWidget, RejectedChoice, validate_selection

LOAD_TIMEOUT_MS = 30_000
CONFIG: dict[str, Any] = {
    "address": {"cc": "NL", "postalCode": "1015 CC", "number": "1", "street": "Keizersgracht", "city": "Amsterdam"},
    "config": {
        "platform": "nl", "dropOffDays": "1;2;3;4;5", "cutoffTime": "17:00", "deliveryDaysWindow": 3,
        "carrierSettings": {"postnl": {"allowEveningDelivery": True, "allowSignature": True}},
    },
}
DRAFT = ShipmentDraft(
    carrier=Carrier.GLS,  # replaced by the widget's choice
    reference="ORD-1001",
    recipient=Address("J. Jansen", "Keizersgracht 1", "1015CC", "Amsterdam", "NL"),
    options=ShipmentOptions(insurance=50000),
)
STANDARD = {"carrier": "postnl", "date": "2025-06-12 00:00:00.000000", "deliveryType": "standard", "isPickup": False,
            "packageType": "package", "shipmentOptions": {}}


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
    qtbot.waitUntil(lambda: bool(gone), timeout=5000)


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
        ShipmentOptions(PackageType.PACKAGE, DeliveryType.EVENING, frozenset({ShipmentOption.SIGNATURE}), insurance=50000),
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
    # capabilities.md: dhlforyou allows only insurance with pickup, so signature is a violation.
    location = {"locationCode": "0912345", "locationName": "Supermarkt Centrum", "street": "Kerkstraat",
                "number": "80", "postalCode": "1015TE", "city": "Amsterdam", "cc": "NL", "retailNetworkId": ""}
    payload = {"carrier": "dhlforyou", "date": "2025-06-12 15:00:00.000000", "deliveryType": "pickup",
               "isPickup": True, "packageType": "package", "shipmentOptions": {"signature": True},
               "pickupLocation": location}
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
