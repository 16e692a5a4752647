import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatUseCasesOver } from '../../../composition/use-cases/chat.module';
import { ManualClock } from '../../../core/testing/ManualClock';
import { aMessage, FakeChatPort, FakeStoragePort, fakeSession } from '../testing/fakes';
import { ChatViewModel } from './ChatViewModel';

const PAGE = 10;
const history = (count: number) =>
  Array.from({ length: count }, (_, i) => aMessage({ id: `m-${i}`, content: `message ${i}` }));
const ids = (vm: ChatViewModel) => vm.messages.map((m) => m.messageId);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `m-${from + i}`);

/** A chat of `count` messages over a backend that pages them `pageSize` at a time. */
async function openedChat(count: number, pageSize = PAGE) {
  const chat = new FakeChatPort();
  chat.pageSize = pageSize;
  chat.histories.set('chat-1', history(count));
  const clock = new ManualClock();
  const useCases = chatUseCasesOver({ chat, clock, storage: new FakeStoragePort() });
  const vm = new ChatViewModel({ useCases, clock, session: fakeSession() });
  vm.openChat('chat-1');
  await vm.loadHistory();
  return { chat, vm };
}
const beforeCursors = (chat: FakeChatPort) => chat.callsOf('fetchHistory').map((call) => call.args[1]);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('ChatViewModel: a history that pages', () => {
  it('opens a chat with its newest page and says earlier messages exist', async () => {
    const { vm } = await openedChat(25);
    expect(ids(vm)).toEqual(range(15, 25));
    expect(vm.hasEarlierMessages).toBe(true);
  });

  it('puts the page before the first shown message above it when the user scrolls to the top', async () => {
    const { vm } = await openedChat(25);
    await vm.scrolledToTop();
    expect(ids(vm)).toEqual(range(5, 25));
    await vm.scrolledToTop();
    expect(ids(vm)).toEqual(range(0, 25));
    expect(vm.hasEarlierMessages).toBe(false);
  });

  it('asks for each page once, however often the user reaches the top while it is on its way', async () => {
    const { chat, vm } = await openedChat(25);
    let release = () => {};
    chat.earlierRead = () =>
      new Promise((resolve) => {
        release = resolve;
      });
    const reads = [vm.scrolledToTop(), vm.scrolledToTop(), vm.scrolledToTop()];
    expect(vm.earlierState).toBe('loading');
    release();
    await Promise.all(reads);
    chat.earlierRead = async () => {};
    await vm.scrolledToTop();
    await vm.scrolledToTop();
    expect(beforeCursors(chat)).toEqual([undefined, 'm-15', 'm-5']);
    expect(ids(vm)).toEqual(range(0, 25));
  });

  it('keeps the earlier pages read when the newest page is read again', async () => {
    const { chat, vm } = await openedChat(25);
    await vm.scrolledToTop();
    chat.histories.get('chat-1')?.push(aMessage({ id: 'm-25', content: 'a late answer' }));
    await vm.loadHistory({ refreshExpiredFiles: false });
    expect(ids(vm)).toEqual(range(5, 26));
    expect(vm.hasEarlierMessages).toBe(true);
  });

  it('tries a page that failed again when the user scrolls up again', async () => {
    const { chat, vm } = await openedChat(25);
    chat.failing.add('fetchHistory');
    await vm.scrolledToTop();
    expect(vm.earlierState).toBe('failed');
    expect(ids(vm)).toEqual(range(15, 25));
    chat.failing.delete('fetchHistory');
    await vm.scrolledToTop();
    expect(ids(vm)).toEqual(range(5, 25));
  });

  it('drops a page that arrives after another chat was opened', async () => {
    const { chat, vm } = await openedChat(25);
    chat.histories.set('chat-2', history(3));
    const reading = vm.scrolledToTop();
    vm.openChat('chat-2');
    await reading;
    expect(vm.messages).toEqual([]);
  });

  it('reads every page, each once, when the whole chat is needed', async () => {
    const { chat, vm } = await openedChat(35);
    await vm.readWholeHistory();
    expect(ids(vm)).toEqual(range(0, 35));
    expect(beforeCursors(chat)).toEqual([undefined, 'm-25', 'm-15', 'm-5']);
  });

  it('reads every page of a 10,000-message chat once when the user scrolls to its top', async () => {
    const { chat, vm } = await openedChat(10_000, 100);
    let scrolls = 0;
    while (vm.hasEarlierMessages && scrolls < 200) {
      scrolls += 1;
      await Promise.all([vm.scrolledToTop(), vm.scrolledToTop()]);
    }
    expect(vm.messages).toHaveLength(10_000);
    const cursors = beforeCursors(chat);
    expect(cursors).toHaveLength(100);
    expect(new Set(cursors).size).toBe(100);
  });

  it('has nothing earlier to read from a backend that answers the whole history', async () => {
    const chat = new FakeChatPort();
    chat.histories.set('chat-1', history(25));
    const clock = new ManualClock();
    const vm = new ChatViewModel({
      useCases: chatUseCasesOver({ chat, clock, storage: new FakeStoragePort() }),
      clock,
      session: fakeSession(),
    });
    vm.openChat('chat-1');
    await vm.loadHistory();
    expect(vm.hasEarlierMessages).toBe(false);
    await vm.scrolledToTop();
    expect(chat.callsOf('fetchHistory')).toHaveLength(1);
  });
});
