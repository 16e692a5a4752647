/** The remainder of idle work waits no longer than this on a busy page. */
const LONGEST_WAIT_MS = 500;

/** Where nothing else waits for the thread (Node), an idle period has no end. */
const UNBOUNDED = { timeRemaining: () => Number.POSITIVE_INFINITY };

/**
 * Resolves with the page's next idle period (what is pending has been drawn) and what is left of
 * it; where there is no idle callback (Node, older browsers), on the next task, with no end.
 */
export function whenIdle(): Promise<{ timeRemaining(): number; readonly didTimeout?: boolean }> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === 'function')
      globalThis.requestIdleCallback((deadline) => resolve(deadline), { timeout: LONGEST_WAIT_MS });
    else globalThis.setTimeout(() => resolve(UNBOUNDED), 0);
  });
}
