/** The activity log's queries: a new line, and the newest lines (which records still exist: src/domain/activity.ts). */
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
