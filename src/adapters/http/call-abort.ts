import { HttpFailure } from './failures';
import type { RetryTimers } from './retrying-fetch';

/**
 * One signal for one call, aborted by the caller's signal or by the call's own timeout, which
 * also tells afterwards why a failed fetch failed: timeout, cancel, or the network. The timeout
 * runs on the app's clock, as the retries' waits do, so a scenario's clock can prove there is none.
 */
export class CallAbort {
  private readonly controller = new AbortController();
  private timedOut = false;
  private readonly timer: ReturnType<RetryTimers['setTimeout']> | undefined;
  private readonly unlink: () => void;

  constructor(
    callerSignal: AbortSignal | undefined,
    private readonly timeoutMs: number | undefined,
    private readonly timers: RetryTimers,
  ) {
    const abort = () => this.controller.abort();
    if (callerSignal?.aborted) abort();
    callerSignal?.addEventListener('abort', abort, { once: true });
    this.unlink = () => callerSignal?.removeEventListener('abort', abort);
    if (timeoutMs !== undefined && timeoutMs > 0) {
      this.timer = timers.setTimeout(() => {
        this.timedOut = true;
        this.controller.abort();
      }, timeoutMs);
    }
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get aborted(): boolean {
    return this.controller.signal.aborted;
  }

  /** The failure of a call that threw before an answer could be read. */
  explain(): HttpFailure {
    if (this.timedOut) return new HttpFailure('ETIMEDOUT', `timeout of ${this.timeoutMs}ms exceeded`);
    if (this.aborted) return new HttpFailure('ERR_CANCELED', 'canceled');
    return new HttpFailure('ERR_NETWORK', 'Network Error');
  }

  dispose(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.unlink();
  }
}

/**
 * Makes any fetch give up as soon as the signal aborts, so a cancel or a timeout takes effect
 * even if the fetch implementation (or a test double) ignores the signal.
 */
export function abortable(fetchFn: typeof fetch): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = () => reject(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      fetchFn(input, init)
        .then(resolve, reject)
        .finally(() => signal?.removeEventListener('abort', onAbort));
    });
}
