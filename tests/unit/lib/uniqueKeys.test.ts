import { describe, expect, it } from 'vitest';
import { ABOUT_SPELLINGS, CAFE_SPELLINGS } from '../../../server/test/fixtures/lookalikes';
import { categoryNameKey, categoryUrlKey, pageUrlKey } from '../../../src/lib/uniqueKeys';

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

  it.each(['/blog/news', '/blog/news/', '/blog/./news', '/blog/x/../news', '/blog/%6Eews', ' /blog/news'])(
    'keys the category path %j as /blog/news',
    (path) => {
      expect(categoryUrlKey(path)).toBe('/blog/news');
    },
  );

  it('keys a category URL as pageUrlKey does, and keeps the path case, a query and a full URL apart', () => {
    expect(categoryUrlKey('HTTPS://EXAMPLE.COM/blog/')).toBe(pageUrlKey('https://example.com/blog'));
    expect(categoryUrlKey('/')).toBe('/');
    for (const other of ['/blog/News', '/blog/news?page=2', 'https://example.com/blog/news']) {
      expect(categoryUrlKey(other)).not.toBe('/blog/news');
    }
  });
});
