import { RESOURCES } from '@/contract';
import type { Access, MockReply } from './http';
import type { RecordType } from '@/contract';

/** The record types whose update the `conflict` scenario turns into a stale-version 409. */
export const CONFLICT_TYPES: readonly RecordType[] = ['blog', 'category', 'meta', 'asset'];

/** The named API scenarios a story picks with `parameters.api.scenario`. */
export const SCENARIOS = [
  'default',
  'empty',
  'slow',
  'loading',
  'listError',
  'saveError',
  'saveRejected',
  'validationError',
  'sessionExpired',
  'conflict',
  'offline',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

/**
 * `offline`: every request fails the way the browser's fetch does when the server cannot be reached
 * (`TypeError: Failed to fetch`), so the whole panel can be shown without a network.
 */
export const OFFLINE_ERROR_TEXT = 'Failed to fetch';

/** Latency of the `slow` scenario. */
export const SLOW_LATENCY_MS = 800;

/** The lists a `listError` fails: every record type's, and the other screens' reads. */
const LIST_PATHS = new Set<string>([
  ...Object.values(RESOURCES).map((resource) => resource.api.list),
  '/trash/list',
  '/activity/list',
  '/dashboard/summary',
  '/dashboard/schedule',
  '/seo/report',
]);
/** A change an administrator makes: a call other than a read that needs a code-verified session. */
const isWrite = (method: string, access: Access) => method !== 'GET' && method !== 'HEAD' && access === 'full';

/** Field errors of the `validationError` scenario, per write. */
function fieldErrorsFor(path: string): Record<string, string> {
  if (path.startsWith('/blogs/'))
    return {
      blogId: 'blogId may only hold lowercase letters, digits and single hyphens',
      blogUrl: 'blogUrl must be a valid http(s) URL',
    };
  if (path.startsWith('/category/')) return { category: 'category must be at most 100 characters' };
  if (path.startsWith('/meta/')) return { metaUrl: 'metaUrl must be a valid http(s) URL' };
  if (path.startsWith('/contacts/')) return { status: 'status must be read or replied' };
  if (path.startsWith('/webhooks/')) return { url: 'url must be a valid http(s) URL' };
  if (path.startsWith('/redirects/')) return { to: 'to must be a path like /blog/news or an http(s) URL' };
  if (path.startsWith('/media/')) return { alt: 'alt must be at most 250 characters' };
  return { id: 'id is not valid' };
}

/**
 * The failure a scenario forces before the route answers (`access`: the route's, ./context.ts), or null to let the
 * request through. `conflict` needs the stored record, so the update route decides it (./routes/records.ts).
 */
export function scenarioFailure(scenario: Scenario, method: string, path: string, access: Access): MockReply | null {
  switch (scenario) {
    case 'listError':
      return method === 'GET' && (LIST_PATHS.has(path) || path.startsWith('/webhooks/deliveries/'))
        ? { status: 500, body: { message: 'Internal server error' } }
        : null;
    case 'saveError':
      return isWrite(method, access) ? { status: 500, body: { message: 'Internal server error' } } : null;
    case 'saveRejected':
      // A 200 whose `result` is false: the "false result" of a write (docs/panel.md#calls-and-bodies,
      // docs/panel.md#messages).
      return isWrite(method, access) ? { status: 200, body: { result: false } } : null;
    case 'validationError':
      return isWrite(method, access) && method !== 'DELETE'
        ? { status: 400, body: { message: 'Please fix the highlighted fields', errors: fieldErrorsFor(path) } }
        : null;
    case 'sessionExpired':
      // Every call that needs a session, but the code's own calls (sending and checking it).
      return access !== 'public' && !path.startsWith('/otp/')
        ? { status: 401, body: { message: 'Your session has expired. Please sign in again.' } }
        : null;
    default:
      return null;
  }
}
