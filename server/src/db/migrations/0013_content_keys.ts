import type { CreateTableBuilder, Migration } from 'kysely';
import type { AnyDb, Dialect } from './shared.ts';

/**
 * Content API keys (issue 26, src/contract/contentKey.ts): a name, who made it when, and the key's SHA-256 (unique:
 * a request's key is looked up by it). The key itself is never stored.
 */
export function contentKeys(dialect: Dialect): Migration {
  const id = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
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
