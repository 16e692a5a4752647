import type { ClockPort } from '../../core/ports/ClockPort';

/** Resolves after `ms` on the given clock (a manual one in tests). */
export function after(clock: ClockPort, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.setTimeout(resolve, ms);
  });
}
