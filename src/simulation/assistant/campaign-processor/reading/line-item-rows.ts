import { platformMatches } from '../../shared/platform-catalog';
import type { PrintedLine } from './document-lines';
import { isKnownLabel } from './header-labels';
import type { ReadLineItem } from './insertion-order-reading';
import { itemFromCells, itemFromFigures } from './line-item-values';
import { type FigureConventions, figuresIn } from './row-figures';
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
  if (TOTAL_ROW.test(line.text) || /^[A-Za-z][\w /&-]{1,30}:/.test(line.text)) return undefined;
  if (table.cellKinds && line.cells.length > 1) return itemFromCells(line, table.cellKinds, conventions);
  const figures = figuresIn(line.text, conventions);
  if (!figures.some((figure) => figure.kind !== 'date')) return undefined;
  return itemFromFigures(line, line.text, figures, table.kinds);
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
  if (!numbered && !bullet && /^[A-Za-z][\w /&-]{1,30}:/.test(body)) return undefined;
  const figures = figuresIn(body, conventions);
  if (!figures.some((figure) => figure.kind === 'money')) return undefined;
  if (!numbered && !(bullet && platformKnown) && platformMatches(body).length === 0) return undefined;
  return itemFromFigures(line, body, figures, []);
}

function labelOf(text: string): string {
  return /^([^:]{1,40}):/.exec(text)?.[1] ?? '';
}
