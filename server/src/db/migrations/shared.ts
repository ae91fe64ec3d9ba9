/**
 * What more than one migration uses, as it was when they were written. A migration never imports the application's
 * live code (src/lib, db/, services/): that code may change later, and a migration must keep doing what it did when
 * it first ran, so the helpers it needs are copied here or into its own file.
 */
import type { Kysely } from 'kysely';

/** A database as it was then, for migrations that only change the schema. */
export type AnyDb = Pick<Kysely<unknown>, 'schema' | 'getExecutor'>;
/** A database as it was then, for migrations that read and write rows (no table types: they describe today's). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the database as it was then
export type AnyKysely = Kysely<any>;

/** The two databases; the identity column and a few indexes and triggers differ between them. */
export type Dialect = 'sqlite' | 'postgres';

/**
 * Marks the key of a row that already duplicated an earlier one when 0003 ran. U+200B never occurs in a real key
 * (`categoryNameKey` removes invisible characters; `pageUrlKey` of a valid URL is ASCII), so a marked key can never
 * clash with a new name or URL, and the row keeps working until someone renames it or deletes it. 0007 reads it.
 */
export const DUPLICATE_KEY_MARK = '\u200b#';

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Decodes percent-escapes of unreserved characters (`%61` → `a`) and upper-cases the hex of the others (`%2f` → `%2F`). */
function normalizeEscapes(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/**
 * The key of a page URL as 0003 (meta entries) and 0005 (blog posts) backfilled it: src/lib/uniqueKeys.ts's
 * `pageUrlKey` when they were written (WHATWG parsing; scheme and host lower-case, default port, trailing dot and
 * slash, unreserved escapes, fragment and an empty query dropped). A value that does not parse keys as itself, trimmed.
 */
export function pageUrlKey(raw: string): string {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  const host = url.hostname.replace(/\.$/, '');
  const port = url.port ? `:${url.port}` : '';
  const auth = url.username || url.password ? `${url.username}${url.password ? `:${url.password}` : ''}@` : '';
  let path = normalizeEscapes(url.pathname);
  if (path.endsWith('/')) path = path.replace(/\/+$/, '');
  const query = url.search.length > 1 ? normalizeEscapes(url.search) : '';
  return `${url.protocol}//${auth}${host}${port}${path}${query}`;
}

/** Sets `target` = `derive(source)` on every blog post, 500 rows at a time in id order. */
export async function backfillBlogs(
  db: AnyKysely,
  source: string,
  target: string,
  derive: (value: string) => string,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom('blogs')
      .select(['id', source])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute()) as { id: number; [column: string]: unknown }[];
    if (!rows.length) break;
    for (const row of rows) {
      await db
        .updateTable('blogs')
        .set({ [target]: derive(String(row[source])) })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
}
