// The shop's drop-off rules that contract §8 has no parameter for, applied here from the same configuration: a day's
// own cutoff, the same-day cutoff and closed days (spec §6). The widget asks the service with §8's parameters only
// (`cutoff_time`, `dropoff_days` as `1;2;3`, `dropoff_delay`, `deliverydays_window`, `same_day_delivery`), chosen
// so that the service's dates are the ones the full rules give (station/domain/delivery_dates.py, docs/domain.md;
// station/domain/shop_delivery.py does the same for Station's own dialog):
// - rule 3 reads only today's cutoff: `cutoff_time` is today's own cutoff, else the fallback;
// - rules 2 and 4: a closed day is an open drop-off day to the service, so `dropoff_delay` grows by the closed days
//   passed before the drop-off day the full rules give;
// - rule 6: a closed day inside the window is shown but blocked (widget.js blocks the service's day);
// - rule 7: same-day delivery is asked for only before today's same-day cutoff.
// "Today" is the customer's clock, read in Europe/Amsterdam.

const AMSTERDAM = 'Europe/Amsterdam';
const MONDAY_TO_FRIDAY = Object.freeze([1, 2, 3, 4, 5].map((day) => ({ day, cutoffTime: null, sameDayCutoffTime: null })));
// The country whose public holidays close a carrier's drop-off days (station/domain/capabilities.py local_country).
const CARRIER_COUNTRY = Object.freeze({
  postnl: 'NL', bpost: 'BE', dpd: 'BE', dhlforyou: 'NL', dhlparcelconnect: 'NL', dhleuroplus: 'NL',
  upsstandard: 'NL', upsexpresssaver: 'NL', gls: 'NL', trunkrs: 'NL',
});
const SEARCH_HORIZON_DAYS = 731; // as station/domain: further than two years means every day is closed
const MAX_DROP_OFF_DELAY = 14;

/** `now` as Amsterdam wall time: `{date: 'YYYY-MM-DD', time: 'HH:MM:SS'}`. */
export function amsterdamMoment(now) {
  const parts = {};
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: AMSTERDAM, year: 'numeric', month: '2-digit', day: '2-digit',
    hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  });
  for (const { type, value } of format.formatToParts(now)) parts[type] = value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

function utcDate(text) {
  return new Date(`${text}T00:00:00Z`);
}

function isoText(date) {
  return date.toISOString().slice(0, 10);
}

export function addDays(text, days) {
  const date = utcDate(text);
  date.setUTCDate(date.getUTCDate() + days);
  return isoText(date);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(text) {
  return utcDate(text).getUTCDay() || 7;
}

function easterSunday(year) {
  // The anonymous Gregorian algorithm (Meeus/Jones/Butcher).
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const holidayCache = new Map();

/** The public holidays of NL or BE in `year` as the `holidays` package lists them (none for other countries). */
export function publicHolidays(country, year) {
  const key = `${country}:${year}`;
  if (holidayCache.has(key)) return holidayCache.get(key);
  const easter = easterSunday(year);
  const fixed = (month, day) => `${year}-${month}-${day}`;
  let days = [];
  if (country === 'NL') {
    const kingsDay = isoWeekday(fixed('04', '27')) === 7 ? fixed('04', '26') : fixed('04', '27');
    days = [
      fixed('01', '01'), addDays(easter, -2), easter, addDays(easter, 1), kingsDay,
      addDays(easter, 39), addDays(easter, 49), addDays(easter, 50), fixed('12', '25'), fixed('12', '26'),
    ];
    if (year % 5 === 0) days.push(fixed('05', '05')); // Liberation Day, a day off every five years
  } else if (country === 'BE') {
    days = [
      fixed('01', '01'), easter, addDays(easter, 1), fixed('05', '01'), addDays(easter, 39), addDays(easter, 49),
      addDays(easter, 50), fixed('07', '21'), fixed('08', '15'), fixed('11', '01'), fixed('11', '11'), fixed('12', '25'),
    ];
  }
  const set = new Set(days);
  holidayCache.set(key, set);
  return set;
}

function isHoliday(text, country) {
  return publicHolidays(country, Number(text.slice(0, 4))).has(text);
}

/** The drop-off day of rules 2–4 for an order at `moment`, or null when no open drop-off day comes. */
function dropOffDay(moment, days, todayCutoff, delay, closed, country) {
  const listed = new Set(days.map((day) => day.day));
  const open = (text) => listed.has(isoWeekday(text)) && !closed.has(text) && !isHoliday(text, country);
  const countsToday = open(moment.date) && (todayCutoff === null || moment.time < `${todayCutoff}:00`);
  let day = countsToday ? moment.date : addDays(moment.date, 1);
  let skipped = 0;
  for (let step = 0; step < SEARCH_HORIZON_DAYS; step += 1, day = addDays(day, 1)) {
    if (!open(day)) continue;
    if (skipped === delay) return day;
    skipped += 1;
  }
  return null;
}

/**
 * The contract §8 drop-off parameters for one carrier's drop-off settings (config.js's `carrier.dropOff`) and an order
 * placed at `now`: `{cutoffTime, dropOffDays, dropOffDelay, deliveryDaysWindow, sameDayCutoff}` with nulls where the
 * service's default holds (`sameDayCutoff`: today's same-day cutoff, null when none).
 */
export function contractDropOff(dropOff, slug, now) {
  const moment = amsterdamMoment(now);
  const days = dropOff.dropOffDays ?? MONDAY_TO_FRIDAY;
  const today = days.find((day) => day.day === isoWeekday(moment.date));
  const todayCutoff = today?.cutoffTime ?? dropOff.cutoffTime ?? null;
  const sameDayCutoff = today?.sameDayCutoffTime ?? dropOff.sameDayCutoffTime ?? null;
  const closed = new Set(dropOff.closedDays ?? []);
  const delay = dropOff.dropOffDelay ?? 0;
  let dropOffDelay = dropOff.dropOffDelay;
  if (closed.size) {
    const country = CARRIER_COUNTRY[slug] ?? 'NL';
    const target = dropOffDay(moment, days, todayCutoff, delay, closed, country);
    if (target !== null) {
      // The smallest delay after which the rules without closed days reach the same day.
      const none = new Set();
      let reaching = MAX_DROP_OFF_DELAY;
      for (let candidate = 0; candidate <= MAX_DROP_OFF_DELAY; candidate += 1) {
        if (dropOffDay(moment, days, todayCutoff, candidate, none, country) === target) {
          reaching = candidate;
          break;
        }
      }
      if (reaching !== delay || dropOffDelay !== null) dropOffDelay = reaching;
    }
  }
  return {
    cutoffTime: todayCutoff,
    dropOffDays: dropOff.dropOffDays === null ? null : days.map((day) => day.day),
    dropOffDelay,
    deliveryDaysWindow: dropOff.deliveryDaysWindow,
    sameDayCutoff,
    momentTime: moment.time,
  };
}

/** Whether a delivery date (`YYYY-MM-DD …`) is one of the shop's closed days (rule 6: shown, not selectable). */
export function isClosedDay(dropOff, deliveryDate) {
  return (dropOff.closedDays ?? []).includes(String(deliveryDate).slice(0, 10));
}

/**
 * Pickup points with the shop's closed days applied (rule 6, as for delivery days): a point whose first pickup
 * moment falls on a closed day is ready on the next open day of `deliveryDays` (the service's days with the closed
 * ones blocked: no possibilities), at the service's time of day; with no open day after it, it is not offered.
 */
export function pickupsWithClosedDays(dropOff, pickups, deliveryDays) {
  if (!(dropOff.closedDays ?? []).length) return pickups;
  const openDays = deliveryDays
    .filter((day) => day.possibilities.length > 0)
    .map((day) => String(day.date).slice(0, 10))
    .sort();
  return pickups.flatMap((pickup) => {
    const [first, ...rest] = pickup.possibilities ?? [];
    const start = first?.moment?.start;
    if (!start || !isClosedDay(dropOff, start)) return [pickup];
    const day = String(start).slice(0, 10);
    const next = openDays.find((open) => open > day);
    if (!next) return [];
    const moment = { ...first.moment, start: `${next}${String(start).slice(10)}` };
    return [{ ...pickup, possibilities: [{ ...first, moment }, ...rest] }];
  });
}
