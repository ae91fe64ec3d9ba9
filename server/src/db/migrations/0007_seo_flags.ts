/**
 * 0007_seo_flags (issue 15): the SEO health report reads stored facts instead of grouping every record on
 * each request. `seoRecords` holds one row per blog post and meta entry with its report facts, its normalised keys,
 * one 0/1 column per problem code (named like the code) and `problemCount`; `seoSummary` holds the site-wide counts
 * per record type. Triggers keep both in step on every INSERT, UPDATE and DELETE of `blogs` and `metas` — the API's
 * writes, the trash's restore (it re-inserts the row), bulk calls and rows written around the API (bench/seed.mjs)
 * alike — so a report page is an index walk ("worst first": problemCount desc, lower(title), type, id) and the summary
 * two rows.
 *
 * What is stored, and why:
 * - the five problems of one record alone are generated columns (same expressions as the report used before);
 * - the three duplicate flags depend on other records: after a write the trigger re-checks the old and the new key's
 *   group (an index lookup that stops at two rows) and flips only the rows whose flag is wrong;
 * - `seoSummary` is adjusted by triggers on `seoRecords` by the difference of each changed row's flags;
 * - on PostgreSQL the triggers are statement-level (transition tables), so a statement writing many rows does each
 *   step once; writes that change SEO facts take one transaction-level advisory lock first (a BEFORE statement
 *   trigger, before any row is locked), so two transactions adding the same title at once cannot miss each other's row.
 */
import { sql, type Migration } from 'kysely';
import { DUPLICATE_KEY_MARK, type AnyKysely, type Dialect } from './shared.ts';

// The report's problem codes and limits as they were when this migration was written (src/lib/seoProblems.ts and
// src/lib/searchLimits.ts then): a code or limit changed later needs a migration of its own.
const SEARCH_TITLE_LIMIT = 60;
const SEARCH_DESCRIPTION_LIMIT = 160;
const SEARCH_DESCRIPTION_MIN = 50;
const SEO_PROBLEM_CODES = [
  'duplicate_url',
  'duplicate_title',
  'duplicate_description',
  'title_too_long',
  'description_too_long',
  'description_too_short',
  'missing_image',
  'insecure_url',
] as const;
type SeoProblemCode = (typeof SEO_PROBLEM_CODES)[number];
type SeoRecordType = 'blog' | 'meta';

const SEO_RECORDS = 'seoRecords';
const SEO_SUMMARY = 'seoSummary';

/** The duplicate codes, each with the key column that groups the records. */
const SEO_DUPLICATE_KEYS = {
  duplicate_title: 'titleKey',
  duplicate_description: 'descriptionKey',
  duplicate_url: 'urlKey',
} as const satisfies Partial<Record<SeoProblemCode, string>>;
type DuplicateCode = keyof typeof SEO_DUPLICATE_KEYS;
const DUPLICATE_CODES = Object.keys(SEO_DUPLICATE_KEYS) as DuplicateCode[];

/** The advisory lock key PostgreSQL writers of SEO facts share (any fixed number; "seo" in ASCII). */
const SEO_LOCK = 7_562_607;

const q = (name: string) => `"${name}"`;

/** Trimmed, case-folded text; null when empty (an empty title is missing, not a duplicate of every other). */
const textKey = (expression: string) => `nullif(lower(trim(${expression})), '')`;
const flag = (condition: string) => `case when ${condition} then 1 else 0 end`;

/** The problems a record has on its own, from its stored facts. */
const OWN_PROBLEMS: Record<Exclude<SeoProblemCode, DuplicateCode>, string> = {
  title_too_long: flag(`length(trim(${q('title')})) > ${SEARCH_TITLE_LIMIT}`),
  description_too_long: flag(`length(trim(${q('description')})) > ${SEARCH_DESCRIPTION_LIMIT}`),
  description_too_short: flag(`length(trim(${q('description')})) < ${SEARCH_DESCRIPTION_MIN}`),
  missing_image: flag(`coalesce(${q('image')}, '') = ''`),
  insecure_url: flag(`lower(trim(${q('url')})) like 'http:%'`),
};

/** The facts of one blog post or meta entry, from the trigger's row (`NEW` or `OLD`). */
interface Source {
  table: string;
  type: SeoRecordType;
  /** Columns whose change can change the report (an UPDATE touching none of them is skipped). */
  columns: string[];
  facts: (
    row: string,
    dialect: Dialect,
  ) => Record<'recordId' | 'title' | 'description' | 'url' | 'urlKey' | 'image', string>;
}

const SOURCES: Source[] = [
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

/** The key expressions of a source row, as the generated columns compute them from the stored facts. */
function keysOf(source: Source, row: string, dialect: Dialect): Record<DuplicateCode, string> {
  const facts = source.facts(row, dialect);
  return {
    duplicate_title: textKey(facts.title),
    duplicate_description: textKey(facts.description),
    duplicate_url: facts.urlKey,
  };
}

/**
 * Sets the duplicate flag right on every record of one key's group: a group of two or more is flagged, a record alone
 * is not. Counts at most two rows; touches only rows whose flag is wrong. A null key (empty text) matches nothing.
 */
function refreshGroup(code: DuplicateCode, key: string): string {
  const column = q(SEO_DUPLICATE_KEYS[code]);
  const shared = flag(
    `(select count(*) from (select 1 from ${q(SEO_RECORDS)} where ${column} = ${key} limit 2) as ${q('g')}) > 1`,
  );
  return `update ${q(SEO_RECORDS)} set ${q(code)} = ${shared} where ${column} = ${key} and ${q(code)} <> ${shared}`;
}

const FACT_COLUMNS = ['recordId', 'title', 'description', 'url', 'urlKey', 'image'] as const;

function insertRecord(source: Source, dialect: Dialect): string {
  const facts = source.facts('NEW', dialect);
  return `insert into ${q(SEO_RECORDS)} (${q('type')}, ${q('id')}, ${FACT_COLUMNS.map(q).join(', ')})
    values ('${source.type}', NEW.${q('id')}, ${FACT_COLUMNS.map((column) => facts[column]).join(', ')})`;
}

function updateRecord(source: Source, dialect: Dialect): string {
  const facts = source.facts('NEW', dialect);
  return `update ${q(SEO_RECORDS)} set ${FACT_COLUMNS.map((column) => `${q(column)} = ${facts[column]}`).join(', ')}
    where ${q('type')} = '${source.type}' and ${q('id')} = OLD.${q('id')}`;
}

const deleteRecord = (source: Source) =>
  `delete from ${q(SEO_RECORDS)} where ${q('type')} = '${source.type}' and ${q('id')} = OLD.${q('id')}`;

const refreshAll = (source: Source, row: string, dialect: Dialect) => {
  const keys = keysOf(source, row, dialect);
  return DUPLICATE_CODES.map((code) => refreshGroup(code, keys[code]));
};

const changed = (source: Source, before = 'OLD', after = 'NEW') =>
  `(${source.columns.map((column) => `${before}.${q(column)} is distinct from ${after}.${q(column)}`).join(' or ')})`;

/** `seoSummary` += sign × the row's flags (and `records` when it has any problem). */
function summaryDelta(row: string, sign: '+' | '-'): string {
  const counts = [
    `${q('records')} = ${q('records')} ${sign} ${flag(`${row}.${q('problemCount')} > 0`)}`,
    ...SEO_PROBLEM_CODES.map((code) => `${q(code)} = ${q(code)} ${sign} ${row}.${q(code)}`),
  ];
  return `update ${q(SEO_SUMMARY)} set ${counts.join(', ')} where ${q('type')} = ${row}.${q('type')}`;
}

function sqliteTriggers(): string[] {
  const statements: string[] = [];
  const trigger = (name: string, event: string, body: string[], when?: string) =>
    statements.push(
      `create trigger ${q(name)} after ${event} for each row${when ? ` when ${when}` : ''} begin\n${body.map((s) => `  ${s};`).join('\n')}\nend`,
    );
  for (const source of SOURCES) {
    trigger(`${source.table}_seo_insert`, `insert on ${q(source.table)}`, [
      insertRecord(source, 'sqlite'),
      ...refreshAll(source, 'NEW', 'sqlite'),
    ]);
    trigger(
      `${source.table}_seo_update`,
      `update of ${source.columns.map(q).join(', ')} on ${q(source.table)}`,
      [updateRecord(source, 'sqlite'), ...refreshAll(source, 'OLD', 'sqlite'), ...refreshAll(source, 'NEW', 'sqlite')],
      changed(source),
    );
    trigger(`${source.table}_seo_delete`, `delete on ${q(source.table)}`, [
      deleteRecord(source),
      ...refreshAll(source, 'OLD', 'sqlite'),
    ]);
  }
  trigger('seoRecords_summary_insert', `insert on ${q(SEO_RECORDS)}`, [summaryDelta('NEW', '+')]);
  trigger('seoRecords_summary_update', `update on ${q(SEO_RECORDS)}`, [
    summaryDelta('OLD', '-'),
    summaryDelta('NEW', '+'),
  ]);
  trigger('seoRecords_summary_delete', `delete on ${q(SEO_RECORDS)}`, [summaryDelta('OLD', '-')]);
  return statements;
}

/**
 * PostgreSQL: statement-level triggers with transition tables (`n` the rows as written, `o` as they were), so one
 * statement writing many rows (a bulk call, a seed) changes the stored rows, the groups and the two summary rows once,
 * not once per row (a summary row updated per row of a 100,000-row insert grows a version chain every later update
 * walks).
 */
function postgresTriggers(): string[] {
  const fn = (name: string, statements: string[]) =>
    `create function ${q(name)}() returns trigger language plpgsql as $fn$\nbegin\n${statements
      .map((statement) => `  ${statement};`)
      .join('\n')}\n  return null;\nend\n$fn$`;
  const trigger = (name: string, event: string, table: string, referencing: string) =>
    `create trigger ${q(name)} after ${event} on ${q(table)} referencing ${referencing} for each statement
      execute function ${q(name)}()`;
  /** The duplicate flag of every key `keys` selects (one column), set right as refreshGroup does. */
  const refreshKeys = (code: DuplicateCode, keys: string) => {
    const column = q(SEO_DUPLICATE_KEYS[code]);
    const shared = flag(
      `(select count(*) from (select 1 from ${q(SEO_RECORDS)} as ${q('s')} where ${q('s')}.${column} = ${q('k')}.${q('key')} limit 2) as ${q('g')}) > 1`,
    );
    return `update ${q(SEO_RECORDS)} as ${q('r')} set ${q(code)} = ${q('d')}.${q('shared')}
      from (select ${q('k')}.${q('key')}, ${shared} as ${q('shared')}
        from (select distinct ${q('key')} from (${keys}) as ${q('all')}(${q('key')}) where ${q('key')} is not null) as ${q('k')}
      ) as ${q('d')}
      where ${q('r')}.${column} = ${q('d')}.${q('key')} and ${q('r')}.${q(code)} <> ${q('d')}.${q('shared')}`;
  };
  const refreshFrom = (source: Source, rows: { alias: string; from: string }[]) =>
    DUPLICATE_CODES.map((code) =>
      refreshKeys(
        code,
        rows.map(({ alias, from }) => `select ${keysOf(source, alias, 'postgres')[code]} ${from}`).join(' union all '),
      ),
    );
  const columns = `${q('type')}, ${q('id')}, ${FACT_COLUMNS.map(q).join(', ')}`;
  const statements: string[] = [fn('seo_lock', [`perform pg_advisory_xact_lock(${SEO_LOCK})`])];
  for (const source of SOURCES) {
    const t = source.table;
    const inserted = source.facts('n', 'postgres');
    const changedRows = `from o join n on n.${q('id')} = o.${q('id')} where ${changed(source, 'o', 'n')}`;
    statements.push(
      `create trigger ${q(`${t}_seo_lock`)} before insert or delete or update of ${source.columns.map(q).join(', ')}
        on ${q(t)} for each statement execute function ${q('seo_lock')}()`,
      fn(`${t}_seo_insert`, [
        `insert into ${q(SEO_RECORDS)} (${columns})
          select '${source.type}', n.${q('id')}, ${FACT_COLUMNS.map((c) => inserted[c]).join(', ')} from n`,
        ...refreshFrom(source, [{ alias: 'n', from: 'from n' }]),
      ]),
      trigger(`${t}_seo_insert`, 'insert', t, 'new table as n'),
      fn(`${t}_seo_update`, [
        `update ${q(SEO_RECORDS)} as ${q('r')} set ${FACT_COLUMNS.map((c) => `${q(c)} = ${inserted[c]}`).join(', ')}
          ${changedRows} and ${q('r')}.${q('type')} = '${source.type}' and ${q('r')}.${q('id')} = n.${q('id')}`,
        ...refreshFrom(source, [
          { alias: 'o', from: changedRows },
          { alias: 'n', from: changedRows },
        ]),
      ]),
      trigger(`${t}_seo_update`, 'update', t, 'old table as o new table as n'),
      fn(`${t}_seo_delete`, [
        `delete from ${q(SEO_RECORDS)} as ${q('r')} using o
          where ${q('r')}.${q('type')} = '${source.type}' and ${q('r')}.${q('id')} = o.${q('id')}`,
        ...refreshFrom(source, [{ alias: 'o', from: 'from o' }]),
      ]),
      trigger(`${t}_seo_delete`, 'delete', t, 'old table as o'),
    );
  }
  /** `seoSummary` += the sums of the given rows' flags, per type (`sign` '-' for rows that left). */
  const flagsOf = (table: string, sign: '' | '-') =>
    `select ${q('type')}, ${sign}${flag(`${q('problemCount')} > 0`)} as ${q('records')},
      ${SEO_PROBLEM_CODES.map((code) => `${sign}${q(code)} as ${q(code)}`).join(', ')} from ${table}`;
  const summaryAdd = (rows: string[]) => {
    const counts = ['records', ...SEO_PROBLEM_CODES];
    return `update ${q(SEO_SUMMARY)} as ${q('s')} set ${counts.map((c) => `${q(c)} = ${q('s')}.${q(c)} + ${q('d')}.${q(c)}`).join(', ')}
      from (select ${q('type')}, ${counts.map((c) => `sum(${q(c)}) as ${q(c)}`).join(', ')}
        from (${rows.join(' union all ')}) as ${q('x')} group by ${q('type')}) as ${q('d')}
      where ${q('s')}.${q('type')} = ${q('d')}.${q('type')}`;
  };
  statements.push(
    fn('seoRecords_summary_insert', [summaryAdd([flagsOf('n', '')])]),
    trigger('seoRecords_summary_insert', 'insert', SEO_RECORDS, 'new table as n'),
    fn('seoRecords_summary_update', [summaryAdd([flagsOf('n', ''), flagsOf('o', '-')])]),
    trigger('seoRecords_summary_update', 'update', SEO_RECORDS, 'old table as o new table as n'),
    fn('seoRecords_summary_delete', [summaryAdd([flagsOf('o', '-')])]),
    trigger('seoRecords_summary_delete', 'delete', SEO_RECORDS, 'old table as o'),
  );
  return statements;
}

export function seoFlags(dialect: Dialect): Migration {
  return {
    async up(db: AnyKysely) {
      const exec = (statement: string) => sql.raw(statement).execute(db);
      const generated = (expression: string) => sql.raw(`(${expression})`);
      const problemCount = SEO_PROBLEM_CODES.map((code) =>
        code in SEO_DUPLICATE_KEYS ? q(code) : `(${OWN_PROBLEMS[code as keyof typeof OWN_PROBLEMS]})`,
      ).join(' + ');
      let table = db.schema
        .createTable(SEO_RECORDS)
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('id', 'integer', (c) => c.notNull())
        .addColumn('recordId', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('urlKey', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('titleKey', 'text', (c) => c.generatedAlwaysAs(generated(textKey(q('title')))).stored())
        .addColumn('descriptionKey', 'text', (c) => c.generatedAlwaysAs(generated(textKey(q('description')))).stored())
        .addColumn('titleSort', 'text', (c) => c.generatedAlwaysAs(generated(`lower(${q('title')})`)).stored())
        // How a duplicate's message names this record: `"About us" (meta 12)` (seoExampleLabel).
        .addColumn('label', 'text', (c) =>
          c
            .generatedAlwaysAs(
              generated(`'"' || ${q('title')} || '" (' || ${q('type')} || ' ' || ${q('recordId')} || ')'`),
            )
            .stored(),
        );
      for (const code of SEO_PROBLEM_CODES) {
        table =
          code in SEO_DUPLICATE_KEYS
            ? table.addColumn(code, 'integer', (c) => c.notNull().defaultTo(0))
            : table.addColumn(code, 'integer', (c) =>
                c.generatedAlwaysAs(generated(OWN_PROBLEMS[code as keyof typeof OWN_PROBLEMS])).stored(),
              );
      }
      await table
        .addColumn('problemCount', 'integer', (c) => c.generatedAlwaysAs(generated(problemCount)).stored())
        .addPrimaryKeyConstraint(`${SEO_RECORDS}_pk`, ['type', 'id'])
        .execute();

      // Every existing record, then the duplicate groups in one GROUP BY each.
      const [blogs, metas] = SOURCES.map((source) => {
        const facts = source.facts(q(source.table), dialect);
        return `select '${source.type}', ${q(source.table)}.${q('id')}, ${FACT_COLUMNS.map((c) => facts[c]).join(', ')} from ${q(source.table)}`;
      });
      await exec(
        `insert into ${q(SEO_RECORDS)} (${q('type')}, ${q('id')}, ${FACT_COLUMNS.map(q).join(', ')}) ${blogs} union all ${metas}`,
      );
      for (const code of DUPLICATE_CODES) {
        const column = q(SEO_DUPLICATE_KEYS[code]);
        await exec(`update ${q(SEO_RECORDS)} set ${q(code)} = 1 where ${column} in (
          select ${column} from ${q(SEO_RECORDS)} where ${column} is not null group by ${column} having count(*) > 1)`);
      }

      // "Worst first" for the whole report, per type, and per problem (partial indexes: the filter is a literal 1).
      await db.schema
        .createIndex('seoRecords_worst')
        .on(SEO_RECORDS)
        .expression(sql.raw(`${q('problemCount')} desc, ${q('titleSort')}, ${q('type')}, ${q('id')}`))
        .execute();
      await db.schema
        .createIndex('seoRecords_type_worst')
        .on(SEO_RECORDS)
        .expression(sql.raw(`${q('type')}, ${q('problemCount')} desc, ${q('titleSort')}, ${q('id')}`))
        .execute();
      for (const code of SEO_PROBLEM_CODES) {
        await db.schema
          .createIndex(`seoRecords_${code}`)
          .on(SEO_RECORDS)
          .expression(sql.raw(`${q('problemCount')} desc, ${q('titleSort')}, ${q('type')}, ${q('id')}`))
          .where(sql.ref(code), '=', sql.lit(1))
          .execute();
      }
      // Duplicate groups are found by equality; PostgreSQL's hash indexes take keys of any length (a URL key can be
      // longer than a B-tree entry may be).
      for (const column of Object.values(SEO_DUPLICATE_KEYS)) {
        let index = db.schema.createIndex(`seoRecords_${column}`).on(SEO_RECORDS).column(column);
        if (dialect === 'postgres') index = index.using('hash');
        await index.execute();
      }

      let summary = db.schema
        .createTable(SEO_SUMMARY)
        .addColumn('type', 'text', (c) => c.primaryKey())
        .addColumn('records', 'integer', (c) => c.notNull());
      for (const code of SEO_PROBLEM_CODES) summary = summary.addColumn(code, 'integer', (c) => c.notNull());
      await summary.execute();
      const sums = [
        `sum(${flag(`${q('problemCount')} > 0`)})`,
        ...SEO_PROBLEM_CODES.map((code) => `sum(${q(code)})`),
      ].map((sum) => `coalesce((select ${sum} from ${q(SEO_RECORDS)} where ${q('type')} = ${q('t')}.${q('type')}), 0)`);
      await exec(
        `insert into ${q(SEO_SUMMARY)} (${q('type')}, ${q('records')}, ${SEO_PROBLEM_CODES.map(q).join(', ')})
          select ${q('type')}, ${sums.join(', ')} from (select 'blog' as ${q('type')} union all select 'meta') as ${q('t')}`,
      );

      for (const statement of dialect === 'postgres' ? postgresTriggers() : sqliteTriggers()) await exec(statement);
    },
  };
}
