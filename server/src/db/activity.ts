/** The activity log's queries: the newest lines, and which of the records they name still exist. */
import type { ActivityLine } from '../../../src/domain/store.ts';
import type { Db } from './index.ts';

/** Appends a line to the activity log (one create, update, delete or status change for the dashboard). */
export async function recordActivity(conn: Db, line: ActivityLine, now: number): Promise<void> {
  await conn
    .insertInto('activity')
    .values({
      ...line,
      recordId: String(line.recordId),
      recordLabel: line.recordLabel.slice(0, 200),
      createdAt: now,
    })
    .execute();
}

export const newestActivity = (db: Db, limit: number) =>
  db.selectFrom('activity').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();

/** `type:recordId` of the records among these that still exist (blogs by blogId, the others by numeric id). */
export async function liveRecords(db: Db, rows: readonly { type: string; recordId: string }[]): Promise<Set<string>> {
  const ids = (type: string) => [...new Set(rows.filter((row) => row.type === type).map((row) => row.recordId))];
  const numeric = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const live = new Set<string>();
  const blogIds = ids('blog');
  if (blogIds.length) {
    for (const row of await db.selectFrom('blogs').select('blogId').where('blogId', 'in', blogIds).execute())
      live.add(`blog:${row.blogId}`);
  }
  for (const [type, table] of [
    ['category', 'categories'],
    ['meta', 'metas'],
    ['contact', 'contacts'],
    ['enquiry', 'enquiries'],
    ['asset', 'assets'],
  ] as const) {
    const wanted = numeric(ids(type));
    if (!wanted.length) continue;
    for (const row of await db.selectFrom(table).select('id').where('id', 'in', wanted).execute())
      live.add(`${type}:${row.id}`);
  }
  return live;
}
