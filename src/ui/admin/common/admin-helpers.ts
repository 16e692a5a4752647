import { ADMIN_LOAD_DELAY_MS } from '../../../core/domain/admin/tabs';
import type { ClockPort } from '../../../core/ports/ClockPort';
import type { Failure } from '../../../core/use-cases/outcome';

/** Resolves after `ms` on the given clock (a manual one in tests). */
export function after(clock: ClockPort, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.setTimeout(resolve, ms);
  });
}

/** Spec 3 §9: admin data loads wait 50 ms. */
export function loadDelay(clock: ClockPort): Promise<void> {
  return after(clock, ADMIN_LOAD_DELAY_MS);
}

/**
 * The text a failed save shows: a rule's own words as they are, a server refusal after the
 * spec's prefix ('Failed to save role: ' + the server's error text).
 */
export function failureText(prefix: string, failure: Failure): string {
  return failure.kind === 'not-allowed' ? failure.message : `${prefix}${failure.message}`;
}
