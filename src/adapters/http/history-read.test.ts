import { describe, expect, it } from 'vitest';
import type { ActingContext } from '../../core/ports/acting-context';
import { HttpChatAdapter } from './HttpChatAdapter';
import { FIRST_SCREEN_MESSAGES } from './history-page-sizes';
import type { IdleTime } from './schemas/list-items';
import { json } from './testing/fake-fetch';
import { fakeBackendClient } from './testing/harness';

const ctx: ActingContext = { userId: 'u-1', accountId: 'acc-1' };
const dto = (i: number) => ({
  id: `m-${i}`,
  type: i % 2 ? 'bot' : 'user',
  content: `text ${i}`,
  timestamp: 't',
});
const ids = (messages: readonly { messageId: string }[]) => messages.map((m) => m.messageId);

/** Idle periods that start when the test says, each with `periodMs` to spend. */
function setup(periodMs = Number.POSITIVE_INFINITY) {
  const { backend, http } = fakeBackendClient();
  const waiting: (() => void)[] = [];
  const whenIdle = () =>
    new Promise<IdleTime>((resolve) => waiting.push(() => resolve({ timeRemaining: () => periodMs })));
  /** Starts the idle periods asked for so far; answers how many. */
  const idlePeriod = async () => {
    await Promise.resolve();
    const started = waiting.splice(0);
    for (const start of started) start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return started.length;
  };
  return { backend, chat: new HttpChatAdapter(http, whenIdle), idlePeriod };
}

/** Runs idle periods until `reading` settles; answers how many it took. */
async function untilRead(reading: Promise<unknown> | undefined, idlePeriod: () => Promise<number>) {
  let settled = false;
  void reading?.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  let periods = 0;
  while (!settled) periods += await idlePeriod();
  return periods;
}

describe('reading a long history end first', () => {
  it('answers the last screenful at once and the whole only once the page is idle', async () => {
    const { backend, chat, idlePeriod } = setup();
    const count = FIRST_SCREEN_MESSAGES * 4;
    backend.answerNext(json({ messages: Array.from({ length: count }, (_, i) => dto(i)) }));
    const read = await chat.fetchHistory(ctx, 'c-1');
    expect(ids(read.latest)).toEqual(
      Array.from({ length: FIRST_SCREEN_MESSAGES }, (_, i) => `m-${count - FIRST_SCREEN_MESSAGES + i}`),
    );
    let whole: readonly { messageId: string }[] | undefined;
    const reading = read.whole?.().then((messages) => {
      whole = messages;
    });
    await Promise.resolve();
    expect(whole).toBeUndefined();
    await untilRead(reading, idlePeriod);
    expect(whole).toHaveLength(count);
    expect(whole?.[0]).toMatchObject({ messageId: 'm-0', chatId: 'c-1', content: 'text 0' });
  });

  it('shows the end of a history larger than the first window in its own words, accents and emoji included', async () => {
    const { backend, chat } = setup();
    // About 200 KB: the last 50 messages are read from the answer's last bytes alone.
    const count = 1_000;
    const words = (i: number) => `Réunion n°${i} ✓ — budget 5 000 € 📎 "brief" [draft] {v2}`.repeat(3);
    const messages = Array.from({ length: count }, (_, i) => ({ ...dto(i), content: words(i) }));
    backend.answerNext(json({ messages }));
    const read = await chat.fetchHistory(ctx, 'c-1');
    expect(read.latest.map((message) => message.content)).toEqual(
      messages.slice(-FIRST_SCREEN_MESSAGES).map((message) => message.content),
    );
    expect(read.whole).toBeDefined();
  });

  it('reads a short history whole at once', async () => {
    const { backend, chat } = setup();
    backend.answerNext(json({ messages: [dto(0), dto(1)] }));
    const read = await chat.fetchHistory(ctx, 'c-1');
    expect(ids(read.latest)).toEqual(['m-0', 'm-1']);
    expect(read.whole).toBeUndefined();
  });

  it('reads a long whole a slice per idle period, as much as each period allows', async () => {
    const { backend, chat, idlePeriod } = setup(0);
    const count = 1_000;
    backend.answerNext(json({ messages: Array.from({ length: count }, (_, i) => dto(i)) }));
    const read = await chat.fetchHistory(ctx, 'c-1');
    let whole: readonly { messageId: string }[] | undefined;
    const reading = read.whole?.().then((messages) => {
      whole = messages;
    });
    // One period parses the answer; with no time to spare, each of the next reads one step.
    const periods = await untilRead(reading, idlePeriod);
    expect(periods).toBeGreaterThan(5);
    expect(ids(whole ?? [])).toEqual(Array.from({ length: count }, (_, i) => `m-${i}`));
  });

  it('still refuses an answer that is malformed before its end, once it reads the whole', async () => {
    const { backend, chat, idlePeriod } = setup();
    const items = Array.from({ length: FIRST_SCREEN_MESSAGES + 5 }, (_, i) => JSON.stringify(dto(i)));
    backend.answerNext(new Response(`{"messages":[{"id": oops},${items.join(',')}]}`, { status: 200 }));
    const read = await chat.fetchHistory(ctx, 'c-1');
    expect(read.latest).toHaveLength(FIRST_SCREEN_MESSAGES);
    const whole = read.whole?.();
    await untilRead(whole, idlePeriod);
    await expect(whole).rejects.toMatchObject({ code: 'ERR_BAD_RESPONSE' });
  });

  it('reads the whole at once when the end itself is not readable', async () => {
    const { backend, chat } = setup();
    const items = Array.from({ length: FIRST_SCREEN_MESSAGES + 5 }, (_, i) => JSON.stringify(dto(i)));
    backend.answerNext(new Response(`{"messages":[${items.join(',')},{"id": oops}]}`, { status: 200 }));
    await expect(chat.fetchHistory(ctx, 'c-1')).rejects.toMatchObject({ code: 'ERR_BAD_RESPONSE' });
  });
});
