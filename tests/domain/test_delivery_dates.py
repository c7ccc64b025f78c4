"""Drop-off day and delivery days (spec §6 Drop-off and cutoff settings, spec §8, contract §8)."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from station.domain.delivery_dates import (
    DeliveryDateSettings,
    DeliveryDay,
    DropOffDay,
    compute_delivery_days,
    drop_off_day,
    is_carrier_day,
    is_open_drop_off_day,
    is_public_holiday,
    plan_delivery,
)
from station.domain.enums import Carrier

C = Carrier
D = date
S = DeliveryDateSettings
WEEKDAYS_17 = S(cutoff_time=time(17, 0))


def at(text: str) -> datetime:
    """A naive moment: Europe/Amsterdam wall time."""
    return datetime.fromisoformat(text)


# Each row: case, order moment, settings, carrier, recipient country, drop-off day, first delivery days.
CASES = [
    # spec §6 cutoffTime: an order after Friday's cutoff goes on Monday, delivered Tuesday (no Monday delivery)
    ("after Friday's cutoff", "2025-03-14 18:00", WEEKDAYS_17, C.POSTNL, "NL", D(2025, 3, 17), [D(2025, 3, 18)]),
    (
        "at Friday's cutoff counts as after",
        "2025-03-14 17:00",
        WEEKDAYS_17,
        C.POSTNL,
        "NL",
        D(2025, 3, 17),
        [D(2025, 3, 18)],
    ),
    (
        "before Friday's cutoff, Monday delivery allowed",
        "2025-03-14 16:59",
        S(cutoff_time=time(17, 0), allow_monday_delivery=True),
        C.POSTNL,
        "NL",
        D(2025, 3, 14),
        [D(2025, 3, 17)],
    ),
    ("Saturday order", "2025-03-15 09:00", WEEKDAYS_17, C.POSTNL, "NL", D(2025, 3, 17), [D(2025, 3, 18)]),
    ("no cutoff: the whole day counts", "2025-03-14 23:59", S(), C.POSTNL, "NL", D(2025, 3, 14), [D(2025, 3, 18)]),
    # spec §6 dropOffDays with a per-day cutoff; a day without its own cutoff uses the fallback
    (
        "Friday's own cutoff",
        "2025-03-14 13:00",
        S(drop_off_days=(DropOffDay(4), DropOffDay(5, time(12, 0))), cutoff_time=time(17, 0)),
        C.POSTNL,
        "NL",
        D(2025, 3, 20),
        [D(2025, 3, 21)],
    ),
    (
        "Thursday falls back to cutoffTime",
        "2025-03-13 16:00",
        S(drop_off_days=(DropOffDay(4), DropOffDay(5, time(12, 0))), cutoff_time=time(17, 0)),
        C.POSTNL,
        "NL",
        D(2025, 3, 13),
        [D(2025, 3, 14)],
    ),
    (
        "only Wednesdays",
        "2025-03-13 09:00",
        S(drop_off_days=(DropOffDay(3),)),
        C.POSTNL,
        "NL",
        D(2025, 3, 19),
        [D(2025, 3, 20)],
    ),
    # spec §6 dropOffDelay: days between order and drop-off (counted in open drop-off days)
    ("delay of two", "2025-03-10 10:00", S(drop_off_delay=2), C.POSTNL, "NL", D(2025, 3, 12), [D(2025, 3, 13)]),
    ("delay over a weekend", "2025-03-13 10:00", S(drop_off_delay=2), C.POSTNL, "NL", D(2025, 3, 17), [D(2025, 3, 18)]),
    # NL public holidays (holidays package): Good Friday 18 Apr, Easter Monday 21 Apr 2025
    ("Easter weekend", "2025-04-17 18:00", WEEKDAYS_17, C.POSTNL, "NL", D(2025, 4, 22), [D(2025, 4, 23)]),
    (
        "Easter Monday is no delivery day",
        "2025-04-17 10:00",
        S(allow_monday_delivery=True, delivery_days_window=2),
        C.POSTNL,
        "NL",
        D(2025, 4, 17),
        [D(2025, 4, 22), D(2025, 4, 23)],
    ),
    # King's Day: Saturday 26 Apr 2025, Monday 27 Apr 2026
    (
        "King's Day Saturday 2025 is no delivery day",
        "2025-04-25 10:00",
        S(allow_saturday_delivery=True, allow_monday_delivery=True),
        C.DHLFORYOU,
        "NL",
        D(2025, 4, 25),
        [D(2025, 4, 28)],
    ),
    (
        "King's Day Monday 2026: no drop-off",
        "2026-04-26 10:00",
        WEEKDAYS_17,
        C.POSTNL,
        "NL",
        D(2026, 4, 28),
        [D(2026, 4, 29)],
    ),
    (
        "King's Day Monday 2026: no delivery",
        "2026-04-24 10:00",
        S(allow_monday_delivery=True),
        C.POSTNL,
        "NL",
        D(2026, 4, 24),
        [D(2026, 4, 28)],
    ),
    # BE holidays apply to a BE carrier and a BE recipient; King's Day does not
    ("bpost on King's Day 2026", "2026-04-26 10:00", WEEKDAYS_17, C.BPOST, "BE", D(2026, 4, 27), [D(2026, 4, 28)]),
    (
        "bpost around Belgian National Day",
        "2025-07-18 18:00",
        WEEKDAYS_17,
        C.BPOST,
        "BE",
        D(2025, 7, 22),
        [D(2025, 7, 23)],
    ),
    (
        "postnl to BE on Belgian National Day",
        "2025-07-18 10:00",
        S(allow_monday_delivery=True),
        C.POSTNL,
        "BE",
        D(2025, 7, 18),
        [D(2025, 7, 22)],
    ),
    # spec §6 closedDays: a run of closed days before Christmas (25, 26 Dec are holidays)
    (
        "closed 22-24 Dec",
        "2025-12-19 18:00",
        S(cutoff_time=time(17, 0), closed_days=frozenset({D(2025, 12, 22), D(2025, 12, 23), D(2025, 12, 24)})),
        C.POSTNL,
        "NL",
        D(2025, 12, 29),
        [D(2025, 12, 30)],
    ),
    # Saturday delivery only when allowed and the carrier offers it (the capability table's Extra column)
    (
        "dhlforyou Saturday",
        "2025-03-14 10:00",
        S(allow_saturday_delivery=True),
        C.DHLFORYOU,
        "NL",
        D(2025, 3, 14),
        [D(2025, 3, 15)],
    ),
    (
        "postnl has no Saturday delivery",
        "2025-03-14 10:00",
        S(allow_saturday_delivery=True),
        C.POSTNL,
        "NL",
        D(2025, 3, 14),
        [D(2025, 3, 18)],
    ),
    # spec §6 same-day delivery with a same-day cutoff
    (
        "same day before its cutoff",
        "2025-03-11 09:00",
        S(allow_same_day_delivery=True, same_day_cutoff_time=time(9, 30), delivery_days_window=2),
        C.DHLFORYOU,
        "NL",
        D(2025, 3, 11),
        [D(2025, 3, 11), D(2025, 3, 12)],
    ),
    (
        "same day after its cutoff",
        "2025-03-11 09:30",
        S(allow_same_day_delivery=True, same_day_cutoff_time=time(9, 30), delivery_days_window=2),
        C.DHLFORYOU,
        "NL",
        D(2025, 3, 11),
        [D(2025, 3, 12), D(2025, 3, 13)],
    ),
    (
        "same day by the day's own cutoff",
        "2025-03-11 10:00",
        S(drop_off_days=(DropOffDay(2, None, time(11, 0)),), allow_same_day_delivery=True),
        C.TRUNKRS,
        "NL",
        D(2025, 3, 11),
        [D(2025, 3, 11)],
    ),
    (
        "same day not on postnl",
        "2025-03-11 09:00",
        S(allow_same_day_delivery=True, same_day_cutoff_time=time(9, 30)),
        C.POSTNL,
        "NL",
        D(2025, 3, 11),
        [D(2025, 3, 12)],
    ),
    (
        "same day not with a delay",
        "2025-03-11 09:00",
        S(allow_same_day_delivery=True, same_day_cutoff_time=time(9, 30), drop_off_delay=1),
        C.DHLFORYOU,
        "NL",
        D(2025, 3, 12),
        [D(2025, 3, 13)],
    ),
    (
        "same day not on a Monday without Monday delivery",
        "2025-03-10 09:00",
        S(allow_same_day_delivery=True, same_day_cutoff_time=time(9, 30)),
        C.DHLFORYOU,
        "NL",
        D(2025, 3, 10),
        [D(2025, 3, 11)],
    ),
    (
        "same day not on a non-drop-off day",
        "2025-03-15 09:00",
        S(allow_same_day_delivery=True, same_day_cutoff_time=time(9, 30), allow_saturday_delivery=True),
        C.DHLFORYOU,
        "NL",
        D(2025, 3, 17),
        [D(2025, 3, 18)],
    ),
    (
        "same day without any same-day cutoff",
        "2025-03-11 09:00",
        S(allow_same_day_delivery=True),
        C.DHLFORYOU,
        "NL",
        D(2025, 3, 11),
        [D(2025, 3, 12)],
    ),
]


@pytest.mark.parametrize(
    ("case", "moment", "settings", "carrier", "country", "drop_off", "first_days"), CASES, ids=[c[0] for c in CASES]
)
def test_delivery_date_table(
    case: str,
    moment: str,
    settings: DeliveryDateSettings,
    carrier: Carrier,
    country: str,
    drop_off: date,
    first_days: list[date],
) -> None:
    assert drop_off_day(at(moment), settings, carrier) == drop_off
    assert compute_delivery_days(at(moment), settings, carrier, country)[: len(first_days)] == first_days


def test_a_window_of_ten_shows_ten_delivery_days() -> None:
    # spec §6 deliveryDaysWindow: how many days ahead are shown; Tuesday to Friday without Monday/Saturday
    days = compute_delivery_days(at("2025-03-10 10:00"), S(delivery_days_window=10), C.POSTNL, "NL")
    assert days == [D(2025, 3, d) for d in (11, 12, 13, 14, 18, 19, 20, 21, 25, 26)]


def test_a_window_of_ten_over_easter_and_kings_day() -> None:
    days = compute_delivery_days(
        at("2025-04-16 10:00"),
        S(delivery_days_window=10, allow_monday_delivery=True, allow_saturday_delivery=True),
        C.DHLFORYOU,
        "NL",
    )
    # 18 Good Friday, 21 Easter Monday, 26 King's Day, 27 Sunday are left out; 10 days still shown
    assert days == [
        D(2025, 4, 17),
        D(2025, 4, 19),
        D(2025, 4, 22),
        D(2025, 4, 23),
        D(2025, 4, 24),
        D(2025, 4, 25),
        D(2025, 4, 28),
        D(2025, 4, 29),
        D(2025, 4, 30),
        D(2025, 5, 1),
    ]


def test_closed_days_in_the_window_are_blocked() -> None:
    # spec §6 closedDays "Blocks dates"; contract §8 "a window in which every day is closed has no options"
    settings = S(delivery_days_window=3, closed_days=frozenset({D(2025, 3, 12)}))
    plan = plan_delivery(at("2025-03-10 10:00"), settings, C.POSTNL, "NL")
    assert plan.window == (
        DeliveryDay(D(2025, 3, 11)),
        DeliveryDay(D(2025, 3, 12), blocked=True),
        DeliveryDay(D(2025, 3, 13)),
    )
    assert plan.delivery_days == (D(2025, 3, 11), D(2025, 3, 13))
    all_closed = S(delivery_days_window=3, closed_days=frozenset({D(2025, 3, 11), D(2025, 3, 12), D(2025, 3, 13)}))
    assert compute_delivery_days(at("2025-03-10 10:00"), all_closed, C.POSTNL, "NL") == []


def test_no_drop_off_day_at_all() -> None:
    every_wednesday = frozenset(D(2025, 3, 5) + timedelta(weeks=week) for week in range(200))
    settings = S(drop_off_days=(DropOffDay(3),), closed_days=every_wednesday)
    assert drop_off_day(at("2025-03-04 10:00"), settings, C.POSTNL) is None
    assert plan_delivery(at("2025-03-04 10:00"), settings, C.POSTNL, "NL").window == ()


def test_moments_are_read_in_amsterdam() -> None:
    # 16:30 UTC is 17:30 in Amsterdam in winter (CET): after a 17:00 cutoff
    assert drop_off_day(datetime(2025, 3, 14, 16, 30, tzinfo=UTC), WEEKDAYS_17, C.POSTNL) == D(2025, 3, 17)
    # 14:30 UTC is 16:30 in summer (CEST): before it
    assert drop_off_day(datetime(2025, 7, 4, 14, 30, tzinfo=UTC), WEEKDAYS_17, C.POSTNL) == D(2025, 7, 4)


def test_holidays_only_for_nl_and_be() -> None:
    assert is_public_holiday(D(2025, 4, 26), "NL") and is_public_holiday(D(2025, 4, 26), " nl ")
    assert not is_public_holiday(D(2025, 4, 26), "BE")
    assert is_public_holiday(D(2025, 7, 21), "BE")
    assert not is_public_holiday(D(2025, 12, 25), "DE")


def test_no_same_day_after_the_days_own_cutoff() -> None:
    # Found by test_plan_properties: a same-day cutoff later than the day's cutoff offered today while the parcel
    # leaves tomorrow. Same day needs the parcel to leave today.
    settings = S(cutoff_time=time(0, 0), same_day_cutoff_time=time(12, 0), allow_same_day_delivery=True)
    plan = plan_delivery(at("2025-01-07 00:00"), settings, C.DHLFORYOU, "NL")
    assert plan.drop_off == D(2025, 1, 8)
    assert not any(day.same_day for day in plan.window)
    before = plan_delivery(
        at("2025-01-07 09:00"),
        S(cutoff_time=time(17, 0), same_day_cutoff_time=time(12, 0), allow_same_day_delivery=True),
        C.DHLFORYOU,
        "NL",
    )
    assert before.window[0].same_day and before.drop_off == D(2025, 1, 7)


def test_window_of_zero_shows_nothing() -> None:
    settings = S(allow_same_day_delivery=True, same_day_cutoff_time=time(12, 0), delivery_days_window=0)
    assert compute_delivery_days(at("2025-03-11 09:00"), settings, C.DHLFORYOU, "NL") == []


settings_strategy = st.builds(
    DeliveryDateSettings,
    drop_off_days=st.lists(st.integers(1, 7), min_size=1, max_size=7, unique=True).flatmap(
        lambda days: st.tuples(
            *(
                st.builds(DropOffDay, st.just(day), st.none() | st.times(), st.none() | st.times())
                for day in sorted(days)
            )
        )
    ),
    cutoff_time=st.none() | st.times(),
    same_day_cutoff_time=st.none() | st.times(),
    drop_off_delay=st.integers(0, 14),
    delivery_days_window=st.integers(1, 14),
    closed_days=st.frozensets(st.dates(D(2025, 1, 1), D(2025, 3, 1)), max_size=20),
    allow_monday_delivery=st.booleans(),
    allow_saturday_delivery=st.booleans(),
    allow_same_day_delivery=st.booleans(),
)


@given(
    st.datetimes(datetime(2025, 1, 1), datetime(2025, 2, 1)),
    settings_strategy,
    st.sampled_from(Carrier),
    st.sampled_from(["NL", "BE", "DE"]),
)
def test_plan_properties(moment: datetime, settings: DeliveryDateSettings, carrier: Carrier, country: str) -> None:
    plan = plan_delivery(moment, settings, carrier, country)
    assert plan.drop_off is not None and plan.drop_off >= moment.date()
    assert is_open_drop_off_day(plan.drop_off, settings, carrier)
    dates = [day.date for day in plan.window]
    assert dates == sorted(set(dates))
    assert len(plan.window) == settings.delivery_days_window  # the window is always filled (closed days blocked)
    for day in plan.window:
        assert day.date.isoweekday() != 7  # no Sunday delivery
        assert is_carrier_day(day.date, settings, carrier, country)
        assert day.blocked == (day.date in settings.closed_days)
        if day.same_day:
            assert day.date == moment.date() == plan.drop_off
        else:
            assert day.date > plan.drop_off
