import { describe, expect, it } from 'vitest';
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
    chat.statusAnswers = [new BackendError('ERR_BAD_REQUEST', 'Not found', 404), { status: 'failed' }];
    follow('b-1');
    await clock.advance(5_000);
    expect(answers).toEqual([['b-1', { status: 'failed' }]]);
  });

  it('stops every watch when the chat is left, and watches a result once', async () => {
    const { chat, clock, watch, follow } = setup();
    follow('b-1');
    follow('b-1');
    follow('b-2');
    expect(watch.watchedCount).toBe(2);
    watch.stopAll();
    await clock.advance(10_000);
    expect(chat.callsOf('fetchMessageStatus')).toHaveLength(0);
  });
});
