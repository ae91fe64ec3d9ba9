import { callApi, setCanonical, setMeta } from './api.js';
import { renderChrome } from './chrome.js';
import { createForm } from './forms.js';

/**
 * A page whose <head> comes from the panel's Meta pages: GET /content/meta?url=<this page's URL>. Without an entry
 * for it, the page keeps the title and description written in its HTML.
 */
renderChrome();

document
  .getElementById('page-form-slot')
  ?.replaceWith(createForm('page', { id: 'page-form', title: 'Ask about this service', submitLabel: 'Send enquiry' }));

const url = `${location.origin}${location.pathname}`;
const { ok, data } = await callApi(`/content/meta?url=${encodeURIComponent(url)}`);
if (ok && data?.result) {
  const meta = data.result;
  document.title = meta.metaTitle;
  setMeta('description', meta.metaDescription);
  setMeta('og:title', meta.metaTitle, 'property');
  setMeta('og:description', meta.metaDescription, 'property');
  if (meta.imageUrl) setMeta('og:image', meta.imageUrl, 'property');
  setCanonical(meta.metaUrl);
}
document.documentElement.dataset.meta = ok ? 'loaded' : 'default';
