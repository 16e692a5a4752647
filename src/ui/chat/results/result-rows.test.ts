import { describe, expect, it } from 'vitest';
import { type ResultCell, type ResultRow, toResultRows } from './result-rows';

const labels = (rows: ResultRow[]) => rows.map((row) => row.label);
const text = (cell: ResultCell | undefined) => (cell?.kind === 'text' ? cell.text : `<${cell?.kind}>`);
const nested = (row: ResultRow | undefined): ResultRow[] => {
  if (row?.cell.kind !== 'nested') throw new Error(`expected a nested row, got ${row?.cell.kind}`);
  return row.cell.rows;
};

describe('toResultRows', () => {
  it('turns underscores in keys into spaces', () => {
    const rows = toResultRows({ campaign_name: 'Spring', start__date: '2025-01-01' });
    expect(labels(rows)).toEqual(['campaign name', 'start  date']);
    expect(text(rows[0]?.cell)).toBe('Spring');
  });

  it('puts pdf_processing_note then summary first, keeping the others in order', () => {
    const rows = toResultRows({ b: 1, summary: 'S', a: 2, pdf_processing_note: 'N' });
    expect(labels(rows)).toEqual(['pdf processing note', 'summary', 'b', 'a']);
  });

  it('puts the leading keys first in nested objects too', () => {
    const rows = toResultRows({ plan: { budget: 5, summary: 'short' } });
    expect(labels(nested(rows[0]))).toEqual(['summary', 'budget']);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['blank text', '   '],
    ['an empty array', []],
    ['an empty object', {}],
  ])('shows %s as "-"', (_, value) => {
    expect(text(toResultRows({ field: value })[0]?.cell)).toBe('-');
  });

  it('keeps zero and false, which are not empty', () => {
    const rows = toResultRows({ spend: 0, active: false });
    expect(rows.map((row) => text(row.cell))).toEqual(['0', 'false']);
  });

  it('shows an object having value, status and notes as three columns', () => {
    const [row] = toResultRows({ budget: { value: 5000, status: 'valid', notes: '' } });
    expect(row?.cell).toEqual({ kind: 'assessment', value: '5000', status: 'valid', notes: '-' });
  });

  it('does not treat an object missing notes as an assessment', () => {
    const [row] = toResultRows({ budget: { value: 5000, status: 'valid' } });
    expect(row?.cell.kind).toBe('nested');
  });

  it('labels array elements Item 1, Item 2, …', () => {
    const rows = toResultRows({ line_items: ['a', 'b'] });
    expect(labels(nested(rows[0]))).toEqual(['Item 1', 'Item 2']);
    expect(rows[0]?.cell).toMatchObject({ summary: '2 items' });
  });

  it('labels the elements of a top-level array', () => {
    expect(labels(toResultRows([{ a: 1 }, 'x']))).toEqual(['Item 1', 'Item 2']);
  });

  it('nests objects with an increasing depth', () => {
    const rows = toResultRows({ campaign: { targeting: { geo: 'US' } } });
    const targeting = nested(rows[0]);
    const geo = nested(targeting[0]);
    expect([rows[0]?.depth, targeting[0]?.depth, geo[0]?.depth]).toEqual([0, 1, 2]);
    expect(text(geo[0]?.cell)).toBe('US');
    expect(rows[0]?.cell).toMatchObject({ summary: '1 field' });
  });

  it('parses a result that arrives as a JSON string', () => {
    expect(labels(toResultRows('{"campaign_name":"Spring"}'))).toEqual(['campaign name']);
  });

  it('shows text that is not JSON as a single Result row', () => {
    const rows = toResultRows('{not json');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.label).toBe('Result');
    expect(text(rows[0]?.cell)).toBe('{not json');
  });

  it.each([
    [null, '-'],
    [42, '42'],
    [true, 'true'],
  ])('shows a top-level scalar %s as one row', (value, shown) => {
    expect(toResultRows(value).map((row) => text(row.cell))).toEqual([shown]);
  });

  it('cuts a cycle with "…" instead of looping', () => {
    const node: Record<string, unknown> = { name: 'loop' };
    node.self = node;
    const rows = toResultRows(node);
    expect(text(rows[1]?.cell)).toBe('…');
  });

  it('stops nesting at the depth limit with "…"', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 20; i += 1) deep = { level: deep };
    let rows = toResultRows(deep);
    let levels = 1;
    while (rows[0]?.cell.kind === 'nested') {
      rows = rows[0].cell.rows;
      levels += 1;
    }
    expect(levels).toBe(8);
    expect(text(rows[0]?.cell)).toBe('…');
  });

  it('shows the same object twice when it is shared rather than cyclic', () => {
    const shared = { geo: 'US' };
    const rows = toResultRows({ a: shared, b: shared });
    expect(nested(rows[1]).map((row) => text(row.cell))).toEqual(['US']);
  });

  it('counts the entries beyond the limit in a last row', () => {
    const rows = toResultRows({ ids: Array.from({ length: 250 }, (_, i) => i) }, { maxEntries: 100 });
    const items = nested(rows[0]);
    expect(items).toHaveLength(101);
    expect(items[100]).toMatchObject({ label: '…', cell: { kind: 'text', text: '150 more' } });
  });

  it('gives every row a distinct id', () => {
    const rows = toResultRows({ a: { b: [1, 2] }, c: { b: [1, 2] } });
    const ids: string[] = [];
    const collect = (list: ResultRow[]) => {
      for (const row of list) {
        ids.push(row.id);
        if (row.cell.kind === 'nested') collect(row.cell.rows);
      }
    };
    collect(rows);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows an assessment whose value is an object as compact text', () => {
    const [row] = toResultRows({ geo: { value: { country: 'US' }, status: 'ok', notes: ['a', 'b'] } });
    expect(row?.cell).toEqual({ kind: 'assessment', value: '{"country":"US"}', status: 'ok', notes: 'a, b' });
  });
});
