/** The publishing rules of src/domain/publishing.ts as SQL conditions, for lists and the Content API. */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { BlogStatus } from '../../../src/contract/index.ts';

/** Not yet unpublished at `now` (`unpublishAt` unset or still ahead). */
const notUnpublished = (now: number) =>
  sql<SqlBool>`(${sql.ref('blogs.unpublishAt')} is null or ${sql.ref('blogs.unpublishAt')} > ${now})`;

/**
 * Visible now: not a draft, `publishedAt <= now` (walks the `blogs_published` index, which holds both columns), and
 * `unpublishAt` not reached.
 */
export const visibleNow = (now: number): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.ref('blogs.status')} <> 'draft' and ${sql.ref('blogs.publishedAt')} <= ${now} and ${notUnpublished(now)})`;

/**
 * Published by `at` and still visible `now`: the Content API's pages after a cursor (posts published up to the
 * cursor's post that have not been unpublished since).
 */
export const visibleSince = (at: number, now: number): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.ref('blogs.status')} <> 'draft' and ${sql.ref('blogs.publishedAt')} <= ${at} and ${notUnpublished(now)})`;

/** The admin list's `status` filter, by the status the panel sees. */
export function statusFilter(status: BlogStatus, now: number): Expression<SqlBool> {
  const stored = sql.ref('blogs.status');
  const publishAt = sql.ref('blogs.publishAt');
  const live = notUnpublished(now);
  if (status === 'draft') return sql<SqlBool>`(${stored} = 'draft' or not ${live})`;
  if (status === 'scheduled') return sql<SqlBool>`(${stored} = 'scheduled' and ${publishAt} > ${now} and ${live})`;
  return sql<SqlBool>`((${stored} = 'published' or (${stored} = 'scheduled' and ${publishAt} <= ${now})) and ${live})`;
}
