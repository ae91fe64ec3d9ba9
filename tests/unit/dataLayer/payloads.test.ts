import { describe, expect, it } from 'vitest';
import { blogCreateForm, blogUpdateForm } from '../../../src/features/blogs/payloads';
import { categoryCreateBody, categoryUpdateBody } from '../../../src/features/categories/mappers';
import { metaCreateForm, metaUpdateForm } from '../../../src/features/meta/mappers';
import { mockImageDataUrl } from '../../../src/mocks';
import { recordCreateForm, recordUpdateForm } from '../../../src/shared/api/recordForm';

const context = { actor: 'ana.lopez', now: new Date('2026-11-20T10:00:00.000Z') };
const fields = (form: FormData) =>
  Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `File:${v.name}:${v.type}`]));

const blogInput = {
  title: 'Hello World',
  blogId: 'hello-world',
  blogUrl: 'https://example.com/blog/hello-world',
  categoryName: 'News',
  metaTitle: 'Hello | Blog',
  metaDescription: 'A greeting',
  content: '<p>Hello</p>',
};

describe('blog multipart bodies (docs/panel.md#calls-and-bodies)', () => {
  it('create sends exactly the listed fields, channel API, creator/changer and both dates', () => {
    const form = blogCreateForm(blogInput, context);
    expect(fields(form)).toEqual({
      blogId: 'hello-world',
      blogTitle: 'Hello World',
      blogUrl: 'https://example.com/blog/hello-world',
      metaTitle: 'Hello | Blog',
      metaDescription: 'A greeting',
      description: '<p>Hello</p>',
      category: 'News',
      creator: 'ana.lopez',
      changer: 'ana.lopez',
      channel: 'API',
      createdDate: '2026-11-20T10:00:00.000Z',
      changedDate: '2026-11-20T10:00:00.000Z',
    });
    expect(blogCreateForm({ ...blogInput, status: 'published', publishAt: null }, context).has('status')).toBe(false);
  });

  it('create sends a draft without a time, and a scheduled post with its UTC publishAt', () => {
    expect(fields(blogCreateForm({ ...blogInput, status: 'draft', publishAt: null }, context))).toMatchObject({
      status: 'draft',
    });
    expect(blogCreateForm({ ...blogInput, status: 'draft' }, context).has('publishAt')).toBe(false);
    const scheduled = blogCreateForm(
      { ...blogInput, status: 'scheduled', publishAt: '2026-12-01T09:00:00.000Z' },
      context,
    );
    expect(fields(scheduled)).toMatchObject({ status: 'scheduled', publishAt: '2026-12-01T09:00:00.000Z' });
  });

  it('update sends a changed status and publishing time only when given', () => {
    const form = blogUpdateForm({ status: 'scheduled', publishAt: '2026-12-01T09:00:00.000Z', version: 2 }, context);
    expect(fields(form)).toMatchObject({ status: 'scheduled', publishAt: '2026-12-01T09:00:00.000Z' });
    expect(blogUpdateForm({ title: 'x', version: 2 }, context).has('status')).toBe(false);
  });

  it('create converts a fresh upload (data URL) to a File named "image"', () => {
    const form = blogCreateForm({ ...blogInput, image: mockImageDataUrl('ocean.png') }, context);
    expect(fields(form).image).toBe('File:hello-world.png:image/png');
  });

  it('create does not re-send a stored image value', () => {
    expect(blogCreateForm({ ...blogInput, image: 'abc.png' }, context).has('image')).toBe(false);
  });

  it('update sends only non-empty fields plus changer, changedDate, channel API and version', () => {
    const form = blogUpdateForm({ title: 'New title', content: '  ', metaTitle: '', version: 4 }, context);
    expect(fields(form)).toEqual({
      blogTitle: 'New title',
      changer: 'ana.lopez',
      changedDate: '2026-11-20T10:00:00.000Z',
      channel: 'API',
      version: '4',
    });
  });

  it('update sends a new image as a file, or removeImage=true', () => {
    expect(fields(blogUpdateForm({ image: mockImageDataUrl('desk.png') }, context)).image).toMatch(/^File:/);
    expect(fields(blogUpdateForm({ image: 'stored.png' }, context)).image).toBeUndefined();
    expect(fields(blogUpdateForm({ removeImage: true }, context)).removeImage).toBe('true');
  });
});

describe('optional fields in multipart bodies (src/contract TextRule.optional)', () => {
  const fields = {
    title: { max: 50, label: 'Title' },
    note: { max: 50, optional: true, label: 'Note' },
  } as const;
  const tail = { imageName: 'image' };
  const text = (form: FormData) =>
    Object.fromEntries([...form.entries()].filter(([k]) => k === 'title' || k === 'note'));

  it('create leaves an empty optional field out and sends a filled one', () => {
    expect(text(recordCreateForm(fields, { title: 'A', note: ' ' }, context, tail))).toEqual({ title: 'A' });
    expect(text(recordCreateForm(fields, { title: 'A', note: 'B' }, context, tail))).toEqual({ title: 'A', note: 'B' });
  });

  it('create still sends an empty required field, for the server to refuse', () => {
    expect(text(recordCreateForm(fields, { title: '', note: '' }, context, tail))).toEqual({ title: '' });
  });

  it('update sends an emptied optional field as empty text, which clears it', () => {
    expect(text(recordUpdateForm(fields, { note: '' }, context, tail))).toEqual({ note: '' });
  });
});

describe('meta multipart bodies (docs/panel.md#calls-and-bodies)', () => {
  const input = { metaTitle: 'Home', metaUrl: 'https://example.com/', pageMeta: 'home', metaDescription: 'Home page' };
  it('create sends the listed fields with creator/changer and dates', () => {
    expect(fields(metaCreateForm(input, context))).toEqual({
      metaDescription: 'Home page',
      pageMeta: 'home',
      metaTitle: 'Home',
      metaUrl: 'https://example.com/',
      creator: 'ana.lopez',
      changer: 'ana.lopez',
      createdDate: '2026-11-20T10:00:00.000Z',
      changedDate: '2026-11-20T10:00:00.000Z',
    });
    expect(fields(metaCreateForm({ ...input, image: mockImageDataUrl('city.png') }, context)).image).toMatch(/^File:/);
  });
  it('update sends only non-empty fields plus changer, changedDate and version (no channel)', () => {
    expect(fields(metaUpdateForm({ pageMeta: 'start', metaTitle: '', version: 2 }, context))).toEqual({
      pageMeta: 'start',
      changer: 'ana.lopez',
      changedDate: '2026-11-20T10:00:00.000Z',
      version: '2',
    });
  });
});

describe('category JSON bodies (docs/panel.md#validation, docs/panel.md#calls-and-bodies)', () => {
  const original = {
    id: 3,
    name: 'News',
    description: 'All news',
    categoryUrl: '/blog/news',
    createdAt: 'x',
    blogCount: 0,
    version: 5,
  };
  it('create maps to {category, categoryUrl, categoryDescription}', () => {
    expect(categoryCreateBody({ name: 'News', description: 'All news', categoryUrl: '/blog/news' })).toEqual({
      category: 'News',
      categoryUrl: '/blog/news',
      categoryDescription: 'All news',
    });
  });
  it('update sends only changed fields, never categoryUrl', () => {
    expect(categoryUpdateBody(original, { name: 'News', description: 'Fresh' })).toEqual({
      categoryDescription: 'Fresh',
      version: 5,
    });
    expect(categoryUpdateBody(original, { name: 'Updates', description: 'All news' })).toEqual({
      category: 'Updates',
      version: 5,
    });
    expect(categoryUpdateBody(original, { name: 'News', description: 'All news' })).toEqual({ version: 5 });
  });
});
