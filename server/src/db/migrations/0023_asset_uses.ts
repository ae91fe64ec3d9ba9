/**
 * The media library's usage table (issue 28): `assetUses`, one row per library image a post or meta page uses and
 * where, `featured` (its `imageId`) or `body` (a post's body holds the image's stem, src/lib/assetStems.ts). The
 * library's `usedBy`, its "Unused" filter, the in-use refusal and `GET /media/usage/{id}` read it instead of searching
 * every post's body for each image. Keyed by asset, with an index by record (a record's write replaces its rows), and
 * `assets_stem` finds the assets a body names by their stems. Backfilled from the live posts and meta pages; rows name
 * live records and live assets only (a trashed post uses nothing, as before).
 */
import { sql, type Migration } from 'kysely';
import { stemsIn } from '../../../../src/lib/assetStems.ts';
import type { AnyKysely } from './shared.ts';

/** Posts read per batch, and stems looked up per statement. */
const BATCH = 500;

export const assetUses: Migration = {
  async up(db: AnyKysely) {
    await db.schema
      .createTable('assetUses')
      .addColumn('assetId', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('recordId', 'integer', (c) => c.notNull())
      .addColumn('place', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('assetUses_pkey', ['assetId', 'type', 'recordId', 'place'])
      .execute();
    await db.schema.createIndex('assetUses_record').on('assetUses').columns(['type', 'recordId']).execute();
    await sql`create index ${sql.ref('assets_stem')} on ${sql.table('assets')} (substr(${sql.ref('name')}, 1, 32))`.execute(
      db,
    );

    for (const [table, type] of [
      ['blogs', 'blog'],
      ['metas', 'meta'],
    ] as const) {
      await sql`insert into ${sql.table('assetUses')} (${sql.ref('assetId')}, ${sql.ref('type')}, ${sql.ref('recordId')}, ${sql.ref('place')})
        select ${sql.ref('assets.id')}, ${sql.lit(type)}, ${sql.ref('r.id')}, 'featured'
        from ${sql.table(table)} as ${sql.ref('r')} join ${sql.table('assets')} on ${sql.ref('assets.id')} = ${sql.ref('r.imageId')}`.execute(
        db,
      );
    }

    let after = 0;
    for (;;) {
      const posts = (await db
        .selectFrom('blogs')
        .select(['id', 'description'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute()) as { id: number; description: string | null }[];
      if (!posts.length) break;
      for (const post of posts) {
        const stems = stemsIn(post.description ?? '');
        for (let at = 0; at < stems.length; at += BATCH) {
          const named = (await db
            .selectFrom('assets')
            .select('id')
            .where(sql`substr(${sql.ref('name')}, 1, 32)`, 'in', stems.slice(at, at + BATCH))
            .execute()) as { id: number }[];
          if (!named.length) continue;
          await db
            .insertInto('assetUses')
            .values(named.map(({ id }) => ({ assetId: id, type: 'blog', recordId: post.id, place: 'body' })))
            .execute();
        }
      }
      after = posts[posts.length - 1]!.id;
    }
  },
};
