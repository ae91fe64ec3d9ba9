import type { Migration } from 'kysely';
import type { AnyDb } from './shared.ts';

/**
 * Blog posts get `unpublishAt`: when a published or scheduled post stops being visible (null: never). Visibility is
 * decided at read time, so nothing runs at that moment; the webhook runner's scheduler (`announceSchedule` in
 * services/webhooks/service.ts) only tells webhooks.
 */
export const unpublishAt: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('blogs').addColumn('unpublishAt', 'bigint').execute();
    // The Content API's cache asks for the next unpublishing after now: one index seek.
    await db.schema.createIndex('blogs_unpublish').on('blogs').columns(['unpublishAt']).execute();
  },
};
