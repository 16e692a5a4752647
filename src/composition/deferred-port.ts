/**
 * A port whose implementation loads with its first call, so that its code stays out of the first
 * load of the screens that never call it. Every method of such a port answers a promise, so a
 * caller cannot tell the difference; a failed load rejects the call that needed it, and the next
 * call tries again.
 */
export function deferredPort<T extends object>(load: () => Promise<T>): T {
  let loading: Promise<T> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return new Proxy({} as T, {
    get(_target, method) {
      // Not a promise itself: whoever awaits the port (inversify, a test) gets the port.
      if (typeof method !== 'string' || method === 'then') return undefined;
      return (...args: unknown[]) =>
        loaded().then((port) => (port[method as keyof T] as (...a: unknown[]) => unknown)(...args));
    },
  });
}
