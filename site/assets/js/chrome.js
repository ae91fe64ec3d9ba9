import { API_BASE_URL, h } from './api.js';
import { createForm } from './forms.js';

/**
 * The header and footer every page shares: site name, navigation, the header's "Get a quote" form (in a dialog) and
 * the footer's enquiry form. Pages hold an empty <header data-site-header> and <footer data-site-footer>.
 */

const NAV = [
  ['/', 'Blog'],
  ['/about', 'About'],
  ['/contact', 'Contact'],
];

function quoteDialog() {
  const close = h('button', { type: 'button', class: 'dialog__close', 'aria-label': 'Close' }, '×');
  const dialog = h(
    'dialog',
    { class: 'dialog', 'aria-labelledby': 'quote-title' },
    h('div', { class: 'dialog__head' }, h('h2', { id: 'quote-title' }, 'Get a quote'), close),
    h('p', {}, 'Tell us what you need; we answer within one working day.'),
    createForm('quote', { id: 'quote-form', title: 'Get a quote', submitLabel: 'Request a quote' }),
  );
  close.addEventListener('click', () => dialog.close());
  // A click on the backdrop (outside the dialog's box) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  return dialog;
}

function header() {
  const here = location.pathname;
  const dialog = quoteDialog();
  const open = h(
    'button',
    { type: 'button', class: 'button button--accent', 'aria-haspopup': 'dialog' },
    'Get a quote',
  );
  open.addEventListener('click', () => dialog.showModal());
  return [
    h('a', { class: 'skip-link', href: '#main' }, 'Skip to content'),
    h(
      'div',
      { class: 'site-header__inner' },
      h('a', { class: 'site-name', href: '/' }, 'Northwind Studio'),
      h(
        'nav',
        { 'aria-label': 'Main' },
        h(
          'ul',
          {},
          NAV.map(([href, label]) =>
            h(
              'li',
              {},
              h(
                'a',
                { href, 'aria-current': (href === '/' ? here === '/' : here.startsWith(href)) ? 'page' : null },
                label,
              ),
            ),
          ),
        ),
      ),
      open,
    ),
    dialog,
  ];
}

function footer() {
  return h(
    'div',
    { class: 'site-footer__inner' },
    h(
      'section',
      { 'aria-labelledby': 'footer-form-title' },
      h('h2', { id: 'footer-form-title' }, 'Quick enquiry'),
      createForm('footer', { id: 'footer-form', title: 'Quick enquiry' }),
    ),
    h(
      'section',
      { 'aria-labelledby': 'footer-links-title' },
      h('h2', { id: 'footer-links-title' }, 'Follow'),
      h(
        'ul',
        { class: 'footer-links' },
        h('li', {}, h('a', { href: `${API_BASE_URL}/content/feed.xml` }, 'RSS feed')),
        h('li', {}, h('a', { href: `${API_BASE_URL}/content/sitemap.xml` }, 'Sitemap')),
      ),
      h('p', { class: 'muted' }, 'A demo website reading the Content API.'),
    ),
  );
}

export function renderChrome() {
  document.querySelector('[data-site-header]')?.replaceChildren(...header());
  document.querySelector('[data-site-footer]')?.replaceChildren(footer());
}
