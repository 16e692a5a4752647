import { describe, expect, it } from 'vitest';
import { ASSISTANT_QUESTION_REQUIRED_TEXT } from '../../domain/chat/validation-texts';
import { acknowledgingChat, followUpOfResult } from '../../testing/chat-kit';
import { AskAboutResult } from './AskAboutResult';

describe('AskAboutResult', () => {
  it('sends the question about the result', async () => {
    const { chat, clock } = acknowledgingChat();
    await new AskAboutResult(chat, clock).execute({ ...followUpOfResult, question: 'Why this budget?' });
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toMatchObject({
      message: 'Why this budget?',
      action: 'ask-assistant',
      sourceMessageId: 'r-1',
    });
  });

  it('refuses a blank question, and a failed send is a typed failure', async () => {
    const { chat, clock } = acknowledgingChat();
    const ask = new AskAboutResult(chat, clock);
    expect(await ask.execute({ ...followUpOfResult, question: '' })).toMatchObject({
      ok: false,
      message: ASSISTANT_QUESTION_REQUIRED_TEXT,
    });
    chat.failing.add('sendMessage');
    expect(await ask.execute({ ...followUpOfResult, question: 'Why?' })).toMatchObject({
      ok: false,
      kind: 'unavailable',
    });
  });
});
