import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors';
import type { MessageStatusAnswer } from '../../domain/message';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { ManualClock } from '../../testing/ManualClock';
import { WatchResults } from './WatchResults';

const ctx = { userId: 'u-1', accountId: 'acc-1' };

function setup() {
  const chat = new FakeChatPort();
  const clock = new ManualClock();
  const answers: [string, MessageStatusAnswer][] = [];
  const watch = new WatchResults(chat, clock);
  const follow = (messageId: string, firstDelayMs = 0) =>
    watch.watch({ ctx, chatId: 'chat-1', messageId }, firstDelayMs, (answer) =>
      answers.push([messageId, answer]),
    );
  return { chat, clock, answers, watch, follow };
}

afterEach(() => vi.restoreAllMocks());

describe('WatchResults', () => {
  it('asks about a result every 2 s in its chat until it is completed, then stops', async () => {
    const { chat, clock, answers, watch, follow } = setup();
    chat.statusAnswers = [
      { status: 'processing' },
      { status: 'completed', result: { content: 'Done', jsonResponse: { a: 1 } } },
    ];
    follow('b-1', 1000);
    await clock.advance(10_000);
    expect(chat.callsOf('fetchMessageStatus').map((call) => call.args)).toEqual([
      ['chat-1', 'b-1'],
      ['chat-1', 'b-1'],
    ]);
    expect(answers.at(-1)).toEqual([
      'b-1',
      { status: 'completed', result: { content: 'Done', jsonResponse: { a: 1 } } },
    ]);
    expect(watch.watchedCount).toBe(0);
  });

  it('keeps asking while the result is not stored yet (404)', async () => {
    const { chat, clock, answers, follow } = setup();
    chat.statusAnswers = [new BackendError('not-found', 'Not found'), { status: 'failed' }];
    follow('b-1');
    await clock.advance(5_000);
    expect(answers).toEqual([['b-1', { status: 'failed' }]]);
  });

  it('stops every watch when the chat is left, and watches a result once', async () => {
    const { chat, clock, watch, follow } = setup();
    follow('b-1', 2000);
    follow('b-1', 2000);
    follow('b-2', 2000);
    expect(watch.watchedCount).toBe(2);
    watch.stopAll();
    await clock.advance(10_000);
    expect(chat.callsOf('fetchMessageStatus')).toHaveLength(0);
  });

  it.each(['failed', 'stopped', 'timeout'])('stops once the result has %s', async (finished) => {
    const { chat, clock, watch, follow } = setup();
    chat.statusAnswers = [{ status: finished }];
    follow('b-1');
    await clock.advance(10_000);
    expect(chat.callsOf('fetchMessageStatus')).toHaveLength(1);
    expect(watch.watchedCount).toBe(0);
  });

  it('logs a failed read and asks again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { chat, clock, answers, follow } = setup();
    chat.statusAnswers = [new BackendError('unavailable', 'down'), { status: 'completed' }];
    follow('b-1');
    await clock.advance(10_000);
    expect(log).toHaveBeenCalledOnce();
    expect(answers).toEqual([['b-1', { status: 'completed' }]]);
  });

  it('drops an answer on its way when the chat is left', async () => {
    const { chat, clock, answers, watch, follow } = setup();
    chat.statusAnswers = [{ status: 'completed' }];
    follow('b-1');
    const leaving = clock.advance(0);
    watch.stopAll();
    await leaving;
    await clock.advance(10_000);
    expect(answers).toEqual([]);
    expect(clock.pendingTimers).toBe(0);
  });
});
