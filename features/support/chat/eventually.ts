/** The chat list reloads within 200 ms, or 500 ms after an impersonation starts or ends. */
export const CHAT_LIST_SETTLE_MS = 600;

/**
 * Waits in real time until the condition holds: the in-process backend verifies tokens with
 * WebCrypto, whose answers arrive outside the manual clock's control.
 */
export async function eventually(condition: () => boolean, timeoutMs = 3000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return true;
}
