import { describe, expect, it } from 'vitest';
import { aChat } from '../../testing/builders';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { LoadChatList } from './LoadChatList';

const chats = [aChat({ updatedAt: '2026-11-20T09:00:00Z' })];

describe('LoadChatList', () => {
  it('answers the chats of the acting account', async () => {
    const port = new FakeChatPort();
    port.chats = chats;
    const outcome = await new LoadChatList(port).execute({ ctx: { userId: 'u-1', accountId: 'acc-1' } });
    expect(outcome).toEqual({ ok: true, value: chats });
    expect(port.callsOf('listChats')[0]?.ctx).toEqual({ userId: 'u-1', accountId: 'acc-1' });
  });

  it('answers no chats, without a call, while no account is chosen', async () => {
    const port = new FakeChatPort();
    port.chats = chats;
    const outcome = await new LoadChatList(port).execute({ ctx: { userId: 'u-1', accountId: null } });
    expect(outcome).toEqual({ ok: true, value: [] });
    expect(port.calls).toHaveLength(0);
  });

  it('answers a failure the sidebar can show', async () => {
    const port = new FakeChatPort();
    port.failing.add('listChats');
    const outcome = await new LoadChatList(port).execute({ ctx: { userId: 'u-1', accountId: 'acc-1' } });
    expect(outcome).toMatchObject({ ok: false, kind: 'unavailable' });
  });
});
