const isoTexts = new Map<number, string>();

/**
 * A stored time (epoch ms) as ISO 8601 text, or null. Lists format several times per row on every request, so the
 * texts of recent values are kept (up to 10,000, then started afresh).
 */
export function iso(ms: number | null): string | null {
  if (ms === null) return null;
  const value = Number(ms);
  let text = isoTexts.get(value);
  if (text === undefined) {
    text = new Date(value).toISOString();
    if (isoTexts.size >= 10_000) isoTexts.clear();
    isoTexts.set(value, text);
  }
  return text;
}

/** `2030-01-31 09:00 UTC`: how the activity feed names a time (the server knows no administrator's zone). */
export const scheduleLabel = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
