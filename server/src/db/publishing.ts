/** The publishing rules of src/domain/publishing.ts as SQL conditions, for lists and the Content API. */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { BlogStatus } from '../../../src/contract/index.ts';

/** Visible now: not a draft and `publishedAt <= now` (walks the `blogs_published` index, which holds both columns). */
export const visibleNow = (now: number): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.ref('blogs.status')} <> 'draft' and ${sql.ref('blogs.publishedAt')} <= ${now})`;

/** The admin list's `status` filter, by the status the panel sees. */
export function statusFilter(status: BlogStatus, now: number): Expression<SqlBool> {
  const stored = sql.ref('blogs.status');
  const publishAt = sql.ref('blogs.publishAt');
  if (status === 'draft') return sql<SqlBool>`${stored} = 'draft'`;
  if (status === 'scheduled') return sql<SqlBool>`(${stored} = 'scheduled' and ${publishAt} > ${now})`;
  return sql<SqlBool>`(${stored} = 'published' or (${stored} = 'scheduled' and ${publishAt} <= ${now}))`;
}
