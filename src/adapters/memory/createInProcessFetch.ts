import type { DemoApi } from '../../simulation/api/createDemoApi';

/** The base address relative URLs resolve against when there is no page (Node, tests). */
export const MEMORY_BASE_URL = 'http://sidekick.memory';

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A `fetch` that answers from the demo api in this process: the memory profile runs the HTTP
 * adapters over it, so both profiles exercise the same client code. Aborting rejects like fetch.
 */
export function createInProcessFetch(api: DemoApi, baseUrl?: string): typeof fetch {
  const base = baseUrl ?? (typeof location === 'undefined' ? MEMORY_BASE_URL : location.href);
  const inProcessFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // The in-page store's files are object URLs: the browser answers those itself.
    if (String(input instanceof Request ? input.url : input).startsWith('blob:')) return fetch(input, init);
    const request =
      input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), base), init);
    if (request.signal.aborted) throw abortError(request.signal);
    const answer = api.handle(request);
    if (!init?.signal) return answer;
    const signal = init.signal;
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(abortError(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  };
  return inProcessFetch as typeof fetch;
}
