import { describe, expect, it } from 'vitest';
import type { Message } from '../../domain/message';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { LoadChatHistory } from './LoadChatHistory';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const _HOUR = 3_600_000;
const withFile = (linkExpiresAt: number): Message => ({
  id: 'm-1',
  messageId: 'm-1',
  chatId: 'chat-1',
  type: 'user',
  content: 'IO',
  timestamp: '2026-11-23T08:00:00Z',
  files: [{ name: 'io.pdf', url: 'https://files.example/io.pdf', linkExpiresAt }],
});

describe('LoadChatHistory', () => {
  it('answers the chat’s messages', async () => {
    const chat = new FakeChatPort();
    chat.histories.set('chat-1', [withFile(0)]);
    const outcome = await new LoadChatHistory(chat).execute({ ctx, chatId: 'chat-1' });
    expect(outcome).toMatchObject({ ok: true, value: { latest: [{ messageId: 'm-1' }] } });
    expect(outcome.ok && outcome.value.whole).toBeUndefined();
  });

  it('answers a long history’s end at once and the whole on demand, a failure as an outcome', async () => {
    const chat = new FakeChatPort();
    const messages = ['a', 'b', 'c'].map((id) => ({ ...withFile(0), id, messageId: id }));
    chat.histories.set('chat-1', messages);
    chat.readEndFirst = 1;
    const outcome = await new LoadChatHistory(chat).execute({ ctx, chatId: 'chat-1' });
    if (!outcome.ok || !outcome.value.whole) throw new Error('expected a history read end first');
    expect(outcome.value.latest.map((m) => m.messageId)).toEqual(['c']);
    expect(await outcome.value.whole()).toMatchObject({
      ok: true,
      value: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
    });
    chat.wholeRead = async () => {
      throw new Error('the answer is not JSON');
    };
    expect(await outcome.value.whole()).toMatchObject({ ok: false, kind: 'unavailable' });
  });

  it('answers a chat that is gone as not-found', async () => {
    const outcome = await new LoadChatHistory(new FakeChatPort()).execute({ ctx, chatId: 'gone' });
    expect(outcome).toMatchObject({ ok: false, kind: 'not-found' });
  });
});
