import type { Migration } from 'kysely';
import type { AnyDb } from './shared.ts';

/**
 * Revisions (issue 27): each real change of a blog post, meta entry or category keeps the record as the API showed it
 * (`data`, JSON), its `version`, who (`author`) and when, and the wire fields it changed (`changed`, a JSON array).
 * Keyed by the record's row id, which a blogId rename and a trash round trip keep. `status` is a post's publishing
 * state for the history list; `image` the upload file the snapshot names, so a file stays while a kept revision
 * names it. Revision numbers count up per record and are never reused.
 */
export const revisions: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('revisions')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('recordId', 'integer', (c) => c.notNull())
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addColumn('changed', 'text', (c) => c.notNull())
      .addColumn('status', 'text')
      .addColumn('image', 'text')
      .addPrimaryKeyConstraint('revisions_pkey', ['type', 'recordId', 'revision'])
      .execute();
    // Is an upload file still named by a kept revision (the primary key serves the history pages).
    await db.schema.createIndex('revisions_image').on('revisions').columns(['image']).execute();
  },
};
