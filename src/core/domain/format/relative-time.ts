import { calendarDate } from './calendar-date';
import { formatTimestamp, type TimestampInput } from './timestamp-input';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Elapsed time (spec 2 §9): under a minute 'Just now', under an hour '5m ago', under a day
 * '3h ago', under a week '2d ago', else the date. Units are whole and rounded down, so 59 s is
 * still 'Just now'. A future timestamp (clock skew) reads 'Just now'.
 */
export function relativeTime(input: TimestampInput, now: Date | number): string {
  return formatTimestamp(input, (date) => {
    const elapsed = new Date(now).getTime() - date.getTime();
    if (elapsed < MINUTE_MS) return 'Just now';
    if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
    if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
    if (elapsed < 7 * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
    return calendarDate(date);
  });
}
