/**
 * A flow whose code loads the first time it is asked for (a lazy chunk): later calls share that
 * load, and a load that failed (a chunk that did not download, spec 1 §9) is tried again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
