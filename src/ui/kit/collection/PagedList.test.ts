import { describe, expect, it } from 'vitest';
import type { Page } from '../../../core/domain/lists/page';
import { FakeStoragePort } from '../../../core/testing/FakeStoragePort';
import { ManualClock } from '../../../core/testing/ManualClock';
import { RememberListState } from '../../../core/use-cases/campaigns/RememberListState';
import { type Outcome, succeeded } from '../../../core/use-cases/outcome';
import { PagedList } from './PagedList';

const page = (items: string[], currentPage = 1): Page<{ id: string }> => ({
  items: items.map((id) => ({ id })),
  pagination: {
    currentPage,
    totalPages: 3,
    totalItems: 30,
    itemsPerPage: 10,
    hasNextPage: true,
    hasPrevPage: currentPage > 1,
  },
});

function list(fetch: (state: { page: number; search: string }) => Promise<Outcome<Page<{ id: string }>>>) {
  const storage = new FakeStoragePort();
  const clock = new ManualClock();
  return {
    storage,
    clock,
    paged: new PagedList<{ id: string }>({
      name: 'campaigns',
      sortable: ['name', 'createdAt'],
      lists: new RememberListState(storage),
      clock,
      loadPage: fetch,
    }),
  };
}

describe('PagedList', () => {
  it('restores from session storage, but the address wins', () => {
    const { storage, paged } = list(async () => succeeded(page([])));
    storage.saveListState('campaigns', {
      page: 3,
      pageSize: 25,
      sortBy: 'name',
      sortOrder: 'asc',
      search: 'x',
    });
    paged.restore({});
    expect(paged.state).toMatchObject({ page: 3, pageSize: 25, sortBy: 'name', search: 'x' });
    paged.restore({ page: '2' });
    expect(paged.state).toMatchObject({ page: 2, pageSize: 10, sortBy: 'createdAt', search: '' });
  });

  it('keeps the newest answer when an older one arrives later', async () => {
    const resolvers: ((value: Outcome<Page<{ id: string }>>) => void)[] = [];
    const { paged } = list(() => new Promise((resolve) => resolvers.push(resolve)));
    const first = paged.pageChosen(1);
    const second = paged.sortClicked('name');
    resolvers[1]?.(succeeded(page(['new'])));
    await second;
    resolvers[0]?.(succeeded(page(['old'])));
    await first;
    expect(paged.rows.map((row) => row.id)).toEqual(['new']);
  });

  it('searches once after typing pauses, from page 1, and remembers it for the session', async () => {
    const asked: { page: number; search: string }[] = [];
    const { clock, storage, paged } = list(async (state) => {
      asked.push({ page: state.page, search: state.search });
      return succeeded(page(['a']));
    });
    paged.restore({ page: '3' });
    paged.searchTyped('n');
    paged.searchTyped('no');
    paged.searchTyped('nor');
    await clock.advance(300);
    expect(asked).toEqual([{ page: 1, search: 'nor' }]);
    expect(storage.loadListState('campaigns')).toMatchObject({ search: 'nor', page: 1 });
  });
});
