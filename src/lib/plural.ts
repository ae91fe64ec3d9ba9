// Made on first use, not when the module loads: it costs milliseconds of ICU set-up, paid where it is needed.
let numbers: Intl.NumberFormat | undefined;

/**
 * The plural category en-US gives a count, as `new Intl.PluralRules('en-US').select(count)` answers it: 'one' for 1
 * and -1 (CLDR's English rule: an integer part of 1 and no fraction digits), 'other' for every other number. Written
 * out, as `formatCount` is, so that no first screen pays for the ICU set-up of a plural rule.
 */
export const pluralOf = (count: number): 'one' | 'other' => (Math.abs(count) === 1 ? 'one' : 'other');

/**
 * A number as en-US writes it: "7", "1,234", "-1,234,567", "1.5". Whole numbers are grouped here: a page's first
 * `Intl.NumberFormat` loads ICU's number data, one of the longest steps of a list's or the dashboard's first render on
 * a slow machine (bench/results/first-render-2026-11-28.md). Anything else goes to `Intl.NumberFormat`.
 */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
    return value < 0 ? `-${digits}` : digits;
  }
  numbers ??= new Intl.NumberFormat('en-US');
  return numbers.format(value);
}

/** The word forms of a counted noun: "post" / "posts", "entry" / "entries". */
export interface NounForms {
  one: string;
  other: string;
}

/**
 * A count with its noun in the right form, chosen by en-US's plural rule (`pluralOf`; never by concatenating an "s"):
 * `countLabel(1, { one: 'post', other: 'posts' })` is "1 post", 1234 gives "1,234 posts".
 */
export function countLabel(count: number, forms: NounForms): string {
  const form = pluralOf(count) === 'one' ? forms.one : forms.other;
  return `${formatCount(count)} ${form}`;
}

/** The nouns the panel counts, in one place so every screen words them the same. */
export const NOUNS = {
  post: { one: 'post', other: 'posts' },
  blogPost: { one: 'blog post', other: 'blog posts' },
  category: { one: 'category', other: 'categories' },
  metaEntry: { one: 'meta page', other: 'meta pages' },
  message: { one: 'message', other: 'messages' },
  enquiry: { one: 'enquiry', other: 'enquiries' },
  character: { one: 'character', other: 'characters' },
  item: { one: 'item', other: 'items' },
  image: { one: 'image', other: 'images' },
  visit: { one: 'visit', other: 'visits' },
} as const satisfies Record<string, NounForms>;
