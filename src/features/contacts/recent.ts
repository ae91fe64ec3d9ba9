/**
 * `?days=N` on the enquiry lists (1–365): only the enquiries received in the last N × 24 hours, asked of the server as
 * `since=<ISO time>`. The dashboard's "enquiries in the last 7 days" links to `/contacts/enquiries?days=7`.
 */
export const MAX_ENQUIRY_DAYS = 365;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The days of a `?days=` value: a whole number from 1 to 365, else undefined (no filter). */
export function daysFrom(value: string | null): number | undefined {
  if (value === null || !/^[0-9]{1,3}$/.test(value)) return undefined;
  const days = Number(value);
  return days >= 1 && days <= MAX_ENQUIRY_DAYS ? days : undefined;
}

/**
 * The `since` of the last `days` × 24 h, counted from the start of the current minute, so the screen and the route's
 * prefetch ask for the same page within a minute (an enquiry at most a minute older than the window may show).
 */
export function sinceOf(days: number, now: Date): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return new Date(minute - days * DAY_MS).toISOString();
}

/** The filter's words: "Last 24 hours", "Last 7 days". */
export const daysLabel = (days: number): string => (days === 1 ? 'Last 24 hours' : `Last ${days} days`);
