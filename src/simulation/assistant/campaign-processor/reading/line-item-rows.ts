import { platformMatches } from '../../shared/platform-catalog';
import type { PrintedLine } from './document-lines';
import { isKnownLabel } from './header-labels';
import type { ReadLineItem } from './insertion-order-reading';
import { itemFromCells, itemFromFigures } from './line-item-values';
import { type Figure, type FigureConventions, figuresIn } from './row-figures';
import { type ColumnKind, headingKinds, isHeadingRow, kindOfHeading } from './table-columns';

interface Table {
  kinds: ColumnKind[];
  /** Set when the heading row had cells (pipes, tabs, CSV): rows are then read cell by cell. */
  cellKinds?: ColumnKind[];
}

const TOTAL_ROW = /^(?:sub-?total|grand total|total|net total|gross total)\b/i;
const NUMBERED_ITEM = /^(?:line item|line|placement|tactic|item|li)\s*#?\s*\d+\s*[:.)–-]\s*(.+)$/i;
const BULLET = /^(?:[•▪●*–-]|\d{1,2}[.)])\s+(.+)$/;

/**
 * The line items of a document: rows of line-item tables (with or without cell borders, over
 * several pages), "Line Item 1: …" lines and bulleted items. `defaultPlatform` is the platform the
 * document names for all of them ("Platform: DV360"), used for items that name none.
 */
export function readLineItems(
  lines: readonly PrintedLine[],
  conventions: FigureConventions,
  defaultPlatform: string | undefined,
): ReadLineItem[] {
  const items: ReadLineItem[] = [];
  let table: Table | undefined;
  for (const line of lines) {
    const kinds = headingKinds(line.text);
    if (isHeadingRow(line.text, kinds)) {
      table = { kinds, ...(line.cells.length > 1 ? { cellKinds: line.cells.map(kindOfHeading) } : {}) };
      continue;
    }
    const item = table
      ? tableRow(line, table, conventions)
      : looseItem(line, conventions, defaultPlatform !== undefined);
    if (table && !item)
      table = TOTAL_ROW.test(line.text) || isKnownLabel(labelOf(line.text)) ? undefined : table;
    if (!item) continue;
    if (!item.platform && defaultPlatform) item.platform = defaultPlatform;
    items.push(item);
  }
  return items;
}

function tableRow(line: PrintedLine, table: Table, conventions: FigureConventions): ReadLineItem | undefined {
  if (TOTAL_ROW.test(line.text) || isHeaderLabel(line.text)) return undefined;
  if (table.cellKinds && line.cells.length > 1) return itemFromCells(line, table.cellKinds, conventions);
  const figures = figuresIn(line.text, conventions);
  if (!figures.some((figure) => figure.kind !== 'date')) return undefined;
  // Under a platform column the platform is a field of its own; otherwise it is part of the name.
  return itemFromFigures(line, line.text, figures, table.kinds, !table.kinds.includes('platform'));
}

/** A line item outside a table: "Line Item 1: …", a bullet, or a row naming a platform and an amount. */
function looseItem(
  line: PrintedLine,
  conventions: FigureConventions,
  platformKnown: boolean,
): ReadLineItem | undefined {
  if (TOTAL_ROW.test(line.text)) return undefined;
  const numbered = NUMBERED_ITEM.exec(line.text)?.[1];
  const bullet = BULLET.exec(line.text)?.[1];
  const body = numbered ?? bullet ?? line.text;
  if (!numbered && isKnownLabel(labelOf(body))) return undefined;
  if (!numbered && !bullet && isHeaderLabel(body)) return undefined;
  const figures = amountAfterLabel(figuresIn(body, conventions), body);
  if (!figures.some((figure) => figure.kind === 'money')) return undefined;
  if (!numbered && !(bullet && platformKnown) && platformMatches(body).length === 0) return undefined;
  // A sentence of the terms that names a platform and an amount is not a line item.
  if (!numbered && !bullet && body.split(/\s+/).length > 16) return undefined;
  // A loose item is named by its whole label, platform words and all.
  return itemFromFigures(line, body, figures, [], true);
}

/** A figure written as an amount: grouped thousands ("45.000,00", "14,000") or cents ("950.00"). */
const WRITTEN_AMOUNT = /^(?:\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?:[.,]\d{2})?|\d+[.,]\d{2})$/;

/**
 * "Google Ads Search, always-on: 45.000,00": the amount after a label's colon is the item's
 * budget even without a currency sign, when it is the row's last figure and written as an amount.
 */
function amountAfterLabel(figures: Figure[], body: string): Figure[] {
  if (figures.some((figure) => figure.kind === 'money')) return figures;
  const last = figures.filter((figure) => figure.kind !== 'date').at(-1);
  if (last?.kind !== 'count' || last.impressions || last.rate) return figures;
  const written = body.slice(last.index, last.index + last.length);
  const afterLabel = /[:=]\s*$/.test(body.slice(0, last.index));
  if (!afterLabel || !WRITTEN_AMOUNT.test(written)) return figures;
  return figures.map((figure) => (figure === last ? { ...figure, kind: 'money' } : figure));
}

/** "Label: value" that is not a line item; "Facebook: $20,000" names a platform, so it is one. */
function isHeaderLabel(text: string): boolean {
  const label = /^([A-Za-z][\w /&()-]{1,30}):/.exec(text)?.[1];
  return label !== undefined && platformMatches(label).length === 0;
}

function labelOf(text: string): string {
  return /^([^:]{1,40}):/.exec(text)?.[1] ?? '';
}
