import { describe, expect, it } from 'vitest';
import { aChat } from '../../testing/builders';
import { chatListing, chatManager, ctx } from '../../testing/chat-kit';
import { RemoveChat } from './RemoveChat';

const pinnedChat = aChat({ id: 'c-2', summary: 'Pinned', pinned: true });

describe('RemoveChat', () => {
  it('removes an unpinned chat and answers its id', async () => {
    const port = chatListing(aChat(), pinnedChat);
    const outcome = await new RemoveChat(port).execute({ ctx, chat: aChat(), permissions: chatManager });
    expect(outcome).toEqual({ ok: true, value: 'c-1' });
    expect(port.chats.map((c) => c.id)).toEqual(['c-2']);
  });

  it('asks to unpin a pinned chat first, without a call', async () => {
    const port = chatListing(aChat(), pinnedChat);
    const outcome = await new RemoveChat(port).execute({ ctx, chat: pinnedChat, permissions: chatManager });
    expect(outcome).toMatchObject({
      ok: false,
      kind: 'not-allowed',
      message: 'Please unpin the chat before removing it.',
    });
    expect(port.calls).toHaveLength(0);
  });
});
