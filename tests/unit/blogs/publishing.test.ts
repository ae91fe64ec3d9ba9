import { describe, expect, it } from 'vitest';
import { publishingState } from '../../../src/features/blogs/publishing';
import {
  blogFormSchemaAt,
  blogFormValues,
  blogInput,
  blogSubmitText,
  blogUpdate,
  EMPTY_BLOG_FORM,
  PUBLISH_AT_PAST_MESSAGE,
  PUBLISH_AT_REQUIRED_MESSAGE,
  UNPUBLISH_BEFORE_MESSAGE,
  type BlogFormValues,
} from '../../../src/features/blogs/schema';
import type { Blog } from '../../../src/features/blogs/types';

const now = new Date('2026-11-20T10:00:00.000Z');
const zone = 'America/New_York'; // UTC-5 in November

const blog: Blog = {
  id: 1,
  blogId: 'hello',
  title: 'Hello',
  blogUrl: 'https://www.example.com/blog/hello',
  metaTitle: 'Hello',
  metaDescription: 'Hi',
  content: '<p>Hi</p>',
  excerpt: 'Hi',
  categoryName: 'News',
  image: null,
  author: 'admin',
  changer: 'admin',
  status: 'published',
  publishAt: null,
  publishedAt: '2026-11-01T10:00:00.000Z',
  unpublishAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 1,
};

const filled: BlogFormValues = {
  ...EMPTY_BLOG_FORM,
  title: 'Hello',
  blogId: 'hello',
  blogUrl: 'https://www.example.com/blog/hello',
  categoryName: 'News',
  metaTitle: 'Hello',
  metaDescription: 'Hi',
  content: '<p>Hi</p>',
};

describe('publishing state', () => {
  it('a scheduled post counts as published from its time on', () => {
    const scheduled = { status: 'scheduled' as const, publishAt: '2026-11-20T10:00:01.000Z' };
    expect(publishingState(scheduled, now)).toEqual({ kind: 'scheduled', at: scheduled.publishAt });
    expect(publishingState(scheduled, '2026-11-20T10:00:01.000Z')).toEqual({ kind: 'published' });
    expect(publishingState({ status: 'draft', publishAt: null }, now)).toEqual({ kind: 'draft' });
    expect(publishingState({ status: 'published', publishAt: null }, now)).toEqual({ kind: 'published' });
  });
});

describe('the blog form and publishing', () => {
  const check = (values: BlogFormValues) =>
    blogFormSchemaAt(now, zone)
      .validateAt('publishAt', values)
      .then(
        () => null,
        (error: Error) => error.message,
      );

  it('a scheduled post needs a time, in the future', async () => {
    await expect(check({ ...filled, status: 'scheduled', publishAt: '' })).resolves.toBe(PUBLISH_AT_REQUIRED_MESSAGE);
    // 05:00 in New York is 10:00 UTC: now, so not in the future.
    await expect(check({ ...filled, status: 'scheduled', publishAt: '2026-11-20T05:00' })).resolves.toBe(
      PUBLISH_AT_PAST_MESSAGE,
    );
    await expect(check({ ...filled, status: 'scheduled', publishAt: '2026-11-20T05:01' })).resolves.toBeNull();
    await expect(check({ ...filled, status: 'draft', publishAt: '' })).resolves.toBeNull();
  });

  it('sends the local time as UTC, and shows a stored UTC time in the local zone', () => {
    expect(blogInput({ ...filled, status: 'scheduled', publishAt: '2026-12-01T09:30' }, zone)).toMatchObject({
      status: 'scheduled',
      publishAt: '2026-12-01T14:30:00.000Z',
    });
    expect(blogInput(filled, zone)).toMatchObject({ status: 'published', publishAt: null });
    const values = blogFormValues(
      { ...blog, status: 'scheduled', publishAt: '2026-12-01T14:30:00.000Z' },
      {
        now,
        timeZone: zone,
      },
    );
    expect(values).toMatchObject({ status: 'scheduled', publishAt: '2026-12-01T09:30' });
  });

  it('a scheduled post past its time opens as published', () => {
    const values = blogFormValues({ ...blog, status: 'scheduled', publishAt: '2026-11-19T00:00:00.000Z' }, { now });
    expect(values).toMatchObject({ status: 'published', publishAt: '' });
  });

  it('an update sends the status and time only when they change', () => {
    const initial = blogFormValues(blog, { now, timeZone: zone });
    expect(blogUpdate(initial, { ...initial, title: 'New' }, 1, zone)).toEqual({ version: 1, title: 'New' });
    expect(blogUpdate(initial, { ...initial, status: 'draft' }, 1, zone)).toEqual({ version: 1, status: 'draft' });
    const scheduled = { ...initial, status: 'scheduled' as const, publishAt: '2026-12-01T09:30' };
    expect(blogUpdate(initial, scheduled, 1, zone)).toEqual({
      version: 1,
      status: 'scheduled',
      publishAt: '2026-12-01T14:30:00.000Z',
    });
    expect(blogUpdate(scheduled, { ...scheduled, publishAt: '2026-12-02T09:30' }, 2, zone)).toEqual({
      version: 2,
      publishAt: '2026-12-02T14:30:00.000Z',
    });
  });

  it('an update sends an excerpt override that was emptied as empty text, which clears it', () => {
    const initial = blogFormValues({ ...blog, excerptOverride: 'By hand' }, { now, timeZone: zone });
    expect(initial.excerptOverride).toBe('By hand');
    expect(blogUpdate(initial, { ...initial, excerptOverride: '' }, 1, zone)).toEqual({
      version: 1,
      excerptOverride: '',
    });
    expect(blogUpdate(initial, { ...initial, title: '' }, 1, zone)).toEqual({ version: 1 });
    expect(blogFormValues(blog, { now }).excerptOverride).toBe('');
  });

  it('an excerpt override may be empty and is held to the contract’s limit', async () => {
    const schema = blogFormSchemaAt(now, zone);
    await expect(schema.validateAt('excerptOverride', { excerptOverride: '' })).resolves.toBe('');
    await expect(schema.validateAt('excerptOverride', { excerptOverride: 'x'.repeat(301) })).rejects.toThrow(
      'Custom excerpt must be at most 300 characters',
    );
  });

  it('the primary button keeps the spec texts when publishing', () => {
    expect(blogSubmitText('create', 'published')).toMatchObject({ submit: 'Create Blog', busy: 'Creating...' });
    expect(blogSubmitText('edit', 'published')).toMatchObject({ submit: 'Update Blog', busy: 'Updating...' });
    expect(blogSubmitText('create', 'draft')).toEqual({ submit: 'Save Draft', busy: 'Saving...' });
    expect(blogSubmitText('edit', 'scheduled')).toEqual({ submit: 'Schedule Post', busy: 'Scheduling...' });
  });
});

describe('the blog form and unpublishing', () => {
  const check = (values: BlogFormValues) =>
    blogFormSchemaAt(now, zone)
      .validateAt('unpublishAt', values)
      .then(
        () => null,
        (error: Error) => error.message,
      );

  it('an optional "Unpublish at" in the future, after the publishing time', async () => {
    await expect(check({ ...filled, unpublishAt: '' })).resolves.toBeNull();
    await expect(check({ ...filled, unpublishAt: '2026-11-20T05:00' })).resolves.toBe(PUBLISH_AT_PAST_MESSAGE);
    await expect(check({ ...filled, unpublishAt: '2026-11-20T05:01' })).resolves.toBeNull();
    await expect(
      check({ ...filled, status: 'scheduled', publishAt: '2026-11-21T05:00', unpublishAt: '2026-11-21T05:00' }),
    ).resolves.toBe(UNPUBLISH_BEFORE_MESSAGE);
    await expect(check({ ...filled, status: 'draft', unpublishAt: '2026-11-20T05:00' })).resolves.toBeNull();
  });

  it('a post past its unpublishAt counts as a draft', () => {
    const post = { status: 'published' as const, publishAt: null, unpublishAt: '2026-11-20T10:00:00.000Z' };
    expect(publishingState(post, '2026-11-20T09:59:59.999Z')).toEqual({ kind: 'published' });
    expect(publishingState(post, now)).toEqual({ kind: 'draft' });
  });

  it('sends unpublishAt in UTC, and null when the field is emptied', () => {
    expect(blogInput({ ...filled, unpublishAt: '2026-11-21T05:00' }, zone).unpublishAt).toBe(
      '2026-11-21T10:00:00.000Z',
    );
    const initial = { ...filled, unpublishAt: '2026-11-21T05:00' };
    expect(blogUpdate(initial, { ...initial, unpublishAt: '' }, 3, zone)).toMatchObject({ unpublishAt: null });
  });
});
