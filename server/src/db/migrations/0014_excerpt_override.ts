import type { Migration } from 'kysely';
import type { AnyDb } from './shared.ts';

/**
 * Blog posts get `excerptOverride`: an editor's plain-text excerpt that the Content API and the feed give instead of
 * the one made from the body. Empty means none, as a post created without it stores, so existing posts keep theirs.
 */
export const excerptOverride: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('blogs')
      .addColumn('excerptOverride', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
  },
};
