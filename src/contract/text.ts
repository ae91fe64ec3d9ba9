/**
 * The one text rule of the API: how a field's value is checked and the words of each problem. The server, the
 * in-memory API and the panel all read their rules from here (pure TypeScript on zod: no DOM or Node APIs, so the
 * server imports it by path like src/lib and the panel as `@/contract/...`).
 *
 * Text is trimmed, and a URL stored in its one serialisation (src/contract/url.ts); `min`/`max` count characters
 * after that. A problem reads as the field's name followed by the
 * problem (`blogTitle must be at most 200 characters` on the wire, `Title must be at most 200 characters` on screen).
 *
 * An `optional` field may be empty (nothing, or only spaces); what empty means on a write is `parseInput`'s
 * (src/contract/resource.ts): its `fallback` (or '') on a create, and on an update the field cleared to the same.
 */
import { z } from 'zod';
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

const FORMATS: Record<TextFormat, (value: string) => boolean> = {
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

const schemas = new WeakMap<TextRule, z.ZodType<string, unknown>>();

/**
 * The zod schema of a rule: text, no lone surrogates or control characters, trimmed, then length, format and
 * allowed values (an optional rule also takes '', after trimming). Its first issue is the field's problem (checks run
 * in this order).
 */
export function textSchema(rule: TextRule): z.ZodType<string, unknown> {
  const known = schemas.get(rule);
  if (known) return known;
  const min = rule.min ?? 1;
  const { format, oneOf, optional = false } = rule;
  let trimmed = z
    .string()
    .refine(
      (value) => (optional && value.length === 0) || value.length >= min,
      min === 1 ? TEXT_PROBLEMS.required : TEXT_PROBLEMS.tooShort(min),
    )
    .max(rule.max, TEXT_PROBLEMS.tooLong(rule.max));
  if (format) {
    const test = FORMATS[format];
    trimmed = trimmed.refine((value) => value.length === 0 || test(value), TEXT_PROBLEMS.format[format]);
  }
  if (oneOf)
    trimmed = trimmed.refine(
      (value) => (optional && value.length === 0) || oneOf.includes(value),
      TEXT_PROBLEMS.oneOf(oneOf),
    );
  const control = rule.multiline ? CONTROL : CONTROL_SINGLE_LINE;
  const schema = z
    .string({ error: TEXT_PROBLEMS.notText })
    .refine((value) => !LONE_SURROGATE.test(value), { message: TEXT_PROBLEMS.invalidCharacters, abort: true })
    .refine((value) => !control.test(value), { message: TEXT_PROBLEMS.invalidCharacters, abort: true })
    .transform((value) => {
      const text = value.trim();
      const store = format && STORED[format];
      return store && text ? store(text) : text;
    })
    .pipe(trimmed);
  schemas.set(rule, schema);
  return schema;
}

/** The problem with one value (without the field's name), or undefined when it is valid. */
export function checkText(value: unknown, rule: TextRule): string | undefined {
  const result = textSchema(rule).safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? TEXT_PROBLEMS.notText);
}

/** The value trimmed when valid: `{value}`, else `{problem}`. */
export function parseText(
  value: unknown,
  rule: TextRule,
): { value: string; problem?: undefined } | { problem: string } {
  const result = textSchema(rule).safeParse(value);
  if (result.success) return { value: result.data };
  return { problem: result.error.issues[0]?.message ?? TEXT_PROBLEMS.notText };
}
