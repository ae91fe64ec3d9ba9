/**
 * The key redirects are matched by: the path and query of a URL or path, as `pageUrlKey` normalises them (escapes of
 * unreserved characters decoded, `.`/`..` resolved, a trailing slash and an empty query dropped). The host is not part
 * of it: a redirect is on the website, whatever host a post's URL names. Pure, no imports.
 */
export function redirectKey(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim(), 'http://site.invalid');
  } catch {
    return raw.trim();
  }
  const decode = (text: string) =>
    text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
      const char = String.fromCharCode(parseInt(hex, 16));
      return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${hex.toUpperCase()}`;
    });
  const path = decode(url.pathname).replace(/\/+$/, '') || '/';
  const query = url.search.length > 1 ? decode(url.search) : '';
  return `${path}${query}`;
}
