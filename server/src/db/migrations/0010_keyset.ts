import type { Migration } from 'kysely';
import type { AnyDb } from './shared.ts';

/**
 * Keyset paging (`after=`, issue #18) walks the index of each list order from the cursor's position: the orders
 * 0002 left without one (titles, categories by date, blogs of one category newest first) get theirs.
 */
export const keyset: Migration = {
  async up(db: AnyDb) {
    const indexes: [name: string, table: string, columns: string[]][] = [
      ['blogs_title', 'blogs', ['blogTitle', 'id']],
      ['blogs_category_created', 'blogs', ['category', 'createdDate', 'id']],
      ['metas_title', 'metas', ['metaTitle', 'id']],
      ['categories_created', 'categories', ['createdAt', 'id']],
    ];
    for (const [name, table, columns] of indexes) {
      await db.schema.createIndex(name).on(table).columns(columns).execute();
    }
  },
};
