import { afterEach, expect, it } from 'vitest';
import { type Endpoint, endpoint, type Method } from '../../../contract/endpoint';
import type { ActingContext } from '../../../core/ports/acting-context';
import { HttpClient, type HttpClientConfig } from '../HttpClient';
import { ContractValidator } from './contract-validator';
import { FakeFetch, json } from './fake-fetch';

let contract: ContractValidator | undefined;
const backendsOfThisTest: FakeFetch[] = [];

/**
 * Every request an adapter sent to a fake backend is held to the backend contract
 * (docs/openapi.json) once its test ends: the adapters cannot drift from the document.
 */
afterEach(() => {
  const calls = backendsOfThisTest.splice(0).flatMap((backend) => backend.calls);
  if (calls.length === 0) return;
  contract ??= new ContractValidator();
  const checker = contract;
  const problems = calls.flatMap((call) => checker.checkRequest(call));
  if (problems.length > 0) throw new Error(`Requests outside the contract:\n${problems.join('\n')}`);
});

/** An endpoint of no area, for the client's own tests: what they check holds for every call. */
export function at<const Path extends string>(method: Method, path: Path): Endpoint<Path> {
  return endpoint({ method, path, rule: 'client-test' });
}

/** A client of the test backend's address and key, with no retry delay; `overrides` change what a test is about. */
export function testClient(overrides: Partial<HttpClientConfig> = {}): HttpClient {
  return new HttpClient({
    baseUrl: 'http://backend.test',
    apiKey: 'sidekick-demo-key',
    getToken: () => 'session-token',
    retryDelayMs: () => 0,
    ...overrides,
  });
}

/** A client over a fake backend whose requests are held to the contract, for adapter tests. */
export function fakeBackendClient(): { backend: FakeFetch; http: HttpClient } {
  const backend = new FakeFetch();
  backendsOfThisTest.push(backend);
  return { backend, http: testClient({ fetch: backend.fetch }) };
}

/** A set-up for an adapter's tests: each call, a fresh fake backend and what `make` builds over its client. */
export function overFakeBackend<T extends object>(
  make: (http: HttpClient) => T,
): () => T & { backend: FakeFetch } {
  return () => {
    const { backend, http } = fakeBackendClient();
    return { backend, ...make(http) };
  };
}

/** What a route test expects the adapter to have sent. */
export interface ExpectedCall {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

/** Who the adapter tests act as, and how the acting user reads in a query. */
export const ctx: ActingContext = { userId: 'u-1', accountId: 'acc-1' };
export const inQuery = { userId: 'u-1', accountId: 'acc-1' };

/** A route test: its name, the adapter's call, the backend's answer, and the request expected. */
export type RouteCase<A> = [
  name: string,
  call: (adapter: A) => Promise<unknown>,
  answer: unknown,
  ExpectedCall,
];

/** One test per route: the adapter's call sends exactly the expected request (no query, no body unless said). */
export function itCallsEachContractRoute<A>(
  routes: RouteCase<A>[],
  adapterOver: (http: HttpClient) => A,
): void {
  it.each(routes)('%s calls the contract route', async (_name, call, answer, expected) => {
    const { backend, http } = fakeBackendClient();
    backend.answerNext(json(answer));
    await call(adapterOver(http));
    const { method, path, query, body } = backend.lastCall;
    expect({ method, path, query, body }).toEqual({ query: {}, body: undefined, ...expected });
  });
}
