import type { HTMLAttributes } from 'react';
import { formatDateTime, toDate, type DateInput } from '../../lib/dates';

export interface DateTimeProps extends Omit<HTMLAttributes<HTMLTimeElement>, 'children'> {
  /** The moment to show: a Date, an ISO string or epoch milliseconds. */
  value: DateInput;
  /** IANA time zone; the viewer's own when omitted (stories pass one to stay deterministic). */
  timeZone?: string;
  /** Shown instead when `value` is not a valid date. @default '' */
  fallback?: string;
}

/** A `<time>` element with an ISO `dateTime` and en-US text, e.g. "Mar 5, 2026, 3:04 PM". */
export function DateTime({ value, timeZone, fallback = '', ...rest }: DateTimeProps) {
  const date = toDate(value);
  if (!date) return fallback ? <span {...rest}>{fallback}</span> : null;
  return (
    <time dateTime={date.toISOString()} {...rest}>
      {formatDateTime(date, timeZone)}
    </time>
  );
}
