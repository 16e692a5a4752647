import { describe, expect, it } from 'vitest';
import { FakeStoragePort } from '../../testing/FakeStoragePort';
import { RememberListState } from './RememberListState';

describe('RememberListState', () => {
  it('recalls what a list remembered, per list', () => {
    const lists = new RememberListState(new FakeStoragePort());
    lists.remember('campaigns', { page: 3, sort: 'name' });
    expect(lists.recall('campaigns')).toEqual({ page: 3, sort: 'name' });
    expect(lists.recall('folders')).toBeUndefined();
  });
});
