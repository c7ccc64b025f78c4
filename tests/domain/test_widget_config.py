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
    read_widget_config,
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
    assert config.carrier_settings[Carrier.POSTNL] == CarrierSettings(
        drop_off=config.carrier_settings[Carrier.POSTNL].drop_off
    )


def test_an_empty_carrier_object_means_the_account_defaults() -> None:
    # spec §6: an empty carrier object is the account defaults: what the carrier offers (the service decides).
    config, _ = parse_widget_config(widget({"carrierSettings": {"dpd": {}}}))
    settings = config.carrier_settings[Carrier.DPD]
    assert settings.allow_delivery_options and settings.allow_standard_delivery and settings.allow_pickup_locations
    assert settings.allow_morning_delivery and settings.allow_evening_delivery
    assert settings.allow_signature and settings.allow_only_recipient and settings.allow_priority_delivery
    # Same-day needs the shop's cutoff; Monday and Saturday delivery change the days: the shop decides those.
    assert not (settings.allow_same_day_delivery or settings.allow_monday_delivery or settings.allow_saturday_delivery)
    assert not settings.exclude_parcel_lockers
    assert settings.package_type is PackageType.PACKAGE and settings.price_pickup == 0
    assert config.delivery_date_settings(Carrier.DPD) == DeliveryDateSettings()


def test_a_carrier_with_keys_of_its_own_starts_from_the_plain_defaults() -> None:
    config, _ = parse_widget_config(widget({"carrierSettings": {"dpd": {"allowSignature": True}}}))
    settings = config.carrier_settings[Carrier.DPD]
    assert settings.allow_signature and not (settings.allow_morning_delivery or settings.allow_only_recipient)
    # Carrier keys at config level count as set for every carrier: no account defaults either.
    config, _ = parse_widget_config(widget({"priceSignature": 35, "carrierSettings": {"dpd": {}}}))
    assert config.carrier_settings[Carrier.DPD] == CarrierSettings(price_signature=35)


def test_every_key_is_read() -> None:
    carrier = {
        "allowDeliveryOptions": False,
        "allowStandardDelivery": False,
        "allowMorningDelivery": True,
        "allowEveningDelivery": True,
        "allowSameDayDelivery": True,
        "allowMondayDelivery": True,
        "allowSaturdayDelivery": True,
        "priceStandardDelivery": 1,
        "priceMorningDelivery": 2,
        "priceEveningDelivery": 3,
        "priceSameDayDelivery": 4,
        "priceMondayDelivery": 5,
        "priceSaturdayDelivery": 6,
        "allowSignature": True,
        "allowOnlyRecipient": True,
        "allowPriorityDelivery": True,
        "priceSignature": 7,
        "priceOnlyRecipient": 8,
        "allowPickupLocations": False,
        "pricePickup": 9,
        "excludeParcelLockers": True,
        "packageType": "mailbox",
        "pricePackageTypeMailbox": 10,
        "pricePackageTypeDigitalStamp": 11,
        "pricePackageTypePackageSmall": 12,
        "sameDayCutoffTime": "09:30",
        "dropOffDays": [1, 2],
        "dropOffDelay": 1,
        "deliveryDaysWindow": 5,
        "closedDays": ["2025-12-24"],
    }
    config, warnings = parse_widget_config(
        {
            "address": {
                "cc": "NL",
                "postalCode": "1015CC",
                "number": "1",
                "street": "Keizersgracht",
                "city": "Amsterdam",
            },
            "strings": {"deliveryTitle": "Bezorgen"},
            "selector": "#checkout-delivery",
            "config": {
                "platform": "be",
                "locale": "fr-BE",
                "currency": "EUR",
                "showPrices": False,
                "showPriceSurcharge": False,
                "pickupShowDistance": False,
                "allowPickupLocationsViewSelection": False,
                "pickupLocationsDefaultView": "map",
                "pickupLocationsMapTileLayerData": {
                    "url": "https://tiles/{z}/{x}/{y}.png",
                    "attribution": "©",
                    "minZoom": 3,
                    "maxZoom": 18,
                },
                "cutoffTime": "16:00",
                "carrierSettings": {"dhlforyou": carrier},
            },
        }
    )
    # spec §9 (6.26.1): priority delivery is NL-only; this is the BE platform.
    assert warnings == [
        "carrierSettings.dhlforyou.allowPriorityDelivery applies to the NL platform only and is ignored"
    ]
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
        drop_off_days=(DropOffDay(1), DropOffDay(2)),
        cutoff_time=time(16, 0),
        same_day_cutoff_time=time(9, 30),
        drop_off_delay=1,
        delivery_days_window=5,
        closed_days=frozenset({date(2025, 12, 24)}),
        allow_monday_delivery=True,
        allow_saturday_delivery=True,
        allow_same_day_delivery=True,
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
        (
            [1, {"day": 2, "cutoffTime": "15:00"}, {"day": 5, "sameDayCutoffTime": "09:00"}, {"day": 4}],
            (DropOffDay(1), DropOffDay(2, time(15, 0)), DropOffDay(4), DropOffDay(5, None, time(9, 0))),
        ),
    ],
)
def test_drop_off_days_forms(value: object, expected: tuple[DropOffDay, ...]) -> None:
    assert parse_drop_off_days(value) == expected


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ("1,,2", "''"),
        ("mon,tue", "'mon'"),
        ("8", "'8' is not a day number"),
        ("²", "'²'"),
        ([8], "8"),
        ([True], "True"),
        ([1.0], "1.0"),
        ([1, 1], "more than once"),
        ([1, {"day": 1}], "more than once"),
        ([], "empty"),
        ([{"day": 2, "cutoffTime": "25:00"}], "cutoffTime"),
        ([{"day": 2, "sameDayCutoffTime": "9:3"}], "sameDayCutoffTime"),
        ([0, 7], "more than once"),
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
    ],
)
def test_warnings(config: dict[str, Any], warning: str) -> None:
    _, warnings = parse_widget_config(widget(config))
    assert any(warning in text for text in warnings), warnings


def test_config_level_drop_off_days_serve_every_carrier() -> None:
    config, warnings = parse_widget_config(widget({"dropOffDays": "1;3", "carrierSettings": {"postnl": {}, "gls": {}}}))
    assert warnings == []
    assert config.delivery_date_settings(Carrier.GLS).drop_off_days == (DropOffDay(1), DropOffDay(3))


def test_an_unknown_top_level_key_is_dropped_with_an_error() -> None:
    reading = read_widget_config(widget(extra=True))
    assert reading.config is not None
    assert reading.errors == ("unknown key 'extra' is dropped; expected one of address, config, strings, selector",)


@pytest.mark.parametrize(
    ("obj", "problem"),
    [
        ("config", "must be an object"),
        ({"address": {}}, "config must be an object"),
        # spec §6 "Same-day delivery requires a same-day cutoff time."
        (
            widget({"carrierSettings": {"dhlforyou": {"allowSameDayDelivery": True, "dropOffDays": [1]}}}),
            "allowSameDayDelivery needs a sameDayCutoffTime",
        ),
        (
            widget(
                {
                    "carrierSettings": {
                        "dhlforyou": {
                            "allowSameDayDelivery": True,
                            "dropOffDays": [{"day": 1, "sameDayCutoffTime": "09:00"}, 2],
                        }
                    }
                }
            ),
            "allowSameDayDelivery needs a sameDayCutoffTime",
        ),
        # spec §6 platform required, carrierSettings required with at least one carrier
        (widget({"platform": None}), "config.platform"),
        (widget({"platform": "myshop"}), "config.platform"),
        (widget({"carrierSettings": {}}), "at least one carrier"),
        (widget({"carrierSettings": {"POSTNL": {}}}), "not a carrier slug"),
        (widget({"carrierSettings": {"royalmail": {}}}), "not a carrier slug"),
        (widget({"carrierSettings": {"postnl": "yes"}}), "must be an object"),
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
        (widget({"carrierSettings": {"postnl": {"allowSignature": 2}}}), "allowSignature"),
        (widget({"carrierSettings": {"postnl": {"priceSignature": 0.5}}}), "priceSignature"),
        (widget({"carrierSettings": {"postnl": {"priceSignature": "35"}}}), "priceSignature"),
        (widget({"carrierSettings": {"postnl": {"priceSignature": True}}}), "priceSignature"),
        (widget({"carrierSettings": {"postnl": {"packageType": "letter"}}}), "packageType"),
        # drop-off keys
        (widget({"cutoffTime": "5pm"}), "config.cutoffTime"),
        (widget({"carrierSettings": {"postnl": {"dropOffDays": "x"}}}), "carrierSettings.postnl.dropOffDays"),
        (widget({"dropOffDelay": -1}), "dropOffDelay"),
        (widget({"dropOffDelay": 15}), "dropOffDelay"),
        (widget({"deliveryDaysWindow": -1}), "deliveryDaysWindow"),
        (widget({"deliveryDaysWindow": False}), "deliveryDaysWindow"),
        (widget({"deliveryDaysWindow": "3"}), "deliveryDaysWindow"),
        (widget({"closedDays": "2025-12-24"}), "is not a list of YYYY-MM-DD dates"),
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
        parse_widget_config(
            widget({"platform": "x", "showPrices": "yes", "carrierSettings": {"postnl": {"pricePickup": "1"}}})
        )
    assert len(caught.value.problems) == 3


# ----- reading as the widget does (issue 23): a bad key degrades, what shops write is accepted -----


def test_a_bad_key_is_dropped_and_the_rest_is_read() -> None:
    reading = read_widget_config(
        widget(
            {
                "showPrices": "ja",
                "carrierSettings": {
                    "postnl": {"allowEveningDelivery": True, "priceEveningDelivery": 1.95, "allowMorningDelivry": True}
                },
            }
        )
    )
    assert reading.config is not None
    settings = reading.config.carrier_settings[Carrier.POSTNL]
    assert settings.allow_evening_delivery and settings.price_evening_delivery == 0
    assert reading.config.show_prices is True
    assert [error.split(":")[0] for error in reading.errors] == [
        "config.showPrices",
        "carrierSettings.postnl.priceEveningDelivery",
        "unknown key 'carrierSettings.postnl.allowMorningDelivry' is dropped; it is not a carrier key "
        "(did you mean 'allowMorningDelivery'?)",
    ]
    assert "cents" in reading.errors[1]


def test_an_unknown_key_far_from_every_key_points_at_the_docs() -> None:
    reading = read_widget_config(widget({"newFeature": 1}))
    assert reading.errors == (
        "unknown key 'config.newFeature' is dropped; it is not a key of the configuration "
        "(see docs/delivery-widget.md)",
    )


@pytest.mark.parametrize(
    "obj",
    [
        "config",
        {"config": "x"},
        widget({"carrierSettings": {"instabox": {}}}),
        widget({"carrierSettings": []}),
        widget({"carrierSettings": {"postnl": None}}),
    ],
)
def test_without_a_usable_carrier_there_is_no_config(obj: Any) -> None:
    reading = read_widget_config(obj)
    assert reading.config is None and reading.errors


def test_keys_of_other_widget_versions_are_one_note() -> None:
    reading = read_widget_config(
        widget(
            {"apiBaseUrl": "x", "dropOffDays": "1;2;3;4;5", "carrierSettings": {"postnl": {"allowCollect": True}}},
            initial={},
        )
    )
    assert reading.errors == () and reading.warnings == ()
    assert reading.notes == (
        "keys of another widget version are ignored: initial, config.apiBaseUrl, carrierSettings.postnl.allowCollect",
    )


def test_the_forms_shops_write_are_read() -> None:
    reading = read_widget_config(
        {
            "config": {
                "platform": "be",
                "locale": "fr",
                "showPrices": 0,
                "currency": "eur",
                "pickupLocationsMapTileLayerData": [],
                "allowSignature": 1,
                "priceSignature": 35,
                "pricePickup": -100,
                "cutoffTimeSameDay": "9:30",
                "saturdayCutoffTime": "12:00",
                "dropOffDays": ["1", {"weekday": 6}, 0],
                "carrierSettings": {"bpost": {"priceSignature": 50, "showDeliveryDate": True}, "dpd": []},
            },
            "strings": {"evening": "", "standard": None, "deliveryTitle": "Chez vous"},
            "address": {"cc": "BE", "postalCode": 1000, "number": 33},
            "selector": None,
        }
    )
    assert reading.errors == ()
    config = reading.config
    assert config is not None
    assert (config.locale, config.show_prices, config.currency) == ("fr-BE", False, "EUR")
    assert config.pickup_locations_map_tile_layer_data is None and config.strings == {"deliveryTitle": "Chez vous"}
    assert (config.address.postal_code, config.address.number, config.selector) == (
        "1000",
        "33",
        "#svc-delivery-options",
    )
    bpost, dpd = config.carrier_settings[Carrier.BPOST], config.carrier_settings[Carrier.DPD]
    assert (bpost.allow_signature, bpost.price_signature, dpd.price_signature, dpd.price_pickup) == (True, 50, 35, -100)
    dates = config.delivery_date_settings(Carrier.DPD)
    assert dates.drop_off_days == (DropOffDay(1), DropOffDay(6, time(12, 0)), DropOffDay(7))
    assert dates.same_day_cutoff_time == time(9, 30)
    assert sorted(reading.warnings) == [
        "carrierSettings.bpost.showDeliveryDate is ignored: showDeliveryDate is global since widget v6",
        "config.cutoffTimeSameDay is deprecated; read as sameDayCutoffTime",
        "config.dropOffDays: day objects written with weekday are deprecated; read as day",
        "config.saturdayCutoffTime is deprecated; read as the cutoffTime of day 6 in dropOffDays",
    ]


@pytest.mark.parametrize(
    ("config", "top", "error"),
    [
        ({"platform": "myparcel"}, {}, "config.platform: 'myparcel' is not one of nl, be; using 'nl'"),
        ({"platform": None}, {"address": {"cc": "be"}}, "config.platform: None is not one of nl, be; using 'be'"),
        ({"locale": "nl_NL.UTF-8"}, {}, "config.locale"),
        ({"pickupLocationsMapTileLayerData": "osm"}, {}, "must be an object with a url"),
        ({"carrierSettings": {"postnl": {"dropOffDays": [1]}, "fedex": {}}}, {}, "'fedex' is not a carrier slug"),
        ({}, {"strings": "x"}, "strings must be an object"),
        ({}, {"selector": 5}, "selector must be a CSS selector"),
        ({"carrierSettings": {"dhlforyou": {"allowSameDayDelivery": True}}}, {}, "same-day delivery is dropped"),
    ],
)
def test_each_dropped_key_is_one_error(config: dict[str, Any], top: dict[str, Any], error: str) -> None:
    reading = read_widget_config(widget(config, **top))
    assert reading.config is not None
    assert len(reading.errors) == 1 and error in reading.errors[0], reading.errors


def test_the_tile_layer_as_a_json_text_and_a_window_of_zero_as_today_s_widget_writes_them() -> None:
    reading = read_widget_config(
        widget(
            {
                "deliveryDaysWindow": 0,
                "pickupLocationsMapTileLayerData": '{"url": "https://{s}.tiles.test/{z}/{x}/{y}.png", "maxZoom": 19}',
            }
        )
    )
    assert reading.errors == () and reading.config is not None
    assert reading.config.pickup_locations_map_tile_layer_data == MapTileLayer("https://{s}.tiles.test/{z}/{x}/{y}.png")
    assert reading.config.delivery_date_settings(Carrier.POSTNL).delivery_days_window == 1
    assert read_widget_config(widget({"pickupLocationsMapTileLayerData": "{not json"})).errors


def test_same_day_without_its_cutoff_is_dropped_and_the_carrier_kept() -> None:
    reading = read_widget_config(widget({"carrierSettings": {"dhlforyou": {"allowSameDayDelivery": True}}}))
    assert reading.config is not None
    assert not reading.config.carrier_settings[Carrier.DHLFORYOU].allow_same_day_delivery


def test_weekday_cutoffs_without_drop_off_days_are_noted() -> None:
    reading = read_widget_config(widget({"carrierSettings": {"postnl": {"fridayCutoffTime": "15:00"}}}))
    assert any("need dropOffDays" in warning for warning in reading.warnings)
    bad = read_widget_config(widget({"fridayCutoffTime": "3pm"}))
    assert bad.errors and "fridayCutoffTime" in bad.errors[0]


def test_priority_delivery_set_on_the_be_platform_is_a_warning() -> None:
    be = {"platform": "be", "dropOffDays": [1, 2, 3, 4, 5]}
    reading = read_widget_config(widget({**be, "carrierSettings": {"bpost": {"allowPriorityDelivery": 1}}}))
    assert reading.warnings == (
        "carrierSettings.bpost.allowPriorityDelivery applies to the NL platform only and is ignored",
    )
    # The account defaults include priority delivery; it is not a warning unless the shop sets it.
    assert read_widget_config(widget({**be, "carrierSettings": {"bpost": {}}})).warnings == ()
