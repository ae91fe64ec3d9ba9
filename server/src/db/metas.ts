/** Every query on meta entries (src/contract/meta.ts describes the record). */
import type { Selectable } from 'kysely';
import { pageUrlKey } from '../../../src/lib/uniqueKeys.ts';
import { meta, type ListParams, type MetaRecord, type UpdateValues } from '../../../src/contract/index.ts';
import { authored, changedBy, type RepoOf } from '../services/versioned.ts';
import { iso } from './errors.ts';
import type { Db } from './index.ts';
import { deleteById, listRows, updateAtVersion } from './list.ts';
import type { MetasTable } from './schema.ts';

type Fields = typeof meta.fields;
export type MetaRow = Selectable<MetasTable>;

export const toMeta = (row: MetaRow): MetaRecord => ({
  id: row.id,
  metaTitle: row.metaTitle,
  metaUrl: row.metaUrl,
  pageMeta: row.pageMeta,
  metaDescription: row.metaDescription,
  image: row.image,
  creator: row.creator,
  changer: row.changer,
  createdDate: iso(row.createdDate) ?? '',
  changedDate: iso(row.changedDate) ?? '',
  version: row.version,
});

/** Page URLs are compared after parsing (`pageUrlKey`, UNIQUE); the key changes only with the URL. */
const newKey = (values: UpdateValues<Fields>, row?: MetaRow) =>
  values.metaUrl !== undefined && values.metaUrl !== row?.metaUrl ? pageUrlKey(values.metaUrl) : undefined;

export const metasRepo: RepoOf<MetaRow, number, Fields> = {
  resource: meta,
  async find(conn, id) {
    if (!id) return undefined;
    return conn.selectFrom('metas').selectAll().where('id', '=', id).executeTakeFirst();
  },
  toWire: toMeta,
  keyOf: (row) => row.id,
  label: (row) => row.metaTitle,
  recordId: (row) => row.id,
  version: (row) => row.version,
  image: (row) => row.image,
  async keyTaken(conn, values, row) {
    const key = newKey(values, row);
    if (key === undefined || key === row?.metaUrlKey) return false;
    return !!(await conn.selectFrom('metas').select('id').where('metaUrlKey', '=', key).executeTakeFirst());
  },
  async insert(conn, values, { actor, now, image }) {
    const { id } = await conn
      .insertInto('metas')
      .values({
        ...values,
        metaUrlKey: pageUrlKey(values.metaUrl),
        image: image ?? null,
        ...authored(actor, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },
  async update(conn, row, values, { actor, now, image }) {
    const key = newKey(values, row);
    return updateAtVersion(conn, 'metas', row, {
      ...values,
      ...(key !== undefined ? { metaUrlKey: key } : {}),
      ...(image !== undefined ? { image } : {}),
      ...changedBy(actor, now),
    });
  },
  async remove(conn, row) {
    await deleteById(conn, 'metas', row.id);
  },
};

/** `GET /meta/list`. */
export function listMetas(db: Db, params: ListParams) {
  return listRows<MetaRow>(db, db.selectFrom('metas'), meta.list, params);
}
