import { beforeEach, describe, expect, it } from 'vitest';
import { ctx } from '../../testing/chat-kit';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { RemoveChat } from './RemoveChat';

const manager = { can_manage_chat_hisotry: true };

describe('RemoveChat', () => {
  let port: FakeChatPort;
  let remove: RemoveChat;

  beforeEach(() => {
    port = new FakeChatPort();
    port.chats = [
      { id: 'c-1', summary: 'Q1 plan', pinned: false, updatedAt: '' },
      { id: 'c-2', summary: 'Pinned', pinned: true, updatedAt: '' },
    ];
    remove = new RemoveChat(port);
  });

  it('removes an unpinned chat and answers its id', async () => {
    const outcome = await remove.execute({ ctx, chat: { id: 'c-1', pinned: false }, permissions: manager });
    expect(outcome).toEqual({ ok: true, value: 'c-1' });
    expect(port.chats.map((c) => c.id)).toEqual(['c-2']);
  });

  it('asks to unpin a pinned chat first, without a call', async () => {
    const outcome = await remove.execute({ ctx, chat: { id: 'c-2', pinned: true }, permissions: manager });
    expect(outcome).toMatchObject({
      ok: false,
      kind: 'not-allowed',
      message: 'Please unpin the chat before removing it.',
    });
    expect(port.calls).toHaveLength(0);
  });
});
