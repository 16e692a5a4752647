/** Calendar dates as ISO `YYYY-MM-DD` strings: what the results hold and the viewer shows. */

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_WORD =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

/** "Mar 1 – Mar 31, 2027" and "March 1 - 31, 2027": two dates sharing the year written once. */
const RANGE_SHARING_YEAR = new RegExp(
  `\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*(?:-|–|to|through|thru)\\s*(?:${MONTH_WORD}\\s+)?(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`,
  'gi',
);

type DatePattern = { regex: RegExp; toIso: (m: RegExpExecArray) => string | undefined };

/** The date patterns insertion orders use, most specific first (slashed dates month first). */
const DATE_PATTERNS: readonly DatePattern[] = [
  { regex: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, toIso: (m) => iso(m[1], m[2], m[3]) },
  {
    regex: new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi'),
    toIso: (m) => iso(m[3], monthNumber(m[1]), m[2]),
  },
  {
    regex: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_WORD},?\\s+(\\d{4})\\b`, 'gi'),
    toIso: (m) => iso(m[3], monthNumber(m[2]), m[1]),
  },
  // 01.03.2027 is day first wherever it is written.
  { regex: /\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/g, toIso: (m) => iso(m[3], m[2], m[1]) },
  { regex: /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g, toIso: (m) => slashed(m, false) },
];
/** The same patterns for a European document: 03/01/2027 is the 3rd of January. */
const DAY_FIRST_PATTERNS: readonly DatePattern[] = [
  ...DATE_PATTERNS.slice(0, -1),
  { regex: /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g, toIso: (m) => slashed(m, true) },
];

/** A slashed date in the document's order, or the other order when only that one is a date (13/01/2027). */
function slashed(m: RegExpExecArray, dayFirst: boolean): string | undefined {
  const year = fullYear(m[3]);
  const [first, second] = dayFirst ? [m[2], m[1]] : [m[1], m[2]];
  return iso(year, first, second) ?? iso(year, second, first);
}

export interface FoundDate {
  iso: string;
  index: number;
  /** How long the written date is, so a caller can cut it out of the text. */
  length: number;
}

/** Every date written in a text, in reading order. US order (M/D/Y) for slashed dates unless `dayFirst`. */
export function findDates(text: string, dayFirst = false): FoundDate[] {
  const found: FoundDate[] = [];
  const taken: [number, number][] = [];
  for (const range of text.matchAll(RANGE_SHARING_YEAR)) {
    const start = range.index ?? 0;
    const startIso = iso(range[5], monthNumber(range[1]), range[2]);
    const endIso = iso(range[5], monthNumber(range[3] ?? range[1]), range[4]);
    if (!startIso || !endIso) continue;
    const dash = start + (range[0].search(/\s*(?:-|–|to\b|through\b|thru\b)/i) ?? 0);
    taken.push([start, start + range[0].length]);
    found.push({ iso: startIso, index: start, length: dash - start });
    const endAt = start + range[0].search(/(?:-|–|to\b|through\b|thru\b)/i) + 1;
    found.push({ iso: endIso, index: endAt, length: start + range[0].length - endAt });
  }
  for (const { regex, toIso } of dayFirst ? DAY_FIRST_PATTERNS : DATE_PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      const value = toIso(match as RegExpExecArray);
      if (!value) continue;
      taken.push([start, end]);
      found.push({ iso: value, index: start, length: end - start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** One date written in any of the supported ways, as ISO. */
export function parseDate(text: string): string | undefined {
  return findDates(text)[0]?.iso;
}

const MONTH_AND_DAY = new RegExp(
  `\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b|\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_WORD}`,
  'i',
);

/**
 * A date as a person types a change ("June 30", "the 30th of June"): without a year it takes the
 * year of the date it replaces, so "change the end date to June 30" stays in the flight's year.
 */
export function parseDateReplacing(text: string, replaced: string): string | undefined {
  const written = parseDate(text);
  if (written) return written;
  const match = MONTH_AND_DAY.exec(text);
  if (!match) return undefined;
  const [month, day] = match[1] ? [match[1], match[2]] : [match[4], match[3]];
  return iso(replaced.slice(0, 4), monthNumber(month), day);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(isoValue: string, days: number): string {
  const date = new Date(`${isoValue}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "Mar 1, 2027": how dates read in sentences. */
export function readableDate(isoValue: string): string {
  const date = new Date(`${isoValue}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoValue;
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function monthNumber(word: string | undefined): string | undefined {
  if (!word) return undefined;
  const index = MONTHS.findIndex((month) =>
    month.startsWith(word.toLowerCase().replace('.', '').slice(0, 3)),
  );
  return index < 0 ? undefined : String(index + 1);
}

function fullYear(year: string | undefined): string | undefined {
  if (!year) return undefined;
  return year.length === 2 ? `20${year}` : year;
}

function iso(year?: string, month?: string, day?: string): string | undefined {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (!y || m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return undefined;
  return isoDate(date);
}
