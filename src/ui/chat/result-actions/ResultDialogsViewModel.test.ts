import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ASK_ASSISTANT_FAILED_TEXT,
  EDIT_FAILED_TEXT,
  REGENERATE_FAILED_TEXT,
} from '../../../core/domain/chat/result-texts';
import { BackendError } from '../../../core/domain/errors';
import { aSendAnswer } from '../testing/fakes';
import { reply, resultInChat } from '../testing/results';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("ResultDialogsViewModel: the dialogs a result's actions open", () => {
  it('rejects with a reason, then regenerates with it as feedback', async () => {
    const { vm, chat, thread } = await resultInChat({ action: 'campaign-launcher' });
    await vm.select('reject');
    expect(vm.dialogs.open).toBe('reject');
    expect(await vm.dialogs.rejectionSubmitted('   ')).toBe(false);
    expect(chat.callsOf('setMessageStatus')).toHaveLength(0);

    chat.sendAnswers = [{ ...reply, action: 'campaign-launcher' }];
    expect(await vm.dialogs.rejectionSubmitted('Wrong flight dates')).toBe(true);
    expect(chat.callsOf('setMessageStatus')[0]?.args).toEqual([
      'chat-1',
      'r-1',
      'rejected',
      'Wrong flight dates',
    ]);
    expect(thread.messages[0]).toMatchObject({ status: 'rejected', feedback: 'Wrong flight dates' });
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toMatchObject({
      action: 'regenerate',
      sourceMessageId: 'r-1',
      feedback: 'Wrong flight dates',
    });
    expect(vm.dialogs.open).toBeNull();
  });

  it('shows the regeneration error in the chat when it fails after the rejection', async () => {
    const { vm, chat, thread } = await resultInChat({ action: 'campaign-launcher' });
    vm.rejectClicked();
    chat.sendAnswers = [new BackendError('unavailable', 'down')];
    await vm.dialogs.rejectionSubmitted('Wrong flight dates');
    expect(thread.messages.at(-1)?.content).toBe(REGENERATE_FAILED_TEXT);
  });

  it('opens the right edit dialog pre-filled from the validation summary', async () => {
    const { vm } = await resultInChat();
    await vm.select('edit');
    expect(vm.dialogs.open).toBe('edit');
    expect(vm.dialogs.editDialog?.title).toBe('Update Campaign Details');
    expect(vm.dialogs.editPrefill).toBe(
      [
        'Please fix the following issues:',
        'Overall status: NEEDS_REVIEW',
        '- Budget is missing',
        '1 issues found out of 12 fields validated.',
      ].join('\n\n'),
    );
  });

  it('sends the edit and closes the dialog; the reply is watched', async () => {
    const { vm, chat, clock, thread } = await resultInChat();
    vm.editClicked();
    chat.sendAnswers = [reply];
    expect(await vm.dialogs.editSubmitted('Set the budget to 180000')).toBe(true);
    expect(vm.dialogs.open).toBeNull();
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toMatchObject({
      message: 'Set the budget to 180000',
      action: 'edit',
      sourceMessageId: 'r-1',
    });
    expect(thread.messages.at(-1)).toMatchObject({ messageId: 'b-2', status: 'processing' });
    await clock.advance(0);
    expect(chat.callsOf('fetchMessageStatus')).toHaveLength(1);
  });

  it('keeps the edit dialog open and tells the chat when the edit fails', async () => {
    const { vm, chat, thread } = await resultInChat();
    vm.editClicked();
    chat.sendAnswers = [new BackendError('unavailable', 'down')];
    expect(await vm.dialogs.editSubmitted('Set the budget')).toBe(false);
    expect(vm.dialogs.open).toBe('edit');
    expect(thread.messages.at(-1)?.content).toBe(EDIT_FAILED_TEXT);
  });

  it('does not send empty instructions', async () => {
    const { vm, chat } = await resultInChat();
    expect(await vm.dialogs.editSubmitted('  ')).toBe(false);
    expect(chat.callsOf('sendMessage')).toHaveLength(0);
  });

  it('asks the assistant a question about the result', async () => {
    const { vm, chat, thread } = await resultInChat();
    await vm.select('ask-assistant');
    expect(vm.dialogs.open).toBe('ask-assistant');
    expect(await vm.dialogs.questionSubmitted('')).toBe(false);
    chat.sendAnswers = [new BackendError('unavailable', 'down')];
    expect(await vm.dialogs.questionSubmitted('Why this budget?')).toBe(false);
    expect(thread.messages.at(-1)?.content).toBe(ASK_ASSISTANT_FAILED_TEXT);
    chat.sendAnswers = [aSendAnswer({ message: 'Because…', action: 'ask-assistant', messageId: 'b-3' })];
    expect(await vm.dialogs.questionSubmitted('Why this budget?')).toBe(true);
    expect(chat.callsOf('sendMessage').at(-1)?.args[0]).toMatchObject({ action: 'ask-assistant' });
  });
});
