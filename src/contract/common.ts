/** Fields and words every versioned, image-carrying write shares (docs/api.md#conventions). */
import { fieldMessage, type ResourceDef } from './resource.ts';

/** `version`: absent, or a non-negative whole number (as JSON number or form text). */
export const VERSION_PATTERN = /^[0-9]{1,9}$/;
/** A numeric record id in a path: 1 … 2^31-1; anything else names no record (404). */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
export const MAX_ID = 2_147_483_647;

export const COMMON_MESSAGES = {
  version: fieldMessage('version', 'must be a whole number'),
  flag: (field: string) => fieldMessage(field, 'must be true or false'),
  bodyNotObject: 'Request body must be a JSON object',
  notFound: (noun: string) => `${noun} not found`,
} as const;

/** Positive integer id from a path parameter, or undefined when it cannot name a record. */
export function parseId(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !ID_PATTERN.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}

/** `version` of an update: `{version}` (undefined when absent) or `{problem}`. */
export function parseVersion(raw: unknown): { version: number | undefined } | { problem: string } {
  if (raw === undefined || raw === null || raw === '') return { version: undefined };
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !VERSION_PATTERN.test(text)) return { problem: COMMON_MESSAGES.version };
  return { version: Number(text) };
}

/** A true/false form field such as `removeImage`: `{value}` or `{problem}`. */
export function parseFlag(raw: unknown, field: string): { value: boolean } | { problem: string } {
  if (raw === undefined || raw === null || raw === '' || raw === false || raw === 'false' || raw === '0')
    return { value: false };
  if (raw === true || raw === 'true' || raw === '1') return { value: true };
  return { problem: COMMON_MESSAGES.flag(field) };
}

/** `Category "X" created` / `updated` / `deleted`. */
export const activityAction = (resource: ResourceDef, label: string, what: 'created' | 'updated' | 'deleted') =>
  `${resource.subject(label)} ${what}`;

/** `GET /activity/list?limit=`: 1–50 lines, 10 by default. */
export const ACTIVITY_LIMIT = { default: 10, max: 50 } as const;

/** The activity list's `limit`: `{limit}` or the 400's `{message, errors}`. */
export function parseActivityLimit(
  raw: unknown,
): { limit: number } | { message: string; errors: Record<string, string> } {
  const limit =
    raw === undefined || raw === ''
      ? ACTIVITY_LIMIT.default
      : typeof raw === 'string' && /^[0-9]{1,3}$/.test(raw)
        ? Number(raw)
        : 0;
  if (limit >= 1 && limit <= ACTIVITY_LIMIT.max) return { limit };
  return {
    message: `limit must be a whole number from 1 to ${ACTIVITY_LIMIT.max}`,
    errors: { limit: 'limit is invalid' },
  };
}
