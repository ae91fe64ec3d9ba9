/**
 * Publishing states of blog posts, decided on stored rows with the clock passed in.
 *
 * Stored: `status` published | draft | scheduled, `publishAt` (scheduled posts only) and `publishedAt` (the moment
 * the post first became visible: its creation, the publish action, or its `publishAt`). A scheduled post counts as
 * published from `publishAt` on, decided at read time: nothing has to run for it to appear. Because a scheduled
 * post's `publishedAt` is its `publishAt`, "visible now" is one test for every post: not a draft and
 * `publishedAt <= now`.
 */
import { BLOG_MESSAGES, parsePublishingInput, type BlogStatus } from '../contract/index.ts';
import { invalidFields } from './errors.ts';
import { scheduleLabel } from './time.ts';

export interface Publishing {
  status: BlogStatus;
  publishAt: number | null;
  publishedAt: number | null;
}

/** The publishing columns of a stored row. */
export interface StoredPublishing {
  status: string;
  publishAt: number | null;
  publishedAt: number | null;
}

/** What the panel sees: a scheduled post whose time has come is published. */
export function effectiveStatus(row: StoredPublishing, now: number): BlogStatus {
  if (row.status === 'scheduled')
    return row.publishAt !== null && Number(row.publishAt) <= now ? 'published' : 'scheduled';
  return row.status === 'draft' ? 'draft' : 'published';
}

/** True when the website may show the post now. */
export const isVisible = (row: StoredPublishing, now: number) =>
  row.status !== 'draft' && row.publishedAt !== null && Number(row.publishedAt) <= now;

/** The request's publishing fields, or 400 (src/contract/blog.ts). */
function publishingInput(fields: Record<string, unknown>) {
  const parsed = parsePublishingInput(fields);
  if (!parsed.ok) throw invalidFields(parsed.errors);
  return parsed;
}

const mustBeFuture = () => invalidFields({ publishAt: BLOG_MESSAGES.publishAtPast });

/** A post's publishing state on create: without `status` it is published at once. */
export function publishingOnCreate(fields: Record<string, unknown>, now: number): Publishing {
  const input = publishingInput(fields);
  const status = input.status ?? 'published';
  const publishAt = input.publishAt;
  if (status === 'scheduled') {
    if (publishAt === undefined || publishAt === null || publishAt <= now) throw mustBeFuture();
    return { status, publishAt, publishedAt: publishAt };
  }
  return { status, publishAt: null, publishedAt: status === 'published' ? now : null };
}

/**
 * The new publishing state on update, or undefined when the request changes nothing about it.
 * - published: keeps the first `publishedAt` if the post was ever visible, else now (the publish action);
 * - scheduled: `publishedAt` becomes `publishAt` (the post is hidden until then); `publishAt` alone reschedules a
 *   scheduled post;
 * - draft: hidden at once; `publishedAt` is kept only if the post was ever visible.
 */
export function publishingOnUpdate(
  fields: Record<string, unknown>,
  row: StoredPublishing,
  now: number,
): Publishing | undefined {
  const { status: requested, publishAt } = publishingInput(fields);
  const current = effectiveStatus(row, now);
  const everVisible = row.publishedAt !== null && Number(row.publishedAt) <= now;
  const status = requested ?? (current === 'scheduled' && publishAt !== undefined ? 'scheduled' : undefined);
  if (status === undefined || (status === current && status !== 'scheduled')) return undefined;
  if (status === 'scheduled') {
    if (publishAt === undefined && current === 'scheduled') return undefined;
    if (publishAt === undefined || publishAt === null || publishAt <= now) throw mustBeFuture();
    if (current === 'scheduled' && Number(row.publishAt) === publishAt) return undefined;
    return { status, publishAt, publishedAt: publishAt };
  }
  if (status === 'published') {
    return { status, publishAt: null, publishedAt: everVisible ? Number(row.publishedAt) : now };
  }
  return { status, publishAt: null, publishedAt: everVisible ? Number(row.publishedAt) : null };
}

/** The Recent Activity line for a publishing change. */
export function publishingAction(title: string, next: Publishing): string {
  if (next.status === 'draft') return `Blog post "${title}" saved as draft`;
  if (next.status === 'scheduled') return `Blog post "${title}" scheduled for ${scheduleLabel(next.publishAt ?? 0)}`;
  return `Blog post "${title}" published`;
}

/** The activity line of a new post: the spec's wording when it is published at once. */
export const createdAction = (title: string, next: Publishing) =>
  next.status === 'published' ? `New blog post "${title}" published` : publishingAction(title, next);

/** The earliest time after `now` at which one of `rows` turns from scheduled to published (Infinity if none). */
export function nextPublishing(rows: readonly StoredPublishing[], now: number): number {
  let next = Infinity;
  for (const row of rows) {
    const at = row.publishAt === null ? NaN : Number(row.publishAt);
    if (row.status === 'scheduled' && at > now && at < next) next = at;
  }
  return next;
}
