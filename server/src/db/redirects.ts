/** Redirects' queries: the admin list, the public list, the look-up of a path, and rows by id. */
import { sql } from 'kysely';
import { redirect, type ListParams } from '../../../src/contract/index.ts';
import type { RedirectRow } from '../../../src/domain/records.ts';
import { redirectKey } from '../../../src/lib/redirectKey.ts';
import { pageUrlKey } from '../../../src/lib/uniqueKeys.ts';
import type { Db } from './index.ts';
import { visibleNow } from './publishing.ts';
import { listRows } from './list.ts';

/** `GET /redirects/list`. */
export function listRedirects(db: Db, params: ListParams) {
  return listRows<RedirectRow>(db, db.selectFrom('redirects'), redirect.list, params);
}

/** Every redirect, oldest first (`GET /content/redirects`). */
export function allRedirects(db: Db) {
  return db.selectFrom('redirects').select(['from', 'fromKey', 'to', 'status']).orderBy('id').execute();
}

/** The redirect answering a path key, or undefined. */
export function redirectAt(db: Db, key: string) {
  return db.selectFrom('redirects').select(['id', 'to', 'status']).where('fromKey', '=', key).executeTakeFirst();
}

/** Counts a visit the website answered with the redirect. */
export async function countHit(db: Db, id: number): Promise<void> {
  await db
    .updateTable('redirects')
    .set({ hits: sql<number>`${sql.ref('hits')} + 1` })
    .where('id', '=', id)
    .execute();
}

/**
 * What the website has at `address` (a path on `siteUrl`, or a URL): a visible post, a meta page, or a redirect;
 * undefined for nothing.
 */
export async function resolveAddress(db: Db, siteUrl: string, address: string, now: number) {
  const absolute = /^https?:/i.test(address) ? address : `${siteUrl.replace(/\/+$/, '')}${address}`;
  const key = pageUrlKey(absolute);
  const post = await db
    .selectFrom('blogs')
    .select(['blogs.blogId', 'blogs.blogUrl'])
    .where('blogs.blogUrlKey', '=', key)
    .where(visibleNow(now))
    .executeTakeFirst();
  if (post) return { type: 'post' as const, blogId: post.blogId, blogUrl: post.blogUrl };
  const meta = await db.selectFrom('metas').select('metaUrl').where('metaUrlKey', '=', key).executeTakeFirst();
  if (meta) return { type: 'meta' as const, metaUrl: meta.metaUrl };
  const hop = await redirectAt(db, redirectKey(address));
  return hop && { type: 'redirect' as const, location: hop.to, status: Number(hop.status) };
}
