import { beforeEach, describe, expect, it } from 'vitest';
import { ctx } from '../../testing/chat-kit';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { ToggleChatPin } from './ToggleChatPin';

const manager = { can_manage_chat_hisotry: true };

describe('ToggleChatPin', () => {
  let port: FakeChatPort;
  let toggle: ToggleChatPin;

  beforeEach(() => {
    port = new FakeChatPort();
    port.chats = [{ id: 'c-1', summary: 'Q1 plan', pinned: false, updatedAt: '' }];
    toggle = new ToggleChatPin(port);
  });

  it('pins an unpinned chat and answers that it is pinned', async () => {
    const outcome = await toggle.execute({ ctx, chat: { id: 'c-1', pinned: false }, permissions: manager });
    expect(outcome).toEqual({ ok: true, value: { pinned: true } });
    expect(port.chats[0]?.pinned).toBe(true);
  });
});
