import type { ClockPort } from '../../core/ports/ClockPort';

export type RetryTimers = Pick<ClockPort, 'setTimeout' | 'clearTimeout'>;

/** How a call is tried again: whether try `attempt` (from 0), failed so, is repeated, and after how long. */
export interface RetryPolicy {
  retries(attempt: number, failure: { error: unknown } | { response: Response }): boolean;
  delayMs(attempt: number): number;
}

/**
 * `fetchOnce` tried again as `policy` says, waiting between tries on `timers`: the app's clock,
 * so a scenario's clock drives the waits as it drives every other timer of the page (a retry
 * library's waits run on real timers, which a scenario cannot move).
 */
export async function fetchRetrying(
  fetchOnce: typeof fetch,
  timers: RetryTimers,
  policy: RetryPolicy,
  url: string,
  init: RequestInit & { signal: AbortSignal },
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetchOnce(url, init);
    } catch (error) {
      if (!policy.retries(attempt, { error })) throw error;
      await pause(timers, policy.delayMs(attempt), init.signal);
      continue;
    }
    if (!policy.retries(attempt, { response })) return response;
    await pause(timers, policy.delayMs(attempt), init.signal);
  }
}

/** `ms` on the timers, or less if the call is cancelled meanwhile (its next try then fails at once). */
function pause(timers: RetryTimers, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const waited = () => {
      signal.removeEventListener('abort', cancelled);
      resolve();
    };
    const handle = timers.setTimeout(waited, ms);
    const cancelled = () => {
      timers.clearTimeout(handle);
      resolve();
    };
    signal.addEventListener('abort', cancelled, { once: true });
  });
}
