import { describe, expect, it } from 'vitest';
import { BLOCKED_HREF, isAllowedLinkHref, sanitizeLinkHref } from '../../src/lib/linkPolicy';

describe('sanitizeLinkHref', () => {
  it.each([
    'http://example.com',
    'https://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    'mailto:editor@example.com',
    'tel:+15551234567',
  ])('keeps %s', (url) => {
    expect(sanitizeLinkHref(url)).toBe(url);
  });

  it('trims surrounding whitespace from kept links', () => {
    expect(sanitizeLinkHref('  https://example.com ')).toBe('https://example.com');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'sms:+15551234567',
    'ftp://example.com',
    'example.com',
    '/relative/path',
    '//evil.example.com',
    '',
  ])('blocks %j', (url) => {
    expect(sanitizeLinkHref(url)).toBe(BLOCKED_HREF);
  });

  it('reports whether a link is allowed', () => {
    expect(isAllowedLinkHref('https://example.com')).toBe(true);
    expect(isAllowedLinkHref('javascript:void(0)')).toBe(false);
  });
});
