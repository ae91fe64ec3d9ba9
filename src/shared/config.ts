/** Default API origin: the local server of `npm start` (docs/api.md). */
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:3001';

/**
 * The API origin, without a trailing slash: a non-empty `<meta name="api-base-url">` (filled by the server that
 * serves index.html, so one build works for any API port), else `VITE_API_BASE_URL`, else the default.
 */
export function resolveApiBaseUrl(metaContent: string | null | undefined, envValue: string | undefined): string {
  const chosen = metaContent?.trim() || envValue?.trim() || DEFAULT_API_BASE_URL;
  return chosen.replace(/\/+$/, '');
}

function readMeta(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector('meta[name="api-base-url"]')?.getAttribute('content') ?? null;
}

export const API_BASE_URL = resolveApiBaseUrl(readMeta(), import.meta.env.VITE_API_BASE_URL);
