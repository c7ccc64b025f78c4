"""The widget on a real shop's checkout (issue 23): configurations in the forms shops write them for the widget this
one replaces (its version 6 documentation's examples, what the shop-system plugins generate), translated to the
specification's names only where the specification renames them (the `svc` prefix, the platform values `nl`/`be`).

Headless Chromium on the sandbox's demo checkout, clock at Wednesday 11 June 2025 10:00 (tests/widget/conftest.py).
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from station.domain.selection import parse_delivery_selection
from station.domain.widget_config import read_widget_config
from tests.helpers.shop_configs import (
    ADDRESS,
    DOCS_EXAMPLE,
    DOCS_OPTIONS,
    DOCS_SAME_DAY,
    EVERY_FORM,
    SANDBOX_EXPORT,
    SHOP_CONFIGS,
)
from tests.helpers.widget import WAIT_MS, DemoPage

pytestmark = pytest.mark.browser

PREFIX = "[svc-delivery-options]"

# ----- configurations as shops write them -----


# ----- helpers -----


def logged(demo: DemoPage, kind: str) -> list[str]:
    """The widget's console messages of one kind ('error', 'warning', 'info')."""
    return [text for level, text in demo.console if level == kind and text.startswith(PREFIX)]


def subject(error: str) -> str:
    """The key an error names (the browser writes values as JSON, station.domain as Python)."""
    match = re.match(r"unknown key '([^']+)'|([\w.]+)", error)
    assert match is not None, error
    return match.group(1) or match.group(2)


def renders(demo: DemoPage) -> int:
    """How often the widget has rendered (data-svc-renders on its mount element)."""
    return int(demo.page.evaluate("Number(document.querySelector('#svc-delivery-options').dataset.svcRenders || 0)"))


def wait_for_render_after(demo: DemoPage, action: Callable[[], object]) -> None:
    """Runs `action` and waits until the widget has rendered again (the selection, if any, is sent by then)."""
    before = renders(demo)
    action()
    demo.page.wait_for_function(
        "(count) => Number(document.querySelector('#svc-delivery-options').dataset.svcRenders || 0) > count",
        arg=before,
        timeout=WAIT_MS,
    )


def wait_for_options(demo: DemoPage) -> None:
    demo.page.wait_for_selector(".svc-choice, .svc-location", timeout=WAIT_MS)


def browser_reading(demo: DemoPage, config: dict[str, Any]) -> dict[str, Any]:
    """What the page's own config.js makes of `config` (settings, errors, warnings, notes)."""
    reading: dict[str, Any] = demo.page.evaluate(
        "async (config) => (await import('/widget/config.js')).validateConfiguration(config)", config
    )
    return reading


def demo_config(demo: DemoPage) -> dict[str, Any]:
    config: dict[str, Any] = demo.page.evaluate("structuredClone(window.svcConfig.config)")
    return config


def price(demo: DemoPage, selector: str) -> str:
    return demo.page.locator(selector).inner_text().replace("\u00a0", " ").replace("\u202f", " ")


# ----- every configuration of a real shop renders -----


@pytest.mark.parametrize("name", list(SHOP_CONFIGS))
def test_a_real_shops_configuration_renders_and_says_what_it_dropped(
    open_demo: Callable[..., DemoPage], name: str
) -> None:
    config = SHOP_CONFIGS[name]
    demo = open_demo(svc_config=config)
    # The sandbox export's map tiles are on a server this test does not reach; fail them fast.
    demo.page.route("https://*.tile.openstreetmap.fr/**", lambda route: route.abort())
    wait_for_options(demo)
    selection = demo.events()[0]
    assert selection["isPickup"] in (True, False) and parse_delivery_selection(selection)
    assert not demo.events("svc_error_delivery_options")
    # Each dropped key is one console error that names it; the domain's reading agrees key for key.
    reading = read_widget_config(json.loads(json.dumps(config)))
    assert reading.config is not None
    assert [subject(text.removeprefix(f"{PREFIX} ")) for text in logged(demo, "error")] == [
        subject(error) for error in reading.errors
    ]
    assert len(logged(demo, "warning")) == len(reading.warnings)
    assert len(logged(demo, "info")) == len(reading.notes) <= 1


def test_the_documentations_options_example_keeps_everything_but_its_euro_prices(
    open_demo: Callable[..., DemoPage],
) -> None:
    demo = open_demo(svc_config=DOCS_OPTIONS)
    wait_for_options(demo)
    errors = logged(demo, "error")
    # Seven prices in euros, each dropped with an error that says cents; nothing else is refused.
    assert len(errors) == 7 and all("cents" in text for text in errors)
    # The demo page lists them for the shop developer trying a configuration (docs/delivery-widget.md).
    assert demo.page.locator(".demo-message--error").count() == 7
    assert {text.split(":")[0].removeprefix(f"{PREFIX} ") for text in errors} == {
        "config.priceMorningDelivery",
        "config.priceStandardDelivery",
        "config.priceSameDayDelivery",
        "config.priceEveningDelivery",
        "config.priceSignature",
        "config.priceOnlyRecipient",
        "config.pricePickup",
    }
    # Both carriers show, with the config-level settings (signature, Saturday delivery on the days) applied.
    for carrier in ("bpost", "dpd"):
        assert demo.page.locator(f'[data-svc-carrier="{carrier}"]').count() == 1
    settings = browser_reading(demo, DOCS_OPTIONS)["settings"]
    assert [
        (c["slug"], c["allowSignature"], c["allowSaturdayDelivery"], c["dropOff"]["deliveryDaysWindow"])
        for c in settings["carriers"]
    ] == [("bpost", True, True, 7), ("dpd", True, True, 4)]
    assert [day["day"] for day in settings["carriers"][1]["dropOff"]["dropOffDays"]] == [1, 2, 3, 4, 5, 6]


# ----- point 1: a bad key degrades, it does not blank -----


@pytest.mark.parametrize(
    ("where", "key", "value", "expected"),
    [
        ("config", "platform", "myparcel", "is not one of nl, be"),  # the platform value as today's widget names it
        ("carrier", "allowEveningDelivery", "yes", "is not true or false"),
        ("config", "pickupLocationsDefaultView", "kaart", "is not 'list' or 'map'"),
        ("carrier", "allowEveningDelivey", True, "is not a carrier key (did you mean 'allowEveningDelivery'?)"),
        ("config", "deliveryDaysWindow", "5", "is not a whole number from 1 to 14"),
        ("config", "locale", "nl_NL.UTF-8", "is not a locale such as nl-NL"),
    ],
)
def test_one_bad_key_is_dropped_and_everything_else_renders(
    open_demo: Callable[..., DemoPage], where: str, key: str, value: object, expected: str
) -> None:
    config = json.loads(json.dumps(SHOP_CONFIGS["magento"]))
    target = config["config"] if where == "config" else config["config"]["carrierSettings"]["postnl"]
    target[key] = value
    demo = open_demo(svc_config=config)
    wait_for_options(demo)
    # Everything else renders: home delivery with its moments and options, and the pickup points.
    assert demo.page.locator('[data-svc-choice="postnl:standard"]').count() == 1
    assert demo.page.locator('[data-svc-choice="postnl:morning"]').count() == 1
    assert demo.page.locator('[data-svc-mode="pickup"]').count() == 1
    demo.page.click('[data-svc-choice="postnl:morning"] input')
    demo.page.wait_for_selector('[data-svc-option="signature"]', timeout=WAIT_MS)
    baseline = {text for text in logged(demo, "error") if "cents" in text}  # Magento's euro prices
    bad = [text for text in logged(demo, "error") if text not in baseline]
    assert len(bad) == 1, bad
    assert key in bad[0] and expected in bad[0]
    assert "unknown key" in bad[0] or json.dumps(value).strip('"') in bad[0]
    assert not demo.events("svc_error_delivery_options")


def test_keys_of_other_widget_versions_get_one_quiet_note(open_demo: Callable[..., DemoPage]) -> None:
    config = {
        "config": {
            "platform": "nl",
            "dropOffDays": "1;2;3;4;5",
            "apiBaseUrl": "https://api.example.test",
            "showPriceZeroAsFree": True,
            "pickupMapAllowLoadMore": True,
            "carrierSettings": {
                "postnl": {"allowExpressDelivery": True, "priceExpressDelivery": 500, "allowCollect": True}
            },
        },
        "address": ADDRESS,
    }
    demo = open_demo(svc_config=config)
    wait_for_options(demo)
    assert logged(demo, "error") == [] and logged(demo, "warning") == []
    assert logged(demo, "info") == [
        f"{PREFIX} keys of another widget version are ignored: config.apiBaseUrl, config.pickupMapAllowLoadMore, "
        "config.showPriceZeroAsFree, carrierSettings.postnl.allowCollect, carrierSettings.postnl.allowExpressDelivery, "
        "carrierSettings.postnl.priceExpressDelivery"
    ]


def test_a_configuration_without_a_usable_carrier_tells_the_customer_and_the_shop(
    open_demo: Callable[..., DemoPage],
) -> None:
    # Only the documentation's same-day carrier, which this service does not have.
    config = copy.deepcopy(DOCS_SAME_DAY)
    del config["config"]["carrierSettings"]["postnl"]
    demo = open_demo(svc_config=config)
    error = demo.events("svc_error_delivery_options")
    assert len(error) == 1 and set(error[0]) == {"exception"}
    exception = error[0]["exception"]
    assert set(exception) == {"code", "label", "status", "title", "message"}
    assert (exception["code"], exception["status"], exception["title"]) == (3212, 422, "Unprocessable Entity")
    assert "carrierSettings.instabox" in exception["message"] and "no carrier can be shown" in exception["message"]
    message = demo.page.locator("#svc-delivery-options .svc-message--error")
    assert message.inner_text() == exception["label"] == "De bezorgopties kunnen nu niet worden getoond."
    assert not demo.events()
    # A shop's page that fixes its configuration gets the widget back.
    fixed = demo.next_event(lambda: demo.send_update({"config": DOCS_SAME_DAY["config"]}))
    assert fixed["carrier"] == "postnl"


def test_an_update_that_makes_the_configuration_unusable_sends_the_error_event(demo: DemoPage) -> None:
    error = demo.next_event(
        lambda: demo.send_update({"config": {"platform": "nl", "carrierSettings": []}}),
        name="svc_error_delivery_options",
    )
    assert error["exception"]["code"] == 3212
    assert "config.carrierSettings" in error["exception"]["message"]
    assert demo.page.locator(".svc-message--error").is_visible()


# ----- point 2: what shops write, within the specification's types -----


def test_every_form_shops_write_is_read_as_the_specification_means_it(demo: DemoPage) -> None:
    reading = browser_reading(demo, EVERY_FORM)
    assert reading["errors"] == []
    settings = reading["settings"]
    assert (settings["locale"], settings["showPrices"], settings["showPriceSurcharge"]) == ("fr-BE", True, True)
    assert settings["tileLayer"]["url"] == "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
    assert settings["pickupLocationsDefaultView"] == "list"
    assert settings["strings"] == {"deliveryTitle": "Livraison chez vous"}
    assert (settings["address"]["postalCode"], settings["address"]["number"]) == ("1000", "33")
    bpost, dpd = settings["carriers"]
    # bpost sets its own signature price; the config-level keys fill the rest, for both carriers.
    assert (bpost["allowSignature"], bpost["priceStandardDelivery"], bpost["priceSignature"]) == (True, 195, 50)
    assert (dpd["allowSignature"], dpd["priceStandardDelivery"], dpd["priceSignature"]) == (True, 195, 35)
    assert (
        bpost["dropOff"]
        == dpd["dropOff"]
        == {
            "cutoffTime": "09:05",
            "sameDayCutoffTime": "09:30",
            "deliveryDaysWindow": None,
            "dropOffDelay": None,
            "closedDays": None,
            "dropOffDays": [
                {"day": 1, "cutoffTime": None, "sameDayCutoffTime": None},
                {"day": 2, "cutoffTime": "09:00", "sameDayCutoffTime": None},
                {"day": 3, "cutoffTime": None, "sameDayCutoffTime": None},
                {"day": 4, "cutoffTime": None, "sameDayCutoffTime": None},
                {"day": 5, "cutoffTime": "14:00", "sameDayCutoffTime": None},  # fridayCutoffTime
                {"day": 7, "cutoffTime": None, "sameDayCutoffTime": None},  # Sunday written as 0
            ],
        }
    )
    # The mapped spellings are deprecation notes, one each.
    assert sorted(reading["warnings"]) == [
        "config.cutoffTimeSameDay is deprecated; read as sameDayCutoffTime",
        "config.dropOffDays: day objects written with weekday are deprecated; read as day",
        "config.fridayCutoffTime is deprecated; read as the cutoffTime of day 5 in dropOffDays",
    ]
    # station.domain reads it the same way.
    domain = read_widget_config(json.loads(json.dumps(EVERY_FORM)))
    assert domain.errors == () and sorted(domain.warnings) == sorted(reading["warnings"])


def test_every_form_shops_write_renders_without_an_error(open_demo: Callable[..., DemoPage]) -> None:
    demo = open_demo(svc_config=EVERY_FORM)
    demo.page.wait_for_selector('[data-svc-choice="bpost:standard"]', timeout=WAIT_MS)
    assert logged(demo, "error") == []
    assert len(logged(demo, "warning")) == 3
    # A bare "fr" on the BE platform is fr-BE; an empty `strings` entry keeps the default text.
    assert demo.page.locator(".svc-do").get_attribute("lang") == "fr-BE"
    assert (
        demo.page.locator('[data-svc-choice="bpost:standard"] .svc-choice__title').inner_text() == "Livraison standard"
    )
    # Config-level prices for every carrier; bpost's own signature price wins over the config level's.
    assert price(demo, '[data-svc-choice="bpost:standard"] .svc-price') == "+ 1,95 €"
    assert price(demo, '[data-svc-choice="dpd:standard"] .svc-price') == "+ 1,95 €"
    assert price(demo, '[data-svc-carrier="bpost"] [data-svc-option="signature"] .svc-price') == "+ 0,50 €"


# ----- point 3: prices are cents; a negative price is a discount; a non-integer price is dropped -----


def test_a_negative_price_is_shown_as_a_discount_and_a_euro_price_is_dropped(demo: DemoPage) -> None:
    config = demo_config(demo)
    config["carrierSettings"]["postnl"].update(pricePickup=-100, priceEveningDelivery=1.95)
    demo.send_update({"config": config})
    demo.page.wait_for_selector('[data-svc-mode="pickup"]', timeout=WAIT_MS)
    demo.page.click('[data-svc-mode="pickup"] input')
    demo.page.wait_for_selector(".svc-location .svc-price", timeout=WAIT_MS)
    assert price(demo, ".svc-location .svc-price >> nth=0") == "− € 1,00"
    # The euro price is dropped: evening delivery is offered at the default price, with an error that says cents.
    assert demo.page.locator('[data-svc-choice="postnl:evening"] .svc-price').count() == 0
    errors = logged(demo, "error")
    assert errors == [
        f"{PREFIX} carrierSettings.postnl.priceEveningDelivery: 1.95 is not a price in whole cents "
        "(write 195 for 1.95); dropped"
    ]
    config["carrierSettings"]["postnl"]["priceEveningDelivery"] = 6.25
    demo.settle(lambda: demo.send_update({"config": config}))
    assert logged(demo, "error")[-1].endswith("6.25 is not a price in whole cents (write 625 for 6.25); dropped")


# ----- point 4: an update without a detail reads window.svcConfig again -----


def test_an_update_without_a_detail_reads_the_global_configuration_again(open_demo: Callable[..., DemoPage]) -> None:
    demo = open_demo(svc_config=DOCS_EXAMPLE)
    wait_for_options(demo)
    demo.page.click('[data-svc-mode="pickup"] input')
    assert "Antwerpen" in demo.page.locator(".svc-location__address").first.inner_text()
    # What the documentation's example does when the customer changes the address.
    demo.page.evaluate("""() => {
        window.svcConfig.address = {cc: 'BE', postalCode: '9000', city: 'Gent'};
        document.dispatchEvent(new Event('svc_update_delivery_options'));
    }""")
    demo.page.wait_for_selector('.svc-location__address:has-text("Gent")', timeout=WAIT_MS)
    # A CustomEvent without a detail does the same; here the shop also changed a setting.
    demo.page.evaluate("""() => {
        window.svcConfig.config.carrierSettings.dpd.allowPickupLocations = false;
        window.svcConfig.config.carrierSettings.bpost.allowPickupLocations = false;
        document.dispatchEvent(new CustomEvent('svc_update_delivery_options'));
    }""")
    demo.page.wait_for_function("document.querySelectorAll('.svc-location').length === 0", timeout=WAIT_MS)
    assert demo.page.locator('[data-svc-choice="bpost:standard"]').count() == 1


# ----- point 5: events as a shop's code expects them -----


def test_the_same_selection_is_not_sent_twice(demo: DemoPage) -> None:
    assert len(demo.events()) == 1
    # The day already chosen, chosen again: a render, no event.
    wait_for_render_after(demo, lambda: demo.page.click('.svc-day[aria-pressed="true"]'))
    # The same configuration sent again (a plugin updates on every checkout refresh): no event.
    wait_for_render_after(demo, lambda: demo.send_update({"config": demo_config(demo)}))
    assert len(demo.events()) == 1
    # A real change is sent, once.
    evening = demo.next_event(lambda: demo.page.click('[data-svc-choice="postnl:evening"] input'))
    assert evening["deliveryType"] == "evening"
    wait_for_render_after(demo, lambda: demo.send_update({"address": ADDRESS}))
    assert len(demo.events()) == 2
    # A configuration in which that choice no longer exists sends the new selection.
    config = demo_config(demo)
    config["carrierSettings"]["postnl"]["allowEveningDelivery"] = False
    standard = demo.next_event(lambda: demo.send_update({"config": config}))
    assert standard["deliveryType"] == "standard" and len(demo.events()) == 3


def test_a_pickup_selection_keeps_the_suffix_and_says_distance_and_locker(demo: DemoPage) -> None:
    demo.next_event(lambda: demo.page.click('[data-svc-mode="pickup"] input'))
    served = httpx.get(
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
    with_suffix = next(item for item in served if item["address"]["number_suffix"])
    locker = next(item for item in served if item["location"]["type"] == "locker")
    for item, kind in ((with_suffix, "default"), (locker, "locker")):
        code = item["location"]["location_code"]
        chosen = demo.next_event(lambda code=code: demo.page.click(f'[data-svc-location="postnl:{code}"] input'))
        location = chosen["pickupLocation"]
        assert (location["number"], location["numberSuffix"]) == (
            item["address"]["number"],
            item["address"]["number_suffix"],
        )
        assert (location["distance"], location["type"]) == (item["location"]["distance"], kind)
        # The station keeps the suffix on the pickup address's house number.
        parsed = parse_delivery_selection(chosen).pickup_location
        assert parsed is not None
        assert parsed.number == item["address"]["number"] + item["address"]["number_suffix"]
    assert with_suffix["address"]["number_suffix"] == "A"


def test_an_empty_carrier_object_enables_what_the_carrier_offers(open_demo: Callable[..., DemoPage]) -> None:
    demo = open_demo(
        svc_config={
            "config": {"platform": "nl", "dropOffDays": "1;2;3;4;5", "carrierSettings": {"postnl": {}}},
            "address": ADDRESS,
        }
    )
    wait_for_options(demo)
    for moment in ("morning", "standard", "evening"):
        assert demo.page.locator(f'[data-svc-choice="postnl:{moment}"]').count() == 1
    for option in ("signature", "only_recipient"):
        assert demo.page.locator(f'[data-svc-option="{option}"]').count() == 1
    assert demo.page.locator('[data-svc-mode="pickup"]').count() == 1
    assert logged(demo, "error") == [] and logged(demo, "warning") == []


def test_the_widget_sandboxs_export_is_read_with_its_tile_layer_and_same_day_cutoffs(demo: DemoPage) -> None:
    reading = browser_reading(demo, SANDBOX_EXPORT)
    settings = reading["settings"]
    assert settings["tileLayer"]["url"] == "https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png"
    assert settings["pickupLocationsDefaultView"] == "map"
    (postnl,) = settings["carriers"]
    # Same-day stays offered: every drop-off day has its own same-day cutoff.
    assert postnl["allowSameDayDelivery"] is True
    assert [(day["day"], day["cutoffTime"], day["sameDayCutoffTime"]) for day in postnl["dropOff"]["dropOffDays"]] == [
        (day, "17:00", "09:30") for day in (2, 3, 4, 5)
    ]
    # Nine euro prices refused, each saying cents; the later-version keys (two more prices) are one note.
    assert len(reading["errors"]) == 9 and all("cents" in error for error in reading["errors"])
    assert len(reading["notes"]) == 1 and "carrierSettings.postnl.priceExpressDelivery" in reading["notes"][0]
