/**
 * True for a unique-constraint violation on either dialect; with `column`, only when the violated key is that column's
 * (PostgreSQL names it in `detail`, `Key ("blogUrlKey")=…` or `Key (md5("blogUrlKey"::text))=…`; SQLite in the message,
 * `UNIQUE constraint failed: blogs.blogUrlKey`).
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  const { code, detail, message } = (error ?? {}) as { code?: unknown; detail?: unknown; message?: unknown };
  const unique = code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  if (!unique || column === undefined) return unique;
  const text = `${typeof detail === 'string' ? detail : ''} ${typeof message === 'string' ? message : ''}`;
  return text.includes(`"${column}"`) || text.includes(`.${column}`);
}

/** A stored time as ISO 8601 text, or null (one cache of recent texts, src/domain/time.ts). */
export { iso } from '../../../src/domain/time.ts';
