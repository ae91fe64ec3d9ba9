/**
 * URLs as they are stored and sent: the WHATWG serialisation browsers use (scheme and host lower-cased, an IDN host
 * in ASCII, spaces, quotes, `<`, `>` and non-ASCII percent-encoded), without a fragment, and with every character
 * RFC 3986 does not allow in a URI percent-encoded as well (WHATWG leaves `|`, `^`, `{`, `}`, `[`, `]` and `` ` ``
 * of a path or query as they are). Pure functions, shared by the server and the in-memory API.
 */

/** Characters RFC 3986 allows in a URI: unreserved, reserved, and `%` of an escape. */
const NOT_IN_URI = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/g;
const encodeChar = (c: string) =>
  Array.from(new TextEncoder().encode(c), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/**
 * An http(s) URL as a valid URI: WHATWG-serialised, no fragment, RFC 3986 characters only (a lone `%` not starting an
 * escape becomes `%25`). Undefined for anything that is not an absolute http(s) URL with a host and no credentials.
 */
export function toUri(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return undefined;
  // A URL with credentials in it is no page address to publish.
  if (url.username || url.password) return undefined;
  url.hash = '';
  const rest = url.href.slice(url.origin.length);
  return (
    url.origin +
    rest
      .replace(/%(?![0-9A-Fa-f]{2})/g, '%25')
      .replace(NOT_IN_URI, encodeChar)
      // `[` and `]` are only for an IPv6 host, which is in the origin.
      .replace(/[[\]]/g, encodeChar)
  );
}
