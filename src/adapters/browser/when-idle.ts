/** The remainder of idle work waits no longer than this on a busy page. */
const LONGEST_WAIT_MS = 500;

/**
 * Resolves once the page is idle, that is after what is pending has been drawn; where there is no
 * idle callback (Node, older browsers), on the next task.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === 'function')
      globalThis.requestIdleCallback(() => resolve(), { timeout: LONGEST_WAIT_MS });
    else globalThis.setTimeout(resolve, 0);
  });
}
