"""Issue 19 point 7: a shop page that configures the widget with a day's own cutoff, a same-day cutoff and closed days
(spec §6) still sends contract §8's parameters only. The sandbox's request log (GET /__sandbox__/requests) holds what
reached the service; the widget applies the rest itself, and the days it offers are station.domain's for the full
settings. Its public holidays (which close a carrier's drop-off days) are the `holidays` package's."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl

import holidays
import httpx
import pytest

from station.domain.delivery_dates import plan_delivery
from station.domain.drop_off_settings import parse_drop_off_settings
from station.domain.enums import Carrier
from station.sandbox.server import SandboxServer
from tests.helpers.widget import ORDER_MOMENT, DemoPage

# contract §8: every parameter GET /delivery_options (and /pickup_locations) may carry.
CONTRACT_PARAMETERS = frozenset(
    {
        "platform",
        "carrier",
        "cc",
        "postal_code",
        "number",
        "street",
        "city",
        "package_type",
        "cutoff_time",
        "dropoff_days",
        "dropoff_delay",
        "deliverydays_window",
        "monday_delivery",
        "saturday_delivery",
        "same_day_delivery",
        "exclude_parcel_lockers",
    }
)
# Wednesday 11 June 2025, 10:00: Wednesday's own cutoff (09:30) has passed, Thursday the 12th is closed, so the
# parcel goes on Friday; Tuesday the 17th is closed too, inside the window.
SHOP_SETTINGS: dict[str, Any] = {
    "dropOffDays": [1, 2, {"day": 3, "cutoffTime": "09:30"}, 4, 5],
    "cutoffTime": "17:00",
    "dropOffDelay": 0,
    "deliveryDaysWindow": 3,
    "closedDays": ["2025-06-12", "2025-06-17"],
}


def widget_queries(server: SandboxServer, path: str = "/delivery_options") -> list[dict[str, str]]:
    answer = httpx.get(server.base_url + "/__sandbox__/requests", params={"shop_id": ""}, timeout=10)
    answer.raise_for_status()
    return [dict(parse_qsl(seen["query"])) for seen in answer.json()["requests"] if seen["path"] == path]


def shown_days(demo: DemoPage, carrier: str) -> list[tuple[str, bool]]:
    """(date, selectable) of every day button the widget shows for `carrier`."""
    days: list[list[Any]] = demo.page.evaluate(
        """(carrier) => [...document.querySelectorAll(`[data-svc-carrier="${carrier}"] [data-svc-date]`)]
            .map((button) => [button.dataset.svcDate.slice(0, 10), !button.disabled])""",
        carrier,
    )
    return [(str(day), bool(selectable)) for day, selectable in days]


def open_shop_page(  # type: ignore[no-untyped-def]
    open_demo, widget_sandbox: SandboxServer, carrier_settings: dict[str, Any], shop: dict[str, Any] = SHOP_SETTINGS
) -> DemoPage:
    httpx.post(widget_sandbox.base_url + "/__sandbox__/reset", json={}, timeout=10).raise_for_status()
    config = {
        "selector": "#svc-delivery-options",
        "address": {"cc": "NL", "postalCode": "1015 CC", "number": "1", "street": "Keizersgracht", "city": "Amsterdam"},
        "config": {"platform": "nl", "locale": "nl-NL", **shop, "carrierSettings": carrier_settings},
    }
    demo: DemoPage = open_demo(svc_config=config)
    return demo


def test_own_cutoffs_and_closed_days_are_applied_by_the_widget_not_sent(open_demo, widget_sandbox) -> None:  # type: ignore[no-untyped-def]
    demo = open_shop_page(open_demo, widget_sandbox, {"postnl": {}})
    queries = widget_queries(widget_sandbox)
    assert queries and all(set(query) <= CONTRACT_PARAMETERS for query in queries), queries
    assert {(q["dropoff_days"], q["cutoff_time"], q["dropoff_delay"], q["deliverydays_window"]) for q in queries} == {
        # Wednesday's own cutoff; one open day further for the closed Thursday.
        ("1;2;3;4;5", "09:30", "1", "3")
    }
    assert all(set(query) <= CONTRACT_PARAMETERS for query in widget_queries(widget_sandbox, "/pickup_locations"))

    # The days offered are station.domain's for the full settings: the closed Tuesday shown, not selectable.
    problems: list[str] = []
    settings = parse_drop_off_settings(SHOP_SETTINGS, "", problems)
    assert not problems
    plan = plan_delivery(ORDER_MOMENT, settings.resolved(), Carrier.POSTNL, "NL")
    expected = [(day.date.isoformat(), not day.blocked) for day in plan.window]
    assert expected == [("2025-06-17", False), ("2025-06-18", True), ("2025-06-19", True)]  # no Monday delivery
    assert shown_days(demo, "postnl") == expected


@pytest.mark.parametrize(("same_day_cutoff", "today_offered"), [("12:00", True), ("09:45", False)])
def test_same_day_is_asked_for_only_before_the_shops_same_day_cutoff(  # type: ignore[no-untyped-def]
    open_demo, widget_sandbox, same_day_cutoff: str, today_offered: bool
) -> None:
    """Wednesday's own same-day cutoff decides (the fallback, 09:00, has passed at 10:00); it is not sent."""
    shop = {
        "dropOffDays": [1, 2, {"day": 3, "sameDayCutoffTime": same_day_cutoff}, 4, 5],
        "cutoffTime": "17:00",
        "deliveryDaysWindow": 3,
    }
    settings = {"dhlforyou": {"allowSameDayDelivery": True, "sameDayCutoffTime": "09:00"}}
    demo = open_shop_page(open_demo, widget_sandbox, settings, shop)
    queries = widget_queries(widget_sandbox)
    assert queries and all(set(query) <= CONTRACT_PARAMETERS for query in queries), queries
    assert {query["same_day_delivery"] for query in queries} == {"true" if today_offered else "false"}
    assert (("2025-06-11", True) in shown_days(demo, "dhlforyou")) is today_offered


def test_the_widgets_public_holidays_are_the_holidays_packages(demo: DemoPage) -> None:
    years = list(range(2024, 2036))
    for country in ("NL", "BE"):
        listed: dict[str, list[str]] = demo.page.evaluate(
            """async ([country, years]) => {
                const { publicHolidays } = await import('/widget/drop-off.js');
                return Object.fromEntries(years.map((year) => [year, [...publicHolidays(country, year)].sort()]));
            }""",
            [country, years],
        )
        for year in years:
            expected = sorted(day.isoformat() for day in holidays.country_holidays(country, years=year))
            assert listed[str(year)] == expected, (country, year)


def test_a_pickup_point_is_ready_on_the_next_open_day_not_on_a_closed_one(demo: DemoPage) -> None:
    """Rule 6 for pickup points: a first pickup moment on a closed day moves to the next open delivery day (the
    service's time kept); with no open day after it, the point is not offered."""
    moved = demo.page.evaluate(
        """async () => {
            const { pickupsWithClosedDays } = await import('/widget/drop-off.js');
            const dropOff = { closedDays: ['2025-06-17'] };
            const days = [
                { date: '2025-06-17 00:00:00', possibilities: [] },
                { date: '2025-06-18 00:00:00', possibilities: [{ type: 'standard' }] },
            ];
            const point = (start) => ({ location_code: start, possibilities: [{ moment: { start } }] });
            const shown = (list) => list.map((pickup) => pickup.possibilities[0].moment.start);
            return {
                moved: shown(pickupsWithClosedDays(dropOff, [point('2025-06-17 15:00:00'), point('2025-06-18 09:00:00')], days)),
                none_open: shown(pickupsWithClosedDays(dropOff, [point('2025-06-17 15:00:00')], days.slice(0, 1))),
                no_closed_days: shown(pickupsWithClosedDays({}, [point('2025-06-17 15:00:00')], [])),
            };
        }"""
    )
    assert moved == {
        "moved": ["2025-06-18 15:00:00", "2025-06-18 09:00:00"],
        "none_open": [],
        "no_closed_days": ["2025-06-17 15:00:00"],
    }
