import type { Migration } from 'kysely';
import type { AnyDb } from './shared.ts';

/**
 * The trash (issue 14): a removed record leaves its table and lands here as JSON (`data`), so every read path forgets it
 * without a filter; a restore inserts the row again with its own id (ids are never reused: AUTOINCREMENT / serial).
 * `uniqueKey` is the key the record holds while trashed (blogId, categoryKey, metaUrlKey); `image` the upload file
 * erased on purge. Indexes: the list order (all types, and per type), the key check, and the purge by `purgeAt`.
 */
export const trash: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('trash')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('recordId', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('uniqueKey', 'text')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('deletedAt', 'bigint', (c) => c.notNull())
      .addColumn('deletedBy', 'text', (c) => c.notNull())
      .addColumn('purgeAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('trash_pkey', ['type', 'id'])
      .execute();
    const indexes: [name: string, columns: string[]][] = [
      ['trash_deleted', ['deletedAt', 'id']],
      ['trash_type_deleted', ['type', 'deletedAt', 'id']],
      ['trash_key', ['type', 'uniqueKey']],
      ['trash_purge', ['purgeAt']],
    ];
    for (const [name, columns] of indexes) {
      await db.schema.createIndex(name).on('trash').columns(columns).execute();
    }
  },
};
