import type { Migration } from 'kysely';
import type { AnyDb } from './shared.ts';

/**
 * Revisions (issue 27): each real change of a blog post, meta page or category keeps the record as the API showed it
 * (`data`, JSON), its `version`, who (`author`) and when, and the wire fields it changed (`changed`, a JSON array).
 * Keyed by the record's row id, which a blogId rename and a trash round trip keep. `status` is a post's publishing
 * state for the history list; `image` the upload file the snapshot names, so a file stays while a kept revision
 * names it. Revision numbers count up per record and are never reused. Also the draft preview links' table.
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
    // Draft preview links (issue 27): a token's SHA-256 (the token itself is never stored), the post's row id, and
    // when the link stops working. A revoke deletes every link of a post.
    await db.schema
      .createTable('previewLinks')
      .addColumn('tokenHash', 'text', (c) => c.primaryKey())
      .addColumn('blogRowId', 'integer', (c) => c.notNull())
      .addColumn('createdBy', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addColumn('expiresAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('previewLinks_blog').on('previewLinks').columns(['blogRowId']).execute();
    await db.schema.createIndex('previewLinks_expiry').on('previewLinks').columns(['expiresAt']).execute();
  },
};
