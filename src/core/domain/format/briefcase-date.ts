import { isSameDay, lightFormat, subDays } from 'date-fns';
import { clockTime } from './clock-time';
import { formatTimestamp, type TimestampInput } from './timestamp-input';

/** A briefcase file's date (spec 1 §2): 'Today, 2:05 PM', 'Yesterday, 2:05 PM', else '11/3/24, 2:05 PM'. */
export function briefcaseDate(input: TimestampInput, now: Date | number): string {
  return formatTimestamp(input, (date) => {
    const time = clockTime(date);
    if (isSameDay(date, now)) return `Today, ${time}`;
    if (isSameDay(date, subDays(now, 1))) return `Yesterday, ${time}`;
    return `${lightFormat(date, 'M/d/yy')}, ${time}`;
  });
}
