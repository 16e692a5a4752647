import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_FAILED_TEXT, STATUS_CHANGE_FAILED_TEXT } from '../../../core/domain/chat/result-texts';
import { aUser } from '../../../core/testing/users';
import { ALL_CHAT_PERMISSIONS } from '../testing/fakes';
import { campaignResult, reply, resultInChat } from '../testing/results';
import type { ResultActionsViewModel } from './ResultActionsViewModel';

const labels = (vm: ResultActionsViewModel) => vm.items.map((item) => item.label);
const item = (vm: ResultActionsViewModel, id: string) => vm.items.find((entry) => entry.id === id)!;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('ResultActionsViewModel: what shows', () => {
  it('offers the campaign result its actions, with the table toggle last', async () => {
    const { vm } = await resultInChat();
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
    const { vm } = await resultInChat({ action: 'campaign-launcher' });
    expect(labels(vm)).toContain('Reject');
    expect(labels(vm)).not.toContain('Regenerate');
  });

  it('greys out what the user may not do', async () => {
    const { vm, session } = await resultInChat();
    session.user = aUser({ permissions: { can_send_message: true } });
    expect(vm.items.filter((entry) => entry.enabled).map((entry) => entry.label)).toEqual([
      'Reference in chat',
      'Download JSON',
      'Open JSON in a new tab',
      'Collapse result',
    ]);
  });

  it('suggests the next steps of its kind of result, none for an unlisted one', async () => {
    const { vm } = await resultInChat();
    expect(vm.suggestions.map((step) => step.label)).toContain('Process creative assets');
    const { vm: general } = await resultInChat({ action: 'general' });
    expect(general.suggestions).toEqual([]);
  });

  it('runs the action a suggestion names: Update opens Edit, Export exports, the rest send their prompt', async () => {
    const { vm, chat, effects } = await resultInChat();
    const suggestion = (label: string) => vm.suggestions.find((step) => step.label === label)!;

    await vm.suggestionPicked(suggestion('Update campaign details'));
    expect(vm.dialogs.open).toBe('edit');
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
    const { vm, session } = await resultInChat();
    session.user = aUser({ email: '', permissions: ALL_CHAT_PERMISSIONS });
    expect(item(vm, 'export-spreadsheet').enabled).toBe(false);
  });
});

describe('ResultActionsViewModel: reading the result', () => {
  it('references the result in the chat, then removes the reference', async () => {
    const { vm, thread } = await resultInChat();
    item(vm, 'reference').onSelect();
    expect(thread.isReferenced('r-1')).toBe(true);
    expect(item(vm, 'reference')).toMatchObject({ label: 'Remove reference', pressed: true });
    item(vm, 'reference').onSelect();
    expect(thread.isReferenced('r-1')).toBe(false);
  });

  it('downloads and opens the JSON through the browser effects', async () => {
    const { vm, effects } = await resultInChat();
    item(vm, 'download-json').onSelect();
    item(vm, 'open-json').onSelect();
    expect(effects.downloads[0]?.fileName).toBe('campaign-processor-r-1.json');
    expect(JSON.parse(effects.downloads[0]!.text)).toEqual(campaignResult);
    expect(JSON.parse(effects.shown[0]!)).toEqual(campaignResult);
  });

  it("exports with the user's email and opens the spreadsheet in a new tab", async () => {
    const { vm, chat, effects } = await resultInChat();
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
    const { vm, chat, effects } = await resultInChat();
    chat.spreadsheetUrl = 'javascript:alert(document.cookie)';
    await vm.select('export-spreadsheet');
    expect(effects.opened).toEqual([]);
    expect(vm.error).toBe(EXPORT_FAILED_TEXT);
  });

  it('keeps the collapse state of the table per chat', async () => {
    const { vm, thread } = await resultInChat();
    item(vm, 'collapse').onSelect();
    expect(vm.collapsed).toBe(true);
    expect(thread.isCollapsed('r-1')).toBe(true);
    vm.collapseToggled();
    expect(vm.collapsed).toBe(false);
  });
});

describe('ResultActionsViewModel: judging the result', () => {
  it('approves, shows Approved, and toggles back to completed', async () => {
    const { vm, chat, thread } = await resultInChat();
    await vm.select('approve');
    expect(chat.callsOf('setMessageStatus')[0]?.args).toEqual(['chat-1', 'r-1', 'approved', undefined]);
    expect(thread.messages[0]?.status).toBe('approved');
    expect(item(vm, 'approve').pressed).toBe(true);
    await vm.select('approve');
    expect(thread.messages[0]?.status).toBe('completed');
  });

  it('shows an error under the result when the status change is refused', async () => {
    const { vm, chat, thread } = await resultInChat();
    chat.failing.add('setMessageStatus');
    await vm.approveClicked();
    expect(vm.error).toBe(STATUS_CHANGE_FAILED_TEXT);
    expect(thread.messages[0]?.status).toBe('completed');
  });

  it('toggles a rejection back without asking again', async () => {
    const { vm, chat, thread } = await resultInChat({ action: 'campaign-launcher', status: 'rejected' });
    await vm.select('reject');
    expect(vm.dialogs.open).toBeNull();
    expect(chat.callsOf('setMessageStatus')[0]?.args[2]).toBe('completed');
    expect(thread.messages[0]?.status).toBe('completed');
  });
});

describe('ResultActionsViewModel: asking for changes', () => {
  it('regenerates the result', async () => {
    const { vm, chat } = await resultInChat();
    chat.sendAnswers = [reply];
    await vm.select('regenerate');
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toMatchObject({
      action: 'regenerate',
      sourceMessageId: 'r-1',
    });
  });

  it('disables the changing actions while a request is in flight', async () => {
    const { vm, chat } = await resultInChat();
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
