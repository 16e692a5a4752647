import { describe, expect, it } from 'vitest';
import { EDIT_INSTRUCTIONS_REQUIRED_TEXT } from '../../domain/chat/validation-texts';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { ManualClock } from '../../testing/ManualClock';
import { EditResult } from './EditResult';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const about = { ctx, chatId: 'chat-1', source: { messageId: 'r-1' } };
const ack = { message: 'Working on it', action: 'campaign-augmentor', chatId: 'chat-1', messageId: 'b-2' };

function setup() {
  const chat = new FakeChatPort();
  const clock = new ManualClock();
  chat.sendAnswers = [ack];
  return { chat, clock };
}

describe('EditResult', () => {
  it('sends the trimmed instructions as an edit of the result', async () => {
    const { chat, clock } = setup();
    const outcome = await new EditResult(chat, clock).execute({ ...about, instructions: ' Budget 5000 ' });
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toEqual({
      message: 'Budget 5000',
      chatId: 'chat-1',
      action: 'edit',
      sourceMessageId: 'r-1',
    });
    expect(outcome.ok).toBe(true);
  });

  it('refuses blank instructions with the dialog’s alert, sending nothing', async () => {
    const { chat, clock } = setup();
    const outcome = await new EditResult(chat, clock).execute({ ...about, instructions: '   ' });
    expect(outcome).toMatchObject({
      ok: false,
      kind: 'not-allowed',
      message: EDIT_INSTRUCTIONS_REQUIRED_TEXT,
    });
    expect(chat.calls).toHaveLength(0);
  });
});
