import { isValid, toDate } from 'date-fns';

/** A timestamp as the backend or the UI may hold it: ISO text, ms since the epoch, or a Date. */
export type TimestampInput = string | number | Date | null | undefined;

/** Shown when there is no timestamp at all (spec 3 §8). */
export const MISSING_TIMESTAMP_TEXT = 'N/A';
/** Shown when a timestamp cannot be read as a date (spec 3 §8). */
export const INVALID_TIMESTAMP_TEXT = 'Invalid Date';

/**
 * Runs `render` on a readable timestamp, so every formatter shares one answer for the two
 * failures a user can see: nothing to show ('N/A') and something unreadable ('Invalid Date').
 */
export function formatTimestamp(input: TimestampInput, render: (date: Date) => string): string {
  if (input === null || input === undefined || input === '') return MISSING_TIMESTAMP_TEXT;
  const date = typeof input === 'string' ? new Date(input) : toDate(input);
  return isValid(date) ? render(date) : INVALID_TIMESTAMP_TEXT;
}
