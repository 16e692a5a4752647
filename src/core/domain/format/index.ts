export { briefcaseDate } from './briefcase-date';
export { calendarDate } from './calendar-date';
export { friendlyTimestamp } from './friendly-timestamp';
export { lastUpdated } from './last-updated';
export { relativeTime } from './relative-time';
export {
  formatTimestamp,
  INVALID_TIMESTAMP_TEXT,
  MISSING_TIMESTAMP_TEXT,
  type TimestampInput,
} from './timestamp-input';
export { truncate } from './truncate';
