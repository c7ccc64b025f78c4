"""The shop's own drop-off settings (spec §6 keys: drop-off days with their cutoffs, closed days, delay, window), as
the shop owner edits them and as Station hands them to the delivery options widget.

Contract §8 has no parameter for a day's own cutoff or for closed days, and Station sends no private ones. So the
widget gets today's cutoff (the only cutoff the date rules read: rule 3 of station.domain.delivery_dates) and a
drop-off delay that lands on the same drop-off day as the closed days do; the service then computes the same dates
from the listed parameters. A closed day inside the delivery window cannot be said that way: `closed_day_problem`
refuses a choice on one.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import replace
from datetime import date, datetime

from station.domain.delivery_dates import MONDAY_TO_FRIDAY, DeliveryDateSettings, DropOffDay, drop_off_day, local_moment
from station.domain.delivery_day_problems import (
    CLOSED,
    CUTOFF,
    DAYS,
    DELAY,
    WINDOW,
    ProblemCode,
    SettingProblem,
    problems_of,
)
from station.domain.drop_off_settings import MAX_DROP_OFF_DELAY, DropOffSettings, parse_drop_off_settings
from station.domain.enums import Carrier
from station.domain.text import QT_TRANSLATE_NOOP

__all__ = [
    "CLOSED",
    "CUTOFF",
    "DAYS",
    "DELAY",
    "STATION_DEFAULT",
    "WINDOW",
    "ProblemCode",
    "SettingProblem",
    "closed_day_problem",
    "contract_drop_off_keys",
    "drop_off_config",
    "read_drop_off_config",
]

log = logging.getLogger("station.domain.shop_delivery")

# What Station offered before a shop set its own days: Monday to Friday, no cutoff, five days to choose from.
STATION_DEFAULT = DropOffSettings(drop_off_days=MONDAY_TO_FRIDAY, delivery_days_window=5)

_CLOCK = "%H:%M"


def drop_off_config(settings: DropOffSettings) -> dict[str, object]:
    """The settings in the widget's own spelling (spec §6): how they are stored and how a shop's web developer reads
    them. A day with its own cutoff is written as an object."""
    config: dict[str, object] = {}
    if settings.drop_off_days is not None:
        config[DAYS] = [
            day.weekday
            if day.cutoff_time is None and day.same_day_cutoff_time is None
            else {
                "day": day.weekday,
                **({"cutoffTime": day.cutoff_time.strftime(_CLOCK)} if day.cutoff_time else {}),
                **(
                    {"sameDayCutoffTime": day.same_day_cutoff_time.strftime(_CLOCK)} if day.same_day_cutoff_time else {}
                ),
            }
            for day in settings.drop_off_days
        ]
    if settings.cutoff_time is not None:
        config[CUTOFF] = settings.cutoff_time.strftime(_CLOCK)
    if settings.drop_off_delay is not None:
        config[DELAY] = settings.drop_off_delay
    if settings.delivery_days_window is not None:
        config[WINDOW] = settings.delivery_days_window
    if settings.closed_days:
        config[CLOSED] = sorted(day.isoformat() for day in settings.closed_days)
    return config


def read_drop_off_config(config: Mapping[str, object]) -> tuple[DropOffSettings, list[SettingProblem]]:
    """The settings as the widget reads them (station.domain.drop_off_settings), each problem with its key; a key
    that cannot be used is left out of the settings."""
    settings = DropOffSettings()
    problems: list[SettingProblem] = []
    for key in (DAYS, CUTOFF, DELAY, WINDOW, CLOSED):
        if config.get(key) is None:
            continue
        if key == DAYS and config[key] in ([], ""):
            problems.append(SettingProblem(DAYS, ProblemCode.NO_DAYS))
            continue
        messages: list[str] = []
        settings = parse_drop_off_settings({key: config[key]}, "", messages).over(settings)
        problems.extend(problem for message in messages for problem in problems_of(key, message))
    return settings, problems


def contract_drop_off_keys(settings: DropOffSettings, carrier: Carrier, now: datetime) -> dict[str, object]:
    """The widget's drop-off keys for an order at `now` that the widget can send with contract §8's parameters only
    (`dropoff_days` as `1;2;3`, `cutoff_time`, `dropoff_delay`, `deliverydays_window`), giving the drop-off day
    and window the shop's full settings give (rules of station.domain.delivery_dates)."""
    full = settings.resolved()
    moment = local_moment(now)
    today_cutoff = full.cutoff_on(moment.isoweekday())
    plain = DeliveryDateSettings(
        drop_off_days=tuple(DropOffDay(day.weekday) for day in full.drop_off_days),
        cutoff_time=today_cutoff,
        delivery_days_window=full.delivery_days_window,
    )
    keys: dict[str, object] = {
        DAYS: ";".join(str(day.weekday) for day in full.drop_off_days),
        WINDOW: full.delivery_days_window,
        DELAY: _delay_reaching(drop_off_day(moment, full, carrier), plain, moment, carrier, full.drop_off_delay),
    }
    if today_cutoff is not None:
        keys[CUTOFF] = today_cutoff.strftime(_CLOCK)
    return keys


def _delay_reaching(
    target: date | None, plain: DeliveryDateSettings, moment: datetime, carrier: Carrier, fallback: int
) -> int:
    """The smallest delay after which the rules without closed days reach `target` (closed days are open drop-off
    days to them, so the delay grows by the closed days passed)."""
    if target is None:
        return fallback
    for delay in range(MAX_DROP_OFF_DELAY + 1):
        if drop_off_day(moment, replace(plain, drop_off_delay=delay), carrier) == target:
            return delay
    log.warning(
        "the shop's closed days put the drop-off day (%s) further than a delay of %d days can say; the "
        "widget shows earlier dates",
        target,
        MAX_DROP_OFF_DELAY,
    )
    return MAX_DROP_OFF_DELAY


def closed_day_problem(chosen: date, settings: DropOffSettings) -> str:
    """Why `chosen` cannot be the delivery day ("" when it can): a closed day of the shop (rule 6)."""
    if chosen in (settings.closed_days or frozenset()):
        return QT_TRANSLATE_NOOP("ShopDelivery", "The shop is closed on {day}: choose another day.").format(day=chosen)
    return ""
