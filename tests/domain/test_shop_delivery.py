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
    ProblemCode,
    SettingProblem,
    closed_day_problem,
    contract_drop_off_keys,
    drop_off_config,
    read_drop_off_config,
)
from station.domain.text import Weekday

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
        SettingProblem("dropOffDays", ProblemCode.NO_DAYS),
        SettingProblem("cutoffTime", ProblemCode.CUTOFF_NOT_A_TIME, {"value": "'5pm'"}),
        SettingProblem("deliveryDaysWindow", ProblemCode.WINDOW_OUT_OF_RANGE, {"value": "30", "low": 1, "high": 14}),
    ]
    assert [problem.message for problem in problems] == [
        "Choose at least one day on which the parcels go to the carrier.",
        "The cutoff '5pm' is not a time: write it as HH:MM, for example 15:30.",
        "The delivery days offered must be a whole number from 1 to 14, not 30.",
    ]
    assert own.drop_off_days is None and own.cutoff_time is None


def test_each_thing_wrong_is_a_problem_of_its_own_with_what_it_names() -> None:
    _own, problems = read_drop_off_config(
        {
            "dropOffDays": [{"day": 3, "cutoffTime": "25:00"}, 9, {"day": 0, "sameDayCutoffTime": "late"}],
            "dropOffDelay": -1,
            "closedDays": ["2026-12-24", "24-12-2026", "2026-02-30"],
        }
    )
    assert [(problem.key, problem.code) for problem in problems] == [
        ("dropOffDays", ProblemCode.DAY_CUTOFF_NOT_A_TIME),
        ("dropOffDays", ProblemCode.NOT_A_DAY),
        ("dropOffDays", ProblemCode.DAY_SAME_DAY_CUTOFF_NOT_A_TIME),
        ("dropOffDelay", ProblemCode.DELAY_OUT_OF_RANGE),
        ("closedDays", ProblemCode.CLOSED_NOT_DATES),
    ]
    assert problems[0].values == {"weekday": Weekday(3), "value": "'25:00'"}
    assert problems[2].values["weekday"] == Weekday(7)  # 0 is Sunday too
    assert [problem.message for problem in problems] == [
        "Wednesday's own cutoff '25:00' is not a time: write it as HH:MM, for example 15:30.",
        "9 is not a day: days are numbered 1 (Monday) to 7 (Sunday).",
        "Sunday's same-day cutoff 'late' is not a time: write it as HH:MM, for example 09:30.",
        "The handling time must be a whole number of working days from 0 to 14, not -1.",
        "These closed days are not dates: '24-12-2026', '2026-02-30'. Write each as YYYY-MM-DD, for example "
        "2026-12-24.",
    ]


def test_a_closed_day_cannot_be_chosen() -> None:
    own, _ = read_drop_off_config(SHOPS[0])
    assert (
        closed_day_problem(date(2025, 6, 17), own) == "The shop is closed on Tuesday 17 June 2025: choose another day."
    )
    assert closed_day_problem(date(2025, 6, 18), own) == ""
