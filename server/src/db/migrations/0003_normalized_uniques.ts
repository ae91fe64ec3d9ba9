import { categoryNameKey } from '../../../../src/lib/uniqueKeys.ts';
import type { Migration } from 'kysely';
import { DUPLICATE_KEY_MARK, pageUrlKey, type AnyKysely } from './shared.ts';

/**
 * Rewrites every key of `table` with `keyOf`, in id order: the first row of each key keeps it, later rows that would
 * collide get `<key>\u200b#<id>`. Keys first move to unique temporary values so no UNIQUE index trips in between.
 */
async function rekey(
  db: AnyKysely,
  table: string,
  source: string,
  key: string,
  keyOf: (value: string) => string,
): Promise<number> {
  const rows = (await db.selectFrom(table).select(['id', source]).orderBy('id').execute()) as {
    id: number;
    [column: string]: unknown;
  }[];
  for (const row of rows) {
    await db
      .updateTable(table)
      .set({ [key]: `${DUPLICATE_KEY_MARK}tmp-${row.id}` })
      .where('id', '=', row.id)
      .execute();
  }
  const seen = new Set<string>();
  let duplicates = 0;
  for (const row of rows) {
    let value = keyOf(String(row[source]));
    if (seen.has(value)) {
      value = `${value}${DUPLICATE_KEY_MARK}${row.id}`;
      duplicates++;
    }
    seen.add(value);
    await db
      .updateTable(table)
      .set({ [key]: value })
      .where('id', '=', row.id)
      .execute();
  }
  return duplicates;
}

/**
 * Look-alike names and URLs (issue 17 item 12): category names get a normalised key (NFKC, invisible characters
 * removed, whitespace collapsed, case folded) in the existing UNIQUE `categoryKey`, and meta pages a new
 * `metaUrlKey` (the URL compared after parsing) with a UNIQUE index. Existing rows are backfilled; rows that already
 * collide are kept (the first by id owns the key, later ones get a marked key), so the migration cannot fail on data.
 */
export const normalizedUniques: Migration = {
  async up(db: AnyKysely) {
    await rekey(db, 'categories', 'category', 'categoryKey', categoryNameKey);
    await db.schema.alterTable('metas').addColumn('metaUrlKey', 'text').execute();
    await rekey(db, 'metas', 'metaUrl', 'metaUrlKey', pageUrlKey);
    await db.schema.createIndex('metas_url_key').on('metas').column('metaUrlKey').unique().execute();
  },
};
