import type { ClockPort, TimerHandle } from '../ports/ClockPort';

interface Timer {
  id: number;
  at: number;
  callback: () => void;
}

/**
 * A clock that moves only when told: polling every 2 s, the 5 s context wait and session expiry
 * are tested by advancing it, never by sleeping.
 */
export class ManualClock implements ClockPort {
  private timers: Timer[] = [];
  private nextId = 1;
  private settleFn: () => Promise<void> = () => settle();

  constructor(private current = Date.parse('2026-11-23T09:00:00Z')) {}

  /**
   * How to wait for the work a timer started (by default a few turns of the event loop). A test
   * system with real asynchronous work behind it (an in-process backend using WebCrypto) passes
   * a wait that knows when that work is done, so that results never depend on machine load.
   */
  settleWith(fn: () => Promise<void>): void {
    this.settleFn = fn;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const timer = { id: this.nextId++, at: this.current + Math.max(0, ms), callback };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }

  /**
   * Moves time forward, firing due timers in order; awaits before and between them so promises
   * settle (work started at the present moment is done before time passes, as on a real clock).
   */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    await this.settleFn();
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.current = Math.max(this.current, due.at);
      due.callback();
      await this.settleFn();
    }
    this.current = target;
    await this.settleFn();
  }

  /** Jumps the wall clock without firing timers (e.g. "three days later"). */
  jump(ms: number): void {
    this.current += ms;
  }

  get pendingTimers(): number {
    return this.timers.length;
  }
}

/** Lets pending promise chains (in-process backend calls, view-model updates) run to completion. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}
