/**
 * What more than one migration uses. A migration never imports the application's database code (db/, services/):
 * the schema it creates must stay what it was when it first ran, so constants that shape the schema (the SEO report's
 * problem codes and limits in 0007) are copied into the migration. Values a migration only backfills into existing
 * rows (a normalised key, a post's text) come from the live pure rules in src/lib, because the application looks rows
 * up by what those rules compute today: an old database upgraded now gets keys today's lookups find.
 */
import type { CreateTableBuilder, Kysely } from 'kysely';

export { pageUrlKey } from '../../../../src/lib/uniqueKeys.ts';

/** A database as it was then, for migrations that only change the schema. */
export type AnyDb = Pick<Kysely<unknown>, 'schema' | 'getExecutor'>;
/** A database as it was then, for migrations that read and write rows (no table types: they describe today's). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the database as it was then
export type AnyKysely = Kysely<any>;

/** The two databases; the identity column and a few indexes and triggers differ between them. */
export type Dialect = 'sqlite' | 'postgres';

/** Adds the table's identity column `id`: the only dialect branch of a table; every other column is portable. */
export const withId =
  (dialect: Dialect) =>
  <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

/**
 * Marks the key of a row that already duplicated an earlier one when 0003 ran. U+200B never occurs in a real key
 * (`categoryNameKey` removes invisible characters; `pageUrlKey` of a valid URL is ASCII), so a marked key can never
 * clash with a new name or URL, and the row keeps working until someone renames it or deletes it. 0007 reads it.
 */
export const DUPLICATE_KEY_MARK = '\u200b#';

/** Sets `target` = `derive(source)` on every row of `table`, 500 rows at a time in id order. */
export async function backfillRows(
  db: AnyKysely,
  table: string,
  source: string,
  target: string,
  derive: (value: string) => string,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom(table)
      .select(['id', source])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute()) as { id: number; [column: string]: unknown }[];
    if (!rows.length) break;
    for (const row of rows) {
      await db
        .updateTable(table)
        .set({ [target]: derive(String(row[source])) })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/** `backfillRows` of `blogs`. */
export const backfillBlogs = (db: AnyKysely, source: string, target: string, derive: (value: string) => string) =>
  backfillRows(db, 'blogs', source, target, derive);
