import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatUseCasesOver } from '../../../composition/use-cases/chat.module';
import { resultUseCasesOver } from '../../../composition/use-cases/resultActions.module';
import { ManualClock } from '../../../core/testing/ManualClock';
import { aUser } from '../../../core/testing/users';
import {
  ALL_CHAT_PERMISSIONS,
  aMessage,
  aSendAnswer,
  FakeChatPort,
  FakeEventsPort,
  FakeStoragePort,
  fakeSession,
} from '../testing/fakes';
import { ChatWorkspaceViewModel } from './ChatWorkspaceViewModel';

function setup() {
  const chat = new FakeChatPort();
  const clock = new ManualClock();
  const session = fakeSession();
  const events = new FakeEventsPort();
  const onChatsChanged = vi.fn();
  const workspace = new ChatWorkspaceViewModel({
    useCases: chatUseCasesOver({ chat, clock, storage: new FakeStoragePort() }),
    loadResultUseCases: async () => resultUseCasesOver({ chat, clock }),
    clock,
    events,
    session,
    onChatsChanged,
  });
  chat.histories.set('chat-1', [aMessage({ id: 'm-1', type: 'user', content: 'hello' })]);
  const detach = workspace.attach();
  return { chat, clock, session, events, workspace, detach, onChatsChanged };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('ChatWorkspaceViewModel', () => {
  it('reads the history of the chat in the address 50 ms later', async () => {
    const { workspace, chat, clock } = setup();
    workspace.chatRequested('chat-1');
    expect(workspace.thread.historyState).toBe('loading');
    await clock.advance(49);
    expect(chat.callsOf('fetchHistory')).toHaveLength(0);
    await clock.advance(1);
    expect(workspace.thread.messages.map((m) => m.content)).toEqual(['hello']);
  });

  it('waits for the accounts before reading the history', async () => {
    const { workspace, chat, clock, session } = setup();
    session.accountsLoading = true;
    workspace.chatRequested('chat-1');
    await clock.advance(1000);
    expect(chat.callsOf('fetchHistory')).toHaveLength(0);
    session.accountsLoading = false;
    await clock.advance(50);
    expect(chat.callsOf('fetchHistory')).toHaveLength(1);
  });

  it('waits for a regular admin to pick an account', async () => {
    const { workspace, chat, clock, session } = setup();
    const admin = aUser({ role: 'Admin', accountId: null, accounts: [], permissions: ALL_CHAT_PERMISSIONS });
    session.user = admin;
    workspace.chatRequested('chat-1');
    await clock.advance(1000);
    expect(chat.callsOf('fetchHistory')).toHaveLength(0);
    session.user = { ...admin, accountId: 'acc-1' };
    await clock.advance(50);
    expect(chat.callsOf('fetchHistory')).toHaveLength(1);
  });

  it('starts a new chat on the resetChat event', async () => {
    const { workspace, clock, events } = setup();
    workspace.chatRequested('chat-1');
    await clock.advance(50);
    events.emit('resetChat', {});
    expect(workspace.thread.chatId).toBeNull();
    expect(workspace.thread.messages).toEqual([]);
  });

  it('toggles the briefcase and closes it on the closeBriefcase event', () => {
    const { workspace, events } = setup();
    expect(workspace.briefcaseToggleLabel).toBe('Show briefcase');
    workspace.briefcaseToggled();
    expect(workspace.briefcaseOpen).toBe(true);
    expect(workspace.briefcaseToggleLabel).toBe('Hide briefcase');
    events.emit('closeBriefcase', {});
    expect(workspace.briefcaseOpen).toBe(false);
  });

  it('starts a new chat when the acting account changes', async () => {
    const { workspace, clock, session } = setup();
    workspace.chatRequested('chat-1');
    await clock.advance(50);
    session.user = aUser({ accountId: 'acc-2', permissions: ALL_CHAT_PERMISSIONS });
    expect(workspace.thread.chatId).toBeNull();
  });

  it('stops listening and polling when the screen goes away', async () => {
    const { workspace, chat, clock, events, detach } = setup();
    chat.sendAnswers = [aSendAnswer({ message: 'Processing…', action: 'campaign-processor', chatId: 'c' })];
    workspace.composer.textChanged('process');
    await workspace.composer.sendClicked();
    detach();
    events.emit('closeBriefcase', {});
    workspace.briefcaseToggled();
    events.emit('closeBriefcase', {});
    expect(workspace.briefcaseOpen).toBe(true);
    await clock.advance(10_000);
    expect(chat.callsOf('fetchMessageStatus')).toHaveLength(0);
  });

  it('sends a suggested next step as the next message and lets the chat list know', async () => {
    const { workspace, chat, onChatsChanged } = setup();
    chat.sendAnswers = [aSendAnswer({ message: 'Sure', chatId: 'chat-2' })];
    await workspace.thread.sendText('Process the creative assets for this campaign');
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toMatchObject({
      message: 'Process the creative assets for this campaign',
    });
    expect(onChatsChanged).toHaveBeenCalled();
  });

  it('shows friendly timestamps', () => {
    const { workspace, clock } = setup();
    expect(workspace.timestampOf({ timestamp: new Date(clock.now() - 86_400_000).toISOString() })).toMatch(
      /^Yesterday at /,
    );
  });
});
