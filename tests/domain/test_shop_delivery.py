"""The shop's delivery settings said with contract §8's parameters only (station.domain.shop_delivery): the service,
reading only those, computes the same drop-off day and delivery days as the full settings give."""

from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest

from station.domain.capabilities import CAPABILITIES
from station.domain.delivery_dates import AMSTERDAM, drop_off_day, plan_delivery
from station.domain.drop_off_settings import parse_drop_off_settings
from station.domain.enums import Carrier
from station.domain.shop_delivery import (
    STATION_DEFAULT,
    SettingProblem,
    closed_day_problem,
    contract_drop_off_keys,
    drop_off_config,
    read_drop_off_config,
)

SHOPS = [
    {
        "dropOffDays": [1, {"day": 3, "cutoffTime": "09:30"}, 4, 5],
        "cutoffTime": "17:00",
        "deliveryDaysWindow": 3,
        "closedDays": ["2025-06-12", "2025-06-17"],
    },
    {
        "dropOffDays": [1, 2, 3, 4, 5, 6],
        "cutoffTime": "15:00",
        "dropOffDelay": 2,
        "deliveryDaysWindow": 5,
        "closedDays": ["2025-05-28", "2025-05-30", "2025-06-02"],
    },
    {"dropOffDays": [{"day": 5, "cutoffTime": "12:00"}], "closedDays": ["2025-06-06"]},
]
# Every four hours over five weeks around Ascension (29 May) and Whit Monday (9 June 2025).
MOMENTS = [datetime(2025, 5, 24, 2, 0, tzinfo=AMSTERDAM) + timedelta(hours=4 * step) for step in range(5 * 6 * 7)]


@pytest.mark.parametrize("config", SHOPS)
@pytest.mark.parametrize("carrier", [Carrier.POSTNL, Carrier.BPOST])
def test_the_service_reading_only_contract_parameters_reaches_the_same_days(config: dict, carrier: Carrier) -> None:
    own, problems = read_drop_off_config(config)
    assert problems == []
    full = own.over(STATION_DEFAULT).resolved()
    for moment in MOMENTS:
        keys = contract_drop_off_keys(own.over(STATION_DEFAULT), carrier, moment)
        assert set(keys) <= {"dropOffDays", "cutoffTime", "dropOffDelay", "deliveryDaysWindow"}
        assert isinstance(keys["dropOffDays"], str) and "{" not in keys["dropOffDays"]
        # What the service makes of them (it reads parameters as the widget's keys: station.domain).
        errors: list[str] = []
        served = parse_drop_off_settings(keys, "", errors).resolved()
        assert errors == []
        assert drop_off_day(moment, served, carrier) == drop_off_day(moment, full, carrier), moment
        country = CAPABILITIES[carrier].local_country.value
        assert [day.date for day in plan_delivery(moment, served, carrier, country).window] == [
            day.date for day in plan_delivery(moment, full, carrier, country).window
        ], moment


def test_settings_are_kept_in_the_widgets_spelling_and_read_back() -> None:
    own, _ = read_drop_off_config(SHOPS[0])
    assert drop_off_config(own) == {
        "dropOffDays": [1, {"day": 3, "cutoffTime": "09:30"}, 4, 5],
        "cutoffTime": "17:00",
        "deliveryDaysWindow": 3,
        "closedDays": ["2025-06-12", "2025-06-17"],
    }
    assert read_drop_off_config(drop_off_config(own)) == (own, [])


def test_each_unusable_value_is_named_by_its_field() -> None:
    own, problems = read_drop_off_config({"dropOffDays": [], "cutoffTime": "5pm", "deliveryDaysWindow": 30})
    assert problems == [
        SettingProblem("dropOffDays", "Choose at least one day on which the parcels go to the carrier."),
        SettingProblem("cutoffTime", "'5pm' is not a time of the form HH:MM"),
        SettingProblem("deliveryDaysWindow", "30 is not a whole number from 1 to 14"),
    ]
    assert own.drop_off_days is None and own.cutoff_time is None


def test_a_closed_day_cannot_be_chosen() -> None:
    own, _ = read_drop_off_config(SHOPS[0])
    assert (
        closed_day_problem(date(2025, 6, 17), own) == "The shop is closed on Tuesday 17 June 2025: choose another day."
    )
    assert closed_day_problem(date(2025, 6, 18), own) == ""
