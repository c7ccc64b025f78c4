"""Drop-off day and delivery days from an order moment, the widget's drop-off settings and a carrier (spec §6, §8).

The rules, in order (docs/domain.md repeats them for the sandbox and the widget's mirror):
1. The order moment is read in Europe/Amsterdam; a naive moment already is Amsterdam time.
2. An open drop-off day is a weekday listed in dropOffDays that is neither a closedDays date nor a public
   holiday of the carrier's own country (NL or BE, from the `holidays` package).
3. The order counts for today when today is an open drop-off day and the order came strictly before today's
   cutoff (the day's own cutoffTime, else the fallback cutoffTime; no cutoff at all means the whole day);
   otherwise it counts from tomorrow.
4. The drop-off day is the first open drop-off day on or after that day, then dropOffDelay further open
   drop-off days later (the delay counts working days of the shop, as handling time usually does).
5. A carrier day is a date the carrier delivers: never Sunday, Monday only with allowMondayDelivery, Saturday
   only with allowSaturdayDelivery on a carrier that offers Saturday delivery, never a public holiday of the
   recipient's country (NL or BE).
6. The window is the first deliveryDaysWindow carrier days after the drop-off day; closedDays dates inside it
   are blocked (shown as unavailable), so a window whose days are all closed offers nothing (contract §8).
7. Same-day delivery puts the order day itself first in the window, when allowed by the settings and the
   carrier, dropOffDelay is 0, the order counts for today (rule 3: the parcel leaves today), the order day is a
   carrier day, and the order came strictly before that day's same-day cutoff.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import lru_cache
from itertools import islice
from zoneinfo import ZoneInfo

import holidays

from station.domain.capabilities import CAPABILITIES
from station.domain.enums import Carrier, ShipmentOption

AMSTERDAM = ZoneInfo("Europe/Amsterdam")
MONDAY, SATURDAY, SUNDAY = 1, 6, 7
# Searching further than this for an open day means the settings close every day; two years covers any
# realistic run of closed days and holidays.
SEARCH_HORIZON_DAYS = 731
HOLIDAY_COUNTRIES: frozenset[str] = frozenset({"NL", "BE"})


@dataclass(frozen=True)
class DropOffDay:
    """A weekday the shop hands parcels to the carrier (ISO: 1 Monday … 7 Sunday), with its own cutoffs if any."""

    weekday: int
    cutoff_time: time | None = None
    same_day_cutoff_time: time | None = None


MONDAY_TO_FRIDAY: tuple[DropOffDay, ...] = tuple(DropOffDay(weekday) for weekday in range(1, 6))


@dataclass(frozen=True)
class DeliveryDateSettings:
    """The drop-off and delivery-day settings of one carrier (spec §6 Drop-off and cutoff settings).

    Defaults: Monday to Friday (what the widget assumes without dropOffDays), no cutoff, no delay, a window of
    one day, nothing closed, no Monday, Saturday or same-day delivery.
    """

    drop_off_days: tuple[DropOffDay, ...] = MONDAY_TO_FRIDAY
    cutoff_time: time | None = None
    same_day_cutoff_time: time | None = None
    drop_off_delay: int = 0
    delivery_days_window: int = 1
    closed_days: frozenset[date] = frozenset()
    allow_monday_delivery: bool = False
    allow_saturday_delivery: bool = False
    allow_same_day_delivery: bool = False

    def drop_off_day_of_week(self, weekday: int) -> DropOffDay | None:
        for day in self.drop_off_days:
            if day.weekday == weekday:
                return day
        return None

    def cutoff_on(self, weekday: int) -> time | None:
        """The cutoff of that weekday: its own, else the fallback.

        spec §6: "A day without its own cutoff uses the fallback."
        """
        day = self.drop_off_day_of_week(weekday)
        own = day.cutoff_time if day is not None else None
        return own if own is not None else self.cutoff_time

    def same_day_cutoff_on(self, weekday: int) -> time | None:
        day = self.drop_off_day_of_week(weekday)
        own = day.same_day_cutoff_time if day is not None else None
        return own if own is not None else self.same_day_cutoff_time


@dataclass(frozen=True)
class DeliveryDay:
    """One date of the window; `blocked` when closedDays lists it (shown, but not selectable)."""

    date: date
    same_day: bool = False
    blocked: bool = False


@dataclass(frozen=True)
class DeliveryPlan:
    """The drop-off day and the window of delivery days for one order moment; `drop_off` None if none exists."""

    drop_off: date | None
    window: tuple[DeliveryDay, ...]

    @property
    def delivery_days(self) -> tuple[date, ...]:
        """The dates a customer can choose, earliest first."""
        return tuple(day.date for day in self.window if not day.blocked)


@lru_cache(maxsize=8)
def _public_holidays(country: str) -> holidays.HolidayBase:
    # The holidays object fills in years lazily as dates are looked up.
    return holidays.country_holidays(country)


def is_public_holiday(day: date, country: str) -> bool:
    """True on a public holiday of NL or BE (the `holidays` package); other countries have none here."""
    code = country.strip().upper()
    return code in HOLIDAY_COUNTRIES and day in _public_holidays(code)


def local_moment(now: datetime) -> datetime:
    """`now` as naive Europe/Amsterdam wall time; a naive `now` already is."""
    return now.astimezone(AMSTERDAM).replace(tzinfo=None) if now.tzinfo is not None else now


def _days_from(start: date) -> Iterator[date]:
    for offset in range(SEARCH_HORIZON_DAYS):
        yield start + timedelta(days=offset)


def is_open_drop_off_day(day: date, settings: DeliveryDateSettings, carrier: Carrier) -> bool:
    """Rule 2: a listed weekday, not closed, not a holiday in the carrier's own country."""
    return (
        settings.drop_off_day_of_week(day.isoweekday()) is not None
        and day not in settings.closed_days
        and not is_public_holiday(day, CAPABILITIES[carrier].local_country.value)
    )


def is_carrier_day(day: date, settings: DeliveryDateSettings, carrier: Carrier, country: str) -> bool:
    """Rule 5: a date the carrier delivers to `country`."""
    weekday = day.isoweekday()
    if weekday == SUNDAY:
        return False
    if weekday == MONDAY and not settings.allow_monday_delivery:
        return False
    if weekday == SATURDAY and not (settings.allow_saturday_delivery and CAPABILITIES[carrier].saturday_delivery):
        return False
    return not is_public_holiday(day, country)


def _counts_for_today(moment: datetime, settings: DeliveryDateSettings, carrier: Carrier) -> bool:
    """Rule 3: the order day is an open drop-off day and the order came strictly before its cutoff."""
    today = moment.date()
    if not is_open_drop_off_day(today, settings, carrier):
        return False
    cutoff = settings.cutoff_on(today.isoweekday())
    return cutoff is None or moment.time() < cutoff


def drop_off_day(now: datetime, settings: DeliveryDateSettings, carrier: Carrier) -> date | None:
    """Rules 1–4: the day the parcel goes to the carrier, or None when no open drop-off day comes."""
    moment = local_moment(now)
    start = moment.date() if _counts_for_today(moment, settings, carrier) else moment.date() + timedelta(days=1)
    open_days = (day for day in _days_from(start) if is_open_drop_off_day(day, settings, carrier))
    for skipped, day in enumerate(open_days):
        if skipped == settings.drop_off_delay:
            return day
    return None


def _same_day_possible(moment: datetime, settings: DeliveryDateSettings, carrier: Carrier, country: str) -> bool:
    """Rule 7."""
    today = moment.date()
    if not (settings.allow_same_day_delivery and ShipmentOption.SAME_DAY_DELIVERY in CAPABILITIES[carrier].options):
        return False
    # The parcel must go to the carrier today: a same-day cutoff later than the day's own cutoff does not make an
    # order placed after that cutoff leave today.
    if settings.drop_off_delay != 0 or not _counts_for_today(moment, settings, carrier):
        return False
    if not is_carrier_day(today, settings, carrier, country):
        return False
    cutoff = settings.same_day_cutoff_on(today.isoweekday())
    return cutoff is not None and moment.time() < cutoff


def plan_delivery(now: datetime, settings: DeliveryDateSettings, carrier: Carrier, country: str) -> DeliveryPlan:
    """Rules 1–7: the drop-off day and the window of delivery days for an order placed at `now` to `country`."""
    moment = local_moment(now)
    drop_off = drop_off_day(moment, settings, carrier)
    if drop_off is None:
        return DeliveryPlan(None, ())
    window: list[DeliveryDay] = []
    if settings.delivery_days_window > 0 and _same_day_possible(moment, settings, carrier, country):
        # An open drop-off day is never a closed day, so the same-day date is never blocked.
        window.append(DeliveryDay(moment.date(), same_day=True))
    carrier_days = (
        day for day in _days_from(drop_off + timedelta(days=1)) if is_carrier_day(day, settings, carrier, country)
    )
    for day in islice(carrier_days, max(settings.delivery_days_window - len(window), 0)):
        window.append(DeliveryDay(day, blocked=day in settings.closed_days))
    return DeliveryPlan(drop_off, tuple(window))


def compute_delivery_days(now: datetime, settings: DeliveryDateSettings, carrier: Carrier, country: str) -> list[date]:
    """The dates a customer can choose for an order placed at `now` (see the module's rules)."""
    return list(plan_delivery(now, settings, carrier, country).delivery_days)
