import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { Db } from './index.ts';
import type { TrashTable } from './schema.ts';

/**
 * The trash's reads: its list and count (moves in and out are the rules' store, db/store.ts). A trashed record is not
 * in its table at all, so no read path needs a filter; a restore inserts the row again with its own id.
 */

export type TrashRow = Selectable<TrashTable>;

export interface TrashListQuery {
  type: string | undefined;
  /** The search condition (over `label` and `recordId`), if any. */
  search: Expression<SqlBool> | undefined;
  page: number;
  pageSize: number;
}

/** One page of the trash, newest `deletedAt` first, and the total. */
export async function listTrash(db: Db, query: TrashListQuery): Promise<{ rows: TrashRow[]; total: number }> {
  let base = db.selectFrom('trash');
  if (query.type) base = base.where('type', '=', query.type);
  if (query.search) base = base.where(query.search);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('deletedAt', 'desc')
    .orderBy('id', 'desc')
    .orderBy('type')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Items in the trash (the dashboard's `trashed`), as a scalar subquery for the summary statement. */
export const trashCount = () => sql`(select count(*) from ${sql.table('trash')})`;
