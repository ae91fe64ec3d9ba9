import { describe, expect, it } from 'vitest';
import { bodyLinksOf, linkFindings, linksOf, parseBodyLinks, type LinkSite } from '@/lib/bodyLinks';

describe('linksOf', () => {
  it('reads each page a body links to as [host, path key], relative links with no host', () => {
    const html = [
      '<p><a href="/blog/one">one</a>',
      "<a class='x' href='https://Example.COM:443/blog/two/?'>two</a>",
      '<a href="https://example.com/a%2Db?q=1#frag">three</a>',
      '<a href="//cdn.example.org/file">protocol-relative</a>',
      '<a href="/blog/one">again</a></p>',
    ].join(' ');
    expect(linksOf(html)).toEqual([
      ['', '/blog/one'],
      ['example.com', '/blog/two', 'https://example.com/blog/two/?'],
      ['example.com', '/a-b?q=1', 'https://example.com/a%2Db?q=1'],
      ['cdn.example.org', '/file', 'https://cdn.example.org/file'],
    ]);
  });

  it('leaves out what leads to no web page, and decodes entities in addresses', () => {
    const html =
      '<a href="mailto:a@example.com">m</a><a href="tel:+1">t</a><a href="#top">top</a><a>none</a>' +
      '<a href="javascript:alert(1)">j</a><a href="/search?a=1&amp;b=2">s</a><a href="ftp://example.com/x">f</a>';
    expect(linksOf(html)).toEqual([['', '/search?a=1&b=2']]);
  });

  it('stores JSON, empty when there is no link, and reads a malformed value as none', () => {
    expect(bodyLinksOf('<p>no links</p>')).toBe('');
    expect(parseBodyLinks(bodyLinksOf('<a href="/x">x</a>'))).toEqual([['', '/x']]);
    expect(parseBodyLinks('not json')).toEqual([]);
    expect(parseBodyLinks('[["a"], 3, ["b", "/c"]]')).toEqual([['b', '/c']]);
  });

  it('keeps at most 100 distinct links', () => {
    const html = Array.from({ length: 150 }, (_, i) => `<a href="/p/${i}">${i}</a>`).join('');
    expect(linksOf(html)).toHaveLength(100);
  });
});

describe('linkFindings', () => {
  const site: LinkSite = {
    host: 'example.com',
    isPage: (key) => ['/live', '/pricing'].includes(key),
    redirectOf: (key) =>
      ({
        '/old': { to: '/pricing', toKey: '/pricing' },
        '/older': { to: '/old', toKey: '/old' },
      })[key],
  };

  it('flags the first link of each kind on the site, and ignores other hosts and the home page', () => {
    expect(
      linkFindings(
        [
          ['other.org', '/gone'],
          ['', '/'],
          ['', '/live'],
          ['example.com', '/gone'],
          ['', '/also-gone'],
          ['', '/old'],
          ['', '/older'],
        ],
        site,
      ),
    ).toEqual({
      broken: '/gone',
      redirected: { from: '/old', to: '/pricing' },
      chained: { from: '/older', to: '/pricing' },
      external: null,
    });
    expect(linkFindings([['', '/live']], site)).toEqual({
      broken: null,
      redirected: null,
      chained: null,
      external: null,
    });
  });

  it('names the first link to another site that its last check found broken', () => {
    const checked: LinkSite = {
      ...site,
      brokenExternal: (url) => (url === 'https://other.org/gone' ? 'answered 404' : undefined),
    };
    expect(
      linkFindings(
        [
          ['other.org', '/fine', 'https://other.org/fine'],
          ['other.org', '/gone', 'https://other.org/gone'],
          ['example.com', '/live', 'https://example.com/live'],
        ],
        checked,
      ).external,
    ).toEqual({ url: 'https://other.org/gone', reason: 'answered 404' });
  });

  it('ends on a loop of redirects instead of following it for ever', () => {
    const loop: LinkSite = {
      ...site,
      redirectOf: (key) => ({ '/a': { to: '/b', toKey: '/b' }, '/b': { to: '/a', toKey: '/a' } })[key],
    };
    expect(linkFindings([['', '/a']], loop).chained).toEqual({ from: '/a', to: '/a' });
  });
});
