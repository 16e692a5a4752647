/** Spec 2 §9: an assignment of creatives is expected to take 300 seconds. */
export const ASSIGN_CREATIVES_ESTIMATE_SECONDS = 300;

/** What shows once the estimate has run out and the assignment is still processing. */
export const ASSIGN_CREATIVES_OVERDUE_TEXT = 'Taking longer than expected';

/** Whole seconds left of the 300-second estimate, counted from the assignment's start; never negative. */
export function assignCreativesSecondsLeft(startedAt: number, now: number): number {
  const elapsedSeconds = Math.floor(Math.max(0, now - startedAt) / 1000);
  return Math.max(0, ASSIGN_CREATIVES_ESTIMATE_SECONDS - elapsedSeconds);
}

/**
 * "About 4:59 remaining" while the estimate lasts; past 300 s the assignment is late and the page
 * says so rather than showing 0:00 forever (docs/decisions.md).
 */
export function assignCreativesRemainingText(startedAt: number, now: number): string {
  const left = assignCreativesSecondsLeft(startedAt, now);
  if (left === 0) return ASSIGN_CREATIVES_OVERDUE_TEXT;
  const minutes = Math.floor(left / 60);
  const seconds = String(left % 60).padStart(2, '0');
  return `About ${minutes}:${seconds} remaining`;
}
