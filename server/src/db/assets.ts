/** The media library's queries (src/contract/asset.ts describes the record; writes are src/domain's). */
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import { asset, type AssetRenditions, type AssetUse, type ListParams } from '../../../src/contract/index.ts';
import { renditionsOf, type AssetRow } from '../../../src/domain/records.ts';
import type { Db } from './index.ts';
import { stemColumn } from './assetUses.ts';
import { listRows } from './list.ts';
import { visibleNow } from './publishing.ts';
import type { Database } from './schema.ts';

/** An asset row with the number of records that use it, as its list reads it. */
export type AssetListRow = AssetRow & { usedBy: number | null };

/** The part of a stored name every URL of the file and its renditions holds (`<32 hex>`). */
export { assetStem } from '../../../src/lib/assetStems.ts';

/** How many posts and meta pages use the asset of the current row, from `assetUses` (a record using it twice: once). */
const usedByOf = (eb: ExpressionBuilder<Database, 'assets'>) =>
  eb
    .selectFrom(
      eb
        .selectFrom('assetUses')
        .select(['assetUses.type', 'assetUses.recordId'])
        .distinct()
        .whereRef('assetUses.assetId', '=', 'assets.id')
        .as('uses'),
    )
    .select((inner) => inner.fn.countAll<number>().as('n'));

/** `GET /media/list`: search over alt, caption and original name; `unused=true` keeps assets nothing uses. */
export function listAssets(db: Db, params: ListParams) {
  let query = db.selectFrom('assets');
  if (params.filters.unused === 'true') {
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('assetUses').select('assetUses.assetId').whereRef('assetUses.assetId', '=', 'assets.id'),
        ),
      ),
    );
  }
  return listRows<AssetListRow>(db, query, asset.list, params, {
    select: (q) => q.selectAll().select((eb: ExpressionBuilder<Database, 'assets'>) => usedByOf(eb).as('usedBy')),
  });
}

/**
 * Every use of one asset (`assetUses`): posts whose featured image it is, then posts whose body names its file, then
 * meta pages whose featured image it is, each by id.
 */
export async function assetUses(conn: Db, target: { id: number; name: string }): Promise<AssetUse[]> {
  const [posts, metas] = await Promise.all([
    conn
      .selectFrom('assetUses')
      .innerJoin('blogs', 'blogs.id', 'assetUses.recordId')
      .select(['blogs.id', 'blogs.blogId', 'blogs.blogTitle', 'assetUses.place'])
      .where('assetUses.assetId', '=', target.id)
      .where('assetUses.type', '=', 'blog')
      .orderBy('assetUses.place', 'desc')
      .orderBy('blogs.id')
      .execute(),
    conn
      .selectFrom('assetUses')
      .innerJoin('metas', 'metas.id', 'assetUses.recordId')
      .select(['metas.id', 'metas.metaTitle', 'assetUses.place'])
      .where('assetUses.assetId', '=', target.id)
      .where('assetUses.type', '=', 'meta')
      .orderBy('assetUses.place', 'desc')
      .orderBy('metas.id')
      .execute(),
  ]);
  return [
    ...posts.map(
      (row) => ({ type: 'blog', id: row.id, recordId: row.blogId, title: row.blogTitle, where: row.place }) as const,
    ),
    ...metas.map(
      (row) =>
        ({ type: 'meta', id: row.id, recordId: String(row.id), title: row.metaTitle, where: row.place }) as const,
    ),
  ];
}

/** The asset whose stored file this is (a featured image uploaded before the library), if any. */
export async function assetOfFile(db: Db, folder: string, name: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('assets')
    .select('id')
    .where('folder', '=', folder)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id;
}

/**
 * The folder of the asset whose original is named `name` when it is not `assets` (an image uploaded with a post or
 * meta entry, or from before the library, stays where it was stored), else undefined.
 */
export async function otherFolderOf(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('assets').select('folder').where('name', '=', name).executeTakeFirst();
  return row && row.folder !== 'assets' ? row.folder : undefined;
}

/** One asset's id and file name, or undefined. */
export function findAsset(db: Db, id: number) {
  return db.selectFrom('assets').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** An asset as the rendition queue reads it. */
export interface RenditionWork {
  id: number;
  name: string;
  folder: string;
  focalX: number;
  focalY: number;
  renditions: AssetRenditions;
  /** The row's `renditions` as read: a save applies only while it is unchanged. */
  stored: string;
}

/**
 * Up to `limit` assets whose renditions are missing or were cut at another focal point, oldest first. An asset whose
 * original cannot be read keeps failing quietly (its renditions stay missing; the file is the operator's to restore).
 */
export async function assetsNeedingRenditions(db: Db, limit: number): Promise<RenditionWork[]> {
  const rows = await db
    .selectFrom('assets')
    .select(['id', 'name', 'folder', 'focalX', 'focalY', 'renditions'])
    .where((eb) =>
      eb.or([
        eb('renditions', '=', ''),
        sql<SqlBool>`${eb.ref('renditions')} not like '%"focal":[' || ${eb.ref('focalX')} || ',' || ${eb.ref('focalY')} || ']%'`,
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, renditions: renditionsOf(row), stored: row.renditions }));
}

/**
 * Saves what was made (and the facts read from the file), unless the row changed meanwhile (the next run redoes it);
 * true when it saved.
 */
export async function saveRenditions(
  db: Db,
  asset: RenditionWork,
  made: { renditions: AssetRenditions; width: number; height: number; bytes: number },
): Promise<boolean> {
  const saved = await db
    .updateTable('assets')
    .set({ renditions: JSON.stringify(made.renditions), width: made.width, height: made.height, bytes: made.bytes })
    .where('id', '=', asset.id)
    .where('renditions', '=', asset.stored)
    .where('focalX', '=', asset.focalX)
    .where('focalY', '=', asset.focalY)
    .executeTakeFirst();
  return Number(saved.numUpdatedRows) > 0;
}

/**
 * The surrogate key of what makes an asset's file public (its stem: `<32 hex>`), or undefined: a meta page using it
 * (`meta`), else a post visible at `now` using it as its featured image or in its body (`post-<blogId>`).
 */
export async function publicAssetOwner(db: Db, now: number, stem: string): Promise<string | undefined> {
  const found = await db.selectFrom('assets').select('id').where(stemColumn, '=', stem).executeTakeFirst();
  if (!found) return undefined;
  const uses = db.selectFrom('assetUses').where('assetUses.assetId', '=', found.id);
  const meta = await uses.select('recordId').where('type', '=', 'meta').executeTakeFirst();
  if (meta) return 'meta';
  const post = await uses
    .innerJoin('blogs', 'blogs.id', 'assetUses.recordId')
    .select('blogs.blogId')
    .where('assetUses.type', '=', 'blog')
    .where(visibleNow(now))
    .orderBy('blogs.id')
    .executeTakeFirst();
  return post ? `post-${post.blogId}` : undefined;
}

/**
 * The records whose public `image` shape is the asset's: posts visible at `now` and meta pages (always public) that
 * use it as their featured image. An image inside a body is the body's own `<img>`: an edit of the asset leaves it as
 * it is.
 */
export async function publicImageUsers(db: Db, now: number, id: number) {
  const [posts, metas] = await Promise.all([
    db
      .selectFrom('blogs')
      .select(['blogId', 'blogTitle', 'blogUrl', 'category', 'publishedAt', 'unpublishAt'])
      .where('imageId', '=', id)
      .where(visibleNow(now))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('metas')
      .select(['metaUrl', 'metaTitle', 'metaDescription'])
      .where('imageId', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  return { posts, metas };
}
