"""Widget configuration (spec §6): keys, types, defaults, dropOffDays forms, warnings and errors."""

from __future__ import annotations

from datetime import date, time
from typing import Any

import pytest

from station.domain.delivery_dates import MONDAY_TO_FRIDAY, DeliveryDateSettings
from station.domain.enums import Carrier, PackageType, Platform
from station.domain.widget_config import (
    CarrierSettings,
    DropOffDay,
    MapTileLayer,
    PickupView,
    WidgetAddress,
    WidgetConfigError,
    parse_drop_off_days,
    parse_widget_config,
)


def widget(config: dict[str, Any] | None = None, **top: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"platform": "nl", "carrierSettings": {"postnl": {"dropOffDays": "1,2,3,4,5"}}}
    base.update(config or {})
    return {"config": base, **top}


def test_defaults_of_every_config_key() -> None:
    # spec §6 config keys with their defaults
    config, warnings = parse_widget_config(widget())
    assert warnings == []
    assert config.platform is Platform.NL
    assert config.locale == "nl-NL"  # platform default
    assert config.currency == "EUR"
    assert config.show_prices and config.show_price_surcharge and config.show_delivery_date
    assert config.pickup_show_distance and config.allow_pickup_locations_view_selection
    assert config.pickup_locations_default_view is PickupView.LIST
    assert config.pickup_locations_map_tile_layer_data is None
    assert config.address == WidgetAddress() and config.strings == {}
    assert config.selector == "#svc-delivery-options"
    assert config.carrier_settings[Carrier.POSTNL] == CarrierSettings(drop_off=config.carrier_settings[Carrier.POSTNL].drop_off)


def test_an_empty_carrier_object_means_the_account_defaults() -> None:
    config, _ = parse_widget_config(widget({"carrierSettings": {"dpd": {}}}))
    settings = config.carrier_settings[Carrier.DPD]
    assert settings.allow_delivery_options and settings.allow_standard_delivery and settings.allow_pickup_locations
    assert not (settings.allow_morning_delivery or settings.allow_evening_delivery or settings.allow_same_day_delivery)
    assert not (settings.allow_monday_delivery or settings.allow_saturday_delivery or settings.exclude_parcel_lockers)
    assert settings.package_type is PackageType.PACKAGE and settings.price_pickup == 0
    assert config.delivery_date_settings(Carrier.DPD) == DeliveryDateSettings()


def test_every_key_is_read() -> None:
    carrier = {
        "allowDeliveryOptions": False, "allowStandardDelivery": False, "allowMorningDelivery": True,
        "allowEveningDelivery": True, "allowSameDayDelivery": True, "allowMondayDelivery": True,
        "allowSaturdayDelivery": True, "priceStandardDelivery": 1, "priceMorningDelivery": 2,
        "priceEveningDelivery": 3, "priceSameDayDelivery": 4, "priceMondayDelivery": 5, "priceSaturdayDelivery": 6,
        "allowSignature": True, "allowOnlyRecipient": True, "allowPriorityDelivery": True, "priceSignature": 7,
        "priceOnlyRecipient": 8, "allowPickupLocations": False, "pricePickup": 9, "excludeParcelLockers": True,
        "packageType": "mailbox", "pricePackageTypeMailbox": 10, "pricePackageTypeDigitalStamp": 11,
        "pricePackageTypePackageSmall": 12, "sameDayCutoffTime": "09:30", "dropOffDays": [1, 2],
        "dropOffDelay": 1, "deliveryDaysWindow": 5, "closedDays": ["2025-12-24"],
    }
    config, warnings = parse_widget_config({
        "address": {"cc": "NL", "postalCode": "1015CC", "number": "1", "street": "Keizersgracht", "city": "Amsterdam"},
        "strings": {"deliveryTitle": "Bezorgen"},
        "selector": "#checkout-delivery",
        "config": {
            "platform": "be", "locale": "fr-BE", "currency": "EUR", "showPrices": False, "showPriceSurcharge": False,
            "pickupShowDistance": False, "allowPickupLocationsViewSelection": False,
            "pickupLocationsDefaultView": "map",
            "pickupLocationsMapTileLayerData": {"url": "https://tiles/{z}/{x}/{y}.png", "attribution": "©", "minZoom": 3,
                                                "maxZoom": 18},
            "cutoffTime": "16:00",
            "carrierSettings": {"dhlforyou": carrier},
        },
    })
    assert warnings == []
    assert (config.platform, config.locale, config.selector) == (Platform.BE, "fr-BE", "#checkout-delivery")
    assert not (config.show_prices or config.show_price_surcharge or config.pickup_show_distance)
    assert not config.allow_pickup_locations_view_selection
    assert config.pickup_locations_default_view is PickupView.MAP
    assert config.pickup_locations_map_tile_layer_data == MapTileLayer("https://tiles/{z}/{x}/{y}.png", "©", 3, 18)
    assert config.address == WidgetAddress("NL", "1015CC", "1", "Keizersgracht", "Amsterdam")
    assert config.strings == {"deliveryTitle": "Bezorgen"}
    settings = config.carrier_settings[Carrier.DHLFORYOU]
    assert settings.package_type is PackageType.MAILBOX and settings.price_package_type_package_small == 12
    assert settings.exclude_parcel_lockers and not settings.allow_delivery_options
    dates = config.delivery_date_settings(Carrier.DHLFORYOU)
    # the carrier's keys override the config level; the config-level cutoffTime fills the gap
    assert dates == DeliveryDateSettings(
        drop_off_days=(DropOffDay(1), DropOffDay(2)), cutoff_time=time(16, 0), same_day_cutoff_time=time(9, 30),
        drop_off_delay=1, delivery_days_window=5, closed_days=frozenset({date(2025, 12, 24)}),
        allow_monday_delivery=True, allow_saturday_delivery=True, allow_same_day_delivery=True,
    )


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        # spec §6 dropOffDays: a string separated by commas or semicolons
        ("1,2,3,4,5", MONDAY_TO_FRIDAY),
        ("5;4; 3 ;2,1", MONDAY_TO_FRIDAY),
        ("6", (DropOffDay(6),)),
        # an array of numbers
        ([3, 1], (DropOffDay(1), DropOffDay(3))),
        # an array mixing numbers and objects {day, cutoffTime?, sameDayCutoffTime?}
        ([1, {"day": 2, "cutoffTime": "15:00"}, {"day": 5, "sameDayCutoffTime": "09:00"}, {"day": 4}],
         (DropOffDay(1), DropOffDay(2, time(15, 0)), DropOffDay(4), DropOffDay(5, None, time(9, 0)))),
    ],
)
def test_drop_off_days_forms(value: object, expected: tuple[DropOffDay, ...]) -> None:
    assert parse_drop_off_days(value) == expected


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ("1,,2", "''"),
        ("mon,tue", "'mon'"),
        ("0", "0 is not a day number"),
        ("²", "'²'"),
        ([8], "8"),
        ([True], "True"),
        ([1.0], "1.0"),
        ([1, 1], "more than once"),
        ([1, {"day": 1}], "more than once"),
        ([], "empty"),
        ([{"day": 2, "cutoffTime": "25:00"}], "cutoffTime"),
        ([{"day": 2, "sameDayCutoffTime": "9:30"}], "sameDayCutoffTime"),
        ([{"day": 2, "cutoff": "15:00"}], "unknown keys cutoff"),
        ([{"cutoffTime": "15:00"}], "None"),
        (5, "must be a text"),
    ],
)
def test_drop_off_days_problems(value: object, problem: str) -> None:
    with pytest.raises(WidgetConfigError) as caught:
        parse_drop_off_days(value)
    assert any(problem in text for text in caught.value.problems), caught.value.problems


@pytest.mark.parametrize(
    ("config", "warning"),
    [
        # spec §6 "dropOffDays must be defined"
        ({"carrierSettings": {"postnl": {}}}, "dropOffDays is not defined"),
        # spec §6/§9: cutoffTime alone is deprecated
        ({"carrierSettings": {"postnl": {"cutoffTime": "17:00"}}}, "cutoffTime without dropOffDays is deprecated"),
        ({"cutoffTime": "17:00", "carrierSettings": {"postnl": {}}}, "cutoffTime without dropOffDays is deprecated"),
        # spec §6 showDeliveryDate deprecated since v6.26.0
        ({"showDeliveryDate": False}, "showDeliveryDate is deprecated"),
        ({"newFeature": 1}, "unknown key 'config.newFeature'"),
        ({"carrierSettings": {"postnl": {"dropOffDays": [1], "newFeature": 1}}}, "unknown key 'carrierSettings.postnl.newFeature'"),
    ],
)
def test_warnings(config: dict[str, Any], warning: str) -> None:
    _, warnings = parse_widget_config(widget(config))
    assert any(warning in text for text in warnings), warnings


def test_config_level_drop_off_days_serve_every_carrier() -> None:
    config, warnings = parse_widget_config(widget({"dropOffDays": "1;3", "carrierSettings": {"postnl": {}, "gls": {}}}))
    assert warnings == []
    assert config.delivery_date_settings(Carrier.GLS).drop_off_days == (DropOffDay(1), DropOffDay(3))


def test_unknown_top_level_key_is_a_warning() -> None:
    _, warnings = parse_widget_config(widget(extra=True))
    assert warnings == ["unknown key 'extra' is ignored"]


@pytest.mark.parametrize(
    ("obj", "problem"),
    [
        ("config", "not an object"),
        ({"address": {}}, "config must be an object"),
        # spec §6 "Same-day delivery requires a same-day cutoff time."
        (widget({"carrierSettings": {"dhlforyou": {"allowSameDayDelivery": True, "dropOffDays": [1]}}}),
         "allowSameDayDelivery needs a sameDayCutoffTime"),
        (widget({"carrierSettings": {"dhlforyou": {"allowSameDayDelivery": True, "dropOffDays": [
            {"day": 1, "sameDayCutoffTime": "09:00"}, 2]}}}), "allowSameDayDelivery needs a sameDayCutoffTime"),
        # spec §6 platform required, carrierSettings required with at least one carrier
        (widget({"platform": None}), "config.platform"),
        (widget({"platform": "myshop"}), "config.platform"),
        (widget({"carrierSettings": {}}), "at least one carrier"),
        (widget({"carrierSettings": {"POSTNL": {}}}), "not a carrier slug"),
        (widget({"carrierSettings": {"royalmail": {}}}), "not a carrier slug"),
        (widget({"carrierSettings": {"postnl": []}}), "must be an object"),
        # types of config keys
        (widget({"showPrices": "yes"}), "config.showPrices"),
        (widget({"locale": "dutch"}), "config.locale"),
        (widget({"currency": "euro"}), "config.currency"),
        (widget({"pickupLocationsDefaultView": "grid"}), "pickupLocationsDefaultView"),
        (widget({"pickupLocationsMapTileLayerData": {"attribution": "x"}}), "with a url"),
        (widget({"pickupLocationsMapTileLayerData": {"url": "u", "attribution": 1}}), "attribution must be a text"),
        (widget({"pickupLocationsMapTileLayerData": {"url": "u", "minZoom": 9, "maxZoom": 2}}), "minZoom"),
        (widget({"pickupLocationsMapTileLayerData": {"url": "u", "minZoom": True}}), "minZoom"),
        # types of carrier keys; prices are integers in cents
        (widget({"carrierSettings": {"postnl": {"allowSignature": 1}}}), "allowSignature"),
        (widget({"carrierSettings": {"postnl": {"priceSignature": 0.5}}}), "priceSignature"),
        (widget({"carrierSettings": {"postnl": {"priceSignature": -1}}}), "priceSignature"),
        (widget({"carrierSettings": {"postnl": {"priceSignature": True}}}), "priceSignature"),
        (widget({"carrierSettings": {"postnl": {"packageType": "letter"}}}), "packageType"),
        # drop-off keys
        (widget({"cutoffTime": "5pm"}), "config.cutoffTime"),
        (widget({"carrierSettings": {"postnl": {"dropOffDays": "x"}}}), "carrierSettings.postnl.dropOffDays"),
        (widget({"dropOffDelay": -1}), "dropOffDelay"),
        (widget({"dropOffDelay": 15}), "dropOffDelay"),
        (widget({"deliveryDaysWindow": 0}), "deliveryDaysWindow"),
        (widget({"deliveryDaysWindow": "3"}), "deliveryDaysWindow"),
        (widget({"closedDays": "2025-12-24"}), "closedDays must be a list"),
        (widget({"closedDays": ["24-12-2025"]}), "closedDays: '24-12-2025'"),
        (widget({"closedDays": ["2025-02-30"]}), "closedDays: '2025-02-30'"),
        # top level
        (widget(address={"country": "NL"}), "address.country"),
        (widget(address={"cc": 5}), "address.cc must be a text"),
        (widget(address="Dam 1"), "address must be an object"),
        (widget(strings={"a": 1}), "strings"),
        (widget(selector=""), "selector"),
    ],
)
def test_problems(obj: Any, problem: str) -> None:
    with pytest.raises(WidgetConfigError) as caught:
        parse_widget_config(obj)
    assert any(problem in text for text in caught.value.problems), caught.value.problems


def test_every_problem_is_listed() -> None:
    with pytest.raises(WidgetConfigError) as caught:
        parse_widget_config(widget({"platform": "x", "showPrices": 1, "carrierSettings": {"postnl": {"pricePickup": "1"}}}))
    assert len(caught.value.problems) == 3
