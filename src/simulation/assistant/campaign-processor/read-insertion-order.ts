import { findDates } from '../shared/calendar-dates';
import { platformMatches } from '../shared/platform-catalog';
import { documentLines, type PrintedLine } from './reading/document-lines';
import { FIELD_LABELS, type LabelledValue, labelledValues, valueUnder } from './reading/header-labels';
import type {
  InsertionOrderReading,
  KpiReading,
  ReadValue,
  SourceLine,
} from './reading/insertion-order-reading';
import { readLineItems } from './reading/line-item-rows';
import { type FigureConventions, figuresIn } from './reading/row-figures';

export type {
  InsertionOrderReading,
  KpiReading,
  ReadLineItem,
  ReadValue,
  SourceLine,
} from './reading/insertion-order-reading';
export { describeSource } from './reading/insertion-order-reading';

/**
 * Reads an insertion order or media plan: its text as a PDF text extractor gives it (one line
 * per printed row, pages ending "-- n of m --"), a CSV/TSV export, or a typed message. Every
 * value carries the page and line it was read from; what the document does not state is absent.
 * Deterministic: the same text always gives the same reading.
 */
export function readInsertionOrder(text: string): InsertionOrderReading {
  const lines = documentLines(text);
  const conventions = conventionsOf(text);
  const pairs = labelledValues(lines);
  const under = (labels: readonly string[], accept?: (value: string) => boolean) =>
    valueUnder(pairs, labels, accept);
  const defaultPlatform = singlePlatform(under(FIELD_LABELS.platform));
  const contact = under(FIELD_LABELS.contact);

  return {
    ...optional('ioNumber', ioNumberOf(under(FIELD_LABELS.ioNumber, (value) => IO_NUMBER.test(value)))),
    ...optional('advertiser', text_(under(FIELD_LABELS.advertiser))),
    ...optional('agency', text_(under(FIELD_LABELS.agency))),
    ...optional('campaignName', text_(under(FIELD_LABELS.campaignName))),
    ...flightOf(under, conventions),
    ...optional('totalBudget', totalOf(under, lines, conventions)),
    ...optional('currency', currencyOf(under(FIELD_LABELS.currency), lines)),
    lineItems: readLineItems(lines, conventions, defaultPlatform),
    ...optional('geo', listOf(under(FIELD_LABELS.geo))),
    ...optional('audience', text_(under(FIELD_LABELS.audience))),
    ...optional('kpis', kpisOf(under(FIELD_LABELS.kpis))),
    ...optional('contactName', contactNameOf(contact)),
    ...optional('contactEmail', patternIn(EMAIL, under(FIELD_LABELS.email) ?? contact, lines)),
    ...optional('contactPhone', patternIn(PHONE, under(FIELD_LABELS.phone) ?? contact, lines)),
    dayFirst: conventions.dayFirst,
    lines: lines.map(({ page, line, text: printed }) => ({ page, line, text: printed })),
  };
}

const IO_NUMBER = /^#?\s*([A-Z0-9][A-Z0-9-/_.]{2,})/i;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+\d{1,3}[ .-]?)?\(?\d{2,4}\)?[ .-]?\d{3,4}[ .-]\d{3,4}/;

/** European documents: a dotted date, a day above 12 written first, or euros. */
function conventionsOf(text: string): FigureConventions {
  const dotted = /\b\d{1,2}\.\d{1,2}\.\d{4}\b/.test(text);
  const dayAbove12First = /\b(?:1[3-9]|2\d|3[01])\/\d{1,2}\/\d{2,4}\b/.test(text);
  const euros = /€|\bEUR\b/.test(text);
  const after = (text.match(/\d\s?(?:€|EUR\b)/g) ?? []).length;
  const before = (text.match(/(?:€|\bEUR)\s?\d/g) ?? []).length;
  return { dayFirst: dotted || dayAbove12First || euros, currencyAfter: after > before };
}

function optional<K extends string, T>(key: K, value: T | undefined): Partial<Record<K, T>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, T>);
}

function read<T>(value: T, pair: LabelledValue): ReadValue<T> {
  return { value, source: pair.source };
}

function text_(pair: LabelledValue | undefined): ReadValue<string> | undefined {
  const value = pair?.value.trim();
  return pair && value ? read(value, pair) : undefined;
}

function ioNumberOf(pair: LabelledValue | undefined): ReadValue<string> | undefined {
  const value = pair ? IO_NUMBER.exec(pair.value)?.[1] : undefined;
  return pair && value && /\d/.test(value) ? read(value, pair) : undefined;
}

type Under = (labels: readonly string[], accept?: (value: string) => boolean) => LabelledValue | undefined;

function flightOf(
  under: Under,
  conventions: FigureConventions,
): Pick<InsertionOrderReading, 'flightStart' | 'flightEnd'> {
  const datesOf = (pair: LabelledValue | undefined) =>
    pair ? findDates(pair.value, conventions.dayFirst).map((date) => date.iso) : [];
  const flight = under(FIELD_LABELS.flight, (value) => datesOf({ value } as LabelledValue).length >= 2);
  if (flight) {
    const [start, end] = datesOf(flight);
    return { flightStart: read(start ?? '', flight), flightEnd: read(end ?? '', flight) };
  }
  const hasDate = (value: string) => findDates(value, conventions.dayFirst).length > 0;
  const start = under(FIELD_LABELS.start, hasDate);
  const end = under(FIELD_LABELS.end, hasDate);
  return {
    ...optional('flightStart', start ? read(datesOf(start)[0] ?? '', start) : undefined),
    ...optional('flightEnd', end ? read(datesOf(end)[0] ?? '', end) : undefined),
  };
}

/** The stated total: a labelled total, else the total row of the line-item table. */
function totalOf(
  under: Under,
  lines: readonly PrintedLine[],
  conventions: FigureConventions,
): ReadValue<number> | undefined {
  const amountIn = (text: string, last: boolean) => {
    const figures = figuresIn(text, conventions).filter((figure) => figure.kind !== 'date');
    const money = figures.filter((figure) => figure.kind === 'money');
    const pick = money.length > 0 ? money : figures;
    return Number((last ? pick.at(-1) : pick[0])?.value ?? Number.NaN);
  };
  const labelled = under(FIELD_LABELS.total, (value) => amountIn(value, false) > 0);
  if (labelled) return read(amountIn(labelled.value, false), labelled);
  const row = lines.find(
    (line) => /^(?:grand total|total)\b/i.test(line.text) && amountIn(line.text, true) > 0,
  );
  if (row) return { value: amountIn(row.text, true), source: sourceOf(row) };
  // A typed request: "New IO for Acme Foods, total budget $50,000".
  for (const line of lines) {
    const after = BUDGET_IN_PROSE.exec(line.text)?.[1];
    if (after && amountIn(after, false) > 0) return { value: amountIn(after, false), source: sourceOf(line) };
  }
  return undefined;
}

const BUDGET_IN_PROSE =
  /\b(?:total budget|total investment|budget)\b[^\d$€£]{0,20}([$€£]?\s?(?:USD|EUR|GBP)?\s?\d\S*)/i;

const CURRENCY_CODE = /\b(USD|EUR|GBP|CAD|AUD)\b/;
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { $: 'USD', '€': 'EUR', '£': 'GBP' };

/** A "Currency:" label, else the first code or symbol the document prints next to an amount. */
function currencyOf(
  pair: LabelledValue | undefined,
  lines: readonly PrintedLine[],
): ReadValue<string> | undefined {
  const code = pair ? CURRENCY_CODE.exec(pair.value.toUpperCase())?.[1] : undefined;
  if (pair && code) return read(code, pair);
  for (const line of lines) {
    const found =
      CURRENCY_CODE.exec(line.text)?.[1] ??
      CURRENCY_SYMBOLS[/[$€£](?=\s?\d)|(?<=\d\s?)[€£$]/.exec(line.text)?.[0] ?? ''];
    if (found) return { value: found, source: sourceOf(line) };
  }
  return undefined;
}

function singlePlatform(pair: LabelledValue | undefined): string | undefined {
  const ids = new Set(pair ? platformMatches(pair.value).map((match) => match.platform.id) : []);
  return ids.size === 1 ? [...ids][0] : undefined;
}

function listOf(pair: LabelledValue | undefined): ReadValue<string[]> | undefined {
  const items = pair ? splitList(pair.value) : [];
  return pair && items.length > 0 ? read(items, pair) : undefined;
}

function splitList(value: string): string[] {
  return value
    .split(/;|,(?![^()]*\))|\s\|\s|\s•\s|\s\/\s/)
    .map((part) => part.trim().replace(/\.$/, ''))
    .filter((part) => part !== '');
}

function kpisOf(pair: LabelledValue | undefined): ReadValue<KpiReading[]> | undefined {
  if (!pair) return undefined;
  const kpis = splitList(pair.value).map((part) => {
    const match =
      /^(.*?)\s*(?:[:=]|\bof\b|\bat\b)?\s*([<>≤≥]?\s*[$€£]?\d[\d,.]*\s*(?:%|k|m)?(?:\s[A-Za-z ]+)?)$/.exec(
        part,
      ) ?? /^([<>≤≥]?\s*[$€£]?\d[\d,.]*\s*%?)\s+(.+)$/.exec(part)?.slice(0, 3).reverse();
    return match?.[1] && match[2]
      ? { kpi: match[1].trim(), target: match[2].trim() }
      : { kpi: part, target: '' };
  });
  return kpis.length > 0 ? read(kpis, pair) : undefined;
}

function contactNameOf(pair: LabelledValue | undefined): ReadValue<string> | undefined {
  const name = pair?.value
    .split(/[,|/;]| - | – /)[0]
    ?.replace(EMAIL, '')
    .replace(PHONE, '')
    .trim();
  return pair && name && /[A-Za-z]/.test(name) ? read(name, pair) : undefined;
}

function patternIn(
  pattern: RegExp,
  pair: LabelledValue | undefined,
  lines: readonly PrintedLine[],
): ReadValue<string> | undefined {
  const inPair = pair ? pattern.exec(pair.value)?.[0] : undefined;
  if (pair && inPair) return read(inPair.trim(), pair);
  for (const line of lines) {
    const found = pattern.exec(line.text)?.[0];
    if (found && !figuresIn(found, { dayFirst: false, currencyAfter: false }).some((f) => f.kind === 'date'))
      return { value: found.trim(), source: sourceOf(line) };
  }
  return undefined;
}

function sourceOf(line: PrintedLine): SourceLine {
  return { page: line.page, line: line.line, text: line.text };
}
