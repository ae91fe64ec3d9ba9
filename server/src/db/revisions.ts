/** Kept revisions (src/domain/revisions.ts, migration 0015): every query of the history. */
import { sql } from 'kysely';
import type { Store } from '../../../src/domain/store.ts';
import type { Db } from './index.ts';

const LINE = ['type', 'recordId', 'revision', 'version', 'author', 'createdAt', 'changed', 'status', 'image'] as const;

/** The images named by the rows a delete took, without duplicates or nulls. */
const imagesOf = (rows: readonly { image: string | null }[]) => [
  ...new Set(rows.map((row) => row.image).filter((image): image is string => image !== null)),
];

/** Deletes a type's revisions of `recordIds` (those up to `upTo`, when given); the images they named. */
async function dropRevisions(conn: Db, type: string, recordIds: readonly number[], upTo?: number) {
  let query = conn.deleteFrom('revisions').where('type', '=', type).where('recordId', 'in', recordIds);
  if (upTo !== undefined) query = query.where('revision', '<=', upTo);
  return imagesOf(await query.returning('image').execute());
}

/** The revisions of one record. */
const ofRecord = (conn: Db, type: string, recordId: number) =>
  conn.selectFrom('revisions').where('type', '=', type).where('recordId', '=', recordId);

export const revisionStore: Store<Db>['revisions'] = {
  async add(conn, row) {
    await conn.insertInto('revisions').values(row).execute();
  },
  async latest(conn, type, recordId) {
    const row = await ofRecord(conn, type, recordId)
      .select('revision')
      .orderBy('revision', 'desc')
      .limit(1)
      .executeTakeFirst();
    return Number(row?.revision ?? 0);
  },
  async count(conn, type, recordId) {
    const row = await ofRecord(conn, type, recordId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },
  async page(conn, type, recordId, { before, offset, limit }) {
    let query = ofRecord(conn, type, recordId).select([...LINE]);
    if (before !== undefined) query = query.where('revision', '<', before);
    return await query.orderBy('revision', 'desc').limit(limit).offset(offset).execute();
  },
  get: (conn, type, recordId, revision) =>
    ofRecord(conn, type, recordId).selectAll().where('revision', '=', revision).executeTakeFirst(),
  drop: (conn, type, recordId, upTo) => dropRevisions(conn, type, [recordId], upTo),
  dropAll: async (conn, type, recordIds) => (recordIds.length ? dropRevisions(conn, type, recordIds) : []),
  async namesImage(conn, type, image) {
    const row = await conn
      .selectFrom('revisions')
      .select('revision')
      .where('image', '=', image)
      .where('type', '=', type)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
  async rewrite(conn, type, field, from, to) {
    // The same exact `"field":"value"` text the record's JSON holds; a value inside another field's text has its
    // quotes escaped (`\"`), so it never matches.
    const needle = `${JSON.stringify(field)}:${JSON.stringify(from)}`;
    const replacement = `${JSON.stringify(field)}:${JSON.stringify(to)}`;
    await conn
      .updateTable('revisions')
      .set({ data: sql<string>`replace(${sql.ref('data')}, ${needle}, ${replacement})` })
      .where('type', '=', type)
      .where(sql<boolean>`${sql.ref('data')} <> replace(${sql.ref('data')}, ${needle}, '')`)
      .execute();
  },
};
