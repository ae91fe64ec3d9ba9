import type { Migration } from 'kysely';
import { withId, type AnyDb, type Dialect } from './shared.ts';

/**
 * Webhooks (issue 29, src/contract/webhook.ts) and their durable queue:
 * - `webhooks`: name, URL, events, the signing secret, on/paused, failures in a row, and `busyUntil` (the one delivery
 *   in flight, claimed by a conditional update so two instances never send for one webhook at once);
 * - `webhookDeliveries`: one row per message and webhook, its attempts and when the next is due: the queue survives a
 *   restart, and a claim (`lockedUntil`) left by a crashed process runs out and is taken again;
 * - `webhookChanges`: content changes not yet announced as `site.changed` (coalesced per burst);
 * - `webhookState`: named instants; the scheduler's `checkedUntil` (how far scheduled publishing has been announced);
 * - `redirects` (src/contract/redirect.ts): from, to and their path keys (`fromKey` UNIQUE), status, auto, hits.
 */
export function webhooks(dialect: Dialect): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await id(db.schema.createTable('webhooks'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pausedAt', 'bigint')
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('busyUntil', 'bigint')
        .addColumn('creator', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'bigint', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('webhooks_created').on('webhooks').columns(['createdAt', 'id']).execute();
      await id(db.schema.createTable('webhookDeliveries'))
        .addColumn('webhookId', 'integer', (c) => c.notNull())
        .addColumn('messageId', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('responseStatus', 'integer')
        .addColumn('durationMs', 'integer')
        .addColumn('error', 'text')
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('nextAttemptAt', 'bigint')
        .addColumn('lockedUntil', 'bigint')
        .execute();
      await db.schema
        .createIndex('webhookDeliveries_due')
        .on('webhookDeliveries')
        .columns(['webhookId', 'nextAttemptAt', 'id'])
        .execute();
      await db.schema
        .createIndex('webhookDeliveries_due_all')
        .on('webhookDeliveries')
        .columns(['nextAttemptAt'])
        .execute();
      await id(db.schema.createTable('webhookChanges'))
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('change', 'text', (c) => c.notNull())
        .execute();
      await id(db.schema.createTable('redirects'))
        .addColumn('from', 'text', (c) => c.notNull())
        .addColumn('to', 'text', (c) => c.notNull())
        .addColumn('fromKey', 'text', (c) => c.unique())
        .addColumn('toKey', 'text')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(301))
        .addColumn('auto', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('creator', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'bigint', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('redirects_created').on('redirects').columns(['createdAt', 'id']).execute();
      await db.schema.createIndex('redirects_to').on('redirects').columns(['toKey']).execute();
      await db.schema
        .createTable('webhookState')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
