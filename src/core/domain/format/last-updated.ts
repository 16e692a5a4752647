import { differenceInCalendarDays } from 'date-fns';
import { calendarDate } from './calendar-date';
import { formatTimestamp, type TimestampInput } from './timestamp-input';

/** Up to this many calendar days back, the text counts days instead of naming a date. */
const COUNTED_DAYS = 7;

/**
 * 'Last updated' (spec 2 §9, spec 3 §9): 'Today', 'Yesterday', '{n} days ago' up to 7 days, then
 * the date. Days are calendar days, so 23:59 yesterday is 'Yesterday' even a minute later.
 * A future timestamp (clock skew) reads 'Today'.
 */
export function lastUpdated(input: TimestampInput, now: Date | number): string {
  return formatTimestamp(input, (date) => {
    const days = differenceInCalendarDays(now, date);
    if (days <= 0) return 'Today';
    if (days === 1) return 'Yesterday';
    if (days <= COUNTED_DAYS) return `${days} days ago`;
    return calendarDate(date);
  });
}
