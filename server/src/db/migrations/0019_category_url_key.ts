/**
 * Categories get `categoryUrlKey` (issue 33 item 6): the category's URL as compared (`categoryUrlKey`,
 * src/lib/uniqueKeys.ts), UNIQUE, so two categories cannot name one page, and two writers (two API instances on
 * PostgreSQL) cannot both take it. Categories that already share a URL keep working: the first by id keeps the key,
 * later ones get it marked as 0003 and 0020 did (`<key>\u200b#<id>`); such a row stays editable until its URL changes.
 */
import { sql, type Migration } from 'kysely';
import { categoryUrlKey } from '../../../../src/lib/uniqueKeys.ts';
import { DUPLICATE_KEY_MARK, type AnyKysely, type Dialect } from './shared.ts';

export function categoryUrlKeys(dialect: Dialect): Migration {
  return {
    async up(db: AnyKysely) {
      await db.schema.alterTable('categories').addColumn('categoryUrlKey', 'text').execute();
      const rows = (await db.selectFrom('categories').select(['id', 'categoryUrl']).orderBy('id').execute()) as {
        id: number;
        categoryUrl: string;
      }[];
      const seen = new Set<string>();
      for (const { id, categoryUrl } of rows) {
        let key = categoryUrlKey(categoryUrl);
        if (seen.has(key)) key = `${key}${DUPLICATE_KEY_MARK}${id}`;
        seen.add(key);
        await db.updateTable('categories').set({ categoryUrlKey: key }).where('id', '=', id).execute();
      }
      // As 0020 does for blogUrlKey: a 2,048-character URL's key, percent-encoded, can pass PostgreSQL's B-tree entry
      // size, so its index holds the key's md5.
      const index = db.schema.createIndex('categories_url_key').on('categories').unique();
      await (
        dialect === 'postgres'
          ? index.expression(sql`md5(${sql.ref('categoryUrlKey')})`)
          : index.column('categoryUrlKey')
      ).execute();
    },
  };
}
