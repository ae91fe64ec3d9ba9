/**
 * 0007_seo_flags (issue 15): the SEO health report reads stored facts instead of grouping every record on
 * each request. `seoRecords` holds one row per blog post and meta page with its report facts, its normalised keys,
 * one 0/1 column per problem code (named like the code) and `problemCount`; `seoSummary` holds the site-wide counts
 * per record type. Triggers keep both in step on every INSERT, UPDATE and DELETE of `blogs` and `metas` — the API's
 * writes, the trash's restore (it re-inserts the row), bulk calls and rows written around the API (bench/seed.mjs)
 * alike — so a report page is an index walk ("worst first": problemCount desc, lower(title), type, id) and the summary
 * two rows.
 *
 * The tables and triggers are built by ./seoSchema.ts (what is stored, and why) from this migration's description of
 * the report; the five problems of one record alone are generated columns, the three duplicates trigger-kept flags.
 */
import type { Migration } from 'kysely';
import { flag, installSeoSchema, q, type SeoSchema, type SeoSource } from './seoSchema.ts';
import { DUPLICATE_KEY_MARK, type AnyKysely, type Dialect } from './shared.ts';

// The report's problem codes and limits as they were when this migration was written (src/lib/seoProblems.ts and
// src/lib/searchLimits.ts then): a code or limit changed later needs a migration of its own.
const SEARCH_TITLE_LIMIT = 60;
const SEARCH_DESCRIPTION_LIMIT = 160;
const SEARCH_DESCRIPTION_MIN = 50;

const SOURCES: SeoSource[] = [
  {
    table: 'blogs',
    type: 'blog',
    columns: ['blogId', 'metaTitle', 'metaDescription', 'blogUrl', 'blogUrlKey', 'imageUrl'],
    facts: (row) => ({
      recordId: `${row}.${q('blogId')}`,
      title: `${row}.${q('metaTitle')}`,
      description: `${row}.${q('metaDescription')}`,
      url: `${row}.${q('blogUrl')}`,
      // Null only for rows written around the API (bench/seed.mjs): the URL as written.
      urlKey: `coalesce(${row}.${q('blogUrlKey')}, ${row}.${q('blogUrl')})`,
      image: `${row}.${q('imageUrl')}`,
    }),
  },
  {
    table: 'metas',
    type: 'meta',
    columns: ['metaTitle', 'metaDescription', 'metaUrl', 'metaUrlKey', 'image'],
    facts: (row, dialect) => {
      // A key that migration 0003 marked as an old duplicate (`<key>\u200b#<id>`) compares by its real key.
      const key = `${row}.${q('metaUrlKey')}`;
      const at =
        dialect === 'postgres' ? `strpos(${key}, '${DUPLICATE_KEY_MARK}')` : `instr(${key}, '${DUPLICATE_KEY_MARK}')`;
      return {
        recordId: `cast(${row}.${q('id')} as text)`,
        title: `${row}.${q('metaTitle')}`,
        description: `${row}.${q('metaDescription')}`,
        url: `${row}.${q('metaUrl')}`,
        urlKey: `case when ${at} > 0 then substr(${key}, 1, ${at} - 1) else coalesce(${key}, ${row}.${q('metaUrl')}) end`,
        image: `${row}.${q('image')}`,
      };
    },
  },
];

/** The report as this migration knew it (0020 starts from it). */
export const SEO_0007: SeoSchema = {
  codes: [
    'duplicate_url',
    'duplicate_title',
    'duplicate_description',
    'title_too_long',
    'description_too_long',
    'description_too_short',
    'missing_image',
    'insecure_url',
  ],
  own: {
    title_too_long: flag(`length(trim(${q('title')})) > ${SEARCH_TITLE_LIMIT}`),
    description_too_long: flag(`length(trim(${q('description')})) > ${SEARCH_DESCRIPTION_LIMIT}`),
    description_too_short: flag(`length(trim(${q('description')})) < ${SEARCH_DESCRIPTION_MIN}`),
    missing_image: flag(`coalesce(${q('image')}, '') = ''`),
    insecure_url: flag(`lower(trim(${q('url')})) like 'http:%'`),
  },
  sources: SOURCES,
  // Any fixed number; "seo" in ASCII.
  lock: 7_562_607,
};

export function seoFlags(dialect: Dialect): Migration {
  return {
    async up(db: AnyKysely) {
      await installSeoSchema(db, dialect, SEO_0007);
    },
  };
}
