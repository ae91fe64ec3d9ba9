/**
 * Uniqueness keys: two names or URLs a reader cannot tell apart get the same key, and the database's UNIQUE index is
 * on the key. Shared by the server (imported by path; migration `0003_normalized_uniques` backfills with it) and the
 * in-memory API, so both refuse the same look-alikes. Pure functions, no imports.
 */

/** Characters that show nothing: zero-width space/joiners, word joiner, BOM, soft hyphen, bidi and other format marks. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/**
 * The key of a category name: compatibility forms folded (NFKC: full-width letters, ligatures, `é` in either normal
 * form), invisible characters removed, runs of whitespace collapsed to one space and trimmed, and case folded
 * (`Straße` = `STRASSE`). `Café`, `Cafe\u0301`, `ＣＡＦＥ\u0301`, `Ca\u200bfé` and ` café ` share one key.
 */
export function categoryNameKey(name: string): string {
  const folded = name
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC');
  return folded.replace(INVISIBLE, '');
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Decodes percent-escapes of unreserved characters (`%61` → `a`) and upper-cases the hex of the others (`%2f` → `%2F`). */
function normalizeEscapes(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/**
 * The key of a page URL, compared after parsing (WHATWG URL, as browsers do): scheme and host lower-case, an IDN or
 * full-width host in its ASCII form, the default port dropped, a trailing dot of the host dropped, `.`/`..` segments
 * resolved, percent-encoding of unreserved characters decoded, a trailing slash dropped, the fragment dropped, and an
 * empty query (`?` alone) dropped. A different query is a different page and stays in the key; so do the path's case
 * and the scheme (`http` and `https` are two URLs). A value that does not parse keys as itself, trimmed.
 */
export function pageUrlKey(raw: string): string {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  const host = url.hostname.replace(/\.$/, '');
  const port = url.port ? `:${url.port}` : '';
  const auth = url.username || url.password ? `${url.username}${url.password ? `:${url.password}` : ''}@` : '';
  let path = normalizeEscapes(url.pathname);
  if (path.endsWith('/')) path = path.replace(/\/+$/, '');
  const query = url.search.length > 1 ? normalizeEscapes(url.search) : '';
  return `${url.protocol}//${auth}${host}${port}${path}${query}`;
}

/**
 * The key of a category's URL, which may be a site path (`/blog/news`) or an http(s) URL: a URL keys as `pageUrlKey`;
 * a path is compared the same way (`.`/`..` segments resolved, unreserved escapes decoded, a trailing slash, an empty
 * query and the fragment dropped), so `/blog/news`, `/blog/news/` and `/blog/%6Eews` share one key. A path and a
 * full URL of the same page are two keys: the rule is pure and knows no site host.
 */
export function categoryUrlKey(raw: string): string {
  const text = raw.trim();
  if (!text.startsWith('/')) return pageUrlKey(text);
  const base = 'http://path.invalid';
  const key = pageUrlKey(`${base}${text}`);
  if (!key.startsWith(base)) return text;
  const path = key.slice(base.length);
  return path.startsWith('/') ? path : `/${path}`;
}
