import { sql, type Migration } from 'kysely';
import { withId, type AnyDb, type Dialect } from './shared.ts';

const MIME = sql`case
  when lower(src.name) like '%.png' then 'image/png'
  when lower(src.name) like '%.gif' then 'image/gif'
  when lower(src.name) like '%.webp' then 'image/webp'
  else 'image/jpeg' end`;

/**
 * The media library (issue 28, src/contract/asset.ts): the `assets` table, with an index per list order, and
 * `imageId` on blog posts and meta pages (the asset used as the featured image). Every image a post or meta page
 * holds today becomes an asset where its file already is (folder `blogs` or `meta`), named by its stored name (the
 * original name is unknown), and the record points at it. Sizes are unknown to SQL: 0 until the server reads the file
 * (services/assetFacts.ts).
 */
export function assets(dialect: Dialect): Migration {
  const id = withId(dialect);
  return {
    async up(db: AnyDb) {
      await id(db.schema.createTable('assets'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('folder', 'text', (c) => c.notNull())
        .addColumn('originalName', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('bytes', 'bigint', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('decorative', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('focalX', 'integer', (c) => c.notNull().defaultTo(5000))
        .addColumn('focalY', 'integer', (c) => c.notNull().defaultTo(5000))
        .addColumn('renditions', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('creator', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'bigint', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('assets_created').on('assets').columns(['createdAt', 'id']).execute();
      await db.schema.createIndex('assets_original_name').on('assets').columns(['originalName', 'id']).execute();
      for (const table of ['blogs', 'metas']) {
        await db.schema.alterTable(table).addColumn('imageId', 'integer').execute();
        await db.schema.createIndex(`${table}_image_id`).on(table).column('imageId').execute();
      }
      const adopt = async (table: 'blogs' | 'metas', column: 'imageUrl' | 'image', folder: 'blogs' | 'meta') => {
        const image = sql.ref(column);
        await sql`insert into assets ("name", "folder", "originalName", "mime", "bytes", "width", "height", "creator", "createdAt")
          select src.name, ${folder}, src.name, ${MIME}, 0, 0, 0, src.creator, src."createdAt"
          from (select ${image} as name, min(coalesce("creator", '')) as creator, min("createdDate") as "createdAt"
                from ${sql.table(table)} where ${image} is not null and ${image} <> '' group by ${image}) as src
          where not exists (select 1 from assets where assets.name = src.name)`.execute(db);
        await sql`update ${sql.table(table)} set "imageId" = (select assets.id from assets where assets.name = ${sql.ref(`${table}.${column}`)})
          where ${image} is not null and ${image} <> ''`.execute(db);
      };
      await adopt('blogs', 'imageUrl', 'blogs');
      await adopt('metas', 'image', 'meta');
    },
  };
}
