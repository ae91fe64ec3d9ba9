/** Draft preview links (src/domain/preview.ts, migration 0015): every query of the links and the post they show. */
import { PUBLIC_POST_COLUMNS } from '../../../src/domain/content.ts';
import type { Db } from './index.ts';

/** Stores a link (and forgets the links that have expired, so the table holds only working ones). */
export async function addPreviewLink(
  db: Db,
  link: { tokenHash: string; blogRowId: number; createdBy: string; createdAt: number; expiresAt: number },
) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('previewLinks').where('expiresAt', '<=', link.createdAt).execute();
    await trx.insertInto('previewLinks').values(link).execute();
  });
}

/** Deletes every link of a post; returns how many there were. */
export async function revokePreviewLinks(db: Db, blogRowId: number): Promise<number> {
  const result = await db.deleteFrom('previewLinks').where('blogRowId', '=', blogRowId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The live post a working link names (not expired, not revoked, the post not trashed), or undefined. */
export function previewedPost(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('previewLinks')
    .innerJoin('blogs', 'blogs.id', 'previewLinks.blogRowId')
    .select([
      ...PUBLIC_POST_COLUMNS.map((column) => `blogs.${column}` as const),
      'blogs.description',
      'blogs.status',
      'blogs.publishAt',
    ])
    .where('previewLinks.tokenHash', '=', tokenHash)
    .where('previewLinks.expiresAt', '>', now)
    .executeTakeFirst();
}
