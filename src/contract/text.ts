/**
 * The one text rule of the API: how a field's value is checked and the words of each problem. The server, the
 * in-memory API and the panel all read their rules from here (pure TypeScript: no DOM or Node APIs, so the server
 * imports it by path like src/lib and the panel as `@/contract/...`).
 *
 * Text is trimmed, and a URL stored in its one serialisation (src/contract/url.ts); `min`/`max` count characters
 * after that. A problem reads as the field's name followed by the
 * problem (`blogTitle must be at most 200 characters` on the wire, `Title must be at most 200 characters` on screen).
 *
 * An `optional` field may be empty (nothing, or only spaces); what empty means on a write is `parseInput`'s
 * (src/contract/resource.ts): its `fallback` (or '') on a create, and on an update the field cleared to the same.
 */
import { isValidEmail } from '../lib/email.ts';
import { serializePageUrl } from './url.ts';

export type TextFormat = 'httpUrl' | 'email' | 'urlOrPath' | 'slug' | 'phone';

/** One text field's rule. */
export interface TextRule {
  /** Fewest characters after trimming (default 1: required). */
  min?: number;
  max: number;
  /** Multi-line text may hold tabs and newlines; other control characters are refused everywhere. */
  multiline?: boolean;
  /**
   * May be empty. Create: absent or empty → `fallback` (or ''). Update: absent → unchanged; sent empty ('', spaces
   * or null) → cleared, stored as `fallback` (or ''). A form sends an emptied optional field as '' so it is cleared.
   */
  optional?: boolean;
  format?: TextFormat;
  oneOf?: readonly string[];
  /** What an optional field holds when it is empty: left out or empty on a create, cleared on an update. */
  fallback?: string;
}

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Lowercase letters and digits in words joined by single hyphens (a blog's `blogId`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PHONE_PATTERN = /^[0-9 +()-]*$/;
/** A site path such as `/blog/news` (a category's URL may be one). */
export const PATH_PATTERN = /^\/[A-Za-z0-9\-._~/%]*$/;

/** Written with `http://` or `https://`, naming a host, with no user name or password (src/contract/url.ts). */
export const isHttpUrl = (value: string): boolean => serializePageUrl(value) !== undefined;

export const isUrlOrPath = (value: string) => isHttpUrl(value) || PATH_PATTERN.test(value);

/**
 * How a format stores a valid value: an http(s) URL in its one serialisation (src/contract/url.ts), so two spellings
 * of one URL are stored alike and every stored URL is a valid URI; a path as written.
 */
const STORED: Partial<Record<TextFormat, (value: string) => string>> = {
  httpUrl: (value) => serializePageUrl(value) ?? value,
  urlOrPath: (value) => serializePageUrl(value) ?? value,
};

/** Each format's test of a trimmed, stored value. */
export const TEXT_FORMATS: Record<TextFormat, (value: string) => boolean> = {
  httpUrl: isHttpUrl,
  email: isValidEmail,
  urlOrPath: isUrlOrPath,
  slug: (value) => SLUG_PATTERN.test(value),
  phone: (value) => PHONE_PATTERN.test(value),
};

/** What each problem says after the field's name. */
export const TEXT_PROBLEMS = {
  notText: 'must be text',
  invalidCharacters: 'contains invalid characters',
  required: 'is required',
  tooShort: (min: number) => `must be at least ${min} characters`,
  tooLong: (max: number) => `must be at most ${max} characters`,
  format: {
    httpUrl: 'must be a valid http(s) URL',
    email: 'must be a valid email address',
    urlOrPath: 'must be a path like /blog/news or an http(s) URL',
    slug: 'may only hold lowercase letters, digits and single hyphens',
    phone: 'may only hold digits, spaces and + ( ) -',
  } satisfies Record<TextFormat, string>,
  oneOf: (values: readonly string[]) => `must be one of ${values.join(', ')}`,
} as const;

/**
 * A value against a rule, in this order, the first problem being the value's: text (no lone surrogates, no control
 * characters but a multi-line field's tabs and newlines), trimmed and stored as its format stores it, then its
 * length, its format and its allowed values (an optional rule also takes '', after trimming). Plain code, so the
 * panel's pages carry no validation library for it. The value as stored when valid: `{value}`, else `{problem}`.
 */
export function parseText(
  value: unknown,
  rule: TextRule,
): { value: string; problem?: undefined } | { problem: string } {
  if (typeof value !== 'string') return { problem: TEXT_PROBLEMS.notText };
  const control = rule.multiline ? CONTROL : CONTROL_SINGLE_LINE;
  if (LONE_SURROGATE.test(value) || control.test(value)) return { problem: TEXT_PROBLEMS.invalidCharacters };
  const { min = 1, optional = false, format, oneOf } = rule;
  const trimmed = value.trim();
  const store = format && STORED[format];
  const text = store && trimmed ? store(trimmed) : trimmed;
  const empty = text.length === 0;
  if (!(optional && empty) && text.length < min) {
    return { problem: min === 1 ? TEXT_PROBLEMS.required : TEXT_PROBLEMS.tooShort(min) };
  }
  // `max` counts characters (code points: an emoji is one), `min` UTF-16 units; a text within `max` units is within it.
  if (text.length > rule.max && [...text].length > rule.max) return { problem: TEXT_PROBLEMS.tooLong(rule.max) };
  if (format && !empty && !TEXT_FORMATS[format](text)) return { problem: TEXT_PROBLEMS.format[format] };
  if (oneOf && !(optional && empty) && !oneOf.includes(text)) return { problem: TEXT_PROBLEMS.oneOf(oneOf) };
  return { value: text };
}

/** The problem with one value (without the field's name), or undefined when it is valid. */
export function checkText(value: unknown, rule: TextRule): string | undefined {
  return parseText(value, rule).problem;
}
