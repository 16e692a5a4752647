// @vitest-environment happy-dom
import '../../test-setup/dom';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createPortal } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../core/domain/lists/page';
import { FakeStoragePort } from '../../../core/testing/FakeStoragePort';
import { ManualClock } from '../../../core/testing/ManualClock';
import { RememberListState } from '../../../core/use-cases/campaigns/RememberListState';
import { type Outcome, succeeded } from '../../../core/use-cases/outcome';
import { PagedList } from '../collection/PagedList';
import { type DataColumn, DataTable } from './DataTable';

interface Row {
  id: string;
  name: string;
}

const answer = (names: string[]): Outcome<Page<Row>> =>
  succeeded({
    items: names.map((name) => ({ id: `id-${name}`, name })),
    pagination: {
      currentPage: 1,
      totalPages: 1,
      totalItems: names.length,
      itemsPerPage: 10,
      hasNextPage: false,
      hasPrevPage: false,
    },
  });

const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (row) => row.name },
  { id: 'kind', header: 'Kind', cell: () => 'plain' },
  {
    id: 'actions',
    cell: (row) => (
      <>
        <button type="button">Actions for {row.name}</button>
        {createPortal(
          <div role="menuitem" tabIndex={-1}>
            Pin {row.name}
          </div>,
          document.body,
        )}
      </>
    ),
  },
];

async function shownList() {
  const fetch = vi.fn(async (state: { sortBy: string; sortOrder: string }) =>
    answer(state.sortOrder === 'asc' ? ['Alpha', 'Beta'] : ['Beta', 'Alpha']),
  );
  const list = new PagedList<Row>({
    name: 'rows',
    sortable: ['name', 'createdAt'],
    lists: new RememberListState(new FakeStoragePort()),
    clock: new ManualClock(),
    loadPage: fetch,
  });
  list.restore({});
  await list.load();
  const opened = vi.fn();
  const Shown = observer(() => (
    <DataTable
      label="Rows"
      rows={list.rows}
      columns={columns}
      rowId={(row) => row.id}
      sorting={list}
      onRowClick={opened}
    />
  ));
  render(<Shown />);
  return { list, fetch, opened };
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable (every collection table)', () => {
  it('draws the page the server answered, with named headers and a hidden Actions header', async () => {
    await shownList();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Kind',
      'Actions',
    ]);
    expect(rowNames()).toEqual(['Beta', 'Alpha']);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');
  });

  it('asks the server for the sort a header click chooses, and toggles it on a second click', async () => {
    const { fetch, list } = await shownList();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Name' })));
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ sortBy: 'name', sortOrder: 'asc' }));
    expect(list.state.sortOrder).toBe('asc');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['Alpha', 'Beta']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Name/ })));
    expect(list.state.sortOrder).toBe('desc');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('redraws a cell when what it reads changes (a rename in progress)', async () => {
    const { list } = await shownList();
    const editing = observable.box<string | null>(null);
    const renameColumns: DataColumn<Row>[] = [
      {
        id: 'name',
        header: 'Name',
        sortable: true,
        cell: (row) =>
          editing.get() === row.id ? (
            <input aria-label={`New name for ${row.name}`} />
          ) : (
            <button type="button" onClick={() => runInAction(() => editing.set(row.id))}>
              Rename {row.name}
            </button>
          ),
      },
    ];
    cleanup();
    render(<DataTable label="Rows" rows={list.rows} columns={renameColumns} rowId={(row) => row.id} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rename Alpha' }));
    expect(await screen.findByRole('textbox', { name: 'New name for Alpha' })).toBeTruthy();
  });

  it('opens a row on a click away from its controls only', async () => {
    const { opened } = await shownList();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Beta' }));
    expect(opened).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Pin Beta' }));
    expect(opened).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('cell')[1] as HTMLElement);
    expect(opened).toHaveBeenCalledWith({ id: 'id-Beta', name: 'Beta' });
  });

  it('draws plain headers where nobody sorts, and names the table', () => {
    cleanup();
    render(
      <DataTable
        label="Recent runs"
        rows={[{ id: 'a', name: 'Alpha' }]}
        columns={columns.slice(0, 2)}
        rowId={(row) => row.id}
      />,
    );
    expect(screen.getByRole('table', { name: 'Recent runs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Name' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull();
  });

  it('scrolls sideways in a group of its own, named after it, that the keyboard reaches (WCAG 1.4.10)', async () => {
    await shownList();
    const scroll = screen.getByRole('group', { name: 'Rows' });
    expect(scroll.tabIndex).toBe(0);
    expect(within(scroll).getByRole('table', { name: 'Rows' })).toBeTruthy();
  });

  it('adds no landmark of the same name as the section holding the table (axe-core landmark-unique)', async () => {
    await shownList();
    expect(screen.queryByRole('region', { name: 'Rows' })).toBeNull();
  });
});
