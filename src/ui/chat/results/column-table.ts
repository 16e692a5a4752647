import { inlineText, isRecord, type JsonRecord } from '../../../core/domain/json-value';
import { isAssessment, keyLabel } from './result-rows';

/** A list of similar records (line items, platforms) as a table with one column per field. */
export interface ColumnTable {
  columns: { key: string; label: string }[];
  rows: string[][];
  /** Records beyond the row limit, not shown. */
  hidden: number;
}

const MAX_COLUMNS = 8;
const MAX_ROWS = 50;

/**
 * Columns are the keys of the records in first-seen order (at most 8, so the table stays readable in a
 * chat bubble); a `{ value, status, notes }` cell shows its value. Undefined when the list holds no
 * records.
 */
export function toColumnTable(items: readonly unknown[], maxRows = MAX_ROWS): ColumnTable | undefined {
  const records = items.filter(isRecord);
  if (records.length === 0) return undefined;
  const keys: string[] = [];
  for (const record of records) {
    for (const key of Object.keys(record)) if (!keys.includes(key)) keys.push(key);
  }
  const columns = keys.slice(0, MAX_COLUMNS).map((key) => ({ key, label: keyLabel(key) }));
  const shown = records.slice(0, maxRows);
  return {
    columns,
    rows: shown.map((record) => columns.map(({ key }) => cellText(record, key))),
    hidden: records.length - shown.length,
  };
}

function cellText(record: JsonRecord, key: string): string {
  const value = record[key];
  return inlineText(isAssessment(value) ? value.value : value);
}
