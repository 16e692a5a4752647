import { describe, expect, it } from 'vitest';
import { toColumnTable } from './column-table';

describe('toColumnTable', () => {
  it('makes one column per key, in first-seen order, with readable labels', () => {
    const table = toColumnTable([
      { platform: 'ttd', total_spend: 1200 },
      { platform: 'dv360', ctr: 0.4 },
    ]);
    expect(table?.columns.map((column) => column.label)).toEqual(['platform', 'total spend', 'ctr']);
    expect(table?.rows).toEqual([
      ['ttd', '1200', '-'],
      ['dv360', '-', '0.4'],
    ]);
  });

  it('shows the value of value/status/notes cells', () => {
    const table = toColumnTable([{ budget: { value: 500, status: 'ok', notes: '' } }]);
    expect(table?.rows).toEqual([['500']]);
  });

  it('skips anything that is not a record and gives up when nothing is left', () => {
    expect(toColumnTable([{ a: 1 }, 'text', null])?.rows).toEqual([['1']]);
    expect(toColumnTable(['a', 'b'])).toBeUndefined();
    expect(toColumnTable([])).toBeUndefined();
  });

  it('keeps at most 8 columns and counts the rows beyond the limit', () => {
    const wide = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, i]));
    const table = toColumnTable(
      Array.from({ length: 7 }, () => wide),
      5,
    );
    expect(table?.columns).toHaveLength(8);
    expect(table?.rows).toHaveLength(5);
    expect(table?.hidden).toBe(2);
  });
});
