/** Default API origin: the local server of `npm start` (docs/api.md). */
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:3001';

/**
 * The API origin, without a trailing slash: a non-empty `<meta name="api-base-url">` (filled by the server that
 * serves index.html, so one build works for any API port), else `VITE_API_BASE_URL`, else the default.
 */
export function resolveApiBaseUrl(metaContent: string | null | undefined, envValue: string | undefined): string {
  return resolveUrl(metaContent, envValue, DEFAULT_API_BASE_URL);
}

/** A non-empty meta value, else a non-empty build-time value, else `fallback`; without a trailing slash. */
export function resolveUrl(metaContent: string | null | undefined, envValue: string | undefined, fallback: string) {
  const chosen = metaContent?.trim() || envValue?.trim() || fallback;
  return chosen.replace(/\/+$/, '');
}

function readMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

export const API_BASE_URL = resolveApiBaseUrl(readMeta('api-base-url'), import.meta.env.VITE_API_BASE_URL);

/** Default website: the demo site of `npm start` (docs/operations.md#settings, `SITE_URL`). */
export const DEFAULT_SITE_URL = 'http://127.0.0.1:3002';

/**
 * The website's URL, without a trailing slash: a non-empty `<meta name="site-url">` (the server's `SITE_URL`, written
 * into index.html by the server that serves it), else `VITE_SITE_URL`, else the default.
 */
export const SITE_URL = resolveUrl(readMeta('site-url'), import.meta.env.VITE_SITE_URL, DEFAULT_SITE_URL);
