// The demo checkout: an address form and a configuration editor that send svc_update_delivery_options, and a
// log of every widget event (window.svcDemoLog keeps them for scripted use).

const EVENTS = ['svc_update_delivery_options', 'svc_updated_delivery_options', 'svc_error_delivery_options'];
const log = document.getElementById('event-log');
window.svcDemoLog = [];

function record(name, detail) {
  window.svcDemoLog.push({ name, detail });
  const entry = document.createElement('li');
  entry.dataset.event = name;
  const heading = document.createElement('div');
  heading.className = 'demo-event__heading';
  const time = document.createElement('time');
  time.textContent = new Date().toLocaleTimeString();
  const title = document.createElement('code');
  title.textContent = name;
  heading.append(time, ' ', title);
  const body = document.createElement('pre');
  body.textContent = JSON.stringify(detail, null, 2);
  entry.append(heading, body);
  log.prepend(entry);
}

EVENTS.forEach((name) => document.addEventListener(name, (event) => record(name, event.detail)));

// The widget's console messages about the configuration, shown on the page as well (window.svcDemoMessages).
const messages = document.getElementById('message-log');
const PREFIX = '[svc-delivery-options] ';
window.svcDemoMessages = [];
for (const [method, kind] of [['error', 'error'], ['warn', 'warning'], ['info', 'note']]) {
  const original = console[method].bind(console);
  console[method] = (...args) => {
    original(...args);
    if (typeof args[0] !== 'string' || !args[0].startsWith(PREFIX)) return;
    window.svcDemoMessages.push({ kind, text: args[0].slice(PREFIX.length) });
    messages.querySelector('.demo-none')?.remove();
    const entry = document.createElement('li');
    entry.className = `demo-message demo-message--${kind}`;
    const label = document.createElement('strong');
    label.textContent = `${kind}: `;
    entry.append(label, args[0].slice(PREFIX.length));
    messages.append(entry);
  };
}

function send(detail) {
  document.dispatchEvent(new CustomEvent('svc_update_delivery_options', { detail }));
}

const form = document.getElementById('address-form');
const address = window.svcConfig?.address;
for (const [key, value] of Object.entries(address && typeof address === 'object' ? address : {})) {
  if (form.elements[key]) form.elements[key].value = value;
}
form.addEventListener('submit', (event) => {
  event.preventDefault();
  const fields = Object.fromEntries(new FormData(form).entries());
  send({ address: fields });
});

const editor = document.getElementById('config-editor');
const problem = document.getElementById('config-problem');
editor.value = JSON.stringify(window.svcConfig?.config ?? {}, null, 2);
document.getElementById('config-apply').addEventListener('click', () => {
  try {
    const config = JSON.parse(editor.value);
    problem.textContent = '';
    messages.replaceChildren();
    send({ config });
  } catch (error) {
    problem.textContent = `Not valid JSON: ${error.message}`;
  }
});
document.getElementById('log-clear').addEventListener('click', () => log.replaceChildren());
