/** True for a unique-constraint violation on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

const isoTexts = new Map<number, string>();
/**
 * A stored time (ms) as ISO 8601 text, or null. Lists format four times per row on every request: the texts of
 * recent values are kept (up to 10,000, then started afresh).
 */
export const iso = (ms: number | null) => {
  if (ms === null) return null;
  const value = Number(ms);
  let text = isoTexts.get(value);
  if (text === undefined) {
    text = new Date(value).toISOString();
    if (isoTexts.size >= 10_000) isoTexts.clear();
    isoTexts.set(value, text);
  }
  return text;
};
