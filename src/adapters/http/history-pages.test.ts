import { describe, expect, it } from 'vitest';
import type { ActingContext } from '../../core/ports/acting-context';
import { HttpChatAdapter } from './HttpChatAdapter';
import { EARLIER_PAGE_MESSAGES, FIRST_SCREEN_MESSAGES } from './history-page-sizes';
import { json } from './testing/fake-fetch';
import { fakeBackendClient } from './testing/harness';

const ctx: ActingContext = { userId: 'u-1', accountId: 'acc-1' };
const dto = (i: number) => ({
  id: `m-${i}`,
  type: i % 2 ? 'bot' : 'user',
  content: `text ${i}`,
  timestamp: 't',
});
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const ids = (messages: readonly { messageId: string }[]) => messages.map((m) => m.messageId);

function setup() {
  const { backend, http } = fakeBackendClient();
  return { backend, chat: new HttpChatAdapter(http) };
}

describe('reading a history that pages (the contract’s addition to spec 1 §7)', () => {
  it('asks for the newest screenful and reads where the earlier messages are', async () => {
    const { backend, chat } = setup();
    backend.answerNext(json({ before: 'm-950', messages: range(950, 1000).map(dto) }));
    const read = await chat.fetchHistory(ctx, 'c-1');
    expect(backend.calls[0]?.query).toEqual({
      userId: 'u-1',
      accountId: 'acc-1',
      last: `${FIRST_SCREEN_MESSAGES}`,
    });
    expect(ids(read.latest)).toEqual(range(950, 1000).map((i) => `m-${i}`));
    expect(read).toMatchObject({ earlier: 'm-950' });
    expect(read.whole).toBeUndefined();
  });

  it('asks for the page before a cursor, and says when it starts the chat', async () => {
    const { backend, chat } = setup();
    backend.answerNext(json({ before: null, messages: range(0, 100).map(dto) }));
    const read = await chat.fetchHistory(ctx, 'c-1', 'm-100');
    expect(backend.calls[0]?.query).toMatchObject({ before: 'm-100', last: `${EARLIER_PAGE_MESSAGES}` });
    expect(read.latest).toHaveLength(100);
    expect(read.earlier).toBeUndefined();
  });

  it('reads a backend that ignores the parameters as the whole history, its end first', async () => {
    const { backend, chat } = setup();
    backend.answerNext(json({ messages: range(0, 1000).map(dto) }));
    const read = await chat.fetchHistory(ctx, 'c-1');
    expect(ids(read.latest)).toEqual(range(950, 1000).map((i) => `m-${i}`));
    expect(read.earlier).toBeUndefined();
    expect(await read.whole?.()).toHaveLength(1000);
  });

  it('reads a short history from a backend that ignores the parameters as complete', async () => {
    const { backend, chat } = setup();
    backend.answerNext(json({ messages: range(0, 3).map(dto) }));
    const read = await chat.fetchHistory(ctx, 'c-1');
    expect(read).toEqual({ latest: expect.any(Array) });
    expect(read.latest).toHaveLength(3);
  });
});
