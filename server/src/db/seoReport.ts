/**
 * The site-wide SEO health report (issue 15), computed in the database: one UNION ALL of blog posts and meta entries,
 * window functions for the duplicate groups (COUNT(*) OVER (PARTITION BY the case-folded text)) and for the site-wide
 * counts, a WHERE for the filters and LIMIT/OFFSET for the page. The same SQL on SQLite and PostgreSQL (only the name
 * of the substring-position function differs); no step loads every row into the process.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  SEARCH_DESCRIPTION_LIMIT,
  SEARCH_DESCRIPTION_MIN,
  SEARCH_TITLE_LIMIT,
  SEO_PROBLEM_CODES,
  seoProblemsOf,
  type SeoProblemCode,
  type SeoRecordType,
  type SeoReportItem,
} from '../../../src/lib/seoProblems.ts';
import { searchAny } from './list.ts';
import type { Db, Dialect } from './index.ts';
import { DUPLICATE_KEY_MARK } from './migrations.ts';

export interface SeoReportParams {
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

const ref = (name: string) => sql.ref(name);

/** Every record with the facts the report needs, as one derived table. */
function records(dialect: Dialect): RawBuilder<unknown> {
  const position = dialect === 'postgres' ? sql`strpos` : sql`instr`;
  // A meta key that migration 0003 marked as an old duplicate (`<key>\u200b#<id>`) compares by its real key.
  const metaKey = sql`case when ${position}(${ref('metaUrlKey')}, ${DUPLICATE_KEY_MARK}) > 0
    then substr(${ref('metaUrlKey')}, 1, ${position}(${ref('metaUrlKey')}, ${DUPLICATE_KEY_MARK}) - 1)
    else coalesce(${ref('metaUrlKey')}, ${ref('metaUrl')}) end`;
  return sql`
    select 'blog' as ${ref('type')}, ${ref('id')}, ${ref('blogId')} as ${ref('recordId')},
      ${ref('metaTitle')} as ${ref('title')}, ${ref('metaDescription')} as ${ref('description')},
      ${ref('blogUrl')} as ${ref('url')}, coalesce(${ref('blogUrlKey')}, ${ref('blogUrl')}) as ${ref('urlKey')},
      ${ref('imageUrl')} as ${ref('image')}
    from ${sql.table('blogs')}
    union all
    select 'meta', ${ref('id')}, cast(${ref('id')} as text), ${ref('metaTitle')}, ${ref('metaDescription')},
      ${ref('metaUrl')}, ${metaKey}, ${ref('image')}
    from ${sql.table('metas')}`;
}

const flag = (condition: RawBuilder<unknown>) => sql`case when ${condition} then 1 else 0 end`;

/** Records with their duplicate counts and examples, one 0/1 column per problem code and `problemCount`. */
function scored(dialect: Dialect): RawBuilder<unknown> {
  const titleKey = sql`lower(trim(${ref('title')}))`;
  const descriptionKey = sql`lower(trim(${ref('description')}))`;
  const label = sql`'"' || ${ref('title')} || '" (' || ${ref('type')} || ' ' || ${ref('recordId')} || ')'`;
  const group = (key: RawBuilder<unknown>, name: string) => sql`
    count(*) over (partition by ${key}) - 1 as ${ref(`${name}Others`)},
    min(${ref('label')}) over (partition by ${key}) as ${ref(`${name}Min`)},
    max(${ref('label')}) over (partition by ${key}) as ${ref(`${name}Max`)}`;
  const flags: Record<SeoProblemCode, RawBuilder<unknown>> = {
    duplicate_url: flag(sql`${ref('urlOthers')} > 0`),
    duplicate_title: flag(sql`${ref('titleOthers')} > 0 and trim(${ref('title')}) <> ''`),
    duplicate_description: flag(sql`${ref('descriptionOthers')} > 0 and trim(${ref('description')}) <> ''`),
    title_too_long: flag(sql`length(trim(${ref('title')})) > ${sql.lit(SEARCH_TITLE_LIMIT)}`),
    description_too_long: flag(sql`length(trim(${ref('description')})) > ${sql.lit(SEARCH_DESCRIPTION_LIMIT)}`),
    description_too_short: flag(sql`length(trim(${ref('description')})) < ${sql.lit(SEARCH_DESCRIPTION_MIN)}`),
    missing_image: flag(sql`coalesce(${ref('image')}, '') = ''`),
    insecure_url: flag(sql`lower(trim(${ref('url')})) like 'http:%'`),
  };
  const flagColumns = sql.join(SEO_PROBLEM_CODES.map((code) => sql`${flags[code]} as ${ref(code)}`));
  const problemCount = sql.join(
    SEO_PROBLEM_CODES.map((code) => flags[code]),
    sql` + `,
  );
  return sql`
    select ${ref('grouped')}.*, ${flagColumns}, ${problemCount} as ${ref('problemCount')}
    from (
      select ${ref('labelled')}.*,
        ${group(titleKey, 'title')},
        ${group(descriptionKey, 'description')},
        ${group(ref('urlKey'), 'url')}
      from (select ${ref('r')}.*, ${label} as ${ref('label')} from (${records(dialect)}) as ${ref('r')}) as ${ref('labelled')}
    ) as ${ref('grouped')}`;
}

const summaryColumns = (window: boolean) =>
  sql.join(
    SEO_PROBLEM_CODES.map((code) =>
      window
        ? sql`sum(${ref(code)}) over () as ${ref(`sum_${code}`)}`
        : sql`sum(${ref(code)}) as ${ref(`sum_${code}`)}`,
    ),
  );

const summaryOf = (row: Record<string, unknown> | undefined): SeoSummary =>
  Object.fromEntries(SEO_PROBLEM_CODES.map((code) => [code, Number(row?.[`sum_${code}`] ?? 0)])) as SeoSummary;

/** Site-wide counts: records with each problem, and records with any problem (`records`). */
export async function seoProblemCounts(db: Db, dialect: Dialect): Promise<{ records: number; summary: SeoSummary }> {
  const { rows } = await sql<Record<string, unknown>>`
    select ${summaryColumns(false)},
      sum(case when ${ref('problemCount')} > 0 then 1 else 0 end) as ${ref('records')}
    from (${scored(dialect)}) as ${ref('s')}`.execute(db);
  return { records: Number(rows[0]?.records ?? 0), summary: summaryOf(rows[0]) };
}

/** The other record of a group (the smaller label, or the larger when the smaller is this record's own). */
const example = (own: string, min: unknown, max: unknown) =>
  min === null || min === undefined ? null : String(min === own ? max : min);

/** One page of records with problems, worst first (most problems, then title), with the site-wide summary. */
export async function seoReport(db: Db, dialect: Dialect, params: SeoReportParams): Promise<SeoReport> {
  const conditions: RawBuilder<SqlBool>[] = [sql<SqlBool>`${ref('problemCount')} > 0`];
  if (params.type) conditions.push(sql<SqlBool>`${ref('type')} = ${params.type}`);
  if (params.problem) conditions.push(sql<SqlBool>`${ref(params.problem)} = 1`);
  if (params.q) conditions.push(sql<SqlBool>`${searchAny(['title', 'url', 'recordId'], params.q)}`);
  const { rows } = await sql<Record<string, unknown>>`
    select ${ref('w')}.*, count(*) over () as ${ref('total')} from (
      select ${ref('s')}.*, ${summaryColumns(true)} from (${scored(dialect)}) as ${ref('s')}
    ) as ${ref('w')}
    where ${sql.join(conditions, sql` and `)}
    order by ${ref('problemCount')} desc, lower(${ref('title')}), ${ref('type')}, ${ref('id')}
    limit ${params.pageSize} offset ${(params.page - 1) * params.pageSize}`.execute(db);
  let total = Number(rows[0]?.total ?? 0);
  let summary: SeoSummary;
  if (rows.length) summary = summaryOf(rows[0]);
  else {
    // A page past the end (or nothing to show): the total and the summary still answer.
    summary = (await seoProblemCounts(db, dialect)).summary;
    if (params.page > 1) {
      const { rows: counted } = await sql<{ n: number | string }>`
        select count(*) as ${ref('n')} from (${scored(dialect)}) as ${ref('w')}
        where ${sql.join(conditions, sql` and `)}`.execute(db);
      total = Number(counted[0]?.n ?? 0);
    }
  }
  const result = rows.map((row): SeoReportItem => {
    const own = String(row.label);
    return {
      type: row.type as SeoRecordType,
      id: Number(row.id),
      recordId: String(row.recordId),
      title: String(row.title),
      url: String(row.url),
      problems: seoProblemsOf({
        type: row.type as SeoRecordType,
        title: String(row.title),
        description: String(row.description),
        url: String(row.url),
        hasImage: !!row.image,
        titleOthers: String(row.title).trim() ? Number(row.titleOthers) : 0,
        titleExample: example(own, row.titleMin, row.titleMax),
        descriptionOthers: String(row.description).trim() ? Number(row.descriptionOthers) : 0,
        descriptionExample: example(own, row.descriptionMin, row.descriptionMax),
        urlOthers: Number(row.urlOthers),
        urlExample: example(own, row.urlMin, row.urlMax),
      }),
    };
  });
  return { result, total, page: params.page, pageSize: params.pageSize, summary };
}
