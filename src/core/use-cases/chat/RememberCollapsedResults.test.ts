import { describe, expect, it } from 'vitest';
import { FakeStoragePort } from '../../testing/FakeStoragePort';
import { RememberCollapsedResults } from './RememberCollapsedResults';

describe('RememberCollapsedResults', () => {
  it('recalls what was remembered for the chat, and nothing for another', () => {
    const collapsed = new RememberCollapsedResults(new FakeStoragePort());
    collapsed.remember('chat-1', { 'r-1': true, 'r-2': false });
    expect(collapsed.recall('chat-1')).toEqual({ 'r-1': true, 'r-2': false });
    expect(collapsed.recall('chat-2')).toEqual({});
  });

  it('stores nothing for a chat where nothing was collapsed', () => {
    const storage = new FakeStoragePort();
    new RememberCollapsedResults(storage).remember('chat-new', {});
    expect(storage.collapseStates.has('chat-new')).toBe(false);
  });
});
