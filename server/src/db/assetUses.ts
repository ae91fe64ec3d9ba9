/**
 * The media library's usage table (`assetUses`, migration 0023): one row per library image a post or meta page uses,
 * and where: `featured` (its `imageId`) or `body` (a post's body holds the image's stem, src/lib/assetStems.ts). Rows
 * name live records and live assets only. The rules' store (./store.ts) writes them with every write of a post, a meta
 * page or an asset, in that write's transaction, so a reader never sees a use that is not committed, nor misses one.
 */
import { sql } from 'kysely';
import { assetStem, stemsIn } from '../../../src/lib/assetStems.ts';
import type { Db } from './index.ts';

/** The record tables whose rows use images, and the type their uses are stored under. */
export const USER_TABLES: Readonly<Record<string, 'blog' | 'meta'>> = { blogs: 'blog', metas: 'meta' };
/** The columns whose change changes a record's uses. */
export const USE_COLUMNS = ['imageId', 'description'] as const;

/** Stems looked up per statement (well under either database's limit of bound parameters). */
const STEMS_PER_QUERY = 500;

/** The stem of an asset row's stored name, as an expression its index (`assets_stem`) serves. */
export const stemColumn = sql<string>`substr(${sql.ref('assets.name')}, 1, 32)`;

/** The ids of the live assets whose stems the text holds. */
async function assetsNamedIn(conn: Db, text: string): Promise<number[]> {
  const stems = stemsIn(text);
  const ids: number[] = [];
  for (let at = 0; at < stems.length; at += STEMS_PER_QUERY) {
    const rows = await conn
      .selectFrom('assets')
      .select('id')
      .where(stemColumn, 'in', stems.slice(at, at + STEMS_PER_QUERY))
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** Forgets the uses of one post or meta page (it left the table: trashed). */
export async function dropRecordUses(conn: Db, type: 'blog' | 'meta', recordId: number): Promise<void> {
  await conn.deleteFrom('assetUses').where('type', '=', type).where('recordId', '=', recordId).execute();
}

/**
 * Writes the uses of one post or meta page as its row now is (`imageId`, and a post's `description`), replacing the
 * ones it had; `added`: the row was just inserted with a new id, which no use can name yet.
 */
export async function writeRecordUses(
  conn: Db,
  type: 'blog' | 'meta',
  row: Record<string, unknown>,
  added = false,
): Promise<void> {
  const recordId = Number(row.id);
  if (!added) await dropRecordUses(conn, type, recordId);
  const imageId = row.imageId;
  if (typeof imageId === 'number' || (typeof imageId === 'string' && imageId !== '')) {
    // Through `assets`: an image in the trash is no use (a trashed post restored with it; its restore recounts it).
    await conn
      .insertInto('assetUses')
      .columns(['assetId', 'type', 'recordId', 'place'])
      .expression(
        conn
          .selectFrom('assets')
          .select(['id', sql.lit(type).as('type'), sql.lit(recordId).as('recordId'), sql.lit('featured').as('place')])
          .where('id', '=', Number(imageId)),
      )
      .execute();
  }
  const body = type === 'blog' && typeof row.description === 'string' ? row.description : '';
  const inBody = body ? await assetsNamedIn(conn, body) : [];
  if (inBody.length) {
    await conn
      .insertInto('assetUses')
      .values(inBody.map((assetId) => ({ assetId, type, recordId, place: 'body' as const })))
      .execute();
  }
}

/** Forgets every use of one asset (it left the library: trashed or erased). */
export async function dropAssetUses(conn: Db, assetId: number): Promise<void> {
  await conn.deleteFrom('assetUses').where('assetId', '=', assetId).execute();
}

/**
 * Writes every use of one asset from the posts and meta pages as they are now: for an asset back from the trash, which
 * a post may have named meanwhile. Reads every post's body once (a restore is rare; a new upload has a new name that
 * no text can hold yet, and needs none).
 */
export async function writeAssetUses(conn: Db, asset: { id: number; name: string }): Promise<void> {
  await dropAssetUses(conn, asset.id);
  const uses = (type: 'blog' | 'meta') =>
    [
      sql.lit(asset.id).as('assetId'),
      sql.lit(type).as('type'),
      'id as recordId',
      sql.lit('featured').as('place'),
    ] as const;
  const columns = ['assetId', 'type', 'recordId', 'place'] as const;
  await conn
    .insertInto('assetUses')
    .columns(columns)
    .expression(conn.selectFrom('blogs').select(uses('blog')).where('imageId', '=', asset.id))
    .execute();
  await conn
    .insertInto('assetUses')
    .columns(columns)
    .expression(conn.selectFrom('metas').select(uses('meta')).where('imageId', '=', asset.id))
    .execute();
  // LIKE finds the candidates (on SQLite it ignores case); the stem itself decides, as `stemsIn` reads a body.
  const stem = assetStem(asset.name);
  const candidates = await conn
    .selectFrom('blogs')
    .select(['id', 'description'])
    .where('description', 'like', `%${stem}%`)
    .execute();
  const inBody = candidates.filter((row) => row.description.includes(stem));
  if (inBody.length) {
    await conn
      .insertInto('assetUses')
      .values(
        inBody.map((row) => ({ assetId: asset.id, type: 'blog' as const, recordId: row.id, place: 'body' as const })),
      )
      .execute();
  }
}
