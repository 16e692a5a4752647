import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors';
import type { MessageStatusAnswer } from '../../domain/message';
import { ManualClock, settle } from '../../testing/ManualClock';
import { MessagePoller } from './MessagePoller';

/** A status endpoint whose answers the test scripts, one per call. */
function scriptedStatus(script: (MessageStatusAnswer | Error)[]) {
  const calls: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let release: (() => void) | null = null;
  let holdAnswers = false;
  const clock = new ManualClock();
  const fetchStatus = async () => {
    calls.push(clock.now());
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    if (holdAnswers) await new Promise<void>((resolve) => (release = resolve));
    inFlight--;
    const next = script.shift() ?? { status: 'processing' };
    if (next instanceof Error) throw next;
    return next;
  };
  return {
    clock,
    calls,
    fetchStatus,
    get maxInFlight() {
      return maxInFlight;
    },
    hold() {
      holdAnswers = true;
    },
    answer() {
      holdAnswers = false;
      release?.();
    },
  };
}

const notFound = () => new BackendError('ERR_BAD_REQUEST', 'Not found', 404);

afterEach(() => vi.restoreAllMocks());

describe('MessagePoller', () => {
  it('asks every 2 s until the result is completed, then stops', async () => {
    const status = scriptedStatus([
      { status: 'processing' },
      { status: 'completed', result: { content: 'Done' } },
    ]);
    const answers: MessageStatusAnswer[] = [];
    const poller = new MessagePoller(status.clock, {
      fetchStatus: status.fetchStatus,
      onAnswer: (_id, answer) => answers.push(answer),
    });
    const start = status.clock.now();
    poller.watch('m-1', 2000);

    await status.clock.advance(10_000);

    expect(status.calls.map((at) => at - start)).toEqual([2000, 4000]);
    expect(answers.at(-1)?.result?.content).toBe('Done');
    expect(poller.isWatching('m-1')).toBe(false);
  });

  it.each(['failed', 'stopped'])('stops on %s', async (terminal) => {
    const status = scriptedStatus([{ status: terminal }]);
    const poller = new MessagePoller(status.clock, { fetchStatus: status.fetchStatus, onAnswer: () => {} });
    poller.watch('m-1', 0);
    await status.clock.advance(10_000);
    expect(status.calls).toHaveLength(1);
  });

  it('keeps polling through a 404', async () => {
    const status = scriptedStatus([notFound(), notFound(), { status: 'completed' }]);
    const poller = new MessagePoller(status.clock, { fetchStatus: status.fetchStatus, onAnswer: () => {} });
    poller.watch('m-1', 1000);
    await status.clock.advance(10_000);
    expect(status.calls).toHaveLength(3);
    expect(poller.isWatching('m-1')).toBe(false);
  });

  it('keeps polling through other failures, logging them', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const status = scriptedStatus([new BackendError('ERR_NETWORK', 'down'), { status: 'completed' }]);
    const poller = new MessagePoller(status.clock, { fetchStatus: status.fetchStatus, onAnswer: () => {} });
    poller.watch('m-1', 0);
    await status.clock.advance(10_000);
    expect(status.calls).toHaveLength(2);
    expect(log).toHaveBeenCalledOnce();
  });

  it('never has two calls in flight for one message, however slow the answer', async () => {
    const status = scriptedStatus([{ status: 'processing' }, { status: 'completed' }]);
    const poller = new MessagePoller(status.clock, { fetchStatus: status.fetchStatus, onAnswer: () => {} });
    status.hold();
    poller.watch('m-1', 0);
    poller.watch('m-1', 0);
    await status.clock.advance(9000);
    expect(status.calls).toHaveLength(1);
    status.answer();
    await settle();
    await status.clock.advance(10_000);
    expect(status.maxInFlight).toBe(1);
    expect(status.calls).toHaveLength(2);
  });

  it('stops asking and drops late answers when the chat is left', async () => {
    const status = scriptedStatus([{ status: 'completed' }]);
    const onAnswer = vi.fn();
    const poller = new MessagePoller(status.clock, { fetchStatus: status.fetchStatus, onAnswer });
    status.hold();
    poller.watch('m-1', 0);
    poller.watch('m-2', 2000);
    await status.clock.advance(100);
    poller.stopAll();
    status.answer();
    await status.clock.advance(10_000);
    expect(status.calls).toHaveLength(1);
    expect(onAnswer).not.toHaveBeenCalled();
    expect(status.clock.pendingTimers).toBe(0);
  });
});
