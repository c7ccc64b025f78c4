// Locale-aware texts for prices (integer cents), dates, distances and clock times.

/** A price in cents as text, or '' when nothing should be shown (spec §6 showPrices, showPriceSurcharge). */
export function formatPrice(cents, settings, t) {
  if (!settings.showPrices) return '';
  if (cents === 0) return settings.showPriceSurcharge ? '' : t('free');
  const money = new Intl.NumberFormat(settings.locale, { style: 'currency', currency: settings.currency });
  // A negative price is a discount and always reads "− €1,00".
  if (cents < 0) return `− ${money.format(-cents / 100)}`;
  // A surcharge reads "+ €1,50"; without surcharge notation the amount stands alone.
  return settings.showPriceSurcharge ? `+ ${money.format(cents / 100)}` : money.format(cents / 100);
}

/** 'YYYY-MM-DD…' as a local calendar date (no time zone shift: the service's dates are Amsterdam dates). */
export function calendarDate(text) {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

export function formatDay(text, locale, style = 'short') {
  const options = style === 'long'
    ? { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }
    : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(calendarDate(text));
}

export function weekdayName(index, locale) {
  // 2024-01-01 was a Monday; index 0 is Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + index, 12)));
}

/** 'HH:MM' out of 'YYYY-MM-DD HH:MM:SS'. */
export function clockTime(dateTime) {
  return dateTime.slice(11, 16);
}

export function formatDistance(metres, locale) {
  if (metres < 1000) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(Math.round(metres / 10) * 10);
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(metres / 1000);
}
