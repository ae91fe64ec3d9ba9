// The public API, as the site reaches it: the site server writes its URL into <meta name="api-base-url">, like the
// panel's server does for the panel. Served by anything else, the default API address is used.
const meta = document.querySelector('meta[name="api-base-url"]');

/** The API's base URL, without a trailing slash. */
export const API_BASE_URL = (meta?.getAttribute('content') || 'http://127.0.0.1:3001').replace(/\/+$/, '');

/**
 * Calls the API and reads its JSON answer. Never throws for an HTTP status: `{ok, status, data}` where `data` is the
 * parsed body or null; a network failure answers status 0.
 */
export async function callApi(path, { method = 'GET', body, signal } = {}) {
  let response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method,
      signal,
      // The API's answers may be cached for a minute (for CDNs); the browser revalidates them with their ETag instead,
      // so a post that was just published, unpublished or reached its time shows at once (a 304 costs no body).
      cache: 'no-cache',
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error?.name === 'AbortError') throw error;
    return { ok: false, status: 0, data: null };
  }
  let data = null;
  try {
    data = await response.json();
  } catch {
    // an empty or non-JSON body
  }
  return { ok: response.ok, status: response.status, data };
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Mar 5, 2026", or '' for a missing or invalid date. */
export function formatDate(value) {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? dateFormat.format(date) : '';
}

/**
 * Builds an element: `h('a', {href: '/x', class: 'link'}, 'text', child)`. Text children become text nodes, so data
 * from the API never turns into markup here.
 */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'text') element.textContent = value;
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

/**
 * An `<img>` of a media library image (the Content API's `image`): its renditions as `srcset` for the browser to pick
 * from by `sizes`, its size (no layout shift), its focal point kept in view when CSS crops it, and its alt text
 * unless `alt` is given.
 */
export function libraryImage(image, { alt, ...attributes }) {
  return h('img', {
    ...attributes,
    src: image.url,
    srcset: image.srcset,
    width: image.width,
    height: image.height,
    alt: alt ?? image.alt,
    style: `object-position: ${image.focal.x * 100}% ${image.focal.y * 100}%`,
  });
}

/** Sets (or adds) a `<meta name=…>` / `<meta property=…>` in the head. */
export function setMeta(key, content, attribute = 'name') {
  let tag = document.head.querySelector(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = h('meta', { [attribute]: key });
    document.head.append(tag);
  }
  tag.setAttribute('content', content);
}

/** Sets the page's canonical link. */
export function setCanonical(url) {
  let link = document.head.querySelector('link[rel="canonical"]');
  if (!link) {
    link = h('link', { rel: 'canonical' });
    document.head.append(link);
  }
  link.setAttribute('href', url);
}
