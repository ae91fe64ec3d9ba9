import { BLOG_MESSAGES, parsePublishingInput, type BlogStatus } from '@/contract';
import type { MockDb } from './db';
import { validationFailed } from './http';

/** The server's publishing rules (server/src/services/publishing.ts), on ISO strings. */
type Stored = MockDb['blogs'][number];

/** A stored row's state; rows written by stories without these fields are published since their creation. */
export const stateOf = (row: Stored): Publishing => ({
  status: row.status ?? 'published',
  publishAt: row.publishAt ?? null,
  publishedAt: row.publishedAt === undefined ? row.createdDate : row.publishedAt,
});
export interface Publishing {
  status: BlogStatus;
  publishAt: string | null;
  publishedAt: string | null;
}

export function effectiveStatus(row: Publishing, now: Date): BlogStatus {
  if (row.status === 'scheduled')
    return row.publishAt && Date.parse(row.publishAt) <= now.getTime() ? 'published' : 'scheduled';
  return row.status;
}

export const isVisible = (row: Publishing, now: Date) =>
  row.status !== 'draft' && row.publishedAt !== null && Date.parse(row.publishedAt) <= now.getTime();

/** A stored post as the panel sees it: a scheduled post whose time has come says published. */
export const blogView = (row: Stored, now: Date): Stored => {
  const state = stateOf(row);
  return { ...row, ...state, status: effectiveStatus(state, now) };
};

/** The request's publishing fields, or 400 (src/contract/blog.ts). */
function publishingInput(form: Record<string, unknown>) {
  const parsed = parsePublishingInput(form);
  if (!parsed.ok) validationFailed(parsed.errors);
  return parsed;
}

const mustBeFuture = (): never => validationFailed({ publishAt: BLOG_MESSAGES.publishAtPast });
const iso = (ms: number) => new Date(ms).toISOString();

export function publishingOnCreate(form: Record<string, unknown>, now: Date): Publishing {
  const input = publishingInput(form);
  const status = input.status ?? 'published';
  const publishAt = input.publishAt;
  if (status === 'scheduled') {
    if (publishAt === undefined || publishAt === null || publishAt <= now.getTime()) return mustBeFuture();
    return { status, publishAt: iso(publishAt), publishedAt: iso(publishAt) };
  }
  return { status, publishAt: null, publishedAt: status === 'published' ? now.toISOString() : null };
}

export function publishingOnUpdate(form: Record<string, unknown>, row: Publishing, now: Date): Publishing | undefined {
  const { status: requested, publishAt } = publishingInput(form);
  const current = effectiveStatus(row, now);
  const everVisible = row.publishedAt !== null && Date.parse(row.publishedAt) <= now.getTime();
  const status = requested ?? (current === 'scheduled' && publishAt !== undefined ? 'scheduled' : undefined);
  if (status === undefined || (status === current && status !== 'scheduled')) return undefined;
  if (status === 'scheduled') {
    if (publishAt === undefined && current === 'scheduled') return undefined;
    if (publishAt === undefined || publishAt === null || publishAt <= now.getTime()) return mustBeFuture();
    if (current === 'scheduled' && row.publishAt && Date.parse(row.publishAt) === publishAt) return undefined;
    return { status, publishAt: iso(publishAt), publishedAt: iso(publishAt) };
  }
  if (status === 'published')
    return { status, publishAt: null, publishedAt: everVisible ? row.publishedAt : now.toISOString() };
  return { status, publishAt: null, publishedAt: everVisible ? row.publishedAt : null };
}

export function publishingAction(title: string, next: Publishing): string {
  if (next.status === 'draft') return `Blog post "${title}" saved as draft`;
  if (next.status === 'scheduled')
    return `Blog post "${title}" scheduled for ${(next.publishAt ?? '').slice(0, 16).replace('T', ' ')} UTC`;
  return `Blog post "${title}" published`;
}

/** The admin list's `status` filter, by the status the panel sees. */
export function statusFilter(raw: string | null, now: Date): ((row: Publishing) => boolean) | undefined {
  if (raw === null || raw === '') return undefined;
  const { status } = publishingInput({ status: raw });
  return (row) => effectiveStatus(row, now) === status;
}
