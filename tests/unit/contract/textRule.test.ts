import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEXT_FORMATS, parseText, RESOURCES, TEXT_PROBLEMS, type TextRule } from '@/contract';
import { serializePageUrl } from '@/contract/url';

// eslint-disable-next-line no-control-regex -- as in src/contract/text.ts
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The zod pipeline `parseText` replaced (the contract's text rule until the panel stopped loading zod), kept here as
 * the reference: the first issue is the value's problem.
 */
function zodParse(value: unknown, rule: TextRule): { value: string } | { problem: string } {
  const min = rule.min ?? 1;
  const { format, oneOf, optional = false } = rule;
  let trimmed = z
    .string()
    .refine(
      (text) => (optional && text.length === 0) || text.length >= min,
      min === 1 ? TEXT_PROBLEMS.required : TEXT_PROBLEMS.tooShort(min),
    )
    .max(rule.max, TEXT_PROBLEMS.tooLong(rule.max));
  if (format)
    trimmed = trimmed.refine((text) => text.length === 0 || TEXT_FORMATS[format](text), TEXT_PROBLEMS.format[format]);
  if (oneOf)
    trimmed = trimmed.refine(
      (text) => (optional && text.length === 0) || oneOf.includes(text),
      TEXT_PROBLEMS.oneOf(oneOf),
    );
  const control = rule.multiline ? CONTROL : CONTROL_SINGLE_LINE;
  const schema = z
    .string({ error: TEXT_PROBLEMS.notText })
    .refine((text) => !LONE_SURROGATE.test(text), { message: TEXT_PROBLEMS.invalidCharacters, abort: true })
    .refine((text) => !control.test(text), { message: TEXT_PROBLEMS.invalidCharacters, abort: true })
    .transform((text) => {
      const kept = text.trim();
      const stores = format === 'httpUrl' || format === 'urlOrPath';
      return stores && kept ? (serializePageUrl(kept) ?? kept) : kept;
    })
    .pipe(trimmed);
  const result = schema.safeParse(value);
  return result.success
    ? { value: result.data }
    : { problem: result.error.issues[0]?.message ?? TEXT_PROBLEMS.notText };
}

/** Every rule of the registry (fields and list filters), and made-up ones for what no field combines. */
const RULES: [string, TextRule][] = [
  ...Object.values(RESOURCES).flatMap((resource) => [
    ...Object.entries(resource.fields as Record<string, TextRule>).map(
      ([name, rule]) => [`${resource.type}.${name}`, rule] as [string, TextRule],
    ),
    ...Object.entries(resource.list.filters as Record<string, TextRule>).map(
      ([name, rule]) => [`${resource.type} filter ${name}`, rule] as [string, TextRule],
    ),
  ]),
  ['min 3 max 5', { min: 3, max: 5 }],
  ['optional min 3 max 5', { min: 3, max: 5, optional: true }],
  ['optional oneOf', { max: 10, optional: true, oneOf: ['a', 'bb'] }],
  ['oneOf', { max: 1, oneOf: ['a', 'bb'] }],
  ['min 0', { min: 0, max: 4 }],
  ...(['httpUrl', 'email', 'urlOrPath', 'slug', 'phone'] as const).flatMap((format) => [
    [`${format} max 12`, { max: 12, format }] as [string, TextRule],
    [`${format} optional multiline`, { max: 60, format, optional: true, multiline: true }] as [string, TextRule],
  ]),
];

const VALUES: unknown[] = [
  undefined,
  null,
  0,
  42,
  true,
  {},
  ['a'],
  '',
  ' ',
  '   \t ',
  'a',
  'bb',
  ' a ',
  'abc',
  'abcde',
  'abcdef',
  'x'.repeat(49),
  'x'.repeat(50),
  'x'.repeat(51),
  'x'.repeat(100),
  'x'.repeat(101),
  'x'.repeat(200),
  'x'.repeat(201),
  'line one\nline two',
  'tab\there',
  'carriage\rreturn',
  'bell\u0007',
  'delete\u007f',
  ' \u0000 ',
  'lone \uD800 high',
  'lone \uDC00 low',
  'pair \uD83D\uDE00 ok',
  '\uD83D\uDE00'.repeat(3),
  'hello-world',
  'Hello-World',
  'double--hyphen',
  '-lead',
  'https://example.com',
  ' https://Example.COM/a/../b?q=1#f ',
  'http://user:pw@example.com/',
  'https://example.com/' + 'p'.repeat(30),
  'ftp://example.com',
  'example.com',
  '/blog/news',
  '/blog news',
  'a@b.co',
  ' someone@example.com ',
  'not an email',
  '+44 (0) 20-7946',
  '555-CALL',
  'published',
  'draft',
  'scheduled',
  'true',
  'FOOTER',
  'footer',
  'read',
  'replied',
  '301',
  'blog.published',
  '\u00a0nbsp\u00a0',
  '\u2028separator',
];

describe('the text rule without zod', () => {
  it.each(RULES)('answers %s as the zod pipeline it replaced, for every value', (_name, rule) => {
    for (const value of VALUES) expect([value, parseText(value, rule)]).toEqual([value, zodParse(value, rule)]);
  });

  it('covers every problem it can answer', () => {
    const seen = new Set(RULES.flatMap(([, rule]) => VALUES.map((value) => parseText(value, rule).problem)));
    for (const problem of [TEXT_PROBLEMS.notText, TEXT_PROBLEMS.invalidCharacters, TEXT_PROBLEMS.required])
      expect(seen).toContain(problem);
    expect([...seen].some((problem) => problem?.startsWith('must be at least'))).toBe(true);
    expect([...seen].some((problem) => problem?.startsWith('must be at most'))).toBe(true);
    expect([...seen].some((problem) => problem?.startsWith('must be one of'))).toBe(true);
    for (const problem of Object.values(TEXT_PROBLEMS.format)) expect(seen).toContain(problem);
  });
});
