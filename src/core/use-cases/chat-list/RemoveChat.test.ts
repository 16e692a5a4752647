import { describe, expect, it } from 'vitest';
import { chatListing, chatManager, ctx, listedChat } from '../../testing/chat-kit';
import { RemoveChat } from './RemoveChat';

const pinnedChat = { id: 'c-2', summary: 'Pinned', pinned: true, updatedAt: '' };

describe('RemoveChat', () => {
  it('removes an unpinned chat and answers its id', async () => {
    const port = chatListing(listedChat, pinnedChat);
    const outcome = await new RemoveChat(port).execute({ ctx, chat: listedChat, permissions: chatManager });
    expect(outcome).toEqual({ ok: true, value: 'c-1' });
    expect(port.chats.map((c) => c.id)).toEqual(['c-2']);
  });

  it('asks to unpin a pinned chat first, without a call', async () => {
    const port = chatListing(listedChat, pinnedChat);
    const outcome = await new RemoveChat(port).execute({ ctx, chat: pinnedChat, permissions: chatManager });
    expect(outcome).toMatchObject({
      ok: false,
      kind: 'not-allowed',
      message: 'Please unpin the chat before removing it.',
    });
    expect(port.calls).toHaveLength(0);
  });
});
