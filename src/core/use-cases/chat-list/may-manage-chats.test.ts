import { beforeEach, describe, expect, it } from 'vitest';
import { aChat } from '../../testing/builders';
import { chatListing, chatManager, ctx } from '../../testing/chat-kit';
import type { FakeChatPort } from '../../testing/FakeChatPort';
import { RemoveChat } from './RemoveChat';
import { ToggleChatPin } from './ToggleChatPin';

describe.each([
  ['Remove', 'removeChat', (port: FakeChatPort) => new RemoveChat(port)],
  ['Pin', 'togglePin', (port: FakeChatPort) => new ToggleChatPin(port)],
] as const)('%s in a chat’s menu', (_action, method, actionOver) => {
  let port: FakeChatPort;

  beforeEach(() => {
    port = chatListing(aChat());
  });

  it('refuses without can_manage_chat_hisotry, before any call', async () => {
    const outcome = await actionOver(port).execute({ ctx, chat: aChat(), permissions: {} });
    expect(outcome).toMatchObject({ ok: false, kind: 'not-allowed' });
    expect(port.calls).toHaveLength(0);
  });

  it('answers the failure and leaves the chat as it was when the backend fails', async () => {
    port.failing.add(method);
    const outcome = await actionOver(port).execute({ ctx, chat: aChat(), permissions: chatManager });
    expect(outcome).toMatchObject({ ok: false, kind: 'unavailable' });
    expect(port.chats).toEqual([aChat()]);
  });
});
