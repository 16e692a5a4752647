import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatUseCasesOver } from '../../../composition/use-cases/chat.module';
import {
  ASK_ASSISTANT_FAILED_TEXT,
  EDIT_FAILED_TEXT,
  EXPORT_FAILED_TEXT,
  REGENERATE_FAILED_TEXT,
  STATUS_CHANGE_FAILED_TEXT,
} from '../../../core/domain/chat/error-texts';
import { BackendError } from '../../../core/domain/errors';
import type { Message } from '../../../core/domain/message';
import { ManualClock } from '../../../core/testing/ManualClock';
import { aUser } from '../../../core/testing/users';
import { ALL_CHAT_PERMISSIONS, aMessage, FakeChatPort, FakeStorage, fakeSession } from '../testing/fakes';
import { ChatViewModel } from '../thread/ChatViewModel';
import type { BrowserEffects } from './BrowserEffects';
import { ResultActionsViewModel } from './ResultActionsViewModel';

const campaignResult = {
  campaign_name: 'Spring Trail',
  validation: {
    summary: {
      overall_status: 'NEEDS_REVIEW',
      validation_issues: ['Budget is missing'],
      fields_with_issues: 1,
      total_fields_validated: 12,
    },
  },
};

function recordingEffects() {
  const effects = {
    opened: [] as string[],
    shown: [] as string[],
    downloads: [] as { fileName: string; text: string }[],
    openInNewTab: (url: string) => effects.opened.push(url),
    openTextInNewTab: (text: string) => effects.shown.push(text),
    download: (fileName: string, text: string) => effects.downloads.push({ fileName, text }),
  };
  return effects satisfies BrowserEffects;
}

async function setup(result: Partial<Message> = {}) {
  const chat = new FakeChatPort();
  const clock = new ManualClock();
  const session = fakeSession();
  const useCases = chatUseCasesOver({ chat, clock, storage: new FakeStorage() });
  const thread = new ChatViewModel({ useCases, clock, session });
  chat.histories.set('chat-1', [
    aMessage({
      id: 'r-1',
      action: 'campaign-processor',
      status: 'completed',
      content: 'Here are the campaign details.',
      jsonResponse: campaignResult,
      ...result,
    }),
  ]);
  thread.openChat('chat-1');
  await thread.loadHistory();
  const effects = recordingEffects();
  const vm = new ResultActionsViewModel({ thread, useCases, session, effects }, 'r-1');
  return { chat, clock, session, thread, effects, vm };
}

const labels = (vm: ResultActionsViewModel) => vm.items.map((item) => item.label);
const item = (vm: ResultActionsViewModel, id: string) => vm.items.find((entry) => entry.id === id)!;
const reply = {
  message: 'Updating the campaign details…',
  action: 'campaign-augmentor',
  chatId: 'chat-1',
  messageId: 'b-2',
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('ResultActionsViewModel: what shows', () => {
  it('offers the campaign result its actions, with the table toggle last', async () => {
    const { vm } = await setup();
    expect(labels(vm)).toEqual([
      'Reference in chat',
      'Download JSON',
      'Open JSON in a new tab',
      'Export to spreadsheet',
      'Approve',
      'Edit',
      'Regenerate',
      'Ask Assistant',
      'Collapse result',
    ]);
  });

  it('offers Reject on a launch configuration only', async () => {
    const { vm } = await setup({ action: 'campaign-launcher' });
    expect(labels(vm)).toContain('Reject');
    expect(labels(vm)).not.toContain('Regenerate');
  });

  it('greys out what the user may not do', async () => {
    const { vm, session } = await setup();
    session.user = aUser({ permissions: { can_send_message: true } });
    expect(vm.items.filter((entry) => entry.enabled).map((entry) => entry.label)).toEqual([
      'Reference in chat',
      'Download JSON',
      'Open JSON in a new tab',
      'Collapse result',
    ]);
  });

  it('suggests the next steps of its kind of result, none for an unlisted one', async () => {
    const { vm } = await setup();
    expect(vm.suggestions.map((step) => step.label)).toContain('Process creative assets');
    const { vm: general } = await setup({ action: 'general' });
    expect(general.suggestions).toEqual([]);
  });

  it('runs the action a suggestion names: Update opens Edit, Export exports, the rest send their prompt', async () => {
    const { vm, chat, effects } = await setup();
    const suggestion = (label: string) => vm.suggestions.find((step) => step.label === label)!;

    await vm.suggestionPicked(suggestion('Update campaign details'));
    expect(vm.openDialog).toBe('edit');
    chat.spreadsheetUrl = 'https://sheets.example/s/1';
    await vm.suggestionPicked(suggestion('Export'));
    expect(effects.opened).toEqual(['https://sheets.example/s/1']);
    expect(chat.callsOf('sendMessage')).toHaveLength(0);
    chat.sendAnswers = [reply];
    await vm.suggestionPicked(suggestion('Process creative assets'));
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toMatchObject({
      message: 'Process the creative assets for this campaign',
    });
  });

  it('cannot export without an email', async () => {
    const { vm, session } = await setup();
    session.user = aUser({ email: '', permissions: ALL_CHAT_PERMISSIONS });
    expect(item(vm, 'export-spreadsheet').enabled).toBe(false);
  });
});

describe('ResultActionsViewModel: reading the result', () => {
  it('references the result in the chat, then removes the reference', async () => {
    const { vm, thread } = await setup();
    item(vm, 'reference').onSelect();
    expect(thread.isReferenced('r-1')).toBe(true);
    expect(item(vm, 'reference')).toMatchObject({ label: 'Remove reference', pressed: true });
    item(vm, 'reference').onSelect();
    expect(thread.isReferenced('r-1')).toBe(false);
  });

  it('downloads and opens the JSON through the browser effects', async () => {
    const { vm, effects } = await setup();
    item(vm, 'download-json').onSelect();
    item(vm, 'open-json').onSelect();
    expect(effects.downloads[0]?.fileName).toBe('campaign-processor-r-1.json');
    expect(JSON.parse(effects.downloads[0]!.text)).toEqual(campaignResult);
    expect(JSON.parse(effects.shown[0]!)).toEqual(campaignResult);
  });

  it("exports with the user's email and opens the spreadsheet in a new tab", async () => {
    const { vm, chat, effects } = await setup();
    await vm.select('export-spreadsheet');
    expect(chat.callsOf('exportToSheets')[0]?.args[0]).toEqual({
      data: campaignResult,
      userEmail: 'riley.planner@example.com',
      chatId: 'chat-1',
      messageId: 'r-1',
    });
    expect(effects.opened).toEqual(['https://sheets.example/1']);
  });

  it('does not open a spreadsheet address that would run script, and says the export failed', async () => {
    const { vm, chat, effects } = await setup();
    chat.spreadsheetUrl = 'javascript:alert(document.cookie)';
    await vm.select('export-spreadsheet');
    expect(effects.opened).toEqual([]);
    expect(vm.error).toBe(EXPORT_FAILED_TEXT);
  });

  it('keeps the collapse state of the table per chat', async () => {
    const { vm, thread } = await setup();
    item(vm, 'collapse').onSelect();
    expect(vm.collapsed).toBe(true);
    expect(thread.isCollapsed('r-1')).toBe(true);
    vm.collapseToggled();
    expect(vm.collapsed).toBe(false);
  });
});

describe('ResultActionsViewModel: judging the result', () => {
  it('approves, shows Approved, and toggles back to completed', async () => {
    const { vm, chat, thread } = await setup();
    await vm.select('approve');
    expect(chat.callsOf('setMessageStatus')[0]?.args).toEqual(['chat-1', 'r-1', 'approved', undefined]);
    expect(thread.messages[0]?.status).toBe('approved');
    expect(item(vm, 'approve').pressed).toBe(true);
    await vm.select('approve');
    expect(thread.messages[0]?.status).toBe('completed');
  });

  it('shows an error under the result when the status change is refused', async () => {
    const { vm, chat, thread } = await setup();
    chat.failing.add('setMessageStatus');
    await vm.approveClicked();
    expect(vm.error).toBe(STATUS_CHANGE_FAILED_TEXT);
    expect(thread.messages[0]?.status).toBe('completed');
  });

  it('rejects with a reason, then regenerates with it as feedback', async () => {
    const { vm, chat, thread } = await setup({ action: 'campaign-launcher' });
    await vm.select('reject');
    expect(vm.openDialog).toBe('reject');
    expect(await vm.rejectionSubmitted('   ')).toBe(false);
    expect(chat.callsOf('setMessageStatus')).toHaveLength(0);

    chat.sendAnswers = [{ ...reply, action: 'campaign-launcher' }];
    expect(await vm.rejectionSubmitted('Wrong flight dates')).toBe(true);
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
    expect(vm.openDialog).toBeNull();
  });

  it('toggles a rejection back without asking again', async () => {
    const { vm, chat, thread } = await setup({ action: 'campaign-launcher', status: 'rejected' });
    await vm.select('reject');
    expect(vm.openDialog).toBeNull();
    expect(chat.callsOf('setMessageStatus')[0]?.args[2]).toBe('completed');
    expect(thread.messages[0]?.status).toBe('completed');
  });

  it('shows the regeneration error in the chat when it fails after the rejection', async () => {
    const { vm, chat, thread } = await setup({ action: 'campaign-launcher' });
    vm.rejectClicked();
    chat.sendAnswers = [new BackendError('ERR_NETWORK', 'down')];
    await vm.rejectionSubmitted('Wrong flight dates');
    expect(thread.messages.at(-1)?.content).toBe(REGENERATE_FAILED_TEXT);
  });
});

describe('ResultActionsViewModel: asking for changes', () => {
  it('opens the right edit dialog pre-filled from the validation summary', async () => {
    const { vm } = await setup();
    await vm.select('edit');
    expect(vm.openDialog).toBe('edit');
    expect(vm.editDialog?.title).toBe('Update Campaign Details');
    expect(vm.editPrefill).toBe(
      [
        'Please fix the following issues:',
        'Overall status: NEEDS_REVIEW',
        '- Budget is missing',
        '1 issues found out of 12 fields validated.',
      ].join('\n\n'),
    );
  });

  it('sends the edit and closes the dialog; the reply is watched', async () => {
    const { vm, chat, clock, thread } = await setup();
    vm.editClicked();
    chat.sendAnswers = [reply];
    expect(await vm.editSubmitted('Set the budget to 180000')).toBe(true);
    expect(vm.openDialog).toBeNull();
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
    const { vm, chat, thread } = await setup();
    vm.editClicked();
    chat.sendAnswers = [new BackendError('ERR_NETWORK', 'down')];
    expect(await vm.editSubmitted('Set the budget')).toBe(false);
    expect(vm.openDialog).toBe('edit');
    expect(thread.messages.at(-1)?.content).toBe(EDIT_FAILED_TEXT);
  });

  it('does not send empty instructions', async () => {
    const { vm, chat } = await setup();
    expect(await vm.editSubmitted('  ')).toBe(false);
    expect(chat.callsOf('sendMessage')).toHaveLength(0);
  });

  it('regenerates the result', async () => {
    const { vm, chat } = await setup();
    chat.sendAnswers = [reply];
    await vm.select('regenerate');
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toMatchObject({
      action: 'regenerate',
      sourceMessageId: 'r-1',
    });
  });

  it('asks the assistant a question about the result', async () => {
    const { vm, chat, thread } = await setup();
    await vm.select('ask-assistant');
    expect(vm.openDialog).toBe('ask-assistant');
    expect(await vm.questionSubmitted('')).toBe(false);
    chat.sendAnswers = [new BackendError('ERR_NETWORK', 'down')];
    expect(await vm.questionSubmitted('Why this budget?')).toBe(false);
    expect(thread.messages.at(-1)?.content).toBe(ASK_ASSISTANT_FAILED_TEXT);
    chat.sendAnswers = [{ message: 'Because…', action: 'ask-assistant', chatId: 'chat-1', messageId: 'b-3' }];
    expect(await vm.questionSubmitted('Why this budget?')).toBe(true);
    expect(chat.callsOf('sendMessage').at(-1)?.args[0]).toMatchObject({ action: 'ask-assistant' });
  });

  it('disables the changing actions while a request is in flight', async () => {
    const { vm, chat } = await setup();
    let answer: (value: typeof reply) => void = () => {};
    chat.sendMessage = () => new Promise((resolve) => (answer = resolve));
    const regenerating = vm.regenerateClicked();
    expect(item(vm, 'edit').enabled).toBe(false);
    expect(item(vm, 'download-json').enabled).toBe(true);
    answer(reply);
    await regenerating;
    expect(item(vm, 'edit').enabled).toBe(true);
  });
});
