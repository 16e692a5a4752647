import { describe, expect, it } from 'vitest';
import type { OrchestrationStatus } from '../../domain/orchestration';
import { FakeOrchestrationPort } from '../../testing/FakeOrchestrationPort';
import { ManualClock } from '../../testing/ManualClock';
import { FollowRuns, type RunEnded } from './FollowRuns';
import { StopOrchestration } from './StopOrchestration';
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
  const follow = new FollowRuns(new WatchOrchestration(port, clock), new StopOrchestration(port));
  const ends: RunEnded[] = [];
  follow.onEnded((end) => ends.push(end));
  const screen = () => {
    const seen: string[] = [];
    return { seen, listener: { onStatus: (status: OrchestrationStatus) => seen.push(status.status) } };
  };
  return { port, clock, follow, ends, screen };
}

describe('following the user’s runs', () => {
  it('polls a run once however many screens show it', async () => {
    const { port, clock, follow, screen } = setup();
    port.statusAnswers.set('m', [running]);
    const chat = screen();
    const other = screen();
    follow.watch(target, chat.listener);
    follow.watch(target, other.listener);
    await clock.advance(0);
    await clock.advance(2000);
    expect(port.statusReads).toHaveLength(2);
    expect(chat.seen).toEqual(['in_progress', 'in_progress']);
    expect(other.seen).toEqual(['in_progress', 'in_progress']);
  });

  it('keeps polling a run once its screen is left, and says it ended unseen', async () => {
    const { port, clock, follow, ends, screen } = setup();
    port.statusAnswers.set('m', [running, running, { status: 'completed' }]);
    const chat = screen();
    const watch = follow.watch(target, chat.listener);
    await clock.advance(0);
    watch.stop();
    expect(watch.active).toBe(false);
    await clock.advance(4000);
    expect(chat.seen).toEqual(['in_progress']);
    expect(ends).toEqual([{ target, phase: 'completed', status: 'completed', seen: false }]);
    expect(follow.followedCount).toBe(0);
    await clock.advance(10_000);
    expect(port.statusReads).toHaveLength(3);
  });

  it('stops every poll and tells no end once the user signed out', async () => {
    const { port, clock, follow, ends, screen } = setup();
    port.statusAnswers.set('m', [running, running, { status: 'completed' }]);
    follow.watch(target, screen().listener).stop();
    await clock.advance(0);
    follow.forgetAll();
    await clock.advance(10_000);
    expect(port.statusReads).toHaveLength(1);
    expect(ends).toEqual([]);
    expect(follow.followedCount).toBe(0);
  });

  it('says nothing of a run whose first read finds it ended (a screen came back to a run that ended meanwhile)', async () => {
    const { port, clock, follow, ends } = setup();
    port.statusAnswers.set('m', [{ status: 'completed' }]);
    follow.watch(target, { onStatus: () => {} });
    await clock.advance(0);
    expect(ends).toEqual([]);
    expect(follow.followedCount).toBe(0);
  });

  it('says a run that ends on screen ended seen, even when the screen stops listening at the end', async () => {
    const { port, clock, follow, ends } = setup();
    port.statusAnswers.set('m', [running, { status: 'timeout' }]);
    const watch = follow.watch(target, { onStatus: (status) => status.status === 'timeout' && watch.stop() });
    await clock.advance(0);
    await clock.advance(2000);
    expect(ends).toEqual([{ target, phase: 'failed', status: 'timeout', seen: true }]);
  });

  it('counts a run the user stopped here as seen, wherever they are when the stop is read', async () => {
    const { port, clock, follow, ends } = setup();
    port.statusAnswers.set('m', [running, { status: 'stopped' }]);
    const watch = follow.watch(target, { onStatus: () => {} });
    await clock.advance(0);
    expect((await follow.stop(target)).ok).toBe(true);
    watch.stop();
    await clock.advance(2000);
    expect(ends).toEqual([{ target, phase: 'stopped', status: 'stopped', seen: true }]);
  });

  it('ends a run whose status cannot be read any more as failed', async () => {
    const { port, clock, follow, ends } = setup();
    port.statusAnswers.set('m', [new Error('down')]);
    follow.watch(target, { onStatus: () => {} }).stop();
    await clock.advance(0);
    for (let waited = 0; waited <= CONNECTION_LOST_AFTER_MS; waited += 2000) await clock.advance(2000);
    expect(ends).toEqual([{ target, phase: 'failed', seen: false }]);
    expect(follow.followedCount).toBe(0);
  });
});
