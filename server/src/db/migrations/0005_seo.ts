import type { Migration } from 'kysely';
import { backfillBlogs, pageUrlKey, type AnyKysely } from './shared.ts';

/**
 * SEO health report (issue 15): blogs get `blogUrlKey` = `pageUrlKey(blogUrl)` (src/lib/uniqueKeys.ts), the same key
 * meta pages have, so the report finds two records for one page (`duplicate_url`) with one equality in SQL. Not
 * unique: two posts may share a URL, and the report is where that shows. Null only for rows written around the API
 * (bench/seed.mjs); the report falls back to `blogUrl` for those.
 */
export const seo: Migration = {
  async up(db: AnyKysely) {
    await db.schema.alterTable('blogs').addColumn('blogUrlKey', 'text').execute();
    await backfillBlogs(db, 'blogUrl', 'blogUrlKey', pageUrlKey);
  },
};
