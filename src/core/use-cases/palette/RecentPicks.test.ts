import { describe, expect, it } from 'vitest';
import { FakeStoragePort } from '../../testing/FakeStoragePort';
import { RECENT_PICKS_KEPT, RecentPicks } from './RecentPicks';

describe('RecentPicks', () => {
  it('answers the picks newest first, each once, at most five', () => {
    const picks = new RecentPicks(new FakeStoragePort());
    for (const id of ['a', 'b', 'c', 'a', 'd', 'e', 'f']) picks.remember('u1', id);
    expect(picks.load('u1')).toEqual(['f', 'e', 'd', 'a', 'c']);
    expect(picks.load('u1')).toHaveLength(RECENT_PICKS_KEPT);
  });

  it('keeps each user their own picks', () => {
    const picks = new RecentPicks(new FakeStoragePort());
    picks.remember('u1', 'a');
    expect(picks.load('u2')).toEqual([]);
  });

  it('answers none when what is stored is not a list of ids', () => {
    const storage = new FakeStoragePort();
    storage.saveListState('palette-recent:u1', { broken: true });
    expect(new RecentPicks(storage).load('u1')).toEqual([]);
  });
});
