// Calls to the delivery options back end (contract §8): no credentials, one request per carrier, answers cached.

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

/** The contract §8 query for one carrier of the validated settings. */
export function carrierQuery(settings, carrier) {
  const address = settings.address;
  const dropOff = carrier.dropOff;
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
    same_day_delivery: carrier.allowSameDayDelivery,
    exclude_parcel_lockers: carrier.excludeParcelLockers,
  };
  if (dropOff.cutoffTime !== null) query.cutoff_time = dropOff.cutoffTime;
  if (dropOff.sameDayCutoffTime !== null) query.same_day_cutoff_time = dropOff.sameDayCutoffTime;
  if (dropOff.dropOffDays !== null) {
    const ownCutoffs = dropOff.dropOffDays.some((day) => day.cutoffTime !== null || day.sameDayCutoffTime !== null);
    // The contract's `1;2;3` form has no room for a day's own cutoff; the service also takes the array form as JSON.
    query.dropoff_days = ownCutoffs
      ? JSON.stringify(dropOff.dropOffDays.map(({ day, cutoffTime, sameDayCutoffTime }) => {
        const item = { day };
        if (cutoffTime !== null) item.cutoffTime = cutoffTime;
        if (sameDayCutoffTime !== null) item.sameDayCutoffTime = sameDayCutoffTime;
        return item;
      }))
      : dropOff.dropOffDays.map((day) => day.day).join(';');
  }
  if (dropOff.dropOffDelay !== null) query.dropoff_delay = dropOff.dropOffDelay;
  if (dropOff.deliveryDaysWindow !== null) query.deliverydays_window = dropOff.deliveryDaysWindow;
  if (dropOff.closedDays !== null && dropOff.closedDays.length) query.closed_days = dropOff.closedDays.join(';');
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
