// Entry point of the delivery options widget (major version 6): load as <script type="module"> after setting
// window.svcConfig, with svc-delivery-options.css loaded separately (spec §6, §9).

import { DeliveryOptionsWidget, EVENT_UPDATE } from './widget.js';

export const WIDGET_VERSION = '6.26.1';

// The service that serves this file also answers /delivery_options and /pickup_locations (contract §8); a mount
// element with data-svc-api-base="https://…/" points the widget elsewhere.
const widget = new DeliveryOptionsWidget(new URL('../', import.meta.url).toString());

document.addEventListener(EVENT_UPDATE, (event) => widget.update(event.detail));
if (window.svcConfig) widget.update(window.svcConfig);
