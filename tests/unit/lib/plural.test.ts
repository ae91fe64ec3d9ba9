import { describe, expect, it } from 'vitest';
import { countLabel, NOUNS } from '../../../src/lib/plural';

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
