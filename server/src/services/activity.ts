import type { Db } from '../db/index.ts';

export type ActivityType = 'blog' | 'category' | 'meta' | 'contact' | 'enquiry';

export interface ActivityEntry {
  action: string;
  type: ActivityType;
  recordId: string | number;
  recordLabel: string;
  actor: string;
}

/** Records one create, update or delete for the dashboard's Recent Activity. */
export async function record(db: Db, entry: ActivityEntry, now: number): Promise<void> {
  await db
    .insertInto('activity')
    .values({
      ...entry,
      recordId: String(entry.recordId),
      recordLabel: entry.recordLabel.slice(0, 200),
      createdAt: now,
    })
    .execute();
}
