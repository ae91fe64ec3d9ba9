import { sql, type Migration } from 'kysely';
import type { AnyDb } from './shared.ts';

/**
 * Publishing states (issue 13): `status` published | draft | scheduled, `publishAt` (scheduled posts) and
 * `publishedAt` (the moment a post first became visible). Existing posts were visible from their creation.
 * The public Content API reads visible posts newest `publishedAt` first; the indexes let it walk them in order
 * (status in the index, so the visibility test needs no table row), and the `changedDate` indexes make the
 * ETag's `max(changedDate)` a single index lookup.
 */
export const publishing: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('blogs')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
      .execute();
    await db.schema.alterTable('blogs').addColumn('publishAt', 'bigint').execute();
    await db.schema.alterTable('blogs').addColumn('publishedAt', 'bigint').execute();
    await sql`update ${sql.table('blogs')} set ${sql.ref('publishedAt')} = ${sql.ref('createdDate')}`.execute(db);
    const indexes: [name: string, table: string, columns: string[]][] = [
      ['blogs_published', 'blogs', ['publishedAt', 'id', 'status']],
      ['blogs_category_published', 'blogs', ['category', 'publishedAt', 'id', 'status']],
      ['blogs_changed', 'blogs', ['changedDate']],
      ['blogs_image', 'blogs', ['imageUrl']],
      ['metas_changed', 'metas', ['changedDate']],
    ];
    for (const [name, table, columns] of indexes) {
      await db.schema.createIndex(name).on(table).columns(columns).execute();
    }
  },
};
