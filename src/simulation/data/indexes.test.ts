import { describe, expect, it } from 'vitest';
import { groupedBy } from './indexes';

type Row = { id: string; owner: string };
const byOwner = (rows: Row[]) => groupedBy(rows, (row) => row.owner, 'owner');
const ids = (rows: Row[] | undefined) => rows?.map((row) => row.id) ?? [];

describe('indexes beside the demo data', () => {
  it('sees records pushed after it was built', () => {
    const rows: Row[] = [{ id: 'a', owner: 'x' }];
    expect(ids(byOwner(rows).get('x'))).toEqual(['a']);
    rows.push({ id: 'b', owner: 'x' }, { id: 'c', owner: 'y' });
    expect(ids(byOwner(rows).get('x'))).toEqual(['a', 'b']);
    expect(ids(byOwner(rows).get('y'))).toEqual(['c']);
  });

  it('starts over for a collection replaced by a filtered copy, or changed in the middle', () => {
    let rows: Row[] = [
      { id: 'a', owner: 'x' },
      { id: 'b', owner: 'x' },
    ];
    expect(ids(byOwner(rows).get('x'))).toEqual(['a', 'b']);
    rows = rows.filter((row) => row.id !== 'a');
    expect(ids(byOwner(rows).get('x'))).toEqual(['b']);
    rows.splice(0, 1, { id: 'c', owner: 'y' });
    expect(byOwner(rows).get('x')).toBeUndefined();
    expect(ids(byOwner(rows).get('y'))).toEqual(['c']);
  });
});
