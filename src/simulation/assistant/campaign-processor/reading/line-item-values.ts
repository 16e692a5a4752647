import { platformMatches } from '../../shared/platform-catalog';
import type { PrintedLine } from './document-lines';
import type { ReadLineItem } from './insertion-order-reading';
import { type Figure, type FigureConventions, figuresIn, wordsOf } from './row-figures';
import type { ColumnKind } from './table-columns';

const NUMERIC_KINDS: readonly ColumnKind[] = ['cpm', 'impressions', 'budget'];
/** Rates above this are budgets, whatever their place in the row. */
const LARGEST_CPM = 500;

/**
 * A line item from a row printed without cell borders: dates, amounts and counts are told apart
 * by the table's column order when the counts agree, otherwise by their marks ("CPM $6.50",
 * "1,250,000 impressions") and sizes.
 */
export function itemFromFigures(
  line: PrintedLine,
  body: string,
  allFigures: readonly Figure[],
  kinds: readonly ColumnKind[],
  platformInName = false,
): ReadLineItem {
  // A row number ("1", "2.") is not a figure of the item.
  const figures = allFigures.filter(
    (figure) => !(figure.kind === 'count' && figure.index <= 1 && Number(figure.value) < 100),
  );
  const item: ReadLineItem = { source: sourceOf(line) };
  const dates = figures.filter((figure) => figure.kind === 'date');
  if (dates[0]) item.startDate = String(dates[0].value);
  if (dates[1]) item.endDate = String(dates[1].value);

  const numbers = figures.filter((figure) => figure.kind !== 'date');
  const columns = kinds.filter((kind) => NUMERIC_KINDS.includes(kind));
  if (columns.length > 0 && columns.length === numbers.length) {
    numbers.forEach((figure, index) => {
      assign(item, columns[index], Number(figure.value));
    });
  } else {
    byMarksAndSizes(item, numbers);
  }
  Object.assign(item, nameAndPlatform(wordsOf(body, allFigures), platformInName));
  return item;
}

/** A line item from a row with cells under headings (pipes, tabs, CSV). */
export function itemFromCells(
  line: PrintedLine,
  cellKinds: readonly ColumnKind[],
  conventions: FigureConventions,
): ReadLineItem | undefined {
  const item: ReadLineItem = { source: sourceOf(line) };
  const names: string[] = [];
  let figuresFound = false;
  line.cells.forEach((cell, index) => {
    const kind = cellKinds[index] ?? 'other';
    if (cell === '' || kind === 'index' || kind === 'other') return;
    const figures = figuresIn(cell, conventions);
    const number = figures.find((figure) => figure.kind !== 'date');
    const dates = figures.filter((figure) => figure.kind === 'date').map((figure) => String(figure.value));
    if (kind === 'name') names.push(cell);
    else if (kind === 'platform') {
      const platform = platformMatches(cell).at(-1)?.platform.id;
      if (platform) item.platform = platform;
      else names.push(cell);
    } else if (kind === 'start' && dates[0]) item.startDate = dates[0];
    else if (kind === 'end' && dates[0]) item.endDate = dates[0];
    else if (kind === 'dates') [item.startDate, item.endDate] = [dates[0], dates[1]];
    else if (number) {
      assign(item, kind, Number(number.value));
      figuresFound = true;
    }
  });
  if (!figuresFound) return undefined;
  const name = names.join(' - ').trim();
  if (name) item.name = name;
  item.platform ??= platformMatches(line.text).at(-1)?.platform.id;
  if (!item.startDate) delete item.startDate;
  if (!item.endDate) delete item.endDate;
  return item;
}

function byMarksAndSizes(item: ReadLineItem, numbers: readonly Figure[]): void {
  const rest: Figure[] = [];
  for (const figure of numbers) {
    if (figure.rate && item.cpm === undefined) item.cpm = Number(figure.value);
    else if (figure.impressions && item.impressions === undefined) item.impressions = Number(figure.value);
    else rest.push(figure);
  }
  const money = rest.filter((figure) => figure.kind === 'money').map((figure) => Number(figure.value));
  const counts = rest.filter((figure) => figure.kind === 'count').map((figure) => Number(figure.value));
  if (money.length >= 2 && item.cpm === undefined && Math.min(...money) <= LARGEST_CPM) {
    item.cpm = Math.min(...money);
    money.splice(money.indexOf(item.cpm), 1);
  }
  if (money.length > 0) item.budget = Math.max(...money);
  const large = counts.filter((count) => count >= 1000);
  if (item.impressions === undefined && large.length > 0) item.impressions = Math.max(...large);
}

function assign(item: ReadLineItem, kind: ColumnKind | undefined, value: number): void {
  if (kind === 'cpm') item.cpm = value;
  else if (kind === 'impressions') item.impressions = value;
  else if (kind === 'budget') item.budget = value;
}

/**
 * The row's words: the platform is the last platform name in them. The name is the rest, or,
 * when `platformInName` (a line item written as a label), the whole label as the document words it.
 */
function nameAndPlatform(words: string, platformInName: boolean): Pick<ReadLineItem, 'name' | 'platform'> {
  const cleaned = words.replace(/^\s*(?:#?\d{1,2}[.):]?\s+)/, '').trim();
  const matches = platformMatches(cleaned);
  const match = matches.at(-1);
  if (!match) return nameOnly(cleaned);
  if (platformInName) return { platform: match.platform.id, ...nameOnly(cleaned) };
  // Every platform word goes: "Meta (Facebook & Instagram) - Prospecting" is named "Prospecting".
  let rest = cleaned;
  for (const found of [...matches].reverse()) {
    rest = `${rest.slice(0, found.index)} | ${rest.slice(found.index + found.length)}`;
  }
  const name = rest
    .split('|')
    .map(tidy)
    .filter((part) => part !== '')
    .join(' - ');
  return { platform: match.platform.id, ...(name ? { name } : {}) };
}

function nameOnly(words: string): Pick<ReadLineItem, 'name'> {
  const name = tidy(words);
  return name ? { name } : {};
}

/** Separators left at the ends once figures and the platform are taken out. */
function tidy(text: string): string {
  return text
    .replace(/\(\s*[&,/+|-]*\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s|:;,.&/+)–—•-]+|[\s|:;,(.&/+–—•-]+$/g, '')
    .trim();
}

function sourceOf(line: PrintedLine) {
  return { page: line.page, line: line.line, text: line.text };
}
