/** Deterministic randomness and the value pools the fuzz run draws from. */

import { XSS_CORPUS } from '../fixtures/xss-corpus.ts';

/** mulberry32: a tiny seeded PRNG, so every run sends the same requests. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Rng = ReturnType<typeof prng>;

export const ONE_MB = 1024 * 1024;

/** JSON values of the wrong type for a text field. */
export const WRONG_TYPES: readonly unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  true,
  false,
  [],
  ['a'],
  {},
  { a: 1 },
  { $ne: null },
  { toString: 'x' },
  [[[[[]]]]],
];

/** Strings no text field accepts (control characters; lone surrogates survive only in JSON). */
export const ALWAYS_INVALID: readonly string[] = [
  'a\u0000b',
  '\u0000',
  'x\u001b[31mred',
  'del\u007f',
  'bell\u0007',
  'back\bspace',
];
export const LONE_SURROGATES: readonly string[] = ['\uD800', 'a\uDFFFb', '\uDBFF\uDBFF', '\uDC00\uD800'];

/** Strings every free-text field accepts but that look dangerous: they ride along with an invalid field. */
export const WEIRD_VALID: readonly string[] = [
  "'; DROP TABLE blogs; --",
  "1' OR '1'='1",
  '" OR 1=1 --',
  "'); DELETE FROM users; --",
  "%' UNION SELECT passwordHash FROM users --",
  "' || (SELECT pg_sleep(5)) || '",
  '$1 ? :name @p1',
  '\\',
  '\u202Eevil\u202C',
  '\u200F\u200Eמשהו',
  'zero\u200Bwidth\uFEFF',
  '👩‍💻🏳️‍🌈',
  'e\u0301'.repeat(40),
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'null',
  'undefined',
  '__proto__',
  // Every stored-XSS shape too (they ride along in any field, the rich-text one included).
  ...XSS_CORPUS.map((payload) => payload.html),
];

/** Extra fields a client should not be able to set. */
export const EXTRA_FIELDS: Readonly<Record<string, string>> = {
  id: '999',
  creator: 'mallory',
  createdDate: '1970-01-01T00:00:00Z',
  isAdmin: 'true',
  passwordHash: 'x',
  imageUrl: '../../admin.sqlite',
  image: '../../admin.sqlite',
  ip: '6.6.6.6',
  status: 'replied',
  blogCount: '-1',
};

/** Path segments that cannot name a record (`1`, the seeded id, is never among them). */
export const BAD_IDS: readonly string[] = [
  '-1',
  '0',
  '00',
  '2147483648',
  '99999999999999999999999',
  '1e3',
  '1.5',
  '0x10',
  'abc',
  'NaN',
  'Infinity',
  'null',
  '%20',
  '..',
  '..%2F..%2Fadmin.sqlite',
  '%2e%2e%2f%2e%2e%2fadmin.sqlite',
  '%252e%252e%252f',
  '..%5C..%5Cadmin.sqlite',
  '%00',
  'x%00.png',
  "1'%20OR%20'1'%3D'1",
  '1%3B%20DROP%20TABLE%20blogs',
  '%D9%A1',
  '%EF%BC%91',
  '%F0%9F%92%A9',
  'a'.repeat(300),
  '9999',
  // Malformed percent-encoding (overlong UTF-8, truncated and non-hex escapes).
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE%2F',
];

/** Bodies that are not JSON at all, sent as application/json. */
export const INVALID_JSON: readonly string[] = [
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  'nul',
  'undefined',
  '\uFEFF{"version":"x"}',
  '{"a":"\u0000"',
  '[1,2',
  '{"a":NaN}',
  '{"a":01}',
  '"unterminated',
];

/** Non-object JSON bodies. */
export const NON_OBJECT_JSON: readonly string[] = ['[]', '[{}]', '"text"', '42', 'true', 'null'];

/**
 * Deeply nested JSON: a bare array, an object nested under `version` (refused by every route: a bad version on
 * updates, missing fields elsewhere), and an object whose every field holds a deep value.
 */
export function deepJson(depth: number, kind: 'array' | 'object' | 'field', fields: string[]): string {
  if (kind === 'array') return '['.repeat(depth) + ']'.repeat(depth);
  const nested = (key: string) => `{"${key}":`.repeat(depth) + '1' + '}'.repeat(depth);
  if (kind === 'object') return nested('version');
  return `{${fields.map((name) => `"${name}":${nested(name)}`).join(',')}}`;
}

/** Content types a JSON or multipart route must refuse. */
export const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'text/html',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'image/png',
  'multipart/form-data',
  'multipart/mixed; boundary=x',
];
