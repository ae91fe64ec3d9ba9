import type { Migration } from 'kysely';
import { withId, type AnyDb, type Dialect } from './shared.ts';

/**
 * Content API keys (issue 26, src/contract/contentKey.ts): a name, who made it when, and the key's SHA-256 (unique:
 * a request's key is looked up by it). The key itself is never stored.
 */
export function contentKeys(dialect: Dialect): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await id(db.schema.createTable('contentKeys'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('keyHash', 'text', (c) => c.notNull().unique())
        .addColumn('creator', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('contentKeys_created').on('contentKeys').columns(['createdAt', 'id']).execute();
    },
  };
}
