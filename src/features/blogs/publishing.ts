import type { DateInput } from '../../lib/dates';
import type { Blog, BlogStatus } from './types';

/**
 * What a post is on the website now: a scheduled post counts as published from its `publishAt` on, and any post as a
 * draft from its `unpublishAt` on.
 */
export type PublishingState = { kind: 'published' } | { kind: 'draft' } | { kind: 'scheduled'; at: string };

export function publishingState(
  blog: Pick<Blog, 'status' | 'publishAt'> & Partial<Pick<Blog, 'unpublishAt'>>,
  now: DateInput,
): PublishingState {
  if (blog.status === 'draft') return { kind: 'draft' };
  if (blog.unpublishAt && new Date(blog.unpublishAt).getTime() <= new Date(now).getTime()) return { kind: 'draft' };
  if (blog.status === 'scheduled' && blog.publishAt && new Date(blog.publishAt).getTime() > new Date(now).getTime())
    return { kind: 'scheduled', at: blog.publishAt };
  return { kind: 'published' };
}

export const BLOG_STATUS_OPTIONS: { value: BlogStatus; label: string }[] = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
];

export function isBlogStatus(value: unknown): value is BlogStatus {
  return BLOG_STATUS_OPTIONS.some((option) => option.value === value);
}
