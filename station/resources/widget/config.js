// Reading of the widget configuration (spec §6), mirroring station/domain/widget_config.py and
// drop_off_settings.py. The service computes the delivery dates; its answer is authoritative, this module only
// reads and normalises what the shop wrote.
//
// A bad key degrades, it does not blank: a key that cannot be used is dropped with one error naming it and what
// was expected, and everything else is used. Only a configuration without a single usable carrier has no
// `settings`. Forms shops write within the specification's types are accepted (see docs/delivery-widget.md,
// "Moving from the widget you use today").

export const DEFAULT_SELECTOR = '#svc-delivery-options';
export const PLATFORMS = Object.freeze({
  nl: { country: 'NL', locale: 'nl-NL' },
  be: { country: 'BE', locale: 'nl-BE' },
});
export const CARRIERS = Object.freeze({
  postnl: 'PostNL', bpost: 'bpost', dpd: 'DPD', dhlforyou: 'DHL For You', dhlparcelconnect: 'DHL Parcel Connect',
  dhleuroplus: 'DHL Europlus', upsstandard: 'UPS Standard', upsexpresssaver: 'UPS Express Saver', gls: 'GLS',
  trunkrs: 'Trunkrs',
});
// spec §6 carrierSettings.packageType: the package types the widget can pre-select.
export const WIDGET_PACKAGE_TYPES = Object.freeze(['package', 'mailbox', 'digital_stamp', 'package_small']);
export const MAX_DROP_OFF_DELAY = 14;
export const MAX_DELIVERY_DAYS_WINDOW = 14;
export const DEFAULT_TILE_LAYER = Object.freeze({
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  minZoom: 0,
  maxZoom: 19,
});

// Carrier keys a carrier does not set itself: what Station assumes when some keys are given.
const CARRIER_DEFAULTS = Object.freeze({
  allowDeliveryOptions: true, allowStandardDelivery: true, allowMorningDelivery: false, allowEveningDelivery: false,
  allowSameDayDelivery: false, allowMondayDelivery: false, allowSaturdayDelivery: false,
  priceStandardDelivery: 0, priceMorningDelivery: 0, priceEveningDelivery: 0, priceSameDayDelivery: 0,
  priceMondayDelivery: 0, priceSaturdayDelivery: 0,
  allowSignature: false, allowOnlyRecipient: false, allowPriorityDelivery: false, priceSignature: 0,
  priceOnlyRecipient: 0, allowPickupLocations: true, pricePickup: 0, excludeParcelLockers: false,
  packageType: 'package', pricePackageTypeMailbox: 0, pricePackageTypeDigitalStamp: 0, pricePackageTypePackageSmall: 0,
});
// spec §6 "An empty object for a carrier means the account defaults": every delivery moment and option the
// carrier offers (the service decides what that is for the address). Same-day needs the shop's own cutoff and
// Monday/Saturday delivery change which days are offered, so they stay the shop's decision.
const ACCOUNT_DEFAULTS = Object.freeze({
  ...CARRIER_DEFAULTS, allowMorningDelivery: true, allowEveningDelivery: true, allowSignature: true,
  allowOnlyRecipient: true, allowPriorityDelivery: true,
});
const CONFIG_BOOLEANS = Object.freeze({
  showPrices: true, showPriceSurcharge: true, showDeliveryDate: true, pickupShowDistance: true,
  allowPickupLocationsViewSelection: true,
});
const DROP_OFF_KEYS = Object.freeze(['cutoffTime', 'sameDayCutoffTime', 'dropOffDays', 'dropOffDelay', 'deliveryDaysWindow', 'closedDays']);
// Spellings of the widget shops use today, read as the specification's key (each with a deprecation note).
const RENAMED_KEYS = Object.freeze({ cutoffTimeSameDay: 'sameDayCutoffTime' });
// Deprecated per-weekday cutoffs: the cutoff of that day of dropOffDays (5 Friday, 6 Saturday).
const WEEKDAY_CUTOFF_KEYS = Object.freeze({ fridayCutoffTime: 5, saturdayCutoffTime: 6 });
const CONFIG_OTHER_KEYS = Object.freeze(['platform', 'locale', 'carrierSettings', 'currency', 'pickupLocationsDefaultView', 'pickupLocationsMapTileLayerData']);
const TOP_LEVEL_KEYS = Object.freeze(['address', 'config', 'strings', 'selector']);
const ADDRESS_KEYS = Object.freeze(['cc', 'postalCode', 'number', 'street', 'city']);
// Keys of other versions of the widget that this version does not use: ignored with one console note.
export const LATER_VERSION_KEYS = Object.freeze([
  'allowExpressDelivery', 'priceExpressDelivery', 'pricePriorityDelivery', 'pricePackageTypeEnvelope', 'collect',
  'allowCollect', 'priceCollect', 'allowReceiptCode', 'priceReceiptCode', 'apiBaseUrl', 'proxyCapabilities',
  'pickupMapAllowLoadMore', 'showPriceZeroAsFree', 'compactView', 'popUpMap', 'isBusiness', 'allowShowDeliveryDate',
  'initial', 'platformConfig', 'basePrice', 'allowRetry',
]);
const CLOCK_TIME = /^(0?[0-9]|1[0-9]|2[0-3]):([0-5][0-9])$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCALE = /^([a-zA-Z]{2})(?:[-_]([a-zA-Z]{2}))?$/;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isWholeNumber = (value) => typeof value === 'number' && Number.isInteger(value);
const show = (value) => JSON.stringify(value) ?? String(value);
// spec §6 types: null means "not set", for any key.
const isSet = (source, key) => Object.hasOwn(source, key) && source[key] !== null && source[key] !== undefined;
// An empty array is how a shop's PHP writes an empty object.
const asObject = (value) => (Array.isArray(value) && value.length === 0 ? {} : value);
const setKeys = (source) => Object.keys(source).filter((key) => isSet(source, key)).sort();

/** Edit distance (insertions, deletions, substitutions), case-insensitive. */
function distance(a, b) {
  [a, b] = [a.toLowerCase(), b.toLowerCase()];
  let previous = [...Array(b.length + 1).keys()];
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** For a typo: " (did you mean 'x'?)" naming the nearest known key within two edits, else a pointer to the docs. */
function didYouMean(key, known) {
  const near = known.filter((candidate) => distance(key, candidate) <= 2).sort((a, b) => distance(key, a) - distance(key, b) || (a < b ? -1 : a > b ? 1 : 0));
  return near.length ? ` (did you mean '${near[0]}'?)` : ' (see docs/delivery-widget.md)';
}

/** true/false, also written 0/1; undefined when neither. */
function readBoolean(value) {
  if (typeof value === 'boolean') return value;
  if (value === 0 || value === 1) return value === 1;
  return undefined;
}

/** `HH:MM` (the hour may have one digit), as `HH:MM`; null when not a time. */
export function readClockTime(value) {
  const match = typeof value === 'string' ? CLOCK_TIME.exec(value.trim()) : null;
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : null;
}

/** The outcome of reading a configuration: `settings` is null only when no carrier can be shown. */
export function validateConfiguration(input) {
  const report = { errors: [], warnings: [], later: [] };
  const result = () => ({
    settings: null, errors: report.errors, warnings: report.warnings,
    notes: report.later.length ? [`keys of another widget version are ignored: ${report.later.join(', ')}`] : [],
  });
  if (!isObject(input)) {
    report.errors.push(`the widget configuration must be an object, not ${show(input)}`);
    return result();
  }
  for (const key of setKeys(input)) {
    if (TOP_LEVEL_KEYS.includes(key)) continue;
    if (LATER_VERSION_KEYS.includes(key)) report.later.push(key);
    else report.errors.push(`unknown key '${key}' is dropped; expected one of ${TOP_LEVEL_KEYS.join(', ')}`);
  }
  const config = asObject(input.config);
  if (!isObject(config)) {
    report.errors.push(`config must be an object with platform and carrierSettings, not ${show(input.config)}`);
    return result();
  }
  const address = readAddress(isSet(input, 'address') ? input.address : {}, report);

  // spec §6: platform is required. Without a usable one, the address's country decides, else the NL platform.
  let platform = Object.hasOwn(PLATFORMS, config.platform) ? config.platform : null;
  if (platform === null) {
    platform = address.cc.toUpperCase() === 'BE' ? 'be' : 'nl';
    report.errors.push(`config.platform: ${show(config.platform)} is not one of ${Object.keys(PLATFORMS).join(', ')}; using '${platform}'`);
  }
  const settings = { platform, country: PLATFORMS[platform].country, address };
  for (const [key, fallback] of Object.entries(CONFIG_BOOLEANS)) {
    settings[key] = fallback;
    if (!isSet(config, key)) continue;
    const value = readBoolean(config[key]);
    if (value === undefined) report.errors.push(`config.${key}: ${show(config[key])} is not true or false; dropped`);
    else settings[key] = value;
  }
  // spec §9: showDeliveryDate is deprecated since v6.26.0.
  if (isSet(config, 'showDeliveryDate')) report.warnings.push('config.showDeliveryDate is deprecated since widget v6.26.0');

  settings.locale = PLATFORMS[platform].locale;
  if (isSet(config, 'locale')) {
    const match = typeof config.locale === 'string' ? LOCALE.exec(config.locale.trim()) : null;
    // A bare language is that language in the platform's country.
    if (match) settings.locale = `${match[1].toLowerCase()}-${(match[2] || settings.country).toUpperCase()}`;
    else report.errors.push(`config.locale: ${show(config.locale)} is not a locale such as nl-NL or fr-BE; dropped`);
  }
  settings.currency = 'EUR';
  if (isSet(config, 'currency')) {
    if (typeof config.currency === 'string' && /^[A-Za-z]{3}$/.test(config.currency)) settings.currency = config.currency.toUpperCase();
    else report.errors.push(`config.currency: ${show(config.currency)} is not a currency code such as EUR; dropped`);
  }
  settings.pickupLocationsDefaultView = 'list';
  if (isSet(config, 'pickupLocationsDefaultView')) {
    if (['list', 'map'].includes(config.pickupLocationsDefaultView)) settings.pickupLocationsDefaultView = config.pickupLocationsDefaultView;
    else report.errors.push(`config.pickupLocationsDefaultView: ${show(config.pickupLocationsDefaultView)} is not 'list' or 'map'; dropped`);
  }
  settings.tileLayer = readTileLayer(isSet(config, 'pickupLocationsMapTileLayerData') ? config.pickupLocationsMapTileLayerData : '', report);

  // "Almost all settings can be set globally or per carrier": carrier keys at config level serve every carrier.
  const shared = readCarrierKeys(config, 'config', report);
  const sharedDropOff = readDropOffSettings(config, 'config.', report);
  const known = [...CONFIG_OTHER_KEYS, ...Object.keys(CONFIG_BOOLEANS), ...DROP_OFF_KEYS, ...Object.keys(CARRIER_DEFAULTS),
    ...Object.keys(RENAMED_KEYS), ...Object.keys(WEEKDAY_CUTOFF_KEYS)];
  for (const key of setKeys(config)) {
    if (known.includes(key)) continue;
    if (LATER_VERSION_KEYS.includes(key)) report.later.push(`config.${key}`);
    else report.errors.push(`unknown key 'config.${key}' is dropped; it is not a key of the configuration${didYouMean(key, known)}`);
  }

  settings.carriers = readCarriers(asObject(config.carrierSettings), shared, sharedDropOff, platform, report);
  settings.strings = readStrings(isSet(input, 'strings') ? input.strings : {}, report);
  settings.selector = DEFAULT_SELECTOR;
  if (isSet(input, 'selector')) {
    if (typeof input.selector === 'string' && input.selector.trim()) settings.selector = input.selector;
    else report.errors.push(`selector must be a CSS selector, not ${show(input.selector)}; using ${DEFAULT_SELECTOR}`);
  }
  if (!settings.carriers.length) {
    report.errors.push('no carrier can be shown: config.carrierSettings must name at least one carrier it can use');
    return result();
  }
  return { ...result(), settings };
}

function readTileLayer(value, report) {
  const where = 'config.pickupLocationsMapTileLayerData';
  // Today's widget writes its default tile layer as a JSON text; read the object in it.
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      value = JSON.parse(value);
    } catch {
      // not JSON after all: refused below as a text
    }
  }
  // An empty object (or PHP's empty array, or an empty text) means the default tiles.
  if (value === '' || (Array.isArray(value) && !value.length) || (isObject(value) && !setKeys(value).length)) return { ...DEFAULT_TILE_LAYER };
  const problem = (text) => {
    report.errors.push(`${where}: ${text}; the default tiles are used`);
    return { ...DEFAULT_TILE_LAYER };
  };
  if (!isObject(value) || typeof value.url !== 'string' || !value.url) return problem(`must be an object with a url, not ${show(value)}`);
  const minZoom = value.minZoom ?? DEFAULT_TILE_LAYER.minZoom;
  const maxZoom = value.maxZoom ?? DEFAULT_TILE_LAYER.maxZoom;
  if (typeof (value.attribution ?? '') !== 'string') return problem('attribution must be a text');
  if (![minZoom, maxZoom].every((zoom) => isWholeNumber(zoom) && zoom >= 0) || minZoom > maxZoom) {
    return problem('minZoom and maxZoom must be whole numbers with minZoom <= maxZoom');
  }
  return { url: value.url, attribution: value.attribution ?? '', minZoom, maxZoom };
}

/** The carrier keys (allow…, price…, packageType, excludeParcelLockers) set in `source`, read and checked. */
function readCarrierKeys(source, where, report) {
  const values = {};
  for (const [key, fallback] of Object.entries(CARRIER_DEFAULTS)) {
    if (!isSet(source, key)) continue;
    const item = source[key];
    if (typeof fallback === 'boolean') {
      const value = readBoolean(item);
      if (value === undefined) report.errors.push(`${where}.${key}: ${show(item)} is not true or false; dropped`);
      else values[key] = value;
    } else if (key === 'packageType') {
      if (WIDGET_PACKAGE_TYPES.includes(item)) values[key] = item;
      else report.errors.push(`${where}.${key}: ${show(item)} is not one of ${[...WIDGET_PACKAGE_TYPES].sort().join(', ')}; dropped`);
    } else if (isWholeNumber(item)) {
      values[key] = item; // a negative price is a discount
    } else {
      const example = typeof item === 'number' && Number.isFinite(item) ? [Math.round(item * 100), item] : [195, 1.95];
      report.errors.push(`${where}.${key}: ${show(item)} is not a price in whole cents (write ${example[0]} for ${example[1]}); dropped`);
    }
  }
  return values;
}

function readCarriers(value, shared, sharedDropOff, platform, report) {
  if (!isObject(value)) {
    report.errors.push(`config.carrierSettings must be an object keyed by carrier, not ${show(value)}`);
    return [];
  }
  const carriers = [];
  for (const slug of Object.keys(value)) {
    const where = `carrierSettings.${slug}`;
    const raw = asObject(value[slug]);
    if (raw === null || raw === undefined) continue; // null: the carrier is not set
    if (!Object.hasOwn(CARRIERS, slug)) {
      report.errors.push(`${where}: ${show(slug)} is not a carrier slug (${Object.keys(CARRIERS).join(', ')}); this carrier is dropped`);
      continue;
    }
    if (!isObject(raw)) {
      report.errors.push(`${where} must be an object, not ${show(raw)}; this carrier is dropped`);
      continue;
    }
    const own = readCarrierKeys(raw, where, report);
    const known = [...Object.keys(CARRIER_DEFAULTS), ...DROP_OFF_KEYS, ...Object.keys(RENAMED_KEYS), ...Object.keys(WEEKDAY_CUTOFF_KEYS)];
    for (const key of setKeys(raw)) {
      if (known.includes(key)) continue;
      if (key === 'showDeliveryDate') {
        // spec §9: version 6 made showDeliveryDate global.
        report.warnings.push(`${where}.showDeliveryDate is ignored: showDeliveryDate is global since widget v6`);
      } else if (LATER_VERSION_KEYS.includes(key)) {
        report.later.push(`${where}.${key}`);
      } else {
        report.errors.push(`unknown key '${where}.${key}' is dropped; it is not a carrier key${didYouMean(key, known)}`);
      }
    }
    const accountDefaults = !setKeys(raw).length && !Object.keys(shared).length;
    const carrier = { slug, name: CARRIERS[slug], ...(accountDefaults ? ACCOUNT_DEFAULTS : CARRIER_DEFAULTS), ...shared, ...own };
    carrier.dropOff = mergeDropOff(readDropOffSettings(raw, `${where}.`, report), sharedDropOff, where, report);
    checkDropOff(carrier, report);
    // spec §9 (6.26.1): priority delivery is NL-only.
    if (platform !== 'nl' && Object.hasOwn({ ...shared, ...own }, 'allowPriorityDelivery') && carrier.allowPriorityDelivery) {
      report.warnings.push(`${where}.allowPriorityDelivery applies to the NL platform only and is ignored`);
    }
    carriers.push(carrier);
  }
  return carriers;
}

function checkDropOff(carrier, report) {
  const where = `carrierSettings.${carrier.slug}`;
  const dropOff = carrier.dropOff;
  // spec §6: "dropOffDays must be defined"; spec §9: cutoffTime alone is deprecated.
  if (dropOff.dropOffDays === null) {
    if (dropOff.cutoffTime !== null) report.warnings.push(`${where}: cutoffTime without dropOffDays is deprecated; define dropOffDays`);
    else report.warnings.push(`${where}: dropOffDays is not defined; Monday to Friday is assumed and dates around public holidays may be wrong`);
  }
  // spec §6: "Same-day delivery requires a same-day cutoff time."
  if (carrier.allowSameDayDelivery) {
    const days = dropOff.dropOffDays || [];
    const everyDayHasOne = days.length > 0 && days.every((day) => day.sameDayCutoffTime !== null);
    if (dropOff.sameDayCutoffTime === null && !everyDayHasOne) {
      report.errors.push(`${where}.allowSameDayDelivery needs a sameDayCutoffTime (HH:MM); same-day delivery is dropped`);
      carrier.allowSameDayDelivery = false;
    }
  }
}

/** The drop-off keys set in `source` (null where not given); a key that cannot be read is dropped. */
function readDropOffSettings(source, where, report) {
  const settings = { cutoffTime: null, sameDayCutoffTime: null, dropOffDays: null, dropOffDelay: null, deliveryDaysWindow: null, closedDays: null, weekdayCutoffs: {} };
  const readTime = (key, label) => {
    const time = readClockTime(source[key]);
    if (time === null) report.errors.push(`${where}${label}: ${show(source[key])} is not a time of the form HH:MM; dropped`);
    return time;
  };
  if (isSet(source, 'cutoffTime')) settings.cutoffTime = readTime('cutoffTime', 'cutoffTime');
  if (isSet(source, 'sameDayCutoffTime')) settings.sameDayCutoffTime = readTime('sameDayCutoffTime', 'sameDayCutoffTime');
  for (const [old, key] of Object.entries(RENAMED_KEYS)) {
    if (!isSet(source, old)) continue;
    report.warnings.push(`${where}${old} is deprecated; read as ${key}`);
    if (settings[key] === null) settings[key] = readTime(old, old);
  }
  for (const [key, day] of Object.entries(WEEKDAY_CUTOFF_KEYS)) {
    if (!isSet(source, key)) continue;
    report.warnings.push(`${where}${key} is deprecated; read as the cutoffTime of day ${day} in dropOffDays`);
    const time = readTime(key, key);
    if (time !== null) settings.weekdayCutoffs[day] = time;
  }
  if (isSet(source, 'dropOffDays')) {
    const problems = [];
    const days = parseDropOffDays(source.dropOffDays, problems, (note) => report.warnings.push(`${where}${note}`));
    if (problems.length) report.errors.push(`${where}dropOffDays: ${problems.join('; ')}; dropped`);
    else settings.dropOffDays = days;
  }
  for (const [key, low, high] of [['dropOffDelay', 0, MAX_DROP_OFF_DELAY], ['deliveryDaysWindow', 1, MAX_DELIVERY_DAYS_WINDOW]]) {
    if (!isSet(source, key)) continue;
    // Today's widget takes a window of 0 for "no date choice": the first delivery day only.
    if (key === 'deliveryDaysWindow' && source[key] === 0) {
      settings[key] = 1;
      continue;
    }
    if (isWholeNumber(source[key]) && source[key] >= low && source[key] <= high) settings[key] = source[key];
    else report.errors.push(`${where}${key}: ${show(source[key])} is not a whole number from ${low} to ${high}; dropped`);
  }
  if (isSet(source, 'closedDays')) {
    // spec §6 (since v6.19): closedDays, an array of YYYY-MM-DD.
    const value = source.closedDays;
    const bad = Array.isArray(value)
      ? value.filter((item) => !(typeof item === 'string' && ISO_DATE.test(item) && !Number.isNaN(Date.parse(item))))
      : [value];
    if (bad.length) report.errors.push(`${where}closedDays: ${bad.map(show).join(', ')} ${Array.isArray(value) ? 'not dates of the form YYYY-MM-DD' : 'is not a list of YYYY-MM-DD dates'}; dropped`);
    else settings.closedDays = [...new Set(value)].sort();
  }
  return settings;
}

/** A carrier's drop-off keys over the config-level ones, with the deprecated weekday cutoffs put on their days. */
function mergeDropOff(own, fallback, where, report) {
  const merged = {};
  for (const key of Object.keys(own)) {
    if (key !== 'weekdayCutoffs') merged[key] = own[key] !== null ? own[key] : fallback[key];
  }
  const weekdayCutoffs = { ...fallback.weekdayCutoffs, ...own.weekdayCutoffs };
  if (Object.keys(weekdayCutoffs).length && merged.dropOffDays !== null) {
    merged.dropOffDays = merged.dropOffDays.map((day) => (
      day.cutoffTime === null && weekdayCutoffs[day.day] ? { ...day, cutoffTime: weekdayCutoffs[day.day] } : day));
  } else if (Object.keys(weekdayCutoffs).length) {
    report.warnings.push(`${where}: fridayCutoffTime and saturdayCutoffTime need dropOffDays and are ignored`);
  }
  return merged;
}

function weekday(value, problems) {
  // spec §6: days as numbers, 1 (Monday); ISO numbering continues to 7 (Sunday). Shops also write the number as
  // a text, and Sunday as 0 (the widget's 0–6 numbering).
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (isWholeNumber(number) && number >= 0 && number <= 7) return number === 0 ? 7 : number;
  problems.push(`${show(value)} is not a day number from 1 (Monday) to 7 (Sunday), or 0 for Sunday`);
  return null;
}

/**
 * dropOffDays in any of its forms (spec §6), sorted by weekday, as `{day, cutoffTime, sameDayCutoffTime}`:
 * "1,2,3" or "1;2;3"; [1, 2, 3] or ["1", "2"]; [1, {day: 2, cutoffTime: "15:00", sameDayCutoffTime: "09:30"}];
 * day objects may be written with `weekday` and `cutoffTimeSameDay` (noted through `note`).
 */
export function parseDropOffDays(value, problems, note = () => {}) {
  const days = [];
  const items = typeof value === 'string' ? value.split(/[,;]/) : value;
  if (!Array.isArray(items)) {
    problems.push(`must be a text, a list of day numbers or a list of day objects, not ${show(value)}`);
    return [];
  }
  const renamed = new Set();
  for (const item of items) {
    if (!isObject(item)) {
      const number = weekday(item, problems);
      if (number !== null) days.push({ day: number, cutoffTime: null, sameDayCutoffTime: null });
      continue;
    }
    const unknown = setKeys(item).filter((key) => !['day', 'weekday', 'cutoffTime', 'sameDayCutoffTime', 'cutoffTimeSameDay'].includes(key));
    if (unknown.length) problems.push(`a day object has unknown keys ${unknown.join(', ')}`);
    if (isSet(item, 'weekday') && !isSet(item, 'day')) renamed.add('weekday');
    if (isSet(item, 'cutoffTimeSameDay') && !isSet(item, 'sameDayCutoffTime')) renamed.add('cutoffTimeSameDay');
    const number = weekday(item.day ?? item.weekday, problems);
    const cutoffs = [item.cutoffTime, item.sameDayCutoffTime ?? item.cutoffTimeSameDay].map((raw, index) => {
      if (raw === undefined || raw === null || raw === '') return null;
      const time = readClockTime(raw);
      if (time === null) problems.push(`day ${show(item.day ?? item.weekday)} ${index ? 'sameDayCutoffTime' : 'cutoffTime'}: ${show(raw)} is not a time of the form HH:MM`);
      return time;
    });
    if (number !== null) days.push({ day: number, cutoffTime: cutoffs[0], sameDayCutoffTime: cutoffs[1] });
  }
  if (renamed.has('weekday')) note('dropOffDays: day objects written with weekday are deprecated; read as day');
  if (renamed.has('cutoffTimeSameDay')) note('dropOffDays: cutoffTimeSameDay in a day object is deprecated; read as sameDayCutoffTime');
  const weekdays = days.map((day) => day.day);
  const repeated = [...new Set(weekdays.filter((day, index) => weekdays.indexOf(day) !== index))].sort();
  if (repeated.length) problems.push(`day ${repeated.join(', ')} is listed more than once`);
  if (!problems.length && !days.length) problems.push('it is empty; list at least one day');
  return days.sort((a, b) => a.day - b.day);
}

function readAddress(value, report) {
  const address = { cc: '', postalCode: '', number: '', street: '', city: '' };
  value = asObject(value);
  if (!isObject(value)) {
    report.errors.push(`address must be an object, not ${show(value)}; dropped`);
    return address;
  }
  for (const key of setKeys(value)) {
    const item = value[key];
    if (!ADDRESS_KEYS.includes(key)) report.errors.push(`address.${key} is dropped: not an address key (${ADDRESS_KEYS.join(', ')})`);
    else if (typeof item === 'string') address[key] = item;
    // A house number or a BE postal code written as a number.
    else if (['number', 'postalCode'].includes(key) && isWholeNumber(item) && item >= 0) address[key] = String(item);
    else report.errors.push(`address.${key} must be a text, not ${show(item)}; dropped`);
  }
  return address;
}

function readStrings(value, report) {
  value = asObject(value);
  if (!isObject(value)) {
    report.errors.push(`strings must be an object of texts, not ${show(value)}; the default texts are used`);
    return {};
  }
  const strings = {};
  for (const key of setKeys(value)) {
    // An empty text means the default text.
    if (typeof value[key] === 'string' && value[key] !== '') strings[key] = value[key];
    else if (value[key] !== '') report.errors.push(`strings.${key} must be a text, not ${show(value[key])}; the default text is used`);
  }
  return strings;
}
