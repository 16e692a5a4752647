/**
 * What a request did outside the data — files it stored — and must take back if the request
 * fails after all: a handler throwing later on, or the host failing to save its changes (503).
 * Kept per request object, so a handler registers without the kernel's context knowing of files.
 */
const undos = new WeakMap<Request, (() => Promise<void>)[]>();

/** Runs `undo` if this request ends in a failure. */
export function undoIfRequestFails(request: Request, undo: () => Promise<void>): void {
  undos.set(request, [...(undos.get(request) ?? []), undo]);
}

/** The request failed: everything registered for it is undone (each undo tried, none thrown). */
export async function requestFailed(request: Request): Promise<void> {
  const pending = undos.get(request) ?? [];
  undos.delete(request);
  await Promise.all(pending.map((undo) => undo().catch(() => undefined)));
}
