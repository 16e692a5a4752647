import type { ClockPort, TimerHandle } from '../../core/ports/ClockPort';

/** The real clock and timers. */
export class SystemClock implements ClockPort {
  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return globalThis.setTimeout(callback, ms);
  }

  clearTimeout(handle: TimerHandle): void {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  }
}
