import { describe, expect, it } from 'vitest';
import { NO_ACCOUNT_TEXT } from '../../domain/chat/send-rules';
import { BackendError } from '../../domain/errors';
import { aReference, aSendAnswer } from '../../testing/builders';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { ManualClock } from '../../testing/ManualClock';
import { SendMessage } from './SendMessage';

const ctx = { userId: 'u-1', accountId: 'acc-1' };

function setup() {
  const chat = new FakeChatPort();
  const clock = new ManualClock();
  return { chat, clock, sendMessage: new SendMessage(chat, clock) };
}

describe('SendMessage', () => {
  it('sends the text with its files and references, and answers the reply to show', async () => {
    const { chat, clock, sendMessage } = setup();
    chat.sendAnswers = [aSendAnswer({ message: 'On it', action: 'general', sourceMessageId: 'u-9' })];
    const outcome = await sendMessage.execute({
      ctx,
      chatId: 'chat-1',
      text: 'Use these',
      files: [{ name: 'io.pdf', storagePath: 'uploads/io.pdf' }],
      references: [aReference({ messageId: 'r-1' })],
    });
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toEqual({
      message: 'Use these',
      chatId: 'chat-1',
      files: [{ name: 'io.pdf', storagePath: 'uploads/io.pdf' }],
      references: [{ messageId: 'r-1', type: 'message' }],
    });
    expect(outcome).toEqual({
      ok: true,
      value: {
        chatId: 'chat-1',
        newChat: false,
        storedAs: 'u-9',
        reply: {
          id: 'b-1',
          messageId: 'b-1',
          chatId: 'chat-1',
          type: 'bot',
          content: 'On it',
          action: 'general',
          sourceMessageId: 'u-9',
          timestamp: new Date(clock.now()).toISOString(),
        },
        firstPollAfterMs: null,
      },
    });
  });

  it('waits 1000 ms before the first look at a result in a chat it just created, none otherwise', async () => {
    const { chat, sendMessage } = setup();
    chat.sendAnswers = [
      aSendAnswer({ action: 'campaign-processor', chatId: 'chat-new' }),
      aSendAnswer({ action: 'campaign-processor' }),
    ];
    const created = await sendMessage.execute({ ctx, chatId: null, text: 'IO attached' });
    expect(created).toMatchObject({
      ok: true,
      value: { chatId: 'chat-new', newChat: true, firstPollAfterMs: 1000, reply: { status: 'processing' } },
    });
    const existing = await sendMessage.execute({ ctx, chatId: 'chat-1', text: 'Again' });
    expect(existing).toMatchObject({ ok: true, value: { firstPollAfterMs: 0 } });
  });

  it('does not poll a result that reports through its orchestration', async () => {
    const { chat, sendMessage } = setup();
    chat.sendAnswers = [aSendAnswer({ action: 'fast-track' })];
    const outcome = await sendMessage.execute({ ctx, chatId: 'chat-1', text: 'Fast track it' });
    expect(outcome).toMatchObject({ ok: true, value: { firstPollAfterMs: null } });
  });

  it('sends nothing without an account, in the catalogue’s words', async () => {
    const { chat, sendMessage } = setup();
    const outcome = await sendMessage.execute({
      ctx: { userId: 'u-1', accountId: null },
      chatId: null,
      text: 'Hi',
    });
    expect(outcome).toMatchObject({ ok: false, kind: 'not-allowed', message: NO_ACCOUNT_TEXT });
    expect(chat.calls).toHaveLength(0);
  });

  it('answers a typed failure when the backend cannot be reached, without throwing', async () => {
    const { chat, sendMessage } = setup();
    chat.sendAnswers = [new BackendError('unavailable', 'down')];
    const outcome = await sendMessage.execute({ ctx, chatId: 'chat-1', text: 'Hi' });
    expect(outcome).toMatchObject({ ok: false, kind: 'unavailable' });
  });
});
