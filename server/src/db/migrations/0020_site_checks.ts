/**
 * What the website's owner is told about pages that leave the site or leave readers out (issue 26):
 * - blog posts get `bodyImageWithoutAlt`: the first image of the body without an `alt` attribute (src/lib/bodyImages.ts),
 *   backfilled for every post;
 * - `blogUrlKey` becomes UNIQUE, so two writers (two API instances on PostgreSQL) cannot both take one URL. Posts that
 *   already share a URL keep working: the first by id keeps the key, later ones get it marked as 0003 did for meta
 *   entries (`<key>\u200b#<id>`), and the SEO report still groups them as duplicates;
 * - `siteSettings` holds the site's host (written by the server at start from `SITE_URL`, server/src/db/seoSite.ts);
 * - the SEO report is rebuilt (./seoSchema.ts) with two more problems: `off_site_url` (the page's URL is not on the
 *   site's host; re-checked for every record when the host changes) and `image_missing_alt`.
 */
import { sql, type Migration } from 'kysely';
import { imageWithoutAlt } from '../../../../src/lib/bodyImages.ts';
import { SEO_0007 } from './0007_seo_flags.ts';
import { SITE_SETTINGS, flag, q, reinstallSeoSchema, type SeoSchema, type SeoSource } from './seoSchema.ts';
import { DUPLICATE_KEY_MARK, backfillBlogs, type AnyKysely, type Dialect } from './shared.ts';

/** The setting `off_site_url` reads: the site's host as stored URL keys spell it, escaped for LIKE with `!`. */
export const SITE_HOST_PATTERN = 'siteHostPattern';

/** A URL key with the 0003/0020 duplicate mark cut off (`<key>\u200b#<id>` compares as `<key>`). */
function unmarked(key: string, fallback: string, dialect: Dialect) {
  const at =
    dialect === 'postgres' ? `strpos(${key}, '${DUPLICATE_KEY_MARK}')` : `instr(${key}, '${DUPLICATE_KEY_MARK}')`;
  return `case when ${at} > 0 then substr(${key}, 1, ${at} - 1) else coalesce(${key}, ${fallback}) end`;
}

export const SOURCES_0020: SeoSource[] = [
  {
    table: 'blogs',
    type: 'blog',
    columns: ['blogId', 'metaTitle', 'metaDescription', 'blogUrl', 'blogUrlKey', 'imageUrl', 'bodyImageWithoutAlt'],
    facts: (row, dialect) => ({
      recordId: `${row}.${q('blogId')}`,
      title: `${row}.${q('metaTitle')}`,
      description: `${row}.${q('metaDescription')}`,
      url: `${row}.${q('blogUrl')}`,
      // Null only for rows written around the API (bench/seed.mjs): the URL as written.
      urlKey: unmarked(`${row}.${q('blogUrlKey')}`, `${row}.${q('blogUrl')}`, dialect),
      image: `${row}.${q('imageUrl')}`,
      bodyImage: `${row}.${q('bodyImageWithoutAlt')}`,
    }),
  },
  {
    table: 'metas',
    type: 'meta',
    columns: ['metaTitle', 'metaDescription', 'metaUrl', 'metaUrlKey', 'image'],
    facts: (row, dialect) => ({
      recordId: `cast(${row}.${q('id')} as text)`,
      title: `${row}.${q('metaTitle')}`,
      description: `${row}.${q('metaDescription')}`,
      url: `${row}.${q('metaUrl')}`,
      urlKey: unmarked(`${row}.${q('metaUrlKey')}`, `${row}.${q('metaUrl')}`, dialect),
      image: `${row}.${q('image')}`,
      bodyImage: 'null',
    }),
  },
];

/**
 * 1 when `urlKey` (scheme://host[:port][/path][?query]) is not on the stored site host; 0 while no host is stored.
 * The host is compared after `://`, so http and https pages of the site both count as on it (`insecure_url` says the
 * rest).
 */
export function offSite(urlKey: string, dialect: Dialect) {
  const host = `(select ${q('value')} from ${q(SITE_SETTINGS)} where ${q('name')} = '${SITE_HOST_PATTERN}')`;
  const at = dialect === 'postgres' ? `strpos(${urlKey}, '://')` : `instr(${urlKey}, '://')`;
  const rest = `substr(${urlKey}, ${at} + 3)`;
  const onSite = [host, `${host} || '/%'`, `${host} || '?%'`].map((pattern) => `${rest} like ${pattern} escape '!'`);
  return flag(`${host} is not null and (${at} = 0 or not (${onSite.join(' or ')}))`);
}

/** 0007's report with two more codes, the body's image as a fact, and blog URL keys read past their mark. */
export const schemaOf0020 = (dialect: Dialect): SeoSchema => ({
  ...SEO_0007,
  codes: [...SEO_0007.codes, 'off_site_url', 'image_missing_alt'],
  own: { ...SEO_0007.own, image_missing_alt: flag(`coalesce(${q('bodyImage')}, '') <> ''`) },
  context: { off_site_url: (facts) => offSite(facts.urlKey!, dialect) },
  extraFacts: ['bodyImage'],
  sources: SOURCES_0020,
});

/** Marks the key of every post after the first (by id) that shares a URL key, so the key can be UNIQUE. */
async function markDuplicateUrls(db: AnyKysely) {
  const groups = (await db
    .selectFrom('blogs')
    .select('blogUrlKey')
    .where('blogUrlKey', 'is not', null)
    .groupBy('blogUrlKey')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute()) as { blogUrlKey: string }[];
  for (const { blogUrlKey } of groups) {
    const rows = (await db
      .selectFrom('blogs')
      .select('id')
      .where('blogUrlKey', '=', blogUrlKey)
      .orderBy('id')
      .execute()) as { id: number }[];
    for (const { id } of rows.slice(1)) {
      await db
        .updateTable('blogs')
        .set({ blogUrlKey: `${blogUrlKey}${DUPLICATE_KEY_MARK}${id}` })
        .where('id', '=', id)
        .execute();
    }
  }
}

export function siteChecks(dialect: Dialect): Migration {
  return {
    async up(db: AnyKysely) {
      await db.schema.alterTable('blogs').addColumn('bodyImageWithoutAlt', 'text').execute();
      await backfillBlogs(db, 'description', 'bodyImageWithoutAlt', imageWithoutAlt);
      await markDuplicateUrls(db);
      // PostgreSQL's B-tree entries stop at about 2.7 kB and a 2,048-character URL's key, percent-encoded, can pass
      // that: its index holds the key's md5 (a collision of two real URLs is not a concern).
      const urlKeyIndex = db.schema.createIndex('blogs_url_key').on('blogs').unique();
      await (
        dialect === 'postgres'
          ? urlKeyIndex.expression(sql`md5(${sql.ref('blogUrlKey')})`)
          : urlKeyIndex.column('blogUrlKey')
      ).execute();
      await db.schema
        .createTable(SITE_SETTINGS)
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await reinstallSeoSchema(db, dialect, schemaOf0020(dialect));
    },
  };
}
