import { countLabel, type NounForms } from './plural';

/** A date as the API and fixtures give it: a Date, an ISO string or epoch milliseconds. */
export type DateInput = Date | string | number;

/** Parses a DateInput; null when it is not a real date. */
export function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const units: [unit: NounForms, seconds: number][] = [
  [{ one: 'year', other: 'years' }, 365 * 24 * 3600],
  [{ one: 'month', other: 'months' }, 30 * 24 * 3600],
  [{ one: 'week', other: 'weeks' }, 7 * 24 * 3600],
  [{ one: 'day', other: 'days' }, 24 * 3600],
  [{ one: 'hour', other: 'hours' }, 3600],
  [{ one: 'minute', other: 'minutes' }, 60],
];

/**
 * How long ago `value` was, seen from `now`: "just now" under a minute, then "5 minutes ago", "2 hours ago",
 * "3 days ago", "2 weeks ago", "4 months ago", "1 year ago" (a future date reads "in 2 hours"): what
 * `Intl.RelativeTimeFormat('en-US', { numeric: 'always' })` writes, built without it (see `formatDateTime`).
 * `now` is a parameter so callers and stories stay deterministic. Returns '' for an invalid date.
 */
export function formatRelativeTime(value: DateInput, now: DateInput): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const seconds = Math.round((date.getTime() - reference.getTime()) / 1000);
  const size = Math.abs(seconds);
  for (const [unit, length] of units) {
    if (size < length) continue;
    const amount = countLabel(Math.trunc(size / length), unit);
    return seconds < 0 ? `${amount} ago` : `in ${amount}`;
  }
  return 'just now';
}

const pad = (n: number) => String(n).padStart(2, '0');

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts of an instant in `timeZone` (the viewer's own when omitted). */
function wallClock(date: Date, timeZone: string | undefined) {
  if (!timeZone)
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The panel's date format (docs/panel.md#widgets): en-US, short month, day, year, 12-hour time — "Mar 5, 2026, 3:04
 * PM", what `Intl.DateTimeFormat('en-US')` writes for these parts (with a plain space before AM/PM where ICU puts a
 * narrow no-break one). In the viewer's time zone unless `timeZone` is given. Returns '' for an invalid date.
 * Written from the wall clock, not by `Intl.DateTimeFormat`: a page's first ICU formatter loads the locale's data, one
 * of the longest steps of a list's first render on a slow machine (bench/results/first-render-2026-11-28.md).
 */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day, hour, minute } = wallClock(date, timeZone);
  return `${MONTHS[month - 1]} ${day}, ${year}, ${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * An instant as the value of an `<input type="datetime-local">` ("2026-03-05T15:04"), in `timeZone` or the viewer's
 * own. Returns '' for an invalid date.
 */
export function toLocalInputValue(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day, hour, minute } = wallClock(date, timeZone);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant an `<input type="datetime-local">` value names in `timeZone` (the viewer's own when omitted), or null
 * when the text is not such a value. A wall time skipped by a daylight-saving change moves forward by the gap.
 */
export function fromLocalInputValue(value: string, timeZone?: string): Date | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match.slice(1).map((n) => Number(n ?? 0));
  if (!timeZone) {
    const local = new Date(year, month - 1, day, hour, minute, second);
    return Number.isNaN(local.getTime()) ? null : local;
  }
  // Guess the instant as if the zone were UTC, then correct by the zone's offset at that instant (twice, for DST).
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  let instant = asUtc;
  for (let i = 0; i < 2; i += 1) {
    const seen = wallClock(new Date(instant), timeZone);
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, second);
    instant += asUtc - seenUtc;
  }
  return new Date(instant);
}
