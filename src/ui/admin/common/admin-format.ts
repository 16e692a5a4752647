import { calendarDate } from '../../../core/domain/format/calendar-date';
import { formatTimestamp } from '../../../core/domain/format/timestamp-input';

/** A date cell: 'N/A' when missing, 'Invalid Date' when unreadable (spec 3 §8). */
export function adminDate(value: string | null | undefined): string {
  return formatTimestamp(value, calendarDate);
}

/** Last Login: 'Never' for users who never signed in (spec 3 §2). */
export function lastLogin(value: string | null): string {
  return value ? adminDate(value) : 'Never';
}
