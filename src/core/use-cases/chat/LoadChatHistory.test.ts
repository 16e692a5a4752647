import { describe, expect, it } from 'vitest';
import { aMessageWithFile, ctx } from '../../testing/chat-kit';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { LoadChatHistory } from './LoadChatHistory';

describe('LoadChatHistory', () => {
  it('answers the chat’s messages', async () => {
    const chat = new FakeChatPort();
    chat.histories.set('chat-1', [aMessageWithFile(0)]);
    const outcome = await new LoadChatHistory(chat).execute({ ctx, chatId: 'chat-1' });
    expect(outcome).toMatchObject({ ok: true, value: { latest: [{ messageId: 'm-1' }] } });
    expect(outcome.ok && outcome.value.whole).toBeUndefined();
  });

  it('answers a long history’s end at once and the whole on demand, a failure as an outcome', async () => {
    const chat = new FakeChatPort();
    const messages = ['a', 'b', 'c'].map((id) => ({ ...aMessageWithFile(0), id, messageId: id }));
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
