import type { Migration } from 'kysely';
import type { AnyDb } from './shared.ts';

/**
 * Indexes for the webhook delivery log and its retention (services/webhooks/service.ts, `pruneDeliveries` in
 * db/webhooks.ts):
 * - (`webhookId`, `id`): the log (`GET /webhooks/deliveries/{id}`, newest first) and the newest deliveries each
 *   webhook keeps are one index seek, not a sort of every delivery the webhook ever had;
 * - (`webhookId`, `status`, `at`): the finished deliveries older than the retention period are read from the index
 *   alone, so a prune batch reads only rows it deletes (and the few newest it keeps).
 */
export const deliveryRetention: Migration = {
  async up(db: AnyDb) {
    await db.schema.createIndex('webhookDeliveries_log').on('webhookDeliveries').columns(['webhookId', 'id']).execute();
    await db.schema
      .createIndex('webhookDeliveries_finished')
      .on('webhookDeliveries')
      .columns(['webhookId', 'status', 'at'])
      .execute();
  },
};
