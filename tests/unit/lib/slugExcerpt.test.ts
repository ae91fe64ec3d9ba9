import { describe, expect, it } from 'vitest';
import { excerpt, stripMarkup } from '../../../src/lib/excerpt';
import { slugify } from '../../../src/lib/slug';

describe('slugify (docs/panel.md#validation blogId rule)', () => {
  it('lowercases, drops other characters and joins words with hyphens', () => {
    expect(slugify('Hello, World! 2026')).toBe('hello-world-2026');
    expect(slugify('  Spaces   and\ttabs  ')).toBe('spaces-and-tabs');
    expect(slugify('Café déjà vu')).toBe('cafe-deja-vu');
  });

  it('cuts to 50 characters without a trailing hyphen', () => {
    const slug = slugify('a'.repeat(30) + ' ' + 'b'.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(slug).toBe(`${'a'.repeat(30)}-${'b'.repeat(19)}`);
    expect(slugify(`${'x'.repeat(49)} y`)).toBe('x'.repeat(49));
  });

  it('gives an empty string for text without letters or digits', () => {
    expect(slugify('!!!')).toBe('');
  });
});

describe('excerpt (docs/panel.md#validation)', () => {
  it('strips markup and decodes entities', () => {
    expect(stripMarkup('<h2>Title</h2><p>Tom &amp; Jerry&nbsp;go</p>')).toBe('Title Tom & Jerry go');
  });

  it('keeps table cells apart: cells "c1" and "c2" are two words, not "c1c2"', () => {
    expect(excerpt('<table><tbody><tr><td>c1</td><td>c2</td></tr><tr><th>h</th><td>d</td></tr></tbody></table>')).toBe(
      'c1 c2 h d',
    );
  });

  it('keeps short text as is', () => {
    expect(excerpt('<p>Short <strong>post</strong></p>')).toBe('Short post');
  });

  it('cuts at 150 characters and adds ...', () => {
    const text = 'word '.repeat(40).trim();
    const result = excerpt(`<p>${text}</p>`);
    expect(result).toBe(`${text.slice(0, 150)}...`);
    expect(excerpt(`<p>${'a'.repeat(150)}</p>`)).toBe('a'.repeat(150));
  });
});
