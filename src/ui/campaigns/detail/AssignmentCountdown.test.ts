import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../core/testing/ManualClock';
import { AssignmentCountdown } from './AssignmentCountdown';

describe('AssignmentCountdown', () => {
  it('counts down on the clock while an assignment processes and stops when it ends', async () => {
    const clock = new ManualClock();
    const started = observable.box<number | null>(null);
    const countdown = new AssignmentCountdown(clock, () => started.get());
    expect(countdown.text).toBeNull();

    runInAction(() => started.set(clock.now()));
    countdown.sync();
    expect(countdown.text).toBe('About 5:00 remaining');
    await clock.advance(61_000);
    expect(countdown.text).toBe('About 3:59 remaining');
    await clock.advance(300_000);
    expect(countdown.text).toBe('Taking longer than expected');

    runInAction(() => started.set(null));
    countdown.sync();
    expect(countdown.text).toBeNull();
    expect(clock.pendingTimers).toBe(0);
    countdown.dispose();
  });
});
