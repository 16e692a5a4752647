import { describe, expect, it } from 'vitest';
import { EDIT_INSTRUCTIONS_REQUIRED_TEXT } from '../../domain/chat/validation-texts';
import { acknowledgingChat, followUpOfResult } from '../../testing/chat-kit';
import { EditResult } from './EditResult';

describe('EditResult', () => {
  it('sends the trimmed instructions as an edit of the result', async () => {
    const { chat, clock } = acknowledgingChat();
    const outcome = await new EditResult(chat, clock).execute({
      ...followUpOfResult,
      instructions: ' Budget 5000 ',
    });
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toEqual({
      message: 'Budget 5000',
      chatId: 'chat-1',
      action: 'edit',
      sourceMessageId: 'r-1',
    });
    expect(outcome.ok).toBe(true);
  });

  it('refuses blank instructions with the dialog’s alert, sending nothing', async () => {
    const { chat, clock } = acknowledgingChat();
    const outcome = await new EditResult(chat, clock).execute({ ...followUpOfResult, instructions: '   ' });
    expect(outcome).toMatchObject({
      ok: false,
      kind: 'not-allowed',
      message: EDIT_INSTRUCTIONS_REQUIRED_TEXT,
    });
    expect(chat.calls).toHaveLength(0);
  });
});
