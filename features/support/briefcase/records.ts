/** What a scenario noted just before a rename, to tell afterwards whether anything changed. */
export interface RenameRecord {
  /** What had been saved before (the question whatWasSavedSoFar). */
  storedBefore: string;
  nameBefore: string;
}

/**
 * How a file sent `days` ago at this time of day is dated: 'M/D/YY, h:mm AM' (spec 1 §2),
 * written out here independently of the product's formatter.
 */
export function dateOnDayAgo(now: number, days: number): string {
  const date = new Date(now - days * 24 * 60 * 60 * 1000);
  const hours = date.getHours() % 12 || 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const meridiem = date.getHours() < 12 ? 'AM' : 'PM';
  const year = String(date.getFullYear() % 100).padStart(2, '0');
  return `${date.getMonth() + 1}/${date.getDate()}/${year}, ${hours}:${minutes} ${meridiem}`;
}
