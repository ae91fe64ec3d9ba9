/**
 * The site's host, as the SEO report's `off_site_url` reads it from `siteSettings` (migration 0020): written at start
 * from `SITE_URL`. Writing a different host makes the database re-check every page (a trigger), so a changed
 * `SITE_URL` is reflected in the report and its counts at once; the same host writes nothing.
 */
import { siteKeyHost } from '../../../src/lib/seoProblems.ts';
import type { Db } from './index.ts';

const NAME = 'siteHostPattern';

/** The host escaped for the database's LIKE (`!` escapes, as the trigger's `escape '!'` says). */
const likePattern = (host: string) => host.replace(/[!%_]/g, (c) => `!${c}`);

export async function syncSiteHost(db: Db, siteUrl: string): Promise<void> {
  const value = likePattern(siteKeyHost(siteUrl));
  const stored = await db.selectFrom('siteSettings').select('value').where('name', '=', NAME).executeTakeFirst();
  if (stored?.value === value) return;
  await db
    .insertInto('siteSettings')
    .values({ name: NAME, value })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
    .execute();
}
