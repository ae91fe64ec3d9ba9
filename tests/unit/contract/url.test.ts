import { describe, expect, it } from 'vitest';
import { blog, category, meta, parseInput, screenProblem, serializePageUrl } from '@/contract';

/** RFC 3986's URI-reference grammar for http(s) URLs as stored: no character outside its sets, escapes well formed. */
const RFC3986 = /^https?:\/\/[a-z0-9\-._~]+(?::[0-9]+)?(?:\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-F]{2})*)?$/;

describe('page URLs are stored in one serialisation (WHATWG URL), valid as RFC 3986 URIs', () => {
  it.each([
    ['HTTPS://WWW.Example.COM/Blog/A Post', 'https://www.example.com/Blog/A%20Post'],
    ['https://example.com/"quoted" <b>', 'https://example.com/%22quoted%22%20%3Cb%3E'],
    ['https://example.com/café?q=ünï', 'https://example.com/caf%C3%A9?q=%C3%BCn%C3%AF'],
    ['https://bücher.example/x', 'https://xn--bcher-kva.example/x'],
    ['https://example.com:443/a#section', 'https://example.com/a'],
    ['http://example.com:8080', 'http://example.com:8080/'],
    ['https://example.com/a|b{c}^d`e[f]?x=%zz', 'https://example.com/a%7Cb%7Bc%7D%5Ed%60e%5Bf%5D?x=%25zz'],
    ['https://example.com/a/./b/../c', 'https://example.com/a/c'],
  ])('%s → %s', (raw, stored) => {
    expect(serializePageUrl(raw)).toBe(stored);
    expect(serializePageUrl(stored)).toBe(stored);
    expect(stored).toMatch(RFC3986);
  });

  it.each(['ftp://example.com/x', 'https://', 'https://user:pw@example.com/', 'https://exa{mple.com/', 'example.com'])(
    'refuses %s',
    (raw) => {
      expect(serializePageUrl(raw)).toBeUndefined();
    },
  );

  it('is what the server and the in-memory API store, and the form refuses the same values', () => {
    const parsed = parseInput(blog.fields, { blogUrl: '  HTTPS://Example.com/My Post#top ' }, { partial: true });
    expect(parsed).toEqual({ ok: true, values: { blogUrl: 'https://example.com/My%20Post' } });
    expect(parseInput(meta.fields, { metaUrl: 'https://example.com/ä' }, { partial: true })).toEqual({
      ok: true,
      values: { metaUrl: 'https://example.com/%C3%A4' },
    });
    expect(parseInput(category.fields, { categoryUrl: 'HTTP://Example.com/news' }, { partial: true })).toEqual({
      ok: true,
      values: { categoryUrl: 'http://example.com/news' },
    });
    expect(parseInput(category.fields, { categoryUrl: '/blog/news' }, { partial: true })).toEqual({
      ok: true,
      values: { categoryUrl: '/blog/news' },
    });
    expect(parseInput(blog.fields, { blogUrl: 'https://me:secret@example.com/' }, { partial: true })).toEqual({
      ok: false,
      errors: { blogUrl: 'blogUrl must be a valid http(s) URL' },
    });
    expect(screenProblem(blog.fields.blogUrl, 'https://me:secret@example.com/')).toBe(
      'Enter a valid URL, e.g. https://www.example.com/blog/my-post',
    );
    expect(screenProblem(meta.fields.metaUrl, 'https://example.com/ä b')).toBeUndefined();
  });

  it('counts the length of the stored form', () => {
    const long = `https://example.com/${'é'.repeat(700)}`; // 720 characters typed, 4,220 stored
    expect(parseInput(blog.fields, { blogUrl: long }, { partial: true })).toEqual({
      ok: false,
      errors: { blogUrl: 'blogUrl must be at most 2048 characters' },
    });
  });
});
