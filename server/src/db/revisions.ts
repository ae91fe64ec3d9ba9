/** Kept revisions (src/domain/revisions.ts, migration 0015): every query of the history. */
import { sql } from 'kysely';
import type { Store } from '../../../src/domain/store.ts';
import type { Db } from './index.ts';

const LINE = ['type', 'recordId', 'revision', 'version', 'author', 'createdAt', 'changed', 'status', 'image'] as const;

/** The images named by the rows a delete took, without duplicates or nulls. */
const imagesOf = (rows: readonly { image: string | null }[]) => [
  ...new Set(rows.map((row) => row.image).filter((image): image is string => image !== null)),
];

export const revisionStore: Store<Db>['revisions'] = {
  async add(conn, row) {
    await conn.insertInto('revisions').values(row).execute();
  },
  async latest(conn, type, recordId) {
    const row = await conn
      .selectFrom('revisions')
      .select('revision')
      .where('type', '=', type)
      .where('recordId', '=', recordId)
      .orderBy('revision', 'desc')
      .limit(1)
      .executeTakeFirst();
    return Number(row?.revision ?? 0);
  },
  async count(conn, type, recordId) {
    const row = await conn
      .selectFrom('revisions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', type)
      .where('recordId', '=', recordId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },
  async page(conn, type, recordId, { before, offset, limit }) {
    let query = conn
      .selectFrom('revisions')
      .select([...LINE])
      .where('type', '=', type)
      .where('recordId', '=', recordId);
    if (before !== undefined) query = query.where('revision', '<', before);
    return await query.orderBy('revision', 'desc').limit(limit).offset(offset).execute();
  },
  get: (conn, type, recordId, revision) =>
    conn
      .selectFrom('revisions')
      .selectAll()
      .where('type', '=', type)
      .where('recordId', '=', recordId)
      .where('revision', '=', revision)
      .executeTakeFirst(),
  async drop(conn, type, recordId, upTo) {
    const rows = await conn
      .deleteFrom('revisions')
      .where('type', '=', type)
      .where('recordId', '=', recordId)
      .where('revision', '<=', upTo)
      .returning('image')
      .execute();
    return imagesOf(rows);
  },
  async dropAll(conn, type, recordIds) {
    if (!recordIds.length) return [];
    const rows = await conn
      .deleteFrom('revisions')
      .where('type', '=', type)
      .where('recordId', 'in', recordIds)
      .returning('image')
      .execute();
    return imagesOf(rows);
  },
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
