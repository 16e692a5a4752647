import type { Workbook, Worksheet } from 'exceljs';

/**
 * "Export to spreadsheet": a result's JSON as a real .xlsx workbook. The first sheet lists every
 * value as a row (nested keys read as "Targeting › Geo"; `{ value, status, notes }` fields fill
 * three columns); every list of records gets its own sheet with one column per field, which is
 * how a trafficker would lay out line items or creatives by hand.
 *
 * exceljs is loaded on first use, so the browser only downloads it when someone exports.
 */
export async function buildSpreadsheet(data: unknown, title: string): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sidekick';
  const plan = planWorkbook(data);
  writeSummary(workbook, title, plan.rows);
  for (const table of plan.tables) writeTable(workbook, table);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

type Cell = string | number | boolean | null;

/** One row of the first sheet. */
export interface SummaryRow {
  field: string;
  value: Cell;
  status?: string;
  notes?: string;
}

/** A list of records, shown as its own sheet. */
export interface TableSheet {
  name: string;
  columns: string[];
  rows: Cell[][];
}

export interface WorkbookPlan {
  rows: SummaryRow[];
  tables: TableSheet[];
}

/** What goes where, kept apart from exceljs so it can be reasoned about (and tested) on its own. */
export function planWorkbook(data: unknown): WorkbookPlan {
  const rows: SummaryRow[] = [];
  const tables: TableSheet[] = [];
  const visit = (value: unknown, path: string[]): void => {
    const field = path.map(words).join(' › ') || 'Value';
    if (isTracked(value)) {
      rows.push({
        field,
        value: toCell(value.value),
        status: String(value.status ?? ''),
        notes: String(value.notes ?? ''),
      });
    } else if (Array.isArray(value) && value.some(isRecord)) {
      const table = tableOf(value, path, tables);
      tables.push(table);
      rows.push({
        field,
        value: `${value.length} row${value.length === 1 ? '' : 's'}: see sheet "${table.name}"`,
      });
    } else if (Array.isArray(value)) {
      rows.push({ field, value: value.map((item) => String(toCell(item) ?? '')).join(', ') });
    } else if (isRecord(value)) {
      const entries = Object.entries(value);
      if (entries.length === 0) rows.push({ field, value: null });
      for (const [key, child] of entries) visit(child, [...path, key]);
    } else {
      rows.push({ field, value: toCell(value) });
    }
  };
  visit(data, []);
  return { rows, tables };
}

function tableOf(items: readonly unknown[], path: string[], existing: readonly TableSheet[]): TableSheet {
  const flatItems = items.map((item) => (isRecord(item) ? flattenRecord(item) : { value: toCell(item) }));
  const columns: string[] = [];
  for (const item of flatItems) {
    for (const key of Object.keys(item)) if (!columns.includes(key)) columns.push(key);
  }
  return {
    name: sheetName(path, existing),
    columns: columns.map((column) => column.split('.').map(words).join(' › ')),
    rows: flatItems.map((item) => columns.map((column) => item[column] ?? null)),
  };
}

/** A record as one row: nested records become "parent.child" columns, nested lists are joined. */
function flattenRecord(record: Record<string, unknown>, prefix = ''): Record<string, Cell> {
  const flat: Record<string, Cell> = Object.create(null);
  for (const [key, value] of Object.entries(record)) {
    const column = prefix ? `${prefix}.${key}` : key;
    if (isTracked(value)) flat[column] = toCell(value.value);
    else if (isRecord(value)) Object.assign(flat, flattenRecord(value, column));
    else if (Array.isArray(value)) {
      flat[column] = value
        .map((item) => (isRecord(item) ? JSON.stringify(item) : String(toCell(item) ?? '')))
        .join(', ');
    } else flat[column] = toCell(value);
  }
  return flat;
}

/** Excel's rules: at most 31 characters, none of []:*?/\, unique in the workbook. */
function sheetName(path: readonly string[], existing: readonly TableSheet[]): string {
  const base =
    path
      .slice(-2)
      .map(words)
      .join(' ')
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 28) || 'Table';
  const taken = new Set(['summary', ...existing.map((table) => table.name.toLowerCase())]);
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 27)} ${n}`;
  return name;
}

function writeSummary(workbook: Workbook, title: string, rows: readonly SummaryRow[]): void {
  const sheet = workbook.addWorksheet('Summary');
  const hasStatus = rows.some((row) => row.status !== undefined);
  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.addRow([]);
  const header = sheet.addRow(hasStatus ? ['Field', 'Value', 'Status', 'Notes'] : ['Field', 'Value']);
  header.font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      hasStatus ? [row.field, row.value, row.status ?? '', row.notes ?? ''] : [row.field, row.value],
    );
  }
  sheet.getColumn(1).width = 36;
  sheet.getColumn(2).width = 60;
  if (hasStatus) {
    sheet.getColumn(3).width = 12;
    sheet.getColumn(4).width = 60;
  }
  sheet.getColumn(2).alignment = { wrapText: true, vertical: 'top' };
}

function writeTable(workbook: Workbook, table: TableSheet): void {
  const sheet: Worksheet = workbook.addWorksheet(table.name);
  sheet.addRow(table.columns).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  table.columns.forEach((column, index) => {
    const longest = Math.max(column.length, ...table.rows.map((row) => String(row[index] ?? '').length));
    sheet.getColumn(index + 1).width = Math.min(60, Math.max(10, longest + 2));
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/** "flight_end_date" → "Flight end date", as the result viewer shows keys. */
function words(key: string): string {
  const spaced = key.replace(/_/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function toCell(value: unknown): Cell {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTracked(value: unknown): value is { value: unknown; status?: unknown; notes?: unknown } {
  return isRecord(value) && 'value' in value && ('status' in value || 'notes' in value);
}
