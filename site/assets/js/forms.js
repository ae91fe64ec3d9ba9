import { callApi, h } from './api.js';

/**
 * The website's forms. Each posts JSON to a public endpoint of the API (the panel's inbox reads them), shows the
 * server's field errors next to their fields, a clear message when the visitor has sent too many (429), and a
 * thank-you when it went through.
 */

/** The enquiry and contact fields: API field name → label, input type and whether the API requires it. */
const FIELDS = {
  name: { label: 'Your name', autocomplete: 'name', required: true, maxlength: 100 },
  emailId: { label: 'Email', type: 'email', autocomplete: 'email', required: true, maxlength: 254 },
  email: { label: 'Email', type: 'email', autocomplete: 'email', required: true, maxlength: 254 },
  phoneNo: { label: 'Phone (optional)', type: 'tel', autocomplete: 'tel', maxlength: 30 },
  country: { label: 'Country (optional)', autocomplete: 'country-name', maxlength: 100 },
  service: { label: 'Service you need (optional)', maxlength: 100 },
  subject: { label: 'Subject', required: true, maxlength: 200 },
  message: { label: 'Message', multiline: true, required: true, maxlength: 5000 },
};

/** The kinds of form: which fields, which endpoint, the fixed values sent with them. */
const KINDS = {
  footer: { fields: ['name', 'emailId', 'message'], path: '/api/enquiries', category: 'FOOTER' },
  quote: { fields: ['name', 'emailId', 'phoneNo', 'service', 'message'], path: '/api/enquiries', category: 'HEADER' },
  page: {
    fields: ['name', 'emailId', 'phoneNo', 'country', 'service', 'message'],
    path: '/api/enquiries',
    category: 'PAGE',
  },
  contact: { fields: ['name', 'email', 'subject', 'message'], path: '/contacts/submit' },
};

function fieldRow(formId, name) {
  const spec = FIELDS[name];
  const id = `${formId}-${name}`;
  const control = spec.multiline
    ? h('textarea', { id, name, rows: 4, required: spec.required, maxlength: spec.maxlength })
    : h('input', {
        id,
        name,
        type: spec.type ?? 'text',
        autocomplete: spec.autocomplete,
        required: spec.required,
        maxlength: spec.maxlength,
      });
  control.setAttribute('aria-describedby', `${id}-error`);
  return h(
    'div',
    { class: 'field' },
    h('label', { for: id }, spec.label),
    control,
    h('p', { class: 'field-error', id: `${id}-error`, hidden: true }),
  );
}

/** A form of `kind` ('footer' | 'quote' | 'page' | 'contact'); `title` is its accessible name. */
export function createForm(kind, { id, title, submitLabel = 'Send' }) {
  const { fields } = KINDS[kind];
  const form = h(
    'form',
    { id, class: `site-form site-form--${kind}`, novalidate: true, 'aria-label': title, 'data-kind': kind },
    fields.map((name) => fieldRow(id, name)),
    h('p', { class: 'form-alert', role: 'alert', id: `${id}-alert` }),
    h('button', { type: 'submit', class: 'button' }, submitLabel),
  );
  wireForm(form, kind);
  return form;
}

function fieldLabel(name) {
  return (FIELDS[name]?.label ?? name).replace(/ \(optional\)$/, '');
}

/** "emailId must be a valid email" → "Email must be a valid email": the server names its fields, the page labels them. */
export function humanise(name, message) {
  const text = String(message);
  return text.startsWith(`${name} `) ? `${fieldLabel(name)} ${text.slice(name.length + 1)}` : text;
}

function waitText(seconds) {
  if (!Number.isFinite(seconds) || seconds <= 60) return 'in a minute';
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minutes`;
}

function clearErrors(form) {
  for (const error of form.querySelectorAll('.field-error')) {
    error.textContent = '';
    error.hidden = true;
  }
  for (const control of form.querySelectorAll('[aria-invalid]')) control.removeAttribute('aria-invalid');
  form.querySelector('.form-alert').textContent = '';
}

function showFieldErrors(form, errors) {
  let first = null;
  let unplaced = [];
  for (const [name, message] of Object.entries(errors)) {
    const control = form.elements.namedItem(name);
    if (!(control instanceof HTMLElement)) {
      unplaced.push(humanise(name, message));
      continue;
    }
    const error = form.querySelector(`#${CSS.escape(control.id)}-error`);
    error.textContent = humanise(name, message);
    error.hidden = false;
    control.setAttribute('aria-invalid', 'true');
    first ??= control;
  }
  return { first, unplaced };
}

function thankYou(form, name) {
  const note = h(
    'div',
    { class: 'thank-you', role: 'status', tabindex: '-1' },
    h('p', { class: 'thank-you__title' }, `Thank you${name ? `, ${name}` : ''}!`),
    h('p', {}, 'Your message has reached us. We will get back to you soon.'),
  );
  form.replaceWith(note);
  note.focus();
}

function wireForm(form, kind) {
  const { fields, path, category } = KINDS[kind];
  const button = form.querySelector('button[type="submit"]');
  const alert = form.querySelector('.form-alert');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    clearErrors(form);
    const body = {};
    for (const name of fields) {
      const value = String(new FormData(form).get(name) ?? '').trim();
      if (value !== '') body[name] = value;
    }
    if (category) {
      body.enquiryCategory = category;
      body.enquiryPage = `${location.origin}${location.pathname}`;
      body.channel = 'WEB';
    }
    const label = button.textContent;
    form.setAttribute('aria-busy', 'true');
    button.disabled = true;
    button.textContent = 'Sending…';
    const { ok, status, data } = await callApi(path, { method: 'POST', body });
    form.removeAttribute('aria-busy');
    button.disabled = false;
    button.textContent = label;
    if (ok) return thankYou(form, body.name);
    if (status === 400 && data?.errors) {
      const { first, unplaced } = showFieldErrors(form, data.errors);
      alert.textContent = ['Please fix the highlighted fields.', ...unplaced].join(' ');
      first?.focus();
      return;
    }
    if (status === 429) {
      alert.textContent = `You have sent several messages in a short time. Please try again ${waitText(
        Number(data?.retryAfterSeconds),
      )}.`;
      return;
    }
    if (status === 413) alert.textContent = 'Your message is too long. Please shorten it and send it again.';
    else if (status === 0) alert.textContent = 'We could not reach the server. Check your connection and try again.';
    else
      alert.textContent = data?.message
        ? `${data.message}.`.replace(/\.\.$/, '.')
        : 'Something went wrong. Please try again.';
  });
}
