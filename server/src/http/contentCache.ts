/**
 * How the Content API's answers may be cached by browsers and CDNs: how long, what they depend on (surrogate keys an
 * operator purges by), when their content last changed, and the conditional requests that save a body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A 200's cache policy: `max-age` and a stale window of the same length (both at most 60 s, CONTENT_MAX_AGE). */
export const contentCacheControl = (maxAge: number) => `public, max-age=${maxAge}, stale-while-revalidate=${maxAge}`;
/**
 * A 404's: cacheable as briefly, so a cache replaces a post it holds with the 404 once the post is unpublished or
 * trashed, and serves no stale copy while it asks again.
 */
export const notFoundCacheControl = (maxAge: number) => `public, max-age=${maxAge}`;
/** Images: a day at most, so an unpublished post's image leaves every cache within a day without a purge. */
export const IMAGE_CACHE = 'public, max-age=86400';

/**
 * Names what an answer depends on, for purging by key: `Surrogate-Key` space-separated (Fastly, Varnish, nginx
 * setups), `Cache-Tag` comma-separated (Cloudflare, Akamai). The same keys in both; `content` is on every answer.
 */
export function setSurrogateKeys(reply: FastifyReply, keys: readonly string[]): void {
  const all = [...new Set(['content', ...keys])];
  reply.header('Surrogate-Key', all.join(' ')).header('Cache-Tag', all.join(','));
}

/** A key from a value that may hold anything (a blogId is a slug already; an image name is hex and a dot). */
export const keyPart = (value: string | number) => String(value).replace(/[^A-Za-z0-9_.-]/g, '_');

/**
 * Sets `Last-Modified` for a content state last changed at `changedAt` (epoch ms), once that second is over: a
 * validator sent within the second of a change could be equal to the next change's, and `If-Modified-Since` would
 * then hide that change. Returns the whole seconds sent, or undefined when none was.
 */
export function setLastModified(reply: FastifyReply, changedAt: number | undefined, now: number): number | undefined {
  if (changedAt === undefined || !Number.isFinite(changedAt)) return undefined;
  const seconds = Math.floor(changedAt / 1000) * 1000;
  if (now < seconds + 1000) return undefined;
  reply.header('Last-Modified', new Date(seconds).toUTCString());
  return seconds;
}

/** True when `If-Modified-Since` names a time at or after `modified` (ignored with `If-None-Match`, RFC 9110 13.1.3). */
export function notModifiedSince(request: FastifyRequest, modified: number | undefined): boolean {
  if (modified === undefined || request.headers['if-none-match'] !== undefined) return false;
  const since = request.headers['if-modified-since'];
  if (typeof since !== 'string') return false;
  const time = Date.parse(since);
  return Number.isFinite(time) && modified <= time;
}
