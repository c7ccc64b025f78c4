// The delivery options widget: loads options per carrier, renders the choices, reports the customer's choice.

import { validateConfiguration } from './config.js';
import { fetchDeliveryOptions, fetchPickupLocations, carrierQuery, ServiceError } from './service.js';
import { isClosedDay, pickupsWithClosedDays } from './drop-off.js';
import { makeTranslator } from './strings.js';
import { formatPrice, formatDay, formatDistance, clockTime, weekdayName, calendarDate } from './format.js';
import { buildPickupMap } from './pickup-map.js';

// spec §6 events on `document`.
export const EVENT_UPDATE = 'svc_update_delivery_options';
export const EVENT_UPDATED = 'svc_updated_delivery_options';
export const EVENT_ERROR = 'svc_error_delivery_options';
// The code of a configuration the widget cannot use: the service's code for request parameters it cannot read.
export const CONFIG_ERROR_CODE = 3212;

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
// The moment types of contract §8 in the order they are offered; same_day is standard delivery plus an option.
const MOMENT_ORDER = ['same_day', 'morning', 'standard', 'express', 'evening'];
const MOMENT_ALLOWED_BY = {
  morning: 'allowMorningDelivery', standard: 'allowStandardDelivery', express: 'allowStandardDelivery',
  evening: 'allowEveningDelivery', same_day: 'allowSameDayDelivery',
};
const OPTION_ALLOWED_BY = { signature: 'allowSignature', only_recipient: 'allowOnlyRecipient', priority_delivery: 'allowPriorityDelivery' };
const OPTION_PRICE = { signature: 'priceSignature', only_recipient: 'priceOnlyRecipient' };
const PACKAGE_TYPE_PRICE = { mailbox: 'pricePackageTypeMailbox', digital_stamp: 'pricePackageTypeDigitalStamp', package_small: 'pricePackageTypePackageSmall' };
// The capability table: any package type but package and package_small forces standard delivery, so no pickup.
const PICKUP_PACKAGE_TYPES = ['package', 'package_small'];

/** A DOM element with attributes (`on*` functions become listeners) and children (strings become text). */
function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (name === 'className') element.className = value;
    else if (name === 'dataset') Object.assign(element.dataset, value);
    else if (name === 'checked' || name === 'disabled') element[name] = Boolean(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === '') continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

function sameArray(a, b) {
  return Array.isArray(a) && a.length === b.length && a.every((item, index) => item === b[index]);
}

export class DeliveryOptionsWidget {
  constructor(defaultApiBase) {
    this.defaultApiBase = defaultApiBase;
    this.input = {};
    this.settings = null;
    this.results = new Map();
    this.generation = 0;
    this.mount = null;
    this.lastSelection = null; // JSON of the last selection sent: the same choice is not sent twice
    this.choice = { mode: 'delivery', carrier: null, dayByCarrier: {}, moment: null, options: new Set(), pickupKey: null, pickupView: null };
  }

  /**
   * Takes a configuration (window.svcConfig or an update event's detail); keys given replace the previous ones.
   * An update without a detail is how shop plugins say "window.svcConfig changed": it is read again, whole.
   */
  update(detail) {
    if (detail && typeof detail === 'object') {
      this.input = { ...this.input, ...detail };
    } else if (window.svcConfig && typeof window.svcConfig === 'object') {
      this.input = { ...window.svcConfig };
    } else {
      console.error('[svc-delivery-options] svc_update_delivery_options without a detail, and window.svcConfig is not set');
      return;
    }
    const { settings, errors, warnings, notes } = validateConfiguration(this.input);
    errors.forEach((error) => console.error(`[svc-delivery-options] ${error}`));
    warnings.forEach((warning) => console.warn(`[svc-delivery-options] ${warning}`));
    notes.forEach((note) => console.info(`[svc-delivery-options] ${note}`));
    const selector = settings ? settings.selector
      : (typeof this.input.selector === 'string' && this.input.selector.trim() ? this.input.selector : '#svc-delivery-options');
    const mount = document.querySelector(selector);
    if (!mount) {
      console.error(`[svc-delivery-options] no element matches ${selector}`);
      return;
    }
    this.mount = mount;
    if (!settings) {
      this.settings = null;
      this.generation += 1;
      this.lastSelection = null;
      // The customer's message in the configured language where it can be told, else the platform's.
      const config = this.input.config && typeof this.input.config === 'object' ? this.input.config : {};
      const locale = typeof config.locale === 'string' ? config.locale : config.platform === 'be' ? 'nl-BE' : 'nl-NL';
      this.t = makeTranslator(locale, {});
      this.renderMessage(this.t('configInvalid'), 'error');
      // spec §6 svc_error_delivery_options, so the shop's page can react to a configuration it cannot use.
      document.dispatchEvent(new CustomEvent(EVENT_ERROR, {
        detail: { exception: { code: CONFIG_ERROR_CODE, label: this.t('configInvalid'), status: 422, title: 'Unprocessable Entity', message: `Invalid widget configuration: ${errors.join('; ')}` } },
      }));
      return;
    }
    this.settings = settings;
    this.t = makeTranslator(settings.locale, settings.strings);
    this.apiBase = new URL(mount.dataset.svcApiBase || this.defaultApiBase, document.baseURI);
    if (!settings.address.postalCode.trim()) {
      this.generation += 1;
      this.results = new Map();
      this.lastSelection = null;
      this.renderMessage(this.t('addressMissing'), 'info');
      return;
    }
    this.load();
  }

  async load() {
    const generation = ++this.generation;
    const settings = this.settings;
    this.renderMessage(this.t('loading'), 'loading');
    const jobs = settings.carriers.map(async (carrier) => {
      const query = carrierQuery(settings, carrier);
      const wantsPickup = carrier.allowPickupLocations && PICKUP_PACKAGE_TYPES.includes(carrier.packageType);
      // The delivery days also tell a pickup point's first open day when the shop has closed days.
      const wantsDays = carrier.allowDeliveryOptions || (wantsPickup && (carrier.dropOff.closedDays ?? []).length > 0);
      const [deliveries, pickups] = await Promise.allSettled([
        wantsDays ? fetchDeliveryOptions(this.apiBase, query) : Promise.resolve({ deliveries: [] }),
        wantsPickup ? fetchPickupLocations(this.apiBase, query) : Promise.resolve({ pickup_locations: [] }),
      ]);
      const errors = [deliveries, pickups].filter((outcome) => outcome.status === 'rejected').map((outcome) => outcome.reason);
      const days = withClosedDays(carrier, deliveries.status === 'fulfilled' ? deliveries.value.deliveries || [] : [], errors);
      const points = pickups.status === 'fulfilled' ? pickups.value.pickup_locations || [] : [];
      return [carrier.slug, {
        carrier,
        deliveries: carrier.allowDeliveryOptions ? days : [],
        pickups: pickupsWithClosedDays(carrier.dropOff, points, days),
        errors,
      }];
    });
    const results = new Map(await Promise.all(jobs));
    if (generation !== this.generation) return; // a newer configuration or address replaced this one
    this.results = results;
    this.reportErrors();
    this.chooseDefaults();
    this.render();
    this.emitSelection();
  }

  reportErrors() {
    const reported = new Set();
    for (const { errors } of this.results.values()) {
      for (const error of errors) {
        if (!(error instanceof ServiceError)) {
          console.error('[svc-delivery-options]', error);
          continue;
        }
        console.error(`[svc-delivery-options] ${error.status} ${error.code}: ${error.message}`);
        // spec §6: the API rejected the request. A failed connection has no code to report.
        if (error.status === 0 || reported.has(error.code)) continue;
        reported.add(error.code);
        document.dispatchEvent(new CustomEvent(EVENT_ERROR, {
          detail: { exception: { code: error.code, label: this.errorLabel(error), status: error.status, title: error.title, message: error.message } },
        }));
      }
    }
  }

  errorLabel(error) {
    const key = `error${error.code}`;
    const text = this.t(key);
    return text === key ? this.t('errorGeneric') : text;
  }

  // ----- what can be chosen -----

  /** Days of a carrier, each with the moments the configuration allows; blocked days keep no moments. */
  daysOf(slug) {
    const result = this.results.get(slug);
    if (!result || !result.carrier.allowDeliveryOptions) return [];
    return result.deliveries.map((delivery) => ({
      date: delivery.date,
      blocked: delivery.possibilities.length === 0,
      moments: delivery.possibilities
        .filter((possibility) => result.carrier[MOMENT_ALLOWED_BY[possibility.type]])
        .sort((a, b) => MOMENT_ORDER.indexOf(a.type) - MOMENT_ORDER.indexOf(b.type)),
    })).filter((day) => day.blocked || day.moments.length > 0);
  }

  pickupLocations() {
    const locations = [];
    for (const [slug, result] of this.results) {
      for (const item of result.pickups) {
        locations.push({ key: `${slug}:${item.location.location_code}`, slug, carrier: result.carrier, item });
      }
    }
    return locations.sort((a, b) => (a.item.location.distance ?? 0) - (b.item.location.distance ?? 0));
  }

  selectedDay(slug) {
    const days = this.daysOf(slug);
    // The chosen date is kept by date, so it survives a new address or configuration where that date still exists.
    const chosen = days.find((day) => day.date === this.choice.dayByCarrier[slug]);
    if (chosen && !chosen.blocked) return chosen;
    const open = days.filter((day) => !day.blocked);
    // Without a choice: the first day with standard delivery. A today that only has (surcharged) same-day
    // delivery is offered, never preselected.
    return open.find((day) => day.moments.some((moment) => moment.type === 'standard')) || open[0] || null;
  }

  selectedMoment() {
    if (this.choice.mode !== 'delivery' || !this.choice.carrier) return null;
    const day = this.selectedDay(this.choice.carrier);
    return day ? day.moments.find((moment) => moment.type === this.choice.moment) || null : null;
  }

  offeredOptions(slug, moment) {
    const carrier = this.results.get(slug).carrier;
    return (moment.shipment_options || []).filter((option) => {
      const flag = OPTION_ALLOWED_BY[option.name];
      if (!flag || !carrier[flag]) return false;
      // spec §9 (6.26.1): priority delivery is NL-only.
      if (option.name === 'priority_delivery' && this.settings.platform !== 'nl') return false;
      return !sameArray(option.schema?.enum, [false]);
    });
  }

  /** Keeps the previous choice where it still exists, else the first standard moment (or the first pickup point). */
  chooseDefaults() {
    const choice = this.choice;
    const carriersWithDays = [...this.results.keys()].filter((slug) => this.selectedDay(slug));
    const locations = this.pickupLocations();
    if (choice.mode === 'pickup' && !locations.length) choice.mode = 'delivery';
    if (choice.mode === 'delivery' && !carriersWithDays.length && locations.length) choice.mode = 'pickup';
    if (choice.mode === 'pickup') {
      if (!locations.some((location) => location.key === choice.pickupKey)) choice.pickupKey = locations[0].key;
      return;
    }
    if (!carriersWithDays.includes(choice.carrier)) choice.carrier = carriersWithDays[0] || null;
    if (!choice.carrier) return;
    const day = this.selectedDay(choice.carrier);
    if (!day.moments.some((moment) => moment.type === choice.moment)) {
      choice.moment = (day.moments.find((moment) => moment.type === 'standard') || day.moments[0]).type;
    }
    this.keepOfferedOptions();
  }

  keepOfferedOptions() {
    const moment = this.selectedMoment();
    const offered = moment ? this.offeredOptions(this.choice.carrier, moment) : [];
    const names = new Set(offered.map((option) => option.name));
    this.choice.options = new Set([...this.choice.options].filter((name) => names.has(name)));
    // An option the service makes compulsory (enum [true]) is always on.
    offered.filter((option) => sameArray(option.schema?.enum, [true])).forEach((option) => this.choice.options.add(option.name));
  }

  // ----- the selection (spec §2 Delivery selection) -----

  selection() {
    const choice = this.choice;
    if (choice.mode === 'pickup') {
      const chosen = this.pickupLocations().find((location) => location.key === choice.pickupKey);
      if (!chosen) return null;
      const { item, carrier } = chosen;
      const moment = item.possibilities?.[0]?.moment?.start;
      return {
        carrier: carrier.slug,
        date: moment ? `${moment}.000000` : `${this.selectedDay(carrier.slug)?.date ?? ''}`,
        deliveryType: 'pickup',
        isPickup: true,
        packageType: carrier.packageType,
        shipmentOptions: {},
        pickupLocation: pickupLocationPayload(item),
      };
    }
    const moment = this.selectedMoment();
    if (!moment) return null;
    const shipmentOptions = {};
    // same_day is standard delivery with the same_day_delivery option (spec §2 Delivery types, Shipment options).
    if (moment.type === 'same_day') shipmentOptions.sameDayDelivery = true;
    for (const name of [...this.choice.options].sort()) shipmentOptions[camelName(name)] = true;
    return {
      carrier: choice.carrier,
      date: this.selectedDay(choice.carrier).date,
      deliveryType: moment.type === 'same_day' ? 'standard' : moment.type,
      isPickup: false,
      packageType: moment.package_type || this.results.get(choice.carrier).carrier.packageType,
      shipmentOptions,
    };
  }

  /** Sends the selection when it differs from the last one sent (a re-render with the same choice sends nothing). */
  emitSelection() {
    const selection = this.selection();
    const text = selection ? JSON.stringify(selection) : null;
    if (text === this.lastSelection) return;
    this.lastSelection = text;
    if (selection) document.dispatchEvent(new CustomEvent(EVENT_UPDATED, { detail: selection }));
  }

  /** A customer's action: change the choice, show it, report it. */
  act(change, { isChoice = true } = {}) {
    change(this.choice);
    this.chooseDefaults();
    this.render();
    if (isChoice) this.emitSelection();
  }

  // ----- rendering -----

  /**
   * Counts the finished renders (not the loading message) on the mount element as data-svc-renders, so a page
   * or a test can tell the widget has settled; any selection of that render has been sent by then.
   */
  rendered() {
    this.renders = (this.renders || 0) + 1;
    this.mount.dataset.svcRenders = String(this.renders);
  }

  renderMessage(text, kind) {
    if (kind !== 'loading') this.rendered();
    this.mount.replaceChildren(el('div', { className: 'svc-do', lang: this.settings?.locale },
      el('p', { className: `svc-message svc-message--${kind}`, role: kind === 'error' ? 'alert' : 'status' }, text)));
  }

  render() {
    const t = this.t;
    const focused = this.mount.contains(document.activeElement) ? document.activeElement.dataset.svcFocus : null;
    const locations = this.pickupLocations();
    const hasDelivery = [...this.results.keys()].some((slug) => this.daysOf(slug).length > 0);
    const root = el('div', { className: 'svc-do', lang: this.settings.locale });

    const messages = this.errorMessages();
    this.rendered();
    if (!hasDelivery && !locations.length) {
      root.append(...(messages.length ? messages : [el('p', { className: 'svc-message svc-message--info' }, t('noDeliveryOptions'))]));
      this.mount.replaceChildren(root);
      return;
    }
    if (hasDelivery && locations.length) root.append(this.renderModes());
    root.append(...messages);
    if (hasDelivery) root.append(this.renderDeliveryPanel());
    if (locations.length) root.append(this.renderPickupPanel(locations));
    this.mount.replaceChildren(root);
    if (focused) root.querySelector(`[data-svc-focus="${CSS.escape(focused)}"]`)?.focus();
  }

  errorMessages() {
    const texts = new Set();
    for (const { errors } of this.results.values()) {
      errors.forEach((error) => texts.add(error instanceof ServiceError && error.status !== 0 ? this.errorLabel(error) : this.t('errorGeneric')));
    }
    return [...texts].map((text) => el('p', { className: 'svc-message svc-message--error', role: 'alert' }, text));
  }

  renderModes() {
    const t = this.t;
    const mode = (value, title) => el('label', { className: 'svc-mode', dataset: { svcMode: value } },
      el('input', {
        type: 'radio', name: 'svc-mode', value, checked: this.choice.mode === value, dataset: { svcFocus: `mode:${value}` },
        onchange: () => this.act((choice) => { choice.mode = value; }),
      }),
      el('span', { className: 'svc-mode__title' }, title));
    return el('fieldset', { className: 'svc-modes' },
      el('legend', { className: 'svc-visually-hidden' }, t('modeLegend')),
      mode('delivery', t('deliveryTitle')), mode('pickup', t('pickupTitle')));
  }

  renderDeliveryPanel() {
    const panel = el('div', { className: 'svc-panel', dataset: { svcPanel: 'delivery' }, hidden: this.choice.mode !== 'delivery' });
    const slugs = [...this.results.keys()].filter((slug) => this.daysOf(slug).length > 0);
    for (const slug of slugs) panel.append(this.renderCarrier(slug));
    return panel;
  }

  renderCarrier(slug) {
    const t = this.t;
    const settings = this.settings;
    const carrier = this.results.get(slug).carrier;
    const days = this.daysOf(slug);
    const day = this.selectedDay(slug);
    const isChosenCarrier = this.choice.mode === 'delivery' && this.choice.carrier === slug;
    const section = el('section', { className: `svc-carrier${isChosenCarrier ? ' svc-carrier--chosen' : ''}`, dataset: { svcCarrier: slug } },
      el('h3', { className: 'svc-carrier__name' }, carrier.name));

    if (carrier.packageType !== 'package') {
      section.append(el('p', { className: 'svc-package-type', dataset: { svcPackageType: carrier.packageType } },
        el('span', { className: 'svc-package-type__legend' }, `${t('packageTypeLegend')}: `),
        el('span', { className: 'svc-package-type__name' }, t(carrier.packageType)),
        priceTag(formatPrice(carrier[PACKAGE_TYPE_PRICE[carrier.packageType]] ?? 0, settings, t))));
    }

    // spec §6 showDeliveryDate (deprecated, global): without it the first day is used and no day is shown.
    if (settings.showDeliveryDate) {
      const dayButtons = days.map((candidate) => el('button', {
        type: 'button',
        className: 'svc-day',
        disabled: candidate.blocked,
        'aria-pressed': String(day !== null && candidate.date === day.date),
        title: candidate.blocked ? `${formatDay(candidate.date, settings.locale, 'long')} (${t('dayClosed')})` : formatDay(candidate.date, settings.locale, 'long'),
        dataset: { svcDate: candidate.date.slice(0, 10), svcFocus: `day:${slug}:${candidate.date.slice(0, 10)}` },
        onclick: () => this.act((choice) => { choice.mode = 'delivery'; choice.carrier = slug; choice.dayByCarrier[slug] = candidate.date; }),
      },
      el('span', { className: 'svc-day__weekday' }, new Intl.DateTimeFormat(settings.locale, { weekday: 'short', timeZone: 'UTC' }).format(calendarDate(candidate.date))),
      el('span', { className: 'svc-day__date' }, new Intl.DateTimeFormat(settings.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(calendarDate(candidate.date)))));
      section.append(el('div', { className: 'svc-days', role: 'group', 'aria-label': t('dayLegend') }, dayButtons));
    }
    if (!day) return section;

    const moments = el('fieldset', { className: 'svc-moments' }, el('legend', { className: 'svc-visually-hidden' }, t('momentLegend')));
    for (const moment of day.moments) {
      const checked = isChosenCarrier && this.choice.moment === moment.type;
      const frame = timeFrame(moment);
      moments.append(el('label', { className: `svc-choice${checked ? ' svc-choice--checked' : ''}`, dataset: { svcChoice: `${slug}:${moment.type}` } },
        el('input', {
          type: 'radio', name: 'svc-moment', value: `${slug}:${moment.type}`, checked, dataset: { svcFocus: `moment:${slug}:${moment.type}` },
          onchange: () => this.act((choice) => { choice.mode = 'delivery'; choice.carrier = slug; choice.moment = moment.type; }),
        }),
        el('span', { className: 'svc-choice__title' }, t(moment.type)),
        frame ? el('span', { className: 'svc-choice__time' }, frame) : null,
        priceTag(formatPrice(this.momentPrice(carrier, day, moment), settings, t))));
    }
    section.append(moments);

    const chosenMoment = isChosenCarrier ? this.selectedMoment() : null;
    const offered = chosenMoment ? this.offeredOptions(slug, chosenMoment) : [];
    if (offered.length) {
      const options = el('fieldset', { className: 'svc-options' }, el('legend', { className: 'svc-options__legend' }, t('optionsLegend')));
      for (const option of offered) {
        const compulsory = sameArray(option.schema?.enum, [true]);
        options.append(el('label', { className: 'svc-option', dataset: { svcOption: option.name } },
          el('input', {
            type: 'checkbox', checked: this.choice.options.has(option.name), disabled: compulsory, dataset: { svcFocus: `option:${option.name}` },
            onchange: (event) => this.act((choice) => {
              if (event.target.checked) choice.options.add(option.name);
              else choice.options.delete(option.name);
            }),
          }),
          el('span', { className: 'svc-option__title' }, t(option.name)),
          priceTag(formatPrice(carrier[OPTION_PRICE[option.name]] ?? 0, settings, t))));
      }
      section.append(options);
    }
    return section;
  }

  momentPrice(carrier, day, moment) {
    if (moment.type === 'morning') return carrier.priceMorningDelivery;
    if (moment.type === 'evening') return carrier.priceEveningDelivery;
    if (moment.type === 'same_day') return carrier.priceSameDayDelivery;
    const weekday = calendarDate(day.date).getUTCDay();
    if (weekday === 1 && carrier.allowMondayDelivery) return carrier.priceMondayDelivery;
    if (weekday === 6 && carrier.allowSaturdayDelivery) return carrier.priceSaturdayDelivery;
    return carrier.priceStandardDelivery;
  }

  renderPickupPanel(locations) {
    const t = this.t;
    const settings = this.settings;
    const panel = el('div', { className: 'svc-panel', dataset: { svcPanel: 'pickup' }, hidden: this.choice.mode !== 'pickup' });
    // The customer's own list/map choice (null until made) wins over the configured default while toggling is allowed.
    const view = settings.allowPickupLocationsViewSelection && this.choice.pickupView !== null
      ? this.choice.pickupView : settings.pickupLocationsDefaultView;
    if (settings.allowPickupLocationsViewSelection) {
      const toggle = (value, title) => el('button', {
        type: 'button', className: 'svc-view-toggle__button', 'aria-pressed': String(view === value),
        dataset: { svcView: value, svcFocus: `view:${value}` },
        onclick: () => this.act((choice) => { choice.pickupView = value; }, { isChoice: false }),
      }, title);
      panel.append(el('div', { className: 'svc-view-toggle', role: 'group', 'aria-label': t('pickupViewLegend') },
        toggle('list', t('pickupList')), toggle('map', t('pickupMap'))));
    }
    const manyCarriers = new Set(locations.map((location) => location.slug)).size > 1;
    if (view === 'map') {
      const points = locations.map(({ key, item }) => ({
        key, latitude: Number(item.location.latitude), longitude: Number(item.location.longitude), label: item.location.location_name,
      }));
      panel.append(buildPickupMap({
        points, selectedKey: this.choice.pickupKey, layer: settings.tileLayer, label: t('mapLabel'),
        width: Math.max(280, Math.min(this.mount.clientWidth || 480, 720)),
        onChoose: (key) => this.act((choice) => { choice.mode = 'pickup'; choice.pickupKey = key; }),
      }));
      const chosen = locations.find((location) => location.key === this.choice.pickupKey);
      if (chosen) panel.append(el('ul', { className: 'svc-pickup-list' }, this.renderLocation(chosen, locations.indexOf(chosen), manyCarriers)));
      return panel;
    }
    panel.append(el('ul', { className: 'svc-pickup-list' }, locations.map((location, index) => this.renderLocation(location, index, manyCarriers))));
    return panel;
  }

  renderLocation({ key, carrier, item }, index, manyCarriers) {
    const t = this.t;
    const settings = this.settings;
    const location = item.location;
    const address = item.address;
    const checked = this.choice.mode === 'pickup' && this.choice.pickupKey === key;
    const moment = item.possibilities?.[0]?.moment?.start;
    const details = [
      el('span', { className: 'svc-location__address' }, `${address.street} ${address.number}${address.number_suffix || ''}, ${address.postal_code} ${address.city}`),
    ];
    if (settings.pickupShowDistance && Number.isFinite(location.distance)) {
      details.push(el('span', { className: 'svc-location__distance' }, t('distance', { distance: formatDistance(location.distance, settings.locale) })));
    }
    if (moment) details.push(el('span', { className: 'svc-location__moment' }, t('availableFrom', { date: formatDay(moment, settings.locale, 'long') })));
    return el('li', { className: `svc-location${checked ? ' svc-location--checked' : ''}` },
      el('label', { className: 'svc-location__choice', dataset: { svcLocation: key } },
        el('input', {
          type: 'radio', name: 'svc-pickup', value: key, checked, dataset: { svcFocus: `pickup:${key}` },
          onchange: () => this.act((choice) => { choice.mode = 'pickup'; choice.pickupKey = key; }),
        }),
        el('span', { className: 'svc-location__number', 'aria-hidden': 'true' }, String(index + 1)),
        el('span', { className: 'svc-location__body' },
          el('span', { className: 'svc-location__name' }, location.location_name,
            location.type === 'locker' ? el('span', { className: 'svc-badge' }, t('locker')) : null,
            manyCarriers ? el('span', { className: 'svc-location__carrier' }, carrier.name) : null),
          details),
        priceTag(formatPrice(carrier.pricePickup, settings, t))),
      this.renderOpeningHours(location.opening_hours || {}));
  }

  renderOpeningHours(hours) {
    const t = this.t;
    const rows = WEEKDAYS.map((day, index) => {
      const periods = hours[day] || [];
      const text = periods.length ? periods.map((period) => `${period.start} – ${period.end}`).join(', ') : t('closed');
      return el('tr', {}, el('th', { scope: 'row' }, weekdayName(index, this.settings.locale)), el('td', {}, text));
    });
    return el('details', { className: 'svc-hours' }, el('summary', {}, t('openingHours')), el('table', {}, el('tbody', {}, rows)));
  }
}

function priceTag(text) {
  return text ? el('span', { className: 'svc-price' }, text) : null;
}

function timeFrame(moment) {
  const frames = moment.delivery_time_frames || [];
  const start = frames.find((frame) => frame.type === 'start');
  const end = frames.find((frame) => frame.type === 'end');
  return start && end ? `${clockTime(start.date_time)} – ${clockTime(end.date_time)}` : '';
}

function camelName(name) {
  return name.replace(/_([a-z])/g, (whole, letter) => letter.toUpperCase());
}

/** spec §2 Pickup location, from a contract §8 pickup location. */
function pickupLocationPayload(item) {
  const { address, location } = item;
  const openingHours = {};
  for (const [day, periods] of Object.entries(location.opening_hours || {})) {
    openingHours[day] = periods.map((period) => ({ from: period.start, to: period.end }));
  }
  return {
    locationCode: location.location_code,
    retailNetworkId: location.retail_network_id || '',
    locationName: location.location_name,
    street: address.street,
    number: String(address.number),
    numberSuffix: address.number_suffix || '',
    postalCode: address.postal_code,
    city: address.city,
    cc: address.cc,
    latitude: Number(location.latitude),
    longitude: Number(location.longitude),
    distance: Number(location.distance),
    type: location.type === 'locker' ? 'locker' : 'default',
    openingHours,
  };
}

/**
 * The service's days with the shop's closed days blocked (rule 6: shown, not selectable; contract §8 has no
 * parameter for them). A window whose days are all closed offers nothing: the service's own answer to that, 3508.
 */
function withClosedDays(carrier, deliveries, errors) {
  const blocked = deliveries.map((delivery) => (
    isClosedDay(carrier.dropOff, delivery.date) ? { ...delivery, possibilities: [] } : delivery));
  if (blocked.length && blocked.every((delivery) => delivery.possibilities.length === 0)) {
    errors.push(new ServiceError({
      status: 422,
      code: 3508,
      title: 'Unprocessable Entity',
      message: `No deliverable options for ${carrier.name}: every day of the window is closed.`,
    }));
    return [];
  }
  return blocked;
}
