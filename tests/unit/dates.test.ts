import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatRelativeTime,
  fromLocalInputValue,
  toDate,
  toLocalInputValue,
} from '../../src/lib/dates';

describe('formatDateTime', () => {
  it('formats en-US with short month, day, year and 12-hour time', () => {
    expect(formatDateTime('2026-03-05T15:04:00Z', 'UTC')).toBe('Mar 5, 2026, 3:04 PM');
    expect(formatDateTime(new Date('2026-12-31T00:09:00Z'), 'UTC')).toBe('Dec 31, 2026, 12:09 AM');
    expect(formatDateTime(Date.UTC(2025, 0, 15, 11, 30), 'UTC')).toBe('Jan 15, 2025, 11:30 AM');
  });

  it('uses a plain space before AM/PM', () => {
    expect(formatDateTime('2026-03-05T15:04:00Z', 'UTC')).not.toMatch(/[\u202f\u00a0]/);
  });

  it('honours the time zone', () => {
    expect(formatDateTime('2026-03-05T15:04:00Z', 'America/New_York')).toBe('Mar 5, 2026, 10:04 AM');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(toDate('nope')).toBeNull();
  });

  it('writes what Intl.DateTimeFormat writes, in the viewer’s zone and in a given one', () => {
    const options: Intl.DateTimeFormatOptions = {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    };
    const viewers = new Intl.DateTimeFormat('en-US', options);
    const newYork = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'America/New_York' });
    const icu = (date: Date, timeZone?: string) =>
      (timeZone ? newYork : viewers).format(date).replace(/[\u202f\u00a0]/g, ' ');
    // Every month, both halves of the day (midnight and noon included), across years and a daylight-saving change.
    for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2031, 0, 1); t += 37 * 3600_000 + 17 * 60_000) {
      const date = new Date(t);
      expect(formatDateTime(date)).toBe(icu(date));
      expect(formatDateTime(date, 'America/New_York')).toBe(icu(date, 'America/New_York'));
    }
    for (const hour of [0, 11, 12, 23]) {
      const date = new Date(2026, 2, 5, hour, 7);
      expect(formatDateTime(date)).toBe(icu(date));
    }
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-03-05T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [2 * 3600, '2 hours ago'],
    [24 * 3600, '1 day ago'],
    [3 * 24 * 3600, '3 days ago'],
    [14 * 24 * 3600, '2 weeks ago'],
    [65 * 24 * 3600, '2 months ago'],
    [400 * 24 * 3600, '1 year ago'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });

  it('reads future dates forward and accepts ISO strings', () => {
    expect(formatRelativeTime('2026-03-05T14:00:00Z', '2026-03-05T12:00:00Z')).toBe('in 2 hours');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatRelativeTime('x', now)).toBe('');
  });

  it('writes what Intl.RelativeTimeFormat writes, past and future, singular and plural', () => {
    const icu = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ['year', 365 * 24 * 3600],
      ['month', 30 * 24 * 3600],
      ['week', 7 * 24 * 3600],
      ['day', 24 * 3600],
      ['hour', 3600],
      ['minute', 60],
    ];
    for (let seconds = 60; seconds < 5000 * 365 * 24 * 3600; seconds = Math.floor(seconds * 1.3) + 7) {
      const [unit, length] = units.find(([, size]) => seconds >= size)!;
      const count = Math.trunc(seconds / length);
      expect(formatRelativeTime(ago(seconds), now)).toBe(icu.format(-count, unit));
      expect(formatRelativeTime(ago(-seconds), now)).toBe(icu.format(count, unit));
    }
  });
});

describe('datetime-local values', () => {
  it('shows an instant as wall-clock time in a zone, and reads it back', () => {
    const instant = '2026-03-05T15:04:00.000Z';
    expect(toLocalInputValue(instant, 'UTC')).toBe('2026-03-05T15:04');
    expect(toLocalInputValue(instant, 'America/New_York')).toBe('2026-03-05T10:04');
    expect(toLocalInputValue(instant, 'Asia/Kolkata')).toBe('2026-03-05T20:34');
    expect(fromLocalInputValue('2026-03-05T10:04', 'America/New_York')?.toISOString()).toBe(instant);
    expect(fromLocalInputValue('2026-03-05T20:34', 'Asia/Kolkata')?.toISOString()).toBe(instant);
  });

  it('handles daylight saving on both sides of the change', () => {
    // New York: EDT (UTC-4) from 2026-03-08 02:00 local.
    expect(fromLocalInputValue('2026-03-07T12:00', 'America/New_York')?.toISOString()).toBe('2026-03-07T17:00:00.000Z');
    expect(fromLocalInputValue('2026-03-09T12:00', 'America/New_York')?.toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect(toLocalInputValue('2026-07-01T16:00:00Z', 'America/New_York')).toBe('2026-07-01T12:00');
  });

  it('uses the viewer’s zone without one, and refuses text that is not a date-time', () => {
    const local = fromLocalInputValue('2026-03-05T15:04');
    expect(local && toLocalInputValue(local)).toBe('2026-03-05T15:04');
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('tomorrow', 'UTC')).toBeNull();
    expect(toLocalInputValue('not a date')).toBe('');
  });
});
