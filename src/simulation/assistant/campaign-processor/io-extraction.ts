import { findDates } from '../shared/calendar-dates';
import { type CampaignDraft, emptyDraft, type KpiDraft, type LineItemDraft } from '../shared/campaign-draft';
import { detectCurrency, parseAmount } from '../shared/money-amounts';
import { PLATFORMS } from '../shared/platform-catalog';
import { tableToLines } from './table-text';

/**
 * Reads an insertion order's text (as a PDF text extractor returns it: one line per printed row,
 * cells joined by spaces) into a draft. Tolerant to layouts: labels may be followed by a colon or
 * a dash, several labels may share a line, and line items are recognised by a platform name and
 * amounts on one row, whatever the column order.
 */
export function extractInsertionOrder(text: string): CampaignDraft {
  const lines = (tableToLines(text) ?? text)
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && !/^-- \d+ of \d+ --$/.test(line));
  const draft = emptyDraft();

  draft.ioNumber = labelled(lines, IO_NUMBER_LABELS, /^[A-Z0-9][A-Z0-9-/]{2,}/i);
  draft.advertiser = labelled(lines, ['advertiser', 'client', 'brand']) ?? advertiserInProse(text);
  draft.agency = labelled(lines, ['media agency', 'buying agency', 'agency']);
  draft.campaignName = labelled(lines, ['campaign name', 'campaign title', 'campaign', 'program']);
  readFlight(lines, draft);
  readBudget(lines, text, draft);
  draft.lineItems = lines.filter(isLineItemRow).map(readLineItem);
  draft.geo = splitList(labelled(lines, GEO_LABELS));
  draft.audience = labelled(lines, ['target audience', 'audience', 'demographics?', 'demo']);
  draft.kpis = readKpis(lines);
  draft.contact = readContact(lines, text);
  return draft;
}

const IO_NUMBER_LABELS = [
  'io (?:number|no\\.?|#|ref(?:erence)?)',
  'insertion order (?:number|no\\.?|#)',
  'order (?:number|no\\.?|#)',
  'po (?:number|no\\.?|#)',
];
const GEO_LABELS = ['geo[- ]?targeting', 'geography', 'geo', 'markets?', 'locations?', 'dmas?', 'regions?'];
const FLIGHT_LABELS = [
  'flight dates?',
  'flight',
  'campaign dates',
  'campaign period',
  'run dates',
  'schedule',
];
const TOTAL_LABELS = [
  'total budget',
  'total investment',
  'total net cost',
  'total net',
  'net total',
  'grand total',
  'total cost',
  'total gross',
  'gross budget',
  'campaign budget',
  'budget',
  'total',
];
/** Labels that may follow a value on the same printed line, besides the ones read above. */
const OTHER_LABELS = [
  'date issued',
  'issue date',
  'date',
  'prepared for',
  'terms',
  'payment terms',
  'billing',
  'notes',
  'publisher',
  'objective',
];
const ALL_LABELS = [
  ...IO_NUMBER_LABELS,
  ...GEO_LABELS,
  ...FLIGHT_LABELS,
  ...TOTAL_LABELS,
  'advertiser',
  'client',
  'brand',
  'media agency',
  'buying agency',
  'agency',
  'campaign name',
  'campaign title',
  'campaign',
  'program',
  'flight start(?: date)?',
  'flight end(?: date)?',
  'start date',
  'end date',
  'target audience',
  'audience',
  'demographics?',
  'primary kpis?',
  'kpis?',
  'goals?',
  'agency contact',
  'client contact',
  'contact',
  ...OTHER_LABELS,
];
/** Where a value ends: the next known "Label:", or a single capitalised word and a colon. */
const NEXT_LABEL = new RegExp(`\\s+(?=(?:${ALL_LABELS.join('|')})\\s*:|[A-Z][a-z]+:\\s)`, 'i');

/**
 * The value after the first of `labels` found at the start of a line or after another value.
 * `shape` keeps only values that look right (an IO number, not a sentence).
 */
function labelled(lines: readonly string[], labels: readonly string[], shape?: RegExp): string | undefined {
  for (const label of labels) {
    const regex = new RegExp(`(?:^|\\s)${label}\\s*(?::|-|–|#)\\s*(.+)$`, 'i');
    for (const line of lines) {
      const match = regex.exec(line);
      const rest = match?.[1];
      if (!rest) continue;
      const value = rest.split(NEXT_LABEL)[0]?.trim().replace(/[;,]$/, '');
      if (value && (!shape || shape.test(value))) return shape ? shape.exec(value)?.[0] : value;
    }
  }
  return undefined;
}

function readFlight(lines: readonly string[], draft: CampaignDraft): void {
  const flight = labelled(lines, FLIGHT_LABELS);
  const dates = flight ? findDates(flight) : [];
  if (dates.length >= 2) {
    draft.flightStart = dates[0]?.iso;
    draft.flightEnd = dates[1]?.iso;
    return;
  }
  const start = labelled(lines, [
    'flight start(?: date)?',
    'campaign start(?: date)?',
    'start date',
    'starts?',
  ]);
  const end = labelled(lines, ['flight end(?: date)?', 'campaign end(?: date)?', 'end date', 'ends?']);
  draft.flightStart = start ? findDates(start)[0]?.iso : dates[0]?.iso;
  draft.flightEnd = end ? findDates(end)[0]?.iso : undefined;
}

function readBudget(lines: readonly string[], text: string, draft: CampaignDraft): void {
  for (const label of TOTAL_LABELS) {
    const regex = new RegExp(
      `(?:^|\\s)${label}\\b[^\\d$€£]{0,20}([$€£]?\\s?(?:USD|EUR|GBP|CAD)?\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?(?:k|m)?\\b)(.*)$`,
      'i',
    );
    for (const line of lines) {
      if (isLineItemRow(line)) continue;
      const match = regex.exec(line);
      if (!match?.[1]) continue;
      // A total row of a table repeats impressions before the amount: take the last amount.
      const amounts = moneyIn(`${match[1]}${match[2] ?? ''}`);
      const amount = amounts.length > 0 ? Math.max(...amounts) : parseAmount(match[1]);
      if (amount !== undefined && amount > 0) {
        draft.totalBudget = amount;
        draft.currency = detectCurrency(line) ?? detectCurrency(text) ?? 'USD';
        return;
      }
    }
  }
  draft.currency = detectCurrency(text);
}

const MONEY = /(?:[$€£]\s?|\b(?:USD|EUR|GBP|CAD)\s)(\d[\d,]*(?:\.\d+)?)(?:\s?(k|m|mm)\b)?/gi;
const BARE_NUMBER = /\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b|\b\d{4,}(?:\.\d+)?\b/g;

function moneyIn(text: string): number[] {
  return [...text.matchAll(MONEY)].map((match) => {
    const amount = Number((match[1] ?? '').replace(/,/g, ''));
    const suffix = (match[2] ?? '').toLowerCase();
    return suffix === 'k' ? amount * 1_000 : suffix ? amount * 1_000_000 : amount;
  });
}

function isLineItemRow(line: string): boolean {
  if (/^(total|grand total|subtotal|net total)\b/i.test(line)) return false;
  if (/^[A-Za-z ]{2,30}:/.test(line)) return false;
  const hasPlatform = PLATFORMS.some((platform) =>
    platform.aliases.some((alias) => alias.test(line.toLowerCase())),
  );
  return hasPlatform && moneyIn(line).length > 0;
}

function readLineItem(line: string): LineItemDraft {
  const dates = findDates(line);
  const money = moneyIn(line);
  const withoutDatesAndMoney = stripMatches(stripDates(line, dates.length), MONEY);
  const counts = [...withoutDatesAndMoney.matchAll(BARE_NUMBER)].map((match) =>
    Number(match[0].replace(/,/g, '')),
  );
  const impressions = counts.length > 0 ? Math.max(...counts) : undefined;
  const { name, platform } = nameAndPlatform(line);

  const item: LineItemDraft = { name, platform };
  if (money.length >= 2) {
    item.cpm = Math.min(...money);
    item.budget = Math.max(...money);
  } else if (money.length === 1) {
    const [only] = money;
    if (only !== undefined && only <= 200 && impressions !== undefined) item.cpm = only;
    else item.budget = only;
  }
  if (impressions !== undefined) item.impressions = impressions;
  if (dates[0]) item.startDate = dates[0].iso;
  if (dates[1]) item.endDate = dates[1].iso;
  return item;
}

/** The row's leading text is its name; the platform is the last platform word before the numbers. */
function nameAndPlatform(line: string): { name?: string; platform?: string } {
  const firstFigure = line.search(
    /[$€£]|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2}|\b\d{1,3}(?:,\d{3})+\b|\b\d+\.\d{2}\b/,
  );
  const prefix = (firstFigure < 0 ? line : line.slice(0, firstFigure)).replace(/^\s*\d{1,2}[.)]?\s+/, '');
  const inPrefix = lastPlatformIn(prefix);
  if (inPrefix) {
    // "The Trade Desk": the alias starts after "The", which belongs to the platform, not the name.
    const name = prefix
      .slice(0, inPrefix.index)
      .replace(/\s+the\s*$/i, '')
      .replace(/[\s|–-]+$/, '')
      .trim();
    return { name: name || prefix.trim(), platform: inPrefix.id };
  }
  return { name: prefix.replace(/[\s|–-]+$/, '').trim() || undefined, platform: lastPlatformIn(line)?.id };
}

function lastPlatformIn(text: string): { id: string; index: number } | undefined {
  const lower = text.toLowerCase();
  let found: { id: string; index: number } | undefined;
  for (const platform of PLATFORMS) {
    for (const alias of platform.aliases) {
      for (const match of lower.matchAll(new RegExp(alias.source, 'g'))) {
        const index = match.index ?? 0;
        if (!found || index > found.index) found = { id: platform.id, index };
      }
    }
  }
  return found;
}

function stripDates(line: string, count: number): string {
  if (count === 0) return line;
  return line
    .replace(/\b\d{4}-\d{1,2}-\d{1,2}\b/g, ' ')
    .replace(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g, ' ')
    .replace(/\b[A-Za-z]{3,9}\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}\b/g, ' ')
    .replace(/\b\d{1,2} [A-Za-z]{3,9}\.?,? \d{4}\b/g, ' ');
}

function stripMatches(text: string, regex: RegExp): string {
  return text.replace(new RegExp(regex.source, regex.flags), ' ');
}

function readKpis(lines: readonly string[]): KpiDraft[] {
  const value = labelled(lines, ['primary kpis?', 'kpis?', 'goals?', 'success metrics?']);
  if (!value) return [];
  return splitList(value).map((part) => {
    const match =
      /^(.*?)\s*(?:[:=]|\bof\b|\bat\b)?\s*([<>≤≥]?\s*[$€£]?\d[\d,.]*\s*(?:%|k|m)?(?:\s[A-Za-z ]+)?)$/.exec(
        part,
      );
    return match?.[1] && match[2]
      ? { kpi: match[1].trim(), target: match[2].trim() }
      : { kpi: part, target: '-' };
  });
}

function readContact(lines: readonly string[], text: string): CampaignDraft['contact'] {
  const line = labelled(lines, [
    'agency contact',
    'client contact',
    'contact',
    'account manager',
    'prepared by',
  ]);
  const email = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(line ?? text)?.[0];
  const phone = /\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}/.exec(line ?? text)?.[0];
  const name = line
    ?.split(/[,|/]| - /)[0]
    ?.replace(/[\w.+-]+@[\w.-]+/, '')
    .trim();
  return { name: name || undefined, email, phone };
}

function splitList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/;|,(?![^()]*\))|\s\|\s|\s•\s/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** "New IO for Acme Foods, budget $50k": a message names the advertiser after "for". */
function advertiserInProse(text: string): string | undefined {
  const match = /\bfor\s+((?:[A-Z][\w'.-]*)(?:\s+(?:&\s+)?[A-Z][\w'.-]*){0,3})/.exec(text);
  return match?.[1]?.replace(/[.,]$/, '');
}
