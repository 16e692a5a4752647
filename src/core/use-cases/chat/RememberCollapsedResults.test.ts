import { describe, expect, it } from 'vitest';
import type { StoragePort } from '../../ports/StoragePort';
import { RememberCollapsedResults } from './RememberCollapsedResults';

function memoryStorage() {
  const byChat = new Map<string, Record<string, boolean>>();
  const storage = {
    loadCollapseStates: (chatId: string) => ({ ...(byChat.get(chatId) ?? {}) }),
    saveCollapseStates: (chatId: string, states: Record<string, boolean>) =>
      byChat.set(chatId, { ...states }),
  } as Pick<StoragePort, 'loadCollapseStates' | 'saveCollapseStates'> as StoragePort;
  return { storage, byChat };
}

describe('RememberCollapsedResults', () => {
  it('recalls what was remembered for the chat, and nothing for another', () => {
    const { storage } = memoryStorage();
    const collapsed = new RememberCollapsedResults(storage);
    collapsed.remember('chat-1', { 'r-1': true, 'r-2': false });
    expect(collapsed.recall('chat-1')).toEqual({ 'r-1': true, 'r-2': false });
    expect(collapsed.recall('chat-2')).toEqual({});
  });

  it('stores nothing for a chat where nothing was collapsed', () => {
    const { storage, byChat } = memoryStorage();
    new RememberCollapsedResults(storage).remember('chat-new', {});
    expect(byChat.has('chat-new')).toBe(false);
  });
});
