import { describe, expect, it } from 'vitest';
import type * as yup from 'yup';
import {
  blog,
  category,
  checkText,
  meta,
  parseInput,
  parseListQuery,
  RESOURCES,
  screenFields,
  screenProblem,
  type ResourceDef,
} from '@/contract';
import { blogFormSchema } from '@/features/blogs/schema';
import { categoryCreateSchema } from '@/features/categories/schema';
import { metaSchema } from '@/features/meta/schema';

describe('the contract', () => {
  it('words each text problem as the server always has', () => {
    const rule = { max: 5 };
    expect(checkText(42, rule)).toBe('must be text');
    expect(checkText('  ', rule)).toBe('is required');
    expect(checkText('abcdef', rule)).toBe('must be at most 5 characters');
    expect(checkText('a\u0000b', rule)).toBe('contains invalid characters');
    expect(checkText('a\nb', rule)).toBe('contains invalid characters');
    expect(checkText('a\nb', { ...rule, multiline: true })).toBeUndefined();
    expect(checkText('a\uD800', rule)).toBe('contains invalid characters');
    expect(checkText('ab', { max: 5, min: 3 })).toBe('must be at least 3 characters');
    expect(checkText('x', { max: 5, oneOf: ['a', 'b'] })).toBe('must be one of a, b');
    expect(checkText('Not-A-Slug', { max: 50, format: 'slug' })).toBe(
      'may only hold lowercase letters, digits and single hyphens',
    );
    expect(checkText('ftp://x.example', { max: 50, format: 'httpUrl' })).toBe('must be a valid http(s) URL');
    expect(checkText('/blog/news', { max: 50, format: 'urlOrPath' })).toBeUndefined();
  });

  it('checks a create fully and an update only where sent, trimming the values', () => {
    expect(parseInput(category.fields, { category: ' News ', categoryUrl: '/news' })).toEqual({
      ok: false,
      errors: { categoryDescription: 'categoryDescription is required' },
    });
    expect(parseInput(category.fields, { category: ' News ' }, { partial: true })).toEqual({
      ok: true,
      values: { category: 'News' },
    });
    const created = parseInput(blog.fields, {
      blogId: 'hello',
      blogTitle: 'Hello',
      blogUrl: 'https://example.com/hello',
      metaTitle: 'Hello',
      metaDescription: 'Hi',
      description: '<p>Hi</p>',
      category: 'News',
    });
    expect(created.ok && created.values.channel).toBe('API');
  });

  it('lets an optional field be left out or empty on a create, and cleared on an update', () => {
    const withSubtitle = {
      title: { max: 20, label: 'Title' },
      subtitle: { max: 20, optional: true, label: 'Subtitle' },
    };
    // create: left out or empty → the fallback ('API' for a blog's channel), or '' without one
    expect(parseInput(withSubtitle, { title: 'T' })).toEqual({ ok: true, values: { title: 'T', subtitle: '' } });
    expect(parseInput(withSubtitle, { title: 'T', subtitle: '  ' })).toEqual({
      ok: true,
      values: { title: 'T', subtitle: '' },
    });
    // update: left out → unchanged; sent empty ('', spaces or null) → cleared to the fallback, or ''
    expect(parseInput(blog.fields, {}, { partial: true })).toEqual({ ok: true, values: {} });
    for (const empty of ['', '   ', null]) {
      expect(parseInput(blog.fields, { channel: empty }, { partial: true })).toEqual({
        ok: true,
        values: { channel: 'API' },
      });
      expect(parseInput(withSubtitle, { subtitle: empty }, { partial: true })).toEqual({
        ok: true,
        values: { subtitle: '' },
      });
    }
    expect(parseInput(blog.fields, { channel: ' WEB ' }, { partial: true })).toEqual({
      ok: true,
      values: { channel: 'WEB' },
    });
    // an optional field's value is still checked, and a required one still cannot be emptied
    expect(parseInput(blog.fields, { channel: 'x'.repeat(51), blogTitle: ' ' }, { partial: true })).toEqual({
      ok: false,
      errors: { channel: 'channel must be at most 50 characters', blogTitle: 'blogTitle is required' },
    });
  });

  it('lets a form leave an optional field empty, with the server’s words for anything else', () => {
    expect(screenProblem(blog.fields.channel, '')).toBeUndefined();
    expect(screenProblem(blog.fields.channel, '   ')).toBeUndefined();
    expect(screenProblem(blog.fields.channel, 'x'.repeat(51))).toBe('Channel must be at most 50 characters');
    expect(screenProblem(blog.fields.channel, 'a\tb')).toBe('Channel contains invalid characters');
    expect(screenProblem(blog.fields.blogTitle, '')).toBe('Title is required');
    expect(checkText('', { max: 5, optional: true })).toBeUndefined();
    expect(checkText('', { max: 5, optional: true, oneOf: ['a'] })).toBeUndefined();
    expect(checkText('ab', { max: 5, min: 3, optional: true })).toBe('must be at least 3 characters');
  });

  it('reads list queries with the server’s answers', () => {
    expect(parseListQuery({ pageSize: '101' }, meta.list)).toEqual({
      ok: false,
      message: 'pageSize must be a whole number from 1 to 100',
      errors: { pageSize: 'pageSize is invalid' },
    });
    expect(parseListQuery({ sort: 'size' }, category.list)).toMatchObject({
      message: 'sort must be one of name, newest, oldest',
    });
    expect(parseListQuery({ status: 'gone' }, blog.list)).toMatchObject({
      message: 'status must be one of published, draft, scheduled',
    });
    expect(parseListQuery({ q: ' x ', page: '2' }, blog.list)).toEqual({
      ok: true,
      params: { paged: true, page: 2, pageSize: 24, q: 'x', sort: 'newest', filters: {} },
    });
  });

  it('gives the panel every wire field’s form name, label and duplicate words', () => {
    expect(screenFields(blog).blogTitle).toEqual({ field: 'title', label: 'Title' });
    expect(screenFields(category).category).toEqual({
      field: 'name',
      label: 'Name',
      duplicate: 'A category with this name already exists.',
    });
    expect(screenFields(meta).metaUrl?.duplicate).toBe('A meta page for this URL already exists.');
    for (const resource of Object.values(RESOURCES)) {
      expect(Object.keys(resource.list.sorts)).toContain(resource.list.defaultSort);
    }
  });

  // The forms' Yup schemas must say what the contract says (in the field's words) for the same value.
  const cases: [yup.AnySchema, ResourceDef, string, string, Record<string, unknown>, string][] = [
    [categoryCreateSchema, category, 'name', 'category', { name: 'x'.repeat(101) }, 'x'.repeat(101)],
    [categoryCreateSchema, category, 'categoryUrl', 'categoryUrl', { categoryUrl: 'nope' }, 'nope'],
    [categoryCreateSchema, category, 'description', 'categoryDescription', { description: '' }, ''],
    [metaSchema, meta, 'metaUrl', 'metaUrl', { metaUrl: 'example.com' }, 'example.com'],
    [metaSchema, meta, 'pageMeta', 'pageMeta', { pageMeta: 'p'.repeat(201) }, 'p'.repeat(201)],
    [blogFormSchema, blog, 'blogId', 'blogId', { blogId: 'Not A Slug' }, 'Not A Slug'],
    [blogFormSchema, blog, 'blogUrl', 'blogUrl', { blogUrl: 'www.example.com' }, 'www.example.com'],
    [blogFormSchema, blog, 'title', 'blogTitle', { title: '' }, ''],
  ];
  it.each(cases)('the form says what the contract says (%#)', async (schema, resource, field, wire, values, value) => {
    const expected = screenProblem(resource.fields[wire]!, value);
    expect(expected).toBeTruthy();
    const error = await schema.validateAt(field, values).then(
      () => undefined,
      (e: yup.ValidationError) => e.message,
    );
    expect(error).toBe(expected);
  });
});
