import { describe, expect, it } from 'vitest';
import { acknowledgingChat, followUpOfResult } from '../../testing/chat-kit';
import { REGENERATE_REQUEST_TEXT, RegenerateResult } from './RegenerateResult';

describe('RegenerateResult', () => {
  it('asks the assistant to redo the result, watching the reply', async () => {
    const { chat, clock } = acknowledgingChat();
    const outcome = await new RegenerateResult(chat, clock).execute(followUpOfResult);
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
    const { chat, clock } = acknowledgingChat();
    await new RegenerateResult(chat, clock).execute({ ...followUpOfResult, feedback: ' Wrong budget ' });
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toMatchObject({
      message: 'Wrong budget',
      feedback: 'Wrong budget',
    });
    expect(RegenerateResult.requestText(' Wrong budget ')).toBe('Wrong budget');
  });
});
