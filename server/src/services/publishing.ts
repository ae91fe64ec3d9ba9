/**
 * Publishing states of blog posts (issue 13).
 *
 * Stored: `status` published | draft | scheduled, `publishAt` (scheduled posts only) and `publishedAt` (the moment
 * the post first became visible: its creation, the publish action, or its `publishAt`). A scheduled post counts as
 * published from `publishAt` on, decided at read time: nothing has to run for it to appear. Because a scheduled
 * post's `publishedAt` is its `publishAt`, "visible now" is one test for every post: not a draft and
 * `publishedAt <= now`.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import {
  BLOG_MESSAGES,
  BLOG_STATUSES,
  parsePublishingInput,
  VALIDATION_MESSAGE,
  type BlogStatus,
} from '../../../src/contract/index.ts';
import { badRequest } from '../http/errors.ts';

export const STATUSES = BLOG_STATUSES;
export type Status = BlogStatus;

export interface Publishing {
  status: Status;
  publishAt: number | null;
  publishedAt: number | null;
}

interface StoredPublishing {
  status: string;
  publishAt: number | null;
  publishedAt: number | null;
}

/** What the panel sees: a scheduled post whose time has come is published. */
export function effectiveStatus(row: StoredPublishing, now: number): Status {
  if (row.status === 'scheduled')
    return row.publishAt !== null && Number(row.publishAt) <= now ? 'published' : 'scheduled';
  return row.status === 'draft' ? 'draft' : 'published';
}

/** True when the website may show the post now. */
export const isVisible = (row: StoredPublishing, now: number) =>
  row.status !== 'draft' && row.publishedAt !== null && Number(row.publishedAt) <= now;

/** The same test in SQL (walks the `blogs_published` index, which holds both columns). */
export const visibleNow = (now: number): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.ref('blogs.status')} <> 'draft' and ${sql.ref('blogs.publishedAt')} <= ${now})`;

/** The admin list's `status` filter, by the status the panel sees. */
export function statusFilter(status: Status, now: number): Expression<SqlBool> {
  const stored = sql.ref('blogs.status');
  const publishAt = sql.ref('blogs.publishAt');
  if (status === 'draft') return sql<SqlBool>`${stored} = 'draft'`;
  if (status === 'scheduled') return sql<SqlBool>`(${stored} = 'scheduled' and ${publishAt} > ${now})`;
  return sql<SqlBool>`(${stored} = 'published' or (${stored} = 'scheduled' and ${publishAt} <= ${now}))`;
}

/** The request's publishing fields, or 400 (src/contract/blog.ts). */
function publishingInput(fields: Record<string, unknown>) {
  const parsed = parsePublishingInput(fields);
  if (!parsed.ok) throw badRequest(VALIDATION_MESSAGE, parsed.errors);
  return parsed;
}

const mustBeFuture = () => badRequest(VALIDATION_MESSAGE, { publishAt: BLOG_MESSAGES.publishAtPast });

/** A post's publishing state on create: without `status` it is published at once, as before issue 13. */
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
  let next: Publishing;
  if (status === 'scheduled') {
    if (publishAt === undefined && current === 'scheduled') return undefined;
    if (publishAt === undefined || publishAt === null || publishAt <= now) throw mustBeFuture();
    if (current === 'scheduled' && Number(row.publishAt) === publishAt) return undefined;
    next = { status, publishAt, publishedAt: publishAt };
  } else if (status === 'published') {
    next = { status, publishAt: null, publishedAt: everVisible ? Number(row.publishedAt) : now };
  } else {
    next = { status, publishAt: null, publishedAt: everVisible ? Number(row.publishedAt) : null };
  }
  return next;
}

/** `2030-01-31 09:00 UTC`: the activity feed's wording for a scheduled time (the server knows no admin's zone). */
export const scheduleLabel = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The Recent Activity line for a publishing change. */
export function publishingAction(title: string, next: Publishing): string {
  if (next.status === 'draft') return `Blog post "${title}" saved as draft`;
  if (next.status === 'scheduled') return `Blog post "${title}" scheduled for ${scheduleLabel(next.publishAt ?? 0)}`;
  return `Blog post "${title}" published`;
}
