import { findDates } from '../../shared/calendar-dates';
import { parseDocumentNumber } from '../../shared/money-amounts';

/** A figure written in a row: an amount of money, a plain count, or a date. */
export interface Figure {
  kind: 'money' | 'count' | 'date';
  value: number | string;
  index: number;
  length: number;
  /** The figure is marked as a rate: "CPM $6.50", "$6.50 CPM", "@ $12". */
  rate?: boolean;
  /** The figure is marked as impressions: "1,250,000 impressions". */
  impressions?: boolean;
}

const NUM = String.raw`\d(?:[\d.,]*\d)?`;
const CODE = String.raw`\b(?:USD|EUR|GBP|CAD|AUD)\b`;
const SYMBOL = '[$€£]';
/** "$48,500.00", "USD 120,000", "$50k", "$180,000.00 USD". */
const MONEY_SYMBOL_FIRST = new RegExp(
  `(?:${SYMBOL}\\s?|${CODE}\\s?)(${NUM})(?:\\s?(k|m|mm)\\b)?(?:\\s?${CODE})?`,
  'gi',
);
/** "75.000,00 €", "12.500 EUR": European documents write the currency after the amount. */
const MONEY_SYMBOL_AFTER = new RegExp(`(${NUM})()\\s?(?:${SYMBOL}|${CODE})`, 'gi');

/** How a document writes figures: European documents put the day and the currency second. */
export interface FigureConventions {
  dayFirst: boolean;
  currencyAfter: boolean;
}
const COUNT = new RegExp(`(?<![\\w.,])(${NUM})(?:\\s?(k|m|mm)\\b)?(?![\\w%.,])`, 'gi');
const PERCENT = new RegExp(`${NUM}\\s?%`, 'g');
const RATE_BEFORE = /(?:\bcpm|\becpm|\brate|@)\s*:?\s*$/i;
const RATE_AFTER = /^\s*(?:cpm|ecpm|per thousand|\/\s*m\b)/i;
const IMPRESSIONS_AFTER = /^\s*(?:impressions|imps?\b|impr\.?)/i;

/** Every figure of a row in reading order: dates first claim their text, then money, then counts. */
export function figuresIn(text: string, conventions: FigureConventions): Figure[] {
  const figures: Figure[] = [];
  const taken: [number, number][] = [];
  const free = (start: number, length: number) => !taken.some(([s, e]) => start < e && start + length > s);
  const claim = (figure: Figure) => {
    taken.push([figure.index, figure.index + figure.length]);
    figures.push(figure);
  };
  for (const date of findDates(text, conventions.dayFirst)) {
    claim({ kind: 'date', value: date.iso, index: date.index, length: date.length });
  }
  for (const match of text.matchAll(PERCENT))
    taken.push([match.index ?? 0, (match.index ?? 0) + match[0].length]);
  const moneyForms = conventions.currencyAfter
    ? [MONEY_SYMBOL_AFTER, MONEY_SYMBOL_FIRST]
    : [MONEY_SYMBOL_FIRST, MONEY_SYMBOL_AFTER];
  for (const match of moneyForms.flatMap((form) => [...text.matchAll(form)])) {
    const index = match.index ?? 0;
    const amount = scaled(match[1], match[2]);
    if (amount === undefined || !free(index, match[0].length)) continue;
    claim({
      kind: 'money',
      value: amount,
      index,
      length: match[0].length,
      ...marks(text, index, match[0].length),
    });
  }
  for (const match of text.matchAll(COUNT)) {
    const index = match.index ?? 0;
    const amount = scaled(match[1], match[2]);
    if (amount === undefined || !free(index, match[0].length)) continue;
    claim({
      kind: 'count',
      value: amount,
      index,
      length: match[0].length,
      ...marks(text, index, match[0].length),
    });
  }
  return figures.sort((a, b) => a.index - b.index);
}

/** The row's text without its figures and rate words: what is left names the item and platform. */
export function wordsOf(text: string, figures: readonly Figure[]): string {
  let words = text;
  for (const figure of [...figures].sort((a, b) => b.index - a.index)) {
    words = `${words.slice(0, figure.index)} ${words.slice(figure.index + figure.length)}`;
  }
  return words
    .replace(PERCENT, ' ')
    .replace(/\b(?:cpm|ecpm|impressions|imps|impr\.?|at|@|x)\b|@/gi, ' ')
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function scaled(written: string | undefined, suffix: string | undefined): number | undefined {
  const value = written ? parseDocumentNumber(written) : undefined;
  if (value === undefined) return undefined;
  const unit = (suffix ?? '').toLowerCase();
  if (unit === 'k') return value * 1_000;
  if (unit === 'm' || unit === 'mm') return value * 1_000_000;
  return value;
}

function marks(text: string, index: number, length: number): Pick<Figure, 'rate' | 'impressions'> {
  const before = text.slice(Math.max(0, index - 8), index);
  const after = text.slice(index + length, index + length + 16);
  return {
    ...(RATE_BEFORE.test(before) || RATE_AFTER.test(after) ? { rate: true } : {}),
    ...(IMPRESSIONS_AFTER.test(after) ? { impressions: true } : {}),
  };
}
