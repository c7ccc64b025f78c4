// Calls to the delivery options back end (contract §8): no credentials, one request per carrier, answers cached.

import { contractDropOff } from './drop-off.js';

/** A refusal by the service (contract §2 error body), or a failed connection when `status` is 0. */
export class ServiceError extends Error {
  constructor({ status, code, title, message }) {
    super(message);
    this.status = status;
    this.code = code;
    this.title = title;
  }
}

// Widget 6.18: identical carrier requests are answered from this cache for the life of the page.
const answers = new Map();

/**
 * The contract §8 query for one carrier of the validated settings, for an order placed at `now`. Only §8's
 * parameters: a day's own cutoff, the same-day cutoff and closed days are applied here (drop-off.js), never sent.
 */
export function carrierQuery(settings, carrier, now = new Date()) {
  const address = settings.address;
  const dropOff = contractDropOff(carrier.dropOff, carrier.slug, now);
  const sameDayNow = carrier.allowSameDayDelivery && dropOff.sameDayCutoff !== null
    && dropOff.momentTime < `${dropOff.sameDayCutoff}:00`;
  const query = {
    platform: settings.platform,
    carrier: carrier.slug,
    cc: (address.cc || settings.country).toUpperCase(),
    postal_code: address.postalCode.trim(),
    number: address.number,
    street: address.street,
    city: address.city,
    package_type: carrier.packageType,
    monday_delivery: carrier.allowMondayDelivery,
    saturday_delivery: carrier.allowSaturdayDelivery,
    same_day_delivery: sameDayNow,
    exclude_parcel_lockers: carrier.excludeParcelLockers,
  };
  if (dropOff.cutoffTime !== null) query.cutoff_time = dropOff.cutoffTime;
  if (dropOff.dropOffDays !== null) query.dropoff_days = dropOff.dropOffDays.join(';');
  if (dropOff.dropOffDelay !== null) query.dropoff_delay = dropOff.dropOffDelay;
  if (dropOff.deliveryDaysWindow !== null) query.deliverydays_window = dropOff.deliveryDaysWindow;
  return query;
}

function urlFor(apiBase, path, query) {
  const url = new URL(path, apiBase);
  for (const [key, value] of Object.entries(query)) {
    if (value !== '' && value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function getJson(url) {
  if (answers.has(url)) return answers.get(url);
  let response;
  try {
    // No credentials: a shop key never goes to a browser (contract §8).
    response = await fetch(url, { credentials: 'omit', headers: { Accept: 'application/json' } });
  } catch (failure) {
    throw new ServiceError({ status: 0, code: 0, title: 'Network error', message: String(failure) });
  }
  let body = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    const first = body && Array.isArray(body.errors) && body.errors[0] ? body.errors[0] : {};
    throw new ServiceError({
      status: first.status ?? response.status,
      code: first.code ?? 0,
      title: first.title ?? response.statusText,
      message: first.message ?? (body && body.message) ?? `HTTP ${response.status}`,
    });
  }
  answers.set(url, body);
  return body;
}

/** `{deliveries: [...]}` for one carrier (contract §8). */
export function fetchDeliveryOptions(apiBase, query) {
  return getJson(urlFor(apiBase, 'delivery_options', query));
}

/** `{pickup_locations: [...]}` for one carrier (contract §8). */
export function fetchPickupLocations(apiBase, query) {
  return getJson(urlFor(apiBase, 'pickup_locations', query));
}
