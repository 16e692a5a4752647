import { describe, expect, it } from 'vitest';
import { BackendError } from '../../domain/errors';
import type { OrchestrationStatus } from '../../domain/orchestration';
import { FakeOrchestrationPort } from '../../testing/FakeOrchestrationPort';
import { ManualClock } from '../../testing/ManualClock';
import { CONNECTION_LOST_AFTER_MS, WatchOrchestration } from './WatchOrchestration';

const target = {
  ctx: { userId: 'u-1', accountId: 'acc-1' },
  kind: 'fast-track' as const,
  chatId: 'c',
  messageId: 'm',
};
const running: OrchestrationStatus = { status: 'in_progress', campaignStatus: 'processing' };

function setup() {
  const port = new FakeOrchestrationPort();
  const clock = new ManualClock();
  const seen: OrchestrationStatus[] = [];
  const errors: string[] = [];
  const watchUseCase = new WatchOrchestration(port, clock);
  const watch = () =>
    watchUseCase.execute(target, {
      onStatus: (status) => seen.push(status),
      onPollingError: (failure) => errors.push(failure.message),
    });
  return { port, clock, seen, errors, watch };
}

describe('watching a run', () => {
  it('reads at once, then every 2 s, and stops on a terminal status', async () => {
    const { port, clock, seen, watch } = setup();
    port.statusAnswers.set('m', [running, running, { status: 'completed' }]);
    const handle = watch();
    await clock.advance(0);
    expect(port.statusReads).toHaveLength(1);
    await clock.advance(2000);
    expect(port.statusReads).toHaveLength(2);
    await clock.advance(2000);
    expect(seen.at(-1)?.status).toBe('completed');
    expect(handle.active).toBe(false);
    await clock.advance(10_000);
    expect(port.statusReads).toHaveLength(3);
  });

  it('never has two reads in flight: a beat that finds one waiting is skipped', async () => {
    const { port, clock, watch } = setup();
    port.holdReads = true;
    watch();
    await clock.advance(0);
    await clock.advance(6000);
    expect(port.statusReads).toHaveLength(1);
    port.held[0]?.release(running);
    await clock.advance(0);
    await clock.advance(2000);
    expect(port.statusReads).toHaveLength(2);
  });

  it('ignores a 404 and keeps polling; reports other failures and keeps polling', async () => {
    const { port, clock, seen, errors, watch } = setup();
    port.statusAnswers.set('m', [
      new BackendError('not-found', 'Not found'),
      new BackendError('unavailable', 'Network Error'),
      running,
    ]);
    watch();
    await clock.advance(0);
    await clock.advance(4000);
    expect(errors).toEqual(['Network Error']);
    expect(seen).toEqual([running]);
  });

  it('ends the watch as a lost connection once no read has been answered for 5 minutes', async () => {
    const { port, clock } = setup();
    const lost: number[] = [];
    port.statusAnswers.set('m', [
      running,
      ...Array.from({ length: 200 }, () => new BackendError('unavailable', 'Network Error')),
    ]);
    const handle = new WatchOrchestration(port, clock).execute(target, {
      onStatus: () => {},
      onConnectionLost: () => lost.push(clock.now()),
    });
    await clock.advance(0);
    await clock.advance(CONNECTION_LOST_AFTER_MS - 2000);
    expect(lost).toEqual([]);
    expect(handle.active).toBe(true);
    await clock.advance(2000);
    expect(lost).toHaveLength(1);
    expect(handle.active).toBe(false);
    const reads = port.statusReads.length;
    await clock.advance(10_000);
    expect(port.statusReads).toHaveLength(reads);
  });

  it('makes no further reads once stopped (the chat was left)', async () => {
    const { port, clock, watch } = setup();
    port.statusAnswers.set('m', [running]);
    const handle = watch();
    await clock.advance(0);
    handle.stop();
    await clock.advance(10_000);
    expect(port.statusReads).toHaveLength(1);
  });
});
