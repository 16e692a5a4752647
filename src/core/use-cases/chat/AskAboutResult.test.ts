import { describe, expect, it } from 'vitest';
import { ASSISTANT_QUESTION_REQUIRED_TEXT } from '../../domain/chat/validation-texts';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { ManualClock } from '../../testing/ManualClock';
import { AskAboutResult } from './AskAboutResult';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const about = { ctx, chatId: 'chat-1', source: { messageId: 'r-1' } };
const ack = { message: 'Working on it', action: 'campaign-augmentor', chatId: 'chat-1', messageId: 'b-2' };

function setup() {
  const chat = new FakeChatPort();
  const clock = new ManualClock();
  chat.sendAnswers = [ack];
  return { chat, clock };
}

describe('AskAboutResult', () => {
  it('sends the question about the result', async () => {
    const { chat, clock } = setup();
    await new AskAboutResult(chat, clock).execute({ ...about, question: 'Why this budget?' });
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toMatchObject({
      message: 'Why this budget?',
      action: 'ask-assistant',
      sourceMessageId: 'r-1',
    });
  });

  it('refuses a blank question, and a failed send is a typed failure', async () => {
    const { chat, clock } = setup();
    const ask = new AskAboutResult(chat, clock);
    expect(await ask.execute({ ...about, question: '' })).toMatchObject({
      ok: false,
      message: ASSISTANT_QUESTION_REQUIRED_TEXT,
    });
    chat.failing.add('sendMessage');
    expect(await ask.execute({ ...about, question: 'Why?' })).toMatchObject({
      ok: false,
      kind: 'unavailable',
    });
  });
});
