/**
 * The only link protocols the editor keeps (docs/panel.md#validation: links limited to http, https, mailto and tel).
 */
export const ALLOWED_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

/** What a refused link becomes: an inert page rather than the author's text. */
export const BLOCKED_HREF = 'about:blank';

// Browsers ignore ASCII control characters and whitespace inside a scheme ("java\tscript:"), so they are stripped
// before the scheme is read; otherwise such a value would slip past the check.
// eslint-disable-next-line no-control-regex
const IGNORED_CHARS = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Returns `url` unchanged when its protocol is http, https, mailto or tel, and `about:blank` for anything else
 * (javascript:, data:, vbscript:, file:, relative or scheme-less values, empty input).
 */
export function sanitizeLinkHref(url: string): string {
  const compact = url.replace(IGNORED_CHARS, '');
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (!scheme) return BLOCKED_HREF;
  return (ALLOWED_LINK_PROTOCOLS as readonly string[]).includes(scheme) ? url.trim() : BLOCKED_HREF;
}

/** True when `url` would be kept as written by {@link sanitizeLinkHref}. */
export function isAllowedLinkHref(url: string): boolean {
  return sanitizeLinkHref(url) !== BLOCKED_HREF;
}
