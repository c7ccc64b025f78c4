"""What the widget renders for each configuration key (spec §6), in headless Chromium on the sandbox's demo page."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from station.domain.selection import parse_delivery_selection, selection_to_payload
from tests.helpers.widget import WAIT_MS, DemoPage

pytestmark = pytest.mark.browser

ADDRESS = {"cc": "NL", "postalCode": "1015 CC", "number": "1", "street": "Keizersgracht", "city": "Amsterdam"}
SPEC_EVENTS = {"svc_update_delivery_options", "svc_updated_delivery_options", "svc_error_delivery_options"}
SELECTION_DATE = re.compile(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}")


def nbsp(text: str) -> str:
    """Intl puts (narrow) no-break spaces in prices and units; compare with plain spaces."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def demo_config(demo: DemoPage) -> dict[str, Any]:
    config: dict[str, Any] = demo.page.evaluate("structuredClone(window.svcConfig.config)")
    return config


def reconfigure(demo: DemoPage, change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    """Sends the demo's configuration after `change`, and returns the selection in force once it has re-rendered
    (the last one sent: an unchanged selection is not sent again)."""
    config = demo_config(demo)
    change(config)
    demo.settle(lambda: demo.send_update({"config": config}))
    return demo.events()[-1]


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


# ----- spec §6 "The stylesheet must be loaded separately; otherwise the widget is unstyled." -----


def test_without_its_stylesheet_the_widget_is_unstyled_but_works(open_demo: Callable[..., DemoPage]) -> None:
    demo = open_demo(stylesheet=False)
    root = demo.page.locator("#svc-delivery-options .svc-do")
    # None of the stylesheet's rules apply: no theme property, no card borders; the demo's own stylesheet did load.
    assert root.evaluate("(element) => getComputedStyle(element).getPropertyValue('--svc-accent')") == ""
    assert (
        demo.page.locator(".svc-choice").first.evaluate("(element) => getComputedStyle(element).borderTopStyle")
        == "none"
    )
    assert (
        demo.page.locator(".demo-header").evaluate("(element) => getComputedStyle(element).borderBottomStyle")
        == "solid"
    )
    # Plain form controls still make every choice.
    evening = demo.next_event(lambda: demo.page.click('[data-svc-choice="postnl:evening"] input'))
    assert (evening["deliveryType"], evening["isPickup"]) == ("evening", False)
    # The panel not in use stays hidden (the `hidden` attribute needs no stylesheet).
    pickup = demo.next_event(lambda: demo.page.click('[data-svc-mode="pickup"] input'))
    assert pickup["isPickup"] is True and "pickupLocation" in pickup
    assert demo.page.locator('[data-svc-panel="delivery"]').is_hidden()
    assert demo.page.locator('[data-svc-panel="pickup"]').is_visible()


def test_with_its_stylesheet_the_widget_is_themed(demo: DemoPage) -> None:
    root = demo.page.locator("#svc-delivery-options .svc-do")
    assert root.evaluate("(element) => getComputedStyle(element).getPropertyValue('--svc-accent')").strip() == "#0b6e4f"
    # The mode cards keep their spacing (a fieldset reset once removed the margins of styled fieldsets).
    assert demo.page.locator(".svc-modes").evaluate("(element) => getComputedStyle(element).marginBottom") == "14px"


# ----- texts: four locales and `strings` -----


@pytest.mark.parametrize(
    ("locale", "home", "evening", "evening_price", "pickup"),
    [
        ("nl-NL", "Bezorgen", "Avondlevering", "+ € 1,95", "Ophalen bij een afhaalpunt"),
        ("nl-BE", "Levering aan huis", "Avondlevering", "+ € 1,95", "Ophalen bij een afhaalpunt"),
        ("fr-BE", "Livraison à domicile", "Livraison en soirée", "+ 1,95 €", "Retrait dans un point relais"),
        ("en-GB", "Home delivery", "Evening delivery", "+ €1.95", "Collect at a pickup point"),
    ],
)
def test_texts_and_prices_in_each_locale(
    demo: DemoPage, locale: str, home: str, evening: str, evening_price: str, pickup: str
) -> None:
    reconfigure(demo, lambda config: config.update(locale=locale))
    demo.page.wait_for_selector(f'.svc-do[lang="{locale}"]', timeout=WAIT_MS)
    assert demo.page.locator('[data-svc-mode="delivery"]').inner_text() == home
    assert demo.page.locator('[data-svc-mode="pickup"]').inner_text() == pickup
    assert demo.page.locator('[data-svc-choice="postnl:evening"] .svc-choice__title').inner_text() == evening
    assert nbsp(demo.page.locator('[data-svc-choice="postnl:evening"] .svc-price').inner_text()) == evening_price


def test_every_locale_has_every_text(demo: DemoPage) -> None:
    tables = demo.page.evaluate(
        "async () => { const { TRANSLATIONS } = await import('/widget/strings.js');"
        " return Object.fromEntries(Object.entries(TRANSLATIONS).map(([locale, table]) => [locale, Object.keys(table).sort()])); }"
    )
    assert set(tables) == {"nl-NL", "nl-BE", "fr-BE", "en"}
    assert all(keys == tables["en"] for keys in tables.values())


def test_strings_override_texts_with_placeholders(demo: DemoPage) -> None:
    demo.send_update({"strings": {"distance": "{distance} lopen", "pickupTitle": "Afhalen"}})
    demo.page.wait_for_selector('[data-svc-mode="pickup"]:has-text("Afhalen")', timeout=WAIT_MS)
    demo.page.click('[data-svc-mode="pickup"] input')
    assert demo.page.locator(".svc-location__distance").first.inner_text() == "340 m lopen"


def test_currency_and_locale_format_the_prices(demo: DemoPage) -> None:
    reconfigure(demo, lambda config: config.update(locale="en-US", currency="USD"))
    demo.page.wait_for_selector('.svc-do[lang="en-US"]', timeout=WAIT_MS)
    assert demo.page.locator('[data-svc-choice="postnl:morning"] .svc-price').inner_text() == "+ $1.50"
    assert demo.page.locator('[data-svc-option="signature"] .svc-price').inner_text() == "+ $0.35"
    # A zero price is no surcharge: nothing is shown.
    assert demo.page.locator('[data-svc-choice="postnl:standard"] .svc-price').count() == 0


# ----- home delivery: same day, priority, package type -----


def test_same_day_delivery_is_offered_priced_and_reported_as_an_option(demo: DemoPage) -> None:
    def same_day_carrier(config: dict[str, Any]) -> None:
        config["carrierSettings"] = {
            "dhlforyou": {
                "allowSameDayDelivery": True,
                "sameDayCutoffTime": "12:00",
                "priceSameDayDelivery": 495,
            }
        }

    preselected = reconfigure(demo, same_day_carrier)
    # The order is placed at 10:00 on Wednesday, before the 12:00 same-day cutoff: today is offered, but the
    # preselected choice is standard delivery on the next day, not the surcharged same-day delivery.
    assert preselected == {
        "carrier": "dhlforyou",
        "date": "2025-06-12 00:00:00.000000",
        "deliveryType": "standard",
        "isPickup": False,
        "packageType": "package",
        "shipmentOptions": {},
    }
    today = demo.page.locator('[data-svc-carrier="dhlforyou"] [data-svc-date="2025-06-11"]')
    assert today.is_enabled()
    same_day = demo.next_event(today.click)
    assert same_day == {
        "carrier": "dhlforyou",
        "date": "2025-06-11 00:00:00.000000",
        "deliveryType": "standard",
        "isPickup": False,
        "packageType": "package",
        "shipmentOptions": {"sameDayDelivery": True},
    }
    assert_domain_accepts(same_day)
    choice = demo.page.locator('[data-svc-choice="dhlforyou:same_day"]')
    assert choice.locator(".svc-choice__title").inner_text() == "Vandaag bezorgd"
    assert nbsp(choice.locator(".svc-price").inner_text()) == "+ € 4,95"


def test_priority_delivery_and_the_package_type_with_its_price(demo: DemoPage) -> None:
    def mailbox(config: dict[str, Any]) -> None:
        config["carrierSettings"]["postnl"].update(
            packageType="mailbox",
            pricePackageTypeMailbox=50,
            allowPriorityDelivery=True,
        )

    preselected = reconfigure(demo, mailbox)
    assert (preselected["packageType"], preselected["deliveryType"], preselected["shipmentOptions"]) == (
        "mailbox",
        "standard",
        {},
    )
    package_type = demo.page.locator('[data-svc-package-type="mailbox"]')
    assert package_type.locator(".svc-package-type__name").inner_text() == "Brievenbuspakje"
    assert nbsp(package_type.locator(".svc-price").inner_text()) == "+ € 0,50"
    # A mailbox parcel is delivered as standard only, with no pickup points and only priority as an option.
    assert demo.page.locator(".svc-choice").count() == 1
    assert demo.page.locator('[data-svc-mode="pickup"]').count() == 0
    assert [
        demo.page.locator(".svc-option").nth(i).get_attribute("data-svc-option")
        for i in range(demo.page.locator(".svc-option").count())
    ] == ["priority_delivery"]
    priority = demo.next_event(lambda: demo.page.click('[data-svc-option="priority_delivery"] input'))
    assert priority == {
        "carrier": "postnl",
        "date": "2025-06-12 00:00:00.000000",
        "deliveryType": "standard",
        "isPickup": False,
        "packageType": "mailbox",
        "shipmentOptions": {"priorityDelivery": True},
    }
    assert_domain_accepts(priority)


def test_priority_delivery_is_nl_only(demo: DemoPage) -> None:
    def belgian_mailbox(config: dict[str, Any]) -> None:
        config.update(platform="be")
        config["carrierSettings"]["postnl"].update(packageType="mailbox", allowPriorityDelivery=True)

    reconfigure(demo, belgian_mailbox)
    assert demo.page.locator('[data-svc-option="priority_delivery"]').count() == 0
    assert any(
        "allowPriorityDelivery applies to the NL platform only" in text
        for kind, text in demo.console
        if kind == "warning"
    )


def test_a_closed_day_is_shown_but_cannot_be_chosen(demo: DemoPage) -> None:
    reconfigure(demo, lambda config: config.update(closedDays=["2025-06-13"]))
    closed = demo.page.locator('[data-svc-carrier="postnl"] [data-svc-date="2025-06-13"]')
    assert closed.is_disabled()
    assert closed.get_attribute("title") == "vrijdag 13 juni (niet beschikbaar)"
    # Clicking it changes nothing; the next delivery day is the Tuesday after it (no Monday delivery configured).
    assert demo.page.locator(".svc-day").evaluate_all("(days) => days.map((day) => day.dataset.svcDate)") == [
        "2025-06-12",
        "2025-06-13",
        "2025-06-17",
        "2025-06-18",
        "2025-06-19",
    ]
    closed.click(force=True)
    assert demo.page.locator('.svc-day[aria-pressed="true"]').get_attribute("data-svc-date") == "2025-06-12"
    tuesday = demo.next_event(lambda: demo.page.click('[data-svc-date="2025-06-17"]'))
    assert tuesday["date"] == "2025-06-17 00:00:00.000000"


# ----- pickup points: distance, opening hours, list and map -----


def test_pickup_distance_follows_pickup_show_distance(demo: DemoPage) -> None:
    demo.page.click('[data-svc-mode="pickup"] input')
    distances = demo.page.locator(".svc-location__distance")
    assert [distances.nth(i).inner_text() for i in range(distances.count())] == [
        "340 m afstand",
        "650 m afstand",
        "1,5 km afstand",
        "1,5 km afstand",
        "2,1 km afstand",
    ]
    reconfigure(demo, lambda config: config.update(pickupShowDistance=False))
    demo.page.wait_for_selector(".svc-location", timeout=WAIT_MS)
    assert demo.page.locator(".svc-location__distance").count() == 0
    assert demo.page.locator(".svc-location").count() == 5


def test_opening_hours_are_listed_per_weekday(demo: DemoPage) -> None:
    demo.page.click('[data-svc-mode="pickup"] input')
    drugstore = demo.page.locator(".svc-location", has_text="Drogisterij Van Dam")
    drugstore.locator("summary").click()
    rows = drugstore.locator(".svc-hours tr")
    assert [nbsp(rows.nth(i).inner_text()).split("\t") for i in range(rows.count())] == [
        ["Maandag", "Gesloten"],
        *[[day, "09:00 – 12:30, 13:30 – 17:30"] for day in ("Dinsdag", "Woensdag", "Donderdag", "Vrijdag", "Zaterdag")],
        ["Zondag", "Gesloten"],
    ]
    chosen = demo.next_event(lambda: drugstore.locator("input").click())
    hours = chosen["pickupLocation"]["openingHours"]
    assert hours["monday"] == [] and hours["tuesday"] == [
        {"from": "09:00", "to": "12:30"},
        {"from": "13:30", "to": "17:30"},
    ]


def test_the_map_is_the_default_view_and_the_list_works_without_a_tile_server(demo: DemoPage) -> None:
    # The default tile server (OpenStreetMap) is unreachable in these tests (tests/widget/conftest.py).
    reconfigure(demo, lambda config: config.update(pickupLocationsDefaultView="map"))
    demo.page.click('[data-svc-mode="pickup"] input')
    demo.page.wait_for_selector(".svc-map__marker", timeout=WAIT_MS)
    assert demo.page.locator('[data-svc-view="map"]').get_attribute("aria-pressed") == "true"
    # Every tile failed and was taken away; the markers and the chosen point's details remain.
    demo.page.wait_for_function("document.querySelectorAll('.svc-map__tile').length === 0", timeout=WAIT_MS)
    assert demo.page.locator(".svc-map__marker").count() == 5
    assert demo.page.locator(".svc-location").count() == 1
    assert demo.page.locator(".svc-map__attribution").inner_text() == "© OpenStreetMap contributors"
    demo.page.click('[data-svc-view="list"]')
    assert demo.page.locator(".svc-map").count() == 0
    fourth = demo.next_event(lambda: demo.page.locator(".svc-location").nth(3).locator("input").click())
    assert fourth["pickupLocation"]["locationName"] == "Boekhandel Het Plein"


def test_without_view_selection_there_is_no_toggle(demo: DemoPage) -> None:
    reconfigure(
        demo, lambda config: config.update(allowPickupLocationsViewSelection=False, pickupLocationsDefaultView="map")
    )
    demo.page.click('[data-svc-mode="pickup"] input')
    demo.page.wait_for_selector(".svc-map", timeout=WAIT_MS)
    assert demo.page.locator(".svc-view-toggle").count() == 0
    reconfigure(demo, lambda config: config.update(allowPickupLocationsViewSelection=False))
    demo.page.wait_for_selector(".svc-pickup-list", timeout=WAIT_MS)
    assert demo.page.locator(".svc-map").count() == 0 and demo.page.locator(".svc-view-toggle").count() == 0
    assert demo.page.locator(".svc-location").count() == 5


# ----- events and mounting -----


def test_only_the_events_of_version_6_are_sent(demo: DemoPage) -> None:
    page = demo.page
    demo.next_event(lambda: page.click('[data-svc-choice="postnl:morning"]'))
    demo.next_event(lambda: page.click('[data-svc-option="only_recipient"] input'))
    demo.next_event(lambda: page.click('[data-svc-mode="pickup"] input'))
    # Leaving pickup for home delivery unselected the pickup point in version 5; version 6 sends the new choice.
    home = demo.next_event(lambda: page.click('[data-svc-mode="delivery"] input'))
    assert "pickupLocation" not in home and home["deliveryType"] == "morning"
    demo.next_event(lambda: page.click('[data-svc-option="only_recipient"] input'))
    demo.next_event(
        lambda: demo.send_update({"address": {**ADDRESS, "postalCode": "9912 AB"}}), "svc_error_delivery_options"
    )
    demo.next_event(lambda: demo.send_update({"address": ADDRESS}))
    dispatched = demo.dispatched()
    assert "unselect_delivery_options" not in dispatched
    assert set(dispatched) <= SPEC_EVENTS, dispatched
    for selection in demo.events():
        assert SELECTION_DATE.fullmatch(selection["date"]), selection
        assert ("pickupLocation" in selection) is selection["isPickup"]
        assert_domain_accepts(selection)


def test_selector_mounts_the_widget_elsewhere(demo: DemoPage) -> None:
    demo.page.evaluate(
        "document.querySelector('.demo-checkout').append(Object.assign(document.createElement('div'), {id: 'other-mount'}))"
    )
    demo.settle(lambda: demo.send_update({"selector": "#other-mount"}))
    assert demo.page.locator("#other-mount .svc-choice").count() == 3
    evening = demo.next_event(lambda: demo.page.click('#other-mount [data-svc-choice="postnl:evening"]'))
    assert evening["deliveryType"] == "evening"


def test_a_configuration_given_before_load_through_window_svc_config(open_demo: Callable[..., DemoPage]) -> None:
    demo = open_demo(
        svc_config={
            "address": {"cc": "BE", "postalCode": "2000", "number": "5", "street": "Meir", "city": "Antwerpen"},
            "config": {
                "platform": "be",
                "dropOffDays": "1;2;3;4;5",
                "deliveryDaysWindow": 2,
                "carrierSettings": {"bpost": {"allowPickupLocations": False}},
            },
        }
    )
    assert demo.events()[0] == {
        "carrier": "bpost",
        "date": "2025-06-12 00:00:00.000000",
        "deliveryType": "standard",
        "isPickup": False,
        "packageType": "package",
        "shipmentOptions": {},
    }
    # nl-BE is the BE platform's default locale.
    assert demo.page.locator(".svc-do").get_attribute("lang") == "nl-BE"
    assert demo.page.locator(".svc-day").count() == 2


def test_each_carrier_has_its_own_days_and_pickup_points(demo: DemoPage) -> None:
    def two_carriers(config: dict[str, Any]) -> None:
        config["carrierSettings"]["dhlforyou"] = {"allowSignature": True, "pricePickup": 0}

    reconfigure(demo, two_carriers)
    demo.page.wait_for_selector('[data-svc-carrier="dhlforyou"]', timeout=WAIT_MS)
    names = demo.page.locator(".svc-carrier__name").all_inner_texts()
    assert names == ["PostNL", "DHL For You"]
    # dhlforyou has no evening delivery (the capability table), even where the configuration would allow it.
    assert demo.page.locator('[data-svc-choice^="dhlforyou:"]').evaluate_all(
        "(choices) => choices.map((choice) => choice.dataset.svcChoice)"
    ) == ["dhlforyou:standard"]
    dhl = demo.next_event(lambda: demo.page.click('[data-svc-choice="dhlforyou:standard"] input'))
    assert (dhl["carrier"], dhl["deliveryType"]) == ("dhlforyou", "standard")
    demo.page.click('[data-svc-mode="pickup"] input')
    # Both carriers' points in one list, nearest first, each naming its carrier.
    assert demo.page.locator(".svc-location").count() == 10
    assert set(demo.page.locator(".svc-location__carrier").all_inner_texts()) == {"PostNL", "DHL For You"}
    dhl_point = demo.page.locator(
        ".svc-location:not(.svc-location--checked)",
        has=demo.page.locator(".svc-location__carrier", has_text="DHL For You"),
    ).last
    chosen = demo.next_event(lambda: dhl_point.locator("input").click())
    assert (chosen["carrier"], chosen["isPickup"]) == ("dhlforyou", True)
    assert_domain_accepts(chosen)
