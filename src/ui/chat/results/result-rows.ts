import { inlineText, isEmptyValue, isRecord, parseJsonResult } from '../../../core/domain/json-value';

/**
 * The result viewer's rules (spec 1 §2 "Result viewer") as data: any JSON value becomes rows of a
 * key/value table that the React table only has to draw.
 */

/** What the value column of one row shows. */
export type ResultCell =
  /** A scalar, '-' for an empty value, or '…' where nesting was cut. */
  | { kind: 'text'; text: string }
  /** An object having value, status and notes: three columns. */
  | { kind: 'assessment'; value: string; status: string; notes: string }
  /** An object or array with content: a sub-table. */
  | { kind: 'nested'; summary: string; rows: ResultRow[] };

export interface ResultRow {
  /** Unique within one table and stable for the same value: usable as a React key and for expanded state. */
  id: string;
  label: string;
  /** 0 for the top level. */
  depth: number;
  cell: ResultCell;
}

export interface ResultRowsOptions {
  /** Deeper objects show '…' instead of a sub-table (also what stops runaway or cyclic data). */
  maxDepth?: number;
  /** Entries shown per object or array; the rest are counted in a last row. */
  maxEntries?: number;
}

export const EMPTY_TEXT = '-';
export const CUT_TEXT = '…';

/** Keys that always lead, in this order, wherever they appear. */
const LEADING_KEYS = ['pdf_processing_note', 'summary'];

const DEFAULT_MAX_DEPTH = 8;
const DEFAULT_MAX_ENTRIES = 200;

/** Underscores in keys become spaces. */
export function keyLabel(key: string): string {
  const label = key.replace(/_/g, ' ').trim();
  return label === '' ? EMPTY_TEXT : label;
}

/** The label of the n-th (0-based) element of an array. */
export function itemLabel(index: number): string {
  return `Item ${index + 1}`;
}

/** An object having value, status and notes. */
export function isAssessment(value: unknown): value is { value: unknown; status: unknown; notes: unknown } {
  return isRecord(value) && 'value' in value && 'status' in value && 'notes' in value;
}

/** Entries of an object with the leading keys first, the others in their original order. */
export function orderedEntries(record: Record<string, unknown>): [string, unknown][] {
  const entries = Object.entries(record);
  const leading = LEADING_KEYS.flatMap((key) => entries.filter(([k]) => k === key));
  return [...leading, ...entries.filter(([k]) => !LEADING_KEYS.includes(k))];
}

/**
 * Rows for any value: an object gives one row per key, an array one 'Item N' row per element, and a
 * scalar (or text that is not JSON) a single 'Result' row. A JSON string is parsed first.
 */
export function toResultRows(json: unknown, options: ResultRowsOptions = {}): ResultRow[] {
  const limits = {
    maxDepth: options.maxDepth ?? DEFAULT_MAX_DEPTH,
    maxEntries: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
  };
  const value = parseJsonResult(json);
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    return rowsOf(value, 'r', 0, new Set([value]), limits);
  }
  return [{ id: 'r.0', label: 'Result', depth: 0, cell: textCell(value) }];
}

type Limits = Required<ResultRowsOptions>;

function rowsOf(container: object, parentId: string, depth: number, ancestors: Set<object>, limits: Limits) {
  const entries: [string, unknown][] = Array.isArray(container)
    ? container.map((item, index) => [itemLabel(index), item])
    : orderedEntries(container as Record<string, unknown>).map(([key, item]) => [keyLabel(key), item]);
  const shown = entries.slice(0, limits.maxEntries);
  const rows = shown.map(([label, item], index): ResultRow => {
    const id = `${parentId}.${index}`;
    return { id, label, depth, cell: cellOf(item, id, depth, ancestors, limits) };
  });
  const hidden = entries.length - shown.length;
  if (hidden > 0) {
    rows.push({
      id: `${parentId}.more`,
      label: CUT_TEXT,
      depth,
      cell: { kind: 'text', text: `${hidden} more` },
    });
  }
  return rows;
}

function cellOf(
  value: unknown,
  id: string,
  depth: number,
  ancestors: Set<object>,
  limits: Limits,
): ResultCell {
  if (isEmptyValue(value) || typeof value !== 'object' || value === null || value instanceof Date) {
    return textCell(value);
  }
  if (isAssessment(value)) {
    return {
      kind: 'assessment',
      value: inlineText(value.value),
      status: inlineText(value.status),
      notes: inlineText(value.notes),
    };
  }
  if (ancestors.has(value) || depth + 1 >= limits.maxDepth) return { kind: 'text', text: CUT_TEXT };
  const inner = new Set(ancestors).add(value);
  return { kind: 'nested', summary: summaryOf(value), rows: rowsOf(value, id, depth + 1, inner, limits) };
}

function textCell(value: unknown): ResultCell {
  return { kind: 'text', text: inlineText(value) };
}

function summaryOf(value: object): string {
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  const count = Object.keys(value).length;
  return count === 1 ? '1 field' : `${count} fields`;
}
