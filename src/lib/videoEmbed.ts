/**
 * The one rule for video embeds, shared by the server's sanitiser, the view modal's sanitiser and the editor (a pure
 * module: the server imports it by path). An embed is a YouTube `/embed/<11-character id>` or a Vimeo
 * `/video/<digits>` page on the players' own hosts, and nothing else: a path that only *starts* like one
 * (`/embed/../../redirect?q=…`, `/embed/%2e%2e/…`, `/embed/<id>/more`) would make the browser load another page of
 * those sites inside the post.
 */

/** The iframe `sandbox` of every video: the players run their own script on their own origin and may show a cast /
 * presentation picker; no forms, no top-level navigation, no pop-ups, no downloads. Fullscreen comes from
 * `allowfullscreen`, not from the sandbox. */
export const VIDEO_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);
const VIMEO_HOST = 'player.vimeo.com';
const YOUTUBE_PATH = /^\/embed\/([A-Za-z0-9_-]{11})\/?$/;
const VIMEO_PATH = /^\/video\/([0-9]{1,12})\/?$/;
/** The path exactly as written, before the URL parser resolves `.`/`..` segments and `%2e`. */
const RAW_PATH = /^https:\/\/[^/?#\\]+(\/[^?#]*)/i;

/**
 * The canonical embed URL (`https://www.youtube.com/embed/<id>`, `https://www.youtube-nocookie.com/embed/<id>` or
 * `https://player.vimeo.com/video/<id>`), keeping only a YouTube `start`/`end` (seconds) or a Vimeo `h` (the key of
 * an unlisted video) from the query; `null` for anything else: another scheme or host, credentials, a port, a path
 * with dot segments, percent-encoding, a backslash or extra segments, or an id of the wrong shape.
 */
export function normalizeVideoEmbedUrl(raw: string): string | null {
  const text = raw.trim();
  const rawPath = RAW_PATH.exec(text)?.[1];
  if (rawPath === undefined || /%|\\|\/\.\.?(\/|$)/.test(rawPath)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port || url.pathname !== rawPath) return null;
  if (YOUTUBE_HOSTS.has(url.hostname)) {
    const id = YOUTUBE_PATH.exec(url.pathname)?.[1];
    if (!id) return null;
    const host = url.hostname.endsWith('youtube-nocookie.com') ? 'www.youtube-nocookie.com' : 'www.youtube.com';
    return withQuery(`https://${host}/embed/${id}`, url, { start: /^\d{1,6}$/, end: /^\d{1,6}$/ });
  }
  if (url.hostname === VIMEO_HOST) {
    const id = VIMEO_PATH.exec(url.pathname)?.[1];
    if (!id) return null;
    return withQuery(`https://${VIMEO_HOST}/video/${id}`, url, { h: /^[0-9a-f]{1,20}$/ });
  }
  return null;
}

function withQuery(base: string, url: URL, allowed: Record<string, RegExp>): string {
  const kept = new URLSearchParams();
  for (const [name, pattern] of Object.entries(allowed)) {
    const value = url.searchParams.get(name);
    if (value !== null && pattern.test(value)) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${base}?${query}` : base;
}
