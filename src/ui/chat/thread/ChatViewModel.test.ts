import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatUseCasesOver } from '../../../composition/use-cases/chat.module';
import { resultUseCasesOver } from '../../../composition/use-cases/resultActions.module';
import { SEND_FAILED_TEXT } from '../../../core/domain/chat/error-texts';
import { EDIT_FAILED_TEXT } from '../../../core/domain/chat/result-texts';
import { NO_ACCOUNT_TEXT } from '../../../core/domain/chat/send-rules';
import { BackendError } from '../../../core/domain/errors';
import { ManualClock } from '../../../core/testing/ManualClock';
import { aUser } from '../../../core/testing/users';
import { HISTORY_FAILED_TEXT } from '../status-texts';
import {
  ALL_CHAT_PERMISSIONS,
  aMessage,
  aSendAnswer,
  FakeChatPort,
  FakeStoragePort,
  fakeSession,
} from '../testing/fakes';
import { ChatViewModel } from './ChatViewModel';
import { messageText } from './message-view';

const HOUR = 60 * 60 * 1000;

function setup() {
  const chat = new FakeChatPort();
  const storage = new FakeStoragePort();
  const clock = new ManualClock();
  const session = fakeSession();
  const onChatsChanged = vi.fn();
  const useCases = chatUseCasesOver({ chat, clock, storage });
  const said: string[] = [];
  const vm = new ChatViewModel({
    useCases,
    clock,
    session,
    onChatsChanged,
    answered: (content) => said.push(content),
  });
  return {
    said,
    chat,
    storage,
    clock,
    session,
    vm,
    onChatsChanged,
    resultUseCases: resultUseCasesOver({ chat, clock }),
  };
}

/** The acknowledgement of an insertion order: its result is polled. */
const processingAck = (messageId: string, chatId = 'chat-1') =>
  aSendAnswer({
    message: 'Processing your insertion order…',
    action: 'campaign-processor',
    chatId,
    messageId,
  });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('ChatViewModel: history', () => {
  it('loads the messages of the chat it opens', async () => {
    const { vm, chat } = setup();
    chat.histories.set('chat-1', [aMessage({ id: 'm-1', type: 'user', content: 'hello' })]);
    vm.openChat('chat-1');
    expect(vm.historyState).toBe('loading');
    await vm.loadHistory();
    expect(vm.historyState).toBe('loaded');
    expect(vm.messages.map((m) => m.content)).toEqual(['hello']);
  });

  it('says so when the history cannot be read', async () => {
    const { vm } = setup();
    vm.openChat('missing');
    await vm.loadHistory();
    expect(vm.historyState).toBe('failed');
    expect(HISTORY_FAILED_TEXT).toMatch(/Failed to load messages/);
  });

  it('drops a history that arrives after another chat was opened', async () => {
    const { vm, chat } = setup();
    chat.histories.set('chat-1', [aMessage({ id: 'm-1', content: 'old chat' })]);
    vm.openChat('chat-1');
    const loading = vm.loadHistory();
    vm.startNewChat();
    await loading;
    expect(vm.messages).toEqual([]);
  });

  describe('a long history read end first', () => {
    const history = (count: number) =>
      Array.from({ length: count }, (_, i) => aMessage({ id: `m-${i}`, content: `message ${i}` }));
    /** Holds the whole read back: `asked` waits until the view model asks for it, `release` lets it through. */
    function heldWhole(chat: FakeChatPort) {
      let release: (() => void) | undefined;
      chat.readEndFirst = 2;
      chat.wholeRead = () =>
        new Promise<void>((resolve) => {
          release = resolve;
        });
      const asked = () => vi.waitFor(() => expect(release).toBeDefined());
      const letThrough = async () => {
        await asked();
        release?.();
      };
      return { asked, release: letThrough };
    }

    it('shows the end first, then the earlier messages before it, keeping what changed meanwhile', async () => {
      const { vm, chat } = setup();
      chat.histories.set('chat-1', history(5));
      const whole = heldWhole(chat);
      vm.openChat('chat-1');
      const loading = vm.loadHistory();
      await whole.asked();
      expect(vm.historyState).toBe('loaded');
      expect(vm.messages.map((m) => m.content)).toEqual(['message 3', 'message 4']);
      vm.applyStatus('m-4', 'approved');
      await whole.release();
      await loading;
      expect(vm.messages.map((m) => m.content)).toEqual([
        'message 0',
        'message 1',
        'message 2',
        'message 3',
        'message 4',
      ]);
      expect(vm.messages[4]?.status).toBe('approved');
    });

    it('says the history failed when its whole cannot be read', async () => {
      const { vm, chat } = setup();
      chat.histories.set('chat-1', history(5));
      chat.readEndFirst = 2;
      chat.wholeRead = async () => {
        throw new BackendError('unavailable', 'the answer is not JSON');
      };
      vm.openChat('chat-1');
      await vm.loadHistory();
      expect(vm.historyState).toBe('failed');
    });

    it('reloads a chat on screen in one go, never shortening it to its end', async () => {
      const { vm, chat } = setup();
      chat.histories.set('chat-1', history(5));
      vm.openChat('chat-1');
      await vm.loadHistory();
      const whole = heldWhole(chat);
      const reloading = vm.reloadHistory();
      await whole.asked();
      expect(vm.messages).toHaveLength(5);
      await whole.release();
      await reloading;
      expect(vm.messages).toHaveLength(5);
    });
  });

  it('renews expired file links (72 h) and reloads when some were renewed', async () => {
    const { vm, chat, clock } = setup();
    const expired = { name: 'io.pdf', url: 'https://files/io.pdf', linkExpiresAt: clock.now() - HOUR };
    chat.histories.set('chat-1', [aMessage({ id: 'm-1', type: 'user', files: [expired] })]);
    vm.openChat('chat-1');
    await vm.loadHistory();
    expect(chat.callsOf('refreshFiles').map((c) => c.args)).toEqual([['chat-1', 72]]);
    expect(chat.callsOf('fetchHistory')).toHaveLength(2);
  });

  it('does not reload when no file was renewed, nor ask when no link has expired', async () => {
    const { vm, chat, clock } = setup();
    const fresh = { name: 'a.pdf', url: 'https://files/a.pdf', linkExpiresAt: clock.now() + HOUR };
    chat.histories.set('chat-1', [aMessage({ id: 'm-1', type: 'user', files: [fresh] })]);
    vm.openChat('chat-1');
    await vm.loadHistory();
    expect(chat.callsOf('refreshFiles')).toHaveLength(0);
    expect(chat.callsOf('fetchHistory')).toHaveLength(1);
  });

  it('watches results that were still processing when the history was read', async () => {
    const { vm, chat, clock } = setup();
    chat.histories.set('chat-1', [
      aMessage({ id: 'm-1', action: 'campaign-processor', status: 'processing' }),
    ]);
    chat.statusAnswers = [{ status: 'completed', result: { content: 'Done', jsonResponse: { a: 1 } } }];
    vm.openChat('chat-1');
    await vm.loadHistory();
    await clock.advance(2000);
    expect(vm.messages[0]).toMatchObject({ content: 'Done', status: 'completed' });
  });
});

describe('ChatViewModel: send', () => {
  it('shows the message at once, then the acknowledgement, and creates the chat', async () => {
    const { vm, chat, onChatsChanged } = setup();
    vm.startNewChat();
    // Typing comes first: what sends the message has loaded by the time it is sent.
    await vm.composing();
    chat.sendAnswers = [aSendAnswer({ message: 'Hi there', chatId: 'chat-9' })];
    const sending = vm.send({ text: 'hello' });
    expect(vm.sending).toBe(true);
    expect(vm.messages.map((m) => [m.type, m.content])).toEqual([['user', 'hello']]);
    expect(await sending).toBe(true);
    expect(vm.sending).toBe(false);
    expect(vm.chatId).toBe('chat-9');
    expect(vm.messages.map((m) => [m.type, m.content])).toEqual([
      ['user', 'hello'],
      ['bot', 'Hi there'],
    ]);
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toEqual({ message: 'hello', chatId: null });
    expect(onChatsChanged).toHaveBeenCalled();
  });

  it('tells the live region of the answer when it arrives, and of nothing when the send failed', async () => {
    const { vm, chat, said } = setup();
    vm.startNewChat();
    chat.sendAnswers = [aSendAnswer({ message: 'Hi **there**', chatId: 'chat-9' })];
    await vm.send({ text: 'hello' });
    expect(said).toEqual(['Hi **there**']);
    chat.sendAnswers = [new BackendError('unavailable', 'boom')];
    await vm.send({ text: 'hello' });
    expect(said).toHaveLength(1);
  });

  it('sends the attached files and the references, and clears the references', async () => {
    const { vm, chat } = setup();
    chat.histories.set('chat-1', [aMessage({ id: 'r-1', action: 'campaign-processor', jsonResponse: {} })]);
    vm.openChat('chat-1');
    await vm.loadHistory();
    vm.toggleReference(vm.messages[0]!);
    chat.sendAnswers = [processingAck('b-1')];
    await vm.send({ text: 'use this', files: [{ name: 'io.pdf', storagePath: 'uploads/io.pdf' }] });
    const sent = chat.callsOf('sendMessage')[0]?.args[0];
    expect(sent).toMatchObject({
      chatId: 'chat-1',
      files: [{ name: 'io.pdf', storagePath: 'uploads/io.pdf' }],
      references: [{ messageId: 'r-1', type: 'message', action: 'campaign-processor' }],
    });
    expect(vm.references).toEqual([]);
  });

  it('on failure appends the error and keeps the references for another try', async () => {
    const { vm, chat } = setup();
    chat.histories.set('chat-1', [aMessage({ id: 'r-1', jsonResponse: {} })]);
    vm.openChat('chat-1');
    await vm.loadHistory();
    vm.toggleReference(vm.messages[0]!);
    chat.sendAnswers = [new BackendError('unavailable', 'boom')];
    expect(await vm.send({ text: 'hello' })).toBe(false);
    expect(vm.messages.at(-1)).toMatchObject({ type: 'system', content: SEND_FAILED_TEXT });
    expect(vm.isReferenced('r-1')).toBe(true);
    expect(vm.sending).toBe(false);
  });

  it("says a refusal over a limit in the backend's words, as the user's to mend rather than an error", async () => {
    const { vm, chat } = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const limit = 'message is too long: the limit is 10,000 characters';
    chat.sendAnswers = [new BackendError('over-limit', limit)];
    expect(await vm.send({ text: 'x'.repeat(10_001) })).toBe(false);
    expect(vm.messages.at(-1)).toMatchObject({ type: 'system', content: limit });
    expect(console.error).not.toHaveBeenCalled();
    chat.sendAnswers = [new BackendError('unavailable', 'boom')];
    await vm.send({ text: 'hello' });
    expect(console.error).toHaveBeenCalled();
  });

  it('refuses to send without an account', async () => {
    const { vm, chat, session } = setup();
    session.user = aUser({ accountId: null, accounts: [], permissions: ALL_CHAT_PERMISSIONS });
    expect(await vm.send({ text: 'hello' })).toBe(false);
    expect(vm.messages.at(-1)?.content).toBe(NO_ACCOUNT_TEXT);
    expect(chat.callsOf('sendMessage')).toHaveLength(0);
  });
});

describe('ChatViewModel: polling', () => {
  it('polls a processing result every 2 s until it completes', async () => {
    const { vm, chat, clock } = setup();
    chat.histories.set('chat-1', []);
    vm.openChat('chat-1');
    await vm.loadHistory();
    chat.sendAnswers = [processingAck('b-1')];
    chat.statusAnswers = [
      { status: 'processing' },
      { status: 'completed', result: { content: 'Extracted', jsonResponse: { campaign: 'X' } } },
    ];
    await vm.send({ text: 'process this' });
    expect(vm.messages.at(-1)).toMatchObject({ status: 'processing' });
    await clock.advance(0);
    await clock.advance(2000);
    expect(chat.callsOf('fetchMessageStatus').map((c) => c.args)).toEqual([
      ['chat-1', 'b-1'],
      ['chat-1', 'b-1'],
    ]);
    expect(vm.messages.at(-1)).toMatchObject({
      content: 'Extracted',
      jsonResponse: { campaign: 'X' },
      status: 'completed',
    });
    await clock.advance(10_000);
    expect(chat.callsOf('fetchMessageStatus')).toHaveLength(2);
  });

  it('waits 1000 ms before the first poll in a chat that was just created', async () => {
    const { vm, chat, clock } = setup();
    vm.startNewChat();
    chat.sendAnswers = [processingAck('b-1', 'chat-new')];
    await vm.send({ text: 'process this' });
    await clock.advance(999);
    expect(chat.callsOf('fetchMessageStatus')).toHaveLength(0);
    await clock.advance(1);
    expect(chat.callsOf('fetchMessageStatus')).toHaveLength(1);
  });

  it('shows the support text when the result failed', async () => {
    const { vm, chat, clock } = setup();
    vm.startNewChat();
    chat.sendAnswers = [processingAck('b-1', 'chat-new')];
    chat.statusAnswers = [{ status: 'failed' }];
    await vm.send({ text: 'process this' });
    await clock.advance(1000);
    const failed = vm.messages.at(-1)!;
    expect(messageText(failed)).toBe(
      'The request has timed out. Please contact support referencing processing ID: chat-new_b-1',
    );
  });

  it('stops polling when the chat is left', async () => {
    const { vm, chat, clock } = setup();
    vm.startNewChat();
    chat.sendAnswers = [processingAck('b-1', 'chat-new')];
    await vm.send({ text: 'process this' });
    vm.dispose();
    await clock.advance(10_000);
    expect(chat.callsOf('fetchMessageStatus')).toHaveLength(0);
    expect(clock.pendingTimers).toBe(0);
  });
});

describe('ChatViewModel: acting on a result', () => {
  async function withResult() {
    const context = setup();
    context.chat.histories.set('chat-1', [
      aMessage({ id: 'r-1', action: 'campaign-processor', status: 'completed', jsonResponse: { a: 1 } }),
    ]);
    context.vm.openChat('chat-1');
    await context.vm.loadHistory();
    return context;
  }

  it('sends an edit about the result; the request takes the id the backend stored it under', async () => {
    const { vm, chat, clock, resultUseCases } = await withResult();
    chat.sendAnswers = [
      aSendAnswer({ action: 'campaign-augmentor', messageId: 'b-2', sourceMessageId: 'u-2' }),
    ];
    const source = vm.messages[0]!;
    const ok = await vm.requestOnResult('change the budget', EDIT_FAILED_TEXT, (inChat) =>
      resultUseCases.editResult.execute({ ...inChat, source, instructions: 'change the budget' }),
    );
    expect(ok).toBe(true);
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toEqual({
      message: 'change the budget',
      chatId: 'chat-1',
      action: 'edit',
      sourceMessageId: 'r-1',
    });
    expect(vm.messages.map((m) => [m.type, m.messageId])).toEqual([
      ['bot', 'r-1'],
      ['user', 'u-2'],
      ['bot', 'b-2'],
    ]);
    expect(vm.messages.at(-1)?.status).toBe('processing');
    await clock.advance(0);
    expect(chat.callsOf('fetchMessageStatus')).toHaveLength(1);
  });

  it('refers to a sent message by the id the backend stored it under', async () => {
    const { vm, chat } = await withResult();
    chat.sendAnswers = [aSendAnswer({ message: 'Sure', messageId: 'b-3', sourceMessageId: 'u-3' })];
    await vm.send({ text: 'hello' });
    expect(vm.messages.find((m) => m.type === 'user')).toMatchObject({ id: 'u-3', messageId: 'u-3' });
  });

  it('appends the failure text it was given when the request fails', async () => {
    const { vm, chat, resultUseCases } = await withResult();
    chat.sendAnswers = [new BackendError('unavailable', 'down')];
    const source = vm.messages[0]!;
    const ok = await vm.requestOnResult('change it', EDIT_FAILED_TEXT, (inChat) =>
      resultUseCases.editResult.execute({ ...inChat, source, instructions: 'change it' }),
    );
    expect(ok).toBe(false);
    expect(vm.messages.at(-1)).toMatchObject({ type: 'system', content: EDIT_FAILED_TEXT });
  });

  it('sends the rejection feedback with a regeneration', async () => {
    const { vm, chat, resultUseCases } = await withResult();
    chat.sendAnswers = [processingAck('b-2')];
    const source = vm.messages[0]!;
    await vm.requestOnResult('wrong budget', 'x', (inChat) =>
      resultUseCases.regenerateResult.execute({ ...inChat, source, feedback: 'wrong budget' }),
    );
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toMatchObject({
      action: 'regenerate',
      sourceMessageId: 'r-1',
      feedback: 'wrong budget',
    });
  });

  it('references a result once, and lets the user remove it again', async () => {
    const { vm } = await withResult();
    vm.toggleReference(vm.messages[0]!);
    expect(vm.referencedMessages.map((m) => m.id)).toEqual(['r-1']);
    vm.toggleReference(vm.messages[0]!);
    expect(vm.isReferenced('r-1')).toBe(false);
    vm.toggleReference(vm.messages[0]!);
    vm.referencesCleared();
    expect(vm.references).toEqual([]);
  });

  it('adds a result to the references from the briefcase, once', async () => {
    const { vm } = await withResult();
    vm.referenceMessage('r-1');
    vm.referenceMessage('r-1');
    expect(vm.references.map((r) => r.messageId)).toEqual(['r-1']);
  });

  it("asks the list to bring a message into view for 'Go to message'", async () => {
    const { vm } = await withResult();
    vm.goToMessage('r-1');
    expect(vm.focusedMessageId).toBe('r-1');
    vm.startNewChat();
    expect(vm.focusedMessageId).toBeNull();
  });

  it('reflects an accepted status change', async () => {
    const { vm } = await withResult();
    vm.applyStatus('r-1', 'rejected', 'too expensive');
    expect(vm.messages[0]).toMatchObject({ status: 'rejected', feedback: 'too expensive' });
  });

  it('keeps collapse states per chat in storage', async () => {
    const { vm, storage } = await withResult();
    vm.setCollapsed('r-1', true);
    expect(storage.loadCollapseStates('chat-1')).toEqual({ 'r-1': true });
    vm.startNewChat();
    expect(vm.isCollapsed('r-1')).toBe(false);
    vm.openChat('chat-1');
    expect(vm.isCollapsed('r-1')).toBe(true);
  });
});
