import { isValidEmail } from '../../../src/lib/email.ts';
import { badRequest } from './errors.ts';

/** One field's rule. Text is trimmed; `min`/`max` count characters after trimming. */
export interface FieldRule {
  min?: number;
  max: number;
  /** Multi-line text may hold tabs and newlines; other control characters are refused everywhere. */
  multiline?: boolean;
  optional?: boolean;
  format?: 'httpUrl' | 'email' | 'urlOrPath' | 'slug' | 'phone';
  oneOf?: readonly string[];
  /** Value stored when an optional field is absent on create. */
  fallback?: string;
}

export type Rules = Record<string, FieldRule>;

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PHONE = /^[0-9 +()-]*$/;

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const formatMessages: Record<NonNullable<FieldRule['format']>, string> = {
  httpUrl: 'must be a valid http(s) URL',
  email: 'must be a valid email address',
  urlOrPath: 'must be a path like /blog/news or an http(s) URL',
  slug: 'may only hold lowercase letters, digits and single hyphens',
  phone: 'may only hold digits, spaces and + ( ) -',
};

function checkFormat(format: NonNullable<FieldRule['format']>, value: string): boolean {
  switch (format) {
    case 'httpUrl':
      return isHttpUrl(value);
    case 'email':
      return isValidEmail(value);
    case 'urlOrPath':
      return isHttpUrl(value) || /^\/[A-Za-z0-9\-._~/%]*$/.test(value);
    case 'slug':
      return SLUG.test(value);
    case 'phone':
      return PHONE.test(value);
  }
}

/** Returns an error message for one value, or undefined when it is valid. */
export function checkText(value: unknown, rule: FieldRule): string | undefined {
  if (typeof value !== 'string') return 'must be text';
  if (LONE_SURROGATE.test(value)) return 'contains invalid characters';
  if ((rule.multiline ? CONTROL : CONTROL_SINGLE_LINE).test(value)) return 'contains invalid characters';
  const text = value.trim();
  const min = rule.min ?? 1;
  if (text.length < min) return min === 1 ? 'is required' : `must be at least ${min} characters`;
  if (text.length > rule.max) return `must be at most ${rule.max} characters`;
  if (text.length > 0 && rule.format && !checkFormat(rule.format, text)) return formatMessages[rule.format];
  if (rule.oneOf && !rule.oneOf.includes(text)) return `must be one of ${rule.oneOf.join(', ')}`;
  return undefined;
}

/**
 * Validates `input` against `rules`. On create every non-optional field is required; with `partial` (updates) only
 * the fields present are checked. Fields not in `rules` are ignored. Throws 400 `{message, errors}` on any problem.
 */
export function validate(
  input: Record<string, unknown>,
  rules: Rules,
  { partial = false }: { partial?: boolean } = {},
): Record<string, string> {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const raw = input[field];
    if (raw === undefined || (raw === null && (rule.optional || !partial)) || (rule.optional && raw === '')) {
      if (!partial && !rule.optional) errors[field] = `${field} is required`;
      else if (!partial && rule.fallback !== undefined) values[field] = rule.fallback;
      continue;
    }
    const problem = checkText(raw, rule);
    if (problem) errors[field] = `${field} ${problem}`;
    else values[field] = (raw as string).trim();
  }
  if (Object.keys(errors).length > 0) throw badRequest('Please fix the highlighted fields', errors);
  return values;
}

/** A JSON body must be a plain object; anything else is a 400. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** Positive integer id from a path parameter, or undefined when it cannot name a record. */
export function parseId(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

/** Optional `version` for optimistic concurrency: absent → undefined; else a non-negative integer or 400. */
export function parseVersion(raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^[0-9]{1,9}$/.test(text)) {
    throw badRequest('Please fix the highlighted fields', { version: 'version must be a whole number' });
  }
  return Number(text);
}
