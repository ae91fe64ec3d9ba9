/**
 * The site-wide SEO health report (issue 15), read from what the database keeps up to date on every write
 * (server/src/db/migrations/seoSchema.ts): `seoRecords` has each blog post's and meta page's facts, keys and
 * problem flags, `seoSummary` the site-wide counts. A page is an index walk (worst first: problem count, lower-case
 * title, type, id; a partial index per problem), the total and the summary come from the two summary rows (a `q`
 * search counts its matches), and the duplicate messages of the page's records (how many others, one of them) are
 * one grouped lookup per duplicate kind over the page's keys. Same SQL on SQLite and PostgreSQL; nothing loads every
 * row into the process.
 */
import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import {
  SEO_PROBLEM_CODES,
  seoProblemsOf,
  type SeoProblemCode,
  type SeoRecordType,
  type SeoReportItem,
} from '../../../src/lib/seoProblems.ts';
import { linkFindings, parseBodyLinks, type LinkFindings, type LinkSite } from '../../../src/lib/bodyLinks.ts';
import { searchAny } from './list.ts';
import type { Db, Dialect } from './index.ts';
import type { Database, SeoSummaryTable } from './schema.ts';

/** The duplicate codes, each with the `seoRecords` column that groups the records (migration 0007 made them). */
const SEO_DUPLICATE_KEYS = {
  duplicate_title: 'titleKey',
  duplicate_description: 'descriptionKey',
  duplicate_url: 'urlKey',
} as const satisfies Partial<Record<SeoProblemCode, string>>;

export interface SeoReportParams {
  /** The site's host as URL keys spell it (siteKeyHost of `SITE_URL`), named by `off_site_url`'s message. */
  siteHost: string;
  type?: SeoRecordType;
  problem?: SeoProblemCode;
  q?: string;
  page: number;
  pageSize: number;
}

export type SeoSummary = Record<SeoProblemCode, number>;

export interface SeoReport {
  result: SeoReportItem[];
  /** Records with at least one problem that pass the filters. */
  total: number;
  page: number;
  pageSize: number;
  /** Site-wide: how many records have each problem (the filters do not change it). */
  summary: SeoSummary;
}

type SummaryRow = Selectable<SeoSummaryTable>;

const summaryRows = (db: Db): Promise<SummaryRow[]> => db.selectFrom('seoSummary').selectAll().execute();

const sumOf = (rows: SummaryRow[], column: SeoProblemCode | 'records') =>
  rows.reduce((sum, row) => sum + Number(row[column]), 0);

const summaryOf = (rows: SummaryRow[]): SeoSummary =>
  Object.fromEntries(SEO_PROBLEM_CODES.map((code) => [code, sumOf(rows, code)])) as SeoSummary;

/** Site-wide counts: records with each problem, and records with any problem (`records`). */
export async function seoProblemCounts(db: Db, _dialect?: Dialect): Promise<{ records: number; summary: SeoSummary }> {
  const rows = await summaryRows(db);
  return { records: sumOf(rows, 'records'), summary: summaryOf(rows) };
}

type Where = (eb: ExpressionBuilder<Database, 'seoRecords'>) => Expression<SqlBool>;

/** The report's filters. The problem flag compares with a literal 1 so the database can use that problem's index. */
function filtersOf(params: SeoReportParams): Where {
  return (eb) =>
    eb.and([
      eb('problemCount', '>', 0),
      ...(params.type ? [eb('type', '=', params.type)] : []),
      ...(params.problem ? [eb(sql.ref(params.problem), '=', sql.lit(1))] : []),
      ...(params.q ? [searchAny(['title', 'url', 'recordId'], params.q)] : []),
    ]);
}

interface Group {
  others: number;
  min: string;
  max: string;
}

/** For each key of one duplicate kind on the page: how many records share it, and the smallest and largest label. */
async function groupsOf(db: Db, code: keyof typeof SEO_DUPLICATE_KEYS, keys: string[]): Promise<Map<string, Group>> {
  const groups = new Map<string, Group>();
  if (!keys.length) return groups;
  const column = SEO_DUPLICATE_KEYS[code];
  const rows = await db
    .selectFrom('seoRecords')
    .select((eb) => [
      eb.ref(column).as('key'),
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.min('label').as('min'),
      eb.fn.max('label').as('max'),
    ])
    .where(column, 'in', [...new Set(keys)])
    .groupBy(column)
    .execute();
  for (const row of rows) {
    groups.set(String(row.key), { others: Number(row.n) - 1, min: String(row.min), max: String(row.max) });
  }
  return groups;
}

/** The other record of a group (the smaller label, or the larger when the smaller is this record's own). */
const example = (own: string, group: Group | undefined) => (group ? (group.min === own ? group.max : group.min) : null);

/** Keys per lookup: far under both databases' limits on bound parameters. */
const KEYS_PER_QUERY = 500;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / KEYS_PER_QUERY) }, (_, i) =>
    items.slice(i * KEYS_PER_QUERY, (i + 1) * KEYS_PER_QUERY),
  );
/** Redirects followed from a link when the message names where a chain ends (loops are refused on write). */
const MAX_HOPS = 10;

/**
 * What the site knows of the paths the page's flagged posts link to, for the messages of the link codes (the stored
 * flags decide which codes a record has): the paths that are posts or pages, and the redirects from them, hop by hop.
 */
async function linkSiteOf(db: Db, links: string[], host: string): Promise<LinkSite> {
  const parsed = links.flatMap((stored) => parseBodyLinks(stored));
  const keys = [...new Set(parsed.map(([, key]) => key))];
  const urls = [...new Set(parsed.flatMap(([, , url]) => (url === undefined ? [] : [url])))];
  const pages = new Set<string>();
  const broken = new Map<string, string>();
  for (const part of chunks(urls)) {
    const rows = await db
      .selectFrom('linkChecks')
      .select(['url', 'reason'])
      .where('url', 'in', part)
      .where('broken', '=', 1)
      .execute();
    for (const row of rows) broken.set(row.url, row.reason ?? 'did not answer');
  }
  const redirects = new Map<string, { to: string; toKey: string }>();
  for (const part of chunks(keys)) {
    const [blogs, metas] = await Promise.all([
      db.selectFrom('blogs').select('blogPathKey as key').where('blogPathKey', 'in', part).execute(),
      db.selectFrom('metas').select('metaPathKey as key').where('metaPathKey', 'in', part).execute(),
    ]);
    for (const { key } of [...blogs, ...metas]) if (key !== null) pages.add(key);
  }
  let frontier = keys;
  for (let hop = 0; hop < MAX_HOPS && frontier.length; hop++) {
    const next: string[] = [];
    for (const part of chunks(frontier)) {
      const rows = await db
        .selectFrom('redirects')
        .select(['fromKey', 'to', 'toKey'])
        .where('fromKey', 'in', part)
        .execute();
      for (const row of rows) {
        if (row.fromKey === null || redirects.has(row.fromKey)) continue;
        const toKey = row.toKey ?? row.to;
        redirects.set(row.fromKey, { to: row.to, toKey });
        if (!redirects.has(toKey)) next.push(toKey);
      }
    }
    frontier = [...new Set(next)];
  }
  return {
    host,
    isPage: (key) => pages.has(key),
    redirectOf: (key) => redirects.get(key),
    brokenExternal: (url) => broken.get(url),
  };
}

/** One page of records with problems, worst first (most problems, then title), with the site-wide summary. */
export async function seoReport(db: Db, _dialect: Dialect, params: SeoReportParams): Promise<SeoReport> {
  const where = filtersOf(params);
  // The page's keys first, from the order index alone (it holds every column the order and the filters but `q` read),
  // then those rows: a deep page skips index entries, not whole rows.
  const keys = db
    .selectFrom('seoRecords')
    .select(['type', 'id', 'problemCount', 'titleSort'])
    .where(where)
    .orderBy('problemCount', 'desc')
    .orderBy('titleSort')
    .orderBy('type')
    .orderBy('id')
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  const [rows, summary] = await Promise.all([
    db
      .selectFrom(keys.as('p'))
      .innerJoin('seoRecords as r', (join) => join.onRef('r.type', '=', 'p.type').onRef('r.id', '=', 'p.id'))
      .selectAll('r')
      .orderBy('p.problemCount', 'desc')
      .orderBy('p.titleSort')
      .orderBy('p.type')
      .orderBy('p.id')
      .execute(),
    summaryRows(db),
  ]);
  let total: number;
  if (params.q) {
    const counted = await db
      .selectFrom('seoRecords')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(where)
      .executeTakeFirst();
    total = Number(counted?.n ?? 0);
  } else {
    total = sumOf(
      summary.filter((row) => !params.type || row.type === params.type),
      params.problem ?? 'records',
    );
  }

  const keysOf = (code: keyof typeof SEO_DUPLICATE_KEYS) =>
    rows.filter((row) => Number(row[code]) === 1).map((row) => String(row[SEO_DUPLICATE_KEYS[code]]));
  const [titles, descriptions, urls] = await Promise.all([
    groupsOf(db, 'duplicate_title', keysOf('duplicate_title')),
    groupsOf(db, 'duplicate_description', keysOf('duplicate_description')),
    groupsOf(db, 'duplicate_url', keysOf('duplicate_url')),
  ]);
  const flagged = (row: (typeof rows)[number]) =>
    row.broken_internal_link || row.link_to_redirect || row.redirect_chain || row.broken_external_link;
  const linked = rows.filter(flagged);
  const site = linked.length
    ? await linkSiteOf(
        db,
        linked.map((row) => row.links ?? ''),
        params.siteHost,
      )
    : null;
  /** The stored flags decide; the findings name the link (a link changed since the flag was written reads "a link"). */
  const linksOf = (row: (typeof rows)[number]): LinkFindings | null => {
    if (!site || !flagged(row)) return null;
    const found = linkFindings(parseBodyLinks(row.links), site);
    const some = { from: 'a link', to: 'its target' };
    return {
      broken: row.broken_internal_link ? (found.broken ?? 'a link') : null,
      redirected: row.link_to_redirect ? (found.redirected ?? some) : null,
      chained: row.redirect_chain ? (found.chained ?? some) : null,
      external: row.broken_external_link ? (found.external ?? { url: 'a link', reason: 'did not answer' }) : null,
    };
  };
  const result = rows.map((row): SeoReportItem => {
    const own = row.label;
    const title = row.duplicate_title ? titles.get(String(row.titleKey)) : undefined;
    const description = row.duplicate_description ? descriptions.get(String(row.descriptionKey)) : undefined;
    const url = row.duplicate_url ? urls.get(row.urlKey) : undefined;
    return {
      type: row.type,
      id: Number(row.id),
      recordId: row.recordId,
      title: row.title,
      url: row.url,
      problems: seoProblemsOf({
        type: row.type,
        title: row.title,
        description: row.description,
        url: row.url,
        hasImage: !!row.image,
        // The stored flag decides (the host it was checked against is the one written at start); the message names it.
        siteHost: row.off_site_url ? params.siteHost : null,
        urlKey: row.off_site_url ? '' : row.urlKey,
        bodyImage: row.bodyImage,
        altFileName: row.altFileName,
        oversizedImage: row.oversizedImage,
        dataImage: row.dataImage,
        links: linksOf(row),
        titleOthers: title?.others ?? 0,
        titleExample: example(own, title),
        descriptionOthers: description?.others ?? 0,
        descriptionExample: example(own, description),
        urlOthers: url?.others ?? 0,
        urlExample: example(own, url),
      }),
    };
  });
  return { result, total, page: params.page, pageSize: params.pageSize, summary: summaryOf(summary) };
}
