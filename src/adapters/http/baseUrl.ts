const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The backend's base address (spec 1 §7): the demo backend when the page runs on this machine,
 * otherwise the current host plus /backend, where the real backend is served beside the app.
 */
export function resolveBaseUrl(location: { hostname: string; origin: string }, demoBackend: string): string {
  if (LOCAL_HOSTNAMES.has(location.hostname)) return demoBackend;
  return `${location.origin.replace(/\/+$/, '')}/backend`;
}
