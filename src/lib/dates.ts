/** A date as the API and fixtures give it: a Date, an ISO string or epoch milliseconds. */
export type DateInput = Date | string | number;

/** Parses a DateInput; null when it is not a real date. */
export function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined) {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The panel's date format (spec §2): en-US, short month, day, year, 12-hour time — "Mar 5, 2026, 3:04 PM".
 * In the viewer's time zone unless `timeZone` is given. Returns '' for an invalid date.
 */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  // ICU puts a narrow no-break space before AM/PM; a plain space keeps the text the same everywhere.
  return formatterFor(timeZone)
    .format(date)
    .replace(/[\u202f\u00a0]/g, ' ');
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago `value` was, seen from `now`: "just now" under a minute, then "5 minutes ago", "2 hours ago",
 * "3 days ago", "2 weeks ago", "4 months ago", "1 year ago" (a future date reads "in 2 hours").
 * `now` is a parameter so callers and stories stay deterministic. Returns '' for an invalid date.
 */
export function formatRelativeTime(value: DateInput, now: DateInput): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const seconds = Math.round((date.getTime() - reference.getTime()) / 1000);
  const size = Math.abs(seconds);
  if (size < 60) return 'just now';
  for (const [unit, length] of units) {
    if (size >= length) return relative.format(Math.trunc(seconds / length), unit);
  }
  return 'just now';
}
