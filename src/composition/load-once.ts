let pending = 0;

/**
 * Code the page loads while it runs (a lazy chunk), counted while it is on its way: a page is
 * settled only when no call and no code is pending (the scenarios' view-model level asks, as
 * Chromium waits for the chunk's request).
 */
export async function loadingCode<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  try {
    return await load;
  } finally {
    pending -= 1;
  }
}

export function codeLoadsPending(): number {
  return pending;
}

/**
 * A flow whose code loads the first time it is asked for: later calls share that load, and a
 * load that failed (a chunk that did not download, spec 1 §9) is tried again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= loadingCode(load()).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
