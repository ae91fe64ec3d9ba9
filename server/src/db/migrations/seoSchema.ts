/**
 * The SEO health report's stored schema (`seoRecords`, `seoSummary` and the triggers that keep them in step with
 * `blogs` and `metas`), built from a description of the report as one migration knew it: its problem codes, what
 * each is computed from, and the facts read from each table. Migration 0007 installed the first description; a later
 * migration that adds a code or a fact drops the whole schema and installs its own description (`reinstallSeoSchema`),
 * so the schema a database ends with is the last migration's, whichever migrations it ran before.
 *
 * What is stored, and why:
 * - the problems of one record alone (`own`) are generated columns;
 * - problems that also read the site's settings (`context`: a URL on another host) are plain columns written with
 *   the facts, and rewritten when the setting changes (server/src/db/seoSite.ts);
 * - the three duplicate flags depend on other records: after a write the trigger re-checks the old and the new key's
 *   group (an index lookup that stops at two rows) and flips only the rows whose flag is wrong;
 * - `seoSummary` is adjusted by triggers on `seoRecords` by the difference of each changed row's flags;
 * - on PostgreSQL the triggers are statement-level (transition tables), so a statement writing many rows does each
 *   step once; writes that change SEO facts take one transaction-level advisory lock first (a BEFORE statement
 *   trigger, before any row is locked), so two transactions adding the same title at once cannot miss each other's row.
 */
import { sql } from 'kysely';
import type { AnyKysely, Dialect } from './shared.ts';

export type SeoRecordType = 'blog' | 'meta';

/** The duplicate codes, each with the key column that groups the records. */
export const SEO_DUPLICATE_KEYS = {
  duplicate_title: 'titleKey',
  duplicate_description: 'descriptionKey',
  duplicate_url: 'urlKey',
} as const;
type DuplicateCode = keyof typeof SEO_DUPLICATE_KEYS;
const DUPLICATE_CODES = Object.keys(SEO_DUPLICATE_KEYS) as DuplicateCode[];

/** The facts every description reads; a description may add more (nullable text). */
const BASE_FACTS = ['recordId', 'title', 'description', 'url', 'urlKey', 'image'] as const;
type Facts = Record<string, string>;

/** The facts of one blog post or meta page, from the trigger's row (`NEW` or `OLD`). */
export interface SeoSource {
  table: string;
  type: SeoRecordType;
  /** Columns whose change can change the report (an UPDATE touching none of them is skipped). */
  columns: string[];
  facts: (row: string, dialect: Dialect) => Facts;
}

export interface SeoSchema {
  /** Every problem code, in report order (duplicates included). */
  codes: readonly string[];
  /** Problems of one record alone: an expression over `seoRecords`' own columns. */
  own: Readonly<Record<string, string>>;
  /** Problems that also read settings: an expression over the record's facts (subqueries allowed). */
  context?: Readonly<Record<string, (facts: Facts) => string>>;
  /** Facts beyond BASE_FACTS, stored as nullable text columns. */
  extraFacts?: readonly string[];
  sources: SeoSource[];
  /** The advisory lock key PostgreSQL writers of SEO facts share. */
  lock: number;
  /** Tables beyond the sources whose writers take the lock too (their rows change other records' problems). */
  lockedTables?: readonly string[];
}

const SEO_RECORDS = 'seoRecords';
const SEO_SUMMARY = 'seoSummary';
/** Site-wide settings the context problems read (`name`, `value`); the server writes them at start. */
export const SITE_SETTINGS = 'siteSettings';
const SETTINGS_TRIGGER = 'siteSettings_seo';

export const q = (name: string) => `"${name}"`;

/**
 * A PostgreSQL trigger function that runs `statements` (a statement-level trigger's: it returns null). JIT is off in
 * it: the planner estimates each JSON set-returning function of the link checks at 100 rows, the statements' cost
 * passes `jit_above_cost`, and compiling their expressions took seconds for work that takes milliseconds (a site host
 * change re-checking 40 pages: 3.5 s with JIT, 3 ms without).
 */
export const pgTriggerFunction = (name: string, statements: string[]) =>
  `create function ${q(name)}() returns trigger language plpgsql set jit = off as $fn$\nbegin\n${statements
    .map((statement) => `  ${statement};`)
    .join('\n')}\n  return null;\nend\n$fn$`;

/** A statement-level AFTER trigger on `table` that runs the function of the same name, with its transition tables. */
export const pgStatementTrigger = (name: string, event: string, table: string, referencing: string) =>
  `create trigger ${q(name)} after ${event} on ${q(table)} referencing ${referencing} for each statement
      execute function ${q(name)}()`;

/** Trimmed, case-folded text; null when empty (an empty title is missing, not a duplicate of every other). */
export const textKey = (expression: string) => `nullif(lower(trim(${expression})), '')`;
export const flag = (condition: string) => `case when ${condition} then 1 else 0 end`;

/** Builds the statements of one description. */
function builder(schema: SeoSchema, dialect: Dialect) {
  const factColumns = [...BASE_FACTS, ...(schema.extraFacts ?? [])];
  const contextCodes = Object.keys(schema.context ?? {});
  /** Columns an insert or update of `seoRecords` writes: the facts, then the context problems. */
  const written = [...factColumns, ...contextCodes];
  const valuesOf = (source: SeoSource, row: string): string[] => {
    const facts = source.facts(row, dialect);
    return [...factColumns.map((c) => facts[c] ?? 'null'), ...contextCodes.map((c) => schema.context![c]!(facts))];
  };

  const keysOf = (source: SeoSource, row: string): Record<DuplicateCode, string> => {
    const facts = source.facts(row, dialect);
    return {
      duplicate_title: textKey(facts.title!),
      duplicate_description: textKey(facts.description!),
      duplicate_url: facts.urlKey!,
    };
  };

  /**
   * Sets the duplicate flag right on every record of one key's group: a group of two or more is flagged, a record
   * alone is not. Counts at most two rows; touches only rows whose flag is wrong. A null key matches nothing.
   */
  const refreshGroup = (code: DuplicateCode, key: string) => {
    const column = q(SEO_DUPLICATE_KEYS[code]);
    const shared = flag(
      `(select count(*) from (select 1 from ${q(SEO_RECORDS)} where ${column} = ${key} limit 2) as ${q('g')}) > 1`,
    );
    return `update ${q(SEO_RECORDS)} set ${q(code)} = ${shared} where ${column} = ${key} and ${q(code)} <> ${shared}`;
  };
  const refreshAll = (source: SeoSource, row: string) => {
    const keys = keysOf(source, row);
    return DUPLICATE_CODES.map((code) => refreshGroup(code, keys[code]));
  };
  const changed = (source: SeoSource, before = 'OLD', after = 'NEW') =>
    `(${source.columns.map((column) => `${before}.${q(column)} is distinct from ${after}.${q(column)}`).join(' or ')})`;

  /** `seoSummary` += sign × the row's flags (and `records` when it has any problem). */
  const summaryDelta = (row: string, sign: '+' | '-') => {
    const counts = [
      `${q('records')} = ${q('records')} ${sign} ${flag(`${row}.${q('problemCount')} > 0`)}`,
      ...schema.codes.map((code) => `${q(code)} = ${q(code)} ${sign} ${row}.${q(code)}`),
    ];
    return `update ${q(SEO_SUMMARY)} set ${counts.join(', ')} where ${q('type')} = ${row}.${q('type')}`;
  };

  function sqliteTriggers(): string[] {
    const statements: string[] = [];
    const trigger = (name: string, event: string, body: string[], when?: string) =>
      statements.push(
        `create trigger ${q(name)} after ${event} for each row${when ? ` when ${when}` : ''} begin\n${body.map((s) => `  ${s};`).join('\n')}\nend`,
      );
    for (const source of schema.sources) {
      const values = valuesOf(source, 'NEW');
      trigger(`${source.table}_seo_insert`, `insert on ${q(source.table)}`, [
        `insert into ${q(SEO_RECORDS)} (${q('type')}, ${q('id')}, ${written.map(q).join(', ')})
          values ('${source.type}', NEW.${q('id')}, ${values.join(', ')})`,
        ...refreshAll(source, 'NEW'),
      ]);
      trigger(
        `${source.table}_seo_update`,
        `update of ${source.columns.map(q).join(', ')} on ${q(source.table)}`,
        [
          `update ${q(SEO_RECORDS)} set ${written.map((c, i) => `${q(c)} = ${values[i]}`).join(', ')}
            where ${q('type')} = '${source.type}' and ${q('id')} = OLD.${q('id')}`,
          ...refreshAll(source, 'OLD'),
          ...refreshAll(source, 'NEW'),
        ],
        changed(source),
      );
      trigger(`${source.table}_seo_delete`, `delete on ${q(source.table)}`, [
        `delete from ${q(SEO_RECORDS)} where ${q('type')} = '${source.type}' and ${q('id')} = OLD.${q('id')}`,
        ...refreshAll(source, 'OLD'),
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
   * statement writing many rows (a bulk call, a seed) changes the stored rows, the groups and the two summary rows
   * once, not once per row.
   */
  function postgresTriggers(): string[] {
    const fn = pgTriggerFunction;
    const trigger = pgStatementTrigger;
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
    const refreshFrom = (source: SeoSource, rows: { alias: string; from: string }[]) =>
      DUPLICATE_CODES.map((code) =>
        refreshKeys(
          code,
          rows.map(({ alias, from }) => `select ${keysOf(source, alias)[code]} ${from}`).join(' union all '),
        ),
      );
    const columns = `${q('type')}, ${q('id')}, ${written.map(q).join(', ')}`;
    const statements: string[] = [fn('seo_lock', [`perform pg_advisory_xact_lock(${schema.lock})`])];
    for (const table of schema.lockedTables ?? [])
      statements.push(
        `create trigger ${q(`${table}_seo_lock`)} before insert or delete or update on ${q(table)}
        for each statement execute function ${q('seo_lock')}()`,
      );
    for (const source of schema.sources) {
      const t = source.table;
      const values = valuesOf(source, 'n');
      const changedRows = `from o join n on n.${q('id')} = o.${q('id')} where ${changed(source, 'o', 'n')}`;
      statements.push(
        `create trigger ${q(`${t}_seo_lock`)} before insert or delete or update of ${source.columns.map(q).join(', ')}
        on ${q(t)} for each statement execute function ${q('seo_lock')}()`,
        fn(`${t}_seo_insert`, [
          `insert into ${q(SEO_RECORDS)} (${columns}) select '${source.type}', n.${q('id')}, ${values.join(', ')} from n`,
          ...refreshFrom(source, [{ alias: 'n', from: 'from n' }]),
        ]),
        trigger(`${t}_seo_insert`, 'insert', t, 'new table as n'),
        fn(`${t}_seo_update`, [
          `update ${q(SEO_RECORDS)} as ${q('r')} set ${written.map((c, i) => `${q(c)} = ${values[i]}`).join(', ')}
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
      ${schema.codes.map((code) => `${sign}${q(code)} as ${q(code)}`).join(', ')} from ${table}`;
    const summaryAdd = (rows: string[]) => {
      const counts = ['records', ...schema.codes];
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

  /**
   * The context problems again for every stored record when a setting changes (`siteSettings`): read from the stored
   * facts, and written only where the flag is wrong.
   */
  function settingsTriggers(): string[] {
    if (!contextCodes.length) return [];
    const stored = Object.fromEntries(factColumns.map((column) => [column, q(column)]));
    const rule = (code: string) => schema.context![code]!(stored);
    const update = `update ${q(SEO_RECORDS)} set ${contextCodes.map((c) => `${q(c)} = ${rule(c)}`).join(', ')}
      where ${contextCodes.map((c) => `${q(c)} <> ${rule(c)}`).join(' or ')}`;
    if (dialect === 'postgres')
      return [
        `create function ${q(SETTINGS_TRIGGER)}() returns trigger language plpgsql set jit = off as $fn$\nbegin\n  ${update};\n  return null;\nend\n$fn$`,
        `create trigger ${q(SETTINGS_TRIGGER)} after insert or update or delete on ${q(SITE_SETTINGS)}
          for each statement execute function ${q(SETTINGS_TRIGGER)}()`,
      ];
    return ['insert', 'update', 'delete'].map(
      (event) =>
        `create trigger ${q(`${SETTINGS_TRIGGER}_${event}`)} after ${event} on ${q(SITE_SETTINGS)} for each row begin\n  ${update};\nend`,
    );
  }

  const triggers = () => [...(dialect === 'postgres' ? postgresTriggers() : sqliteTriggers()), ...settingsTriggers()];
  return { factColumns, written, valuesOf, triggers };
}

/** Creates `seoRecords` and `seoSummary` for `schema`, fills them from every existing record and adds the triggers. */
export async function installSeoSchema(db: AnyKysely, dialect: Dialect, schema: SeoSchema): Promise<void> {
  const b = builder(schema, dialect);
  const exec = (statement: string) => sql.raw(statement).execute(db);
  const generated = (expression: string) => sql.raw(`(${expression})`);
  const kindOf = (code: string) =>
    code in SEO_DUPLICATE_KEYS
      ? 'duplicate'
      : code in schema.own
        ? 'own'
        : code in (schema.context ?? {})
          ? 'context'
          : 'none';
  for (const code of schema.codes) {
    if (kindOf(code) === 'none') throw new Error(`SEO code ${code} has no rule`);
  }
  const problemCount = schema.codes
    .map((code) => (kindOf(code) === 'own' ? `(${schema.own[code]})` : q(code)))
    .join(' + ');
  let table = db.schema
    .createTable(SEO_RECORDS)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('recordId', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('urlKey', 'text', (c) => c.notNull())
    .addColumn('image', 'text');
  for (const fact of schema.extraFacts ?? []) table = table.addColumn(fact, 'text');
  table = table
    .addColumn('titleKey', 'text', (c) => c.generatedAlwaysAs(generated(textKey(q('title')))).stored())
    .addColumn('descriptionKey', 'text', (c) => c.generatedAlwaysAs(generated(textKey(q('description')))).stored())
    .addColumn('titleSort', 'text', (c) => c.generatedAlwaysAs(generated(`lower(${q('title')})`)).stored())
    // How a duplicate's message names this record: `"About us" (meta 12)` (seoExampleLabel).
    .addColumn('label', 'text', (c) =>
      c
        .generatedAlwaysAs(generated(`'"' || ${q('title')} || '" (' || ${q('type')} || ' ' || ${q('recordId')} || ')'`))
        .stored(),
    );
  for (const code of schema.codes) {
    table =
      kindOf(code) === 'own'
        ? table.addColumn(code, 'integer', (c) => c.generatedAlwaysAs(generated(schema.own[code]!)).stored())
        : table.addColumn(code, 'integer', (c) => c.notNull().defaultTo(0));
  }
  await table
    .addColumn('problemCount', 'integer', (c) => c.generatedAlwaysAs(generated(problemCount)).stored())
    .addPrimaryKeyConstraint(`${SEO_RECORDS}_pk`, ['type', 'id'])
    .execute();

  // Every existing record, then the duplicate groups in one GROUP BY each.
  const selects = schema.sources.map((source) => {
    const values = b.valuesOf(source, q(source.table));
    return `select '${source.type}', ${q(source.table)}.${q('id')}, ${values.join(', ')} from ${q(source.table)}`;
  });
  await exec(
    `insert into ${q(SEO_RECORDS)} (${q('type')}, ${q('id')}, ${b.written.map(q).join(', ')}) ${selects.join(' union all ')}`,
  );
  for (const code of DUPLICATE_CODES) {
    const column = q(SEO_DUPLICATE_KEYS[code]);
    await exec(`update ${q(SEO_RECORDS)} set ${q(code)} = 1 where ${column} in (
      select ${column} from ${q(SEO_RECORDS)} where ${column} is not null group by ${column} having count(*) > 1)`);
  }

  // "Worst first" for the whole report, per type, and per problem (partial indexes: the filter is a literal 1).
  const worst = `${q('problemCount')} desc, ${q('titleSort')}, ${q('type')}, ${q('id')}`;
  await db.schema.createIndex('seoRecords_worst').on(SEO_RECORDS).expression(sql.raw(worst)).execute();
  await db.schema
    .createIndex('seoRecords_type_worst')
    .on(SEO_RECORDS)
    .expression(sql.raw(`${q('type')}, ${q('problemCount')} desc, ${q('titleSort')}, ${q('id')}`))
    .execute();
  for (const code of schema.codes) {
    await db.schema
      .createIndex(`seoRecords_${code}`)
      .on(SEO_RECORDS)
      .expression(sql.raw(worst))
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
  for (const code of schema.codes) summary = summary.addColumn(code, 'integer', (c) => c.notNull());
  await summary.execute();
  const sums = [`sum(${flag(`${q('problemCount')} > 0`)})`, ...schema.codes.map((code) => `sum(${q(code)})`)].map(
    (sum) => `coalesce((select ${sum} from ${q(SEO_RECORDS)} where ${q('type')} = ${q('t')}.${q('type')}), 0)`,
  );
  await exec(
    `insert into ${q(SEO_SUMMARY)} (${q('type')}, ${q('records')}, ${schema.codes.map(q).join(', ')})
      select ${q('type')}, ${sums.join(', ')} from (select 'blog' as ${q('type')} union all select 'meta') as ${q('t')}`,
  );

  for (const statement of b.triggers()) await exec(statement);
}

/** Drops what `installSeoSchema` made for `sources` (triggers, their functions, both tables), then installs `schema`. */
export async function reinstallSeoSchema(db: AnyKysely, dialect: Dialect, schema: SeoSchema): Promise<void> {
  const exec = (statement: string) => sql.raw(statement).execute(db);
  const names = [
    ...schema.sources.flatMap((s) =>
      ['insert', 'update', 'delete'].map((event) => [s.table, `${s.table}_seo_${event}`]),
    ),
    ...['insert', 'update', 'delete'].map((event) => [SEO_RECORDS, `seoRecords_summary_${event}`]),
  ];
  for (const [table, name] of names) {
    await exec(
      dialect === 'postgres'
        ? `drop trigger if exists ${q(name!)} on ${q(table!)}`
        : `drop trigger if exists ${q(name!)}`,
    );
    if (dialect === 'postgres') await exec(`drop function if exists ${q(name!)}()`);
  }
  for (const event of ['insert', 'update', 'delete'])
    await exec(
      `drop trigger if exists ${q(`${SETTINGS_TRIGGER}_${event}`)}${dialect === 'postgres' ? ` on ${q(SITE_SETTINGS)}` : ''}`,
    );
  if (dialect === 'postgres') {
    await exec(`drop trigger if exists ${q(SETTINGS_TRIGGER)} on ${q(SITE_SETTINGS)}`);
    await exec(`drop function if exists ${q(SETTINGS_TRIGGER)}()`);
    for (const table of [...schema.sources.map((source) => source.table), ...(schema.lockedTables ?? [])])
      await exec(`drop trigger if exists ${q(`${table}_seo_lock`)} on ${q(table)}`);
    await exec(`drop function if exists ${q('seo_lock')}()`);
  }
  await db.schema.dropTable(SEO_SUMMARY).ifExists().execute();
  await db.schema.dropTable(SEO_RECORDS).ifExists().execute();
  await installSeoSchema(db, dialect, schema);
}
