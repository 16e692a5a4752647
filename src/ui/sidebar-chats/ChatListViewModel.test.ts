import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatListUseCasesOver } from '../../composition/use-cases/chatList.module';
import {
  REMOVE_CHAT_FAILED_TEXT,
  RENAME_CHAT_FAILED_TEXT,
  SELECT_ACCOUNT_FIRST_TEXT,
  UNPIN_BEFORE_REMOVE_TEXT,
} from '../../core/domain/chat/chat-list';
import type { ChatHistoryItem } from '../../core/domain/message';
import { ManualClock } from '../../core/testing/ManualClock';
import { aUser } from '../../core/testing/users';
import { ALL_CHAT_PERMISSIONS, FakeChatPort, FakeEventsPort, fakeSession } from '../chat/testing/fakes';
import { ChatListViewModel } from './ChatListViewModel';

const chat = (id: string, summary: string, updatedAt: string, pinned = false): ChatHistoryItem => ({
  id,
  summary,
  pinned,
  updatedAt,
});

async function setup() {
  const port = new FakeChatPort();
  port.chats = [
    chat('c-old', 'Spring creative refresh', '2026-11-20T09:00:00Z'),
    chat('c-new', 'Launch the summer sale', '2026-11-22T09:00:00Z'),
    chat('c-pin', 'Q4 holiday insertion order', '2026-11-17T09:00:00Z', true),
  ];
  const clock = new ManualClock();
  const events = new FakeEventsPort();
  const session = fakeSession();
  const list = new ChatListViewModel({
    ...chatListUseCasesOver({ chat: port, events }),
    clock,
    events,
    session,
  });
  const detach = list.attach();
  await clock.advance(200);
  return { port, clock, events, session, list, detach };
}

const summaries = (list: ChatListViewModel) => list.visibleChats.map((c) => c.summary);
const chatOf = (list: ChatListViewModel, id: string) => {
  const chat = list.chats.find((c) => c.id === id);
  if (!chat) throw new Error(`No chat ${id}`);
  return chat;
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('ChatListViewModel', () => {
  it('lists pinned chats first, then the most recently updated', async () => {
    const { list } = await setup();
    expect(summaries(list)).toEqual([
      'Q4 holiday insertion order',
      'Launch the summer sale',
      'Spring creative refresh',
    ]);
  });

  it('narrows the list with the canvas search', async () => {
    const { list } = await setup();
    list.searchChanged('  SUMMER ');
    expect(summaries(list)).toEqual(['Launch the summer sale']);
  });

  it('renames a chat; a blank name cancels, an unchanged one sends nothing', async () => {
    const { list, port } = await setup();
    list.actions.renameStarted('c-new');
    await list.actions.renameCommitted('c-new', '   ');
    expect(list.actions.renamingId).toBeNull();
    await list.actions.renameCommitted('c-new', 'Launch the summer sale ');
    expect(port.callsOf('renameChat')).toHaveLength(0);
    await list.actions.renameCommitted('c-new', ' Summer sale launch ');
    expect(port.callsOf('renameChat')[0]?.args).toEqual(['c-new', 'Summer sale launch']);
    expect(summaries(list)).toContain('Summer sale launch');
  });

  it('keeps the old name and says so when the rename fails', async () => {
    const { list, port } = await setup();
    port.failing.add('renameChat');
    await list.actions.renameCommitted('c-new', 'Summer sale launch');
    expect(list.actions.error).toBe(RENAME_CHAT_FAILED_TEXT);
    expect(summaries(list)).toContain('Launch the summer sale');
  });

  it('pins a chat to the top and unpins it again', async () => {
    const { list } = await setup();
    await list.actions.pinToggled('c-old');
    expect(summaries(list)[0]).toBe('Spring creative refresh');
    await list.actions.pinToggled('c-old');
    expect(summaries(list)[2]).toBe('Spring creative refresh');
  });

  it('asks to unpin a pinned chat before removing it', async () => {
    const { list, port } = await setup();
    list.actions.deleteRequested(chatOf(list, 'c-pin'));
    expect(list.actions.error).toBe(UNPIN_BEFORE_REMOVE_TEXT);
    expect(list.actions.deletion.subject).toBeNull();
    expect(port.callsOf('removeChat')).toHaveLength(0);
  });

  it('removes a chat after confirmation', async () => {
    const { list, port } = await setup();
    list.actions.deleteRequested(chatOf(list, 'c-old'));
    expect(list.actions.deletion.subject?.id).toBe('c-old');
    expect(await list.actions.deleteConfirmed()).toEqual({ ok: true, value: 'c-old' });
    expect(port.callsOf('removeChat')[0]?.args).toEqual(['c-old']);
    expect(summaries(list)).not.toContain('Spring creative refresh');
  });

  it('keeps the chat and says so when the removal fails', async () => {
    const { list, port } = await setup();
    port.failing.add('removeChat');
    list.actions.deleteRequested(chatOf(list, 'c-old'));
    expect(await list.actions.deleteConfirmed()).toMatchObject({ ok: false });
    expect(list.actions.error).toBe(REMOVE_CHAT_FAILED_TEXT);
    expect(summaries(list)).toContain('Spring creative refresh');
  });

  it('offers pin and remove only with the chat-history permission', async () => {
    const { list, session, port } = await setup();
    session.user = aUser({ permissions: { can_send_message: true } });
    expect(list.mayManageChats).toBe(false);
    await list.actions.pinToggled('c-old');
    list.actions.deleteRequested(chatOf(list, 'c-old'));
    expect(port.callsOf('togglePin')).toHaveLength(0);
    expect(list.actions.deletion.subject).toBeNull();
  });

  it('asks a regular admin without an account to select one first, and lists nothing', async () => {
    const { list, session, clock } = await setup();
    session.user = aUser({ role: 'Admin', accountId: null, accounts: [], permissions: ALL_CHAT_PERMISSIONS });
    session.selectionState = 'required';
    await clock.advance(200);
    expect(list.accountNotice).toBe(SELECT_ACCOUNT_FIRST_TEXT);
    expect(list.visibleChats).toEqual([]);
  });

  it('folds reload requests within 200 ms into one', async () => {
    const { list, port, clock } = await setup();
    const before = port.callsOf('listChats').length;
    list.reloadSoon();
    await clock.advance(150);
    list.reloadSoon();
    await clock.advance(150);
    expect(port.callsOf('listChats')).toHaveLength(before);
    await clock.advance(50);
    expect(port.callsOf('listChats')).toHaveLength(before + 1);
  });

  it('reloads when the accounts are announced', async () => {
    const { port, events, clock } = await setup();
    const before = port.callsOf('listChats').length;
    events.emit('accountsLoaded', {
      selectedAccountId: 'acc-1',
      accounts: [],
      timestamp: 0,
      source: 'login',
    });
    await clock.advance(200);
    expect(port.callsOf('listChats')).toHaveLength(before + 1);
  });

  it('reloads 500 ms after impersonation starts, for the impersonated user', async () => {
    const { port, session, clock } = await setup();
    const before = port.callsOf('listChats').length;
    session.user = aUser({ userId: 'u-riley', accountId: 'acc-1', isImpersonating: true });
    await clock.advance(499);
    expect(port.callsOf('listChats')).toHaveLength(before);
    await clock.advance(1);
    expect(port.callsOf('listChats').at(-1)?.ctx.userId).toBe('u-riley');
  });

  it('drops a reload refused after the acting user changed (impersonation ended meanwhile)', async () => {
    const { list, port, session } = await setup();
    port.failing.add('listChats');
    const reload = list.reload();
    session.user = aUser({ userId: 'u-riley', accountId: 'acc-1', isImpersonating: true });
    await reload;
    expect(list.loadFailed).toBe(false);
    expect(console.error).not.toHaveBeenCalled();
    expect(summaries(list)).toContain('Launch the summer sale');
  });

  it('drops a reload refused while an impersonation is ending (the backend ended it first)', async () => {
    const { list, port, session } = await setup();
    port.failing.add('listChats');
    session.identityChanging = true;
    await list.reload();
    expect(list.loadFailed).toBe(false);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('says a reload failed when nobody is switching identity', async () => {
    const { list, port } = await setup();
    port.failing.add('listChats');
    await list.reload();
    expect(list.loadFailed).toBe(true);
  });

  it('starts a new canvas through the resetChat event', async () => {
    const { list, events } = await setup();
    list.newCanvasClicked();
    expect(events.emitted.map((e) => e.name)).toEqual(['resetChat']);
  });

  it('stops reloading once detached', async () => {
    const { list, port, clock, detach } = await setup();
    const before = port.callsOf('listChats').length;
    list.reloadSoon();
    detach();
    await clock.advance(1000);
    expect(port.callsOf('listChats')).toHaveLength(before);
  });
});
