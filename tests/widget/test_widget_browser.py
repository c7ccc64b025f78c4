"""The delivery options widget in headless Chromium on the sandbox's demo checkout (spec §2 selection, §6 events)."""

from __future__ import annotations

import json
import re
from typing import Any

import httpx
import pytest

from station.domain.selection import parse_delivery_selection, selection_to_payload
from station.domain.widget_config import read_widget_config
from tests.helpers.shop_configs import EVERY_FORM, SHOP_CONFIGS
from tests.helpers.widget import WAIT_MS, DemoPage

pytestmark = pytest.mark.browser

FIRST_DAY = "2025-06-12 00:00:00.000000"  # Thursday after the Wednesday order (tests/widget/conftest.py)
PICKUP_KEYS = {
    "locationCode",
    "retailNetworkId",
    "locationName",
    "street",
    "number",
    "postalCode",
    "city",
    "cc",
    "latitude",
    "longitude",
    "openingHours",
    # as today's widget sends them, for the shop's page (tests/widget/test_widget_shop_configs.py)
    "numberSuffix",
    "distance",
    "type",
}


def demo_config(demo: DemoPage) -> dict[str, Any]:
    """A copy of the demo page's starting `config` (station/resources/widget/demo-config.js)."""
    config: dict[str, Any] = demo.page.evaluate("structuredClone(window.svcConfig.config)")
    return config


def assert_domain_accepts(payload: dict[str, Any]) -> None:
    """The payload parses in station.domain and its spec §2 part writes back identically. The pickup point's
    numberSuffix, distance and type are for the shop's page; the station keeps the suffix on the house number."""
    expected = dict(payload)
    if "pickupLocation" in payload:
        location = {
            key: value
            for key, value in payload["pickupLocation"].items()
            if key not in ("numberSuffix", "distance", "type")
        }
        location["number"] += payload["pickupLocation"].get("numberSuffix", "")
        expected["pickupLocation"] = location
    assert selection_to_payload(parse_delivery_selection(payload)) == expected


def test_the_preselected_choice_is_standard_delivery_on_the_first_day(demo: DemoPage) -> None:
    assert demo.events()[0] == {
        "carrier": "postnl",
        "date": FIRST_DAY,
        "deliveryType": "standard",
        "isPickup": False,
        "packageType": "package",
        "shipmentOptions": {},
    }
    assert demo.page.get_by_text("Standaardlevering").is_visible()
    # The demo's configuration is valid: nothing on the console but its own output.
    assert not [text for kind, text in demo.console if kind in ("error", "warning") and "svc-delivery-options" in text]


def test_choosing_evening_delivery_emits_the_exact_payload(demo: DemoPage) -> None:
    evening = demo.next_event(lambda: demo.page.click('[data-svc-choice="postnl:evening"]'))
    assert evening == {
        "carrier": "postnl",
        "date": FIRST_DAY,
        "deliveryType": "evening",
        "isPickup": False,
        "packageType": "package",
        "shipmentOptions": {},
    }
    assert_domain_accepts(evening)
    with_signature = demo.next_event(lambda: demo.page.click('[data-svc-option="signature"]'))
    assert with_signature["shipmentOptions"] == {"signature": True}
    assert with_signature["deliveryType"] == "evening"
    assert_domain_accepts(with_signature)
    # Another day keeps the moment and the option.
    friday = demo.next_event(lambda: demo.page.click('[data-svc-date="2025-06-13"]'))
    assert (friday["date"], friday["deliveryType"], friday["shipmentOptions"]) == (
        "2025-06-13 00:00:00.000000",
        "evening",
        {"signature": True},
    )
    pressed = demo.page.locator('.svc-day[aria-pressed="true"]')
    assert pressed.count() == 1 and pressed.get_attribute("data-svc-date") == "2025-06-13"


def test_prices_follow_the_configuration_and_locale(demo: DemoPage) -> None:
    evening = demo.page.locator('[data-svc-choice="postnl:evening"] .svc-price')
    assert evening.inner_text().replace("\u00a0", " ") == "+ € 1,95"
    demo.send_update({"config": {**demo_config(demo), "showPriceSurcharge": False}})
    demo.page.wait_for_selector('[data-svc-choice="postnl:standard"] .svc-price', timeout=WAIT_MS)
    assert demo.page.locator('[data-svc-choice="postnl:standard"] .svc-price').inner_text() == "Gratis"
    assert (
        demo.page.locator('[data-svc-choice="postnl:evening"] .svc-price').inner_text().replace("\u00a0", " ")
        == "€ 1,95"
    )
    demo.send_update({"config": {**demo_config(demo), "showPrices": False}})
    demo.page.wait_for_function(
        "document.querySelectorAll('#svc-delivery-options .svc-price').length === 0", timeout=WAIT_MS
    )


def test_choosing_a_pickup_point_emits_is_pickup_with_the_location(demo: DemoPage) -> None:
    first = demo.next_event(lambda: demo.page.click('[data-svc-mode="pickup"] input'))
    assert first["isPickup"] is True and first["deliveryType"] == "pickup"
    locker = demo.page.locator(".svc-location", has=demo.page.locator(".svc-badge"))
    chosen = demo.next_event(lambda: locker.locator("input").click())
    assert_domain_accepts(chosen)
    assert set(chosen) == {
        "carrier",
        "date",
        "deliveryType",
        "isPickup",
        "packageType",
        "shipmentOptions",
        "pickupLocation",
    }
    assert (chosen["carrier"], chosen["deliveryType"], chosen["isPickup"], chosen["packageType"]) == (
        "postnl",
        "pickup",
        True,
        "package",
    )
    assert chosen["date"] == "2025-06-12 15:00:00.000000"
    assert set(chosen["pickupLocation"]) == PICKUP_KEYS
    # The location is the service's locker, field for field (spec §2 names, contract §8 values).
    answer = httpx.get(
        demo.base_url + "/pickup_locations",
        params={
            "platform": "nl",
            "carrier": "postnl",
            "cc": "NL",
            "postal_code": "1015 CC",
            "number": "1",
            "street": "Keizersgracht",
            "city": "Amsterdam",
        },
        timeout=10,
    ).json()["pickup_locations"]
    served = next(item for item in answer if item["location"]["type"] == "locker")
    location = chosen["pickupLocation"]
    assert (location["locationCode"], location["locationName"], location["retailNetworkId"]) == (
        served["location"]["location_code"],
        served["location"]["location_name"],
        "PNPNL-01",
    )
    assert (location["street"], location["postalCode"], location["city"], location["cc"]) == (
        served["address"]["street"],
        served["address"]["postal_code"],
        served["address"]["city"],
        "NL",
    )
    assert location["openingHours"]["sunday"] == [{"from": "00:00", "to": "23:59"}]
    # Back to home delivery: no pickupLocation any more.
    home = demo.next_event(lambda: demo.page.click('[data-svc-mode="delivery"] input'))
    assert home["isPickup"] is False and "pickupLocation" not in home


def test_the_map_view_places_every_point_and_uses_the_custom_tile_layer(demo: DemoPage) -> None:
    requested: list[str] = []

    def serve_tile(route: Any) -> None:
        requested.append(route.request.url)
        route.fulfill(status=404)

    demo.page.route("https://tiles.example.test/**", serve_tile)
    config = {
        **demo_config(demo),
        "pickupLocationsMapTileLayerData": {
            "url": "https://tiles.example.test/{z}/{x}/{y}.png",
            "attribution": "<a href='#'>Example tiles</a>",
            "minZoom": 3,
            "maxZoom": 16,
        },
    }
    demo.send_update({"config": config})
    demo.page.wait_for_selector('[data-svc-mode="pickup"] input', timeout=WAIT_MS)
    demo.next_event(lambda: demo.page.click('[data-svc-mode="pickup"] input'))
    demo.page.click('[data-svc-view="map"]')
    markers = demo.page.locator(".svc-map__marker")
    markers.first.wait_for(timeout=WAIT_MS)
    assert markers.count() == 5
    map_box = demo.page.locator(".svc-map").bounding_box()
    for index in range(5):
        box = markers.nth(index).bounding_box()
        centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        assert map_box["x"] < centre[0] < map_box["x"] + map_box["width"]
        assert map_box["y"] < centre[1] < map_box["y"] + map_box["height"]
    demo.page.wait_for_function("document.querySelectorAll('.svc-map__tile').length === 0", timeout=WAIT_MS)
    tiles = [re.fullmatch(r"https://tiles\.example\.test/(\d+)/(\d+)/(\d+)\.png", url) for url in requested]
    assert tiles and all(tile is not None and 3 <= int(tile.group(1)) <= 16 for tile in tiles), requested
    assert demo.page.locator(".svc-map__attribution").inner_text() == "Example tiles"
    third = demo.next_event(lambda: markers.nth(2).click())
    assert third["pickupLocation"]["locationName"] == "Pakketautomaat Station"


def test_excluding_parcel_lockers_removes_the_locker(demo: DemoPage) -> None:
    config = demo_config(demo)
    config["carrierSettings"]["postnl"]["excludeParcelLockers"] = True
    demo.send_update({"config": config})
    demo.page.wait_for_function("document.querySelectorAll('.svc-location').length === 4", timeout=WAIT_MS)
    assert demo.page.locator(".svc-badge").count() == 0


def test_an_unknown_postal_code_emits_the_error_event(demo: DemoPage) -> None:
    def submit_unknown_postal_code() -> None:
        demo.page.fill('#address-form [name="postalCode"]', "9912 AB")
        demo.page.click('#address-form button[type="submit"]')

    error = demo.next_event(submit_unknown_postal_code, "svc_error_delivery_options")
    assert error == {
        "exception": {
            "code": 3505,
            "label": "Deze postcode bestaat niet. Controleer je postcode.",
            "status": 422,
            "title": "Unprocessable Entity",
            "message": "Postal code '9912 AB' does not exist.",
        }
    }
    assert demo.page.get_by_role("alert").inner_text() == "Deze postcode bestaat niet. Controleer je postcode."
    # Delivery options and pickup points both failed with 3505: reported once.
    assert len(demo.events("svc_error_delivery_options")) == 1
    # The demo logs what it receives.
    assert demo.page.locator('#event-log li[data-event="svc_error_delivery_options"]').count() == 1


@pytest.mark.parametrize(
    ("change", "code"),
    [
        ({"postalCode": "9812 AB"}, 3506),
        ({"street": "12345"}, 3501),
    ],
)
def test_other_address_errors(demo: DemoPage, change: dict[str, str], code: int) -> None:
    address = {
        "cc": "NL",
        "postalCode": "1015 CC",
        "number": "1",
        "street": "Keizersgracht",
        "city": "Amsterdam",
        **change,
    }
    error = demo.next_event(lambda: demo.send_update({"address": address}), "svc_error_delivery_options")
    assert (error["exception"]["code"], error["exception"]["status"]) == (code, 422)


def test_a_window_of_closed_days_emits_3508(demo: DemoPage) -> None:
    config = {**demo_config(demo), "deliveryDaysWindow": 2, "closedDays": ["2025-06-12", "2025-06-13"]}
    error = demo.next_event(lambda: demo.send_update({"config": config}), "svc_error_delivery_options")
    assert error["exception"]["code"] == 3508


def test_a_configuration_update_re_renders(demo: DemoPage) -> None:
    belgian = {
        "address": {"cc": "BE", "postalCode": "1000", "number": "12", "street": "Rue Neuve", "city": "Bruxelles"},
        "config": {
            "platform": "be",
            "locale": "fr-BE",
            "dropOffDays": [1, 2, {"day": 3, "cutoffTime": "09:00"}, 4, 5],
            "deliveryDaysWindow": 3,
            "carrierSettings": {"bpost": {"allowSignature": True, "priceSignature": 50}},
        },
    }
    selection = demo.next_event(lambda: demo.send_update(belgian))
    # Wednesday's own 09:00 cutoff has passed: drop-off Thursday, delivery Friday.
    assert selection == {
        "carrier": "bpost",
        "date": "2025-06-13 00:00:00.000000",
        "deliveryType": "standard",
        "isPickup": False,
        "packageType": "package",
        "shipmentOptions": {},
    }
    assert demo.page.locator('[data-svc-carrier="bpost"] .svc-carrier__name').inner_text() == "bpost"
    assert demo.page.locator('[data-svc-choice="bpost:standard"]').inner_text().startswith("Livraison standard")
    assert demo.page.locator('[data-svc-mode="pickup"]').inner_text() == "Retrait dans un point relais"
    assert demo.page.locator(".svc-do").get_attribute("lang") == "fr-BE"
    # An address change alone re-renders with the new address, keeping the configuration.
    # The selection (carrier, day, moment) is the same there, so it is not sent again.
    demo.settle(lambda: demo.send_update({"address": {**belgian["address"], "postalCode": "9000", "city": "Gent"}}))
    assert demo.events()[-1] == selection
    demo.page.click('[data-svc-mode="pickup"] input')
    assert "Gent" in demo.page.locator(".svc-location__address").first.inner_text()


def test_strings_override_the_translations(demo: DemoPage) -> None:
    demo.send_update({"strings": {"evening": "Na het eten"}})
    demo.page.wait_for_selector('[data-svc-choice="postnl:evening"]:has-text("Na het eten")', timeout=WAIT_MS)


def test_deprecated_and_invalid_configuration_reach_the_console(demo: DemoPage) -> None:
    demo.send_update({"config": {**demo_config(demo), "showDeliveryDate": False}})
    demo.page.wait_for_selector(".svc-choice", timeout=WAIT_MS)
    assert demo.page.locator(".svc-day").count() == 0  # showDeliveryDate false: no day chooser
    warnings = [text for kind, text in demo.console if kind == "warning"]
    assert any("showDeliveryDate is deprecated" in text for text in warnings)
    demo.send_update({"config": {"carrierSettings": {}}})
    demo.page.wait_for_selector(".svc-message--error", timeout=WAIT_MS)
    errors = [text for kind, text in demo.console if kind == "error"]
    assert any("config.platform" in text for text in errors)
    assert any("carrierSettings must name at least one carrier" in text for text in errors)


# Configurations the browser's validation and station.domain must judge alike (valid or not).
MIRRORED_CONFIGS: list[dict[str, Any]] = [
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {}}, "dropOffDays": "1;2;3;4;5"}},
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {}}, "dropOffDays": "1,2, 3"}},
    {"config": {"platform": "be", "carrierSettings": {"bpost": {}}, "dropOffDays": [1, 2, 3]}},
    {
        "config": {
            "platform": "be",
            "carrierSettings": {"bpost": {"dropOffDays": [1, {"day": 2, "cutoffTime": "15:00"}]}},
        }
    },
    {
        "config": {
            "platform": "nl",
            "carrierSettings": {"postnl": {}},
            "dropOffDays": [1, {"day": 2, "cutoffTime": "25:00"}],
        }
    },
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {}}, "dropOffDays": "1;1"}},
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {}}, "dropOffDays": "0;8"}},
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {}}, "dropOffDays": ""}},
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {}}, "dropOffDays": [{"day": 1, "extra": 1}]}},
    {"config": {"carrierSettings": {"postnl": {}}}},
    {"config": {"platform": "nl", "carrierSettings": {}}},
    {"config": {"platform": "nl", "carrierSettings": {"fedex": {}}}},
    {"config": {"platform": "nl", "carrierSettings": {"dhlforyou": {"allowSameDayDelivery": True}}}},
    {
        "config": {
            "platform": "nl",
            "carrierSettings": {"dhlforyou": {"allowSameDayDelivery": True, "sameDayCutoffTime": "09:30"}},
        }
    },
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {"priceSignature": -5}}}},
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {"packageType": "letter"}}}},
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {"packageType": "mailbox"}}, "deliveryDaysWindow": 15}},
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {}}, "closedDays": ["2025-13-01"]}},
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {}}, "locale": "nl"}},
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {}}, "pickupLocationsDefaultView": "grid"}},
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {}}, "cutoffTime": "17:00", "showDeliveryDate": True}},
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {}}}, "address": {"zip": "1015CC"}},
    # forms shops write (issue 23)
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {"dropOffDays": ["1", "2", 0], "cutoffTime": "9:30"}}}},
    {
        "config": {
            "platform": "nl",
            "carrierSettings": {"postnl": {"allowSignature": 1, "priceSignature": -50}},
            "locale": "nl",
        }
    },
    {
        "config": {
            "platform": "nl",
            "carrierSettings": {"postnl": {"priceSignature": 0.35, "allowMorningDelivery": None}},
        }
    },
    {
        "config": {
            "platform": "nl",
            "carrierSettings": {"postnl": [], "fedex": {}},
            "pickupLocationsMapTileLayerData": [],
        }
    },
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {"fridayCutoffTime": "15:00"}}}},
    {
        "config": {
            "platform": "nl",
            "cutoffTimeSameDay": "8:30",
            "allowSameDayDelivery": True,
            "carrierSettings": {"dhlforyou": {}},
        }
    },
    {
        "config": {
            "platform": "nl",
            "carrierSettings": {"dhlforyou": {"allowSameDayDelivery": True}},
            "dropOffDays": [{"weekday": 1, "cutoffTimeSameDay": "9:00"}],
        }
    },
    {
        "config": {"platform": "be", "carrierSettings": {"bpost": {"allowPriorityDelivery": True, "allowCollect": 1}}},
        "initial": {},
    },
    {
        "config": {"platform": "nl", "carrierSettings": {"postnl": {}}},
        "strings": {"evening": "", "x": 1},
        "selector": 5,
    },
    {"config": {"platform": "nl", "carrierSettings": {"postnl": {}}}, "address": {"number": 12, "cc": 5}},
    {"config": []},
    "not a configuration",
]


def test_browser_validation_mirrors_the_domain(demo: DemoPage) -> None:
    configs = MIRRORED_CONFIGS + list(SHOP_CONFIGS.values()) + [EVERY_FORM]
    verdicts = demo.page.evaluate(
        """async (configs) => {
            const { validateConfiguration } = await import('/widget/config.js');
            return configs.map((config) => {
                const r = validateConfiguration(config);
                return [r.settings !== null, r.errors.length, r.warnings.length, r.notes.length];
            });
        }""",
        configs,
    )
    for config, verdict in zip(configs, verdicts, strict=True):
        reading = read_widget_config(json.loads(json.dumps(config)))
        # Usable or not, and as many dropped keys, deprecation warnings and notes, in both readings.
        expected = [reading.config is not None, len(reading.errors), len(reading.warnings), len(reading.notes)]
        assert verdict == expected, f"{config}: browser {verdict}, domain {expected} ({reading})"
