import { addDays, isoDate } from './calendar-dates';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const COUNTS: Readonly<Record<string, number>> = { a: 1, one: 1, two: 2, three: 3, four: 4, six: 6 };

/**
 * A date said the way people say it ("next Friday", "end of month", "end of next month",
 * "tomorrow", "in two weeks"), dated against `today` (the scenario's or the server's clock), as
 * ISO; undefined when the text says no such date.
 */
export function naturalDate(text: string, today: Date): string | undefined {
  const lower = text.toLowerCase().trim();
  const base = isoDate(today);
  if (/^tomorrow$/.test(lower)) return addDays(base, 1);
  if (/^today$/.test(lower)) return base;
  const weekday =
    /^(?:next|this coming|coming)\s+(sunday|monday|tuesday|wednesday|thursday|friday|saturday)$/.exec(lower);
  if (weekday?.[1]) {
    const ahead = (WEEKDAYS.indexOf(weekday[1]) - today.getUTCDay() + 7) % 7 || 7;
    return addDays(base, ahead);
  }
  const monthEnd = /^(?:the\s+)?end of (?:the\s+|this\s+)?(next\s+)?month$/.exec(lower);
  if (monthEnd) return lastDayOfMonth(today, monthEnd[1] ? 1 : 0);
  const inSome = /^in\s+(\d+|a|one|two|three|four|six)\s+(days?|weeks?)$/.exec(lower);
  if (inSome?.[1] && inSome[2]) {
    const count = COUNTS[inSome[1]] ?? Number(inSome[1]);
    return addDays(base, inSome[2].startsWith('week') ? count * 7 : count);
  }
  return undefined;
}

function lastDayOfMonth(today: Date, monthsAhead: number): string {
  return isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + monthsAhead + 1, 0)));
}
