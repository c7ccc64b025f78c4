// Validation of the widget configuration (spec §6), mirroring station/domain/widget_config.py and
// drop_off_settings.py for early feedback in the browser. The service computes the delivery dates; its
// answer is authoritative, this module only checks and normalises what the shop wrote.

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

// The account defaults an empty carrier object stands for (spec §6), as station/domain assumes them.
const CARRIER_DEFAULTS = Object.freeze({
  allowDeliveryOptions: true, allowStandardDelivery: true, allowMorningDelivery: false, allowEveningDelivery: false,
  allowSameDayDelivery: false, allowMondayDelivery: false, allowSaturdayDelivery: false,
  priceStandardDelivery: 0, priceMorningDelivery: 0, priceEveningDelivery: 0, priceSameDayDelivery: 0,
  priceMondayDelivery: 0, priceSaturdayDelivery: 0,
  allowSignature: false, allowOnlyRecipient: false, allowPriorityDelivery: false, priceSignature: 0,
  priceOnlyRecipient: 0, allowPickupLocations: true, pricePickup: 0, excludeParcelLockers: false,
  packageType: 'package', pricePackageTypeMailbox: 0, pricePackageTypeDigitalStamp: 0, pricePackageTypePackageSmall: 0,
});
const CONFIG_BOOLEANS = Object.freeze({
  showPrices: true, showPriceSurcharge: true, showDeliveryDate: true, pickupShowDistance: true,
  allowPickupLocationsViewSelection: true,
});
const DROP_OFF_KEYS = Object.freeze(['cutoffTime', 'sameDayCutoffTime', 'dropOffDays', 'dropOffDelay', 'deliveryDaysWindow', 'closedDays']);
const CONFIG_OTHER_KEYS = Object.freeze(['platform', 'locale', 'carrierSettings', 'currency', 'pickupLocationsDefaultView', 'pickupLocationsMapTileLayerData']);
const TOP_LEVEL_KEYS = Object.freeze(['address', 'config', 'strings', 'selector']);
const ADDRESS_KEYS = Object.freeze(['cc', 'postalCode', 'number', 'street', 'city']);
const CLOCK_TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isWholeNumber = (value) => typeof value === 'number' && Number.isInteger(value);
const show = (value) => JSON.stringify(value) ?? String(value);

/** The outcome of checking a configuration: `settings` is null when `errors` is not empty. */
export function validateConfiguration(input) {
  const errors = [];
  const warnings = [];
  if (!isObject(input)) return { settings: null, errors: ['the widget configuration is not an object'], warnings };
  for (const key of Object.keys(input).sort()) {
    if (!TOP_LEVEL_KEYS.includes(key)) warnings.push(`unknown key '${key}' is ignored`);
  }
  const config = input.config;
  if (!isObject(config)) return { settings: null, errors: [`config must be an object, not ${show(config)}`], warnings };

  // spec §6: platform is required.
  const platform = Object.hasOwn(PLATFORMS, config.platform) ? config.platform : null;
  if (platform === null) errors.push(`config.platform: ${show(config.platform)} is not one of ${Object.keys(PLATFORMS).join(', ')}`);

  const settings = { platform, country: platform ? PLATFORMS[platform].country : 'NL' };
  for (const [key, fallback] of Object.entries(CONFIG_BOOLEANS)) {
    settings[key] = fallback;
    if (key in config) {
      if (typeof config[key] === 'boolean') settings[key] = config[key];
      else errors.push(`config.${key}: ${show(config[key])} is not true or false`);
    }
  }
  // spec §9: showDeliveryDate is deprecated since v6.26.0.
  if ('showDeliveryDate' in config) warnings.push('config.showDeliveryDate is deprecated since widget v6.26.0');

  settings.locale = platform ? PLATFORMS[platform].locale : 'nl-NL';
  if ('locale' in config) {
    if (typeof config.locale === 'string' && /^[a-z]{2}-[A-Z]{2}$/.test(config.locale)) settings.locale = config.locale;
    else errors.push(`config.locale: ${show(config.locale)} is not a locale such as nl-NL or fr-BE`);
  }
  settings.currency = 'EUR';
  if ('currency' in config) {
    if (typeof config.currency === 'string' && /^[A-Z]{3}$/.test(config.currency)) settings.currency = config.currency;
    else errors.push(`config.currency: ${show(config.currency)} is not a currency code such as EUR`);
  }
  settings.pickupLocationsDefaultView = 'list';
  if ('pickupLocationsDefaultView' in config) {
    if (['list', 'map'].includes(config.pickupLocationsDefaultView)) settings.pickupLocationsDefaultView = config.pickupLocationsDefaultView;
    else errors.push(`config.pickupLocationsDefaultView: ${show(config.pickupLocationsDefaultView)} is not 'list' or 'map'`);
  }
  settings.tileLayer = { ...DEFAULT_TILE_LAYER };
  if ('pickupLocationsMapTileLayerData' in config) {
    settings.tileLayer = parseTileLayer(config.pickupLocationsMapTileLayerData, errors) || settings.tileLayer;
  }
  const configDropOff = parseDropOffSettings(config, 'config.', errors);
  const knownConfigKeys = [...CONFIG_OTHER_KEYS, ...Object.keys(CONFIG_BOOLEANS), ...DROP_OFF_KEYS];
  for (const key of Object.keys(config).sort()) {
    if (!knownConfigKeys.includes(key)) warnings.push(`unknown key 'config.${key}' is ignored`);
  }

  settings.carriers = parseCarrierSettings(config.carrierSettings, configDropOff, errors, warnings);
  if (platform !== 'nl') {
    for (const carrier of settings.carriers) {
      // spec §9 (6.26.1): priority delivery is NL-only.
      if (carrier.allowPriorityDelivery) warnings.push(`carrierSettings.${carrier.slug}.allowPriorityDelivery applies to the NL platform only and is ignored`);
    }
  }
  settings.address = parseAddress(input.address ?? {}, errors);
  settings.strings = parseStrings(input.strings ?? {}, errors);
  settings.selector = input.selector ?? DEFAULT_SELECTOR;
  if (typeof settings.selector !== 'string' || !settings.selector.trim()) errors.push(`selector must be a CSS selector, not ${show(settings.selector)}`);

  return { settings: errors.length ? null : settings, errors, warnings };
}

function parseTileLayer(value, errors) {
  const where = 'config.pickupLocationsMapTileLayerData';
  if (!isObject(value) || typeof value.url !== 'string' || !value.url) {
    errors.push(`${where} must be an object with a url, not ${show(value)}`);
    return null;
  }
  const minZoom = value.minZoom ?? DEFAULT_TILE_LAYER.minZoom;
  const maxZoom = value.maxZoom ?? DEFAULT_TILE_LAYER.maxZoom;
  if (typeof (value.attribution ?? '') !== 'string') {
    errors.push(`${where}.attribution must be a text`);
    return null;
  }
  if (![minZoom, maxZoom].every((zoom) => isWholeNumber(zoom) && zoom >= 0) || minZoom > maxZoom) {
    errors.push(`${where}: minZoom and maxZoom must be whole numbers with minZoom <= maxZoom`);
    return null;
  }
  return { url: value.url, attribution: value.attribution ?? '', minZoom, maxZoom };
}

function parseCarrierSettings(value, configDropOff, errors, warnings) {
  // spec §6: carrierSettings is required, keyed by carrier slug, at least one carrier.
  if (!isObject(value) || Object.keys(value).length === 0) {
    errors.push('config.carrierSettings must name at least one carrier');
    return [];
  }
  const carriers = [];
  for (const [slug, raw] of Object.entries(value)) {
    const where = `carrierSettings.${slug}`;
    if (!Object.hasOwn(CARRIERS, slug)) {
      errors.push(`${where}: ${show(slug)} is not a carrier slug`);
      continue;
    }
    if (!isObject(raw)) {
      errors.push(`${where} must be an object, not ${show(raw)}`);
      continue;
    }
    const carrier = { slug, name: CARRIERS[slug], ...CARRIER_DEFAULTS };
    for (const [key, item] of Object.entries(raw)) {
      if (DROP_OFF_KEYS.includes(key)) continue;
      if (key === 'showDeliveryDate') {
        // spec §9: version 6 made showDeliveryDate global.
        warnings.push(`${where}.showDeliveryDate is ignored: showDeliveryDate is global since widget v6`);
        continue;
      }
      if (!(key in CARRIER_DEFAULTS)) {
        warnings.push(`unknown key '${where}.${key}' is ignored`);
        continue;
      }
      const fallback = CARRIER_DEFAULTS[key];
      if (typeof fallback === 'boolean' && typeof item !== 'boolean') errors.push(`${where}.${key}: ${show(item)} is not true or false`);
      else if (typeof fallback === 'number' && !(isWholeNumber(item) && item >= 0)) errors.push(`${where}.${key}: ${show(item)} is not a price in whole cents (0 or more)`);
      else if (key === 'packageType' && !WIDGET_PACKAGE_TYPES.includes(item)) errors.push(`${where}.${key}: ${show(item)} is not one of ${[...WIDGET_PACKAGE_TYPES].sort().join(', ')}`);
      else carrier[key] = item;
    }
    const own = parseDropOffSettings(raw, `${where}.`, errors);
    carrier.dropOff = mergeDropOff(own, configDropOff);
    checkDropOff(carrier, errors, warnings);
    carriers.push(carrier);
  }
  return carriers;
}

function checkDropOff(carrier, errors, warnings) {
  const where = `carrierSettings.${carrier.slug}`;
  const dropOff = carrier.dropOff;
  // spec §6: "dropOffDays must be defined"; spec §9: cutoffTime alone is deprecated.
  if (dropOff.dropOffDays === null) {
    if (dropOff.cutoffTime !== null) warnings.push(`${where}: cutoffTime without dropOffDays is deprecated; define dropOffDays`);
    else warnings.push(`${where}: dropOffDays is not defined; Monday to Friday is assumed and dates around public holidays may be wrong`);
  }
  // spec §6: "Same-day delivery requires a same-day cutoff time."
  if (carrier.allowSameDayDelivery) {
    const days = dropOff.dropOffDays || [];
    const everyDayHasOne = days.length > 0 && days.every((day) => day.sameDayCutoffTime !== null);
    if (dropOff.sameDayCutoffTime === null && !everyDayHasOne) errors.push(`${where}: allowSameDayDelivery needs a sameDayCutoffTime`);
  }
}

/** The drop-off keys present in `source` (null where not given). */
function parseDropOffSettings(source, where, errors) {
  const settings = { cutoffTime: null, sameDayCutoffTime: null, dropOffDays: null, dropOffDelay: null, deliveryDaysWindow: null, closedDays: null };
  for (const key of ['cutoffTime', 'sameDayCutoffTime']) {
    if (key in source) {
      if (typeof source[key] === 'string' && CLOCK_TIME.test(source[key])) settings[key] = source[key];
      else errors.push(`${where}${key}: ${show(source[key])} is not a time of the form HH:MM`);
    }
  }
  if ('dropOffDays' in source) {
    const problems = [];
    const days = parseDropOffDays(source.dropOffDays, problems);
    if (problems.length) errors.push(...problems.map((problem) => `${where}${problem}`));
    else settings.dropOffDays = days;
  }
  for (const [key, low, high] of [['dropOffDelay', 0, MAX_DROP_OFF_DELAY], ['deliveryDaysWindow', 1, MAX_DELIVERY_DAYS_WINDOW]]) {
    if (key in source) {
      if (isWholeNumber(source[key]) && source[key] >= low && source[key] <= high) settings[key] = source[key];
      else errors.push(`${where}${key}: ${show(source[key])} is not a whole number from ${low} to ${high}`);
    }
  }
  if ('closedDays' in source) {
    // spec §6 (since v6.19): closedDays, an array of YYYY-MM-DD.
    if (!Array.isArray(source.closedDays)) errors.push(`${where}closedDays must be a list of YYYY-MM-DD dates, not ${show(source.closedDays)}`);
    else {
      const bad = source.closedDays.filter((item) => !(typeof item === 'string' && ISO_DATE.test(item) && !Number.isNaN(Date.parse(item))));
      bad.forEach((item) => errors.push(`${where}closedDays: ${show(item)} is not a date of the form YYYY-MM-DD`));
      if (!bad.length) settings.closedDays = [...new Set(source.closedDays)].sort();
    }
  }
  return settings;
}

function mergeDropOff(own, fallback) {
  const merged = {};
  for (const key of Object.keys(own)) merged[key] = own[key] !== null ? own[key] : fallback[key];
  return merged;
}

function weekday(value, where, problems) {
  // spec §6: days as numbers, 1 (Monday); ISO numbering continues to 7 (Sunday).
  if (isWholeNumber(value) && value >= 1 && value <= 7) return value;
  problems.push(`${where}: ${show(value)} is not a day number from 1 (Monday) to 7 (Sunday)`);
  return null;
}

/**
 * dropOffDays in any of its three forms (spec §6), sorted by weekday, as `{day, cutoffTime, sameDayCutoffTime}`:
 * "1,2,3" or "1;2;3"; [1, 2, 3]; [1, {day: 2, cutoffTime: "15:00", sameDayCutoffTime: "09:30"}].
 */
export function parseDropOffDays(value, problems) {
  const days = [];
  if (typeof value === 'string') {
    for (const part of value.split(/[,;]/)) {
      const text = part.trim();
      const number = weekday(/^\d+$/.test(text) ? Number(text) : text, 'dropOffDays', problems);
      if (number !== null) days.push({ day: number, cutoffTime: null, sameDayCutoffTime: null });
    }
  } else if (Array.isArray(value)) {
    for (const item of value) {
      if (!isObject(item)) {
        const number = weekday(item, 'dropOffDays', problems);
        if (number !== null) days.push({ day: number, cutoffTime: null, sameDayCutoffTime: null });
        continue;
      }
      const unknown = Object.keys(item).filter((key) => !['day', 'cutoffTime', 'sameDayCutoffTime'].includes(key)).sort();
      if (unknown.length) problems.push(`dropOffDays: a day object has unknown keys ${unknown.join(', ')}`);
      const number = weekday(item.day, 'dropOffDays day', problems);
      const cutoffs = ['cutoffTime', 'sameDayCutoffTime'].map((key) => {
        const raw = item[key];
        if (raw === undefined || raw === null) return null;
        if (typeof raw === 'string' && CLOCK_TIME.test(raw)) return raw;
        problems.push(`dropOffDays day ${show(item.day)} ${key}: ${show(raw)} is not a time of the form HH:MM`);
        return null;
      });
      if (number !== null) days.push({ day: number, cutoffTime: cutoffs[0], sameDayCutoffTime: cutoffs[1] });
    }
  } else {
    problems.push(`dropOffDays must be a text, a list of day numbers or a list of day objects, not ${show(value)}`);
  }
  const weekdays = days.map((day) => day.day);
  const repeated = [...new Set(weekdays.filter((day, index) => weekdays.indexOf(day) !== index))].sort();
  if (repeated.length) problems.push(`dropOffDays lists day ${repeated.join(', ')} more than once`);
  if (!problems.length && !days.length) problems.push('dropOffDays is empty; list at least one day');
  return days.sort((a, b) => a.day - b.day);
}

function parseAddress(value, errors) {
  const address = { cc: '', postalCode: '', number: '', street: '', city: '' };
  if (!isObject(value)) {
    errors.push(`address must be an object, not ${show(value)}`);
    return address;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!ADDRESS_KEYS.includes(key)) errors.push(`address.${key} is not an address key (${ADDRESS_KEYS.join(', ')})`);
    else if (typeof item !== 'string') errors.push(`address.${key} must be a text, not ${show(item)}`);
    else address[key] = item;
  }
  return address;
}

function parseStrings(value, errors) {
  if (!isObject(value) || !Object.values(value).every((item) => typeof item === 'string')) {
    errors.push('strings must be an object of texts');
    return {};
  }
  return { ...value };
}
