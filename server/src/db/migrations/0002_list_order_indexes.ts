import type { Migration } from 'kysely';
import type { AnyDb } from './shared.ts';

/**
 * Lists are ordered newest first and paged with LIMIT/OFFSET; without an index on the order columns every page sorts
 * the whole table (about 1 s per page at 100,000 blogs on SQLite, bench/lists.mjs). These let a page walk the index.
 */
export const listOrderIndexes: Migration = {
  async up(db: AnyDb) {
    const indexes: [name: string, table: string, columns: string[]][] = [
      ['blogs_created', 'blogs', ['createdDate', 'id']],
      ['metas_created', 'metas', ['createdDate', 'id']],
      ['enquiries_created', 'enquiries', ['createdDate', 'id']],
      ['enquiries_category_created', 'enquiries', ['enquiryCategory', 'createdDate', 'id']],
      ['contacts_created', 'contacts', ['createdAt', 'id']],
      ['contacts_status_created', 'contacts', ['status', 'createdAt', 'id']],
      ['activity_created', 'activity', ['createdAt', 'id']],
    ];
    for (const [name, table, columns] of indexes) {
      await db.schema.createIndex(name).on(table).columns(columns).execute();
    }
  },
};
