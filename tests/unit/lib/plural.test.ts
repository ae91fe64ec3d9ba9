import { describe, expect, it } from 'vitest';
import { countLabel, formatCount, NOUNS, pluralOf } from '../../../src/lib/plural';

describe('countLabel', () => {
  it('uses the singular for exactly one', () => {
    expect(countLabel(1, NOUNS.post)).toBe('1 post');
    expect(countLabel(1, NOUNS.category)).toBe('1 category');
    expect(countLabel(1, NOUNS.enquiry)).toBe('1 enquiry');
  });

  it('uses the plural for zero, many and fractions', () => {
    expect(countLabel(0, NOUNS.post)).toBe('0 posts');
    expect(countLabel(2, NOUNS.category)).toBe('2 categories');
    expect(countLabel(1.5, NOUNS.message)).toBe('1.5 messages');
  });

  it('groups thousands', () => {
    expect(countLabel(1234, NOUNS.metaEntry)).toBe('1,234 meta pages');
  });
});

describe('pluralOf', () => {
  it('answers as Intl.PluralRules does for en-US, without it', () => {
    const icu = new Intl.PluralRules('en-US');
    const values = [0, -0, 1, -1, 1.0, 1.5, 0.5, -1.5, 2, -2, 11, 21, 101, 1001, 0.1, 1.01, NaN, Infinity, -Infinity];
    for (let value = 0; value <= 2000; value++) values.push(value, -value, value + 0.25);
    for (let value = 1; value < 1e12; value = Math.floor(value * 1.9) + 7) values.push(value, -value);
    for (const value of values) expect([value, pluralOf(value)]).toEqual([value, icu.select(value)]);
  });
});

describe('formatCount', () => {
  const icu = new Intl.NumberFormat('en-US');

  it('writes whole numbers as Intl.NumberFormat does, without it', () => {
    const values = [
      0,
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      1001,
      12_345,
      999_999,
      1_000_000,
      123_456_789,
      2 ** 31,
      2 ** 53 - 1,
    ];
    for (const value of [...values, ...values.map((v) => -v).filter((v) => v !== 0)])
      expect(formatCount(value)).toBe(icu.format(value));
    // Every grouping boundary up to a billion, and a spread of values between.
    for (let value = 1; value < 1e9; value = Math.floor(value * 1.7) + 3)
      expect(formatCount(value)).toBe(icu.format(value));
  });

  it('leaves fractions and numbers beyond the safe integers to Intl.NumberFormat', () => {
    expect(formatCount(1.5)).toBe('1.5');
    expect(formatCount(1234.25)).toBe('1,234.25');
    expect(formatCount(2 ** 60)).toBe(icu.format(2 ** 60));
  });
});
