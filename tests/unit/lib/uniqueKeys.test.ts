import { describe, expect, it } from 'vitest';
import { ABOUT_SPELLINGS, CAFE_SPELLINGS } from '../../../server/test/fixtures/lookalikes';
import { categoryNameKey, pageUrlKey } from '../../../src/lib/uniqueKeys';

describe('uniqueness keys shared by the server and the in-memory API', () => {
  it.each(ABOUT_SPELLINGS)('keys %s as https://example.com/about', (url) => {
    expect(pageUrlKey(url)).toBe('https://example.com/about');
  });

  it.each(['https://example.com/about?lang=de', 'https://example.com/About', 'http://example.com/about'])(
    'keeps %s apart',
    (url) => {
      expect(pageUrlKey(url)).not.toBe('https://example.com/about');
    },
  );

  it.each(CAFE_SPELLINGS)('keys %j as café', (name) => {
    expect(categoryNameKey(name)).toBe('café');
  });

  it('folds case fully and collapses spacing', () => {
    expect(categoryNameKey('Straße')).toBe(categoryNameKey('STRASSE'));
    expect(categoryNameKey('  Café \u00a0 Bar ')).toBe('café bar');
  });
});
