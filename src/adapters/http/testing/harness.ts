import { HttpClient } from '../HttpClient';
import { FakeFetch } from './fake-fetch';

/** A client over a fake backend, with no retry delay, for adapter tests. */
export function fakeBackendClient(): { backend: FakeFetch; http: HttpClient } {
  const backend = new FakeFetch();
  const http = new HttpClient({
    baseUrl: 'http://backend.test',
    apiKey: 'test-key',
    getToken: () => 'session-token',
    fetch: backend.fetch,
    retryDelayMs: () => 0,
  });
  return { backend, http };
}

/** What a route test expects the adapter to have sent. */
export interface ExpectedCall {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}
