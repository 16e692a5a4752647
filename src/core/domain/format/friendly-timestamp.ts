import { isSameDay, isSameYear, subDays } from 'date-fns';
import { clockTime, monthAndDay } from './clock-time';
import { formatTimestamp, type TimestampInput } from './timestamp-input';

/**
 * The message list's timestamp (spec 1 §2): '2:05 PM' today, 'Yesterday at 2:05 PM',
 * 'Nov 3, 2:05 PM' earlier this year, 'Nov 3, 2024' for older years. Days are calendar days in
 * the viewer's time zone; a timestamp slightly in the future (clock skew) reads like any other.
 */
export function friendlyTimestamp(input: TimestampInput, now: Date | number): string {
  return formatTimestamp(input, (date) => {
    const time = clockTime(date);
    if (isSameDay(date, now)) return time;
    if (isSameDay(date, subDays(now, 1))) return `Yesterday at ${time}`;
    if (isSameYear(date, now)) return `${monthAndDay(date)}, ${time}`;
    return `${monthAndDay(date)}, ${date.getFullYear()}`;
  });
}
