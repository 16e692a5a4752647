import { describe, expect, it } from 'vitest';
import { aChat } from '../../testing/builders';
import { chatListing, chatManager, ctx } from '../../testing/chat-kit';
import { ToggleChatPin } from './ToggleChatPin';

describe('ToggleChatPin', () => {
  it('pins an unpinned chat and answers that it is pinned', async () => {
    const port = chatListing(aChat());
    const outcome = await new ToggleChatPin(port).execute({
      ctx,
      chat: aChat(),
      permissions: chatManager,
    });
    expect(outcome).toEqual({ ok: true, value: { pinned: true } });
    expect(port.chats[0]?.pinned).toBe(true);
  });
});
