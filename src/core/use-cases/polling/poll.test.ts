import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../testing/ManualClock';
import { failed, type Outcome, succeeded } from '../outcome';
import { type PollPlan, poll } from './poll';

/** A read whose answers the test gives, one per call; a call beyond them waits until released. */
function scriptedReads(answers: Outcome<string>[] = []) {
  const held: ((outcome: Outcome<string>) => void)[] = [];
  let calls = 0;
  const read = () => {
    calls += 1;
    const next = answers.shift();
    return next ? Promise.resolve(next) : new Promise<Outcome<string>>((resolve) => held.push(resolve));
  };
  return {
    read,
    get calls() {
      return calls;
    },
    release(outcome: Outcome<string>) {
      held.shift()?.(outcome);
    },
  };
}

function setup(answers: Outcome<string>[], plan: Partial<PollPlan<string>> = {}) {
  const clock = new ManualClock();
  const reads = scriptedReads(answers);
  const heard: string[] = [];
  const failures: string[] = [];
  const handle = poll(clock, {
    read: reads.read,
    everyMs: 2000,
    firstAfterMs: 0,
    isLast: (value) => value === 'completed',
    onAnswer: (value) => heard.push(value),
    onFailure: (failure) => failures.push(failure.message),
    ...plan,
  });
  return { clock, reads, heard, failures, handle };
}

const running = () => succeeded('processing');

describe('the polling engine', () => {
  it('reads after the first delay, then on a fixed beat, until the last answer', async () => {
    const { clock, reads, heard, handle } = setup([running(), running(), succeeded('completed')], {
      firstAfterMs: 1000,
    });
    await clock.advance(999);
    expect(reads.calls).toBe(0);
    await clock.advance(1);
    expect(reads.calls).toBe(1);
    await clock.advance(2000);
    expect(reads.calls).toBe(2);
    await clock.advance(2000);
    expect(heard).toEqual(['processing', 'processing', 'completed']);
    expect(handle.active).toBe(false);
    await clock.advance(20_000);
    expect(reads.calls).toBe(3);
    expect(clock.pendingTimers).toBe(0);
  });

  it('never has two reads in flight: a beat that finds one on its way is skipped', async () => {
    const { clock, reads, heard } = setup([]);
    await clock.advance(0);
    await clock.advance(6000);
    expect(reads.calls).toBe(1);
    reads.release(running());
    await clock.advance(0);
    expect(heard).toEqual(['processing']);
    await clock.advance(2000);
    expect(reads.calls).toBe(2);
  });

  it("tolerates 'not-found' quietly, reports other failures, and goes on", async () => {
    const { clock, reads, heard, failures } = setup([
      failed('not-found', 'Not found'),
      failed('unavailable', 'Network Error'),
      running(),
    ]);
    await clock.advance(4000);
    expect(reads.calls).toBe(3);
    expect(failures).toEqual(['Network Error']);
    expect(heard).toEqual(['processing']);
  });

  it('reports every failure when told to tolerate none', async () => {
    const { clock, failures } = setup([failed('not-found', 'Not found')], { tolerates: [] });
    await clock.advance(0);
    expect(failures).toEqual(['Not found']);
  });

  it('reads a read that throws as the backend unavailable, and goes on', async () => {
    const { clock, failures } = setup([], {
      read: () => Promise.reject(new Error('socket hang up')),
      onFailure: (failure) => failures.push(`${failure.kind}: ${failure.message}`),
    });
    await clock.advance(2000);
    expect(failures).toEqual(['unavailable: socket hang up', 'unavailable: socket hang up']);
  });

  it('drops an answer still on its way once stopped, and asks nothing more', async () => {
    const { clock, reads, heard, handle } = setup([]);
    await clock.advance(0);
    handle.stop();
    reads.release(running());
    await clock.advance(10_000);
    expect(heard).toEqual([]);
    expect(reads.calls).toBe(1);
    expect(handle.active).toBe(false);
  });

  it('restarts with a read at once, dropping the one on its way, and beats from there', async () => {
    const { clock, reads, heard, handle } = setup([]);
    await clock.advance(0);
    await clock.advance(1500);
    const restarted = handle.restart();
    expect(reads.calls).toBe(2);
    reads.release(succeeded('stale'));
    reads.release(succeeded('fresh'));
    await restarted;
    expect(heard).toEqual(['fresh']);
    await clock.advance(1999);
    expect(reads.calls).toBe(2);
  });

  it('pauses the beat and resumes it a full beat later; a restart while paused reads once', async () => {
    const { clock, reads, handle } = setup(Array.from({ length: 5 }, running));
    await clock.advance(0);
    handle.pause();
    await clock.advance(10_000);
    expect(reads.calls).toBe(1);
    await handle.restart();
    await clock.advance(10_000);
    expect(reads.calls).toBe(2);
    handle.resume();
    await clock.advance(1999);
    expect(reads.calls).toBe(2);
    await clock.advance(1);
    expect(reads.calls).toBe(3);
  });

  it('starts over when it has heard no answer for too long (spec 2 §9 health check)', async () => {
    const { clock, reads, heard } = setup([], {
      everyMs: 3000,
      restartWhenSilent: { checkEveryMs: 5000, silentMs: 10_000 },
    });
    await clock.advance(0);
    await clock.advance(10_000);
    expect(reads.calls).toBe(1);
    await clock.advance(5000);
    expect(reads.calls).toBe(2);
    reads.release(succeeded('late'));
    reads.release(running());
    await clock.advance(0);
    expect(heard).toEqual(['processing']);
  });

  it('ends as orphaned once it has gone on for more than 5 minutes, and says so (spec 2 §9)', async () => {
    let orphaned = 0;
    const { clock, reads, handle } = setup(Array.from({ length: 200 }, running), {
      everyMs: 3000,
      orphanedAfterMs: 300_000,
      onOrphaned: () => {
        orphaned += 1;
      },
    });
    await clock.advance(300_000);
    expect([reads.calls, handle.active, orphaned]).toEqual([101, true, 0]);
    await clock.advance(3000);
    expect([reads.calls, handle.active, orphaned]).toEqual([101, false, 1]);
    await clock.advance(60_000);
    expect([reads.calls, orphaned]).toEqual([101, 1]);
  });

  it('is not orphaned when its last answer came in time', async () => {
    let orphaned = false;
    const { clock } = setup([running(), succeeded('completed')], {
      orphanedAfterMs: 300_000,
      onOrphaned: () => {
        orphaned = true;
      },
    });
    await clock.advance(600_000);
    expect(orphaned).toBe(false);
  });
});
