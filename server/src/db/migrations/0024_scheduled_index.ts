import type { Migration } from 'kysely';
import type { AnyDb } from './shared.ts';

/**
 * Blog posts get an index on (`status`, `publishAt`): the webhook runner asks for the scheduled posts whose moment
 * came since its last run after every announced write and on every tick (services/webhooks/service.ts), and the
 * dashboard's Schedule card for those of the next days. Without it each ask read every post, bodies and all.
 */
export const scheduledIndex: Migration = {
  async up(db: AnyDb) {
    await db.schema.createIndex('blogs_status_publish').on('blogs').columns(['status', 'publishAt']).execute();
  },
};
