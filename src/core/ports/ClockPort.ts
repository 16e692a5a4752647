export type TimerHandle = unknown;

/**
 * Time and timers. A port so that time rules (session expiry, polling every 2 s, the 5 s context
 * wait) run under a fake clock in unit and Gherkin tests instead of sleeping.
 */
export interface ClockPort {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const ClockPort = Symbol.for('ClockPort');
