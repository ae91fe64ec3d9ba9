/**
 * Publishing states of blog posts, decided on stored rows with the clock passed in.
 *
 * Stored: `status` published | draft | scheduled, `publishAt` (scheduled posts only) and `publishedAt` (the moment
 * the post first became visible: its creation, the publish action, or its `publishAt`). A scheduled post counts as
 * published from `publishAt` on, decided at read time: nothing has to run for it to appear. Because a scheduled
 * post's `publishedAt` is its `publishAt`, "visible now" is one test for every post: not a draft and
 * `publishedAt <= now`, and `unpublishAt` (published or scheduled posts, optional) not yet reached: from
 * `unpublishAt` on the post counts as a draft, decided at read time the same way.
 */
import { BLOG_MESSAGES, parsePublishingInput, type BlogStatus } from '../contract/index.ts';
import { invalidFields } from './errors.ts';
import { scheduleLabel } from './time.ts';

export interface Publishing {
  status: BlogStatus;
  publishAt: number | null;
  publishedAt: number | null;
  unpublishAt: number | null;
}

/** The publishing columns of a stored row (`unpublishAt` absent: rows written before it existed). */
export interface StoredPublishing {
  status: string;
  publishAt: number | null;
  publishedAt: number | null;
  unpublishAt?: number | null;
}

/** True when the row's `unpublishAt` has come. */
const unpublished = (row: StoredPublishing, now: number) =>
  row.unpublishAt !== undefined && row.unpublishAt !== null && Number(row.unpublishAt) <= now;

/** What the panel sees: a scheduled post whose time has come is published; one whose `unpublishAt` came, a draft. */
export function effectiveStatus(row: StoredPublishing, now: number): BlogStatus {
  if (row.status !== 'draft' && unpublished(row, now)) return 'draft';
  if (row.status === 'scheduled')
    return row.publishAt !== null && Number(row.publishAt) <= now ? 'published' : 'scheduled';
  return row.status === 'draft' ? 'draft' : 'published';
}

/** True when the website may show the post now. */
export const isVisible = (row: StoredPublishing, now: number) =>
  row.status !== 'draft' && row.publishedAt !== null && Number(row.publishedAt) <= now && !unpublished(row, now);

/** The request's publishing fields, or 400 (src/contract/blog.ts). */
function publishingInput(fields: Record<string, unknown>) {
  const parsed = parsePublishingInput(fields);
  if (!parsed.ok) throw invalidFields(parsed.errors);
  return parsed;
}

/** Updates that change only `unpublishAt`, so their activity line says that and not "published". */
const UNPUBLISH_ONLY = new WeakSet<Publishing>();

const mustBeFuture = () => invalidFields({ publishAt: BLOG_MESSAGES.publishAtPast });

/** A post's publishing state on create: without `status` it is published at once. */
export function publishingOnCreate(fields: Record<string, unknown>, now: number): Publishing {
  const input = publishingInput(fields);
  const status = input.status ?? 'published';
  const publishAt = input.publishAt;
  if (status === 'scheduled') {
    if (publishAt === undefined || publishAt === null || publishAt <= now) throw mustBeFuture();
    return {
      status,
      publishAt,
      publishedAt: publishAt,
      unpublishAt: checkedUnpublishAt(input.unpublishAt, publishAt, now),
    };
  }
  if (status === 'draft') return { status, publishAt: null, publishedAt: null, unpublishAt: null };
  return { status, publishAt: null, publishedAt: now, unpublishAt: checkedUnpublishAt(input.unpublishAt, null, now) };
}

/** A requested `unpublishAt` for a post that is or will be visible: in the future and after `publishAt`, or 400. */
function checkedUnpublishAt(requested: number | null | undefined, publishAt: number | null, now: number) {
  if (requested === undefined || requested === null) return null;
  if (requested <= now) throw invalidFields({ unpublishAt: BLOG_MESSAGES.unpublishAtPast });
  if (publishAt !== null && requested <= publishAt) {
    throw invalidFields({ unpublishAt: BLOG_MESSAGES.unpublishAtBeforePublish });
  }
  return requested;
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
  const input = publishingInput(fields);
  const next = statusOnUpdate(input, row, now);
  const stored = row.unpublishAt === undefined || row.unpublishAt === null ? null : Number(row.unpublishAt);
  if (next?.status === 'draft') return { ...next, unpublishAt: null };
  const status = next?.status ?? effectiveStatus(row, now);
  if (status === 'draft') return next && { ...next, unpublishAt: null };
  const publishAt = next ? next.publishAt : row.publishAt === null ? null : Number(row.publishAt);
  // Asked for: checked. Not asked for: a pending one stays while it still falls after the (new) publishing time; one
  // that has passed goes, since the post is being published again.
  const unpublishAt =
    input.unpublishAt !== undefined
      ? checkedUnpublishAt(input.unpublishAt, status === 'scheduled' ? publishAt : null, now)
      : stored !== null && stored > now && (publishAt === null || stored > publishAt)
        ? stored
        : null;
  if (next) return { ...next, unpublishAt };
  if (unpublishAt === stored) return undefined;
  const changed: Publishing = {
    status: row.status as BlogStatus,
    publishAt: row.publishAt === null ? null : Number(row.publishAt),
    publishedAt: row.publishedAt === null ? null : Number(row.publishedAt),
    unpublishAt,
  };
  UNPUBLISH_ONLY.add(changed);
  return changed;
}

/** The publishing state on update without `unpublishAt`, or undefined when the request changes none of it. */
function statusOnUpdate(
  { status: requested, publishAt }: { status: BlogStatus | undefined; publishAt: number | null | undefined },
  row: StoredPublishing,
  now: number,
): Omit<Publishing, 'unpublishAt'> | undefined {
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
  if (UNPUBLISH_ONLY.has(next)) {
    return next.unpublishAt === null
      ? `Blog post "${title}" will no longer be unpublished`
      : `Blog post "${title}" set to unpublish at ${scheduleLabel(next.unpublishAt)}`;
  }
  if (next.status === 'draft') return `Blog post "${title}" saved as draft`;
  if (next.status === 'scheduled') return `Blog post "${title}" scheduled for ${scheduleLabel(next.publishAt ?? 0)}`;
  return `Blog post "${title}" published`;
}

/** The activity line of a new post: the spec's wording when it is published at once. */
export const createdAction = (title: string, next: Publishing) =>
  next.status === 'published' ? `New blog post "${title}" published` : publishingAction(title, next);

/**
 * The earliest time after `now` at which one of `rows` changes by itself: scheduled to published, or published to
 * draft at its `unpublishAt` (Infinity if none).
 */
export function nextPublishing(rows: readonly StoredPublishing[], now: number): number {
  let next = Infinity;
  for (const row of rows) {
    const at = row.publishAt === null ? NaN : Number(row.publishAt);
    if (row.status === 'scheduled' && at > now && at < next) next = at;
    const until = row.unpublishAt === undefined || row.unpublishAt === null ? NaN : Number(row.unpublishAt);
    if (row.status !== 'draft' && until > now && until < next) next = until;
  }
  return next;
}
