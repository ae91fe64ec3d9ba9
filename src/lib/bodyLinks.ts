/**
 * The links of a post body, as the SEO report's link checks read them (issue 29): each `<a href>` that leads to a
 * web page, as `[host, key]`: `host` as URL keys spell it (pageUrlKey: lower-case, default port dropped), '' for a
 * relative link, and `key` the path and query the link asks for, compared as redirects are (redirectKey). Whether a
 * host is the website's is decided later, against `SITE_URL`, so a changed `SITE_URL` needs no rewrite of the bodies.
 * Shared by the server (stored beside the body as `bodyLinks`, JSON) and the in-memory API. Pure.
 */
import { attributesOf } from './bodyImages.ts';
import { redirectKey } from './redirectKey.ts';
import { pageUrlKey } from './uniqueKeys.ts';

/** A relative link: `['', key]`; a link with a host: `[host, key, url]`, `url` the address as a browser requests it. */
export type BodyLink = [host: string, key: string] | [host: string, key: string, url: string];

/** The most links of one body that are checked (a body of thousands of links is checked on its first ones). */
export const BODY_LINKS_MAX = 100;
const KEY_MAX = 2048;

const ANCHOR = /<a\b((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos|#39));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

const decode = (text: string) =>
  text.replace(ENTITY, (all, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? all;
    const code = dec ? Number(dec) : parseInt(hex ?? '', 16);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
  });

/** The page a link leads to, or null for one that leads to no web page (mailto:, tel:, a fragment alone). */
export function linkOf(href: string): BodyLink | null {
  const text = decode(href).trim();
  if (!text || text.startsWith('#')) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return null;
  let url: URL;
  try {
    url = new URL(text, 'https://site.invalid/');
  } catch {
    return null;
  }
  const relative = !scheme && !text.startsWith('//');
  const key = redirectKey(url.href);
  if (key.length > KEY_MAX) return null;
  if (relative) return ['', key];
  const keyed = pageUrlKey(url.href);
  const host = keyed.slice(keyed.indexOf('://') + 3).split(/[/?]/)[0] ?? '';
  url.hash = '';
  return url.href.length > KEY_MAX ? [host, key] : [host, key, url.href];
}

/** Every distinct page the body links to, in order, at most BODY_LINKS_MAX. */
export function linksOf(html: string): BodyLink[] {
  const links: BodyLink[] = [];
  const seen = new Set<string>();
  for (const match of html.matchAll(ANCHOR)) {
    const href = attributesOf(match[1] ?? '').get('href');
    const link = href === undefined ? null : linkOf(href);
    if (!link) continue;
    const id = `${link[0]} ${link[1]}`;
    if (seen.has(id)) continue;
    seen.add(id);
    links.push(link);
    if (links.length === BODY_LINKS_MAX) break;
  }
  return links;
}

/** `linksOf` as the column stores it: JSON text, '' when the body links to no page. */
export const bodyLinksOf = (html: string): string => {
  const links = linksOf(html);
  return links.length ? JSON.stringify(links) : '';
};

/** The stored column read back; a malformed value reads as no links. */
export function parseBodyLinks(stored: string | null | undefined): BodyLink[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter(
          (link): link is BodyLink =>
            Array.isArray(link) &&
            typeof link[0] === 'string' &&
            typeof link[1] === 'string' &&
            (link[2] === undefined || typeof link[2] === 'string'),
        )
      : [];
  } catch {
    return [];
  }
}

/** What the site knows of a path key: a post or page lives there, or a redirect answers it (its target's key). */
export interface LinkSite {
  /** The website's host as URL keys spell it (siteKeyHost); links to other hosts are not checked. */
  host: string;
  isPage: (key: string) => boolean;
  redirectOf: (key: string) => { to: string; toKey: string } | undefined;
  /** Why a link to another site was found broken when it was last checked (LINK_CHECK=1), or undefined. */
  brokenExternal?: (url: string) => string | undefined;
}

export interface LinkFindings {
  /** The first link on the site that leads nowhere. */
  broken: string | null;
  /** The first link that answers with a redirect whose target is a page: link to `to` instead. */
  redirected: { from: string; to: string } | null;
  /** The first link that redirects more than once: `to` is where the redirects end. */
  chained: { from: string; to: string } | null;
  /** The first link to another site that answered with an error or not at all, and what happened. */
  external: { url: string; reason: string } | null;
}

/** The site's home page is always there, whether or not a meta page describes it. */
export const SITE_ROOT_KEY = '/';

/**
 * Which of a body's links the SEO report flags (`broken_internal_link`, `link_to_redirect`, `redirect_chain`, and
 * `broken_external_link` from the last external checks).
 */
export function linkFindings(links: BodyLink[], site: LinkSite): LinkFindings {
  const findings: LinkFindings = { broken: null, redirected: null, chained: null, external: null };
  for (const [host, key, url] of links) {
    if (host !== '' && host !== site.host) {
      const reason = url === undefined ? undefined : site.brokenExternal?.(url);
      if (url !== undefined && reason !== undefined) findings.external ??= { url, reason };
      continue;
    }
    const first = site.redirectOf(key);
    if (!first) {
      if (key !== SITE_ROOT_KEY && !site.isPage(key)) findings.broken ??= key;
      continue;
    }
    const second = site.redirectOf(first.toKey);
    if (!second) {
      findings.redirected ??= { from: key, to: first.to };
      continue;
    }
    // Where the redirects end (a loop is refused when a redirect is written; a bound keeps a bad row finite).
    let end = second;
    const visited = new Set([key, first.toKey]);
    for (let next = site.redirectOf(end.toKey); next && !visited.has(end.toKey); next = site.redirectOf(end.toKey)) {
      visited.add(end.toKey);
      end = next;
    }
    findings.chained ??= { from: key, to: end.to };
  }
  return findings;
}
