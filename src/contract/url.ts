/**
 * The one rule for the page URLs a record stores (`blogUrl`, `metaUrl`, an http(s) `categoryUrl`): the URL as a
 * browser serialises it (WHATWG URL: scheme and host lower-case, an IDN host in its ASCII form, the default port
 * dropped, spaces, quotes, `<`, `>` and non-ASCII percent-encoded), without its fragment, and with the few characters
 * WHATWG leaves as they are but RFC 3986 does not allow (`{ } | ^ [ ] \` and a backquote in the path or query, a `%`
 * that starts no escape) percent-encoded too. So what is stored is what the feed, the sitemap and the site's pages
 * may emit as it is. Pure: the server, the in-memory API and the panel's forms share it through the text rule.
 */

/** What RFC 3986 allows in a path and query as written (unreserved, sub-delims, `: @ / ?` and escapes). */
const NOT_URI = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]|%(?![0-9A-Fa-f]{2})/g;
/** A host as DNS names or an IP literal spell it (RFC 3986 would allow more; no site uses it). */
const HOST = /^(?:[a-z0-9\-._~]+|\[[0-9a-f:.]+\])$/;

const escape = (char: string) =>
  Array.from(new TextEncoder().encode(char), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/**
 * The stored form of an http(s) page URL, or undefined when `value` is not one: not written with `http://` or
 * `https://`, no host, a user name or password in it, or a host no DNS name can spell. The same URL again gives
 * the same text (serialising a serialised URL changes nothing).
 */
export function serializePageUrl(value: string): string | undefined {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text) || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!url.hostname || url.username || url.password || !HOST.test(url.hostname)) return undefined;
  const rest = `${url.pathname}${url.search.length > 1 ? url.search : ''}`.replace(NOT_URI, escape);
  return `${url.protocol}//${url.host}${rest}`;
}

/** True when `value` is a valid RFC 3986 http(s) URI as this rule stores it: the feed and sitemap emit nothing else. */
export const isStoredPageUrl = (value: string) => serializePageUrl(value) === value;
