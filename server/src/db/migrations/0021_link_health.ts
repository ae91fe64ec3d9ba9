/**
 * Link health in the SEO report (issue 29), found from the stored bodies with no crawling (and, for links to other
 * sites, from the optional external checks):
 * - `broken_internal_link`: a link to the website (a relative link, or one on `SITE_URL`'s host) whose path is no
 *   post, no meta page's page, no redirect and not the home page;
 * - `link_to_redirect`: a link whose path answers with a redirect to a page (link to the target instead);
 * - `redirect_chain`: a link whose path redirects more than once.
 * Pages are matched by path and query as redirects are (`redirectKey`): posts get `blogPathKey` and `bodyLinks` (the
 * body's links as JSON `[host, key]` pairs, src/lib/bodyLinks.ts), meta pages `metaPathKey`, all backfilled.
 *
 * The three codes are context problems of the report's schema (./seoSchema.ts): computed from the post's own links
 * when it is written, and for every record when the site's host changes. Other records change them too: a post or
 * page that appears at a linked path, or leaves it, and a redirect written or removed. `blogLinks` (one row per link,
 * indexed by path) finds the posts that link to a changed path, and triggers on `blogs`, `metas` and `redirects`
 * re-check those posts alone.
 *
 * `broken_external_link` reads `linkChecks`: every address on another host a post links to, registered by the same
 * triggers, and what its last check found (the checks run only with LINK_CHECK=1: server/src/services/linkChecks.ts).
 */
import { sql, type Migration } from 'kysely';
import { bodyLinksOf } from '../../../../src/lib/bodyLinks.ts';
import { redirectKey } from '../../../../src/lib/redirectKey.ts';
import { SITE_HOST_PATTERN, SOURCES_0020, schemaOf0020 } from './0020_site_checks.ts';
import {
  SITE_SETTINGS,
  flag,
  pgStatementTrigger,
  pgTriggerFunction,
  q,
  reinstallSeoSchema,
  type SeoSchema,
} from './seoSchema.ts';
import { backfillRows, type AnyKysely, type Dialect } from './shared.ts';

const LINK_CODES = ['broken_internal_link', 'link_to_redirect', 'redirect_chain', 'broken_external_link'] as const;
type LinkCode = (typeof LINK_CODES)[number];

/** The home page: there whether or not a record describes it (src/lib/bodyLinks.ts SITE_ROOT_KEY). */
const ROOT_KEY = '/';

/** The rows of a `bodyLinks` value as (host, key, url): a FROM item and the three expressions. */
function linkRows(links: string, dialect: Dialect) {
  const item = dialect === 'postgres' ? `${q('j')}.${q('v')}` : `${q('j')}.${q('value')}`;
  return {
    from:
      dialect === 'postgres'
        ? `jsonb_array_elements(nullif(${links}, '')::jsonb) as ${q('j')}(${q('v')})`
        : `json_each(nullif(${links}, '')) as ${q('j')}`,
    host: `${item} ->> 0`,
    key: `${item} ->> 1`,
    url: `${item} ->> 2`,
  };
}

const isRedirect = (key: string) => `exists (select 1 from ${q('redirects')} where ${q('fromKey')} = ${key})`;
const isChain = (key: string) =>
  `exists (select 1 from ${q('redirects')} as ${q('r1')} join ${q('redirects')} as ${q('r2')} on ${q('r2')}.${q('fromKey')} = ${q('r1')}.${q('toKey')} where ${q('r1')}.${q('fromKey')} = ${key})`;
const isPage = (key: string) =>
  `(${key} = '${ROOT_KEY}' or exists (select 1 from ${q('blogs')} where ${q('blogPathKey')} = ${key}) or exists (select 1 from ${q('metas')} where ${q('metaPathKey')} = ${key}))`;

/** 1 when one of the links (a `bodyLinks` expression) on the site has the problem `code`. */
function linkRule(code: LinkCode, links: string, dialect: Dialect) {
  const rows = linkRows(links, dialect);
  const pattern = `(select ${q('value')} from ${q(SITE_SETTINGS)} where ${q('name')} = '${SITE_HOST_PATTERN}')`;
  const onSite = `(${rows.host} = '' or ${rows.host} like ${pattern} escape '!')`;
  if (code === 'broken_external_link') {
    const checked = `${q('linkChecks')} as ${q('c')} on ${q('c')}.${q('url')} = ${rows.url}`;
    return flag(
      `exists (select 1 from ${rows.from} join ${checked} where not coalesce(${onSite}, false) and ${q('c')}.${q('broken')} = 1)`,
    );
  }
  const problem = {
    broken_internal_link: `not ${isRedirect(rows.key)} and not ${isPage(rows.key)}`,
    link_to_redirect: `${isRedirect(rows.key)} and not ${isChain(rows.key)}`,
    redirect_chain: isChain(rows.key),
  }[code];
  return flag(`exists (select 1 from ${rows.from} where ${onSite} and ${problem})`);
}

export const schemaOf0021 = (dialect: Dialect): SeoSchema => {
  const before = schemaOf0020(dialect);
  const [blogs, metas] = SOURCES_0020;
  return {
    ...before,
    codes: [...before.codes, ...LINK_CODES],
    context: {
      ...before.context,
      ...Object.fromEntries(LINK_CODES.map((code) => [code, (facts) => linkRule(code, facts.links!, dialect)])),
    },
    extraFacts: [...(before.extraFacts ?? []), 'links'],
    lockedTables: ['redirects', 'linkChecks'],
    sources: [
      {
        ...blogs!,
        columns: [...blogs!.columns, 'bodyLinks'],
        facts: (row, d) => ({ ...blogs!.facts(row, d), links: `${row}.${q('bodyLinks')}` }),
      },
      { ...metas!, facts: (row, d) => ({ ...metas!.facts(row, d), links: 'null' }) },
    ],
  };
};

/** The link codes again, from the stored links, for the posts whose links reach one of `keys` (a subquery). */
function recheck(keys: string, dialect: Dialect) {
  const rules = LINK_CODES.map((code) => [code, linkRule(code, q('links'), dialect)] as const);
  return `update ${q('seoRecords')} set ${rules.map(([code, rule]) => `${q(code)} = ${rule}`).join(', ')}
    where ${q('type')} = 'blog' and ${q('id')} in (select ${q('blogId')} from ${q('blogLinks')} where ${q('pathKey')} in (${keys}))
    and (${rules.map(([code, rule]) => `${q(code)} <> ${rule}`).join(' or ')})`;
}

/** The paths whose redirects continue at one of `keys`: a link to them starts or stops being a chain. */
const leadingTo = (keys: string) => `select ${q('fromKey')} from ${q('redirects')} where ${q('toKey')} in (${keys})`;

function sqliteTriggers(): string[] {
  const trigger = (name: string, event: string, body: string[]) =>
    `create trigger ${q(name)} after ${event} for each row begin\n${body.map((s) => `  ${s};`).join('\n')}\nend`;
  const rows = linkRows(`NEW.${q('bodyLinks')}`, 'sqlite');
  const addLinks = `insert into ${q('blogLinks')} (${q('blogId')}, ${q('pathKey')}, ${q('url')})
    select NEW.${q('id')}, ${rows.key}, ${rows.url} from ${rows.from}`;
  const register = `insert or ignore into ${q('linkChecks')} (${q('url')}, ${q('pathKey')})
    select ${rows.url}, ${rows.key} from ${rows.from} where ${rows.url} is not null`;
  const dropLinks = `delete from ${q('blogLinks')} where ${q('blogId')} = OLD.${q('id')}`;
  const r = (keys: string) => recheck(keys, 'sqlite');
  const redirectKeys = (row: string) => `select ${row}.${q('fromKey')} union ${leadingTo(`${row}.${q('fromKey')}`)}`;
  return [
    trigger('blogs_links_insert', `insert on ${q('blogs')}`, [addLinks, register, r(`NEW.${q('blogPathKey')}`)]),
    trigger('blogs_links_update', `update of ${q('bodyLinks')} on ${q('blogs')}`, [dropLinks, addLinks, register]),
    trigger('blogs_path_update', `update of ${q('blogPathKey')} on ${q('blogs')}`, [
      r(`OLD.${q('blogPathKey')}, NEW.${q('blogPathKey')}`),
    ]),
    trigger('blogs_links_delete', `delete on ${q('blogs')}`, [dropLinks, r(`OLD.${q('blogPathKey')}`)]),
    trigger('metas_links_insert', `insert on ${q('metas')}`, [r(`NEW.${q('metaPathKey')}`)]),
    trigger('metas_links_update', `update of ${q('metaPathKey')} on ${q('metas')}`, [
      r(`OLD.${q('metaPathKey')}, NEW.${q('metaPathKey')}`),
    ]),
    trigger('metas_links_delete', `delete on ${q('metas')}`, [r(`OLD.${q('metaPathKey')}`)]),
    trigger('redirects_links_insert', `insert on ${q('redirects')}`, [r(redirectKeys('NEW'))]),
    trigger('redirects_links_update', `update of ${q('fromKey')}, ${q('toKey')} on ${q('redirects')}`, [
      r(`${redirectKeys('OLD')} union ${redirectKeys('NEW')}`),
    ]),
    trigger('redirects_links_delete', `delete on ${q('redirects')}`, [r(redirectKeys('OLD'))]),
    `create trigger ${q('linkChecks_links_update')} after update of ${q('broken')} on ${q('linkChecks')} for each row
      when OLD.${q('broken')} <> NEW.${q('broken')} begin
  ${r(`NEW.${q('pathKey')}`)};
end`,
    `create trigger ${q('linkChecks_links_delete')} after delete on ${q('linkChecks')} for each row
      when OLD.${q('broken')} = 1 begin
  ${r(`OLD.${q('pathKey')}`)};
end`,
  ];
}

/**
 * PostgreSQL: statement-level triggers over the transition tables (`n` as written, `o` as it was). Writers of
 * redirects take the report's advisory lock first (`lockedTables`), as writers of posts and pages do, so a post and a
 * redirect written at once cannot each miss the other.
 */
function postgresTriggers(): string[] {
  const fn = pgTriggerFunction;
  const trigger = pgStatementTrigger;
  const r = (keys: string) => recheck(keys, 'postgres');
  const links = (table: string, where = '') => {
    const rows = linkRows(`${table}.${q('bodyLinks')}`, 'postgres');
    return `insert into ${q('blogLinks')} (${q('blogId')}, ${q('pathKey')}, ${q('url')})
      select ${table}.${q('id')}, ${rows.key}, ${rows.url} from ${table} cross join lateral ${rows.from} ${where}`;
  };
  const register = (table: string) => {
    const rows = linkRows(`${table}.${q('bodyLinks')}`, 'postgres');
    return `insert into ${q('linkChecks')} (${q('url')}, ${q('pathKey')})
      select distinct ${rows.url}, ${rows.key} from ${table} cross join lateral ${rows.from}
      where ${rows.url} is not null on conflict (${q('url')}) do nothing`;
  };
  const changedLinks = `exists (select 1 from o where o.${q('id')} = n.${q('id')} and o.${q('bodyLinks')} is distinct from n.${q('bodyLinks')})`;
  const paths = (column: string) =>
    `select o.${q(column)} from o join n on n.${q('id')} = o.${q('id')} where o.${q(column)} is distinct from n.${q(column)}
     union select n.${q(column)} from o join n on n.${q('id')} = o.${q('id')} where o.${q(column)} is distinct from n.${q(column)}`;
  const redirectKeys = (table: string) =>
    `select ${q('fromKey')} from ${table} union ${leadingTo(`select ${q('fromKey')} from ${table}`)}`;
  return [
    fn('blogs_links_insert', [links('n'), register('n'), r(`select ${q('blogPathKey')} from n`)]),
    trigger('blogs_links_insert', 'insert', 'blogs', 'new table as n'),
    fn('blogs_links_update', [
      `delete from ${q('blogLinks')} as ${q('l')} using o join n on n.${q('id')} = o.${q('id')}
        where ${q('l')}.${q('blogId')} = o.${q('id')} and o.${q('bodyLinks')} is distinct from n.${q('bodyLinks')}`,
      links('n', `where ${changedLinks}`),
      register('n'),
      r(paths('blogPathKey')),
    ]),
    trigger('blogs_links_update', 'update', 'blogs', 'old table as o new table as n'),
    fn('blogs_links_delete', [
      `delete from ${q('blogLinks')} where ${q('blogId')} in (select ${q('id')} from o)`,
      r(`select ${q('blogPathKey')} from o`),
    ]),
    trigger('blogs_links_delete', 'delete', 'blogs', 'old table as o'),
    fn('metas_links_insert', [r(`select ${q('metaPathKey')} from n`)]),
    trigger('metas_links_insert', 'insert', 'metas', 'new table as n'),
    fn('metas_links_update', [r(paths('metaPathKey'))]),
    trigger('metas_links_update', 'update', 'metas', 'old table as o new table as n'),
    fn('metas_links_delete', [r(`select ${q('metaPathKey')} from o`)]),
    trigger('metas_links_delete', 'delete', 'metas', 'old table as o'),
    fn('redirects_links_insert', [r(redirectKeys('n'))]),
    trigger('redirects_links_insert', 'insert', 'redirects', 'new table as n'),
    fn('redirects_links_update', [r(`${redirectKeys('o')} union ${redirectKeys('n')}`)]),
    trigger('redirects_links_update', 'update', 'redirects', 'old table as o new table as n'),
    fn('redirects_links_delete', [r(redirectKeys('o'))]),
    trigger('redirects_links_delete', 'delete', 'redirects', 'old table as o'),
    fn('linkChecks_links_update', [
      r(
        `select n.${q('pathKey')} from n join o on o.${q('url')} = n.${q('url')} where o.${q('broken')} <> n.${q('broken')}`,
      ),
    ]),
    trigger('linkChecks_links_update', 'update', 'linkChecks', 'old table as o new table as n'),
    fn('linkChecks_links_delete', [r(`select ${q('pathKey')} from o where ${q('broken')} = 1`)]),
    trigger('linkChecks_links_delete', 'delete', 'linkChecks', 'old table as o'),
  ];
}

export function linkHealth(dialect: Dialect): Migration {
  return {
    async up(db: AnyKysely) {
      await db.schema.alterTable('blogs').addColumn('bodyLinks', 'text').execute();
      await db.schema.alterTable('blogs').addColumn('blogPathKey', 'text').execute();
      await db.schema.alterTable('metas').addColumn('metaPathKey', 'text').execute();
      await backfillRows(db, 'blogs', 'description', 'bodyLinks', bodyLinksOf);
      await backfillRows(db, 'blogs', 'blogUrl', 'blogPathKey', redirectKey);
      await backfillRows(db, 'metas', 'metaUrl', 'metaPathKey', redirectKey);
      await db.schema
        .createTable('blogLinks')
        .addColumn('blogId', 'integer', (c) => c.notNull())
        .addColumn('pathKey', 'text', (c) => c.notNull())
        .addColumn('url', 'text')
        .execute();
      // Every address of another site a post links to, and what its last check found (services/linkChecks.ts):
      // `checkedAt` 0 until it is checked, `broken` 1 when it answered 4xx/5xx or not at all.
      await db.schema
        .createTable('linkChecks')
        .addColumn('url', 'text', (c) => c.primaryKey())
        .addColumn('pathKey', 'text', (c) => c.notNull())
        .addColumn('status', 'integer')
        .addColumn('reason', 'text')
        .addColumn('broken', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('checkedAt', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('linkChecks_due').on('linkChecks').columns(['checkedAt', 'url']).execute();
      await db.schema.createIndex('blogLinks_blog').on('blogLinks').column('blogId').execute();
      // Looked up by equality only; PostgreSQL's hash indexes take keys of any length (B-tree entries stop at ~2.7 kB).
      const byPath: [table: string, column: string][] = [
        ['blogLinks', 'pathKey'],
        ['blogLinks', 'url'],
        ['blogs', 'blogPathKey'],
        ['metas', 'metaPathKey'],
      ];
      for (const [table, column] of byPath) {
        let index = db.schema.createIndex(`${table}_${column}`).on(table).column(column);
        if (dialect === 'postgres') index = index.using('hash');
        await index.execute();
      }
      const rows = linkRows(`${q('blogs')}.${q('bodyLinks')}`, dialect);
      await sql
        .raw(
          `insert into ${q('blogLinks')} (${q('blogId')}, ${q('pathKey')}, ${q('url')})
            select ${q('blogs')}.${q('id')}, ${rows.key}, ${rows.url}
            from ${q('blogs')} cross join ${dialect === 'postgres' ? 'lateral ' : ''}${rows.from}`,
        )
        .execute(db);
      await sql
        .raw(
          `insert into ${q('linkChecks')} (${q('url')}, ${q('pathKey')})
            select ${q('url')}, min(${q('pathKey')}) from ${q('blogLinks')} where ${q('url')} is not null group by ${q('url')}`,
        )
        .execute(db);
      const schema = schemaOf0021(dialect);
      await reinstallSeoSchema(db, dialect, schema);
      const triggers = dialect === 'postgres' ? postgresTriggers() : sqliteTriggers();
      for (const statement of triggers) await sql.raw(statement).execute(db);
    },
  };
}
