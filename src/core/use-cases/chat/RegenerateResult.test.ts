import { describe, expect, it } from 'vitest';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { ManualClock } from '../../testing/ManualClock';
import { REGENERATE_REQUEST_TEXT, RegenerateResult } from './RegenerateResult';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const about = { ctx, chatId: 'chat-1', source: { messageId: 'r-1' } };
const ack = { message: 'Working on it', action: 'campaign-augmentor', chatId: 'chat-1', messageId: 'b-2' };

function setup() {
  const chat = new FakeChatPort();
  const clock = new ManualClock();
  chat.sendAnswers = [ack];
  return { chat, clock };
}

describe('RegenerateResult', () => {
  it('asks the assistant to redo the result, watching the reply', async () => {
    const { chat, clock } = setup();
    const outcome = await new RegenerateResult(chat, clock).execute(about);
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toEqual({
      message: REGENERATE_REQUEST_TEXT,
      chatId: 'chat-1',
      action: 'regenerate',
      sourceMessageId: 'r-1',
    });
    expect(outcome).toMatchObject({
      ok: true,
      value: { firstPollAfterMs: 0, reply: { status: 'processing' } },
    });
  });

  it('sends the rejection reason as feedback and as the request’s text', async () => {
    const { chat, clock } = setup();
    await new RegenerateResult(chat, clock).execute({ ...about, feedback: ' Wrong budget ' });
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toMatchObject({
      message: 'Wrong budget',
      feedback: 'Wrong budget',
    });
    expect(RegenerateResult.requestText(' Wrong budget ')).toBe('Wrong budget');
  });
});
